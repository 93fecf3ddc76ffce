import { type ExecutionContext, Injectable, type OnModuleInit } from '@nestjs/common';
import { Throttle, ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerModuleOptions, type ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface.js';
import { ROUTE_LIMITS, type RouteLimitName } from '@medtour/contracts';
import type { AppConfig } from '../../config/app-config.js';
import type { AuthContext } from '../auth.decorators.js';
import { RateLimitService, TooManyRequestsException } from './rate-limit.service.js';

/**
 * The two limits every route has (@nestjs/throttler): one per client address, checked before
 * anything else, and one per signed-in user, checked once the session is known.
 */
export function throttlerOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    setHeaders: false,
    throttlers: [
      { name: 'client', ttl: 60_000, limit: config.rateLimitClientPerMinute },
      {
        name: 'user',
        ttl: 60_000,
        limit: config.rateLimitUserPerMinute,
        getTracker: (req: { auth?: AuthContext }) => req.auth!.userId,
        skipIf: (context: ExecutionContext) => !context.switchToHttp().getRequest<{ auth?: AuthContext }>().auth,
      },
    ],
  };
}

/** Applies one of the named route limits (`ROUTE_LIMITS`: stricter limits of single routes, per address or per user). */
export const Limit = (name: RouteLimitName) => Throttle(ROUTE_LIMITS[name]);

/** The throttler's counters, in Redis through the same atomic script as every other limit. */
export class LimitStorage implements ThrottlerStorage {
  constructor(private readonly rateLimits: RateLimitService) {}

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const { count, ttlMs } = await this.rateLimits.hit(this.rateLimits.key(`route-${throttlerName}`, key), ttl);
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    return { totalHits: count, timeToExpire: seconds, isBlocked: count > limit, timeToBlockExpire: seconds };
  }
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
    return own === undefined ? `${name}:${tracker}` : super.generateKey(context, tracker, name);
  }

  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new TooManyRequestsException(detail.timeToBlockExpire);
  }
}

/** Per client address: registered before the session guard, so that unauthenticated floods are cut early. */
@Injectable()
export class ClientLimitGuard extends NamedLimitsGuard {
  protected readonly names = ['client'];
}

/** Per signed-in user: registered after the session guard, which tells who the user is. */
@Injectable()
export class UserLimitGuard extends NamedLimitsGuard {
  protected readonly names = ['user'];
}
