import type {
  DestinationView,
  HospitalDetail,
  HospitalFilterOptions,
  HospitalPage,
  HospitalProfile,
  Page,
  TreatmentDetail,
  TreatmentView,
} from '@medtour/contracts';
import type { AppLoadContext } from 'react-router';
import type { ContactMessageInput, ContactMessageResult, HospitalListQuery, ListQuery, TreatmentListQuery } from './types';

/**
 * A failed API call: the HTTP status (0 when the request never got an answer), the API's message
 * and, for a refused input, its field errors (`{ field: 'message' }`).
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  /** Origin of the API: the API process itself, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string;
  /** The visitor's `Cookie` header, forwarded by the server so the API sees the same session. */
  cookie?: string;
  /** The visitor's address, forwarded by the server so that the API's rate limits count the visitor. */
  forwardedFor?: string;
  /** Abort a request that takes longer than this (server side: a slow API must not hang the page). */
  timeoutMs?: number;
  /** Server side: receives each `Set-Cookie` of the API (sign-in, sign-out), to pass on to the browser. */
  onSetCookie?: (cookie: string) => void;
}

type QueryValue = string | number | boolean | undefined;

export interface ApiRequest {
  method?: string;
  /** Sent as JSON, or as multipart when it is `FormData` (uploads). */
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** Any API call: the parsed JSON answer, or an `ApiError` with the API's message and field errors. */
  request<T>(path: string, init?: ApiRequest): Promise<T>;
  listTreatments(query?: TreatmentListQuery, signal?: AbortSignal): Promise<Page<TreatmentView>>;
  getTreatment(slug: string, signal?: AbortSignal): Promise<TreatmentDetail>;
  listDestinations(query?: ListQuery, signal?: AbortSignal): Promise<Page<DestinationView>>;
  listHospitals(query?: HospitalListQuery, signal?: AbortSignal): Promise<HospitalPage>;
  hospitalFilters(signal?: AbortSignal): Promise<HospitalFilterOptions>;
  getHospital(slug: string, signal?: AbortSignal): Promise<HospitalProfile>;
  compareHospitals(slugs: string[], signal?: AbortSignal): Promise<{ items: HospitalDetail[] }>;
  sendContactMessage(input: ContactMessageInput, signal?: AbortSignal): Promise<ContactMessageResult>;
}

function toSearch(query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

function combineSignals(signal: AbortSignal | undefined, timeoutMs: number | undefined): AbortSignal | undefined {
  if (!timeoutMs) return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

function assertPage<P extends Page<unknown>>(body: unknown, path: string): P {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as P).items)) {
    throw new ApiError(502, `Unexpected response from ${path}`);
  }
  return body as P;
}

/** The API's error envelope `{ statusCode, message, errors? }`, or a generic message when there is none. */
export async function errorFrom(response: Response, path: string): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: unknown; errors?: unknown };
    const message = typeof body.message === 'string' ? body.message : `${path} answered ${response.status}`;
    const errors = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : {};
    return new ApiError(response.status, message, errors);
  } catch {
    return new ApiError(response.status, `${path} answered ${response.status}`);
  }
}

const slugPath = (slug: string) => encodeURIComponent(slug);

/** A small typed client for the API, one per server request (see `getApi`). */
export function createApiClient({ baseUrl, cookie, forwardedFor, timeoutMs, onSetCookie }: ApiClientOptions): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function request(path: string, init: ApiRequest = {}): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (cookie) headers.cookie = cookie;
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    const multipart = init.body instanceof FormData;
    if (init.body !== undefined && !multipart) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
        credentials: 'same-origin',
        signal: combineSignals(init.signal, timeoutMs),
      });
    } catch (error) {
      if (init.signal?.aborted) throw error; // navigation cancelled: let the router handle it
      throw new ApiError(0, `Request to ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (onSetCookie) response.headers.getSetCookie().forEach(onSetCookie);
    if (!response.ok) throw await errorFrom(response, path);
    // A removal answers nothing.
    if (response.status === 204) return undefined;
    try {
      return await response.json();
    } catch {
      throw new ApiError(502, `${path} did not answer JSON`);
    }
  }

  return {
    request: <T>(path: string, init?: ApiRequest) => request(path, init) as Promise<T>,
    async listTreatments(query, signal) {
      const path = `/api/treatments${toSearch(query)}`;
      return assertPage<Page<TreatmentView>>(await request(path, { signal }), path);
    },
    async getTreatment(slug, signal) {
      return (await request(`/api/treatments/${slugPath(slug)}`, { signal })) as TreatmentDetail;
    },
    async listDestinations(query, signal) {
      const path = `/api/destinations${toSearch(query)}`;
      return assertPage<Page<DestinationView>>(await request(path, { signal }), path);
    },
    async listHospitals(query, signal) {
      const path = `/api/hospitals${toSearch(query)}`;
      return assertPage<HospitalPage>(await request(path, { signal }), path);
    },
    async hospitalFilters(signal) {
      return (await request('/api/hospitals/filters', { signal })) as HospitalFilterOptions;
    },
    async getHospital(slug, signal) {
      return (await request(`/api/hospitals/${slugPath(slug)}`, { signal })) as HospitalProfile;
    },
    async compareHospitals(slugs, signal) {
      return (await request(`/api/hospitals/compare${toSearch({ ids: slugs.join(',') })}`, { signal })) as { items: HospitalDetail[] };
    },
    async sendContactMessage(input, signal) {
      return (await request('/api/contact', { method: 'POST', body: input, signal })) as ContactMessageResult;
    },
  };
}

/** How long the server waits for the API before the page gives up (and shows the 503 page). */
const SERVER_TIMEOUT_MS = 10_000;

const clients = new WeakMap<AppLoadContext, ApiClient>();

/**
 * The API client of a loader or action (they run on the server only), from its `context` argument:
 * given by the API process per request, it says where the API is and carries the visitor's cookie
 * and address; the API's `Set-Cookie` goes back to the browser with the answer.
 */
export function getApi(context: AppLoadContext): ApiClient {
  let client = clients.get(context);
  if (!client) {
    client = createApiClient({
      baseUrl: context.apiBaseUrl,
      cookie: context.cookie,
      forwardedFor: context.clientIp,
      timeoutMs: SERVER_TIMEOUT_MS,
      onSetCookie: context.forwardSetCookie,
    });
    clients.set(context, client);
  }
  return client;
}
