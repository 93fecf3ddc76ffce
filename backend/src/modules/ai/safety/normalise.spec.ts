import { normalise, phrases, upTo } from './normalise.js';

describe('normalise', () => {
  it.each([
    ['  Can’t   BREATHE!! ', 'can t breathe'],
    ["don't", 'don t'],
    ['Douleur à la poitrine, très forte…', 'douleur a la poitrine tres forte'],
    ["Qu'est-ce que j'ai ?", 'qu est ce que j ai'],
    ['Œdème de Quincke', 'oedeme de quincke'],
    ['Straße', 'strasse'],
    ['ＦＩＶ', 'fiv'],
    ['أُغْمِيَ عليه', 'اغمي عليه'],
    ['لا أستطيع التنفّس', 'لا استطيع التنفس'],
    ['إغماء آلام', 'اغماء الام'],
    ['مستشفى', 'مستشفي'],
    ['جلطة دماغية', 'جلطه دماغيه'],
    ['صـــدري', 'صدري'],
    ['ﻻ', 'لا'],
    ['٢ حبة', '2 حبه'],
    ['Siwezi kupumua.', 'siwezi kupumua'],
    ['$8,000 - $15,000', '8 000 15 000'],
    ['hip-replacement/cost', 'hip replacement cost'],
    ['', ''],
    ['?!… ', ''],
  ])('reads %j as %j', (text, expected) => {
    expect(normalise(text)).toBe(expected);
  });
});

describe('phrases', () => {
  const pattern = phrases(['can ?t breathe', 'mal à respirer', 'انتحار', `pain ${upTo(2)}chest`]);

  it.each([
    ['can t breathe', true],
    ['i cant breathe now', true],
    ['du mal a respirer', true],
    ['pain in my chest', true],
    ['pain in my left chest', false],
    // Whole words only.
    ['scan t breathed', false],
    // Arabic prefixes: "the suicide", "with the suicide".
    [normalise('الانتحار'), true],
    [normalise('بالانتحار'), true],
    [normalise('انتحاري'), false],
  ])('%j matches: %j', (text, expected) => {
    expect(pattern.test(text)).toBe(expected);
  });
});
