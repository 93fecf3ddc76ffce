import { normalise } from '../safety/normalise.js';

/*
 * Words as the assistant compares them: normalised (case, accents, Arabic letter variants: safety/normalise.ts), then
 * reduced to a light stem so that the forms a patient writes meet the form staff stored — plurals and final vowels
 * (« prothèses » / « prothèse », "implants" / "implant"), Swahili infinitives, passives and noun-class prefixes
 * ("kupandikizwa" / "kupandikiza", "magoti" / "goti", "meno" / "jino") and Arabic articles and attached particles
 * ("بالسرطان" / "السرطان" / "سرطان"). Typos are forgiven on longer words ("replacment", "thialand").
 */

/** Words that carry no meaning of their own in a question, in the four languages (after normalisation). */
export const STOP_WORDS = new Set(
  (
    'a an the of for in on at to from by with and or is are be do does my me i you we it its this that what which ' +
    'le la les l d de du des un une en au aux pour et ou avec mon ma mes je j est sur par ce cette qu que ' +
    'ya wa la za cha vya kwa na katika kwenye ni je mimi yangu wangu langu changu ' +
    'في من على الى عن او و مع هل ما'
  ).split(' '),
);

/** Swahili words whose singular and plural share no stem. */
const SWAHILI_PAIRS: Record<string, string> = { meno: 'jino', jino: 'jino', macho: 'jicho', jicho: 'jicho' };

/** A handful of irregular plurals, so that "teeth" finds "tooth implant" and « yeux » « œil ». */
const IRREGULAR: Record<string, string> = { teeth: 'tooth', feet: 'foot', yeux: 'oeil', children: 'child', women: 'woman' };
/** Suffixes cut to reach a stem shared by English and French forms ("fertility"/« fertilité », "dental"/« dentaire »). */
const SUFFIXES = [
  'ements',
  'ement',
  // "replacment", typed without its e, meets "replacement".
  'ment',
  'ations',
  'ation',
  'ition',
  'ities',
  'ity',
  'ite',
  'iques',
  'ique',
  'ical',
  'ics',
  'ic',
  'aire',
  'iste',
  'ist',
  'ery',
  'ing',
  'ed',
  'al',
  'ie',
];
/** Arabic articles and prepositions written onto the word, and endings (plurals, "my", "her"). */
const ARABIC_PREFIXES = ['وال', 'فال', 'بال', 'كال', 'لل', 'ال'];
const ARABIC_SUFFIXES = ['تها', 'ات', 'ون', 'ين', 'ها', 'هم', 'تي', 'ته', 'ي', 'ه'];
const ARABIC = /[\u0600-\u06ff]/;

/**
 * One word's stem: the same for its plural, its French or English form and its specialist ("oncologist",
 * "oncology", « oncologue »). Light on purpose: both sides of every comparison go through it, so it only has to
 * be consistent, never linguistically right.
 */
export function stem(word: string): string {
  if (ARABIC.test(word)) return arabicStem(word);
  let w = IRREGULAR[word] ?? SWAHILI_PAIRS[word] ?? word;
  if (w.length <= 3) return w;
  // Swahili infinitive: "kubadilisha" / "badilisha".
  if (w.length > 5 && w.startsWith('ku')) w = w.slice(2);
  const olog = /olog(?:y|ie|ies|ist|ists|iste|istes|ue|ues|ical|ique|iques)$/.exec(w);
  if (olog) return w.slice(0, olog.index + 4);
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/[^su]s$/.test(w)) w = w.slice(0, -1);
  else if (/[aeiou]x$/.test(w) && w.length > 4) w = w.slice(0, -1);
  const suffix = SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= 3);
  if (suffix) w = w.slice(0, -suffix.length);
  // The Swahili passive: "pandikizwa" / "pandikiza".
  if (w.length > 5) w = w.replace(/([^aeiou])wa$/, '$1a');
  if (/[ey]$/.test(w) && w.length > 3) w = w.slice(0, -1);
  return w;
}

function arabicStem(word: string): string {
  let w = word;
  const prefix = ARABIC_PREFIXES.find((p) => w.startsWith(p) && w.length - p.length >= 3);
  if (prefix) w = w.slice(prefix.length);
  const suffix = ARABIC_SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= 3);
  if (suffix) w = w.slice(0, -suffix.length);
  return w;
}

/** A stem without a Swahili noun-class prefix ("magot" → "got", "kisukar" → "sukar"): a second chance to match. */
function withoutClassPrefix(word: string): string {
  const bare = word.replace(/^(?:ma|mi|vi|ki|wa|ji|m)(?=[^aeiou]?[a-z]{3})/, '');
  return bare === word ? word : bare;
}

/** Arabic "and", "then", "with", "for", "like" written onto a word ("لكوريا"): a second chance to match, as for Swahili. */
const withoutPrefix = (word: string): string =>
  ARABIC.test(word) ? word.replace(/^[وفبلك](?=[\u0600-\u06ff]{3})/u, '') : withoutClassPrefix(word);

/** Whether two stems are related words: the same, or one the start of the other ("consult", "consultation"). */
export const related = (a: string, b: string): boolean =>
  a === b || (Math.min(a.length, b.length) >= 5 && (a.startsWith(b) || b.startsWith(a)));

/** The normalised words of a text (stop words included: intents read them). */
export const words = (text: string): string[] => normalise(text).split(' ').filter(Boolean);

/** The stems of a text's meaningful words. */
export const stems = (text: string): string[] =>
  words(text)
    .filter((w) => !STOP_WORDS.has(w))
    .map(stem);

/** Whether two stems are the same word, a typo forgiven on longer ones (one edit from 7 letters, two from 9). */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const bareA = withoutPrefix(a);
  const bareB = withoutPrefix(b);
  if (bareA === b || a === bareB || (bareA !== a && bareA === bareB)) return true;
  const allowed = typoAllowance(Math.min(a.length, b.length));
  return allowed > 0 && editDistance(a, b, allowed) <= allowed;
}

/**
 * How many typos two words of which the shorter has `length` letters may differ by and still be one word: none
 * below seven letters, since six-letter words differ by one letter too often ("nyonga", hip / "nyonya", to
 * breastfeed); one from seven, two from nine.
 */
export const typoAllowance = (length: number): number => (length >= 9 ? 2 : length >= 7 ? 1 : 0);

/** Edit distance (insertions, deletions, substitutions, swaps of two neighbours), given up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}
