import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { within } from '../within.js';

/**
 * Politeness shared by every worker process: at most one new request per site per interval,
 * whichever process makes it. The site's schedule is kept in Redis (a hash per site under the
 * deployment's prefix) and read and written only by one atomic script, on Redis's clock (`TIME`),
 * so that neither concurrent workers nor machines whose clocks differ can let two requests through
 * closer than the interval.
 *
 * A request first reserves the site's next free slot (`slot = max(now, next)`, `next = slot +
 * interval`: concurrent requests are queued one interval apart, in the order they asked), sleeps
 * until then and asks again with its slot. It is let through once its slot has come and the
 * interval has passed since the last request let through (a timer that fired late on a busy worker
 * pushes the next request back rather than letting it follow closer); each admission moves `next`
 * to at least `now + interval`. The hash expires once its schedule is over.
 */
export interface SitePacer {
  /**
   * Resolves when a request to `site` may go out, with that time on the schedule's clock (ms); rejects with
   * PacingUnavailable when the schedule cannot be read.
   */
  wait(site: string, intervalMs: number): Promise<number>;
}

/** The shared schedule could not be read (Redis down or too slow): the request is not made. */
export class PacingUnavailable extends Error {
  constructor(
    /** The site, as the guard names it. */
    readonly site: string,
    message: string,
  ) {
    super(message);
  }
}

// KEYS[1]: the site's hash { next, last }. ARGV[1]: the interval (ms). ARGV[2]: the slot reserved
// before ('' to reserve one). Answers { admitted (1/0), ms to wait, the slot, now }.
const SLOT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[1])
local stored = redis.call('HMGET', KEYS[1], 'next', 'last')
local nextSlot = tonumber(stored[1]) or 0
local last = tonumber(stored[2])
local slot
if ARGV[2] == '' then
  slot = math.max(now, nextSlot)
  nextSlot = slot + interval
else
  slot = tonumber(ARGV[2])
end
local due = slot
if last and last + interval > due then due = last + interval end
if due > now then
  redis.call('HSET', KEYS[1], 'next', nextSlot)
  redis.call('PEXPIRE', KEYS[1], nextSlot - now + interval)
  return { 0, due - now, slot, now }
end
nextSlot = math.max(nextSlot, now + interval)
redis.call('HSET', KEYS[1], 'next', nextSlot, 'last', now)
redis.call('PEXPIRE', KEYS[1], nextSlot - now + interval)
return { 1, 0, slot, now }`;

/** The script's name on the Redis client (EVALSHA, the script itself only when Redis lacks it). */
const SLOT_COMMAND = 'medtourSiteSlot';
type SlotCommand = (key: string, intervalMs: string, slot: string) => Promise<[number, number, number, number]>;

/** Redis answers in a millisecond; past this the schedule is treated as unavailable for this request. */
const REDIS_TIMEOUT_MS = 2_000;

export class RedisSitePacer implements SitePacer {
  private readonly command: SlotCommand;

  /** `prefix`: the deployment's queue prefix, so that deployments (and test runs) sharing a Redis keep their own schedules. */
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    if (!(SLOT_COMMAND in redis)) redis.defineCommand(SLOT_COMMAND, { numberOfKeys: 1, lua: SLOT });
    this.command = (redis as unknown as Record<string, SlotCommand>)[SLOT_COMMAND]!.bind(redis);
  }

  /** The Redis key of a site's schedule. */
  key(site: string): string {
    return `${this.prefix}:scraper-pace:${site}`;
  }

  async wait(site: string, intervalMs: number): Promise<number> {
    if (intervalMs <= 0) return Date.now();
    let slot: number | undefined;
    for (;;) {
      const answer = await this.ask(site, intervalMs, slot);
      if (answer.admitted) return answer.now;
      slot = answer.slot;
      await sleep(answer.waitMs);
    }
  }

  /**
   * One turn of `wait`: reserves the site's next slot (no `slot`) or asks again for a slot
   * reserved before. `slot` and `now` are on Redis's clock; `waitMs` is how long until the request may go.
   */
  async ask(site: string, intervalMs: number, slot?: number): Promise<{ admitted: boolean; waitMs: number; slot: number; now: number }> {
    let answer: [number, number, number, number];
    try {
      answer = await within(
        this.command(this.key(site), String(intervalMs), slot === undefined ? '' : String(slot)),
        REDIS_TIMEOUT_MS,
        'Redis did not answer',
      );
    } catch (error) {
      throw new PacingUnavailable(site, `${site} could not be paced (${(error as Error).message}): the request was not made`);
    }
    return { admitted: answer[0] === 1, waitMs: answer[1], slot: answer[2], now: answer[3] };
  }
}
