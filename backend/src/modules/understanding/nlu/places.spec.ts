import { PlaceReader } from './places.js';
import { read as reading } from './text.js';

const reader = new PlaceReader([{ language: 'en', text: 'Petaling Jaya', value: 'MY' }]);
const codes = (text: string) => reader.read(reading(text));
const read = (text: string) => {
  const places = codes(text).filter((p) => !p.home);
  return {
    preferred: places
      .filter((p) => !p.excluded)
      .map((p) => p.code)
      .sort(),
    excluded: places
      .filter((p) => p.excluded)
      .map((p) => p.code)
      .sort(),
  };
};

describe('the one reader of places (chat and matching)', () => {
  it.each([
    ['Malaysia or Thailand, English speaking', ['MY', 'TH'], []],
    ['Korea', ['KR'], []],
    ['south korea please', ['KR'], []],
    ['Türkiye', ['TR'], []],
    ['Turkiye or India', ['IN', 'TR'], []],
    ['en Malaisie ou en Thaïlande', ['MY', 'TH'], []],
    ['Corée', ['KR'], []],
    ['Uturuki', ['TR'], []],
    ['أفضل ماليزيا', ['MY'], []],
    ['بالهند', ['IN'], []],
    // « ألمانيا » begins with a hamza, not the article: "to Germany" is « لألمانيا », not « للمانيا »; « للهند » keeps its article's rule.
    ['اريد اودي امي لألمانيا للعلاج', ['DE'], []],
    ['نسافر للهند', ['IN'], []],
    // « مش ممكن … ؟ », "can't you…?", asks: it excludes nothing.
    ['مش ممكن ترشحولي مستشفى كويس في القاهرة؟', ['EG'], []],
    ['I don’t mind India', ['IN'], []],
    ['anywhere except India', [], ['IN']],
    ['not India', [], ['IN']],
    ['no India', [], ['IN']],
    ['anywhere but Turkey', [], ['TR']],
    ['Malaysia but not India', ['MY'], ['IN']],
    ['Not India but Malaysia', ['MY'], ['IN']],
    ['Thailand, not India or Turkey', ['TH'], ['IN', 'TR']],
    ['Asia, excluding South Korea', [], ['KR']],
    ['a clinic in Petaling Jaya', ['MY'], []],
    ['Bangkok or KL', ['MY', 'TH'], []],
    ['knee replacement in Germany', ['DE'], []],
    ['Dubai or Casablanca', ['AE', 'MA'], []],
    ['au Maroc ou en Tunisie', ['MA', 'TN'], []],
    ['Ujerumani', ['DE'], []],
    ["n'importe où sauf l'Inde", [], ['IN']],
    ['pas en Inde', [], ['IN']],
    ['Malaisie, pas la Turquie', ['MY'], ['TR']],
    ['popote isipokuwa India', [], ['IN']],
    ['sitaki Uturuki', [], ['TR']],
    ['أي مكان ما عدا الهند', [], ['IN']],
    ['ليس تركيا', [], ['TR']],
    ['', [], []],
    ['English-speaking doctors, not too far', [], []],
    // Cities of the countries our Arabic-speaking patients come from, with the letters Arabic joins in front of a word.
    ['عندكم مستشفى بحلب؟', ['SY'], []],
    ['في النجف او كربلاء', ['IQ'], []],
    ['مستشفى في صلالة', ['OM'], []],
    ['وبوهران', ['DZ'], []],
    // Words that are also cities' names are not: the eye, a foetus, my money.
    ['عملية العين في الهند', ['IN'], []],
    ['الجنين بخير', [], []],
  ])('%j prefers %j and excludes %j', (text, preferred, excluded) => {
    expect(read(text)).toEqual({ preferred, excluded });
  });

  it('names a typed destination in any language, served or not', () => {
    expect(codes('Korea').map((p) => p.code)).toEqual(['KR']);
    expect(codes('Malaisie').map((p) => p.code)).toEqual(['MY']);
    expect(codes('Mexico').map((p) => p.code)).toEqual(['MX']);
  });

  it.each([
    ["I'm in Lagos, how much is a hip replacement in India?", 'NG', 'IN'],
    ['je suis à Alger, combien en Turquie', 'DZ', 'TR'],
  ])('tells where the patient is from where they want to go: %j', (text, home, wanted) => {
    const places = codes(text);
    expect(places.filter((p) => p.home).map((p) => p.code)).toEqual([home]);
    expect(places.filter((p) => !p.home).map((p) => p.code)).toEqual([wanted]);
  });

  it.each([
    ['how many hours flight from Nairobi to Bangkok', 'KE', 'TH'],
    ['which hospitals speak French? my wife is from Lomé', 'TG', null],
    ['ndege kutoka Nairobi hadi India ni masaa ngapi', 'KE', 'IN'],
    ['ma mère vient de Dakar, combien coûte une FIV en Turquie', 'SN', 'TR'],
  ])('reads %j as coming from %s (its origin), not going there', (text, origin, wanted) => {
    const places = codes(text);
    expect(places.filter((p) => p.origin).map((p) => p.code)).toEqual([origin]);
    expect(places.filter((p) => !p.origin && !p.home).map((p) => p.code)).toEqual(wanted ? [wanted] : []);
  });

  it('reads no place into ordinary words of another language: « اليمنى », the right hand; Arabizi "baba"', () => {
    expect(reader.read(reading('ما يقدرش يحرك يده اليمنى'), { language: 'ar' })).toEqual([]);
    expect(reader.read(reading('baba we2e3 fel ard w mesh byrod'), { language: 'ar' })).toEqual([]);
  });
});
