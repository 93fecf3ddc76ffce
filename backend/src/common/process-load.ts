import type { EventEmitter } from 'node:events';
import { databaseUnavailable } from './database/database-unavailable.js';

/**
 * How busy this process is, and whether it still makes progress, read without waiting for anything:
 * the heartbeat (liveness: stuck or not) and load shedding (busy or not) ask it from a timer or at the
 * front of a request, so neither queues behind the load it is measuring.
 *
 * - The event loop: its delay, sampled every SAMPLE_MS and kept per window of WINDOW_MS. A loop that
 *   turns late is busy; a loop that does not turn at all runs no timer, so the heartbeat stops.
 * - The database pool (pg-pool, wired in `watchPool` through MikroORM's `onPoolCreated`): how long
 *   the oldest request for a connection has waited, and when the pool last served (a connection
 *   handed out or given back, or an immediate refusal by a database that is down: the pool answered).
 *   The pool is stuck only when someone waits and it has served nobody for a while: an idle pool is not.
 */
const WINDOW_MS = 500;
/** How often the loop's delay is sampled: a timer that should fire every SAMPLE_MS and is late by the delay. */
const SAMPLE_MS = 20;

let lastWindowDelayMs = 0;
let currentWindowDelayMs = 0;
let windowStarted = performance.now();
let lastSample = performance.now();
// perf_hooks' monitorEventLoopDelay loses a block that starts just after its reset: a timer of our own does not.
setInterval(() => {
  const now = performance.now();
  currentWindowDelayMs = Math.max(currentWindowDelayMs, now - lastSample - SAMPLE_MS);
  lastSample = now;
  if (now - windowStarted >= WINDOW_MS) {
    lastWindowDelayMs = currentWindowDelayMs;
    currentWindowDelayMs = 0;
    windowStarted = now;
  }
}, SAMPLE_MS).unref();

/**
 * Forgets the delays measured so far: a process's own start-up (its module graph, the assistant's warm-up) blocks the
 * loop for longer than any threshold, and is no load — without this, the first requests of the second after it
 * starts serving were refused as busy. Called once the API has started, before it serves.
 */
export function forgetStartUpDelays(now = performance.now()): void {
  lastWindowDelayMs = 0;
  currentWindowDelayMs = 0;
  windowStarted = now;
  lastSample = now;
}

/** Starts of the requests for a connection still waiting, oldest first (insertion order). */
const waiting = new Set<{ since: number }>();
/**
 * When the pool was first asked for a connection since it last served (undefined: it has served
 * every request so far). Not reset by a wait that ran out: a pool that times every request out is stuck.
 */
let unservedSince: number | undefined;

/**
 * The worst delay of the window under way and of the one before (a mean would hide one long block
 * among short turns): a block is seen as soon as the loop turns after it (this may run in that turn,
 * before the sampler: the time since its last run counts), and forgotten within a second.
 */
function eventLoopDelay(now: number): number {
  return Math.max(lastWindowDelayMs, currentWindowDelayMs, now - lastSample - SAMPLE_MS);
}

export interface LoadState {
  /** The longest event-loop delay of the last half second or so (ms). */
  eventLoopDelayMs: number;
  /** How long the oldest request for a database connection has waited so far (ms; 0 when none waits). */
  poolWaitMs: number;
  /** How long the pool has been asked without serving anyone (ms; 0 when it serves). */
  poolStalledMs: number;
}

export function loadState(now = performance.now()): LoadState {
  const oldest = waiting.values().next().value;
  return {
    eventLoopDelayMs: eventLoopDelay(now),
    poolWaitMs: oldest ? now - oldest.since : 0,
    poolStalledMs: unservedSince === undefined ? 0 : now - unservedSince,
  };
}

interface WatchedPool extends EventEmitter {
  connect(...args: unknown[]): unknown;
}

/**
 * Times each request for a connection of `pool` (pg-pool) and notes when the pool serves: the
 * promise form of `connect` (Kysely's, under MikroORM) and the callback form (`pool.query`'s, which
 * the public catalogue reads use).
 */
export function watchPool(pool: EventEmitter): void {
  const watched = pool as WatchedPool;
  const connect = watched.connect.bind(watched);
  const served = () => (unservedSince = undefined);
  watched.on('release', served);
  watched.connect = (...args: unknown[]) => {
    const entry = { since: performance.now() };
    waiting.add(entry);
    unservedSince ??= entry.since;
    const settle = (error: unknown) => {
      waiting.delete(entry);
      // A database that refuses at once answered; a wait that ran out is no progress.
      if (!error || databaseUnavailable(error) !== 'acquire-timeout') served();
    };
    const [callback] = args;
    if (typeof callback === 'function')
      return connect((error: unknown, ...rest: unknown[]) => {
        settle(error);
        return (callback as (...a: unknown[]) => unknown)(error, ...rest);
      });
    return (connect() as Promise<unknown>).then(
      (client) => {
        settle(undefined);
        return client;
      },
      (error: unknown) => {
        settle(error);
        throw error;
      },
    );
  };
}
