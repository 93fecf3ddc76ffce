import { writeFile } from 'node:fs/promises';
import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { poolState } from './database/pool-liveness.js';

/**
 * How often the worker proves it is alive. scripts/liveness.mjs counts a heartbeat older than five
 * of these as a failed check (WORKER_HEARTBEAT_STALE_MS): keep the two in step.
 */
export const HEARTBEAT_INTERVAL_MS = 2_000;
const POOL_TIMEOUT_MS = 2_500;

/**
 * The worker's liveness (it has no HTTP server): every HEARTBEAT_INTERVAL_MS, when its event loop
 * turns and its pool can serve a statement, it rewrites `file` with its pid and the time. A frozen
 * or stuck worker stops rewriting it, and the supervisor (or a container health check) restarts it.
 * Returns the function that stops it.
 */
export function startHeartbeat(em: EntityManager, file: string): () => void {
  const logger = new Logger('Heartbeat');
  let beating = false;
  const beat = async () => {
    if (beating) return; // the last one is still waiting for the pool
    beating = true;
    try {
      const pool = await poolState(em, POOL_TIMEOUT_MS);
      if (pool === 'stuck') logger.warn('The database pool did not answer in time: no heartbeat');
      else await writeFile(file, JSON.stringify({ pid: process.pid, at: new Date().toISOString(), pool }));
    } catch (error) {
      logger.warn(`Heartbeat not written: ${(error as Error).message}`);
    } finally {
      beating = false;
    }
  };
  void beat();
  const timer = setInterval(() => void beat(), HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
