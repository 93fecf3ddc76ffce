#!/usr/bin/env node
// The README's test command (`npm test`): build; then the integration tests; then the end-to-end tests with,
// beside them, the type check, the lint, the unit tests and the image check. Stops at the first failure. Prints how
// long each step took at the end, whether it passed or not, and the total against the budget: a slow
// loop costs every change.
import { spawn } from 'node:child_process';

/** What a whole run may take on a 2-core machine. Over it is a warning, not a failure: a run's time varies with the machine's load. */
const BUDGET_SECONDS = 8 * 60;

/**
 * A stage is one step, or several that run at the same time. The integration tests keep both cores busy (99 % in a
 * run sampled every 10 s): anything beside them only stretches them. The end-to-end tests leave about a third of
 * the cores idle (a browser waiting on the server, the server on the worker's jobs): the static checks, the unit
 * tests and the production image's check (scripts/check-image.mjs), one after the other, fill that time instead of
 * adding theirs (on 2026-11-27: beside the integration tests they added some 70 s to the run, beside the end-to-end
 * tests 25 s). The first step of a stage shows its output as it comes; the others' is printed whole when each ends,
 * so two outputs never interleave.
 */
// The build makes contracts once: the steps after it read contracts/dist and must not rebuild it under
// one another (hence the `:workspaces` and `-w backend` forms of `typecheck`, `test:unit` and `test:int`).
// It gzips the site's assets with zlib's best level, not Zopfli (patient-web/vite.config.ts): the same
// files and headers a few seconds sooner; `npm start` and the image keep Zopfli.
const STAGES = [
  [['build', 'PRECOMPRESS=zlib npm run build']],
  [['integration (PostgreSQL + Redis)', 'npm run test:int -w backend']],
  [
    ['end-to-end (Playwright)', 'npm run test:e2e'],
    ['type check', 'npm run typecheck:workspaces'],
    ['lint (ESLint, Stylelint, Prettier check)', 'npm run lint && npm run format:check'],
    ['unit (backend + back office)', 'npm run test:unit:workspaces'],
    ['production image (Dockerfile stages, runtime files start)', 'npm run check:image'],
  ],
];

/** Steps under way, each its own process group: stopped together when one fails or the run is interrupted. */
const running = new Set();
/** How long a step may take to stop after SIGINT before it is sent SIGTERM. */
const STOP_GRACE_MS = 15_000;
const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};
/**
 * SIGINT first: Playwright stops the servers it started (the product, the Stripe stand-in…) on SIGINT only. On SIGTERM it
 * died and left them holding their ports, and the next `npm test` failed at once ("http://localhost:3199 is already
 * used"). A step still running after the grace is sent SIGTERM.
 */
const stopAll = () => {
  for (const child of running) {
    if (child.stoppedByRun) continue;
    child.stoppedByRun = true;
    signalGroup(child, 'SIGINT');
    child.forceStop = setTimeout(() => signalGroup(child, 'SIGTERM'), STOP_GRACE_MS);
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

function run(name, command, { live }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, detached: true, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status, signal) => {
      clearTimeout(child.forceStop);
      running.delete(child);
      if (!live) process.stdout.write(Buffer.concat([Buffer.from(`\n> ${name}: ${command}\n`), ...output]));
      resolve({ ok: status === 0, stopped: child.stoppedByRun === true, status, signal, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** The steps of a stage: the first alone, the rest one after the other beside it; a failure stops the stage. */
async function runStage(stage) {
  const [first, ...rest] = stage;
  const outcomes = [];
  let stopped = false;
  const step = async ([name, command], live) => {
    if (stopped) return;
    const outcome = { name, ...(await run(name, command, { live })) };
    outcomes.push(outcome);
    if (!outcome.ok && !stopped) {
      stopped = true;
      stopAll();
    }
  };
  await Promise.all([
    step(first, true),
    (async () => {
      for (const next of rest) await step(next, false);
    })(),
  ]);
  return outcomes;
}

const results = [];
let failed;
for (const stage of STAGES) {
  const started = Date.now();
  const outcomes = await runStage(stage);
  for (const { name, ok, stopped, status, signal, seconds } of outcomes) {
    const result = ok ? 'passed' : stopped ? 'stopped (another step failed)' : `FAILED (${signal ?? `exit ${status}`})`;
    results.push({ name, seconds, result, beside: stage.length > 1 });
    if (!ok && !stopped) failed ??= status ?? 1;
  }
  if (stage.length > 1) {
    console.log(`\n(${stage.map(([name]) => name).join(', ')}: the first alongside the others, which ran one after another)`);
    results.push({ name: '  (this stage, wall clock)', seconds: (Date.now() - started) / 1000, result: '' });
  }
  if (failed !== undefined) break;
}

const width = Math.max(...results.map((r) => r.name.length));
console.log('\nTime per step:');
for (const { name, seconds, result } of results) console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s  ${result}`);
// Steps run alongside others count once, by their stage's wall clock.
const total = results.filter((r) => !r.beside).reduce((sum, r) => sum + r.seconds, 0);
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s  (budget ${BUDGET_SECONDS} s)`);
if (total > BUDGET_SECONDS) {
  const over = `WARNING: the tests took ${total.toFixed(0)} s, over their budget of ${BUDGET_SECONDS} s (${(total / 60).toFixed(1)} of ${BUDGET_SECONDS / 60} minutes).`;
  console.log(`\n${'!'.repeat(over.length)}\n${over}\n${'!'.repeat(over.length)}`);
}
process.exit(failed ?? 0);
