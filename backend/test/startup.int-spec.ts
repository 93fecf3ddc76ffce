import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Runs the built entry points (the README's test command builds first).
const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));

/**
 * A guard against a process that never stops, not a bound on how fast it does: loading the entry point's modules beside
 * a full run's other files once took more than 15 s on the 2-core machine, and the process was killed before it spoke.
 */
const STOPS_WITHIN_MS = 60_000;

describe('start-up configuration check', () => {
  it.each(['main.js', 'worker.js'])(
    '%s stops with one line naming a bad variable',
    (entry) => {
      expect(existsSync(dist(entry))).toBe(true);
      const result = spawnSync(process.execPath, [dist(entry)], {
        env: { ...process.env, PORT: 'abc', NODE_ENV: 'development' },
        encoding: 'utf8',
        timeout: STOPS_WITHIN_MS,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual(['Configuration error: PORT must be a whole number from 1 to 65535 (got "abc")']);
    },
    STOPS_WITHIN_MS + 10_000,
  );

  it(
    'refuses to start in production with development settings',
    () => {
      const result = spawnSync(process.execPath, [dist('main.js')], {
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
        timeout: STOPS_WITHIN_MS,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('PUBLIC_URL must be an https:// URL in production');
    },
    STOPS_WITHIN_MS + 10_000,
  );
});
