import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type Observable, retry, throwError, timer } from 'rxjs';
import { databaseUnavailable } from './database-unavailable.js';

/** A pause before the second try, so that the pool has dropped the dead connection. */
const RETRY_DELAY_MS = 50;

/**
 * A read (GET or HEAD) whose database connection was lost (PostgreSQL restarted or ended the
 * backend) is run once more on a fresh connection: reads change nothing, so a second try is safe
 * and the patient never sees the blip. A write is never repeated (it may have committed); it is
 * answered 503 with Retry-After by the error envelope, as is a read whose second try fails too.
 */
@Injectable()
export class RetryReadsInterceptor implements NestInterceptor {
  private readonly logger = new Logger(RetryReadsInterceptor.name);

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (request.method !== 'GET' && request.method !== 'HEAD') return next.handle();
    const response = http.getResponse<Response>();
    return next.handle().pipe(
      retry({
        count: 1,
        delay: (error: unknown) => {
          if (databaseUnavailable(error) !== 'connection-lost' || response.headersSent) return throwError(() => error);
          this.logger.warn({ path: request.path }, 'Database connection lost during a read: trying it once more');
          return timer(RETRY_DELAY_MS);
        },
      }),
    );
  }
}
