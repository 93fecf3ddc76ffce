import { detectLanguage } from './language.js';

describe('the language a question is written in', () => {
  it.each([
    ['How much is a knee replacement in India?', 'fr', 'en'],
    ['Combien coûte une prothèse de hanche en Malaisie ?', 'en', 'fr'],
    ['et combien de temps faut-il rester', 'en', 'fr'],
    ['bei ya kupandikizwa meno ni kiasi gani', 'en', 'sw'],
    ['nitakaa siku ngapi hospitalini', 'fr', 'sw'],
    ['كم تكلفة زراعة الاسنان في ماليزيا', 'en', 'ar'],
    ['هل مستشفى Sukhumvit يعمل عمليات الركبة؟', 'en', 'ar'],
  ])('reads %s as written in its own language, whatever the page (%s)', (question, page, expected) => {
    expect(detectLanguage(question, page as never)).toBe(expected);
  });

  it.each([['IVF?'], ['Penang Lotus'], ['ok']])('answers %s, too short to tell, in the page language', (question) => {
    expect(detectLanguage(question, 'sw')).toBe('sw');
    expect(detectLanguage(question, 'fr')).toBe('fr');
  });
});
