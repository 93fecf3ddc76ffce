import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1: nothing listens on it once this returns (a server that is down, or one to start). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
