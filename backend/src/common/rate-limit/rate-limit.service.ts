import { createHash } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { API_MESSAGES, type RateLimitRule } from '@medtour/contracts';
import { AppConfig } from '../../config/app-config.js';
import { within } from '../within.js';
import { REDIS } from '../redis.module.js';

/** 429 with the seconds to wait; the error filter turns `retryAfterSeconds` into a Retry-After header. */
export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(API_MESSAGES.rateLimited, HttpStatus.TOO_MANY_REQUESTS);
  }
}

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Until the window ends. */
  ttlMs: number;
}

// Fixed window: the first hit of a window sets its expiry. Atomic, so concurrent API instances
// sharing Redis count every attempt once.
const CONSUME = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/** Redis answers in a millisecond; past this it is treated as down for this hit. */
const REDIS_TIMEOUT_MS = 500;
/** The in-process fallback keeps at most this many counters (the oldest windows are dropped first). */
const MAX_LOCAL_COUNTERS = 50_000;

/**
 * Counts hits in Redis, so limits hold across several API instances. While Redis is down, hits
 * are counted in this process instead: limits stay on (per instance) rather than switching off,
 * which is what protects sign-in, two-factor codes and reset links from guessing during an outage.
 * Subjects (emails, addresses) are hashed: neither store holds them in clear.
 */
@Injectable()
export class RateLimitService {
  private readonly logger = new Logger('RateLimit');
  private readonly local = new Map<string, { count: number; resetAt: number }>();
  private redisDown = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  /** Counts one attempt; throws 429 once the rule's limit is exceeded within its window. */
  async consume(rule: RateLimitRule, subject: string): Promise<void> {
    const { count, ttlMs } = await this.hit(this.key(rule.name, subject), rule.windowMs);
    if (count > rule.limit) throw new TooManyRequestsException(Math.max(1, Math.ceil(ttlMs / 1000)));
  }

  /** Forgets the attempts of a subject (e.g. after a successful sign-in). */
  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    const key = this.key(rule.name, subject);
    this.local.delete(key);
    await this.redis.del(key).catch(() => undefined);
  }

  /** One hit on a counter whose window lasts `windowMs`; the key is used as given. */
  async hit(key: string, windowMs: number): Promise<Hit> {
    try {
      const [count, ttl] = (await within(this.redis.eval(CONSUME, 1, key, String(windowMs)), REDIS_TIMEOUT_MS, 'Redis did not answer')) as [
        number,
        number,
      ];
      if (this.redisDown) this.logger.log('Redis is back: limits are shared across instances again');
      this.redisDown = false;
      return { count, ttlMs: ttl > 0 ? ttl : windowMs };
    } catch (error) {
      if (!this.redisDown) this.logger.warn(`Redis unavailable, counting limits in this process: ${(error as Error).message}`);
      this.redisDown = true;
      return this.hitLocally(key, windowMs);
    }
  }

  /** A key for a counter: the prefix of this deployment, the counter's name and a digest of its subject. */
  key(name: string, subject: string): string {
    const digest = createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 32);
    return `${this.config.queuePrefix}:rl:${name}:${digest}`;
  }

  private hitLocally(key: string, windowMs: number): Hit {
    const now = Date.now();
    let counter = this.local.get(key);
    if (!counter || counter.resetAt <= now) {
      this.local.delete(key); // re-inserted last: the map stays ordered by window start
      counter = { count: 0, resetAt: now + windowMs };
      this.local.set(key, counter);
      this.evictLocally(now);
    }
    counter.count += 1;
    return { count: counter.count, ttlMs: counter.resetAt - now };
  }

  private evictLocally(now: number): void {
    if (this.local.size <= MAX_LOCAL_COUNTERS) return;
    for (const [key, counter] of this.local) {
      if (this.local.size <= MAX_LOCAL_COUNTERS && counter.resetAt > now) break;
      this.local.delete(key);
    }
  }
}
