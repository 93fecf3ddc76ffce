#!/usr/bin/env node
// Starts the whole product from a build: migrate, seed, then the API and the worker side by side.
// `npm start` builds first and then runs this; `npm run start:built` runs it alone.
// Settings come from the environment (and `.env` when present); see .env.example.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const node = process.execPath;
const backend = (file) => join(root, 'backend', 'dist', file);

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(node, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

const children = [];
function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

try {
  await run([backend('database/cli.js'), 'migrate']);
  await run([backend('database/cli.js'), 'seed']);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

for (const entry of ['main.js', 'worker.js']) {
  const child = spawn(node, [backend(entry)], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => {
    console.error(`${entry} stopped (exit code ${code}); stopping the product`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

const port = process.env.PORT || '3000';
const url = (process.env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
for (let i = 0; i < 120; i++) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    if (res.ok) {
      console.log(`\n  MedTour Asia is running:\n    patient site  ${url}/\n    back office   ${url}/admin\n    API docs      ${url}/api/docs\n`);
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
