import { DEFAULT_MAX_BUDGET, maxBudgetFromRange } from '@medtour/contracts';

describe('maxBudgetFromRange', () => {
  it.each([
    ['Under $5,000', 5000],
    ['$5,000 - $15,000', 5000],
    ['$15,000 - $30,000', 15000],
    ['Over $50,000', 50000],
    ['about $12000 or so', 12000],
    ['Cost is not a concern', DEFAULT_MAX_BUDGET],
    [null, DEFAULT_MAX_BUDGET],
    ['', DEFAULT_MAX_BUDGET],
  ])('reads %j as %i', (range, expected) => {
    expect(maxBudgetFromRange(range)).toBe(expected);
  });
});
