import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkCorpus } from './corpus.js';

/*
 * The corpus is data a person edits (issue 50): a file that does not parse, or an utterance with an unknown slot, or a
 * safety rule naming a concept one language lacks, stops the build (scripts/build.js runs checkCorpus) with the file and
 * the place named — never a patient's request.
 */

const real = new URL('./corpus/', import.meta.url);

/** A copy of the corpus in a folder of its own, one file changed by `edit`. */
function copyWith(file: string, edit: (text: string) => string): URL {
  const dir = mkdtempSync(join(tmpdir(), 'corpus-'));
  for (const name of readdirSync(real)) copyFileSync(new URL(name, real), join(dir, name));
  writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));
  return pathToFileURL(`${dir}/`);
}

describe('the corpus check', () => {
  it('passes the corpus as committed, in every language', () => {
    const corpus = checkCorpus();
    expect(Object.keys(corpus.languages).sort()).toEqual(['ar', 'en', 'fr', 'sw']);
    expect(corpus.rules.length).toBeGreaterThan(10);
  });

  it('names the file of a syntax error', () => {
    expect(() => checkCorpus(copyWith('fr.json', (text) => text.replace('{', '{,')))).toThrow(/NLU corpus fr\.json: \$: /);
  });

  it('names an unknown slot', () => {
    expect(() => checkCorpus(copyWith('sw.json', (text) => text.replace('"price": [', '"price": [ "bei ya {dawa}",')))).toThrow(
      /sw\.json: intents\.price: unknown slot \{dawa\}/,
    );
  });

  it('names a concept a safety rule needs that a language lacks', () => {
    const dir = copyWith('safety-rules.json', (text) =>
      text.replace('"rules": [', '"rules": [ { "kind": "emergency", "category": "test", "all": ["no-such-concept"] },'),
    );
    expect(() => checkCorpus(dir)).toThrow(/concepts\.no-such-concept: missing/);
  });

  it('names a rule read within something other than its clause or the message', () => {
    const dir = copyWith('safety-rules.json', (text) =>
      text.replace('"rules": [', '"rules": [ { "kind": "emergency", "category": "test", "all": ["chest"], "within": "sentence" },'),
    );
    expect(() => checkCorpus(dir)).toThrow(/rules\[0\]\.within: must be "clause" or "message"/);
  });

  it.each([
    ['one concept', '"all": ["chest"]'],
    ['the same concept twice', '"all": ["chest", "chest"]'],
    ['an `any`', '"all": ["chest", "pain"], "any": ["now"]'],
  ])('names a rule read adjacent with %s', (_, concepts) => {
    const dir = copyWith('safety-rules.json', (text) =>
      text.replace('"rules": [', `"rules": [ { "kind": "emergency", "category": "test", ${concepts}, "adjacent": true },`),
    );
    expect(() => checkCorpus(dir)).toThrow(/rules\[0\]\.adjacent: must be true, in a rule of two different concepts and no `any`/);
  });

  it('names a concept read whole that a language lacks', () => {
    const dir = copyWith('safety-rules.json', (text) =>
      text.replace(/"concepts": \[\s*"lab-result"/, '"concepts": ["no-such-concept", "lab-result"'),
    );
    expect(() => checkCorpus(dir)).toThrow(/whole\.concepts: "no-such-concept" is missing in a language/);
  });

  it('names a spelling that is not one lower-case word for a text', () => {
    const dir = copyWith('fr.json', (text) => text.replace('"spellings": {', '"spellings": { "Pa": "pas",'));
    expect(() => checkCorpus(dir)).toThrow(/fr\.json: spellings\.Pa: must map one lower-case word/);
  });
});
