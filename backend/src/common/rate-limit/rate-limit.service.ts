import { createHash } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config.js';
import { REDIS } from '../redis.module.js';

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait before trying again.';

export interface RateLimitRule {
  /** Part of the Redis key: one counter per rule and subject. */
  name: string;
  limit: number;
  windowMs: number;
}

/** The limits of spec §9. */
export const RATE_LIMITS = {
  /** 3 attempts per 15 minutes per email. */
  signIn: { name: 'sign-in', limit: 3, windowMs: 900_000 },
  /** 2 sign-ups per 30 minutes (per client address). */
  signUp: { name: 'sign-up', limit: 2, windowMs: 1_800_000 },
  /** The generic limiter: 5 per 5 minutes per key (password reset, contact form…). */
  passwordReset: { name: 'password-reset', limit: 5, windowMs: 300_000 },
  contact: { name: 'contact', limit: 5, windowMs: 300_000 },
} as const satisfies Record<string, RateLimitRule>;

/** 429 with the seconds to wait; the error filter turns `retryAfterSeconds` into a Retry-After header. */
export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(RATE_LIMITED_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}

// Fixed window: the first hit of a window sets its expiry. Atomic, so concurrent API instances
// sharing Redis count every attempt once.
const CONSUME = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/**
 * Rate limits enforced by the server in Redis, so they hold across several API instances.
 * Subjects (emails, addresses) are hashed: Redis never holds them in clear.
 */
@Injectable()
export class RateLimitService {
  private readonly logger = new Logger('RateLimit');

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  /** Counts one attempt; throws 429 once the rule's limit is exceeded within its window. */
  async consume(rule: RateLimitRule, subject: string): Promise<void> {
    const key = this.key(rule, subject);
    let result: [number, number];
    try {
      result = (await this.redis.eval(CONSUME, 1, key, String(rule.windowMs))) as [number, number];
    } catch (error) {
      // Redis down: let the request through rather than lock every patient out; readiness reports the outage.
      this.logger.warn(`Rate limit ${rule.name} not enforced: ${(error as Error).message}`);
      return;
    }
    const [count, ttl] = result;
    if (count > rule.limit) throw new TooManyRequestsException(Math.max(1, Math.ceil((ttl > 0 ? ttl : rule.windowMs) / 1000)));
  }

  /** Forgets the attempts of a subject (e.g. after a successful sign-in). */
  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.redis.del(this.key(rule, subject)).catch(() => undefined);
  }

  private key(rule: RateLimitRule, subject: string): string {
    const digest = createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 32);
    return `${this.config.queuePrefix}:rl:${rule.name}:${digest}`;
  }
}
