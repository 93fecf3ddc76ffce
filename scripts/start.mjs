#!/usr/bin/env node
// Starts the whole product from a build: migrate, seed, then the API and the worker side by side.
// `npm start` builds first and then runs this; `npm run start:built` runs it alone.
// Settings come from the environment (and `.env` when present); see .env.example.
//
// It supervises both: a process that dies is started again after a pause (1 s, doubled after each
// quick death up to 30 s, back to 1 s once it has stayed up a minute), so the worker dying never
// stops the API. On SIGINT/SIGTERM both get SIGTERM; whatever still runs SHUTDOWN_TIMEOUT_MS + 5 s
// later is killed (they exit on their own within SHUTDOWN_TIMEOUT_MS); nothing is restarted then.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const node = process.execPath;
const backend = (file) => join(root, 'backend', 'dist', file);

const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
const STABLE_AFTER_MS = 60_000;
const STOP_WAIT_MS = (Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000) + 5_000;

const log = (line) => console.log(`[start] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const running = new Set(); // every child not yet exited: migrate/seed, then the API and the worker
const restartTimers = new Set();
let stopping = false;

function spawnChild(args) {
  const child = spawn(node, args, { cwd: root, stdio: 'inherit' });
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

/** Runs `file` and starts it again whenever it ends, until the supervisor stops. */
function supervise(name, file) {
  let delay = FIRST_RESTART_DELAY_MS;
  const start = () => {
    const startedAt = Date.now();
    const child = spawnChild([backend(file)]);
    log(`${name} started (pid ${child.pid})`);
    let ended = false;
    const onEnd = (how) => {
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
  supervise('api', 'main.js');
  supervise('worker', 'worker.js');

  const port = process.env.PORT || '3000';
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
