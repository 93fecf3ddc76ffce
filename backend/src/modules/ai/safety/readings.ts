import type { Locale } from '@medtour/contracts';
import type { Reading } from '../../understanding/index.js';

/*
 * Dangers told by a device's or a laboratory's reading rather than in words (issue 50, development-58): "Dad's oximeter
 * is showing 84%", « Hb ni 4 g/dl », « ma tension est à 22/13 ». A measure's word (a concept of the corpus, in every
 * language) followed within a few words by a number in the range that is an emergency on its own, whatever else the
 * message says.
 */

/**
 * The measures read, each by its corpus concept: the values that are an emergency on their own (`next`: the word after
 * the value), and its category.
 */
export const MEASURES = [
  // Oxygen saturation below 90 % (a healthy adult's floor is 95); 50 and below is more likely another number.
  { concept: 'oxygen-measure', category: 'breathing', danger: (value: number) => value >= 50 && value < 90 },
  // Haemoglobin of 5 g/dl or less: below a transfusion's usual threshold.
  { concept: 'haemoglobin-measure', category: 'circulation', danger: (value: number) => value >= 1 && value <= 5 },
  // A blood pressure's upper figure of 220 mmHg or more, or of 200 with a lower figure of 110 or more (« 210/115 »: a
  // hypertensive crisis's range, past both of its thresholds of 180 and 120 within a few points), or in centimetres as
  // French-speaking patients give it, 22 and more followed by the lower figure (« 22/13 »; a lone 22 is as often an age
  // or a duration): far above the 180 at which a doctor is seen the same day.
  {
    concept: 'pressure-measure',
    category: 'stroke',
    danger: (value: number, next?: string) =>
      (value >= 220 && value <= 300) ||
      (value >= 200 && value <= 300 && Number(next) >= 110 && Number(next) < value) ||
      (value >= 20 && value <= 30 && /^\d+$/.test(next ?? '')),
  },
] as const;

/** How many words after a measure's word its value may come (« l'oxymètre de ma mère affiche 84 »). */
const VALUE_WITHIN = 5;

/**
 * The first measure in the message followed by a dangerous value (its concept and emergency category), or null
 * (`positions`: the positions of each concept's words in `reading`); a value followed by a word of money is a price.
 */
export function dangerousReading(
  reading: Reading,
  positions: ReadonlyMap<string, ReadonlySet<number>>,
): { concept: string; category: string } | null {
  for (const { concept, category, danger } of MEASURES)
    for (const at of positions.get(concept) ?? []) {
      const words = reading.words.slice(at + 1, at + 1 + VALUE_WITHIN + 1);
      const index = words.findIndex((word, i) => i < VALUE_WITHIN && /^\d+$/.test(word));
      if (index < 0) continue;
      // A price is no reading: « le médecin à 300 dirhams » beside « دوا الضغط ».
      const priced = positions.get('money')?.has(at + 1 + index + 1);
      if (!priced && danger(Number(words[index]), words[index + 1])) return { concept, category };
    }
  return null;
}

/** Ten pills or more taken together or within a day is past any usual dose (paracetamol's is eight 500 mg tablets). */
const MANY_PILLS = { from: 10, to: 200 };
/** Words that may stand between a count and its pills: « 20 comprimés », « 12 de ces cachets », "15 of the pills". */
const COUNT_LINK = new Set(['de', 'd', 'of']);
/** Languages whose numbers follow the noun they count: « vidonge 30 », « tembe 20 ». */
const COUNT_AFTER: ReadonlySet<Locale> = new Set(['sw']);
/** A unit after a number makes it a strength, not a count (« vidonge 500 mg »). */
const STRENGTH_UNIT = /^(mg|g|mcg|ml)$/;

/**
 * The positions of the pill words (`pills`, a corpus concept) counted ten or more: « peut-être 20 comprimés depuis hier »,
 * "took 15 tablets", « vidonge 30 », « ٢٠ حبة ». Not a strength (« Doliprane 1000 », "500 mg tablets": the number is the
 * dose's, not a count) and not a count above 200 (a year, a price).
 */
export function manyPillsCounted(reading: Reading, positions: ReadonlyMap<string, ReadonlySet<number>>, language?: Locale): number[] {
  const many = (word: string | undefined) =>
    !!word && /^\d+$/.test(word) && Number(word) >= MANY_PILLS.from && Number(word) <= MANY_PILLS.to;
  const countAfter = (at: number) =>
    !!language && COUNT_AFTER.has(language) && many(reading.words[at + 1]) && !STRENGTH_UNIT.test(reading.words[at + 2] ?? '');
  return [...(positions.get('pills') ?? [])].filter((at) => {
    const [before, link] = [reading.words[at - 1], reading.words[at - 2]];
    return many(before) || (COUNT_LINK.has(before ?? '') && many(link)) || countAfter(at);
  });
}
