import { describe, expect, it } from 'vitest';
import { signedAmount, tookMoneyOut } from './labels';

describe('signedAmount', () => {
  it('reads money in as it is and money gone out (a refund, a dispute) as minus', () => {
    expect(signedAmount({ kind: 'deposit', status: 'succeeded', amountMinor: 120_000, currency: 'usd' })).toBe('$1,200');
    expect(signedAmount({ kind: 'refund', status: 'succeeded', amountMinor: 40_000, currency: 'usd' })).toBe('−$400');
    expect(signedAmount({ kind: 'dispute', status: 'succeeded', amountMinor: 1_050, currency: 'usd' })).toBe('−$10.50');
    // A payment in another currency (money not owed) says which.
    expect(signedAmount({ kind: 'refund', status: 'succeeded', amountMinor: 5_000, currency: 'eur' })).toBe('−€50');
  });

  it('leaves unsigned money that did not move out: a failed or pending refund, a won dispute', () => {
    expect(signedAmount({ kind: 'refund', status: 'failed', amountMinor: 40_000, currency: 'usd' })).toBe('$400');
    expect(signedAmount({ kind: 'refund', status: 'pending', amountMinor: 40_000, currency: 'usd' })).toBe('$400');
    expect(signedAmount({ kind: 'dispute', status: 'failed', amountMinor: 40_000, currency: 'usd' })).toBe('$400');
    // An open dispute: the bank holds the money meanwhile.
    expect(signedAmount({ kind: 'dispute', status: 'pending', amountMinor: 40_000, currency: 'usd' })).toBe('−$400');
  });
});

describe('tookMoneyOut', () => {
  it('is never true of money coming in, whatever its status', () => {
    for (const status of ['pending', 'succeeded', 'failed'] as const) {
      expect(tookMoneyOut({ kind: 'deposit', status })).toBe(false);
      expect(tookMoneyOut({ kind: 'subscription', status })).toBe(false);
    }
  });
});
