import { trimText } from './trim-text.js';

describe('trimText', () => {
  it('trims, and keeps every character the person typed, markup-like text included', () => {
    expect(trimText('  Glucose was <a bit high>, BP <b>140</b>/90 ')).toBe('Glucose was <a bit high>, BP <b>140</b>/90');
    expect(trimText('<script>alert(1)</script><img src=x onerror=alert(1)>')).toBe('<script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(trimText('pain < 3 days')).toBe('pain < 3 days');
  });

  it('keeps inner whitespace and line breaks', () => {
    expect(trimText('\n Line one\n\n  line two \t')).toBe('Line one\n\n  line two');
  });

  it('trims every string of arrays and nested objects, leaving other types alone', () => {
    expect(trimText({ a: [' <i>x</i> ', 2], b: { c: ' <p>y</p> ' }, d: true, e: null })).toEqual({
      a: ['<i>x</i>', 2],
      b: { c: '<p>y</p>' },
      d: true,
      e: null,
    });
  });

  it('leaves class instances and non-text values unchanged', () => {
    const date = new Date(0);
    expect(trimText(date)).toBe(date);
    expect(trimText(42)).toBe(42);
    expect(trimText(undefined)).toBeUndefined();
  });
});
