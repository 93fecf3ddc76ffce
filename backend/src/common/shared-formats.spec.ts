import {
  formatCostRange,
  formatDate,
  formatEstimatedCost,
  localeDirection,
  localeOfPath,
  localizedPath,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  unlocalizedPath,
} from '@medtour/contracts';

/*
 * The display rules both front ends (and the API's fit lines) share from contracts: what a patient
 * and a coordinator read must be the same text.
 */
describe('shared display rules', () => {
  it("writes dates as the spec's 'MMM dd, yyyy'", () => {
    expect(formatDate('2026-07-02')).toBe('Jul 02, 2026');
    expect(formatDate(new Date('2026-11-05T08:00:00Z'))).toBe('Nov 05, 2026');
  });

  it('keeps a calendar date on its day in any time zone, and reads an instant in the zone asked for', () => {
    expect(formatDate('2026-07-02', 'Pacific/Honolulu')).toBe('Jul 02, 2026');
    expect(formatDate('2026-07-02', 'Asia/Kuala_Lumpur')).toBe('Jul 02, 2026');
    // 23:30 UTC is already the next morning in Kuala Lumpur; the patient site (UTC) says the UTC day.
    expect(formatDate('2026-07-02T23:30:00Z')).toBe('Jul 02, 2026');
    expect(formatDate('2026-07-02T23:30:00Z', 'Asia/Kuala_Lumpur')).toBe('Jul 03, 2026');
  });

  it('returns what is not a date as it came', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('says a booking\'s estimate as "From $X", and "Quote pending" before there is one', () => {
    expect(formatEstimatedCost(8000)).toBe('From $8,000');
    expect(formatEstimatedCost(0)).toBe('From $0');
    expect(formatEstimatedCost(null)).toBe('Quote pending');
  });

  it('says price ranges as the treatments page does', () => {
    expect(formatCostRange(8000, 15000)).toBe('$8,000 - $15,000');
    expect(formatCostRange(8000, 8000)).toBe('$8,000');
    expect(formatCostRange(8000, null)).toBe('From $8,000');
    expect(formatCostRange(null, 15000)).toBe('Up to $15,000');
    expect(formatCostRange(null, null)).toBeNull();
  });

  it('states the password rule with its own minimum', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PASSWORD_RULES.tooShort).toBe('Password must be at least 6 characters');
    expect(PASSWORD_RULES.hint).toBe('At least 6 characters. Very common passwords are not accepted.');
  });
});

describe('site addresses in a language', () => {
  it('puts a page under its language, English at the root', () => {
    expect(localizedPath('fr', '/hospitals?country=malaysia')).toBe('/fr/hospitals?country=malaysia');
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('sw', '/?tab=signup')).toBe('/sw?tab=signup');
    expect(localizedPath('en', '/fr/hospitals')).toBe('/hospitals');
    expect(localizedPath('sw', '/fr/about')).toBe('/sw/about');
  });

  it("reads an address's language and takes it off, English's own prefix included", () => {
    expect(localeOfPath('/ar/treatments/knee')).toBe('ar');
    expect(localeOfPath('/fr?x=1')).toBe('fr');
    expect(localeOfPath('/french-clinics')).toBe('en');
    expect(unlocalizedPath('/fr')).toBe('/');
    expect(unlocalizedPath('/sw?page=2')).toBe('/?page=2');
    expect(unlocalizedPath('/en/about')).toBe('/about');
    expect(unlocalizedPath('/frontier')).toBe('/frontier');
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(['en', 'fr', 'sw'].map((locale) => localeDirection(locale as 'en'))).toEqual(['ltr', 'ltr', 'ltr']);
  });
});
