import type { INestApplication, Type } from '@nestjs/common';
import { operationAccess } from '@medtour/contracts';
import type { NextFunction, Request, Response } from 'express';
import { AppConfig } from '../../config/app-config.js';
import { withReadRetried } from '../database/retry-reads.interceptor.js';
import { checkClientLimit } from '../rate-limit/limits.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { RequestContextMiddleware } from '../request-context.js';
import { sendErrorEnvelope } from './error-envelope.filter.js';
import { createValidationPipe } from './validation.pipe.js';

/** A public read served ahead of Nest's router: its path, the DTO of its query string, and its controller's handler. */
export interface PublicRead<Q extends object> {
  path: string;
  query: Type<Q>;
  answer: (query: Q, req: Request, res: Response) => Promise<unknown>;
}

/**
 * Serves GET and HEAD of one public route from Express directly, before Nest's router, for the reads
 * that carry the site's load (hospital search: `npm run bench` holds it to 0.85× a bare node:http +
 * pg handler). Nest's per-request pipeline (execution contexts, three guards reading metadata, the
 * interceptor's observables, parameter factories) costs a search more CPU than its statement does
 * on the 2-core machines this runs on; what a public read needs of it is applied here with the same
 * parts, in the same order:
 *
 * - the request context and access log (`RequestContextMiddleware`);
 * - the per-address limit, on the counter every route shares (`checkClientLimit`); a public route
 *   reads no session, so neither the session guard nor the per-user limits apply;
 * - the query validated as `@Query()` is (the validation pipe: 400 with field errors);
 * - a read retried once when its database connection is lost (`withReadRetried`);
 * - every error answered in the envelope (`sendErrorEnvelope`: 429 and 503 with Retry-After).
 *
 * The app-wide middlewares (security headers, gzip, the input guard, the same-origin check) run
 * before it as before any route. The route stays declared on its controller (the OpenAPI document,
 * and any method or path variant this does not take, e.g. a trailing slash), which runs the same handler.
 */
export function servePublicRead<Q extends object>(app: INestApplication, route: PublicRead<Q>): void {
  // Nothing here reads a session: only what the permission table opens to everyone may be served this way.
  if (operationAccess('GET', route.path) !== 'public') throw new Error(`${route.path} is not public in the permission table`);
  const context = app.get(RequestContextMiddleware);
  const rateLimits = app.get(RateLimitService);
  const config = app.get(AppConfig);
  const pipe = createValidationPipe();

  async function serve(req: Request, res: Response): Promise<void> {
    try {
      await checkClientLimit(rateLimits, config, req);
      const query = (await pipe.transform(req.query, { type: 'query', metatype: route.query })) as Q;
      await withReadRetried(req, res, () => route.answer(query, req, res));
    } catch (error) {
      sendErrorEnvelope(res, error);
    }
  }

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.path !== route.path || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    context.use(req as Parameters<RequestContextMiddleware['use']>[0], res, () => void serve(req, res));
  });
}
