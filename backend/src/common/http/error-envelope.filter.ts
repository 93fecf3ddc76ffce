import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import {
  CheckConstraintViolationException,
  DeadlockException,
  DriverException,
  ForeignKeyConstraintViolationException,
  InvalidFieldNameException,
  NotFoundError,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { Request, Response } from 'express';
import { API_MESSAGES, apiMessageCode, type ApiMessageCode, type CodedMessage, type MessageParams } from '@medtour/contracts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailable } from '../database/database-unavailable.js';
import { TooManyRequestsException } from '../rate-limit/rate-limit.service.js';
import { redactEmails } from '../redact.js';

/** The one error envelope of the API: `{ statusCode, message, errors? }`. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string>;
  /** Machine-readable reason where the client must act on it (e.g. `mfa_required`). */
  code?: string;
  /** The message's code and values in the catalogue of messages a patient may read (`API_MESSAGES`), if it is one. */
  messageCode?: ApiMessageCode;
  messageParams?: MessageParams;
  /** Each field error's code and values, for the errors that are in the catalogue. */
  errorCodes?: Record<string, CodedMessage>;
}

export const INTERNAL_ERROR_MESSAGE = API_MESSAGES.internalError;
export const INVALID_INPUT_MESSAGE = API_MESSAGES.invalidInput;
export const DUPLICATE_MESSAGE = 'This record already exists.';
export const DUPLICATE_EMAIL_MESSAGE = API_MESSAGES.duplicateEmail;
export const IN_USE_MESSAGE = 'This record is still in use by other records and cannot be changed or deleted.';
export const MISSING_REFERENCE_MESSAGE = 'A record this refers to does not exist.';
export const CONFLICT_RETRY_MESSAGE = API_MESSAGES.conflictRetry;

/** Unique keys whose violation deserves its own message (constraint name → message). */
const UNIQUE_MESSAGES: Record<string, string> = { users_email_key: DUPLICATE_EMAIL_MESSAGE };

/**
 * Messages of body-parser errors (http-errors with a `type`), by type. The client's own values
 * (charset, encoding names) are left out.
 */
const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.too.large': API_MESSAGES.bodyTooLarge,
  'parameters.too.many': 'Request body has too many parameters',
  'charset.unsupported': 'Unsupported charset in Content-Type',
  'encoding.unsupported': 'Unsupported Content-Encoding',
  'request.aborted': 'Request was aborted',
  'request.size.invalid': 'Request size did not match Content-Length',
};

/**
 * The SQLSTATE of a database error (a MikroORM `DriverException` or a raw `pg` error), if any.
 * Only read from objects that are database errors, so that no other `code` is mistaken for one.
 */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; severity?: unknown };
  const isDatabaseError = error instanceof DriverException || (error instanceof Error && typeof e.severity === 'string');
  return isDatabaseError && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined;
}

/**
 * SQLSTATEs caused by the values sent rather than by the code: class 22 (data exception — invalid
 * text representation 22P02, datetime field overflow 22008, numeric value out of range 22003,
 * string too long 22001, invalid byte sequence 22021, NUL in text 22P05, …), class 23 (integrity
 * constraints not handled on their own), and 54000/54001 (a value or statement too large).
 */
function isInputSqlState(code: string): boolean {
  return code.startsWith('22') || code.startsWith('23') || code === '54000' || code === '54001';
}

function constraintOf(error: unknown): string | undefined {
  const constraint = (error as { constraint?: unknown }).constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

/** Builds the envelope of any exception (HTTP exceptions, ORM and driver errors, body-parser errors, bugs). */
export function errorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const payload = exception.getResponse();
    if (typeof payload === 'string') return { statusCode: status, message: payload };
    const { message, errors, code } = payload as { message?: unknown; errors?: Record<string, string>; code?: string };
    return {
      statusCode: status,
      message: typeof message === 'string' ? message : Array.isArray(message) ? message.join('; ') : exception.message,
      ...(errors ? { errors } : {}),
      ...(typeof code === 'string' && status !== 400 ? { code } : {}),
    };
  }
  if (exception instanceof NotFoundError) return { statusCode: HttpStatus.NOT_FOUND, message: API_MESSAGES.notFound };
  if (isBodyParserError(exception)) {
    return {
      statusCode: exception.status,
      message: BODY_PARSER_MESSAGES[exception.type] ?? (exception.status === 413 ? API_MESSAGES.bodyTooLarge : API_MESSAGES.malformedBody),
    };
  }
  // A race past a "does it exist?" check (e.g. two invitations of one email at once) is a conflict, not a crash.
  if (exception instanceof UniqueConstraintViolationException) {
    return { statusCode: HttpStatus.CONFLICT, message: UNIQUE_MESSAGES[constraintOf(exception) ?? ''] ?? DUPLICATE_MESSAGE };
  }
  if (exception instanceof ForeignKeyConstraintViolationException) {
    // "update or delete on table …": the row is still referenced; otherwise the row refers to one that does not exist.
    return /update or delete on table/.test(exception.message)
      ? { statusCode: HttpStatus.CONFLICT, message: IN_USE_MESSAGE }
      : { statusCode: HttpStatus.BAD_REQUEST, message: MISSING_REFERENCE_MESSAGE };
  }
  if (exception instanceof DeadlockException) return { statusCode: HttpStatus.CONFLICT, message: CONFLICT_RETRY_MESSAGE };
  // Constraint violations and data exceptions that slipped past validation are still the client's input, not a crash.
  if (
    exception instanceof CheckConstraintViolationException ||
    exception instanceof NotNullConstraintViolationException ||
    exception instanceof InvalidFieldNameException
  ) {
    return { statusCode: HttpStatus.BAD_REQUEST, message: INVALID_INPUT_MESSAGE };
  }
  const code = sqlState(exception);
  if (code && isInputSqlState(code)) return { statusCode: HttpStatus.BAD_REQUEST, message: INVALID_INPUT_MESSAGE };
  if (databaseUnavailable(exception)) return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE };
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: INTERNAL_ERROR_MESSAGE };
}

/**
 * The envelope with the codes of its messages that a patient may read (see `API_MESSAGES`), so that
 * the patient site says them in the page's language; the English text stays for every other client.
 */
export function withMessageCodes(body: ErrorBody): ErrorBody {
  const coded = apiMessageCode(body.message);
  const errorCodes = Object.entries(body.errors ?? {}).flatMap(([field, text]) => {
    const code = apiMessageCode(text);
    return code ? [[field, code] as const] : [];
  });
  return {
    ...body,
    ...(coded ? { messageCode: coded.code, ...(coded.params ? { messageParams: coded.params } : {}) } : {}),
    ...(errorCodes.length ? { errorCodes: Object.fromEntries(errorCodes) } : {}),
  };
}

/**
 * What is logged of an unexpected error: its type, SQLSTATE, constraint, and stack frames. A
 * database error's message and DETAIL hold the values of the statement (emails, names…), so only
 * its frames are kept; other messages are kept short with emails redacted.
 */
export function loggableError(exception: unknown): Record<string, unknown> {
  const error = exception as Error | undefined;
  const code = sqlState(exception);
  const frames =
    typeof error?.stack === 'string'
      ? error.stack
          .split('\n')
          .filter((line) => line.trim().startsWith('at '))
          .join('\n')
      : undefined;
  const isDatabaseError = code !== undefined || exception instanceof DriverException;
  return {
    type: error?.constructor?.name ?? typeof exception,
    ...(code ? { code } : {}),
    ...(constraintOf(exception) ? { constraint: constraintOf(exception) } : {}),
    ...(!isDatabaseError && typeof error?.message === 'string' ? { message: redactEmails(error.message.slice(0, 300)) } : {}),
    ...(frames ? { stack: redactEmails(frames) } : {}),
  };
}

const logger = new Logger('ErrorEnvelopeFilter');

/** Answers `exception` with the envelope (logging it first when it is a server error). */
export function sendErrorEnvelope(response: Response, exception: unknown): void {
  const body = withMessageCodes(errorBody(exception));
  const unavailable = databaseUnavailable(exception);
  if (unavailable) {
    // A wait that ran out: logged with its route (never its values), so that slow or stuck work can be found.
    const request = response.req as Request | undefined;
    logger.warn({ reason: unavailable, method: request?.method, path: request?.path }, 'Database unavailable: answered 503');
  } else if (body.statusCode >= 500) logger.error({ err: loggableError(exception) }, 'Unhandled error');
  if (response.headersSent) return;
  if (unavailable) response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  if (exception instanceof TooManyRequestsException) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
  response.status(body.statusCode).json(body);
}

/**
 * Turns every exception into the envelope. HTTP exceptions keep their status and message;
 * anything else (a bug, a database error) is logged and answered with a generic 500, never
 * with a stack trace or SQL — unless it was caused by the input (400) or a duplicate (409).
 */
@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    sendErrorEnvelope(host.switchToHttp().getResponse<Response>(), exception);
  }
}

export function isBodyParserError(error: unknown): error is { status: number; type: string } {
  const e = error as { status?: unknown; type?: unknown };
  return typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && typeof e.type === 'string';
}
