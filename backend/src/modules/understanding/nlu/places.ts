import { LOCALES, type Locale } from '@medtour/contracts';
import { corpus, type Cue as CorpusCue } from './corpus.js';
import { bestMatches, Lexicon, type Match, type Term } from './lexicon.js';
import { fold, type Reading, tokens } from './text.js';

/*
 * The one reader of places (issue 50), for the chat and for matching: every country by its name in the site's four
 * languages (ICU's names, "Allemagne", "ألمانيا", "Ujerumani"), the corpus's other names for it (cities, short names,
 * "KL", "Turkiye"), and the cities of our partner hospitals. So a place we do not serve is recognised as a place —
 * "Germany", "Dubai", "Casablanca" — and said so, rather than ignored or read as something else. In one clause,
 * "except India", « pas en Inde », "isipokuwa India", "ما عدا الهند" exclude it; "I'm in Lagos", « je suis à Dakar » say
 * where the patient is, not where they want to go.
 *
 * A name is compared on stems only in the message's language and English; in the others it must be written as it is
 * ("babi", Abidjan in French slang, is not the Arabizi "baba"). Arabic names always must: the stem of « اليمنى », the
 * right hand, is Yemen's; so each Arabic name is also listed with the letters Arabic joins in front of a word
 * (« والمغرب », « بالهند », « لماليزيا »).
 */

export interface PlaceMention {
  /** ISO 3166-1 alpha-2. */
  code: string;
  start: number;
  end: number;
  positions: number[];
  /** Excluded in its clause ("anywhere but India"). */
  excluded: boolean;
  /** Where the patient is or comes from ("I'm in Nairobi"). */
  home: boolean;
  /**
   * Named as where someone or something comes from ("flight from Nairobi", "my wife is from Lomé"): the patient's side
   * when it is not one of our destinations (a destination named so may still be wanted: "a quote from India").
   */
  origin: boolean;
  /** Named by its people ("Nigerians", « les Algériens »): a nationality, unless the country is one we serve. */
  people: boolean;
}

/** A way of naming a country: by a name of the place, or of its people. */
interface PlaceName {
  code: string;
  people: boolean;
}

/** The cues the place reader finds in a message as phrases of the corpus. */
const PLACE_CUES = ['exclude', 'notExclude', 'self', 'origin', 'clauseBreak'] as const satisfies readonly CorpusCue[];
type Cue = (typeof PLACE_CUES)[number];

/** Every region ICU names (AA…ZZ), with its name in each of the site's languages. */
function regionNames(): Term<PlaceName>[] {
  const terms: Term<PlaceName>[] = [];
  const names = Object.fromEntries(LOCALES.map((l) => [l, new Intl.DisplayNames([l], { type: 'region', fallback: 'none' })]));
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      for (const language of LOCALES) {
        let name: string | undefined;
        try {
          name = names[language]!.of(code);
        } catch {
          name = undefined;
        }
        // Skip ICU's private-use and grouping codes (their "name" is the code, or a region of the world).
        if (!name || name === code || /^\d/.test(name)) continue;
        // Old codes are today's countries (East Germany's DD is Germany's DE): one code per country.
        const canonical = new Intl.Locale('und', { region: code }).region ?? code;
        // "Congo - Kinshasa", "Hong Kong SAR China": the name before any qualifier.
        for (const part of new Set([name, name.split(/\s[-(–]/)[0]!]))
          terms.push({ language, text: part, value: { code: canonical, people: false } });
      }
    }
  return terms;
}

interface StaticLexicons {
  /** Every country by ICU's names and the corpus's names of it and of its people. */
  names: Lexicon<PlaceName>;
  cues: Lexicon<Cue>;
  /** Names that are common words in one of the languages: no place's name in any. */
  notPlaces: Set<string>;
}

let statics: StaticLexicons | undefined;

/** The lexicons that do not depend on the catalogue: built once per process (a catalogue change rebuilds the cities only). */
function staticLexicons(): StaticLexicons {
  if (statics) return statics;
  const languages = corpus().languages;
  // A country's name that is a common word in any of the languages ("mali": wealth in Swahili, « réunion »: a meeting)
  // is no name of it in any language: every message is read in all four.
  const notPlaces = new Set(LOCALES.flatMap((l) => languages[l].cues.notPlaces.map((w) => fold(w).trim())));
  const fromCorpus = LOCALES.flatMap((language) => [
    ...Object.entries(languages[language].places).flatMap(([code, names]) =>
      names.map((text) => ({ language, text, value: { code, people: false } })),
    ),
    ...Object.entries(languages[language].nationalities).flatMap(([code, names]) =>
      names.map((text) => ({ language, text, value: { code, people: true } })),
    ),
  ]);
  const cues = LOCALES.flatMap((language) =>
    PLACE_CUES.flatMap((cue) => languages[language].cues[cue].map((text) => ({ language, text, value: cue }))),
  );
  return (statics = { names: new Lexicon(placeTerms([...regionNames(), ...fromCorpus], notPlaces)), cues: new Lexicon(cues), notPlaces });
}

/** Places' names as the lexicon holds them: common words out, each Arabic name also with the letters joined in front of it. */
const placeTerms = (terms: Term<PlaceName>[], notPlaces: Set<string>): Term<PlaceName>[] =>
  terms
    .filter((t) => !notPlaces.has(fold(t.text).trim()))
    .flatMap((t) => (ARABIC.test(t.text) ? withProclitics(t.text).map((text) => ({ ...t, text })) : [t]));

export class PlaceReader {
  /** The partner hospitals' cities: the catalogue's. */
  private readonly cities: Lexicon<PlaceName>;

  /** `extra`: the catalogue's names of places (partner hospitals' cities, by their country's code). */
  constructor(extra: readonly Term<string>[] = []) {
    const cities = extra.map((t) => ({ ...t, value: { code: t.value, people: false } }));
    this.cities = new Lexicon(placeTerms(cities, staticLexicons().notPlaces));
  }

  /** The words of every place's names and of the cues. */
  get words(): Iterable<string> {
    const { names, cues } = staticLexicons();
    return [...names.words, ...this.cities.words, ...cues.words];
  }

  /**
   * The places a message names, in order, each with whether it is excluded or the patient's own. `language`: the
   * message's, when known (else every language but Arabic is compared on stems); `known` as `Lexicon.find`'s.
   */
  read(reading: Reading, { language, known }: { language?: Locale; known?: (word: string) => boolean } = {}): PlaceMention[] {
    const loose = (language ? [language, 'en'] : LOCALES).filter((l) => l !== 'ar') as Locale[];
    const { names, cues: cueLexicon } = staticLexicons();
    const places = bestMatches([...names.find(reading, { known, loose }), ...this.cities.find(reading, { known, loose })]);
    const cues = bestMatches(cueLexicon.find(reading, { known }));
    const clauseOf = clausesOf(reading, cues);
    const mentions: PlaceMention[] = [];
    for (const place of places) {
      const clause = clauseOf[place.start];
      const inClause = (cue: Cue, before: (m: Match<Cue>) => boolean) =>
        cues.some((m) => m.value === cue && clauseOf[m.start] === clause && before(m));
      const { code, people } = place.value;
      const justBefore = (m: Match<Cue>) => m.end < place.start && place.start - m.end <= 2;
      const home = inClause('self', justBefore);
      const origin = !home && inClause('origin', justBefore);
      // "not sure", « pas cher », « peu importe » hold an excluding word but exclude nothing: as the longer cue, they hide it.
      const excluded = !home && inClause('exclude', (m) => m.start < place.start);
      if (!mentions.some((m) => m.code === code))
        mentions.push({ code, start: place.start, end: place.end, positions: place.positions, excluded, home, origin, people });
      else if (excluded) mentions.find((m) => m.code === code)!.excluded = true;
    }
    return mentions;
  }

  /** The message says where the patient is or comes from ("I live in…", « je suis à… »), whether or not we know the place. */
  saysWhereFrom(reading: Reading): boolean {
    return staticLexicons()
      .cues.find(reading)
      .some((m) => m.value === 'self' || m.value === 'origin');
  }
}

const ARABIC = /[\u0600-\u06ff]/u;

/** The letters Arabic joins in front of a name: "and", "so", "in/by", "to", "like", and their pairs. */
const PROCLITICS = ['', 'و', 'ف', 'ب', 'ل', 'ك', 'وب', 'ول', 'فب', 'فل'];

/** An Arabic name with each joined letter in front of its first word (« الهند »: « والهند », « بالهند », « للهند »). */
function withProclitics(name: string): string[] {
  const [first, ...rest] = tokens(name);
  if (!first) return [];
  // The article as written, before folding: « ألمانيا » begins with a hamza's alef, no article (« لألمانيا »).
  const article = /^\s*ال/u.test(name);
  return PROCLITICS.map((p) => {
    // "to" before the article drops its alef: ل + الهند is « للهند ».
    const word = p.endsWith('ل') && article ? `${p}${first.slice(1)}` : `${p}${first}`;
    return [word, ...rest].join(' ');
  });
}

/** Each word's clause: the reading's (punctuation), cut again at words like "but" and « mais ». */
function clausesOf(reading: Reading, cues: Match<Cue>[]): number[] {
  const breaks = new Set(cues.filter((m) => m.value === 'clauseBreak').map((m) => m.start));
  let shift = 0;
  return reading.clauses.map((clause, i) => {
    if (breaks.has(i)) shift++;
    return clause * 1_000 + shift;
  });
}
