import type { Locale, TripEstimate } from '@medtour/contracts';
import type { AppLoadContext } from 'react-router';
import { codesOf } from '../api/actions';
import { ApiError, getApi, type MessageCodes } from '../api/client';
import { chosenCurrency } from '../api/preferences.server';
import { tripApi } from './api';

/** The estimate form's fields, as the address carries them (a GET form: it works without JavaScript). */
export const TRIP_FIELDS = ['treatment', 'hospital', 'home', 'companions', 'month'] as const;
export type TripValues = Record<(typeof TRIP_FIELDS)[number], string>;

/** The API's names of the same values. */
const API_FIELD: Record<string, keyof TripValues> = {
  treatmentId: 'treatment',
  hospitalId: 'hospital',
  homeCountry: 'home',
  companions: 'companions',
  travelMonth: 'month',
};

/** What a page shows of the estimate asked in its address: the values again, and the estimate or what is wrong. */
export interface TripEstimateAnswer {
  values: TripValues;
  estimate: TripEstimate | null;
  /** By form field: the API's English message (its code in `codes`, for the page's language). */
  errors: Partial<Record<keyof TripValues, string>>;
  codes: MessageCodes;
  /** The API did not answer: the page says the estimate could not be made now. */
  failed: boolean;
}

/** The API's query for an estimate of these values (as typed), in the page's language and the currency the visitor chose. */
export function estimateQuery(values: TripValues, locale: Locale, request: Request): Record<string, string> {
  const currency = chosenCurrency(request);
  return {
    hospitalId: values.hospital,
    treatmentId: values.treatment,
    homeCountry: values.home,
    companions: values.companions || '0',
    lang: locale,
    ...(values.month ? { travelMonth: values.month } : {}),
    ...(currency ? { currency } : {}),
  };
}

/**
 * The estimate the address asks for (`?home=NG&treatment=…&companions=1&month=2027-03`), for the page's
 * hospital or treatment (`fixed`), in the currency the visitor chose; null when none is asked.
 */
export async function tripEstimateFor(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  fixed: Partial<Pick<TripValues, 'hospital' | 'treatment'>>,
): Promise<TripEstimateAnswer | null> {
  const params = new URL(request.url).searchParams;
  if (!params.has('home')) return null;
  const values = Object.fromEntries(TRIP_FIELDS.map((name) => [name, params.get(name)?.trim() ?? ''])) as TripValues;
  Object.assign(values, fixed);
  try {
    const estimate = await tripApi.estimate(getApi(context), estimateQuery(values, locale, request), request.signal);
    return { values, estimate, errors: {}, codes: {}, failed: false };
  } catch (error) {
    if (request.signal.aborted) throw error;
    if (!(error instanceof ApiError) || error.status !== 400) {
      console.error('Trip estimate: the API did not answer:', error);
      return { values, estimate: null, errors: {}, codes: {}, failed: true };
    }
    const errors: TripEstimateAnswer['errors'] = {};
    for (const [field, message] of Object.entries(error.errors)) errors[API_FIELD[field] ?? 'home'] ??= message;
    return { values, estimate: null, errors, codes: { ...codesOf(...Object.values(errors)), ...error.codes }, failed: false };
  }
}
