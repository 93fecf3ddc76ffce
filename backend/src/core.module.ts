import { type DynamicModule, Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ClsModule } from 'nestjs-cls';
import { LoggerModule } from 'nestjs-pino';
import { contextEntityManager, RequestContext, RequestContextMiddleware, requestLogBindings } from './common/request-context.js';
import { AppConfig } from './config/app-config.js';
import { ormConfig } from './database/mikro-orm.config.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { StorageModule } from './storage/storage.module.js';

/** What both processes share: configuration, logging, the request context, the database, file storage, the audit log and the outbox. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            // Lines logged while a request is served name it (common/request-context.ts).
            mixin: requestLogBindings,
            // Paths only: query strings can carry search text, and bodies are never logged.
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          },
          // pino-http's per-request middleware is not mounted: RequestContextMiddleware gives each
          // request its id and writes the access log, without a child logger per request.
          forRoutes: [],
        }),
        // The request context (common/request-context.ts): the id of the request being served (the
        // id pino logs), for the jobs it causes and the audit log, with its client address and agent.
        // Entered by RequestContextMiddleware in the API and by the job runner in the worker.
        ClsModule.forRoot({ global: true }),
        // The EntityManager of a request is forked when the request first uses it (contextEntityManager).
        MikroOrmModule.forRoot({ ...ormConfig(config), registerRequestContext: false, context: contextEntityManager }),
        // Checks its bucket (or folder) at start: the API and the worker refuse to start without one.
        StorageModule,
        AuditModule,
        NotificationsModule,
      ],
      providers: [{ provide: AppConfig, useValue: config }, RequestContext, RequestContextMiddleware],
      exports: [AppConfig, RequestContext, RequestContextMiddleware],
    };
  }
}
