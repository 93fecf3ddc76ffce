#!/usr/bin/env node
// Starts the whole product from a build: migrate, seed, then API_PROCESSES API processes and the
// worker side by side. `npm start` builds first and then runs this; `npm run start:built` runs it alone.
// Settings come from the environment (and `.env` when present); see .env.example.
//
// It supervises them all: a process that dies is started again after a pause (1 s, doubled after
// each quick death up to 30 s, back to 1 s once it has stayed up a minute), so the worker dying
// never stops the API.
//
// Liveness is progress, not an answer to a request: each process rewrites its heartbeat file every
// second while its event loop turns and its database pool serves (backend/src/common/heartbeat.ts),
// however busy it is. A process whose heartbeat is older than LIVENESS_WINDOW_MS (frozen, its loop
// blocked, its pool stuck) is killed, saying why, and started again; a busy one never is.
//
// The supervisor holds PORT itself and hands each connection it takes to an API process whose
// heartbeat is at most READY_STALE_MS old, in turn (over IPC: main.ts serves it). A process that
// stops beating is out of that rotation within seconds, long before it is killed; while no API
// process is ready (all starting again), connections wait up to QUEUE_WAIT_MS for one, and past
// that, or past QUEUE_LIMIT waiting, are answered 503 with Retry-After.
//
// On SIGINT/SIGTERM every child gets SIGTERM; whatever still runs SHUTDOWN_TIMEOUT_MS + 5 s later
// is killed (they exit on their own within SHUTDOWN_TIMEOUT_MS); nothing is restarted then.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { heartbeatAge } from './liveness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const node = process.execPath;
const backend = (file) => join(root, 'backend', 'dist', file);

const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
const STABLE_AFTER_MS = 60_000;
const STOP_WAIT_MS = (Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000) + 5_000;
/** A process that has not beaten yet is given this long to start (NestJS, the assistant's model, the pool). */
const START_GRACE_MS = 60_000;
/** How often heartbeats are read (a file's age: costs nothing). */
const CHECK_EVERY_MS = 500;
/** An API process whose heartbeat (every second) is older than this gets no new connection. */
const READY_STALE_MS = 3_000;
const QUEUE_WAIT_MS = 10_000;
const QUEUE_LIMIT = 1_000;
const BUSY_ANSWER = [
  'HTTP/1.1 503 Service Unavailable',
  'Retry-After: 5',
  'Content-Type: text/plain; charset=utf-8',
  'Cache-Control: no-store',
  'Connection: close',
  '',
  'The service is busy right now. Please try again in a moment.',
].join('\r\n');

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
const LIVENESS_WINDOW_MS = setting('LIVENESS_WINDOW_MS', 15_000, 2_000, 600_000);
const API_PROCESSES = setting('API_PROCESSES', 1, 1, 32);
const port = Number(process.env.PORT || '3000');
let heartbeatDir; // made before the first process starts, removed on stop
let listener; // the server on PORT, whose connections go to the API processes

const log = (line) => console.log(`[start] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const running = new Set(); // every child not yet exited: migrate/seed, then the API processes and the worker
const restartTimers = new Set();
let stopping = false;

function spawnChild(args, env = {}, ipc = false) {
  const child = spawn(node, args, {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', ...(ipc ? ['ipc'] : [])],
    env: { ...process.env, ...env },
  });
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

/** The API processes that may take a connection now (heartbeat fresh), in the order they get them. */
const readyApis = [];
let nextApi = 0;
const waitingConnections = [];

function handOff(socket) {
  if (socket.destroyed) return;
  if (readyApis.length === 0) {
    if (waitingConnections.length >= QUEUE_LIMIT) return refuse(socket);
    const timer = setTimeout(() => {
      waitingConnections.splice(waitingConnections.indexOf(entry), 1);
      refuse(socket);
    }, QUEUE_WAIT_MS);
    const entry = { socket, timer };
    waitingConnections.push(entry);
    return;
  }
  const api = readyApis[nextApi++ % readyApis.length];
  // On failure (the process just ended) the socket is still ours: it goes to the next one.
  api.send('connection', socket, (error) => error && handOff(socket));
}

function refuse(socket) {
  socket.on('error', () => undefined);
  // Read (and drop) the request, paused since it came: a connection closed with data unread is reset, and the
  // visitor may lose the answer with it. One that never closes its side is let go after the queue's wait.
  socket.resume();
  socket.setTimeout(QUEUE_WAIT_MS, () => socket.destroy());
  socket.end(BUSY_ANSWER);
}

function setReady(child, ready) {
  const index = readyApis.indexOf(child);
  if (ready && index === -1) {
    readyApis.push(child);
    for (const { socket, timer } of waitingConnections.splice(0)) {
      clearTimeout(timer);
      handOff(socket);
    }
  } else if (!ready && index !== -1) readyApis.splice(index, 1);
}

/**
 * Runs `file` and starts it again whenever it ends, until the supervisor stops; kills it when its
 * heartbeat is older than LIVENESS_WINDOW_MS (SIGKILL: a frozen process handles no other signal).
 * `onReady(child, ready)` is told whenever the heartbeat turns fresh (READY_STALE_MS) or stale.
 */
function supervise(name, file, { env = {}, ipc = false, onReady = () => {} }) {
  let delay = FIRST_RESTART_DELAY_MS;
  const heartbeat = join(heartbeatDir, name);
  const start = () => {
    const startedAt = Date.now();
    // A new process is alive once it has written its own heartbeat, not its predecessor's.
    rmSync(heartbeat, { force: true });
    const child = spawnChild([backend(file)], { ...env, HEARTBEAT_FILE: heartbeat }, ipc);
    log(`${name} started (pid ${child.pid})`);
    let ended = false;
    let ready = false;
    let everAlive = false;
    const monitor = setInterval(() => {
      if (ended || stopping) return;
      const age = heartbeatAge(heartbeat);
      const fresh = age !== undefined && age <= READY_STALE_MS;
      if (fresh !== ready) {
        ready = fresh;
        if (everAlive || fresh)
          log(`${name} (pid ${child.pid}) is ${fresh ? 'ready' : `not ready: last heartbeat ${(age / 1000).toFixed(1)} s ago`}`);
        onReady(child, fresh);
      }
      if (fresh) everAlive = true;
      const silentMs = age ?? Date.now() - startedAt;
      if (silentMs > (everAlive ? LIVENESS_WINDOW_MS : Math.max(LIVENESS_WINDOW_MS, START_GRACE_MS))) {
        log(`${name} (pid ${child.pid}) made no progress for ${(silentMs / 1000).toFixed(1)} s: killing it`);
        clearInterval(monitor);
        child.kill('SIGKILL');
      }
    }, CHECK_EVERY_MS);
    const onEnd = (how) => {
      clearInterval(monitor);
      onReady(child, false);
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
  // No new connection; those already handed over are finished by their process's own shutdown.
  listener?.close();
  readyApis.splice(0);
  for (const { socket, timer } of waitingConnections.splice(0)) {
    clearTimeout(timer);
    refuse(socket);
  }
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
  heartbeatDir = mkdtempSync(join(tmpdir(), 'medtour-heartbeat-'));
  // Connections are taken here and handed over (handOff): paused, so that nothing of a request is read here.
  listener = createServer({ pauseOnConnect: true }, handOff);
  listener.on('error', (error) => {
    console.error(`Cannot listen on port ${port}: ${error.message}`);
    stop('listen error');
  });
  listener.listen(port);
  for (let i = 1; i <= API_PROCESSES; i++)
    supervise(API_PROCESSES === 1 ? 'api' : `api-${i}`, 'main.js', {
      env: { CONNECTIONS_FROM_SUPERVISOR: 'true' },
      ipc: true,
      onReady: setReady,
    });
  supervise('worker', 'worker.js', {});

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
