import type { EntityManager } from '@mikro-orm/postgresql';
import { within } from '../within.js';
import { databaseUnavailable } from './database-unavailable.js';

/**
 * Whether this process's pool can still serve: a trivial statement through it, answered in time.
 * - `ok`: it answered;
 * - `stuck`: no answer within `timeoutMs` (every connection held, by a bug or a frozen statement,
 *   or the event loop blocked): the process cannot serve and a restart is what helps;
 * - `database-down`: PostgreSQL refused or dropped it at once: readiness's business, since a restart
 *   of this process would not bring the database back.
 */
export type PoolState = 'ok' | 'stuck' | 'database-down';

const STUCK = 'pool did not answer in time';

export async function poolState(em: EntityManager, timeoutMs: number): Promise<PoolState> {
  try {
    await within(em.execute('select 1'), timeoutMs, STUCK);
    return 'ok';
  } catch (error) {
    // The pool's own wait for a free connection ran out first: every connection is held.
    return (error as Error).message === STUCK || databaseUnavailable(error) === 'acquire-timeout' ? 'stuck' : 'database-down';
  }
}
