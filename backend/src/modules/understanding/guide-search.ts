import { LOCALES, type Locale } from '@medtour/contracts';
import { contentWords, stems, tokens } from './nlu/text.js';
import type { GuideInfo } from './catalogue.js';

/*
 * The patient guide's texts found by the words of a question (issue 50). Most questions the guide answers are known to
 * the intent classifier, each entry marked with its topic ("can my husband come?": companions); the texts staff add
 * later have no topic, and a question about one ("can I take my wheelchair on the plane?") is found by the words it
 * shares with it: on the library's stems, its stop words aside, a word of the title counting double, a word the fewer
 * texts have the more (the inverse of how many texts have it: "travel" says little, "wheelchair" everything).
 */

export interface GuideHit {
  entry: GuideInfo;
  score: number;
}

/** A text is an answer from this score: a rare word in its title, or a few less rare ones. */
export const GUIDE_SCORE_FLOOR = 3;

interface Indexed {
  entry: GuideInfo;
  title: Set<string>;
  body: Set<string>;
}

export class GuideSearch {
  private readonly indexed: Record<Locale, Indexed[]>;
  /** How much a stem says, per language: ln(texts / texts having it). */
  private readonly weight: Record<Locale, Map<string, number>>;

  constructor(entries: readonly GuideInfo[]) {
    const stemsOf = (text: string, language: Locale) =>
      new Set(stems(contentWords(tokens(text), language), language).filter((s) => s.length > 2));
    this.indexed = Object.fromEntries(
      LOCALES.map((l) => [
        l,
        entries.map((entry) => ({ entry, title: stemsOf(entry.texts[l].title, l), body: stemsOf(entry.texts[l].body, l) })),
      ]),
    ) as Record<Locale, Indexed[]>;
    this.weight = Object.fromEntries(
      LOCALES.map((l) => {
        const count = new Map<string, number>();
        for (const e of this.indexed[l]) for (const s of new Set([...e.title, ...e.body])) count.set(s, (count.get(s) ?? 0) + 1);
        return [l, new Map([...count].map(([s, n]) => [s, Math.log(entries.length / n)]))];
      }),
    ) as Record<Locale, Map<string, number>>;
  }

  /** Each text's score for a question in `language`, best first; those below the floor left out. */
  find(question: string, language: Locale): GuideHit[] {
    const asked = new Set(stems(contentWords(tokens(question), language), language));
    const weight = this.weight[language];
    return this.indexed[language]
      .map(({ entry, title, body }) => ({
        entry,
        score: [...asked].reduce((sum, s) => sum + (title.has(s) ? 2 : body.has(s) ? 1 : 0) * (weight.get(s) ?? 0), 0),
      }))
      .filter((hit) => hit.score >= GUIDE_SCORE_FLOOR)
      .sort((a, b) => b.score - a.score);
  }
}
