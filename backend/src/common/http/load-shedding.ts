import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { API_MESSAGES } from '@medtour/contracts';
import { loadState } from '../process-load.js';
import { withMessageCodes } from './error-envelope.filter.js';

/** What a shed request is told to wait: long enough for the queue in front of it to drain. */
export const SHED_RETRY_AFTER_SECONDS = 2;

/**
 * The header by which this process's own pages call it (their loaders ask the API over loopback):
 * a page taken in is finished rather than dropped halfway, so its API calls are never shed. The
 * value is made at start-up and never leaves the process.
 */
export const PAGE_CALL_HEADER = 'x-medtour-page-call';
export const pageCallToken = randomBytes(24).toString('base64url');
const pageCallTokenBytes = Buffer.from(pageCallToken);

function isPageCall(req: Request): boolean {
  const given = req.headers[PAGE_CALL_HEADER];
  if (typeof given !== 'string' || given.length !== pageCallToken.length) return false;
  return timingSafeEqual(Buffer.from(given), pageCallTokenBytes);
}

export interface SheddingThresholds {
  /** Refuse new requests while the event loop's delay passes this (ms; 0: never). */
  eventLoopDelayMs: number;
  /** Refuse new requests while the oldest wait for a database connection passes this (ms; 0: never). */
  poolWaitMs: number;
  /** Refuse new requests while this many are being served already (0: no limit). */
  maxInFlight: number;
}

/** Why the process should refuse new work now, or undefined when it can take it. */
export function overloaded({ eventLoopDelayMs, poolWaitMs, maxInFlight }: SheddingThresholds, inFlight: number): string | undefined {
  if (maxInFlight > 0 && inFlight >= maxInFlight) return 'requests in flight';
  const load = loadState();
  if (eventLoopDelayMs > 0 && load.eventLoopDelayMs > eventLoopDelayMs) return 'event loop';
  if (poolWaitMs > 0 && load.poolWaitMs > poolWaitMs) return 'database pool';
  return undefined;
}

/**
 * Load shedding, first of the pipeline: while the process is overloaded, a new request is answered
 * 503 with Retry-After at once (the API's envelope, or a short page), for the cost of a few
 * microseconds instead of a place at the back of a queue that every request in it would wait
 * through. Three signs, each with its threshold: requests already in flight (the queue itself: every
 * page waits its turn several times, once per call it makes, so its time grows with their number),
 * the event loop's delay, and the oldest wait for a database connection. Health checks, the site's
 * built files and the calls of pages already taken in are never shed, nor counted (a page counts once).
 */
export function shedLoad(thresholds: SheddingThresholds) {
  const off = thresholds.eventLoopDelayMs === 0 && thresholds.poolWaitMs === 0 && thresholds.maxInFlight === 0;
  let inFlight = 0;
  return (req: Request, res: Response, next: NextFunction) => {
    if (off || neverShed(req.path) || isPageCall(req)) return next();
    if (!overloaded(thresholds, inFlight)) {
      inFlight += 1;
      res.once('close', () => (inFlight -= 1));
      return next();
    }
    markShed(res);
    res.setHeader('Retry-After', String(SHED_RETRY_AFTER_SECONDS));
    res.setHeader('Cache-Control', 'no-store');
    res.status(503);
    if (req.path === '/api' || req.path.startsWith('/api/')) {
      res.json(withMessageCodes({ statusCode: 503, message: API_MESSAGES.serviceBusy }));
      return;
    }
    res.type('html').send(BUSY_PAGE);
  };
}

const SHED = Symbol('shed');

/** Marks an answer as refused by load shedding (the access log writes it as a warning, not an error). */
function markShed(res: Response): void {
  (res.locals as Record<symbol, unknown>)[SHED] = true;
}

/** Whether the answer was refused by load shedding. */
export function isShed(res: Response): boolean {
  return (res.locals as Record<symbol, unknown>)[SHED] === true;
}

/** Health checks (a monitor must not read "busy" as "down") and the site's built files (cheap, and a page taken in needs them). */
const neverShed = (path: string) => path.startsWith('/api/health') || path.startsWith('/assets/') || path.startsWith('/admin/assets/');

/** A page without the site around it: rendering the site is the work being shed. */
const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Busy</title></head><body><p>${API_MESSAGES.serviceBusy}</p></body></html>`;
