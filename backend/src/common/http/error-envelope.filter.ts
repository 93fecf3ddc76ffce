import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { DriverException, NotFoundError } from '@mikro-orm/core';
import type { Response } from 'express';
import { TooManyRequestsException } from '../rate-limit/rate-limit.service.js';

/** The one error envelope of the API: `{ statusCode, message, errors? }`. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string>;
  /** Machine-readable reason where the client must act on it (e.g. `mfa_required`). */
  code?: string;
}

export const INTERNAL_ERROR_MESSAGE = 'An unexpected error occurred. Please try again later.';

/**
 * Turns every exception into the envelope. HTTP exceptions keep their status and message;
 * anything else (a bug, a database error) is logged and answered with a generic 500, never
 * with a stack trace or SQL.
 */
@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorEnvelopeFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) {
      // Log the error type and message only: driver messages can hold parameters, so no SQL params.
      const error = exception as Error;
      this.logger.error({ err: { type: error?.name, message: error?.message?.slice(0, 300), stack: error?.stack } }, 'Unhandled error');
    }
    if (response.headersSent) return;
    if (exception instanceof TooManyRequestsException) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
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
    if (exception instanceof NotFoundError) return { statusCode: HttpStatus.NOT_FOUND, message: 'Not found' };
    if (isBodyParserError(exception)) {
      return { statusCode: exception.status, message: exception.status === 413 ? 'Request body is too large' : 'Malformed request body' };
    }
    if (exception instanceof DriverException) {
      // Constraint violations that slipped past validation are still the client's input, not a crash.
      const name = exception.name;
      if (name === 'CheckConstraintViolationException' || name === 'NotNullConstraintViolationException' || name === 'InvalidFieldNameException') {
        return { statusCode: HttpStatus.BAD_REQUEST, message: 'Invalid input provided. Please check your data and try again.' };
      }
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: INTERNAL_ERROR_MESSAGE };
  }
}

function isBodyParserError(error: unknown): error is { status: number; type: string } {
  const e = error as { status?: unknown; type?: unknown };
  return typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && typeof e.type === 'string';
}
