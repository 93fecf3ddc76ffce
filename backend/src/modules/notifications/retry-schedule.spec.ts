import { MAX_RETRY_DELAY_MS, retryDelayMs, retryWindowMs } from './retry-schedule.js';

describe('outbox retry schedule', () => {
  it('doubles the wait after each failure, from the base, up to six hours', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(11, 30_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(40, 30_000)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('keeps trying for hours with the default settings, so a 10-minute outage is survived many times over', () => {
    const window = retryWindowMs(12, 30_000);
    expect(window).toBeGreaterThan(12 * 3_600_000);
    expect(window).toBeLessThan(24 * 3_600_000);
    // The old schedule (5 attempts, 2 s doubling) gave up after 30 s; now the 7th attempt comes after half an hour.
    expect(retryWindowMs(5, 2_000)).toBe(30_000);
    expect(retryWindowMs(7, 30_000)).toBeGreaterThan(30 * 60_000);
  });
});
