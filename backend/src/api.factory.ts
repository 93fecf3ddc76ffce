import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { RequestContextMiddleware } from './common/request-context.js';
import { ErrorEnvelopeFilter } from './common/http/error-envelope.filter.js';
import { inputGuard, requestErrors } from './common/http/input-guard.js';
import { gzipResponses } from './common/http/gzip.middleware.js';
import { sameOriginOnly } from './common/http/same-origin.middleware.js';
import { securityHeaders } from './common/http/security-headers.middleware.js';
import { shedLoad } from './common/http/load-shedding.js';
import { servePublicRead } from './common/http/public-read.js';
import { createValidationPipe } from './common/http/validation.pipe.js';
import type { AppConfig } from './config/app-config.js';
import { HospitalQueryDto } from './modules/hospitals/dto/hospital-query.dto.js';
import { HospitalsController } from './modules/hospitals/hospitals.controller.js';
import { openApiDocument } from './openapi/document.js';
import { STRIPE_WEBHOOK_PATH } from './modules/payments/stripe-webhooks.js';
import { webHandler } from './web/web-handler.js';
import { answerParserErrors } from './common/http/parser-errors.js';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** Builds the API application (used by main.ts and by the integration tests). */
export async function createApi(config: AppConfig, options: { serveWeb?: boolean } = {}): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // Only the proxies named in TRUST_PROXY may say who the client is (X-Forwarded-For).
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  answerParserErrors(app.getHttpServer() as Server);
  // Before anything else, for every request (pages and files too, not only Nest's routes): its id,
  // its context and its line in the access log, the early refusals included.
  const requestContext = app.get(RequestContextMiddleware);
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) =>
    requestContext.use(req as Parameters<RequestContextMiddleware['use']>[0], res, next),
  );
  // First, so that every answer has them, the early refusals of the body parsers and guards too.
  app.use(securityHeaders);
  // Then, before any work is spent on it, a request the process is too busy to take is refused.
  app.use(shedLoad(config.shedding));
  // gzip for pages and JSON: most patients are on slow mobile networks.
  app.use(gzipResponses);
  // Stripe signs the bytes it sends: its webhook keeps the raw body (a Buffer), the JSON parser skips it.
  app.use(STRIPE_WEBHOOK_PATH, express.raw({ type: '*/*', limit: '512kb' }));
  app.useBodyParser('json', { limit: '1mb' });
  // Forms posted to the API are parsed here too (Nest would add this parser after inputGuard); pages parse their own.
  app.use('/api', express.urlencoded({ extended: true }));
  app.use(inputGuard, requestErrors);
  app.use('/api', sameOriginOnly([config.publicUrl]));
  // Hospital search, the site's most asked read, skips Nest's per-request pipeline (see public-read.ts).
  const hospitals = app.get(HospitalsController);
  servePublicRead(app, { path: '/api/hospitals', query: HospitalQueryDto, answer: (query, req, res) => hospitals.list(query, req, res) });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorEnvelopeFilter());

  // The API's map is for developers: off in production unless API_DOCS=true.
  if (config.apiDocs) {
    SwaggerModule.setup('api/docs', app, () => openApiDocument(app));
  }

  if (options.serveWeb !== false) {
    // The web handler's own routes never answer an API request (it sends them on): API requests skip them.
    // The loopback port this process listens on (PORT, or its own under the supervisor: main.ts).
    const ownPort = () => (app.getHttpServer() as Server).address() as AddressInfo | null;
    const web = webHandler(config, () => ownPort()?.port ?? config.port);
    app.use((req: express.Request, res: express.Response, next: express.NextFunction) =>
      isApiPath(req.path) ? next() : web(req, res, next),
    );
  }
  return app;
}
