#!/usr/bin/env node
// The README's test command (`npm test`): build, type-check, lint, then each test layer in turn, stopping
// at the first failure. Prints how long each step took at the end, whether it passed or not.
import { spawnSync } from 'node:child_process';

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
console.log(
  `  ${'total'.padEnd(width)}  ${results
    .reduce((sum, r) => sum + r.seconds, 0)
    .toFixed(0)
    .padStart(5)} s`,
);
process.exit(failed ?? 0);
