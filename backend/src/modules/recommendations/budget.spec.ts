import { budgetMaximum } from '@medtour/contracts';

describe('budgetMaximum', () => {
  it.each([
    ['Under $5,000', 5000],
    ['$5,000 - $15,000', 15000],
    ['$15,000 - $30,000', 30000],
    ['$30,000 - $50,000', 50000],
    ['Over $50,000', null],
    ['Cost is not a concern', null],
    [null, null],
    ['', null],
  ])('reads %j as a maximum of %j', (range, expected) => {
    expect(budgetMaximum(range)).toBe(expected);
  });
});
