import { fold, read, termTokens } from './text.js';

describe('reading a message into words and clauses', () => {
  it('numbers each word’s clause and tells which clauses end with a question mark, in Latin and Arabic script', () => {
    const english = read('my mum has diabetes. how much is a knee replacement?');
    expect(english.clauses).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
    expect(english.questions).toEqual([false, true, false]);

    const arabic = read('أمي عندها سكر، كم سعر تبديل الركبة؟');
    expect(arabic.clauses).toEqual([0, 0, 0, 1, 1, 1, 1]);
    expect(arabic.questions).toEqual([false, true, false]);
  });

  it('reads "?!" as a question’s end, and a message without punctuation as one clause that asks nothing', () => {
    expect(read('do you treat diabetes?! and IVF').questions).toEqual([true, false]);
    expect(read('how much is ivf').questions).toEqual([false]);
  });

  it('folds plain ASCII and any other text alike: lower case, a backtick as an apostrophe, a letter typed thrice once', () => {
    expect(fold('HELPPP it`s my HEAAART')).toBe("help it's my heart");
    expect(fold('HELPPP it`s my HEAAART, Œdème à l’épaule')).toBe("help it's my heart, oedeme a l'epaule");
    expect(fold('الحقووووني ٣ أيام')).toBe('الحقوني 3 ايام');
  });

  it('gives every caller of a name already cut its own words: one changing them changes nobody else’s', () => {
    const first = termTokens('Penang Lotus Fertility Hospital');
    first.push('changed');
    expect(termTokens('Penang Lotus Fertility Hospital')).toEqual(['penang', 'lotus', 'fertility', 'hospital']);
  });
});
