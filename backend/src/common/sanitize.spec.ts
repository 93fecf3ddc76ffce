import { sanitizeText } from './sanitize.js';

describe('sanitizeText', () => {
  it('strips script blocks with their content, then tags, then trims', () => {
    expect(sanitizeText('  <script>alert(1)</script><b>Knee</b> pain <img src=x onerror=alert(1)> ')).toBe('Knee pain');
  });

  it('keeps text that merely contains a less-than sign', () => {
    expect(sanitizeText('pain < 3 days')).toBe('pain < 3 days');
  });

  it('sanitises every string of arrays and nested objects, leaving other types alone', () => {
    expect(sanitizeText({ a: ['<i>x</i>', 2], b: { c: ' <p>y</p> ' }, d: true })).toEqual({ a: ['x', 2], b: { c: 'y' }, d: true });
  });
});
