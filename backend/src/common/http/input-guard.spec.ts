import { findInputProblem, isBadText, MAX_INPUT_DEPTH } from './input-guard.js';

/** `depth` arrays nested in one another, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
}

describe('isBadText', () => {
  it('flags NUL and lone surrogates, not other text', () => {
    expect(isBadText('a\u0000b')).toBe(true);
    expect(isBadText('\ud800')).toBe(true);
    expect(isBadText('x\udfff')).toBe(true);
    expect(isBadText('病历 تقرير 🩺 \u202e \t\n')).toBe(false);
  });
});

describe('findInputProblem', () => {
  it('passes ordinary input', () => {
    expect(findInputProblem({ name: 'A', list: ['x', 1, true, null], nested: { a: { b: 'c' } } })).toBeNull();
    expect(findInputProblem(undefined)).toBeNull();
    expect(findInputProblem('text')).toBeNull();
  });

  it('finds bad text in values and keys at any depth', () => {
    expect(findInputProblem({ a: [{ b: 'x\u0000' }] })).toBe('characters');
    expect(findInputProblem({ a: { ['k\ud800']: 1 } })).toBe('characters');
    expect(findInputProblem(['\udc00'])).toBe('characters');
  });

  it('allows the maximum depth and refuses one level more', () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))).toBe('depth');
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    expect(findInputProblem(nested(100_000), Infinity)).toBeNull();
    expect(findInputProblem(nested(100_000))).toBe('depth');
  });
});
