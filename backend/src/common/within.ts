/**
 * `promise`'s outcome, or a rejection with `message` once `ms` have passed, whichever comes first.
 * The work itself goes on: use it where giving up waiting is safe (the caller retries or reports).
 *
 * A timer that fires late because the event loop was busy (a long synchronous task, a loaded machine) runs before the
 * loop reads the answers that arrived meanwhile: the rejection waits for that read (`setImmediate` runs after it), so
 * an answer that came in time is not taken for a silence — Redis answering in 1 ms was judged down after a 600 ms
 * stall, and a rate limit fell back to counting in the process.
 */
export function within<T>(promise: Promise<T>, ms: number, message = 'timeout'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new Error(message))), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A bound as a failure says it, to a tenth of a second (« within 20 s », « within 0.5 s »). */
export const seconds = (ms: number): string => `${Math.round(ms / 100) / 10} s`;
