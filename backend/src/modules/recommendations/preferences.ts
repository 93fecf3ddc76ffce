import { LOCALES } from '@medtour/contracts';
import { countryName } from '../catalogue/translations.js';
import { foldLetters, normalise, phrases } from '../ai/safety/normalise.js';

/*
 * Where a patient wants to be treated, read from what they typed (issue 29): countries named in any of the site's
 * languages (« Malaisie », "كوريا الجنوبية", "Uturuki"), or by their everyday short name ("Korea" for South Korea,
 * "Turkiye"), and exclusions: "anywhere except India", "not India", "no India", "anywhere but Turkey",
 * « sauf l'Inde », « pas en Inde », "isipokuwa India", "ما عدا الهند" exclude a country instead of preferring it.
 */

export interface Place {
  code: string;
  name: string;
}

export interface DestinationReading<P extends Place> {
  /** Countries the patient asks for; empty: anywhere (but the excluded). */
  preferred: P[];
  /** Countries the patient does not want. */
  excluded: P[];
}

/** Words that turn the countries after them (up to the end of the clause) into exclusions, normalised. */
const EXCLUDING = phrases([
  'except|excepting|excluding|exclude|other than|apart from|anywhere but|everywhere but|any country but|anything but|not|no|never|avoid|without|rather not',
  'sauf|excepte|hors|pas|non|jamais|eviter|evitez|sans|a part|autre que|plutot pas',
  'isipokuwa|sio|siyo|bila|sitaki|hapana|epuka',
  'ما عدا|ماعدا|عدا|باستثناء|غير|ليس|لا|بدون|سوى|الا',
]);
/** Negations that are not exclusions: "I don't mind India", « l'Inde ne me dérange pas ». */
const NOT_EXCLUDING = phrases([
  '(?:don t|do not|doesn t|does not|wouldn t|would not) (?:mind|matter)|not sure|no preference|not important|no problem',
  'pas de probleme|ne me derange pas|pas de preference|pas sur|pas sure',
  'hakuna shida|sina shida',
  'لا مانع|لا باس|لا يهم',
]);
/** Where a clause ends: punctuation, and "but" / « mais » / "lakini" / "لكن" when they do not follow "anywhere". */
const CLAUSE_END =
  /[,.;:!?()\n/،؛]|(?<![\p{L}])(?:(?<!(?:anywhere|everywhere|country|anything) )but|however|instead|mais|lakini|لكن|بل)(?![\p{L}])/u;

const DIRECTIONS = /^(?:south|north|sud|nord) | (?:du sud|du nord|kusini|kaskazini|الجنوبيه|الشماليه)$/;

/**
 * The names a country is known by: its stored name, its names in the site's languages and ICU's English one
 * ("Türkiye"), and each without a compass word ("Korea", « Corée », "كوريا") when no other country shares it.
 */
function placeNames<P extends Place>(places: readonly P[]): Map<P, string[]> {
  const full = new Map(
    places.map((p) => {
      const names = new Set([p.name, ...LOCALES.map((l) => countryName(p.code, p.name, l)), englishName(p.code) ?? p.name].map(normalise));
      return [p, [...names].filter(Boolean)] as const;
    }),
  );
  const short = new Map<string, P[]>();
  for (const [p, names] of full)
    for (const name of names) {
      const bare = name.replace(DIRECTIONS, '');
      if (bare !== name && bare) short.set(bare, [...new Set([...(short.get(bare) ?? []), p])]);
    }
  for (const [bare, owners] of short) if (owners.length === 1) full.get(owners[0]!)!.push(bare);
  return full;
}

let english: Intl.DisplayNames | undefined;
function englishName(code: string): string | undefined {
  english ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  try {
    return english.of(code.toUpperCase());
  } catch {
    return undefined;
  }
}

/** Where `text` mentions one of the names, as whole words in normalised text (Arabic prefixes allowed). */
function mentioned(clause: string, names: string[]): number {
  const match = phrases(names.map(escape)).exec(clause);
  return match ? match.index : -1;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The countries `text` asks for and those it excludes; a country both asked for and excluded is excluded. */
export function readDestinations<P extends Place>(text: string, places: readonly P[]): DestinationReading<P> {
  const names = placeNames(places);
  const preferred = new Set<P>();
  const excluded = new Set<P>();
  for (const raw of foldLetters(text).split(new RegExp(CLAUSE_END.source, 'gu'))) {
    if (!raw) continue;
    const clause = normalise(raw).replace(NOT_EXCLUDING, ' ');
    const cue = EXCLUDING.exec(clause);
    for (const [place, known] of names) {
      const at = mentioned(clause, known);
      if (at < 0) continue;
      if (cue && cue.index <= at) excluded.add(place);
      else preferred.add(place);
    }
  }
  return { preferred: [...preferred].filter((p) => !excluded.has(p)), excluded: [...excluded] };
}

/** The places one typed destination names ("Korea", « Malaisie »), for the assessment's list of destinations. */
export function placesNamed<P extends Place>(typed: string, places: readonly P[]): P[] {
  const clause = normalise(typed);
  return [...placeNames(places)].filter(([, known]) => mentioned(clause, known) >= 0).map(([place]) => place);
}
