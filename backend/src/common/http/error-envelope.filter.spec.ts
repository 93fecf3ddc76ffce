import { BadRequestException } from '@nestjs/common';
import {
  DeadlockException,
  DriverException,
  ForeignKeyConstraintViolationException,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { errorBody, INTERNAL_ERROR_MESSAGE, INVALID_INPUT_MESSAGE, loggableError } from './error-envelope.filter.js';

/** A pg error as the driver raises it: message, SQLSTATE, constraint and a DETAIL with the values. */
function pgError(code: string, message: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), {
    severity: 'ERROR',
    code,
    detail: 'Key (email)=(jane.doe@example.com) already exists.',
    ...extra,
  });
}

/** What MikroORM makes of it: the statement and the DETAIL end up in the message. */
function driverError<T extends DriverException>(
  Type: new (e: Error) => T,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): T {
  const cause = pgError(
    code,
    `insert into "users" ("email") values ('jane.doe@example.com') - ${message}\n - detail: Key (email)=(jane.doe@example.com) already exists.`,
    extra,
  );
  return new Type(cause);
}

describe('errorBody', () => {
  it('keeps HTTP exceptions as they are', () => {
    expect(errorBody(new BadRequestException({ message: 'Validation failed', errors: { a: 'b' } }))).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: { a: 'b' },
    });
  });

  it('answers a duplicate email with 409 and its own message, other duplicates with a generic one', () => {
    expect(errorBody(driverError(UniqueConstraintViolationException, '23505', 'duplicate key', { constraint: 'users_email_key' }))).toEqual(
      {
        statusCode: 409,
        message: 'An account with this email already exists.',
      },
    );
    expect(
      errorBody(driverError(UniqueConstraintViolationException, '23505', 'duplicate key', { constraint: 'countries_name_key' })),
    ).toEqual({
      statusCode: 409,
      message: 'This record already exists.',
    });
  });

  it('answers foreign-key violations: 409 while still referenced, 400 for a missing reference', () => {
    expect(
      errorBody(
        driverError(
          ForeignKeyConstraintViolationException,
          '23503',
          'update or delete on table "countries" violates foreign key constraint',
        ),
      ).statusCode,
    ).toBe(409);
    expect(
      errorBody(
        driverError(
          ForeignKeyConstraintViolationException,
          '23503',
          'insert or update on table "hospitals" violates foreign key constraint',
        ),
      ).statusCode,
    ).toBe(400);
  });

  it.each(['22P02', '22008', '22003', '22001', '22021', '22P05', '22007', '23502', '23514', '54000'])(
    'answers SQLSTATE %s (caused by the input) with 400',
    (code) => {
      expect(errorBody(driverError(DriverException, code, 'bad value'))).toEqual({ statusCode: 400, message: INVALID_INPUT_MESSAGE });
      expect(errorBody(pgError(code, 'raw pg error'))).toEqual({ statusCode: 400, message: INVALID_INPUT_MESSAGE });
    },
  );

  it('answers not-null violations and serialization failures sensibly', () => {
    expect(errorBody(driverError(NotNullConstraintViolationException, '23502', 'null value')).statusCode).toBe(400);
    expect(errorBody(driverError(DeadlockException, '40001', 'could not serialize')).statusCode).toBe(409);
  });

  it('answers anything else with a generic 500', () => {
    expect(errorBody(new TypeError('x is undefined'))).toEqual({ statusCode: 500, message: INTERNAL_ERROR_MESSAGE });
    expect(errorBody(driverError(DriverException, '42P01', 'relation does not exist'))).toEqual({
      statusCode: 500,
      message: INTERNAL_ERROR_MESSAGE,
    });
    // A `code` that is not a database error's is not mistaken for a SQLSTATE.
    expect(errorBody(Object.assign(new Error('boom'), { code: '22P02' })).statusCode).toBe(500);
  });

  it('answers body-parser errors by their type', () => {
    expect(errorBody(Object.assign(new Error('too big'), { status: 413, type: 'entity.too.large' }))).toEqual({
      statusCode: 413,
      message: 'Request body is too large',
    });
    expect(errorBody(Object.assign(new SyntaxError('Unexpected end'), { status: 400, type: 'entity.parse.failed' }))).toEqual({
      statusCode: 400,
      message: 'Malformed request body',
    });
  });
});

describe('loggableError', () => {
  it('logs a database error by type, SQLSTATE, constraint and stack frames, never its message or DETAIL', () => {
    const logged = loggableError(driverError(DriverException, '42P01', 'relation "x" does not exist', { constraint: 'users_email_key' }));
    expect(logged).toMatchObject({ type: 'DriverException', code: '42P01', constraint: 'users_email_key' });
    expect(logged).not.toHaveProperty('message');
    expect(logged.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(logged)).not.toMatch(/jane|example\.com|insert into|detail/i);
  });

  it('keeps other messages, with emails redacted', () => {
    const logged = loggableError(new TypeError('cannot read user jane.doe@example.com of undefined'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'cannot read user [email] of undefined' });
    expect(JSON.stringify(logged)).not.toContain('jane.doe@example.com');
  });
});
