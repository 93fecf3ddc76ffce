#!/usr/bin/env node
// Liveness of a process of the product by its heartbeat, for container health checks
// (`node scripts/liveness.mjs`, exit code 0 when alive) and the supervisor (scripts/start.mjs):
// the API and the worker each rewrite their HEARTBEAT_FILE every second while their event loop turns
// and their database pool serves (backend/src/common/heartbeat.ts). Nothing is asked of the process,
// so a check never waits behind the requests of a busy one: it is alive while the file is fresh.
// Readiness (/api/health/ready: PostgreSQL and Redis answer) is for load balancers, not for this.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** How old the heartbeat at `file` is (ms), or undefined when there is none yet. */
export function heartbeatAge(file) {
  try {
    return Math.max(0, Date.now() - statSync(file).mtimeMs);
  } catch {
    return undefined;
  }
}

// As a command: the container health check. LIVENESS_WINDOW_MS as for the supervisor (15 s).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.env.HEARTBEAT_FILE;
  const windowMs = Number(process.env.LIVENESS_WINDOW_MS) || 15_000;
  const age = file ? heartbeatAge(file) : undefined;
  if (!file) console.error('HEARTBEAT_FILE is not set: the process writes no heartbeat');
  else if (age === undefined) console.error('no heartbeat yet');
  else if (age > windowMs) console.error(`last heartbeat ${(age / 1000).toFixed(1)} s ago (${readFileSync(file, 'utf8').slice(0, 200)})`);
  process.exit(age !== undefined && age <= windowMs ? 0 : 1);
}
