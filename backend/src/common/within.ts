/**
 * `promise`'s outcome, or a rejection with `message` once `ms` have passed, whichever comes first.
 * The work itself goes on: use it where giving up waiting is safe (the caller retries or reports).
 */
export function within<T>(promise: Promise<T>, ms: number, message = 'timeout'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
