import type { EventEmitter } from 'node:events';

/** How long a client whose connection ended may stay checked out before it is given back for its holder. */
const GRACE_MS = 1_000;

interface PooledClient extends EventEmitter {
  /** Set by pg-pool on checkout: gives the client back (with an error: to be discarded). */
  release?: (error?: Error) => void;
}

/**
 * Gives back to the pool, to be discarded, a client whose connection PostgreSQL ended while it was
 * checked out and that its holder never gave back. Kysely (under MikroORM) releases a transaction's
 * connection only once its `rollback` or `commit` succeeded; on a connection the server has ended,
 * neither can, so without this every dropped connection inside a transaction kept one slot of the
 * pool for good, and a handful of them (a PostgreSQL restart) left the API with no connection at all.
 * Wired through MikroORM's `driverOptions.onPoolCreated` (database/mikro-orm.config.ts).
 */
export function releaseDeadClients(pool: EventEmitter): void {
  const checkedOut = new WeakSet<PooledClient>();
  pool.on('acquire', (client: PooledClient) => checkedOut.add(client));
  pool.on('release', (_error: unknown, client: PooledClient) => checkedOut.delete(client));
  pool.on('connect', (client: PooledClient) => {
    client.once('end', () => {
      setTimeout(() => {
        if (!checkedOut.has(client)) return;
        checkedOut.delete(client);
        try {
          client.release?.(new Error('PostgreSQL ended the connection'));
        } catch {
          // given back meanwhile by its holder: nothing to do
        }
      }, GRACE_MS).unref();
    });
  });
}
