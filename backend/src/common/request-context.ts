import { randomUUID } from 'node:crypto';
import { Injectable, type NestMiddleware, Optional } from '@nestjs/common';
import { RequestContext as OrmRequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import { CLS_ID, ClsService, ClsServiceManager, type ClsStore } from 'nestjs-cls';
import { PinoLogger } from 'nestjs-pino';
import { isShed } from './http/load-shedding.js';

/** Where a request came from: the client address and its user agent (at most 300 characters). */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/**
 * What the per-request context (nestjs-cls) holds besides its id. The id (`CLS_ID`) is the request
 * id that pino logs and `X-Request-Id` answers carry; in the worker, the correlation id of the job
 * being run (the id of the request that caused it).
 */
export interface RequestStore extends ClsStore {
  /** The signed-in user, set by the session guard (public routes never read the session). */
  actorId?: string;
  /** An origin set by hand (tests, jobs); HTTP requests read theirs from `request` when first asked. */
  ip?: string | null;
  userAgent?: string | null;
  /** The HTTP request being served. */
  request?: Request;
  /** The application's EntityManager, forked into `em` the first time the request uses the ORM. */
  rootEm?: EntityManager;
  em?: EntityManager;
  /** True while `em` is being forked. */
  forking?: boolean;
}

const USER_AGENT_MAX = 300;
/** A request id from a proxy is kept when it looks sane; otherwise the API makes one. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** The origin of an HTTP request, as the audit log and sessions store it. */
export function originOf(req: Request): RequestOrigin {
  return { ip: req.ip ?? null, userAgent: (req.headers['user-agent'] as string | undefined)?.slice(0, USER_AGENT_MAX) ?? null };
}

/**
 * The request being served (or the job being run): its id, its signed-in user and its origin, so
 * that nothing has to be passed down by hand to reach the audit log or a session row. Outside a
 * context (command-line tools) every value is null.
 */
@Injectable()
export class RequestContext {
  /** Without nestjs-cls (command-line tools build services by hand), there is never a context. */
  constructor(@Optional() private readonly cls?: ClsService) {}

  /** The current context's store (read and written as an object: the store holds the request, too deep for typed paths). */
  private get store(): RequestStore | undefined {
    return this.cls?.isActive() ? (this.cls.get() as RequestStore) : undefined;
  }

  /** The request id (the worker: the job's correlation id), or null outside a context. */
  get requestId(): string | null {
    return this.store?.[CLS_ID] ?? null;
  }

  /** The signed-in user of the request, or null (public route, signed out, worker, CLI). */
  get actorId(): string | null {
    return this.store?.actorId ?? null;
  }

  /** The request's client address and user agent; nulls outside an HTTP request. */
  get origin(): RequestOrigin {
    const store = this.store;
    if (store?.request) return originOf(store.request);
    return { ip: store?.ip ?? null, userAgent: store?.userAgent ?? null };
  }

  /** Called by the session guard once the session cookie resolved to a user. */
  setActor(userId: string): void {
    const store = this.store;
    if (store) store.actorId = userId;
  }
}

/**
 * MikroORM's `context` option (core.module.ts): the EntityManager of the request or job being
 * served. A `RequestContext` of MikroORM's own (jobs, tests) comes first; an HTTP request's is
 * forked from the application's the first time the request uses the ORM, so that requests that
 * never do (the public catalogue reads, which use the pool directly) do not pay for a fork.
 */
export function contextEntityManager(name: string): EntityManager | undefined {
  const own = OrmRequestContext.getEntityManager(name) as EntityManager | undefined;
  if (own) return own;
  const cls = ClsServiceManager.getClsService();
  if (!cls.isActive()) return undefined;
  const store = cls.get() as RequestStore;
  if (!store.rootEm || store.rootEm.name !== name) return undefined;
  if (!store.em) {
    // Building the fork asks for the context (its constructor does, and so would a fork resolving
    // its base): meanwhile there is none, so that this is not called again and again.
    if (store.forking) return undefined;
    store.forking = true;
    try {
      store.em = store.rootEm.fork({ useContext: true, disableContextResolution: true });
    } finally {
      store.forking = false;
    }
  }
  return store.em;
}

/**
 * pino's `mixin` (core.module.ts): every line logged while serving a request names it (the `req`
 * serializer keeps its id, method and path), as pino-http's per-request logger did. Worked out
 * only when a line is written, so a request costs the logger nothing at levels that write nothing.
 */
export function requestLogBindings(): object {
  const cls = ClsServiceManager.getClsService();
  const request = cls.isActive() ? (cls.get() as RequestStore).request : undefined;
  return request ? { req: request } : {};
}

/**
 * The context of every request Nest serves, set up in one step (core.module.ts mounts it before any
 * route): the request id (a sane `X-Request-Id` from a proxy, else a new UUID), answered in
 * `X-Request-Id` and kept on `req.id`; the nestjs-cls context (`RequestContext` above: the id, the
 * client address and agent, the signed-in user, the request's EntityManager); and the access log,
 * one line per answer as pino-http wrote them ("request completed" at info, "request errored" at
 * error for a 5xx, "request shed" at warn for a 503 of load shedding), built only when its level is logged.
 */
@Injectable()
export class RequestContextMiddleware implements NestMiddleware {
  constructor(
    private readonly cls: ClsService,
    private readonly em: EntityManager,
    private readonly logger: PinoLogger,
  ) {}

  use(req: Request & { id?: string }, res: Response, next: NextFunction): void {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    const started = Date.now();
    res.once('close', () => this.logAnswer(req, res, started));
    const store: RequestStore = { [CLS_ID]: id, request: req, rootEm: this.em };
    this.cls.runWith(store, next);
  }

  private logAnswer(req: Request, res: Response, started: number): void {
    // A request refused by load shedding is the process protecting itself, not a failure: a warning,
    // so that alerts on errors do not fire on every busy minute.
    const shed = isShed(res);
    const failed = res.statusCode >= 500 && !shed;
    const level = failed ? 'error' : shed ? 'warn' : 'info';
    const root = this.logger.logger;
    if (!root.isLevelEnabled(level)) return;
    const entry = { req, res, responseTime: Date.now() - started };
    if (failed) root.error({ ...entry, err: new Error(`failed with status code ${res.statusCode}`) }, 'request errored');
    else if (shed) root.warn(entry, 'request shed');
    else root.info(entry, res.writableFinished ? 'request completed' : 'request aborted');
  }
}
