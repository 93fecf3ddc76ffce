import { writeFile } from 'node:fs/promises';
import { Logger } from '@nestjs/common';
import { type LoadState, loadState } from './process-load.js';

/**
 * How often a process proves it is alive. The supervisor (scripts/start.mjs) takes an API whose
 * heartbeat is older than a few of these out of the rotation, and kills a process whose heartbeat
 * is older than LIVENESS_WINDOW_MS; scripts/liveness.mjs does the latter for container health checks.
 */
export const HEARTBEAT_INTERVAL_MS = 1_000;

/**
 * Whether the pool makes no progress: asked, it has served nobody for as long as a request may wait
 * for a connection (DB_ACQUIRE_TIMEOUT_MS). Under load connections are given back all the time.
 */
export const poolStalled = (load: LoadState, acquireTimeoutMs: number) => load.poolStalledMs >= acquireTimeoutMs;

/**
 * Liveness by progress, for the API and the worker: every HEARTBEAT_INTERVAL_MS, when the event
 * loop turns (this timer runs) and the pool is not stalled, `file` is rewritten with the pid, the
 * time and how busy the process is. It waits for nothing: a process busy with a queue of requests
 * still beats (late by its loop delay), a frozen or stuck one stops. Returns the function that stops it.
 */
export function startHeartbeat(file: string, acquireTimeoutMs: number): () => void {
  const logger = new Logger('Heartbeat');
  let writing = false;
  const beat = async () => {
    if (writing) return; // the disk is slower than a beat: skip one
    const load = loadState();
    if (poolStalled(load, acquireTimeoutMs)) {
      logger.warn(`The database pool has served nobody for ${Math.round(load.poolStalledMs)} ms: no heartbeat`);
      return;
    }
    writing = true;
    try {
      await writeFile(file, JSON.stringify({ pid: process.pid, at: new Date().toISOString(), ...rounded(load) }));
    } catch (error) {
      logger.warn(`Heartbeat not written: ${(error as Error).message}`);
    } finally {
      writing = false;
    }
  };
  void beat();
  const timer = setInterval(() => void beat(), HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

const rounded = (load: object) => Object.fromEntries(Object.entries(load).map(([key, value]) => [key, Math.round(value as number)]));
