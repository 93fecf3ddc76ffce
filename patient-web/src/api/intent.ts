/**
 * Which of a page's forms was sent: its `intent`. A form names it in a hidden field; a second submit
 * button may name another after it (the booking form's "Show the estimate"), and the browser sends the
 * button's value last, so the last one counts.
 */
export function formIntent(form: FormData | undefined): string | undefined {
  const value = form?.getAll('intent').at(-1);
  return typeof value === 'string' ? value : undefined;
}
