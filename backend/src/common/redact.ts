const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+/g;

/** Replaces anything that looks like an email address: logs must not hold personal data. */
export function redactEmails(text: string): string {
  return text.replace(EMAIL, '[email]');
}
