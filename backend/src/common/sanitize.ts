/**
 * The text sanitiser of spec §5: strips script blocks and every tag, then trims. Applied to
 * strings; arrays and objects are sanitised element by element. Non-strings pass unchanged, so
 * type validation still sees (and refuses) them.
 */
export function sanitizeText<T>(value: T): T {
  if (typeof value === 'string') {
    return value
      .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
      .replace(/<\/?[a-z!][^>]*>/gi, '')
      .trim() as T;
  }
  if (Array.isArray(value)) return value.map((item) => sanitizeText(item)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeText(v)])) as T;
  }
  return value;
}
