import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Runs the built entry points (the README's test command builds first).
const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));

describe('start-up configuration check', () => {
  it.each(['main.js', 'worker.js'])('%s stops with one line naming a bad variable', (entry) => {
    expect(existsSync(dist(entry))).toBe(true);
    const result = spawnSync(process.execPath, [dist(entry)], {
      env: { ...process.env, PORT: 'abc', NODE_ENV: 'development' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual(['Configuration error: PORT must be a whole number from 1 to 65535 (got "abc")']);
  });

  it('refuses to start in production with development settings', () => {
    const result = spawnSync(process.execPath, [dist('main.js')], {
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PUBLIC_URL must be an https:// URL in production');
  });
});
