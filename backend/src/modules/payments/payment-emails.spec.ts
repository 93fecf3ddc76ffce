import { LOCALES, type QuoteInLocalMoney } from '@medtour/contracts';
import { depositReceived, quoteSent, type ReceiptFacts } from './payment-emails.js';

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

describe('what the deposit emails say of money (issue 52)', () => {
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
