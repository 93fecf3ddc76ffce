import { describe, expect, it } from 'vitest';
import { signedAmount } from './labels';

describe('signedAmount', () => {
  it('reads money in as it is and money going out (a refund, a dispute) as minus', () => {
    expect(signedAmount({ kind: 'deposit', amountMinor: 120_000, currency: 'usd' })).toBe('$1,200');
    expect(signedAmount({ kind: 'refund', amountMinor: 40_000, currency: 'usd' })).toBe('−$400');
    expect(signedAmount({ kind: 'dispute', amountMinor: 1_050, currency: 'usd' })).toBe('−$10.50');
    // A payment in another currency (money not owed) says which.
    expect(signedAmount({ kind: 'refund', amountMinor: 5_000, currency: 'eur' })).toBe('−€50');
  });
});
