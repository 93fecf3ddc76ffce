#!/usr/bin/env node
// The production image's check without a Docker engine (issue 55; these machines have none): the
// Dockerfile's stages are read and held to the rules (a build stage that prunes the dev dependencies, a
// runtime stage of production files only run by a user without rights with its health check, Chromium
// only in the scraper's stage), then the runtime stage's files are assembled from its COPY lines out of a
// pruned copy of the built repository, and the API and a worker are started from that tree alone: a file
// the runtime needs and does not copy, or a package it imports that is only a dev dependency, fails here.
// Run after `npm run build` (npm test's build step); about a minute.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { heartbeatAge } from './liveness.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DATABASE_SERVER = process.env.IMAGE_CHECK_DATABASE_SERVER ?? 'postgresql://postgres@127.0.0.1:5432';

/** What npm's prune or the started processes write: copied, never linked to the repository's own files. */
const WRITTEN = [
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
  ...['contracts', 'backend', 'patient-web', 'admin-web', 'e2e'].map((workspace) => `${workspace}/package.json`),
  'var/cache',
];

const fail = (message) => {
  throw new Error(message);
};

/** The Dockerfile's stages: name → its instructions (continuation lines joined, comments dropped). */
export function stagesOf(dockerfile) {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages = new Map();
  let current;
  for (const line of lines) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?$/i.exec(line);
    if (from) {
      current = { base: from[1], instructions: [] };
      stages.set(from[2] ?? `stage${stages.size}`, current);
    } else if (current) current.instructions.push(line);
  }
  return stages;
}

/** Holds the stages to the rules; answers the runtime stage's copies from the build stage (`[from, to]`, paths in the image). */
export function checkStages(stages) {
  for (const name of ['build', 'runtime', 'scraper']) if (!stages.has(name)) fail(`The Dockerfile has no "${name}" stage`);
  const build = stages.get('build').instructions.join('\n');
  if (!/npm prune --omit=dev/.test(build)) fail('The build stage does not prune the dev dependencies (npm prune --omit=dev)');
  const runtime = stages.get('runtime').instructions;
  const users = runtime.filter((line) => /^USER\s/i.test(line));
  if (!users.length || /^USER\s+(root|0)\b/i.test(users.at(-1)))
    fail('The runtime stage does not end as a user without rights (USER node)');
  if (!runtime.some((line) => /^HEALTHCHECK\b.*liveness\.mjs/.test(line)))
    fail('The runtime stage has no HEALTHCHECK on scripts/liveness.mjs');
  if (runtime.some((line) => /chromium|apt-get/i.test(line)))
    fail('The runtime stage installs packages: Chromium belongs to the scraper stage only');
  const scraper = stages.get('scraper');
  if (scraper.base !== 'runtime') fail('The scraper stage does not start from the runtime stage');
  if (!scraper.instructions.some((line) => /apt-get install .*chromium/.test(line))) fail('The scraper stage does not install Chromium');
  const scraperUsers = scraper.instructions.filter((line) => /^USER\s/i.test(line));
  if (/^USER\s+(root|0)\b/i.test(scraperUsers.at(-1) ?? 'USER root')) fail('The scraper stage does not end as a user without rights');
  const copies = [];
  for (const line of runtime) {
    if (!/^COPY\s/i.test(line)) continue;
    const words = line.split(/\s+/).slice(1);
    if (!words.includes('--from=build')) fail(`The runtime stage copies from outside the build stage: ${line}`);
    const paths = words.filter((word) => !word.startsWith('--'));
    const to = paths.pop();
    // Destinations are relative to the WORKDIR (/app); a list of sources goes into a folder.
    const into = to.startsWith('/') ? to : join('/app', to);
    for (const from of paths) copies.push([from, paths.length > 1 || to.endsWith('/') ? join(into, from.split('/').at(-1)) : into]);
  }
  return copies;
}

const run = (command, args, options) => {
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
  if (result.status !== 0)
    fail(
      `${command} ${args.join(' ')} failed (${result.error?.message ?? result.status}):\n${result.stdout ?? ''}\n${result.stderr ?? ''}`,
    );
  return result.stdout;
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function until(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) fail(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts a process of the image from `tree`; answers a stop that reports its output when it had failed. */
function start(tree, script, env) {
  const child = spawn(process.execPath, [script], { cwd: tree, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  let exited = null;
  child.on('exit', (code) => (exited = code));
  return {
    exited: () => exited,
    output: () => Buffer.concat(output).toString().slice(-4000),
    stop: () =>
      new Promise((resolve) => {
        if (exited !== null) return resolve();
        child.on('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

async function main() {
  const started = Date.now();
  const copies = checkStages(stagesOf(readFileSync(join(ROOT, 'Dockerfile'), 'utf8')));
  // Under var/ (ignored by git and the linters): on the repository's file system, so that hard links work.
  mkdirSync(join(ROOT, 'var'), { recursive: true });
  const work = mkdtempSync(join(ROOT, 'var', 'image-check-'));
  const database = `medtour_image_${randomBytes(4).toString('hex')}`;
  const processes = [];
  try {
    // The build stage: the built repository, pruned of its dev dependencies. Hard links, so that nothing
    // big is copied; the files npm or the processes write are real copies, so the repository stays as it is.
    const built = join(work, 'build');
    mkdirSync(join(built, 'var'), { recursive: true });
    for (const entry of ['node_modules', 'contracts', 'backend', 'patient-web', 'admin-web', 'e2e', 'scripts']) {
      if (!existsSync(join(ROOT, entry))) fail(`${entry} is missing: run npm run build first`);
      run('cp', ['-al', join(ROOT, entry), join(built, entry)]);
    }
    for (const file of WRITTEN) {
      if (!existsSync(join(ROOT, file))) fail(`${file} is missing: run npm run build first`);
      rmSync(join(built, file), { recursive: true, force: true });
      cpSync(join(ROOT, file), join(built, file), { recursive: true });
    }
    run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: built });

    // The runtime stage: only what its COPY lines take.
    const tree = join(work, 'runtime');
    mkdirSync(tree);
    for (const [from, to] of copies) {
      const source = join(built, relative('/app', from));
      if (!existsSync(source)) fail(`The runtime stage copies ${from}, which the build stage does not make`);
      const target = join(tree, relative('/app', to));
      mkdirSync(dirname(target), { recursive: true });
      if (WRITTEN.includes(relative('/app', from))) cpSync(source, target, { recursive: true });
      else run('cp', ['-al', source, target]);
    }

    const port = await freePort();
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: `${DATABASE_SERVER}/${database}`,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `image-check-${randomBytes(4).toString('hex')}`,
      LOG_LEVEL: 'warn',
    };
    run(process.execPath, ['backend/dist/database/cli.js', 'migrate'], { cwd: tree, env });
    run(process.execPath, ['backend/dist/database/cli.js', 'seed'], { cwd: tree, env });

    const api = start(tree, 'backend/dist/main.js', { ...env, HEARTBEAT_FILE: join(work, 'api.heartbeat') });
    processes.push(api);
    const get = async (path) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(10_000) });
      return res.status === 200 && (await res.text()).length > 0;
    };
    try {
      await until('the API answers /api/health/live', () => get('/api/health/live'), 60_000);
      await until('the patient site renders its home page', () => get('/'), 15_000);
      await until('the back office is served', () => get('/admin/'), 15_000);
      await until('the API writes its heartbeat', async () => (heartbeatAge(join(work, 'api.heartbeat')) ?? Infinity) < 5_000, 15_000);
    } catch (error) {
      throw new Error(`${error.message}\n--- the API's output:\n${api.output()}`, { cause: error });
    }

    const worker = start(tree, 'backend/dist/worker.js', {
      ...env,
      HEARTBEAT_FILE: join(work, 'worker.heartbeat'),
      WORKER_QUEUES: 'email,maintenance',
    });
    processes.push(worker);
    try {
      await until(
        'the worker writes its heartbeat',
        async () => (heartbeatAge(join(work, 'worker.heartbeat')) ?? Infinity) < 5_000,
        60_000,
      );
      if (worker.exited() !== null) fail(`the worker exited (${worker.exited()})`);
    } catch (error) {
      throw new Error(`${error.message}\n--- the worker's output:\n${worker.output()}`, { cause: error });
    }
    console.log(
      `Image check: the Dockerfile's stages hold, and the runtime stage's ${copies.length} copies start the API and a worker (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
    rmSync(work, { recursive: true, force: true });
    spawnSync('psql', [`${DATABASE_SERVER}/postgres`, '-qc', `drop database if exists "${database}" with (force)`], { stdio: 'ignore' });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`Image check failed: ${error.message}`);
    process.exit(1);
  });
}
