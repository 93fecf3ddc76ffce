import {
  addDays,
  amountProblem,
  CURRENCIES,
  currencyDigits,
  dayStart,
  daysBetween,
  formatApproximate,
  formatDate,
  formatMoney,
  formatMonth,
  formatUsd,
  fromMinor,
  fromStripeAmount,
  minorToInput,
  parseMoney,
  toMinor,
  toStripeAmount,
  utcDay,
} from '@medtour/contracts';

/*
 * The money kernel of contracts (issue 56): every amount the patient site, the back office and the
 * API scale, read or write goes through it, so a currency's digits are right everywhere or nowhere.
 */

/** ISO 4217's digits of every currency the product lists, but the Tanzanian shilling's (whose cents no one pays). */
const DIGITS: Record<(typeof CURRENCIES)[number], number> = {
  USD: 2,
  MYR: 2,
  NGN: 2,
  KES: 2,
  GHS: 2,
  ZAR: 2,
  EGP: 2,
  ETB: 2,
  UGX: 0,
  TZS: 0,
  MAD: 2,
  DZD: 2,
};

/** What Stripe calls one unit of each listed currency, in the kernel's minor units (docs.stripe.com/currencies). */
const STRIPE_FACTOR: Record<(typeof CURRENCIES)[number], number> = { ...mapAll(1), TZS: 100 };

/** `Intl` puts (narrow) no-break spaces between a code and its figure and in French numbers: read as plain spaces. */
const spaced = (text: string) => text.replace(/\s/gu, ' ');

function mapAll(value: number): Record<(typeof CURRENCIES)[number], number> {
  return Object.fromEntries(CURRENCIES.map((c) => [c, value])) as Record<(typeof CURRENCIES)[number], number>;
}

describe('money kernel: every listed currency', () => {
  it('lists the digits of each currency, and nothing but the list', () => {
    expect(Object.fromEntries(CURRENCIES.map((c) => [c, currencyDigits(c)]))).toEqual(DIGITS);
    expect(Object.keys(DIGITS).sort()).toEqual([...CURRENCIES].sort());
  });

  it.each(CURRENCIES)('%s: minor units, typed amounts, input text and Stripe amounts round-trip', (currency) => {
    const digits = DIGITS[currency];
    const unit = 10 ** digits;
    for (const lower of [currency, currency.toLowerCase()]) {
      expect(toMinor(1234, lower)).toBe(1234 * unit);
      expect(fromMinor(1234 * unit, lower)).toBe(1234);
      expect(parseMoney('1,234', lower)).toBe(1234 * unit);
      expect(parseMoney(1234, lower)).toBe(1234 * unit);
    }
    for (const minor of [0, 1, 5, 99, 100, 123_456, 1_000_000_07]) {
      expect(toMinor(fromMinor(minor, currency), currency)).toBe(minor);
      expect(parseMoney(minorToInput(minor, currency), currency)).toBe(minor);
      expect(fromStripeAmount(toStripeAmount(minor, currency), currency)).toBe(minor);
    }
    expect(toStripeAmount(1234 * unit, currency)).toBe(1234 * unit * STRIPE_FACTOR[currency]);
    // Cents are read only where the currency has them.
    expect(parseMoney('1,234.56', currency)).toBe(digits === 2 ? 123_456 : null);
    expect(parseMoney('1,234.00', currency)).toBe(1234 * unit);
    // A whole amount shows no decimals; one with a fraction shows the currency's.
    expect(formatMoney(1_234_000 * unit, currency)).toMatch(/1,234,000$/);
    if (digits) expect(formatMoney(123_456, currency)).toMatch(/1,234\.56$/);
  });

  it('writes the shillings without a minor unit as whole shillings, where /100 made 1,000,000 UGX read 10,000', () => {
    expect(spaced(formatMoney(1_000_000, 'UGX'))).toBe('UGX 1,000,000');
    expect(spaced(formatMoney(1_000_000, 'tzs'))).toBe('TZS 1,000,000');
    expect(spaced(formatMoney(1_000_000, 'KES'))).toBe('KES 10,000');
    expect(spaced(formatApproximate(75_270.346, 'UGX'))).toBe('UGX 75,270');
    expect(formatApproximate(12_401_600, 'NGN')).toBe('₦12,401,600');
  });
});

describe('money kernel: amounts', () => {
  it('scales amounts to minor units half away from zero, without the binary noise of a decimal times 100', () => {
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(-1.005, 'USD')).toBe(-101);
    expect(toMinor(0.5, 'UGX')).toBe(1);
    expect(toMinor(-0.4, 'UGX')).toBe(0);
    expect(() => toMinor(Number.NaN, 'USD')).toThrow(RangeError);
  });

  it('reads typed amounts exactly: grouped by commas, trailing zeros allowed, nothing else', () => {
    expect(parseMoney('1,234.56', 'USD')).toBe(123_456);
    expect(parseMoney(' 1234.5 ', 'USD')).toBe(123_450);
    expect(parseMoney('1234.560', 'USD')).toBe(123_456);
    expect(parseMoney('0.01', 'USD')).toBe(1);
    expect(parseMoney('5000.00', 'UGX')).toBe(5000);
    expect(parseMoney(1234.56, 'USD')).toBe(123_456);
    expect(parseMoney(0.29, 'USD')).toBe(29); // 0.29 * 100 is 28.999999999999996
    for (const refused of [
      '12.345',
      '1,23.45',
      '1.234,56',
      '12,3456',
      '--5',
      '+5',
      '$5',
      '5 000',
      'abc',
      '',
      '.5',
      '5.',
      '1e3',
      '99999999999999999999',
    ])
      expect([refused, parseMoney(refused, 'USD')]).toEqual([refused, null]);
    expect(parseMoney('5000.5', 'UGX')).toBeNull();
    expect(parseMoney(0.1 + 0.2, 'USD')).toBeNull();
    expect(parseMoney(1e21, 'USD')).toBeNull();
    expect(parseMoney('-5', 'USD')).toBe(-500);
    expect(parseMoney(-0.5, 'USD')).toBe(-50);
    expect(parseMoney('-0', 'USD')).toBe(0);
    expect(parseMoney(Number.NaN, 'USD')).toBeNull();
  });

  it("says why a typed amount is refused, in the words of the API's field error and the back office's form", () => {
    expect(amountProblem('1,234.56', 'usd', 10_000_000)).toBeNull();
    expect(amountProblem('12.345', 'usd', 10_000_000)).toBe('Amount must be a number of US dollars (cents allowed)');
    expect(amountProblem(undefined, 'usd', 10_000_000)).toBe('Amount must be a number of US dollars (cents allowed)');
    expect(amountProblem('5000.5', 'UGX', 10_000_000)).toBe('Amount must be a number of UGX, without decimals');
    expect(amountProblem('0', 'usd', 10_000_000)).toBe('Amount must be more than zero');
    expect(amountProblem(-5, 'usd', 10_000_000)).toBe('Amount must be more than zero');
    expect(amountProblem('10,000,000.01', 'usd', 10_000_000)).toBe('Amount must be at most $10,000,000');
  });

  it('gives a form its amount as plain text', () => {
    expect(minorToInput(123_450, 'USD')).toBe('1234.50');
    expect(minorToInput(5, 'usd')).toBe('0.05');
    expect(minorToInput(220_000, 'USD')).toBe('2200');
    expect(minorToInput(0, 'USD')).toBe('0');
    expect(minorToInput(5000, 'UGX')).toBe('5000');
    expect(minorToInput(-250, 'USD')).toBe('-2.50');
  });

  it('formats in the language asked, decimals only on amounts that have them', () => {
    expect(formatMoney(215_750, 'usd')).toBe('$2,157.50');
    expect(formatMoney(215_700, 'usd')).toBe('$2,157');
    expect(spaced(formatMoney(215_700, 'usd', 'fr'))).toBe('2 157 $US');
    expect(formatMoney(215_750, 'USD', 'en-US', { whole: true })).toBe('$2,158');
    expect(formatUsd(8000)).toBe('$8,000');
    expect(spaced(formatUsd(8000, 'sw'))).toBe('US$ 8,000');
  });

  it("speaks Stripe's units: whole shillings of UGX and West African francs, cents of TZS, thousandths of KWD", () => {
    expect(toStripeAmount(5000, 'ugx')).toBe(5000);
    expect(toStripeAmount(5000, 'XOF')).toBe(5000);
    expect(toStripeAmount(5000, 'TZS')).toBe(500_000);
    expect(toStripeAmount(5000, 'KWD')).toBe(5000);
    expect(toStripeAmount(5000, 'ISK')).toBe(500_000);
    expect(currencyDigits('XAF')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
    expect(spaced(formatMoney(fromStripeAmount(1_234_500, 'tzs'), 'tzs'))).toBe('TZS 12,345');
  });
});

describe('UTC days', () => {
  it("gives an instant's calendar day in UTC, and a day's first instant", () => {
    expect(utcDay(new Date('2026-07-02T23:30:00Z'))).toBe('2026-07-02');
    expect(utcDay('2026-07-02T23:30:00-05:00')).toBe('2026-07-03');
    expect(utcDay()).toBe(new Date().toISOString().slice(0, 10));
    expect(dayStart('2026-07-02').toISOString()).toBe('2026-07-02T00:00:00.000Z');
    expect(dayStart('2026-07-02T15:00:00Z').toISOString()).toBe('2026-07-02T00:00:00.000Z');
  });

  it('counts calendar days across months, leap days and back', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
  });

  it('writes days and months in the language asked', () => {
    expect(spaced(formatDate('2026-07-02', 'UTC', 'fr'))).toBe('02 juil. 2026');
    expect(formatMonth('2026-03-15')).toBe('March 2026');
    expect(formatMonth('2026-03', 'sw')).toBe('Machi 2026');
    expect(formatMonth('soon')).toBe('soon');
  });
});
