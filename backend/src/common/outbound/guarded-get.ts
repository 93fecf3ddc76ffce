import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { seconds, within } from '../within.js';
import { GuardRefusal, type TargetGuard } from './target-guard.js';

/**
 * A plain GET from the worker (no browser), through the same target guard as the scraper's proxy:
 * the URL and every redirect's target are checked like a URL staff enter (scheme, credentials,
 * port, address literals), each host is resolved once by the guard, refused unless every answer is
 * public, and connected to at the address it checked (the request's `lookup` answers only that
 * address, so TLS still verifies the name). The whole fetch has a deadline and the body a size
 * limit (counted after decompression).
 */

export interface GuardedGetLimits {
  /** Bytes of the body (decoded), at most. */
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
  headers?: Record<string, string>;
}

export interface GuardedAnswer {
  status: number;
  body: Buffer;
  /** Where the answer came from, after redirects. */
  url: URL;
}

/** Why a fetch got no answer; a `permanent` one will not get better by trying again. */
export class FetchFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** The guard refused the URL or a redirect's target: never tried again. */
export class FetchRefused extends FetchFailure {
  constructor(reason: string) {
    super(`Refused: ${reason}`, true);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DECODERS: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
  gzip: zlib.createGunzip,
  'x-gzip': zlib.createGunzip,
  deflate: zlib.createInflate,
  br: zlib.createBrotliDecompress,
};

/** GETs `rawUrl` within the limits; throws FetchFailure (FetchRefused for the guard's refusals). */
export async function guardedGet(guard: TargetGuard, rawUrl: string, limits: GuardedGetLimits): Promise<GuardedAnswer> {
  const deadline = Date.now() + limits.timeoutMs;
  let next = rawUrl;
  for (let redirects = 0; ; redirects++) {
    const check = guard.checkUrl(next);
    if (!check.ok) throw new FetchRefused(check.reason);
    const answer = await getOnce(guard, check.url, check.port, deadline, limits);
    if (!('location' in answer)) return answer;
    if (redirects >= limits.maxRedirects) throw new FetchFailure(`Redirected more than ${limits.maxRedirects} times`, true);
    try {
      next = new URL(answer.location, check.url).toString();
    } catch {
      throw new FetchFailure('Redirected to something that is not a URL', true);
    }
  }
}

/** One request: its answer, or where it redirects to. */
async function getOnce(
  guard: TargetGuard,
  url: URL,
  port: number,
  deadline: number,
  limits: GuardedGetLimits,
): Promise<GuardedAnswer | { location: string }> {
  const timeLeft = () => Math.max(deadline - Date.now(), 0);
  const timedOut = () => new FetchFailure(`No answer within ${seconds(limits.timeoutMs)}`, false);
  let address: string;
  try {
    address = await within(guard.admit(url.hostname, port), timeLeft());
  } catch (error) {
    if (error instanceof GuardRefusal) throw new FetchRefused(error.message);
    throw timedOut();
  }
  const family = isIP(address);
  // The name is not resolved again: the connection goes to the address the guard checked.
  const lookup: LookupFunction = (_host, options, callback) =>
    options.all ? callback(null, [{ address, family }]) : callback(null, address, family);

  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'GET',
      agent: false,
      lookup,
      headers: { 'accept-encoding': 'gzip, deflate, br', ...limits.headers },
    });
    const timer = setTimeout(() => fail(timedOut()), timeLeft());
    /** Settles once (later calls are ignored by the promise), and stops the transfer. */
    const fail = (failure: FetchFailure) => {
      clearTimeout(timer);
      reject(failure);
      request.destroy();
    };
    const tooBig = () => new FetchFailure(`The answer is larger than ${Math.round(limits.maxBytes / 1024)} kB`, true);

    request.on('error', (error: NodeJS.ErrnoException) =>
      fail(new FetchFailure(`${url.host} could not be reached (${error.code ?? error.message})`, false)),
    );
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        clearTimeout(timer);
        response.resume();
        resolve({ location });
        return;
      }
      if (Number(response.headers['content-length']) > limits.maxBytes) return fail(tooBig());
      const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
      let body: Readable = response;
      response.on('error', () => fail(new FetchFailure(`${url.host} broke off the answer`, false)));
      if (encoding !== 'identity') {
        const decoder = DECODERS[encoding];
        if (!decoder) return fail(new FetchFailure(`The answer is encoded as "${encoding}", which is not read`, true));
        body = response.pipe(decoder()).on('error', () => fail(new FetchFailure(`The answer's ${encoding} encoding is broken`, true)));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          body.destroy();
          fail(tooBig());
        } else chunks.push(chunk);
      });
      body.on('end', () => {
        clearTimeout(timer);
        resolve({ status, body: Buffer.concat(chunks), url });
      });
    });
    request.end();
  });
}
