import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCALES } from '@medtour/contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUE_FOLDER, inOwnDirection, readCatalogues, say, translatorOf } from './messages.js';

/** Values for every argument a message names: a number for plurals and numbers, a date for dates, `other` for selects. */
function valuesFor(format: IntlMessageFormat): Record<string, string | number | Date> {
  const values: Record<string, string | number | Date> = {};
  type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> };
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      // intl-messageformat's element types: 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural.
      if (element.type === 1 || element.type === 5) values[element.value!] ??= 'other';
      if (element.type === 2 || element.type === 6) values[element.value!] = 3;
      if (element.type === 3 || element.type === 4) values[element.value!] = new Date('2026-07-02T00:00:00Z');
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(format.getAst() as Element[]);
  return values;
}

describe('the message catalogues on the server', () => {
  it('read every language of the product, and each of its messages formats with intl-messageformat', () => {
    const catalogues = readCatalogues(CATALOGUE_FOLDER);
    expect([...catalogues.keys()].sort()).toEqual([...LOCALES].sort());
    for (const [language, messages] of catalogues) {
      for (const [id, text] of Object.entries(messages)) {
        const format = new IntlMessageFormat(text, language);
        expect({ id, language, said: typeof format.format(valuesFor(format)) }).toEqual({ id, language, said: 'string' });
      }
    }
  });

  it('say a patient email’s words in their language, with its plural forms', () => {
    expect(say('fr', 'emailBookings.messages.count', { count: 3 })).toBe('3 nouveaux messages');
    expect(say('ar', 'emailBookings.messages.count', { count: 2 })).toBe('رسالتين جديدتين');
    expect(say('en', 'emailBookings.messages.subject', { count: 2, ref: '1a2b' })).toBe('2 new messages about booking #1a2b');
    expect(say('sw', 'emailCommon.greeting', { named: 'no', name: '' })).toBe('Mpendwa mgonjwa,');
  });

  describe('a new language as one folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'server-catalogues-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('is read and said by the server as soon as its folder exists, English filling any message it lacks', () => {
      cpSync(join(CATALOGUE_FOLDER, 'en'), join(root, 'en'), { recursive: true });
      mkdirSync(join(root, 'en-XA'));
      for (const file of readdirSync(join(root, 'en'))) {
        const english = JSON.parse(readFileSync(join(root, 'en', file), 'utf8')) as Record<string, string>;
        // A pseudo-translation: the English text bracketed, its placeholders kept.
        const pseudo = Object.fromEntries(Object.entries(english).map(([id, text]) => [id, `[${text}]`]));
        delete pseudo['emailContact.subject'];
        writeFileSync(join(root, 'en-XA', file), JSON.stringify(pseudo));
      }
      const sayIn = translatorOf(root);
      expect(sayIn('en-XA', 'emailBookings.created.subject', { ref: '1a2b' })).toBe('[Booking request received (#1a2b)]');
      expect(sayIn('en-XA', 'emailContact.subject')).toBe('We received your message');
      expect(() => sayIn('en-XA', 'emailBookings.nothing')).toThrow('No message emailBookings.nothing');
    });
  });
});

describe('right-to-left emails', () => {
  it('keep each value in its own direction in Arabic (a phone number, a reference, an amount), and change nothing elsewhere', () => {
    const subject = (language: 'ar' | 'fr') => say(language, 'emailBookings.created.subject', { ref: '1a2b3c4d' });
    // Left-to-right isolate around `#` and the reference, and a first-strong isolate around the value itself.
    expect(subject('ar')).toBe('تم استلام طلب الحجز (\u2066#\u20681a2b3c4d\u2069\u2069)');
    expect(subject('fr')).toBe('Demande de réservation reçue (#1a2b3c4d)');
    expect(say('ar', 'emailPayments.quote.total', { amount: 'US$ 2,260' })).toBe('الإجمالي: \u2068US$ 2,260\u2069');
    // A plural's count chooses the form as a number: it is not isolated.
    expect(say('ar', 'emailBookings.messages.count', { count: 2 })).toBe('رسالتين جديدتين');
    expect(inOwnDirection('ar', '+60 3-0000 0003')).toBe('\u2068+60 3-0000 0003\u2069');
    expect(inOwnDirection('sw', '+60 3-0000 0003')).toBe('+60 3-0000 0003');
  });
});
