// The translations are complete and well formed: every namespace has the same keys in every language,
// each message parses as ICU MessageFormat, a translation uses the same placeholders as the English,
// and a plural names every form its language uses for the counts a page shows (Arabic six). Run by
// `npm test` (node --test).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from '@messageformat/parser';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatMessage } from './format-message.ts';
import { API_MESSAGES } from '@medtour/contracts';

const DIR = join(import.meta.dirname, 'locales');
const LOCALES = ['en', 'fr', 'ar', 'sw'];
const read = (locale, file) => JSON.parse(readFileSync(join(DIR, locale, file), 'utf8'));
const namespaces = readdirSync(join(DIR, 'en')).filter((file) => file.endsWith('.json'));

/** Placeholder names and the plural forms each plural names, from a parsed message. */
function shape(message, locale) {
  const placeholders = new Set();
  const plurals = [];
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      placeholders.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        if (token.type === 'plural') plurals.push(token.cases.map((c) => c.key));
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message, { cardinal: new Intl.PluralRules(locale).resolvedOptions().pluralCategories }));
  return { placeholders: [...placeholders].sort(), plurals };
}

/**
 * The plural forms a language uses for whole numbers up to 1,000 (what pages count: days, reviews,
 * hospitals): Arabic zero, one, two, few, many, other; French and English one, other. French's `many`
 * (a million *de* …) is left to `other`.
 */
function formsOfCounts(locale) {
  const rules = new Intl.PluralRules(locale);
  const used = new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
  return rules.resolvedOptions().pluralCategories.filter((form) => used.has(form));
}

describe('translation catalogues', () => {
  it('exist for every namespace in every language', () => {
    assert.ok(namespaces.length > 0);
    for (const locale of LOCALES) assert.deepEqual(readdirSync(join(DIR, locale)).sort(), [...namespaces].sort(), `locales/${locale}`);
  });

  for (const file of namespaces) {
    const namespace = file.replace(/\.json$/, '');
    const english = read('en', file);

    it(`${namespace}: keys are named after their namespace`, () => {
      for (const id of Object.keys(english)) assert.ok(id.startsWith(`${namespace}.`), `${id} in ${file}`);
    });

    for (const locale of LOCALES) {
      it(`${namespace} in ${locale}: same keys as English, well formed, same placeholders, every plural form`, () => {
        const catalogue = read(locale, file);
        const missing = Object.keys(english).filter((id) => !(id in catalogue));
        const extra = Object.keys(catalogue).filter((id) => !(id in english));
        assert.deepEqual({ missing, extra }, { missing: [], extra: [] }, `locales/${locale}/${file}`);
        const forms = formsOfCounts(locale);
        for (const [id, message] of Object.entries(catalogue)) {
          assert.equal(typeof message, 'string', id);
          assert.ok(message.trim() !== '', `${id} is empty in ${locale}`);
          const own = shape(message, locale);
          // `{field}` is the API's English name of a field: a translation may leave it out (the error sits by its field).
          const expected = shape(english[id], 'en').placeholders.filter((name) => name !== 'field' || own.placeholders.includes(name));
          assert.deepEqual(own.placeholders, expected, `${id} in ${locale}: placeholders`);
          for (const cases of own.plurals) {
            const named = forms.filter((form) => cases.includes(form));
            assert.deepEqual(named, forms, `${id} in ${locale}: a plural names each of ${forms.join(', ')}`);
          }
        }
      });
    }
  }
});

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
