import { describe, expect, it } from 'vitest';
import {
  destinationChoices,
  destinationName,
  HOME_COUNTRY_CHOICES,
  homeCountryName,
  rangeLabels,
  rangeProblem,
  wholeUsdProblem,
} from './figures';
import { utcDay } from '@medtour/contracts';
import { notInFuture } from '../AsOfInput';

const countries = [
  { code: 'MY', name: 'Malaysia' },
  { code: 'TH', name: 'Thailand' },
];

describe('home countries', () => {
  it('offers the contact form’s countries by their English names, saved as codes', () => {
    expect(HOME_COUNTRY_CHOICES[0]).toEqual({ id: 'NG', name: 'Nigeria' });
    expect(HOME_COUNTRY_CHOICES.map((choice) => choice.id)).not.toContain('Other');
    expect(homeCountryName('KE')).toBe('Kenya');
    expect(homeCountryName('XX')).toBe('XX');
  });
});

describe('destinationChoices', () => {
  it('names each destination with its code', () => {
    expect(destinationChoices(countries)).toEqual([
      { id: 'MY', name: 'Malaysia (MY)' },
      { id: 'TH', name: 'Thailand (TH)' },
    ]);
  });

  it('keeps a row’s country that is no longer a destination', () => {
    expect(destinationChoices(countries, 'IN')).toContainEqual({ id: 'IN', name: 'IN' });
    expect(destinationChoices(countries, 'MY')).toHaveLength(2);
    expect(destinationName(countries, 'TH')).toBe('Thailand (TH)');
    expect(destinationName(countries, 'IN')).toBe('IN');
  });
});

describe('wholeUsdProblem', () => {
  const fare = { min: 1, max: 20_000 } as const;

  it('says what the API says of a bad amount', () => {
    expect(wholeUsdProblem('Lowest fare', 0, fare)).toBe('Lowest fare must be more than 0');
    expect(wholeUsdProblem('Lowest fare', 12.5, fare)).toBe('Lowest fare must be a whole number of US dollars');
    expect(wholeUsdProblem('Lowest fare', 20_001, fare)).toBe('Lowest fare must be at most 20,000');
    expect(wholeUsdProblem('Visa cost', -1, { min: 0, max: 2000 })).toBe('Visa cost cannot be negative');
  });

  it('lets a good amount, a free visa and an empty input pass', () => {
    expect(wholeUsdProblem('Lowest fare', 900, fare)).toBeUndefined();
    expect(wholeUsdProblem('Visa cost', 0, { min: 0, max: 2000 })).toBeUndefined();
    expect(wholeUsdProblem('Lowest fare', null, fare)).toBeUndefined();
  });
});

describe('rangeLabels', () => {
  it('names a pair as the API does', () => {
    expect(rangeLabels('night rate')).toEqual({
      lowest: 'Lowest night rate',
      highest: 'Highest night rate',
      message: 'Highest night rate must be at least the lowest',
    });
  });
});

describe('rangeProblem', () => {
  const message = 'Highest fare must be at least the lowest';

  it('refuses a highest below the lowest only', () => {
    expect(rangeProblem(1600, 900, message)).toBe(message);
    expect(rangeProblem(900, 900, message)).toBeUndefined();
    expect(rangeProblem(900, 1600, message)).toBeUndefined();
    expect(rangeProblem(null, 900, message)).toBeUndefined();
  });
});

describe('notInFuture', () => {
  it('refuses a day after today only', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(notInFuture(tomorrow)).toBe('Date cannot be in the future');
    expect(notInFuture(utcDay())).toBeUndefined();
    expect(notInFuture('2026-01-01')).toBeUndefined();
  });
});
