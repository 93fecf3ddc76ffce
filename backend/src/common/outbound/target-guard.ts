import { channel } from 'node:diagnostics_channel';
import { lookup } from 'node:dns/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { within } from '../within.js';
import type { SitePacer } from './site-pacer.js';
import {
  addressRefusal,
  ALLOWED_PORTS,
  checkSourceUrl,
  describeRange,
  type OutboundCaller,
  parseHost,
  refusedRange,
  SCRAPER_CALLER,
  type TargetAllowance,
  type UrlCheck,
} from './target-policy.js';

/**
 * The one decision of where the worker may connect, shared by the scraper's guard proxy (every
 * request of its browser) and by plain fetches (guarded-get.ts, the exchange rates). For each
 * connection it resolves the name once, refuses any answer that is not a public unicast address
 * (or a port other than 80/443), and gives the address it checked to connect to: DNS rebinding
 * between a check and a connection is impossible because there is only one lookup. It paces each
 * site to at most one new request per `minIntervalMs`: across every worker process through Redis
 * when given a `pacer` (site-pacer.ts: the scraper), else within this process only.
 */

/** Answers a host name with its addresses (the system resolver; tests inject their own). */
export type HostResolver = (host: string) => Promise<string[]>;

export const systemResolver: HostResolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((answer) => answer.address);

/** The resolver the target guards use (Nest token): the system's by default, a test's own in tests. */
export const HOST_RESOLVER = Symbol('HOST_RESOLVER');

/** What the guard did, for the logs and for tests (which assert that no refused address is ever connected to). */
export interface GuardEvent {
  kind: 'connect' | 'refused';
  host: string;
  port: number;
  /** The address connected to, or the refused one. */
  address?: string;
  reason?: string;
  /** When the pacing let a connection go, on the schedule's clock (Redis's with a shared pacer), in ms. */
  admittedAt?: number;
}
/** Published on every decision: `diagnostics_channel.subscribe('medtour:scraper-guard', …)`. */
export const GUARD_CHANNEL = 'medtour:scraper-guard';
const events = channel(GUARD_CHANNEL);

export class GuardRefusal extends Error {}

export interface GuardOptions {
  resolver: HostResolver;
  allowance: TargetAllowance;
  /** At most one new request per site per this many ms. */
  minIntervalMs: number;
  /**
   * The schedule shared by every worker process (Redis: the scraper's guards). Without one, each
   * guard paces alone, in memory: two processes would each let a request through per interval.
   * When it cannot be read, `admit` rejects with PacingUnavailable and the request is not made.
   */
  pacer?: SitePacer;
  /** Time to resolve and connect upstream. */
  connectTimeoutMs?: number;
  /** Named in the reasons (the scraper unless said). */
  caller?: OutboundCaller;
}

export class TargetGuard {
  private readonly nextSlot = new Map<string, number>();
  /** When each site's last request was let through. */
  private readonly admittedAt = new Map<string, number>();

  /** `onRefusal` hears every refusal (the guard proxy keeps them for the scrape that caused them). */
  constructor(
    readonly options: GuardOptions,
    private readonly onRefusal: (event: GuardEvent) => void = () => undefined,
  ) {}

  private get caller(): OutboundCaller {
    return this.options.caller ?? SCRAPER_CALLER;
  }

  /** A URL checked as the API checks it (scheme, credentials, port, address literals), before any connection. */
  checkUrl(raw: string): UrlCheck {
    return checkSourceUrl(raw, this.options.allowance, this.caller);
  }

  /**
   * The address to connect to for `host:port`, after the checks; throws GuardRefusal. The host is
   * read by the WHATWG URL parser first, so every spelling of an address is seen as that address.
   */
  async admit(rawHost: string, port: number): Promise<string> {
    let parsed: ReturnType<typeof parseHost>;
    try {
      parsed = parseHost(new URL(`http://${rawHost.includes(':') && !rawHost.startsWith('[') ? `[${rawHost}]` : rawHost}/`).hostname);
    } catch {
      throw this.refuse(rawHost, port, undefined, `${rawHost} is not a host name`);
    }
    const { host } = parsed;
    const { allowance } = this.options;
    let address = parsed.address;
    if (!address) {
      if (!ALLOWED_PORTS.includes(port) && !allowance.loopbackPorts.includes(port)) {
        throw this.refuse(host, port, undefined, `Port ${port} is not allowed: only ports 80 and 443`);
      }
      let answers: string[];
      try {
        answers = await within(this.options.resolver(host), this.options.connectTimeoutMs ?? 10_000);
      } catch {
        throw this.refuse(host, port, undefined, `${host} could not be resolved`);
      }
      if (!answers.length) throw this.refuse(host, port, undefined, `${host} could not be resolved`);
      // Every answer must be acceptable: a name that also points somewhere private is refused outright.
      for (const answer of answers) {
        const refusal = addressRefusal(answer, port, allowance, this.caller);
        const range = refusal && refusedRange(answer);
        if (refusal) {
          throw this.refuse(
            host,
            port,
            answer,
            range ? `${host} resolves to ${answer}, ${describeRange(range)}, which ${this.caller.name} never connects to` : refusal,
          );
        }
      }
      address = answers[0]!;
    } else {
      const refusal = addressRefusal(address, port, allowance, this.caller);
      if (refusal) throw this.refuse(host, port, address, refusal);
    }
    const admittedAt = await this.pace(host);
    events.publish({ kind: 'connect', host, port, address, admittedAt } satisfies GuardEvent);
    return address;
  }

  private refuse(host: string, port: number, address: string | undefined, reason: string): GuardRefusal {
    const event: GuardEvent = { kind: 'refused', host, port, address, reason };
    this.onRefusal(event);
    events.publish(event);
    return new GuardRefusal(reason);
  }

  /**
   * One new request per site per interval: waits for the site's next slot. With a shared pacer the
   * slot is reserved in Redis (see site-pacer.ts). Redis down while scraping fails the request
   * (PacingUnavailable; the scrape run fails and is retried with backoff, as for a network error)
   * rather than falling back to this process's own pacing: with several workers that would let the
   * site get a request per interval from each of them, the very hammering the pacing exists to
   * prevent, and an outage is better waited out than guessed around.
   *
   * In memory (no pacer: tests, and fetches that are not paced): a slot counts from when the request before
   * was let through, not from when it was due: on a busy process a timer fires late, and the next request must not
   * follow that one closer than the interval.
   */
  private async pace(site: string): Promise<number> {
    const interval = this.options.minIntervalMs;
    if (interval <= 0) return Date.now();
    if (this.options.pacer) return this.options.pacer.wait(site, interval);
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot.get(site) ?? 0);
    this.nextSlot.set(site, slot + interval);
    if (this.nextSlot.size > 1_000) {
      for (const [key, next] of this.nextSlot) if (next < now) this.nextSlot.delete(key);
    }
    if (slot > now) await sleep(slot - now);
    for (let wait = (this.admittedAt.get(site) ?? -Infinity) + interval - Date.now(); wait > 0;) {
      await sleep(wait);
      wait = (this.admittedAt.get(site) ?? -Infinity) + interval - Date.now();
    }
    const admitted = Date.now();
    this.admittedAt.set(site, admitted);
    this.nextSlot.set(site, Math.max(this.nextSlot.get(site) ?? 0, admitted + interval));
    if (this.admittedAt.size > 1_000) {
      for (const [key, at] of this.admittedAt) if (at + interval < Date.now()) this.admittedAt.delete(key);
    }
    return admitted;
  }
}
