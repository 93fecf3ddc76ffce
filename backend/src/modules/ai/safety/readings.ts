import type { Reading } from '../../understanding/index.js';

/*
 * Dangers told by a device's or a laboratory's reading rather than in words (issue 50, development-58): "Dad's oximeter
 * is showing 84%", « Hb ni 4 g/dl ». A measure's word (a concept of the corpus, in every language) followed within a
 * few words by a number in the range that is an emergency on its own, whatever else the message says.
 */

/** The measures read, each by its corpus concept: the values that are an emergency on their own, and its category. */
export const MEASURES = [
  // Oxygen saturation below 90 % (a healthy adult's floor is 95); 50 and below is more likely another number.
  { concept: 'oxygen-measure', category: 'breathing', danger: (value: number) => value >= 50 && value < 90 },
  // Haemoglobin of 5 g/dl or less: below a transfusion's usual threshold.
  { concept: 'haemoglobin-measure', category: 'circulation', danger: (value: number) => value >= 1 && value <= 5 },
] as const;

/** How many words after a measure's word its value may come (« l'oxymètre de ma mère affiche 84 »). */
const VALUE_WITHIN = 5;

/**
 * The emergency category of the first measure in the message followed by a dangerous value, or null (`positions`: the
 * positions of each concept's words in `reading`).
 */
export function dangerousReading(reading: Reading, positions: ReadonlyMap<string, ReadonlySet<number>>): string | null {
  for (const { concept, category, danger } of MEASURES)
    for (const at of positions.get(concept) ?? []) {
      const value = reading.words.slice(at + 1, at + 1 + VALUE_WITHIN).find((word) => /^\d+$/.test(word));
      if (value !== undefined && danger(Number(value))) return category;
    }
  return null;
}
