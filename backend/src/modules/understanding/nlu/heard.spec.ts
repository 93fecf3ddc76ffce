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
});
