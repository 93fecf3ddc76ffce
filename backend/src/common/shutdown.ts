import { type INestApplicationContext, Logger } from '@nestjs/common';

/** What `kill`, a supervisor and Ctrl-C send. */
const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Shutdown with a deadline, for the API (main.ts) and the worker (worker.ts).
 *
 * On SIGTERM or SIGINT, Nest's shutdown hooks run `app.close()`: BullMQ workers and queues, the
 * Redis client, the PostgreSQL pool and the HTTP server each wait for their connection to end, so
 * with Redis or PostgreSQL gone the process could wait forever. The first signal also starts a
 * timer: if the process is still alive `timeoutMs` later, it logs one line and exits with code 1.
 * A shutdown that finishes in time ends the way Nest ends it (the process re-raises the signal);
 * later signals do not restart or shorten it.
 */
export function enableBoundedShutdown(app: INestApplicationContext, timeoutMs: number): void {
  app.enableShutdownHooks([...SIGNALS]);
  const onSignal = (signal: NodeJS.Signals) => {
    // Once only: Nest's re-raised signal must find no listener left, so that it ends the process.
    for (const name of SIGNALS) process.removeListener(name, onSignal);
    // Not unref'd: a close() waiting on a promise that nothing keeps alive must still end in exit code 1.
    setTimeout(() => {
      new Logger('Shutdown').error(`Still shutting down ${timeoutMs} ms after ${signal} (SHUTDOWN_TIMEOUT_MS): exiting now`);
      process.exit(1);
    }, timeoutMs);
  };
  for (const name of SIGNALS) process.on(name, onSignal);
}
