import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `read` until it returns something other than undefined (or false), and returns that;
 * fails with `what` after `timeoutMs`. The one way tests wait for the worker, Redis or a server.
 */
export async function waitFor<T>(
  read: () => T | undefined | false | Promise<T | undefined | false>,
  what = 'condition',
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(50);
  }
}
