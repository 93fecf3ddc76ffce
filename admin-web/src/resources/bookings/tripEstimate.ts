/*
 * A booking's attached trip estimate as staff read it (in English): what each line is, the nights
 * it counts, its range in US dollars, the total in the patient's currency, and the parts left out
 * because staff have no figure for them yet.
 */
import {
  formatApproximate,
  formatCostRange,
  formatDate,
  type NightRange,
  type TripEstimate,
  type TripEstimateLine,
  type TripLineKind,
  type TripMissingKind,
} from '@medtour/contracts';

export const TRIP_LINE_LABELS: Readonly<Record<TripLineKind, string>> = {
  treatment: 'Treatment',
  stay: 'Accommodation (in hospital and recovering)',
  flights: 'Return flights',
  visa: 'Visa',
  companionFlights: 'Companions’ return flights',
  companionStay: 'Companions’ accommodation',
  companionVisa: 'Companions’ visas',
};

/** What the estimate says of a part staff have no figure for (it is left out of the total). */
export const TRIP_MISSING_TEXTS: Readonly<Record<TripMissingKind, string>> = {
  treatment: 'No price on file for the treatment: treatment left out',
  flights: 'No fare on file: flights left out',
  visa: 'No visa cost on file: visa left out',
  stay: 'No accommodation rate on file: accommodation left out',
};

/** `7–14 nights`, `7 nights`, `1 night`. */
export const nightsText = ({ min, max }: NightRange): string =>
  min === max ? `${min} ${min === 1 ? 'night' : 'nights'}` : `${min}–${max} nights`;

/** `March 2027` of `2027-03`; `Not known` when the patient did not say. */
export function travelMonthText(month: string | null): string {
  if (!month) return 'Not known';
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, monthNumber! - 1, 1)),
  );
}

/** What the table shows beside a line's kind: where the treatment's price comes from, the visa's note. */
export function lineDetail(line: TripEstimateLine): string | null {
  if (line.kind === 'treatment') return line.source;
  if (line.kind === 'visa' || line.kind === 'companionVisa') return line.note || (line.maxUsd === 0 ? 'No visa needed' : null);
  return null;
}

/** One row of the itemised table. */
export interface TripEstimateRow {
  label: string;
  detail: string | null;
  people: number;
  /** Nights of a stay line; null for the others. */
  nights: string | null;
  usd: string;
}

export const tripEstimateRows = (estimate: TripEstimate): TripEstimateRow[] =>
  estimate.lines.map((line) => ({
    label: TRIP_LINE_LABELS[line.kind],
    detail: lineDetail(line),
    people: line.people,
    nights: line.nights ? nightsText(line.nights) : null,
    usd: formatCostRange(line.minUsd, line.maxUsd) ?? '',
  }));

/** The total in the patient's currency, with the rate it was converted at: `≈ ₦1,395,000 - ₦2,480,000 (1,550 NGN per US$1 of Nov 16, 2026)`. */
export function localTotalText(local: TripEstimate['local']): string | null {
  if (!local) return null;
  const amount = (value: number) => formatApproximate(value, local.currency);
  const range = local.min === local.max ? amount(local.min) : `${amount(local.min)} - ${amount(local.max)}`;
  const rate = `${local.rate.toLocaleString('en-US', { maximumFractionDigits: 6 })} ${local.currency} per US$1`;
  return `≈ ${range} (${local.asOf ? `${rate} of ${formatDate(local.asOf)}` : rate})`;
}
