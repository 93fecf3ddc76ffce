#!/usr/bin/env node
// Liveness of the product's two processes, used by the supervisor (scripts/start.mjs) and by the
// container health checks (`node scripts/liveness.mjs api` or `… worker`, exit code 0 when alive):
//  - the API is alive when GET /api/health/live answers 200 in time (its event loop turns and its
//    database pool can serve a statement);
//  - the worker has no HTTP server: it rewrites its heartbeat file (HEARTBEAT_FILE) every 2 s while
//    its event loop turns and its pool can serve (backend/src/common/heartbeat.ts); it is alive while
//    that file is fresh.
// Readiness (/api/health/ready: PostgreSQL and Redis answer) is for load balancers, not for this.
import { readFileSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';

/** A heartbeat older than this is a failed check: five of the worker's 2-second beats missed. */
export const WORKER_HEARTBEAT_STALE_MS = 10_000;

/**
 * `{ ok, reason }` of the API listening on `port` (127.0.0.1). A new connection each time (no
 * keep-alive socket shared with other requests) and a deadline of its own that settles the check
 * whatever the socket does: a frozen process accepts connections (the kernel does) and never answers.
 */
export function apiLiveness(port, timeoutMs) {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      request.destroy();
      resolve(result);
    };
    const deadline = setTimeout(() => settle({ ok: false, reason: `no answer from /api/health/live within ${timeoutMs} ms` }), timeoutMs);
    const request = get({ host: '127.0.0.1', port, path: '/api/health/live', agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () =>
        settle(
          res.statusCode === 200
            ? { ok: true }
            : { ok: false, reason: `/api/health/live answered ${res.statusCode} ${body.slice(0, 200)}` },
        ),
      );
    });
    request.on('error', (error) => settle({ ok: false, reason: error.message }));
  });
}

/** `{ ok, reason }` of the worker writing `file`. */
export function workerLiveness(file) {
  try {
    const age = Date.now() - statSync(file).mtimeMs;
    if (age <= WORKER_HEARTBEAT_STALE_MS) return { ok: true };
    return { ok: false, reason: `last heartbeat ${(age / 1000).toFixed(1)} s ago (${readFileSync(file, 'utf8').slice(0, 200)})` };
  } catch {
    return { ok: false, reason: 'no heartbeat yet' };
  }
}

// As a command: the container health check.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const which = process.argv[2];
  const result =
    which === 'api'
      ? await apiLiveness(process.env.PORT || '3000', 3_000)
      : which === 'worker' && process.env.HEARTBEAT_FILE
        ? workerLiveness(process.env.HEARTBEAT_FILE)
        : { ok: false, reason: 'usage: node scripts/liveness.mjs api|worker (the worker needs HEARTBEAT_FILE)' };
  if (!result.ok) console.error(result.reason);
  process.exit(result.ok ? 0 : 1);
}
