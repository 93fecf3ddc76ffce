// The site's side of the message catalogues (contracts/locales, checked whole there): the `errors`
// namespace says every message of the API, and the site's small runtime renders what the catalogues
// use, plurals and dates in every language. Run by `npm test` (node --test).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatMessage } from './format-message.ts';
import { API_MESSAGES } from '@medtour/contracts';

const DIR = join(import.meta.dirname, '../../../contracts/locales');
const read = (locale, file) => JSON.parse(readFileSync(join(DIR, locale, file), 'utf8'));

describe('the messages of forms and of the API', () => {
  it('has an entry for each code of the catalogue, with its English text', () => {
    const english = read('en', 'errors.json');
    for (const [code, text] of Object.entries(API_MESSAGES)) assert.equal(english[`errors.${code}`], text, code);
    const codes = Object.keys(english).filter((id) => id !== 'errors.title');
    assert.deepEqual(
      codes.sort(),
      Object.keys(API_MESSAGES)
        .map((code) => `errors.${code}`)
        .sort(),
    );
  });
});

describe('plurals through Intl and the catalogues', () => {
  const format = (locale, id, values) => {
    return formatMessage(compileMessage(read(locale, 'common.json')[id]), locale, values);
  };

  it('Arabic says 0, 1, 2, 3, 11 and 100 days with six different forms', () => {
    const said = [0, 1, 2, 3, 11, 100].map((count) => format('ar', 'common.days', { count }));
    assert.equal(new Set(said).size, 6, said.join(' | '));
    assert.ok(said[1].includes('يوم واحد') || said[1].includes('يوم'), said[1]);
    assert.ok(said[2].includes('يومان'), said[2]);
  });

  it('English, French and Swahili say one day and several days', () => {
    assert.equal(format('en', 'common.days', { count: 1 }), '1 day');
    assert.equal(format('en', 'common.days', { count: 5 }), '5 days');
    assert.match(format('fr', 'common.days', { count: 1 }), /^1 jour$/);
    assert.match(format('fr', 'common.days', { count: 5 }), /^5 jours$/);
    assert.match(format('sw', 'common.days', { count: 5 }), /siku 5/);
  });
});

describe('formatMessage renders compiled ICU messages', () => {
  const say = (text, values, locale = 'en') => formatMessage(compileMessage(text), locale, values);

  it('text, placeholders and a missing value', () => {
    assert.equal(say('Hello'), 'Hello');
    assert.equal(say('Hello {name}, {name}!', { name: 'Amina' }), 'Hello Amina, Amina!');
    assert.equal(say('Hello {name}.', {}), 'Hello .');
  });

  it('plurals: exact cases first, then the language form, # as a number of the language, offset', () => {
    const text = '{n, plural, =0 {no hospital} one {# hospital} other {# hospitals}}';
    assert.deepEqual(
      [0, 1, 2, 1200].map((n) => say(text, { n })),
      ['no hospital', '1 hospital', '2 hospitals', '1,200 hospitals'],
    );
    assert.equal(say('{n, plural, one {# jour} other {# jours}}', { n: 1500 }, 'fr'), '1\u202f500 jours');
    assert.equal(say('{n, plural, one {# day} other {# days}}', { n: 3 }, 'ar-EG'), '٣ days');
    assert.equal(
      say('{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}', { n: 3 }),
      'you and 2 others',
    );
    assert.equal(
      say('{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}', { n: 2 }),
      'you and 1 other',
    );
  });

  it('ordinals, select (with a nested placeholder) and numbers', () => {
    const ordinal = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}';
    assert.deepEqual(
      [1, 2, 3, 4, 11].map((n) => say(ordinal, { n })),
      ['1st', '2nd', '3rd', '4th', '11th'],
    );
    const select = '{g, select, female {She met {name}} other {They met {name}}}';
    assert.equal(say(select, { g: 'female', name: 'Dr Tan' }), 'She met Dr Tan');
    assert.equal(say(select, { g: 'x', name: 'Dr Tan' }), 'They met Dr Tan');
    assert.equal(say('{n, number}', { n: 12345.5 }, 'fr'), '12\u202f345,5');
    assert.equal(say('{n, number, percent}', { n: 0.25 }), '25%');
  });

  it('dates: the API’s UTC days and minutes in the language (never the raw value), other text as it is', () => {
    assert.equal(say('until {day, date}', { day: '2026-07-02' }), 'until Jul 02, 2026');
    assert.equal(say('jusqu’au {day, date}', { day: '2026-12-24' }, 'fr'), 'jusqu’au 24 déc. 2026');
    assert.equal(say('{when, date} UTC', { when: '2026-12-24 00:00' }), 'Dec 24, 2026, 00:00 UTC');
    assert.equal(say('{day, date}', { day: 'soon' }), 'soon');
  });
});

describe('values in a right-to-left sentence', () => {
  const say = (text, values, locale) => formatMessage(compileMessage(text), locale, values);

  it('keep their own direction in Arabic (a phone number, a price), and are left as they are in other languages', () => {
    // First-strong isolates: "+60 3-0000 0003" would otherwise read "0003 3-0000 60+" in an Arabic line.
    assert.equal(say('اتصل بنا على {phone}', { phone: '+60 3-0000 0003' }, 'ar'), 'اتصل بنا على \u2068+60 3-0000 0003\u2069');
    assert.equal(say('{min} - {max}', { min: 'US$7,500', max: 'US$13,500' }, 'ar'), '\u2068US$7,500\u2069 - \u2068US$13,500\u2069');
    assert.equal(say('Appelez le {phone}', { phone: '+60 3-0000 0003' }, 'fr'), 'Appelez le +60 3-0000 0003');
    // A plural's count is said by the plural, not isolated as a value.
    assert.equal(
      say('{n, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}', { n: 1 }, 'ar'),
      'يوم واحد',
    );
  });
});

describe('messages of the API with dates, in every language', () => {
  const errors = (locale, code, values) => formatMessage(compileMessage(read(locale, 'errors.json')[`errors.${code}`]), locale, values);

  it('say the day of a cancelled or offline Premium and the end of the guarantee as dates of the language', () => {
    const expected = {
      en: ['Dec 24, 2026', 'Dec 01, 2026, 14:05'],
      fr: ['24 déc. 2026', '01 déc. 2026, 14:05'],
      sw: ['24 Des 2026', '01 Des 2026, 14:05'],
    };
    for (const [locale, [day, minute]] of Object.entries(expected)) {
      assert.ok(errors(locale, 'premiumCancelledUntil', { day: '2026-12-24' }).includes(day), locale);
      assert.ok(errors(locale, 'premiumPaidOffline', { day: '2026-12-24' }).includes(day), locale);
      assert.ok(errors(locale, 'guaranteeEnded', { when: '2026-12-01 14:05' }).includes(minute), locale);
    }
    // Arabic: its month name, never the API's ISO day.
    const arabic = errors('ar', 'premiumCancelledUntil', { day: '2026-12-24' });
    assert.match(arabic, /ديسمبر|كانون/);
    assert.doesNotMatch(arabic, /2026-12-24/);
  });
});
