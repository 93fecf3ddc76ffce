import { Injectable, Optional } from '@nestjs/common';
import type { Request } from 'express';
import { ClsService, type ClsStore } from 'nestjs-cls';

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
  /** `req.ip`: the peer, or the `X-Forwarded-For` client when the peer is a proxy named in TRUST_PROXY. */
  ip?: string | null;
  userAgent?: string | null;
}

const USER_AGENT_MAX = 300;

/** The origin of an HTTP request, as the audit log and sessions store it. */
export function originOf(req: Request): RequestOrigin {
  return { ip: req.ip ?? null, userAgent: (req.headers['user-agent'] as string | undefined)?.slice(0, USER_AGENT_MAX) ?? null };
}

/** The CLS middleware's `setup` (core.module.ts): every HTTP request's context gets its origin. */
export function setUpRequestContext(cls: ClsService, req: Request): void {
  const { ip, userAgent } = originOf(req);
  const store = cls as ClsService<RequestStore>;
  store.set('ip', ip);
  store.set('userAgent', userAgent);
}

/**
 * The request being served (or the job being run): its id, its signed-in user and its origin, so
 * that nothing has to be passed down by hand to reach the audit log or a session row. Outside a
 * context (command-line tools) every value is null.
 */
@Injectable()
export class RequestContext {
  /** Without nestjs-cls (command-line tools build services by hand), there is never a context. */
  constructor(@Optional() private readonly cls?: ClsService<RequestStore>) {}

  private get active(): ClsService<RequestStore> | undefined {
    return this.cls?.isActive() ? this.cls : undefined;
  }

  /** The request id (the worker: the job's correlation id), or null outside a context. */
  get requestId(): string | null {
    return this.active?.getId() ?? null;
  }

  /** The signed-in user of the request, or null (public route, signed out, worker, CLI). */
  get actorId(): string | null {
    return this.active?.get('actorId') ?? null;
  }

  /** The request's client address and user agent; nulls outside an HTTP request. */
  get origin(): RequestOrigin {
    const cls = this.active;
    return { ip: cls?.get('ip') ?? null, userAgent: cls?.get('userAgent') ?? null };
  }

  /** Called by the session guard once the session cookie resolved to a user. */
  setActor(userId: string): void {
    this.active?.set('actorId', userId);
  }
}
