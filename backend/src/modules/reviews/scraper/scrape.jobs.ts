import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SCRAPE_RUN_FINAL } from '@medtour/contracts';
import {
  type HandlesJobs,
  type JobContext,
  type JobFailureMap,
  type JobHandlerMap,
  JobHandlers,
} from '../../../common/jobs/job-registry.js';
import { within } from '../../../common/within.js';
import { checkSourceUrl } from '../../../common/outbound/target-policy.js';
import { AppConfig } from '../../../config/app-config.js';
import type { ScrapeRunPayload } from '../../../queues/queues.js';
import { readSiteSettings } from '../../settings/index.js';
import { ScrapeRun } from '../entities/scrape-run.entity.js';
import { type ExtractedReview, type Extraction, extractReviews, scrapedFingerprint } from './extract.js';
import { type LoadedPage, ScrapeFailure, ScraperBrowser, type ScrapeSession } from './scraper-browser.js';

/** What a run found over its pages. */
interface Tally {
  pages: number;
  /** Reviews of the hospital found, of which saved (new) and already saved (duplicates). */
  found: number;
  saved: number;
  duplicates: number;
  /** Reviews about another organisation, left out. */
  otherOrganisations: number;
  malformedBlocks: number;
  aggregate: Extraction['aggregate'];
  /** Why it stopped before the site's last page or review; null: it read them all. */
  stopped: string | null;
}

const plural = (n: number, word: string, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
/** A page's address as visited (its fragment is the same page). */
const pageKey = (url: string) => url.replace(/#.*$/, '');

/** The message staff read when a run is done (the success toast, the progress card). */
function resultMessage(tally: Tally): string {
  const { found, saved, duplicates, otherOrganisations: other, pages, stopped } = tally;
  let message = found
    ? `Found ${plural(found, 'review')}: ${saved} new, ${duplicates} already saved`
    : other
      ? 'No reviews of this hospital found'
      : pages > 1
        ? `No reviews found on these ${pages} pages (they declare no schema.org reviews)`
        : 'No reviews found on this page (it declares no schema.org reviews)';
  if (other) message += `; ${other === 1 ? '1 about another organisation' : `${other} about other organisations`} left out`;
  if (pages > 1 && (found || other)) message += `; ${pages} pages read`;
  if (stopped) message += `. ${stopped}`;
  return message.slice(0, 300);
}

/** Past its time budget, a run is given this long to wind down (close its page, say why) before it is ended failed. */
export const RUN_MARGIN_MS = 5_000;

/**
 * The scrape job: load the run's page in the browser (through the guard), extract its structured
 * reviews, save the new ones about the hospital for moderation (pending, with their source), then
 * follow the page's rel=next links on the same site within the run's page and time budgets and its
 * cap of reviews. No transaction is open while a page loads: the run's progress and each review are
 * written in statements of their own (a review's unique fingerprint makes a retry save it once), and
 * the outcome in the job's short record transaction, with the outbox row marked done.
 *
 * A run always ends within its time budget plus `RUN_MARGIN_MS`, whatever the site does (a page or
 * its robots.txt sending a byte every few seconds, a script that never settles): the browser
 * context is closed and the run ends failed, saying why. A crash or a network error on the first
 * page is retried by the outbox with backoff (up to SCRAPER_MAX_ATTEMPTS); an attempt whose worker
 * died is shown as waiting for its retry (see `failures`); a page that cannot be scraped (not HTML,
 * too big, too slow) fails at once with its reason; a later page that cannot be read ends the run
 * with what the earlier pages gave, saying why. A refused target (any page, by redirect, meta
 * refresh or script) ends the run at once as refused, and nothing of it is kept.
 */
@JobHandlers()
@Injectable()
export class ScrapeJobs implements HandlesJobs {
  private readonly logger = new Logger('ScrapeJobs');

  constructor(
    private readonly browser: ScraperBrowser,
    private readonly config: AppConfig,
  ) {}

  readonly jobs: JobHandlerMap = {
    'reviews.scrape': (payload, context) => this.scrape(payload, context),
  };

  /**
   * What the runner alone knows: an attempt whose worker died (the run waits for its retry, saying
   * so) and a dead letter (the run ends failed with the reason, freeing its requester's place).
   */
  readonly failures: JobFailureMap = {
    'reviews.scrape': async ({ scrapeRunId }, { tx, reason, final }) => {
      const unfinished = { id: scrapeRunId, status: { $nin: [...SCRAPE_RUN_FINAL] } };
      if (final) await tx.nativeUpdate(ScrapeRun, unfinished, { status: 'failed', reason: reason.slice(0, 500), finishedAt: new Date() });
      else await tx.nativeUpdate(ScrapeRun, unfinished, { status: 'queued', reason: `${reason}; will retry`.slice(0, 500) });
    },
  };

  private async scrape({ scrapeRunId }: ScrapeRunPayload, { em, record }: JobContext): Promise<void> {
    const run = await em.findOne(ScrapeRun, { id: scrapeRunId }, { populate: ['hospital'] });
    if (!run || SCRAPE_RUN_FINAL.includes(run.status)) return;
    const end = (status: 'failed' | 'refused', reason: string) =>
      record((tx) => tx.nativeUpdate(ScrapeRun, { id: run.id }, { status, reason: reason.slice(0, 500), finishedAt: new Date() }));

    if (run.hospital.isDemo) return void (await end('failed', 'Reviews are never attached to demo hospitals'));
    const check = checkSourceUrl(run.url, { loopbackPorts: this.config.scraper.allowLoopbackPorts });
    if (!check.ok) return void (await end('refused', check.reason));
    if (run.attempts >= this.config.scraper.maxAttempts) {
      return void (await end('failed', `Gave up after ${run.attempts} attempts${run.reason ? `: ${run.reason}` : ''}`));
    }

    run.attempts += 1;
    run.status = 'loading';
    run.startedAt ??= new Date();
    await em.flush();
    let session: ScrapeSession | undefined;
    let tally: Tally;
    try {
      const cap = (await readSiteSettings(em, this.config)).scraperMaxReviewsPerRun;
      const { runBudgetMs } = this.config.scraper;
      const deadline = Date.now() + runBudgetMs;
      let overBudget = false;
      const halted = () => overBudget;
      tally = await within(
        (async () => {
          session = await this.browser.session();
          if (overBudget) await session.close(); // given up on while the browser started
          return this.readPages(session, em, run, check.url.toString(), cap, deadline, halted);
        })(),
        runBudgetMs + RUN_MARGIN_MS,
        'over budget',
      ).catch((error: Error) => {
        if (error instanceof ScrapeFailure || error.message !== 'over budget') throw error;
        // Whatever the page is doing, its context is closed (in `finally`) and the run ends here.
        overBudget = true;
        throw new ScrapeFailure(`The run did not finish within its time budget (${seconds(runBudgetMs)})`, true);
      });
    } catch (error) {
      if (error instanceof ScrapeFailure && error.refused) {
        // A site that sends the browser toward a refused address is not trusted with any review
        // of this run: what its earlier pages gave goes too, with the run's end.
        const refused = error.message.slice(0, 500);
        await record(async (tx) => {
          await tx.execute(`delete from hospital_reviews where scrape_run_id = ?`, [run.id]);
          await tx.nativeUpdate(ScrapeRun, { id: run.id }, { status: 'refused', reason: refused, finishedAt: new Date() });
        });
        return;
      }
      const reason = error instanceof ScrapeFailure ? error.message : `Unexpected error: ${(error as Error).message}`;
      if ((error instanceof ScrapeFailure && error.permanent) || run.attempts >= this.config.scraper.maxAttempts) {
        await end('failed', reason);
        return;
      }
      // Tried again by the outbox, with backoff; the run says why meanwhile.
      this.logger.warn(`Scrape run ${run.id}, attempt ${run.attempts}: ${reason}`);
      run.status = 'queued';
      run.reason = `Attempt ${run.attempts} failed, will retry: ${reason}`.slice(0, 500);
      await em.flush();
      throw error;
    } finally {
      await (session as ScrapeSession | undefined)?.close();
    }
    await record((tx) =>
      tx.nativeUpdate(
        ScrapeRun,
        { id: run.id },
        {
          status: 'done',
          foundCount: tally.found,
          newCount: tally.saved,
          duplicateCount: tally.duplicates,
          otherOrganisationCount: tally.otherOrganisations,
          pageCount: tally.pages,
          stoppedReason: tally.stopped?.slice(0, 200) ?? null,
          aggregateRating: tally.aggregate?.rating ?? null,
          aggregateCount: tally.aggregate?.count ?? null,
          reason: tally.malformedBlocks ? `${plural(tally.malformedBlocks, 'malformed JSON-LD block')} skipped` : null,
          message: resultMessage(tally),
          finishedAt: new Date(),
        },
      ),
    );
  }

  /**
   * The first page, then each rel=next page on the same site, each loaded like the first (guard,
   * robots.txt, budgets), until there is no next page (or it was read already: a loop), the cap of
   * new reviews is reached, or the page or time budget is spent.
   */
  private async readPages(
    session: ScrapeSession,
    em: EntityManager,
    run: ScrapeRun,
    firstUrl: string,
    cap: number,
    deadline: number,
    halted: () => boolean,
  ): Promise<Tally> {
    const { maxPages, runBudgetMs } = this.config.scraper;
    // In statements of their own, for the back office to follow; never over a run that has ended
    // (one given up on past its budget may still be winding down here).
    const progress = async (step: Partial<Pick<ScrapeRun, 'status' | 'pageCount' | 'foundCount'>>) => {
      if (halted()) throw new ScrapeFailure('The run was ended', true);
      await em.nativeUpdate(ScrapeRun, { id: run.id, status: { $nin: [...SCRAPE_RUN_FINAL] } }, step);
    };
    const tally: Tally = {
      pages: 0,
      found: 0,
      saved: 0,
      duplicates: 0,
      otherOrganisations: 0,
      malformedBlocks: 0,
      aggregate: null,
      stopped: null,
    };
    const visited = new Set<string>();
    const capReached = `Stopped at ${plural(cap, 'review')}, the limit per run`;
    const after = () => `Stopped after ${plural(tally.pages, 'page')}`;
    let site = '';
    let url = firstUrl;
    for (;;) {
      let page: LoadedPage;
      // The first page has the page's budget, within the run's; it fails the run when it cannot be read.
      if (!tally.pages) page = await session.load(url, deadline - Date.now());
      else {
        try {
          page = await session.load(url, deadline - Date.now());
        } catch (error) {
          if (error instanceof ScrapeFailure && error.refused) throw error;
          tally.stopped =
            Date.now() >= deadline
              ? `${after()}: the run's time budget (${seconds(runBudgetMs)}) ran out`
              : `${after()}: page ${tally.pages + 1} could not be read (${(error as Error).message})`;
          return tally;
        }
      }
      tally.pages += 1;
      visited.add(pageKey(url)).add(pageKey(page.finalUrl));
      site ||= new URL(page.finalUrl).hostname;
      await progress({ status: 'extracting', pageCount: tally.pages });

      const extraction = extractReviews(page.html, { hospitalName: run.hospital.name, pageUrl: page.finalUrl });
      tally.found += extraction.reviews.length;
      tally.otherOrganisations += extraction.otherOrganisations;
      tally.malformedBlocks += extraction.malformedBlocks;
      tally.aggregate ??= extraction.aggregate;
      await progress({ status: 'saving', foundCount: tally.found });

      const pageSite = new URL(page.finalUrl).hostname;
      for (const review of extraction.reviews) {
        // The cap counts new reviews: a re-run of a page saved before goes on to its newer reviews.
        if (tally.saved >= cap) {
          tally.stopped = capReached;
          return tally;
        }
        if (halted()) throw new ScrapeFailure('The run was ended', true);
        if (await this.saveReview(em, run, pageSite, page.finalUrl, review)) tally.saved += 1;
        else tally.duplicates += 1;
      }

      const next = extraction.next;
      if (!next || visited.has(pageKey(next))) return tally;
      const nextUrl = new URL(next);
      if (tally.saved >= cap) tally.stopped = capReached;
      else if (nextUrl.hostname !== site) tally.stopped = `${after()}: the next page is on another site (${nextUrl.hostname})`;
      else if (tally.pages >= maxPages) tally.stopped = `${after()}, the limit per run`;
      else if (deadline - Date.now() < 1_000) tally.stopped = `${after()}: the run's time budget (${seconds(runBudgetMs)}) ran out`;
      if (tally.stopped) return tally;
      const check = checkSourceUrl(next, { loopbackPorts: this.config.scraper.allowLoopbackPorts });
      if (!check.ok) {
        tally.stopped = `${after()}: the next page's address is not allowed (${check.reason})`;
        return tally;
      }
      url = check.url.toString();
      await progress({ status: 'loading' });
    }
  }

  /**
   * Inserts a review unless saved before; answers whether it was new. The unique (hospital,
   * fingerprint) index decides, so a retried or concurrent job never saves one twice.
   */
  private async saveReview(em: EntityManager, run: ScrapeRun, site: string, sourceUrl: string, review: ExtractedReview): Promise<boolean> {
    const scrapedAt = new Date();
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
    return rows.length > 0;
  }
}
