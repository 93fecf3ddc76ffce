import { LOCALES, type Locale, type QuoteInLocalMoney } from '@medtour/contracts';
import { bookingCancelledPatient, bookingDepositKept, type BookingEmailFacts } from '../bookings/booking-emails.js';
import {
  depositReceived,
  depositRefunded,
  describeUnowed,
  quoteSent,
  type ReceiptFacts,
  unowedReceived,
  type UnowedFacts,
} from './payment-emails.js';

/** Words of the English template that must not be left in another language's email. */
const ENGLISH = /\b(your|you|we|the|is|are|of|for|and|booking|deposit|payment|received|still|owed|paid|about|rate|estimate)\b/i;

const NAIRA: QuoteInLocalMoney = {
  currency: 'NGN',
  rate: 1550,
  asOf: '2026-11-25',
  estimate: false,
  total: 18_600_000,
  deposit: 3_720_000,
};

const receipt = (over: Partial<ReceiptFacts> = {}): ReceiptFacts => ({
  to: 'chiamaka@example.com',
  patientName: 'Chiamaka',
  language: 'en',
  reference: '1a2b3c4d',
  hospital: 'Sunway Medical Centre',
  amountMinor: 100_000,
  method: 'bank_transfer',
  paymentId: 'pay-1',
  paidAt: '2026-11-25',
  confirmed: false,
  link: 'https://medtour.example/dashboard',
  quote: { depositUsd: 2400, paidMinor: 100_000, validUntil: '2026-12-09', local: NAIRA },
  ...over,
});

// A hospital name the check below does not skip: the lines that name it are checked too.
const unowed = (over: Partial<UnowedFacts> = {}): UnowedFacts => ({
  to: 'chiamaka@example.com',
  patientName: 'Chiamaka',
  language: 'en',
  reference: '1a2b3c4d',
  hospital: 'KLCC',
  amountMinor: 10_000,
  currency: 'usd',
  method: 'bank_transfer',
  reason: describeUnowed({ kind: 'alreadyPaid' }, over.language ?? 'en'),
  refundedMinor: null,
  confirmed: true,
  link: 'https://medtour.example/dashboard',
  local: NAIRA,
  ...over,
});

const booking = (language: Locale): BookingEmailFacts => ({
  reference: '1a2b3c4d',
  patientName: 'Chiamaka',
  patientEmail: 'chiamaka@example.com',
  language,
  hospital: 'KLCC',
  treatment: 'Hip replacement',
  bookingType: 'surgery',
  status: 'cancelled',
  link: 'https://medtour.example/dashboard',
});

/** The emails about money after a cancel, and money not owed, in `language`. */
const afterCancel = (language: Locale, local: QuoteInLocalMoney | null = NAIRA) => ({
  unowed: unowedReceived(unowed({ language, local })).text,
  cancelled: bookingCancelledPatient(booking(language), { heldMinor: 240_000, policy: 'P-1', local }).text,
  kept: bookingDepositKept(booking(language), 240_000, 'R-1', local).text,
  refunded: depositRefunded({ ...unowed({ language }), amountMinor: 240_000, method: 'bank_transfer', local }).text,
});

describe('what the deposit emails say of money (issue 52)', () => {
  it('money not owed, a cancel holding the deposit and a deposit kept: naira beside dollars, the method as it was paid', () => {
    const { unowed: notOwed, cancelled, kept, refunded } = afterCancel('en');
    const note = 'Amounts in your currency are at the rate of November 25, 2026 kept with your quote; you pay in US dollars.';
    expect(notOwed).toContain('We received $100 (about ₦155,000) by bank transfer for booking #1a2b3c4d');
    expect(notOwed).not.toContain('card');
    expect(cancelled).toContain('You paid $2,400 (about ₦3,720,000) towards its deposit. Our deposit refund policy: P-1');
    expect(kept).toContain('Under our deposit refund policy, $2,400 (about ₦3,720,000) of the deposit you paid is not refunded:');
    expect(refunded).toContain('We refunded your deposit of $2,400 (about ₦3,720,000) for booking #1a2b3c4d.');
    for (const text of [notOwed, cancelled, kept, refunded]) expect(text).toContain(note);

    // Refunded by card: the card's delay; paid in cash: paid back in cash. Another currency is said as it came.
    const card = unowedReceived(unowed({ method: 'stripe', refundedMinor: 10_000 })).text;
    expect(card).toContain('We received $100 (about ₦155,000) by card');
    expect(card).toContain('We have refunded $100 (about ₦155,000) in full.\nThe refund reaches your card within 5 to 10 business days.');
    expect(unowedReceived(unowed({ method: 'cash', refundedMinor: 10_000 })).text).toContain('It is paid back by cash');
    const euros = unowedReceived(unowed({ method: 'stripe', currency: 'eur' })).text;
    expect(euros).toMatch(/We received €100(\.00)? by card/);
    expect(euros).not.toMatch(/\(about |Amounts in your currency/);

    // No currency chosen: dollars alone, as before.
    const dollars = afterCancel('en', null);
    expect(dollars.cancelled).toContain('You paid $2,400 towards its deposit.');
    expect(dollars.kept).toContain('Under our deposit refund policy, $2,400 of the deposit you paid is not refunded:');
    expect(dollars.refunded).toContain('We refunded your deposit of $2,400 for booking #1a2b3c4d.');
    for (const text of Object.values(dollars)) expect(text).not.toMatch(/\(about |Amounts in your currency/);
  });

  it('an instalment: what was received, paid in all and still owed by the quote’s last day, naira beside dollars', () => {
    const { text } = depositReceived(receipt());
    expect(text).toContain('We received your payment of $1,000 (about ₦1,550,000) towards the deposit for booking #1a2b3c4d');
    expect(text).toContain(
      'You have now paid $1,000 (about ₦1,550,000) of the $2,400 (about ₦3,720,000) deposit: $1,400 (about ₦2,170,000) is still owed, by December 9, 2026.',
    );
    expect(text).toContain('Amounts in your currency are at the rate of November 25, 2026 kept with your quote; you pay in US dollars.');
    expect(text).not.toContain('now confirmed');
  });

  it('the instalment that completes it, the whole deposit at once, and a quote that kept no rate (an estimate)', () => {
    const last = depositReceived(
      receipt({ amountMinor: 140_000, confirmed: true, quote: { ...receipt().quote!, paidMinor: 240_000 } }),
    ).text;
    expect(last).toContain('We received your payment of $1,400 (about ₦2,170,000) towards the deposit');
    expect(last).toContain('Your deposit of $2,400 (about ₦3,720,000) is now paid in full.');
    expect(last).toContain('Your booking is now confirmed.');

    const whole = depositReceived(
      receipt({ amountMinor: 240_000, confirmed: true, quote: { ...receipt().quote!, paidMinor: 240_000, local: null } }),
    );
    expect(whole.text).toContain('We received your deposit of $2,400 for booking #1a2b3c4d');
    expect(whole.text).not.toMatch(/about|still owed|Amounts in your currency/);

    const estimated = depositReceived(receipt({ quote: { ...receipt().quote!, local: { ...NAIRA, estimate: true } } })).text;
    expect(estimated).toContain("Amounts in your currency are estimates at today's rate (November 25, 2026)");
  });

  it('the quote email gives the deposit in naira too, and says when the figure is an estimate', () => {
    const facts = {
      to: 'chiamaka@example.com',
      patientName: 'Chiamaka',
      language: 'en' as const,
      reference: '1a2b3c4d',
      hospital: 'Sunway Medical Centre',
      version: 1,
      lines: [{ label: 'Hip replacement', detail: null, amountUsd: 12_000 }],
      included: [],
      excluded: [],
      totalUsd: 12_000,
      depositUsd: 2400,
      validUntil: '2026-12-09',
      link: 'https://medtour.example/dashboard',
      online: true,
      offline: { bank: null, mobileMoney: [], instructions: [] },
      local: NAIRA,
    };
    const kept = quoteSent(facts).text;
    expect(kept).toContain('About ₦18,600,000 at the rate of November 25, 2026; you pay in US dollars.');
    expect(kept).toContain('pay the deposit of $2,400 (about ₦3,720,000) by December 9, 2026.');
    expect(quoteSent({ ...facts, local: { ...NAIRA, estimate: true } }).text).toContain(
      "About ₦18,600,000 at today's rate (November 25, 2026), an estimate",
    );
  });

  it('says all of it in French, Arabic and Swahili, without English words left', () => {
    for (const language of LOCALES.filter((l) => l !== 'en')) {
      const lines = [
        ...Object.values(afterCancel(language)),
        ...Object.values(afterCancel(language, { ...NAIRA, estimate: true })),
        unowedReceived(unowed({ language, method: 'stripe', refundedMinor: 10_000 })).text,
        depositReceived(receipt({ language })).text,
        depositReceived(
          receipt({
            language,
            amountMinor: 140_000,
            quote: { ...receipt().quote!, paidMinor: 240_000, local: { ...NAIRA, estimate: true } },
          }),
        ).text,
      ]
        .join('\n')
        .split('\n')
        // What is not template: names, addresses, the receipt's code lines.
        .filter((line) => !/example|Sunway|Chiamaka|pay-1|#1a2b3c4d$/.test(line));
      expect({ language, english: lines.filter((line) => ENGLISH.test(line)) }).toEqual({ language, english: [] });
    }
  });
});
