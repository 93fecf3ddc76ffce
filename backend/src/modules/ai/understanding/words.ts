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

/** Arabic particles written onto the next word: "and", "then", "with/by", "like", "for", and the article. */
const ARABIC_PREFIX = /^(?:[وف]?(?:بال|كال|لل|ال))(?=[\u0600-\u06ff]{2})/u;
const ARABIC = /[\u0600-\u06ff]/u;

function stemArabic(word: string): string {
  let stem = word.replace(ARABIC_PREFIX, '');
  // Sound plurals and duals: "عمليات" / "عملية".
  if (stem.length > 4) stem = stem.replace(/(?:ات|ين|ون|ان)$/u, '');
  return stem;
}

function stemLatin(word: string): string {
  if (SWAHILI_PAIRS[word]) return SWAHILI_PAIRS[word];
  let stem = word;
  // Swahili infinitive: "kubadilisha" / "badilisha".
  if (stem.length > 5 && stem.startsWith('ku')) stem = stem.slice(2);
  // Plurals: "implants", « prothèses », « genoux ».
  if (stem.length > 4 && /[^s][sx]$/.test(stem)) stem = stem.slice(0, -1);
  // Final vowels (French feminine e, Swahili verb endings): « dentaire » / "dentair", "pandikiza" / "pandikiz".
  if (stem.length > 3) stem = stem.replace(/[aeiou]$/, '');
  // Swahili passive: "pandikizw(a)" / "pandikiz(a)".
  if (stem.length > 5) stem = stem.replace(/([^aeiou])w$/, '$1');
  return stem;
}

/** The stem of one normalised word. */
export function stem(word: string): string {
  return ARABIC.test(word) ? stemArabic(word) : stemLatin(word);
}

/** A stem without a Swahili noun-class prefix ("magot" → "got", "kisukar" → "sukar"): a second chance to match. */
export function withoutClassPrefix(word: string): string {
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

/** Whether two stems are the same word, a typo forgiven on longer ones (one edit from 6 letters, two from 9). */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const bareA = withoutPrefix(a);
  const bareB = withoutPrefix(b);
  if (bareA === b || a === bareB || (bareA !== a && bareA === bareB)) return true;
  const shorter = Math.min(a.length, b.length);
  // Five-letter stems differ by one letter too often ("nyong" / "nyony"): typos are forgiven from six.
  if (shorter < 6 || Math.abs(a.length - b.length) > 2) return false;
  return editDistance(a, b, shorter >= 9 ? 2 : 1) <= (shorter >= 9 ? 2 : 1);
}

/** Damerau–Levenshtein distance (adjacent transpositions count once), giving up above `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > limit) return best;
  }
  return rows[a.length]![b.length]!;
}
