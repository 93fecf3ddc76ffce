/** No wait between two attempts is longer than this. */
export const MAX_RETRY_DELAY_MS = 6 * 3_600_000;

/**
 * How long to wait after failed attempt number `attempt` (1 = the first): the base doubling each
 * time up to six hours. With the defaults (30 s base, 12 attempts) a job is tried for about
 * 15 hours before it is dead-lettered, so an SMTP or provider outage of hours loses nothing.
 */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
}

/** The total time from the first attempt to the last one. */
export function retryWindowMs(maxAttempts: number, baseMs: number): number {
  let total = 0;
  for (let attempt = 1; attempt < maxAttempts; attempt++) total += retryDelayMs(attempt, baseMs);
  return total;
}
