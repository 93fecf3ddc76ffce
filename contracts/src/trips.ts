/**
 * An all-in trip estimate (issue 28): the treatment at a hospital's price, the nights in hospital and
 * after at the destination's typical accommodation rate, return flights from the patient's home
 * country, the visa, and the same for each companion — a range in US dollars, and in the patient's
 * currency beside it. Fares, visa costs and night rates are staff's figures, each dated with a source.
 */
import { CONTACT_COUNTRIES, type ContactCountry } from './contact.js';
import type { Currency, RatedCurrency } from './currencies.js';
import { MAX_COMPANIONS } from './journey.js';
import { API_MESSAGES } from './messages.js';

/** ISO 3166-1 alpha-2 code of each country of the contact form's list. */
const HOME_COUNTRY_CODE = {
  Nigeria: 'NG',
  'South Africa': 'ZA',
  Kenya: 'KE',
  Ghana: 'GH',
  Uganda: 'UG',
  Tanzania: 'TZ',
  Ethiopia: 'ET',
  Morocco: 'MA',
  Egypt: 'EG',
  Algeria: 'DZ',
} as const satisfies Record<Exclude<ContactCountry, 'Other'>, string>;

/**
 * The patients we serve from Asia (spec: "patients from Africa and Asia"): home countries of the trip
 * estimate, named as staff's tables name them. The contact form keeps its list (its answers are stored
 * as one of its names).
 */
const ASIAN_HOME_COUNTRIES = [
  { code: 'ID', name: 'Indonesia' },
  { code: 'BD', name: 'Bangladesh' },
  { code: 'PK', name: 'Pakistan' },
  { code: 'PH', name: 'Philippines' },
  { code: 'VN', name: 'Vietnam' },
  { code: 'MM', name: 'Myanmar' },
  { code: 'LK', name: 'Sri Lanka' },
  { code: 'NP', name: 'Nepal' },
] as const;

export type HomeCountryCode = (typeof HOME_COUNTRY_CODE)[keyof typeof HOME_COUNTRY_CODE] | (typeof ASIAN_HOME_COUNTRIES)[number]['code'];

/**
 * Each home country's currency, where prices can be shown in it: a patient who chose the naira is
 * most likely in Nigeria. The Asian countries' currencies are not rated (yet): their estimates are in
 * US dollars, or in the currency the patient chose.
 */
const HOME_CURRENCY: Partial<Record<HomeCountryCode, RatedCurrency>> = {
  NG: 'NGN',
  ZA: 'ZAR',
  KE: 'KES',
  GH: 'GHS',
  UG: 'UGX',
  TZ: 'TZS',
  ET: 'ETB',
  MA: 'MAD',
  EG: 'EGP',
  DZ: 'DZD',
};
export type HomeCountryName = keyof typeof HOME_COUNTRY_CODE | (typeof ASIAN_HOME_COUNTRIES)[number]['name'];

/**
 * The countries a patient can travel from: the contact form's (in its order) without "Other", then
 * Asia's, as a trip's costs are known per country. The visa's nationality is taken to be the home country.
 */
export const HOME_COUNTRIES: readonly { code: HomeCountryCode; name: HomeCountryName }[] = [
  ...CONTACT_COUNTRIES.filter((name): name is keyof typeof HOME_COUNTRY_CODE => name !== 'Other').map((name) => ({
    code: HOME_COUNTRY_CODE[name],
    name,
  })),
  ...ASIAN_HOME_COUNTRIES,
];

export const HOME_COUNTRY_CODES: readonly HomeCountryCode[] = HOME_COUNTRIES.map((country) => country.code);

/** The home country whose currency this is (the naira: Nigeria), if one is. */
export const homeCountryOfCurrency = (currency: string | null | undefined): (typeof HOME_COUNTRIES)[number] | undefined =>
  HOME_COUNTRIES.find((country) => HOME_CURRENCY[country.code] === currency);

export const TRIP_COST_LIMITS = {
  /** A typical return economy fare per person (whole US dollars): more than 0, at most this. */
  maxFareUsd: 20_000,
  /** A visa's cost per person (0: no visa needed). */
  maxVisaUsd: 2_000,
  /** A night's accommodation per person. */
  maxNightUsd: 2_000,
  maxSourceLength: 200,
  maxNoteLength: 500,
  /** How far ahead a travel month may be. */
  maxMonthsAhead: 24,
  /** Companions are those of a booking, whose limit this is. */
  maxCompanions: MAX_COMPANIONS,
} as const;

/**
 * The nights counted when a treatment has no duration in the catalogue: a week in hospital and
 * recovering at the least, two at the most. A treatment with one bound only counts that many nights.
 */
export const DEFAULT_TRIP_NIGHTS = { min: 7, max: 14 } as const;

/** Where the treatment line's price comes from (its `source`), so that a page can say it in its language. */
export const TRIP_TREATMENT_SOURCES = {
  hospital: 'This hospital’s price',
  catalogue: 'The treatment’s typical price (this hospital has not given its own)',
} as const;

export const TRIP_LINE_KINDS = ['treatment', 'stay', 'flights', 'visa', 'companionFlights', 'companionStay', 'companionVisa'] as const;
export type TripLineKind = (typeof TRIP_LINE_KINDS)[number];

/** The parts an estimate can lack a figure for (left out of the total, and said so). */
export const TRIP_MISSING_KINDS = ['treatment', 'flights', 'visa', 'stay'] as const;
export type TripMissingKind = (typeof TRIP_MISSING_KINDS)[number];

export interface NightRange {
  min: number;
  max: number;
}

/** One part of an estimate: for `people` persons, in whole US dollars. */
export interface TripEstimateLine {
  kind: TripLineKind;
  people: number;
  /** The nights a stay line counts. */
  nights?: NightRange;
  minUsd: number;
  maxUsd: number;
  /** The date of the figure (YYYY-MM-DD); null for the treatment's price. */
  asOf: string | null;
  /** Where the figure comes from (staff's note; for the treatment, one of `TRIP_TREATMENT_SOURCES`). */
  source: string | null;
  /** A visa line: what staff say of it ("e-Visa, 30 days"), when they said something. */
  note?: string | null;
}

/** What the patient asks an estimate for, beside the hospital, treatment and companions. */
export interface TripEstimateRequest {
  homeCountry: HomeCountryCode;
  /** The month the patient means to travel in (YYYY-MM), if known: recorded and shown, it does not change the figures. */
  travelMonth?: string | null;
  /** The currency to show the total in beside US dollars. */
  currency?: Currency | null;
}

/** `GET /api/trip-estimates`, and the snapshot a booking keeps of the one attached to it. */
export interface TripEstimate {
  hospital: { id: string; slug: string; name: string };
  treatment: { id: string; slug: string; name: string };
  /** The hospital's country. */
  destination: { code: string; name: string };
  homeCountry: HomeCountryCode;
  companions: number;
  travelMonth: string | null;
  /** Nights in hospital and recovering near it (the treatment's duration in days). */
  nights: NightRange;
  lines: TripEstimateLine[];
  /** The parts without a figure for this trip: left out of `lines` and of the total. */
  missing: TripMissingKind[];
  totalUsd: { min: number; max: number };
  /** The total in the currency asked for, at its current rate; null: USD asked, none asked, or no usable rate. */
  local: { currency: Currency; rate: number; asOf: string | null; min: number; max: number } | null;
  /** The currency's newest rate is older than Settings allow: the total is in USD only. */
  localStale: boolean;
  /** The oldest date of the staff figures used (YYYY-MM-DD); null when none was. */
  figuresAsOf: string | null;
  computedAt: string;
}

/** A typical return economy fare, per person, from a home country to a destination (back office). */
export interface TravelFareRecord {
  id: string;
  homeCountry: HomeCountryCode;
  /** The destination country's ISO code. */
  destination: string;
  minUsd: number;
  maxUsd: number;
  asOf: string;
  source: string | null;
  updatedAt: string;
}

/** What a visa costs a national of a country at a destination (0: none needed). */
export interface VisaCostRecord {
  id: string;
  nationality: HomeCountryCode;
  destination: string;
  costUsd: number;
  note: string | null;
  asOf: string;
  source: string | null;
  updatedAt: string;
}

/** A typical night's accommodation, per person, near a destination's hospitals. */
export interface AccommodationRateRecord {
  id: string;
  destination: string;
  nightMinUsd: number;
  nightMaxUsd: number;
  asOf: string;
  source: string | null;
  updatedAt: string;
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The months a trip can be planned in from `now` (UTC): this one to `maxMonthsAhead` months later (YYYY-MM). */
export function travelMonthRange(now = new Date()): { first: string; last: string } {
  const first = monthIndex(now.toISOString().slice(0, 7));
  return { first: monthOf(first), last: monthOf(first + TRIP_COST_LIMITS.maxMonthsAhead) };
}

/** What is wrong with a travel month (a message of `API_MESSAGES`), or undefined. */
export function travelMonthProblem(month: string, now = new Date()): string | undefined {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return API_MESSAGES.travelMonthFormat;
  const { first, last } = travelMonthRange(now);
  if (month < first) return API_MESSAGES.travelMonthPast;
  if (month > last) return API_MESSAGES.travelMonthTooFar.replace('{max}', String(TRIP_COST_LIMITS.maxMonthsAhead));
  return undefined;
}
