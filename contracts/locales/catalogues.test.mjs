// The message catalogues that the API and the patient site read are whole (check-catalogues.mjs), and
// a language is one folder: a pseudo-language made from English at test time passes the same check,
// and the check names each way a new folder can go wrong. Run by `npm test` (node --test).
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { LOCALES } from '../dist/index.js';
import { catalogueProblems, languagesIn, namespacesIn, pseudoLocalised, readCatalogue } from './check-catalogues.mjs';

const DIR = import.meta.dirname;
/** The pseudo-language's code: the one CLDR keeps for pseudo-localisation (English plural rules). */
const PSEUDO = 'en-XA';

describe('the message catalogues', () => {
  it('have one folder per language of the product, each with every namespace of English', () => {
    assert.deepEqual(languagesIn(DIR), [...LOCALES].sort());
    for (const language of LOCALES) assert.deepEqual(namespacesIn(DIR, language), namespacesIn(DIR, 'en'), language);
  });

  it('are whole: same keys in every language, ICU that parses, the same placeholders, every plural form', () => {
    assert.deepEqual(catalogueProblems(DIR), []);
  });
});

describe('a fifth language is one folder of catalogues', () => {
  const root = mkdtempSync(join(tmpdir(), 'catalogues-'));
  after(() => rmSync(root, { recursive: true, force: true }));

  /** The real catalogues with a pseudo-language folder beside them, changed by `edit` (namespace → messages). */
  function withPseudoLanguage(name, edit = () => {}) {
    const dir = join(root, name);
    for (const language of LOCALES) cpSync(join(DIR, language), join(dir, language), { recursive: true });
    mkdirSync(join(dir, PSEUDO));
    const pseudo = {};
    for (const namespace of namespacesIn(DIR, 'en')) {
      const english = readCatalogue(DIR, 'en', namespace);
      pseudo[namespace] = Object.fromEntries(Object.entries(english).map(([id, text]) => [id, pseudoLocalised(text)]));
    }
    edit(pseudo);
    for (const [namespace, messages] of Object.entries(pseudo)) {
      writeFileSync(join(dir, PSEUDO, `${namespace}.json`), JSON.stringify(messages, null, 2));
    }
    return dir;
  }

  it('made from English, passes the check beside the others and reads unlike English', () => {
    const dir = withPseudoLanguage('whole');
    assert.deepEqual(languagesIn(dir), [...LOCALES, PSEUDO].sort());
    assert.deepEqual(catalogueProblems(dir), []);
    assert.equal(readCatalogue(dir, PSEUDO, 'common')['common.days'], '[{count, plural, one {# dáý} other {# dáýś}}]');
  });

  it('fails on a missing message, one English does not have, or a missing file', () => {
    const dir = withPseudoLanguage('keys', (pseudo) => {
      delete pseudo.common['common.nav.home'];
      pseudo.common['common.nav.nowhere'] = '[Ñówhéŕé]';
      delete pseudo.home;
    });
    assert.deepEqual(catalogueProblems(dir), [
      `${PSEUDO}/home.json is missing`,
      `${PSEUDO}/common.json: common.nav.home is missing`,
      `${PSEUDO}/common.json: common.nav.nowhere is not in English`,
    ]);
  });

  it('fails on ICU that does not parse, a placeholder renamed or a plural form missing', () => {
    const dir = withPseudoLanguage('messages', (pseudo) => {
      pseudo.errors['errors.fieldTooLong'] = '[{field} ḿúśt ƀé {max';
      pseudo.errors['errors.emailNotVerifiedLinkSent'] = '[Ásķ ágáíñ íñ {minute} ḿíñúté]';
      pseudo.common['common.days'] = '{count, plural, other {# dáýś}}';
    });
    const problems = catalogueProblems(dir);
    assert.equal(problems.length, 3, problems.join('\n'));
    assert.match(
      problems.find((p) => p.includes('common.days')),
      /plural without the form one/,
    );
    assert.match(
      problems.find((p) => p.includes('fieldTooLong')),
      /is not ICU MessageFormat/,
    );
    assert.match(
      problems.find((p) => p.includes('emailNotVerifiedLinkSent')),
      /placeholders \{minute\} where English has \{minutes\}/,
    );
  });
});
