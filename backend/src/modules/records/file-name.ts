/** The longest display name kept (the column holds 255 characters). */
export const MAX_FILE_NAME_LENGTH = 255;
export const FALLBACK_FILE_NAME = 'record';

/**
 * What never belongs in a displayed file name: C0/C1 control characters (NUL, new lines, escapes…),
 * the bidirectional overrides, embeddings and isolates and the direction marks (U+202A–U+202E,
 * U+2066–U+2069, U+200E, U+200F, U+061C: "report\u202Efdp.exe" would show as "reportexe.pdf"),
 * and the characters that would break out of an HTML attribute or a header.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern removes
const UNWANTED = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069<>"]/gu;

/**
 * A file's display name as the patient chose it (any script: "病历 تقرير.pdf"), without folders or
 * unwanted characters, at most {@link MAX_FILE_NAME_LENGTH} characters (the extension kept when a
 * long name is cut), never empty. The stored file's name is never derived from it.
 */
export function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').toWellFormed().normalize('NFC');
  // Array.from: by code point, so that a cut never leaves half of a surrogate pair.
  const chars = Array.from(base.replace(UNWANTED, '').trim());
  if (chars.length > MAX_FILE_NAME_LENGTH) {
    const dot = chars.lastIndexOf('.');
    const extension = dot > 0 && chars.length - dot <= 10 ? chars.slice(dot) : [];
    chars.splice(MAX_FILE_NAME_LENGTH - extension.length, chars.length, ...extension);
  }
  const cleaned = chars.join('').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? FALLBACK_FILE_NAME : cleaned;
}
