import { frenchSoundKeys, isFrenchWord } from './french-sound.js';
import { fold } from './text.js';

const sharesKey = (written: string, meant: string) => {
  const keys = new Set(frenchSoundKeys(fold(meant)));
  return frenchSoundKeys(fold(written)).some((key) => keys.has(key));
};

describe('French as it is heard (issue 50)', () => {
  it.each([
    ['sègn', 'saigne'],
    ['boukou', 'beaucoup'],
    ['ansint', 'enceinte'],
    ['kachè', 'cachets'],
    ['médikaman', 'médicament'],
    ['akouché', 'accouché'],
    ['répon', 'répond'],
    ['apèl', 'appelle'],
    ['bouyant', 'bouillant'],
    ['linsuline', 'insuline'],
    ['gérie', 'guérie'],
    ['lontan', 'longtemps'],
    ['plakèt', 'plaquette'],
  ])('hears « %s » as « %s »', (written, meant) => {
    expect(sharesKey(written, meant)).toBe(true);
  });

  it.each([
    ['lame', 'lent'],
    ['pont', 'pain'],
    ['saigne', 'signe'],
    ['poitrine', 'potron'],
  ])('does not hear « %s » as « %s »', (written, meant) => {
    expect(sharesKey(written, meant)).toBe(false);
  });

  it('knows French words in all their forms, and not words written by ear', () => {
    for (const word of ['plait', 'saignent', 'enceintes', 'evanouie', 'beaucoup']) expect(isFrenchWord(word)).toBe(true);
    for (const word of ['segn', 'boukou', 'ansint', 'medikaman', 'knee']) expect(isFrenchWord(word)).toBe(false);
  });

  it('takes a letter of elision off a word a patient typed only, not off the word it is heard as', () => {
    expect(sharesKey('lapèl', 'appelle')).toBe(true);
    // « toujours » without its t is no « ojour » (aujourd'hui, written by ear).
    expect(frenchSoundKeys('ojour').some((key) => frenchSoundKeys('toujours', false).includes(key))).toBe(false);
  });

  it('gives no key to a word of one letter or of other letters', () => {
    expect(frenchSoundKeys('o')).toEqual([]);
    expect(frenchSoundKeys('دم')).toEqual([]);
    expect(frenchSoundKeys('h2o')).toEqual([]);
  });
});
