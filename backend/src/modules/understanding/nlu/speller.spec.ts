import similarity from '@nlpjs/similarity';
import { Speller } from './speller.js';

const WORDS = [
  'breathing',
  'bleeding',
  'unconscious',
  'seizure',
  'poisoning',
  'pregnant',
  'saignement',
  'inconscient',
  'kutokwa',
  'ينزف',
  'تنفس',
];

describe('Speller: the lexicon word a typo stands for', () => {
  const speller = new Speller(WORDS, 7);

  it('reads a slip of a known word as that word, within the allowance', () => {
    expect(speller.checkToken('breahting', 2)).toBe('breathing');
    expect(speller.checkToken('unconcious', 1)).toBe('unconscious');
    expect(speller.checkToken('saignemnt', 1)).toBe('saignement');
  });

  it('keeps a word that is known, too short, or further than the allowance', () => {
    expect(speller.checkToken('bleeding', 1)).toBe('bleeding');
    expect(speller.checkToken('bleedin', 0)).toBe('bleedin');
    expect(speller.checkToken('seizur', 1)).toBe('seizur'); // shorter than 7 letters
    expect(speller.checkToken('bluebirds', 2)).toBe('bluebirds');
  });

  it("answers as NLP.js's SpellCheck did, for every slip of every word (letters left out, put in, changed)", () => {
    const nlpjs = new similarity.SpellCheck({ features: Object.fromEntries(WORDS.map((w) => [w, 1])), minLength: 7 });
    const slips = WORDS.flatMap((word) =>
      [...word].flatMap((_, at) => [
        word.slice(0, at) + word.slice(at + 1),
        word.slice(0, at) + 'x' + word.slice(at),
        word.slice(0, at) + 'e' + word.slice(at + 1),
        word.slice(0, at) + word.slice(at + 1, at + 3) + word.slice(at),
      ]),
    );
    expect(slips.length).toBeGreaterThan(300);
    for (const distance of [1, 2])
      for (const slip of slips) expect([slip, speller.checkToken(slip, distance)]).toEqual([slip, nlpjs.checkToken(slip, distance)]);
  });
});
