// What keeps the message catalogues whole, for any set of languages: English (`en/`) is the source,
// and every other folder beside it is a language that must say every message English says, no more,
// with the same placeholders, in ICU MessageFormat that parses, and with a plural naming each form its
// language uses. The languages are the folders, so a new language is checked as soon as its folder
// exists (catalogues.test.mjs proves it with a pseudo-language).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@messageformat/parser';

export const SOURCE_LANGUAGE = 'en';

/** The languages of a catalogue folder: its sub-folders. */
export const languagesIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The namespaces of a language: its JSON files, without `.json`. */
export const namespacesIn = (dir, language) =>
  readdirSync(join(dir, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();

export const readCatalogue = (dir, language, namespace) => JSON.parse(readFileSync(join(dir, language, `${namespace}.json`), 'utf8'));

/** Placeholder names and the forms each plural names, from a message (throws on a syntax error). */
export function shapeOf(message, language) {
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
  walk(parse(message, { cardinal: new Intl.PluralRules(language).resolvedOptions().pluralCategories }));
  return { placeholders: [...placeholders].sort(), plurals };
}

/**
 * The plural forms a language uses for whole numbers up to 1,000 (what pages and emails count: days,
 * reviews, messages): Arabic zero, one, two, few, many, other; French and English one, other. French's
 * `many` (a million *de* …) is left to `other`.
 */
function formsOfCounts(language) {
  const rules = new Intl.PluralRules(language);
  const used = new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
  return rules.resolvedOptions().pluralCategories.filter((form) => used.has(form));
}

/** Every problem of a catalogue folder, as sentences naming the file and the message; none when whole. */
export function catalogueProblems(dir) {
  const problems = [];
  const namespaces = namespacesIn(dir, SOURCE_LANGUAGE);
  for (const namespace of namespaces) {
    const english = readCatalogue(dir, SOURCE_LANGUAGE, namespace);
    for (const id of Object.keys(english)) {
      if (!id.startsWith(`${namespace}.`)) problems.push(`${SOURCE_LANGUAGE}/${namespace}.json: ${id} is not named after its namespace`);
    }
  }
  for (const language of languagesIn(dir)) {
    const own = namespacesIn(dir, language);
    for (const namespace of namespaces.filter((n) => !own.includes(n))) problems.push(`${language}/${namespace}.json is missing`);
    for (const namespace of own.filter((n) => !namespaces.includes(n))) problems.push(`${language}/${namespace}.json is not in English`);
    const forms = formsOfCounts(language);
    for (const namespace of namespaces.filter((n) => own.includes(n))) {
      const file = `${language}/${namespace}.json`;
      const english = readCatalogue(dir, SOURCE_LANGUAGE, namespace);
      const catalogue = readCatalogue(dir, language, namespace);
      for (const id of Object.keys(english).filter((id) => !(id in catalogue))) problems.push(`${file}: ${id} is missing`);
      for (const id of Object.keys(catalogue).filter((id) => !(id in english))) problems.push(`${file}: ${id} is not in English`);
      for (const [id, message] of Object.entries(catalogue)) {
        if (!(id in english)) continue;
        if (typeof message !== 'string' || message.trim() === '') {
          problems.push(`${file}: ${id} is empty`);
          continue;
        }
        let shape;
        let source;
        try {
          shape = shapeOf(message, language);
          source = shapeOf(english[id], SOURCE_LANGUAGE);
        } catch (error) {
          problems.push(`${file}: ${id} is not ICU MessageFormat (${error.message})`);
          continue;
        }
        // `{field}` is the API's English name of a field: a translation may leave it out (the error sits by its field).
        const expected = source.placeholders.filter((name) => name !== 'field' || shape.placeholders.includes(name));
        if (shape.placeholders.join() !== expected.join()) {
          problems.push(
            `${file}: ${id} has placeholders {${shape.placeholders.join('}, {')}} where English has {${expected.join('}, {')}}`,
          );
        }
        for (const cases of shape.plurals) {
          const missing = forms.filter((form) => !cases.includes(form));
          if (missing.length) problems.push(`${file}: ${id} has a plural without the form ${missing.join(', ')}`);
        }
      }
    }
  }
  return problems;
}

/**
 * A pseudo-language made from English: every letter of the text accented (`Your booking` →
 * `[Ýóúŕ ƀóóķíñĝ]`), placeholders, plurals and selects kept as they are. What a new language's folder
 * looks like to the code, with text anyone can tell from English.
 */
export function pseudoLocalised(message) {
  const ACCENTED = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', y: 'ý', n: 'ñ', c: 'ç', g: 'ĝ', k: 'ķ', b: 'ƀ', r: 'ŕ', s: 'ś', z: 'ž' };
  const accent = (text) =>
    text.replace(/[a-z]/gi, (c) =>
      ACCENTED[c.toLowerCase()] ? (c === c.toLowerCase() ? ACCENTED[c] : ACCENTED[c.toLowerCase()].toUpperCase()) : c,
    );
  const contents = [];
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'content') contents.push(token.ctx);
      else if (token.cases) for (const c of token.cases) walk(c.tokens);
    }
  };
  walk(parse(message));
  let out = message;
  for (const ctx of contents.sort((a, b) => b.offset - a.offset)) {
    out = out.slice(0, ctx.offset) + accent(ctx.text) + out.slice(ctx.offset + ctx.text.length);
  }
  return `[${out}]`;
}
