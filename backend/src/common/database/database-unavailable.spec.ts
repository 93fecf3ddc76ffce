import { DriverException } from '@mikro-orm/core';
import { databaseUnavailable } from './database-unavailable.js';

/** An error as `pg` raises it for a server's message: a SQLSTATE code and a severity. */
const serverError = (code: string, message = 'server said no') => Object.assign(new Error(message), { code, severity: 'ERROR' });

describe('databaseUnavailable', () => {
  it('names the waits that ran out and the connections lost, raw or wrapped by MikroORM', () => {
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe('acquire-timeout');
    expect(databaseUnavailable(serverError('57014', 'canceling statement due to statement timeout'))).toBe('statement-timeout');
    expect(databaseUnavailable(serverError('55P03', 'canceling statement due to lock timeout'))).toBe('statement-timeout');
    expect(databaseUnavailable(serverError('25P03'))).toBe('idle-in-transaction-timeout');
    expect(databaseUnavailable(serverError('57P01', 'terminating connection due to administrator command'))).toBe('connection-lost');
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe('connection-lost');
    expect(databaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(
      'connection-lost',
    );
    expect(databaseUnavailable(new DriverException(serverError('57014')))).toBe('statement-timeout');
    expect(databaseUnavailable(new DriverException(new Error('Connection terminated unexpectedly')))).toBe('connection-lost');
    expect(databaseUnavailable(new Error('query failed', { cause: new Error('timeout exceeded when trying to connect') }))).toBe(
      'acquire-timeout',
    );
  });

  it('leaves every other error alone: bugs, bad input, a code that is not a SQLSTATE from a server', () => {
    expect(databaseUnavailable(new TypeError('x is undefined'))).toBeUndefined();
    expect(databaseUnavailable(serverError('22P02', 'invalid input syntax for type uuid'))).toBeUndefined();
    expect(databaseUnavailable(serverError('23505', 'duplicate key'))).toBeUndefined();
    expect(databaseUnavailable(Object.assign(new Error('boom'), { code: '57014' }))).toBeUndefined(); // no severity: not from PostgreSQL
    expect(databaseUnavailable('a string')).toBeUndefined();
    expect(databaseUnavailable(undefined)).toBeUndefined();
    // Only the first line is read: a wrapped error's message carries the statement's detail.
    expect(databaseUnavailable(new Error('duplicate key\n - detail: Connection terminated by a user'))).toBeUndefined();
  });
});
