import { describe, expect, it } from 'vitest';
import type { TripEstimate } from '@medtour/contracts';
import { lineDetail, localTotalText, nightsText, travelMonthText, TRIP_MISSING_TEXTS, tripEstimateRows } from './tripEstimate';

const estimate = (over: Partial<TripEstimate> = {}): TripEstimate => ({
  hospital: { id: 'h1', slug: 'sunway', name: 'Sunway Medical Centre' },
  treatment: { id: 't1', slug: 'knee', name: 'Knee replacement' },
  destination: { code: 'MY', name: 'Malaysia' },
  homeCountry: 'NG',
  companions: 1,
  travelMonth: '2027-03',
  nights: { min: 7, max: 14 },
  lines: [
    { kind: 'treatment', people: 1, minUsd: 8000, maxUsd: 12000, asOf: null, source: 'This hospital’s price' },
    { kind: 'stay', people: 1, nights: { min: 7, max: 14 }, minUsd: 420, maxUsd: 1400, asOf: '2026-11-16', source: 'Demo' },
    { kind: 'flights', people: 1, minUsd: 900, maxUsd: 1600, asOf: '2026-11-16', source: 'Demo' },
    { kind: 'visa', people: 1, minUsd: 0, maxUsd: 0, asOf: '2026-11-16', source: 'Demo', note: null },
    { kind: 'companionFlights', people: 1, minUsd: 900, maxUsd: 1600, asOf: '2026-11-16', source: 'Demo' },
    { kind: 'companionStay', people: 1, nights: { min: 7, max: 14 }, minUsd: 420, maxUsd: 1400, asOf: '2026-11-16', source: 'Demo' },
    { kind: 'companionVisa', people: 1, minUsd: 0, maxUsd: 0, asOf: '2026-11-16', source: 'Demo', note: 'Visa-free for 30 days' },
  ],
  missing: [],
  totalUsd: { min: 10640, max: 18000 },
  local: null,
  localStale: false,
  figuresAsOf: '2026-11-16',
  computedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('tripEstimateRows', () => {
  it('says each line in English words, with its people, nights and USD range', () => {
    expect(tripEstimateRows(estimate())).toEqual([
      { label: 'Treatment', detail: 'This hospital’s price', people: 1, nights: null, usd: '$8,000 - $12,000' },
      { label: 'Accommodation (in hospital and recovering)', detail: null, people: 1, nights: '7–14 nights', usd: '$420 - $1,400' },
      { label: 'Return flights', detail: null, people: 1, nights: null, usd: '$900 - $1,600' },
      { label: 'Visa', detail: 'No visa needed', people: 1, nights: null, usd: '$0' },
      { label: 'Companions’ return flights', detail: null, people: 1, nights: null, usd: '$900 - $1,600' },
      { label: 'Companions’ accommodation', detail: null, people: 1, nights: '7–14 nights', usd: '$420 - $1,400' },
      { label: 'Companions’ visas', detail: 'Visa-free for 30 days', people: 1, nights: null, usd: '$0' },
    ]);
  });
});

describe('lineDetail', () => {
  it('gives a paid visa its note, and nothing without one', () => {
    const visa = { kind: 'visa', people: 2, minUsd: 40, maxUsd: 40, asOf: '2026-11-16', source: null } as const;
    expect(lineDetail({ ...visa, note: 'e-Visa, 30 days' })).toBe('e-Visa, 30 days');
    expect(lineDetail({ ...visa, note: null })).toBeNull();
  });
});

describe('nightsText', () => {
  it('says a range, or one number in the singular or plural', () => {
    expect(nightsText({ min: 7, max: 14 })).toBe('7–14 nights');
    expect(nightsText({ min: 3, max: 3 })).toBe('3 nights');
    expect(nightsText({ min: 1, max: 1 })).toBe('1 night');
  });
});

describe('travelMonthText', () => {
  it('names the month in English, or says it is not known', () => {
    expect(travelMonthText('2027-03')).toBe('March 2027');
    expect(travelMonthText('2026-12')).toBe('December 2026');
    expect(travelMonthText(null)).toBe('Not known');
  });
});

describe('localTotalText', () => {
  it('gives the total in the currency with the rate and its date', () => {
    expect(localTotalText({ currency: 'NGN', rate: 1550, asOf: '2026-11-16', min: 16492000, max: 27900000 })).toBe(
      '≈ ₦16,492,000 - ₦27,900,000 (1,550 NGN per US$1 of Nov 16, 2026)',
    );
    // Intl puts a no-break space between a currency code and its amount.
    expect(localTotalText({ currency: 'UGX', rate: 3765.4, asOf: null, min: 75270, max: 75270 })?.replace(/\s/g, ' ')).toBe(
      '≈ UGX 75,270 (3,765.4 UGX per US$1)',
    );
  });

  it('is nothing without a local total', () => {
    expect(localTotalText(null)).toBeNull();
  });
});

describe('TRIP_MISSING_TEXTS', () => {
  it('says plainly what is left out', () => {
    expect(TRIP_MISSING_TEXTS.flights).toBe('No fare on file: flights left out');
  });
});
