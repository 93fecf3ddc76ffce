import { createContext, RouterContextProvider } from 'react-router-dom';
import type { Hospital, HospitalListQuery, Page, Treatment, TreatmentListQuery } from './types';

/** A failed API call: the HTTP status (0 when the request never got an answer) and a short reason. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  /** Origin of the API: `''` in the browser (same origin), e.g. `http://127.0.0.1:3000` on the server. */
  baseUrl: string;
  /** The visitor's `Cookie` header, forwarded by the server so the API sees the same session. */
  cookie?: string;
  /** Abort a request that takes longer than this (server side: a slow API must not hang the page). */
  timeoutMs?: number;
}

type QueryValue = string | number | boolean | undefined;

export interface ApiClient {
  listTreatments(query?: TreatmentListQuery, signal?: AbortSignal): Promise<Page<Treatment>>;
  listHospitals(query?: HospitalListQuery, signal?: AbortSignal): Promise<Page<Hospital>>;
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

function assertPage<T>(body: unknown, path: string): Page<T> {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as Page<T>).items)) {
    throw new ApiError(502, `Unexpected response from ${path}`);
  }
  return body as Page<T>;
}

/** A small typed client for the public API. One instance per server request, or one in the browser. */
export function createApiClient({ baseUrl, cookie, timeoutMs }: ApiClientOptions): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function get(path: string, signal?: AbortSignal): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (cookie) headers.cookie = cookie;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        headers,
        credentials: 'same-origin',
        signal: combineSignals(signal, timeoutMs),
      });
    } catch (error) {
      if (signal?.aborted) throw error; // navigation cancelled: let the router handle it
      throw new ApiError(0, `Request to ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) throw new ApiError(response.status, `${path} answered ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new ApiError(502, `${path} did not answer JSON`);
    }
  }

  return {
    async listTreatments(query, signal) {
      const path = `/api/treatments${toSearch(query)}`;
      return assertPage<Treatment>(await get(path, signal), path);
    },
    async listHospitals(query, signal) {
      const path = `/api/hospitals${toSearch(query)}`;
      return assertPage<Hospital>(await get(path, signal), path);
    },
  };
}

/**
 * The API client of the current request. The server puts a per-request client (its own base URL and
 * the visitor's cookie) into the loader `context`; in the browser nothing is set and loaders fall
 * back to the same-origin client below.
 */
export const apiContext = createContext<ApiClient | null>(null);

let browserClient: ApiClient | undefined;

/** The API client for a loader, from the loader's `context` argument. */
export function getApi(context: unknown): ApiClient {
  const fromContext = context instanceof RouterContextProvider ? context.get(apiContext) : null;
  if (fromContext) return fromContext;
  if (typeof document === 'undefined') {
    throw new Error('No API client in the request context: pass one to createStaticHandler().query()');
  }
  browserClient ??= createApiClient({ baseUrl: '' });
  return browserClient;
}
