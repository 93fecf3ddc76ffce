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
// sharing Redis count every attempt once. ARGV[2] hits at once: a reservation (see `hitWithin`).
const CONSUME = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

// DECR of a key that expired meanwhile would make a counter without a window: only an existing one, never below zero.
const FORGIVE = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** The script's name on the Redis client (ioredis sends EVALSHA, and the script only when Redis lacks it). */
const CONSUME_COMMAND = 'medtourRateLimitHit';

/** The in-process fallback keeps at most this many counters (the oldest windows are dropped first). */
const MAX_LOCAL_COUNTERS = 50_000;
/** A reservation takes at most this share of what is left of the limit (1/16)… */
const LEASE_SHARE = 16;
/** …and at most this many hits. */
const MAX_LEASE = 64;
/** Counter keys kept by `key` (name and subject → key). */
const MAX_KEPT_KEYS = 10_000;
/** Counters with a reservation kept at once (the oldest are dropped first: their unused hits are simply lost). */
const MAX_LEASES = 50_000;

/**
 * Hits of one counter reserved in Redis by this process for the current window, not all used yet.
 * Hit numbers are the counter's values in Redis: the hits `next`…`last` are this process's to use.
 */
interface Lease {
  next: number;
  last: number;
  /** The window's end on this clock (no later than Redis's expiry of the counter). */
  resetAt: number;
  /** The counter's value after the last reservation (every process's hits and reservations). */
  seen: number;
}

type HitCommand = (key: string, windowMs: string, hits: string) => Promise<[number, number]>;

/**
 * Counts hits in Redis, so limits hold across several API instances. While Redis is down, hits
 * are counted in this process instead: limits stay on (per instance) rather than switching off,
 * which is what protects sign-in, two-factor codes and reset links from guessing during an outage.
 * Subjects (emails, addresses) are hashed: neither store holds them in clear.
 *
 * The limits every request passes (per address, per user: `hitWithin`) do not cost a Redis round
 * trip per request: far below the limit a process reserves several hits at once in Redis (at most
 * 1/16 of what is left of the limit, at most 64) and uses them locally; near the limit it reserves
 * one at a time, which is the exact count; once over it, it refuses until the window ends without
 * asking again (a fixed window's count only grows). Redis therefore never lets more hits through
 * than the limit, whichever instances serve them; what the reservations cost is that an instance
 * may refuse a client slightly early while another instance still holds hits it reserved and has not
 * used (at most 63 per instance and window, and none near the limit, where reservations are single hits).
 */
@Injectable()
export class RateLimitService {
  private readonly logger = new Logger('RateLimit');
  private readonly local = new Map<string, { count: number; resetAt: number }>();
  private readonly leases = new Map<string, Lease>();
  private readonly keys = new Map<string, string>();
  /** Reservations under way (true once made, false when Redis did not answer): other hits of the counter wait for them. */
  private readonly reserving = new Map<string, Promise<boolean>>();
  private readonly command: HitCommand;
  private redisDown = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {
    if (!(CONSUME_COMMAND in redis)) redis.defineCommand(CONSUME_COMMAND, { numberOfKeys: 1, lua: CONSUME });
    const command = (redis as unknown as Record<string, HitCommand>)[CONSUME_COMMAND]!;
    this.command = command.bind(redis);
  }

  /** Counts one attempt; throws 429 once the rule's limit is exceeded within its window. */
  async consume(rule: RateLimitRule, subject: string): Promise<void> {
    const { count, ttlMs } = await this.hit(this.key(rule.name, subject), rule.windowMs);
    if (count > rule.limit) throw new TooManyRequestsException(Math.max(1, Math.ceil(ttlMs / 1000)));
  }

  /**
   * Takes back one attempt of a subject that turned out not to be what the limit is for (a right
   * password, where only wrong ones should count): counted first, so that attempts in flight at once
   * are all counted, and given back once known. Never below zero, never a counter that has expired.
   */
  async forgiveOne(rule: RateLimitRule, subject: string): Promise<void> {
    const key = this.key(rule.name, subject);
    const local = this.local.get(key);
    if (local && local.count > 0) local.count -= 1;
    await this.redis.eval(FORGIVE, 1, key).catch(() => undefined);
  }

  /** Forgets the attempts of a subject (e.g. after a successful sign-in). */
  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    const key = this.key(rule.name, subject);
    this.local.delete(key);
    this.leases.delete(key);
    await this.redis.del(key).catch(() => undefined);
  }

  /** One hit on a counter whose window lasts `windowMs`, counted in Redis at once; the key is used as given. */
  async hit(key: string, windowMs: number): Promise<Hit> {
    const reserved = await this.reserve(key, windowMs, 1);
    return reserved ? { count: reserved.count, ttlMs: reserved.ttlMs } : this.hitLocally(key, windowMs);
  }

  /**
   * One hit on a counter of `limit` hits per `windowMs`, for the limits every request passes: from
   * the hits this process reserved in Redis when it has some left, else from a new reservation (see
   * the class). `count` is the hit's number in the window: over `limit` means refused. A counter
   * counted this way is never `reset` (a process would go on refusing until the window ends).
   */
  async hitWithin(key: string, windowMs: number, limit: number): Promise<Hit> {
    // Each turn uses a reserved hit, refuses, or waits for a reservation, which hands out at least one
    // hit or finds the limit passed. Hits of one counter wait for each other only near the limit.
    for (;;) {
      const now = Date.now();
      const lease = this.leases.get(key);
      const current = lease && lease.resetAt > now ? lease : undefined;
      if (current) {
        if (current.next <= current.last) return { count: current.next++, ttlMs: current.resetAt - now };
        if (current.seen > limit) return { count: current.seen, ttlMs: current.resetAt - now };
      }
      const underWay = this.reserving.get(key);
      if (underWay) {
        if (!(await underWay)) return this.hitLocally(key, windowMs, this.leases.get(key));
        continue;
      }
      const size = Math.max(1, Math.min(MAX_LEASE, Math.floor((limit - (current?.seen ?? 0)) / LEASE_SHARE)));
      const reservation = this.reserve(key, windowMs, size).then((reserved) => {
        if (reserved) this.keepLease(key, size, limit, reserved, now);
        return reserved !== null;
      });
      this.reserving.set(key, reservation);
      const reserved = await reservation.finally(() => this.reserving.delete(key));
      // Redis did not answer: this hit is counted in this process, as every limit is while Redis is down.
      if (!reserved) return this.hitLocally(key, windowMs, this.leases.get(key));
    }
  }

  /** The hits a reservation of `size` made (sent at `sentAt`) may use: those up to `limit`. */
  private keepLease(key: string, size: number, limit: number, reserved: Hit, sentAt: number): void {
    const first = reserved.count - size + 1;
    this.leases.delete(key); // re-inserted last: the map stays ordered by reservation
    this.leases.set(key, {
      next: first,
      last: Math.min(reserved.count, limit),
      // Redis measured the time left after this was sent: the lease ends no later than the counter.
      resetAt: sentAt + reserved.ttlMs,
      seen: reserved.count,
    });
    if (this.leases.size > MAX_LEASES) this.leases.delete(this.leases.keys().next().value!);
  }

  /**
   * Adds `hits` to a counter in Redis: the count after them and the time left of the window; null
   * when Redis does not answer (logged once per outage).
   */
  private async reserve(key: string, windowMs: number, hits: number): Promise<Hit | null> {
    try {
      const [count, ttl] = await within(
        this.command(key, String(windowMs), String(hits)),
        this.config.rateLimitRedisTimeoutMs,
        'Redis did not answer',
      );
      if (this.redisDown) this.logger.log('Redis is back: limits are shared across instances again');
      this.redisDown = false;
      return { count, ttlMs: ttl > 0 ? ttl : windowMs };
    } catch (error) {
      if (!this.redisDown) this.logger.warn(`Redis unavailable, counting limits in this process: ${(error as Error).message}`);
      this.redisDown = true;
      return null;
    }
  }

  /** A key for a counter: the prefix of this deployment, the counter's name and a digest of its subject. */
  key(name: string, subject: string): string {
    // Every request asks for its client's key: the digests of recent subjects are kept (a plain map,
    // started again when full).
    const id = `${name}\n${subject}`;
    let key = this.keys.get(id);
    if (key === undefined) {
      const digest = createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 32);
      key = `${this.config.queuePrefix}:rl:${name}:${digest}`;
      if (this.keys.size >= MAX_KEPT_KEYS) this.keys.clear();
      this.keys.set(id, key);
    }
    return key;
  }

  /**
   * One hit counted in this process. While a window counted in Redis still runs (`lease`: Redis answered a moment ago,
   * then late), the count goes on from Redis's, not from zero: hits counted half there and half here
   * would let a client through up to twice its limit.
   */
  private hitLocally(key: string, windowMs: number, lease?: Lease): Hit {
    const now = Date.now();
    let counter = this.local.get(key);
    const live = lease && lease.resetAt > now ? lease : undefined;
    if (!counter || counter.resetAt <= now) {
      this.local.delete(key); // re-inserted last: the map stays ordered by window start
      counter = { count: 0, resetAt: live?.resetAt ?? now + windowMs };
      this.local.set(key, counter);
      this.evictLocally(now);
    }
    // Never below what Redis last counted in a window still running, even for a counter begun in an earlier outage.
    counter.count = Math.max(counter.count, live?.seen ?? 0) + 1;
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
