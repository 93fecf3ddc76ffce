import { API_MESSAGES } from '@medtour/contracts';

/**
 * Database failures that say nothing about the request: a wait that ran out or a connection that
 * was lost. The same request may well succeed a moment later, so it is answered 503 with
 * Retry-After (never 500), and an idempotent read is tried once more first (see retry-reads).
 */
export type DatabaseUnavailable = 'acquire-timeout' | 'statement-timeout' | 'idle-in-transaction-timeout' | 'connection-lost';

/** SQLSTATEs of a cancelled statement, an ended transaction and a connection the server closed or refused. */
const BY_SQLSTATE: Record<string, DatabaseUnavailable> = {
  '57014': 'statement-timeout', // query_canceled: statement_timeout (the only cancel we send)
  '25P03': 'idle-in-transaction-timeout', // idle_in_transaction_session_timeout
  '55P03': 'statement-timeout', // lock_not_available: lock_timeout
  '57P01': 'connection-lost', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02': 'connection-lost', // crash_shutdown
  '57P03': 'connection-lost', // cannot_connect_now: starting up or shutting down
  '53300': 'connection-lost', // too_many_connections
  '08000': 'connection-lost',
  '08003': 'connection-lost',
  '08006': 'connection-lost',
};

/** Errors of `pg` and `pg-pool` that carry no SQLSTATE, by their message or socket error code. */
const BY_MESSAGE: [RegExp, DatabaseUnavailable][] = [
  [/timeout exceeded when trying to connect/i, 'acquire-timeout'],
  [/Connection terminated|not queryable|Client was closed|Connection ended/i, 'connection-lost'],
];
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/** What kind of database unavailability `error` is (a raw `pg` error or MikroORM's wrapper of one), if any. */
export function databaseUnavailable(error: unknown): DatabaseUnavailable | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  // A SQLSTATE only from a server's error (it has a severity), so that no other `code` is mistaken for one.
  if (typeof code === 'string' && typeof severity === 'string' && BY_SQLSTATE[code]) return BY_SQLSTATE[code];
  if (typeof code === 'string' && SOCKET_CODES.has(code)) return 'connection-lost';
  // Only the first line: MikroORM appends the statement's detail to a wrapped error's message.
  const message = error.message.split('\n')[0]!;
  for (const [pattern, kind] of BY_MESSAGE) if (pattern.test(message)) return kind;
  const cause = (error as { cause?: unknown }).cause;
  return cause && cause !== error ? databaseUnavailable(cause) : undefined;
}

export const DATABASE_UNAVAILABLE_MESSAGE = API_MESSAGES.serviceBusy;
/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
