import { sameWord, stem, stems } from './words.js';

describe('words as the assistant compares them', () => {
  it.each([
    ['prothèses', 'prothèse'],
    ['implants', 'implant'],
    ['dentaires', 'dentaire'],
    ['kupandikizwa', 'kupandikiza'],
    ['meno', 'jino'],
    ['بالسرطان', 'السرطان'],
    ['والسرطان', 'سرطان'],
  ])('reads %s as %s', (written, stored) => {
    expect(stems(written)).toEqual(stems(stored));
  });

  it('forgives a typo in a longer word, not in a short one', () => {
    expect(sameWord(stem('replacment'), stem('replacement'))).toBe(true);
    expect(sameWord(stem('thialand'), stem('thailand'))).toBe(true);
    expect(sameWord(stem('nyonga'), stem('kunyonya'))).toBe(false);
    expect(sameWord(stem('hip'), stem('lip'))).toBe(false);
  });

  it('matches an Arabic word with a particle written onto it, and a Swahili noun with its class prefix', () => {
    expect(sameWord(stem('لكوريا'), stem('كوريا'))).toBe(true);
    expect(sameWord(stem('magoti'), stem('goti'))).toBe(true);
  });

  it('leaves out words that carry no meaning', () => {
    expect(stems('the price of a knee in Malaysia')).toEqual(['pric', 'kne', 'malaysia']);
  });
});
