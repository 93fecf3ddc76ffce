#!/usr/bin/env node
// The README's test command (`npm test`): build, type-check, lint, then each test layer in turn, stopping
// at the first failure. Prints how long each step took at the end, whether it passed or not, and the
// total against the budget: a slow loop costs every change.
import { spawnSync } from 'node:child_process';

/** What a whole run may take on a 2-core machine. Over it is a warning, not a failure: a run's time varies with the machine's load. */
const BUDGET_SECONDS = 8 * 60;

const STEPS = [
  ['build', 'npm run build'],
  ['type check', 'npm run typecheck'],
  ['lint (ESLint + Prettier check)', 'npm run lint && npm run format:check'],
  ['unit (backend + back office)', 'npm run test:unit'],
  ['integration (PostgreSQL + Redis)', 'npm run test:int'],
  ['end-to-end (Playwright)', 'npm run test:e2e'],
];

const results = [];
let failed;
for (const [name, command] of STEPS) {
  const started = Date.now();
  const { status, signal } = spawnSync(command, { shell: true, stdio: 'inherit' });
  const ok = status === 0;
  results.push({ name, seconds: (Date.now() - started) / 1000, result: ok ? 'passed' : `FAILED (${signal ?? `exit ${status}`})` });
  if (!ok) {
    failed = status ?? 1;
    break;
  }
}

const width = Math.max(...results.map((r) => r.name.length));
console.log('\nTime per step:');
for (const { name, seconds, result } of results) console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s  ${result}`);
const total = results.reduce((sum, r) => sum + r.seconds, 0);
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s  (budget ${BUDGET_SECONDS} s)`);
if (total > BUDGET_SECONDS) {
  const over = `WARNING: the tests took ${total.toFixed(0)} s, over their budget of ${BUDGET_SECONDS} s (${(total / 60).toFixed(1)} of ${BUDGET_SECONDS / 60} minutes).`;
  console.log(`\n${'!'.repeat(over.length)}\n${over}\n${'!'.repeat(over.length)}`);
}
process.exit(failed ?? 0);
