import { withCurrencyCodes } from './reader.js';

/* Currencies written as patients write them beside an amount, which the shared budget reader does not know (issue 50). */
describe('withCurrencyCodes', () => {
  it.each([
    ['Bonjour, on a 600 000 DA pour la FIV', 'fr', 'DZD'],
    ['tumechangishana milioni 20 za Kitanzania', 'sw', 'TZS'],
  ] as const)('%s → %s', (text, language, code) => {
    expect(withCurrencyCodes(text, language)).toContain(code);
  });

  it('leaves a digit inside an Arabizi word alone ("el ma3da" is no amount of dinars)', () => {
    expect(withCurrencyCodes('3ayez a3mel 3amalyet takmeem el ma3da', 'ar')).not.toContain('DZD');
  });
});
