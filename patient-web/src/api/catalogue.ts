import type { Currency, Locale } from '@medtour/contracts';
import { answer, type ApiClient, type JsonBody, type Posted, type Query } from './client';

/*
 * The public catalogue's calls (treatments, destinations, hospitals, the contact form). List
 * filters are passed on as the page's URL holds them: the API validates them, and a hand-edited
 * `?page=-1` gets its message on the page. Each asks for the page's language (`lang`): the API sends
 * the catalogue's texts in it, English where one is not translated yet.
 */

export type TreatmentListQuery = Posted<Query<'/api/treatments'>>;
export type DestinationListQuery = Posted<Query<'/api/destinations'>>;
export type HospitalListQuery = Posted<Query<'/api/hospitals'>>;
export type ContactMessageInput = Posted<JsonBody<'/api/contact'>>;

export const catalogueApi = {
  treatments: (api: ApiClient, query: TreatmentListQuery, signal?: AbortSignal) =>
    answer(api.GET('/api/treatments', { params: { query: query as Query<'/api/treatments'> }, signal })),
  treatment: (api: ApiClient, slug: string, lang: Locale, signal?: AbortSignal) =>
    answer(api.GET('/api/treatments/{slug}', { params: { path: { slug }, query: { lang } }, signal })),
  destinations: (api: ApiClient, query: DestinationListQuery, signal?: AbortSignal) =>
    answer(api.GET('/api/destinations', { params: { query: query as Query<'/api/destinations'> }, signal })),
  destination: (api: ApiClient, slug: string, lang: Locale, signal?: AbortSignal) =>
    answer(api.GET('/api/destinations/{slug}', { params: { path: { slug }, query: { lang } }, signal })),
  hospitals: (api: ApiClient, query: HospitalListQuery, signal?: AbortSignal) =>
    answer(api.GET('/api/hospitals', { params: { query: query as Query<'/api/hospitals'> }, signal })),
  hospitalFilters: (api: ApiClient, lang: Locale, signal?: AbortSignal) =>
    answer(api.GET('/api/hospitals/filters', { params: { query: { lang } }, signal })),
  hospital: (api: ApiClient, slug: string, lang: Locale, signal?: AbortSignal) =>
    answer(api.GET('/api/hospitals/{slug}', { params: { path: { slug }, query: { lang } }, signal })),
  compareHospitals: (api: ApiClient, slugs: string[], lang: Locale, signal?: AbortSignal) =>
    answer(api.GET('/api/hospitals/compare', { params: { query: { ids: slugs, lang } }, signal })),
  sendContactMessage: (api: ApiClient, body: ContactMessageInput, signal?: AbortSignal) =>
    answer(api.POST('/api/contact', { body: body as JsonBody<'/api/contact'>, signal })),
  guide: (api: ApiClient, lang: Locale, signal?: AbortSignal) => answer(api.GET('/api/guide', { params: { query: { lang } }, signal })),
  coordinatorContact: (api: ApiClient, lang: Locale, signal?: AbortSignal) =>
    answer(api.GET('/api/settings/contact', { params: { query: { lang } }, signal })),
  dataRightsPeriods: (api: ApiClient, signal?: AbortSignal) => answer(api.GET('/api/settings/data-rights', { signal })),
  currencyRate: (api: ApiClient, currency: Currency, signal?: AbortSignal) =>
    answer(api.GET('/api/currencies/rate', { params: { query: { currency } }, signal })),
};
