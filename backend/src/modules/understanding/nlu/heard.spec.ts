import { spelt, writtenAsHeard } from './heard.js';

describe('French written by ear, written again as spelt (issue 50)', () => {
  const nothingKnown = () => false;

  it('writes each word heard as one of the corpus’s as that word, the others as typed (case and accents kept)', () => {
    expect(writtenAsHeard('Ma fam é ansint, el sègn boukou', nothingKnown)).toBe('Ma fam é enceinte, el saigne beaucoup');
  });

  it('never hears a word of the corpus in another language as a French one ("to" is no « tout », "die" no « dieu »)', () => {
    expect(writtenAsHeard("j'en peux plus, i want to die", nothingKnown)).toBe("j'en peux plus, i want to die");
  });

  it('spells French typed on a phone as the corpus spells it, but a word kept (a place’s « el »)', () => {
    expect(spelt('el sègn pa, c fé kan ?')).toBe('elle sègn pas, c fait quand ?');
    expect(spelt('El Yunan', (word) => word === 'el')).toBe('El Yunan');
  });

  it('spells « je » run into a word, « g » for « j’ai » and « tout les » as typed on a phone, and leaves grams and French words', () => {
    expect(spelt('jveu plu, g tt les cachets')).toBe("je veu plu, j'ai tous les cachets");
    expect(spelt('Jpense ke jmonte demain')).toBe('je pense que je monte demain');
    expect(spelt('tout mes papiers, tout le monde, tout lesbien')).toBe('tous mes papiers, tout le monde, tout lesbien');
    // A gram after a number; « jmen » is none of these (no letter after its consonant's two).
    expect(spelt('500 g de sucre, 2g par jour')).toBe('500 g de sucre, 2g par jour');
    expect(spelt('jsp jamais')).toBe('je sais pas jamais');
  });
});
