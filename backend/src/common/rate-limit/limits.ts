import { type ExecutionContext, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  normalizeIp,
  Throttle,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface.js';
import { ROUTE_LIMITS, type RouteLimitName } from '@medtour/contracts';
import type { AppConfig } from '../../config/app-config.js';
import type { AuthContext } from '../auth.decorators.js';
import { RateLimitService, TooManyRequestsException } from './rate-limit.service.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Every throttler counts per minute. */
const LIMIT_WINDOW_MS = 60_000;
/** The throttler counting per client address. */
const CLIENT = 'client';
const authOf = (context: ExecutionContext) => context.switchToHttp().getRequest<{ auth?: AuthContext }>().auth;

/**
 * A change made by a staff member (with the second factor done: `roles` holds staff roles only
 * then). A runaway script or a stuck key on a staff account is what the limit is for: 40 scrape runs
 * or 60 replies in a second fanned out to Chromium and to patients' inboxes.
 */
function isStaffWrite(context: ExecutionContext): boolean {
  const auth = authOf(context);
  const method = context.switchToHttp().getRequest<{ method: string }>().method;
  return !!auth && !READS.has(method) && auth.roles.some((role) => role === 'admin' || role === 'moderator');
}

/**
 * The limits every route has (@nestjs/throttler): one per client address, checked before anything
 * else; one per signed-in user, checked once the session is known; and one on the changes each staff
 * member makes, all routes together (routes that send something out have a stricter one of their own, `@Limit`).
 */
export function throttlerOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    setHeaders: false,
    throttlers: [
      { name: CLIENT, ttl: LIMIT_WINDOW_MS, limit: config.rateLimitClientPerMinute },
      {
        name: 'user',
        ttl: LIMIT_WINDOW_MS,
        limit: config.rateLimitUserPerMinute,
        getTracker: (req: { auth?: AuthContext }) => req.auth!.userId,
        skipIf: (context: ExecutionContext) => !authOf(context),
      },
      {
        name: 'staffWrite',
        ttl: LIMIT_WINDOW_MS,
        limit: config.rateLimitStaffWritesPerMinute,
        getTracker: (req: { auth?: AuthContext }) => req.auth!.userId,
        skipIf: (context: ExecutionContext) => !isStaffWrite(context),
      },
    ],
  };
}

/** Applies one of the named route limits (`ROUTE_LIMITS`: stricter limits of single routes, per address or per user). */
export const Limit = (name: RouteLimitName) => Throttle(ROUTE_LIMITS[name]);

/**
 * The throttler's counters, in Redis through the same atomic script as every other limit, without a
 * round trip per request far below the limit (`RateLimitService.hitWithin`, which is why it is given
 * the limit).
 */
export class LimitStorage implements ThrottlerStorage {
  constructor(private readonly rateLimits: RateLimitService) {}

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const { count, ttlMs } = await this.rateLimits.hitWithin(this.rateLimits.key(`route-${throttlerName}`, key), ttl, limit);
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    return { totalHits: count, timeToExpire: seconds, isBlocked: count > limit, timeToBlockExpire: seconds };
  }
}

/** The counter every route without a limit of its own shares for one client (`NamedLimitsGuard.generateKey`). */
const sharedKey = (name: string, tracker: string) => `${name}:${tracker}`;

/**
 * The per-address limit as `ClientLimitGuard` applies it to a route without a limit of its own, for
 * what is served ahead of Nest's guards (common/http/public-read.ts): the same counter, so that both
 * count towards one limit. Throws the same 429.
 */
export async function checkClientLimit(rateLimits: RateLimitService, config: AppConfig, req: { ip?: string }): Promise<void> {
  const limit = config.rateLimitClientPerMinute;
  const storage = new LimitStorage(rateLimits);
  const hit = await storage.increment(sharedKey(CLIENT, clientTracker(req)), LIMIT_WINDOW_MS, limit, 0, CLIENT);
  if (hit.isBlocked) throw new TooManyRequestsException(hit.timeToBlockExpire);
}

/** Client addresses already normalised (at most this many kept; the map starts again when full). */
const TRACKERS_KEPT = 10_000;
const trackers = new Map<string, string>();

/**
 * The throttler's default tracker, the client address as `normalizeIp` reads it (an IPv6 client by
 * its /56 network), worked out once per address: IPv6 addresses (loopback's `::ffff:127.0.0.1` too)
 * cost several regular expressions each time.
 */
export function clientTracker(req: { ip?: string }): string {
  const ip = req.ip ?? '';
  let tracker = trackers.get(ip);
  if (tracker === undefined) {
    if (trackers.size >= TRACKERS_KEPT) trackers.clear();
    tracker = normalizeIp(ip);
    trackers.set(ip, tracker);
  }
  return tracker;
}

/** How @nestjs/throttler names a route's own limit in its metadata (`THROTTLER_LIMIT` of its constants, not exported). */
const THROTTLER_LIMIT = 'THROTTLER:LIMIT';

/** A throttler guard that checks only some of the throttlers, and answers 429 in the spec's words. */
abstract class NamedLimitsGuard extends ThrottlerGuard implements OnModuleInit {
  protected abstract readonly names: readonly string[];

  override async onModuleInit(): Promise<void> {
    await super.onModuleInit();
    this.throttlers = this.throttlers.filter((throttler) => this.names.includes(throttler.name!));
  }

  /**
   * One counter per client (or user) across every route, except on routes with a limit of their
   * own (`@Limit`), which count separately.
   */
  protected override generateKey(context: ExecutionContext, tracker: string, name: string): string {
    const own = this.reflector.getAllAndOverride<number | undefined>(`${THROTTLER_LIMIT}${name}`, [
      context.getHandler(),
      context.getClass(),
    ]);
    return own === undefined ? sharedKey(name, tracker) : super.generateKey(context, tracker, name);
  }

  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new TooManyRequestsException(detail.timeToBlockExpire);
  }
}

/** Per client address: registered before the session guard, so that unauthenticated floods are cut early. */
@Injectable()
export class ClientLimitGuard extends NamedLimitsGuard {
  protected readonly names = [CLIENT];
}

/** Per signed-in user, and per staff member's changes: registered after the session guard, which tells who the user is. */
@Injectable()
export class UserLimitGuard extends NamedLimitsGuard {
  protected readonly names = ['user', 'staffWrite'];
}
