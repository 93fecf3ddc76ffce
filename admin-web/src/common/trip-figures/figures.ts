/*
 * What the three tables of trip figures (Travel Fares, Visa Costs, Accommodation Rates) share in the
 * back office: the countries they are of, and the checks of their amounts and dates. The messages
 * are the API's (backend trips/dto/trip-costs.dto.ts), so that staff read the same words whether the
 * form or the server refuses.
 */
import { HOME_COUNTRIES } from '@medtour/contracts';

/** The countries a patient travels from (the contact form's list), as select choices: the code, named in English. */
export const HOME_COUNTRY_CHOICES = HOME_COUNTRIES.map(({ code, name }) => ({ id: code, name }));

/** The field a figure names its traveller's country in (none: accommodation rates), and its label. */
export const COUNTRY_FIELDS = { homeCountry: 'Home country', nationality: 'Nationality' } as const;
export type CountryField = keyof typeof COUNTRY_FIELDS;

/** `NG` → `Nigeria` (the code itself when it is not of the list). */
export const homeCountryName = (code: string): string => HOME_COUNTRIES.find((country) => country.code === code)?.name ?? code;

interface Country {
  code: string;
  name: string;
}

/** `Malaysia (MY)`: a destination as the figures' forms and tables name it. */
export const countryLabel = ({ code, name }: Country): string => `${name} (${code})`;

/** A destination's label, or its code when it is not (or no longer) of `countries`. */
export const destinationName = (countries: readonly Country[], code: string): string => {
  const country = countries.find((candidate) => candidate.code === code);
  return country ? countryLabel(country) : code;
};

export interface CountryChoice {
  id: string;
  name: string;
}

/**
 * The destination countries as select choices (`Malaysia (MY)`), and `current` — a row's country
 * that is no longer a destination keeps its value, named by its code.
 */
export function destinationChoices(countries: readonly Country[], current?: unknown): CountryChoice[] {
  const choices = countries.map((country) => ({ id: country.code, name: countryLabel(country) }));
  if (typeof current === 'string' && current && !choices.some((choice) => choice.id === current)) {
    choices.push({ id: current, name: current });
  }
  return choices;
}

/**
 * A whole number of US dollars from `min` (0: free allowed, 1: more than 0) to `max`, or what is wrong
 * with it, naming the field as staff read it ("Lowest fare must be more than 0"). Empty passes (`required` says it).
 */
export function wholeUsdProblem(label: string, value: unknown, { min, max }: { min: 0 | 1; max: number }): string | undefined {
  if (typeof value !== 'number') return undefined;
  if (!Number.isInteger(value)) return `${label} must be a whole number of US dollars`;
  if (value < min) return min === 0 ? `${label} cannot be negative` : `${label} must be more than 0`;
  if (value > max) return `${label} must be at most ${max.toLocaleString('en-US')}`;
  return undefined;
}

/**
 * The labels of a lowest/highest pair and the API's message when the highest is below the lowest,
 * for a noun: `fare` → Lowest fare, Highest fare, "Highest fare must be at least the lowest".
 */
export const rangeLabels = (noun: string) => ({
  lowest: `Lowest ${noun}`,
  highest: `Highest ${noun}`,
  message: `Highest ${noun} must be at least the lowest`,
});

/** The highest of a range below its lowest: `message`, which the API puts on the highest field too. */
export const rangeProblem = (lowest: unknown, highest: unknown, message: string): string | undefined =>
  typeof lowest === 'number' && typeof highest === 'number' && highest < lowest ? message : undefined;
