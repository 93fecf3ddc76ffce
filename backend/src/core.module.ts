import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ClsModule } from 'nestjs-cls';
import { LoggerModule } from 'nestjs-pino';
import { RequestContext, setUpRequestContext } from './common/request-context.js';
import { AppConfig } from './config/app-config.js';
import { ormConfig } from './database/mikro-orm.config.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** What both processes share: configuration, logging, the request context, the database, the audit log and the outbox. */
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
            // Keep an incoming request id (from a proxy) when it looks sane; otherwise make one.
            genReqId: (req: IncomingMessage, res: ServerResponse) => {
              const incoming = req.headers['x-request-id'];
              const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
              res.setHeader('X-Request-Id', id);
              return id;
            },
            // Paths only: query strings can carry search text, and bodies are never logged.
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
            autoLogging: { ignore: (req: IncomingMessage) => /^\/(admin\/)?assets\//.test(req.url ?? '') },
          },
        }),
        // The request context (common/request-context.ts): the id of the request being served (the
        // id pino logs), for the jobs it causes and the audit log, with its client address and agent.
        ClsModule.forRoot({
          global: true,
          middleware: {
            mount: true,
            generateId: true,
            idGenerator: (req: IncomingMessage & { id?: string }) => req.id ?? randomUUID(),
            setup: setUpRequestContext,
          },
        }),
        MikroOrmModule.forRoot({ ...ormConfig(config), registerRequestContext: true }),
        AuditModule,
        NotificationsModule,
      ],
      providers: [{ provide: AppConfig, useValue: config }, RequestContext],
      exports: [AppConfig, RequestContext],
    };
  }
}
