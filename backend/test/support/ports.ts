import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The ports the kernel gives outgoing connections (Linux's default otherwise). A port it handed out to a free-port check
 * was taken, before the API could listen on it, by one of the run's many connections to PostgreSQL or Redis
 * (`listen EADDRINUSE` failed a whole file): the ports handed out here lie below that range.
 */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    // not Linux
  }
  return [32768, 60999];
}

const LOWEST = 10_000;
const [firstEphemeral] = ephemeralRange();
/** The ports drawn from: below the outgoing range, unless it leaves too few there. */
const HIGHEST = firstEphemeral - LOWEST >= 1_000 ? firstEphemeral - 1 : 65_535;

/** Whether nothing listens on `port` of 127.0.0.1 (checked by listening on it for a moment). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free TCP port on 127.0.0.1: nothing listens on it once this returns (a server that is down, or one to start). Drawn
 * at random below the kernel's range for outgoing connections, so that none of them takes it meanwhile; two files
 * drawing the same one at the same time is one chance in thousands.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${LOWEST} and ${HIGHEST}`);
}
