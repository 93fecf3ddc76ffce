#!/usr/bin/env node
// Starts the whole product from a build: migrate, seed, then the API and the worker side by side.
// `npm start` builds first and then runs this; `npm run start:built` runs it alone.
// Settings come from the environment (and `.env` when present); see .env.example.
//
// It supervises both: a process that dies is started again after a pause (1 s, doubled after each
// quick death up to 30 s, back to 1 s once it has stayed up a minute), so the worker dying never
// stops the API. A process that is alive but stuck (frozen, its event loop blocked, its database
// pool held) is found by its liveness (scripts/liveness.mjs), checked every LIVENESS_INTERVAL_MS:
// after LIVENESS_FAILURES failed checks in a row it is killed, saying why, and started again. A
// process is checked once it has first been alive (or a minute after it started, if never). On SIGINT/SIGTERM both get SIGTERM; whatever still runs SHUTDOWN_TIMEOUT_MS + 5 s
// later is killed (they exit on their own within SHUTDOWN_TIMEOUT_MS); nothing is restarted then.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiLiveness, workerLiveness } from './liveness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const node = process.execPath;
const backend = (file) => join(root, 'backend', 'dist', file);

const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
const STABLE_AFTER_MS = 60_000;
const STOP_WAIT_MS = (Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000) + 5_000;
const START_GRACE_MS = 60_000;

/** A whole number setting from the environment, within bounds, or the process stops with one line naming it. */
function setting(name, fallback, min, max) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    process.exit(1);
  }
  return value;
}
const LIVENESS_INTERVAL_MS = setting('LIVENESS_INTERVAL_MS', 5_000, 200, 600_000);
const LIVENESS_FAILURES = setting('LIVENESS_FAILURES', 3, 1, 100);
/** An answer slower than the interval is a failed check (at most 3 s). */
const LIVENESS_TIMEOUT_MS = Math.min(LIVENESS_INTERVAL_MS, 3_000);
const port = process.env.PORT || '3000';
let heartbeatDir; // made when the worker is first started, removed on stop

const log = (line) => console.log(`[start] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const running = new Set(); // every child not yet exited: migrate/seed, then the API and the worker
const restartTimers = new Set();
let stopping = false;

function spawnChild(args, env = {}) {
  const child = spawn(node, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  running.add(child);
  child.on('exit', () => running.delete(child));
  child.on('error', () => running.delete(child)); // could not start: 'exit' may never come
  return child;
}

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawnChild(args);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * Runs `file` and starts it again whenever it ends, until the supervisor stops; kills it when
 * `liveness()` fails LIVENESS_FAILURES times in a row (SIGKILL: a frozen process handles no other signal).
 */
function supervise(name, file, liveness, { env = {}, beforeStart = () => {} } = {}) {
  let delay = FIRST_RESTART_DELAY_MS;
  const start = () => {
    const startedAt = Date.now();
    beforeStart();
    const child = spawnChild([backend(file)], env);
    log(`${name} started (pid ${child.pid})`);
    let ended = false;
    let everAlive = false;
    let failures = 0;
    let checking = false;
    const monitor = setInterval(async () => {
      if (ended || stopping || checking) return;
      checking = true;
      const result = await liveness();
      checking = false;
      if (ended || stopping) return;
      if (result.ok) {
        everAlive = true;
        failures = 0;
      } else if (everAlive || Date.now() - startedAt >= START_GRACE_MS) {
        failures += 1;
        log(`${name} (pid ${child.pid}) failed its liveness check (${failures} of ${LIVENESS_FAILURES}): ${result.reason}`);
        if (failures >= LIVENESS_FAILURES) {
          log(`${name} (pid ${child.pid}) is not alive: killing it`);
          clearInterval(monitor);
          child.kill('SIGKILL');
        }
      }
    }, LIVENESS_INTERVAL_MS);
    const onEnd = (how) => {
      clearInterval(monitor);
      if (ended || stopping) return;
      ended = true;
      if (Date.now() - startedAt >= STABLE_AFTER_MS) delay = FIRST_RESTART_DELAY_MS;
      log(`${name} (pid ${child.pid}) stopped (${how}); starting it again in ${delay / 1000} s`);
      const timer = setTimeout(() => {
        restartTimers.delete(timer);
        start();
      }, delay);
      restartTimers.add(timer);
      delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS);
    };
    child.on('exit', (code, signal) => onEnd(signal ?? `exit code ${code}`));
    child.on('error', (error) => onEnd(error.message));
  };
  start();
}

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const timer of restartTimers) clearTimeout(timer);
  log(`${signal}: stopping ${running.size} process(es), at most ${STOP_WAIT_MS / 1000} s`);
  for (const child of running) child.kill('SIGTERM');
  const deadline = Date.now() + STOP_WAIT_MS;
  while (running.size > 0 && Date.now() < deadline) await sleep(100);
  for (const child of running) {
    log(`pid ${child.pid} still running after ${STOP_WAIT_MS / 1000} s: killing it`);
    child.kill('SIGKILL');
  }
  if (heartbeatDir) rmSync(heartbeatDir, { recursive: true, force: true });
  process.exit(running.size > 0 ? 1 : 0);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

try {
  await run([backend('database/cli.js'), 'migrate']);
  await run([backend('database/cli.js'), 'seed']);
} catch (error) {
  if (!stopping) {
    console.error(error.message);
    process.exit(1);
  }
}

if (!stopping) {
  supervise('api', 'main.js', () => apiLiveness(port, LIVENESS_TIMEOUT_MS));
  heartbeatDir = mkdtempSync(join(tmpdir(), 'medtour-heartbeat-'));
  const workerHeartbeat = join(heartbeatDir, 'worker');
  supervise('worker', 'worker.js', () => workerLiveness(workerHeartbeat), {
    env: { HEARTBEAT_FILE: workerHeartbeat },
    // A new worker is alive once it has written its own heartbeat, not its predecessor's.
    beforeStart: () => rmSync(workerHeartbeat, { force: true }),
  });

  const url = (process.env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  for (let i = 0; i < 120 && !stopping; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      if (res.ok) {
        console.log(
          `\n  MedTour Asia is running:\n    patient site  ${url}/\n    back office   ${url}/admin\n    API docs      ${url}/api/docs\n`,
        );
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
}
