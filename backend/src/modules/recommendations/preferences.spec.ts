import { placesNamed, readDestinations } from './preferences.js';

const PLACES = [
  { code: 'MY', name: 'Malaysia' },
  { code: 'TH', name: 'Thailand' },
  { code: 'IN', name: 'India' },
  { code: 'TR', name: 'Turkey' },
  { code: 'KR', name: 'South Korea' },
];
const read = (text: string) => {
  const { preferred, excluded } = readDestinations(text, PLACES);
  return { preferred: preferred.map((p) => p.code).sort(), excluded: excluded.map((p) => p.code).sort() };
};

describe('reading destinations from preferences', () => {
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
    ['I don’t mind India', ['IN'], []],
    ['anywhere except India', [], ['IN']],
    ['not India', [], ['IN']],
    ['no India', [], ['IN']],
    ['anywhere but Turkey', [], ['TR']],
    ['Malaysia but not India', ['MY'], ['IN']],
    ['Not India but Malaysia', ['MY'], ['IN']],
    ['Thailand, not India or Turkey', ['TH'], ['IN', 'TR']],
    ['Asia, excluding South Korea', [], ['KR']],
    ["n'importe où sauf l'Inde", [], ['IN']],
    ['pas en Inde', [], ['IN']],
    ['Malaisie, pas la Turquie', ['MY'], ['TR']],
    ['popote isipokuwa India', [], ['IN']],
    ['sitaki Uturuki', [], ['TR']],
    ['أي مكان ما عدا الهند', [], ['IN']],
    ['ليس تركيا', [], ['TR']],
    ['', [], []],
    ['English-speaking doctors, not too far', [], []],
  ])('%j prefers %j and excludes %j', (text, preferred, excluded) => {
    expect(read(text)).toEqual({ preferred, excluded });
  });

  it('names a typed destination of the assessment in any language', () => {
    expect(placesNamed('Korea', PLACES).map((p) => p.code)).toEqual(['KR']);
    expect(placesNamed('Malaisie', PLACES).map((p) => p.code)).toEqual(['MY']);
    expect(placesNamed('Mexico', PLACES)).toEqual([]);
  });
});
