import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SCRAPE_RUN_FINAL } from '@medtour/contracts';
import { type HandlesJobs, type JobContext, type JobHandlerMap, JobHandlers } from '../../../common/jobs/job-registry.js';
import { checkSourceUrl } from '../../../common/outbound/target-policy.js';
import { AppConfig } from '../../../config/app-config.js';
import type { ScrapeRunPayload } from '../../../queues/queues.js';
import { ScrapeRun } from '../entities/scrape-run.entity.js';
import { type ExtractedReview, extractReviews, scrapedFingerprint } from './extract.js';
import { ScrapeFailure, ScraperBrowser } from './scraper-browser.js';

/**
 * The scrape job: load the run's page in the browser (through the guard), extract its structured
 * reviews, save the new ones for moderation (pending, with their source). Progress is written at
 * once (a separate connection) so the back office can follow it; the reviews and the final counts
 * are written in the job's transaction, with the outbox row marked done. A crash or a network
 * error is retried by the outbox with backoff (up to SCRAPER_MAX_ATTEMPTS); a page that cannot be
 * scraped (refused, not HTML, too big, too slow) fails at once with its reason.
 */
@JobHandlers()
@Injectable()
export class ScrapeJobs implements HandlesJobs {
  private readonly logger = new Logger('ScrapeJobs');

  constructor(
    private readonly em: EntityManager,
    private readonly browser: ScraperBrowser,
    private readonly config: AppConfig,
  ) {}

  readonly jobs: JobHandlerMap = {
    'reviews.scrape': (payload, context) => this.scrape(payload, context),
  };

  private async scrape({ scrapeRunId }: ScrapeRunPayload, { em }: JobContext): Promise<void> {
    const progress = this.em.fork();
    const run = await progress.findOne(ScrapeRun, { id: scrapeRunId }, { populate: ['hospital'] });
    if (!run || SCRAPE_RUN_FINAL.includes(run.status)) return;
    const fail = (reason: string) =>
      em.nativeUpdate(ScrapeRun, { id: run.id }, { status: 'failed', reason: reason.slice(0, 500), finishedAt: new Date() });

    if (run.hospital.isDemo) return void (await fail('Reviews are never attached to demo hospitals'));
    const check = checkSourceUrl(run.url, { loopbackPorts: this.config.scraper.allowLoopbackPorts });
    if (!check.ok) return void (await fail(check.reason));
    if (run.attempts >= this.config.scraper.maxAttempts) {
      return void (await fail(`Gave up after ${run.attempts} attempts${run.reason ? `: ${run.reason}` : ''}`));
    }

    run.attempts += 1;
    run.status = 'loading';
    run.startedAt ??= new Date();
    await progress.flush();
    try {
      const page = await this.browser.load(check.url.toString());
      run.status = 'extracting';
      await progress.flush();
      const { reviews, aggregate, malformedBlocks } = extractReviews(page.html);
      run.status = 'saving';
      run.foundCount = reviews.length;
      await progress.flush();

      const site = new URL(page.finalUrl).hostname;
      const saved = await this.save(em, run, site, page.finalUrl, reviews);
      const duplicates = reviews.length - saved;
      const message = reviews.length
        ? `Found ${reviews.length} review${reviews.length === 1 ? '' : 's'}: ${saved} new, ${duplicates} already saved`
        : 'No reviews found on this page (it declares no schema.org reviews)';
      await em.nativeUpdate(
        ScrapeRun,
        { id: run.id },
        {
          status: 'done',
          foundCount: reviews.length,
          newCount: saved,
          duplicateCount: duplicates,
          aggregateRating: aggregate?.rating ?? null,
          aggregateCount: aggregate?.count ?? null,
          reason: malformedBlocks ? `${malformedBlocks} malformed JSON-LD block${malformedBlocks === 1 ? '' : 's'} skipped` : null,
          message,
          finishedAt: new Date(),
        },
      );
    } catch (error) {
      const reason = error instanceof ScrapeFailure ? error.message : `Unexpected error: ${(error as Error).message}`;
      if ((error instanceof ScrapeFailure && error.permanent) || run.attempts >= this.config.scraper.maxAttempts) {
        await fail(reason);
        return;
      }
      // Tried again by the outbox, with backoff; the run says why meanwhile.
      this.logger.warn(`Scrape run ${run.id}, attempt ${run.attempts}: ${reason}`);
      run.status = 'queued';
      run.reason = `Attempt ${run.attempts} failed, will retry: ${reason}`.slice(0, 500);
      await progress.flush();
      throw error;
    }
  }

  /**
   * Inserts the reviews not saved before; returns how many were new. The unique (hospital,
   * fingerprint) index decides, so a retried or concurrent job never saves one twice.
   */
  private async save(em: EntityManager, run: ScrapeRun, site: string, sourceUrl: string, reviews: ExtractedReview[]): Promise<number> {
    let saved = 0;
    const scrapedAt = new Date();
    for (const review of reviews) {
      const rows = await em.execute<{ id: string }[]>(
        `insert into hospital_reviews
           (id, hospital_id, reviewer_name, review_text, rating, review_date, source_url, source, scrape_run_id,
            is_success_story, status, fingerprint, scraped_at, created_at)
         values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, false, 'pending', ?, ?, ?)
         on conflict (hospital_id, fingerprint) do nothing
         returning id`,
        [
          run.hospital.id,
          review.reviewerName,
          review.reviewText,
          review.rating,
          review.reviewDate,
          sourceUrl.slice(0, 2000),
          site.slice(0, 255),
          run.id,
          scrapedFingerprint(site, review),
          scrapedAt,
          scrapedAt,
        ],
      );
      saved += rows.length;
    }
    return saved;
  }
}
