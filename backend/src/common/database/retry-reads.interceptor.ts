import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type Observable, retry, throwError, timer } from 'rxjs';
import { databaseUnavailable } from './database-unavailable.js';

/** A pause before the second try, so that the pool has dropped the dead connection. */
const RETRY_DELAY_MS = 50;

const logger = new Logger('RetryReads');

/**
 * Whether a read that failed with `error` is tried once more: only when its database connection was
 * lost and nothing of the answer has been sent yet (logged, with its path, when it is).
 */
function retriesRead(error: unknown, request: Request, response: Response): boolean {
  if (databaseUnavailable(error) !== 'connection-lost' || response.headersSent) return false;
  logger.warn({ path: request.path }, 'Database connection lost during a read: trying it once more');
  return true;
}

const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

/**
 * A read (GET or HEAD) whose database connection was lost (PostgreSQL restarted or ended the
 * backend) is run once more on a fresh connection: reads change nothing, so a second try is safe
 * and the patient never sees the blip. A write is never repeated (it may have committed); it is
 * answered 503 with Retry-After by the error envelope, as is a read whose second try fails too.
 */
@Injectable()
export class RetryReadsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (!isRead(request)) return next.handle();
    const response = http.getResponse<Response>();
    return next.handle().pipe(
      retry({
        count: 1,
        delay: (error: unknown) => (retriesRead(error, request, response) ? timer(RETRY_DELAY_MS) : throwError(() => error)),
      }),
    );
  }
}

/** The interceptor's rule for a read served outside Nest's pipeline (common/http/public-read.ts). */
export async function withReadRetried<T>(request: Request, response: Response, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isRead(request) || !retriesRead(error, request, response)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return read();
  }
}
