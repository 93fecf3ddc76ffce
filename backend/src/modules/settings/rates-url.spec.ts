import { readRatesAnswer, UnreadableRates } from './rates-url.js';

describe('readRatesAnswer', () => {
  const today = '2026-11-24';

  it('reads the Frankfurter / exchangerate.host shape: the listed currencies, rounded to 6 decimals', () => {
    const read = readRatesAnswer(
      { amount: 1, base: 'USD', date: '2026-11-23', rates: { NGN: 1530.5, MYR: 4.4512345678, EUR: 0.95, JPY: 150 } },
      today,
    );
    expect(read).toEqual({
      date: '2026-11-23',
      rates: [
        { currency: 'MYR', rate: 4.451235 },
        { currency: 'NGN', rate: 1530.5 },
      ],
      skipped: [],
    });
  });

  it('reads the Open Exchange Rates shape: the UTC day of its timestamp', () => {
    // 1795500000 s is 2026-11-24 (06:00 UTC).
    const read = readRatesAnswer({ base: 'USD', timestamp: 1795500000, rates: { KES: 129.1 } }, today);
    expect(read).toMatchObject({ date: '2026-11-24', rates: [{ currency: 'KES', rate: 129.1 }] });
  });

  it('skips a currency whose rate is not a positive number up to 1,000,000, keeping the others', () => {
    const read = readRatesAnswer(
      { base: 'usd', date: today, rates: { NGN: -1, KES: '129', GHS: 0, ZAR: 2_000_000, UGX: 1e-9, TZS: null, MAD: 9.9 } },
      today,
    );
    expect(read.rates).toEqual([{ currency: 'MAD', rate: 9.9 }]);
    expect(read.skipped).toEqual([
      { currency: 'NGN', reason: 'not more than 0' },
      { currency: 'KES', reason: 'not a number' },
      { currency: 'GHS', reason: 'not more than 0' },
      { currency: 'ZAR', reason: 'more than 1,000,000' },
      { currency: 'UGX', reason: 'less than 0.000001' },
      { currency: 'TZS', reason: 'not a number' },
    ]);
  });

  it.each([
    [[1, 2], /not a JSON object/],
    [{ base: 'EUR', date: today, rates: { NGN: 1600 } }, /base is EUR: only rates per US dollar/],
    [{ date: today, rates: { NGN: 1600 } }, /names no base/],
    [{ base: 'USD', amount: 10, date: today, rates: { NGN: 16000 } }, /amount other than 1/],
    [{ base: 'USD', rates: { NGN: 1600 } }, /no date/],
    [{ base: 'USD', date: '2026-02-30', rates: { NGN: 1600 } }, /no date/],
    [{ base: 'USD', date: '2026-11-25', rates: { NGN: 1600 } }, /dated 2026-11-25, in the future/],
    [{ base: 'USD', date: today, rates: [1600] }, /no "rates" object/],
    [{ base: 'USD', date: today, rates: { EUR: 0.95 } }, /no usable rate/],
    [{ base: 'USD', date: today, rates: { NGN: 'lots' } }, /no usable rate .*\(NGN not a number\)/],
  ])('gives no rates for %j', (answer, reason) => {
    expect(() => readRatesAnswer(answer, today)).toThrow(UnreadableRates);
    expect(() => readRatesAnswer(answer, today)).toThrow(reason);
  });
});
