/**
 * Which of a page's forms was sent, on a page whose route holds several (sign-in and sign-up, the
 * account's forms): its `intent`. A form names it in a hidden field; a second submit button may name
 * another after it, and the browser sends the button's value last, so the last one counts. (The
 * journey's and the trip plan's forms are routes of their own instead: forms/route-form.tsx.)
 */
export function formIntent(form: FormData | undefined): string | undefined {
  const value = form?.getAll('intent').at(-1);
  return typeof value === 'string' ? value : undefined;
}
