import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type HandlesJobs, type JobContext, type JobHandlerMap, JobHandlers } from '../../common/jobs/job-registry.js';
import { FetchFailure, FetchRefused, guardedGet } from '../../common/outbound/guarded-get.js';
import { HOST_RESOLVER, type HostResolver, TargetGuard } from '../../common/outbound/target-guard.js';
import { AppConfig } from '../../config/app-config.js';
import { OutboxMessage, OutboxService } from '../notifications/index.js';
import { readSiteSettings, recordRatesFetch, RATES_CALLER, readRatesAnswer, UnreadableRates } from '../settings/index.js';
import { utcDay } from '@medtour/contracts';

/** A rates answer is a few kilobytes: anything over this is not one. */
const MAX_BYTES = 256 * 1024;
/** The whole fetch, redirects included (no transaction is open meanwhile: the rates are stored after it, in a short one). */
const TIMEOUT_MS = 8_000;
const MAX_REDIRECTS = 3;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** "2026-11-24 06:00 UTC" */
const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Exchange rates refreshed from the rates URL of Settings (issue 28). Every 6 hours the schedule
 * queues a fetch through the outbox (as a new URL does), so that a network error or a 5xx is tried
 * again with the outbox's backoff; a refusal of the target guard (a private, loopback or metadata
 * address, another scheme, a redirect to one) or an answer that is not rates is recorded and not
 * retried. Each rate is stored for the answer's date unless staff entered that currency's rate of
 * that date (staff win); a rate fetched before for the same date is replaced. The outcome is kept
 * for the Settings form. The URL is never logged (it may carry an API key).
 */
@JobHandlers()
@Injectable()
export class RatesUrlJobs implements HandlesJobs {
  private readonly logger = new Logger('RatesUrlJobs');
  private readonly guard: TargetGuard;

  constructor(
    private readonly config: AppConfig,
    private readonly outbox: OutboxService,
    @Inject(HOST_RESOLVER) resolver: HostResolver,
  ) {
    this.guard = new TargetGuard({
      resolver,
      // The scraper's test-only allowance (refused in production): the tests' local rates server.
      allowance: { loopbackPorts: config.scraper.allowLoopbackPorts },
      minIntervalMs: 0,
      connectTimeoutMs: TIMEOUT_MS,
      caller: RATES_CALLER,
    });
  }

  readonly jobs: JobHandlerMap = {
    'currencies.refresh_rates': (_payload, { em }) => this.refresh(em),
    'currencies.fetch_rates': (_payload, context) => this.fetch(context),
  };

  /** Queues a fetch when a rates URL is set and none waits already (one that is retrying, say). */
  private async refresh(em: EntityManager): Promise<void> {
    if (!(await readSiteSettings(em, this.config)).ratesUrl) return;
    await em.transactional(async (tx) => {
      const waiting = await tx.count(OutboxMessage, { jobName: 'currencies.fetch_rates', processedAt: null, deadAt: null });
      if (!waiting) this.outbox.enqueue(tx, 'currencies.fetch_rates', {});
    });
  }

  /**
   * Reads Settings, fetches the URL with no transaction open, then stores the rates and the outcome
   * in the job's record transaction, with the outbox row marked done: they commit together, once
   * (a retry fetches again and replaces the same date's fetched rates).
   */
  private async fetch({ em, record }: JobContext): Promise<void> {
    const { ratesUrl } = await readSiteSettings(em, this.config);
    if (!ratesUrl) return; // cleared since it was queued
    const fetchedAt = new Date();
    // A failure's outcome is written at once, in its own statement (the Settings form shows it meanwhile).
    const fail = async (reason: string, retry: boolean) => {
      const status = retry ? `Failed (retried with backoff): ${reason}` : reason.startsWith('Refused: ') ? reason : `Failed: ${reason}`;
      await recordRatesFetch(em, { fetchedAt: fetchedAt.toISOString(), status: status.slice(0, 500) });
      this.logger.warn(`Rates URL: ${status}`);
    };

    let host: string;
    let json: unknown;
    try {
      const answer = await guardedGet(this.guard, ratesUrl, {
        maxBytes: MAX_BYTES,
        timeoutMs: TIMEOUT_MS,
        maxRedirects: MAX_REDIRECTS,
        headers: { accept: 'application/json', 'user-agent': 'MedTourRates/1.0' },
      });
      host = answer.url.host;
      if (answer.status >= 500 || answer.status === 429) throw new FetchFailure(`${host} answered ${answer.status}`, false);
      if (answer.status !== 200) throw new FetchFailure(`${host} answered ${answer.status}`, true);
      try {
        json = JSON.parse(answer.body.toString('utf8'));
      } catch {
        throw new FetchFailure('The answer is not JSON', true);
      }
    } catch (error) {
      if (!(error instanceof FetchFailure)) throw error;
      await fail(error.message, !error.permanent && !(error instanceof FetchRefused));
      if (error.permanent) return;
      throw error; // tried again by the outbox, with backoff
    }

    let read;
    try {
      read = readRatesAnswer(json, utcDay(fetchedAt));
    } catch (error) {
      if (!(error instanceof UnreadableRates)) throw error;
      return fail(error.message, false);
    }
    const source = `Rates URL (${host}), fetched ${utcMinute(fetchedAt)}`.slice(0, 200);
    await record(async (tx) => {
      const kept: string[] = [];
      for (const { currency, rate } of read.rates) {
        // Inserted, or replacing a fetched rate of that date; staff's is left as it is (no row returned).
        const stored = await tx.execute<{ id: string }[]>(
          `insert into exchange_rates (id, currency, rate, as_of, source, fetched_at, created_at, updated_at)
           values (gen_random_uuid(), ?, ?, ?, ?, ?, now(), now())
           on conflict (currency, as_of) do update
             set rate = excluded.rate, source = excluded.source, fetched_at = excluded.fetched_at, updated_at = now()
             where exchange_rates.fetched_at is not null
           returning id`,
          [currency, rate, read.date, source, fetchedAt],
        );
        if (!stored.length) kept.push(currency);
      }
      const parts = [`${plural(read.rates.length - kept.length, 'rate')} of ${read.date} stored`];
      if (kept.length) parts.push(`staff's rate kept for ${kept.join(', ')}`);
      if (read.skipped.length) parts.push(`skipped ${read.skipped.map((s) => `${s.currency} (${s.reason})`).join(', ')}`);
      await recordRatesFetch(tx, { fetchedAt: fetchedAt.toISOString(), status: parts.join('; ').slice(0, 500) });
    });
  }
}
