import { BadRequestException, Injectable, NotFoundException, type OnModuleDestroy } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { Queue } from 'bullmq';
import {
  SCRAPE_RUN_FINAL,
  SCRAPE_RUN_STATUSES,
  SCRAPE_RUNS_UNFINISHED_PER_USER,
  type ScrapeHospitalOption,
  type ScrapeQueueHealth,
  type ScrapeRunDetail,
  type ScrapeRunRecord,
} from '@medtour/contracts';
import { searchText } from '../../common/admin-crud.js';
import { AdminResourceService, type Where } from '../../common/admin-resource.service.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import { checkSourceUrl } from '../../common/outbound/target-policy.js';
import { TooManyRequestsException } from '../../common/rate-limit/rate-limit.service.js';
import { idList, likePattern, type RaListSpec } from '../../common/simple-rest.js';
import { within } from '../../common/within.js';
import { AppConfig } from '../../config/app-config.js';
import { bullConnection } from '../../queues/connection.js';
import { AuditService } from '../audit/index.js';
import { Hospital } from '../catalogue/index.js';
import { OutboxMessage, OutboxService } from '../notifications/index.js';
import { User } from '../users/index.js';
import type { CreateScrapeRunDto } from './dto/create-scrape-run.dto.js';
import { HospitalReview } from './entities/hospital-review.entity.js';
import { ScrapeRun } from './entities/scrape-run.entity.js';

export const SCRAPE_RUN_LIST: RaListSpec = {
  sortable: ['createdAt', 'finishedAt', 'status', 'id'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['id', 'hospitalId', 'status'],
};

const RESULTS_SHOWN = 100;
/** A run still unfinished after this long was lost (its job dead-lettered): it no longer holds one of its requester's places. */
const LOST_AFTER_MS = 30 * 60_000;

function toRecord(run: ScrapeRun): ScrapeRunRecord {
  return {
    id: run.id,
    hospitalId: run.hospital.id,
    hospital: { id: run.hospital.id, name: run.hospital.name },
    url: run.url,
    requestedBy: run.requestedBy ? { id: run.requestedBy.id, email: run.requestedBy.email } : null,
    status: run.status,
    found: run.foundCount ?? null,
    new: run.newCount ?? null,
    duplicates: run.duplicateCount ?? null,
    otherOrganisations: run.otherOrganisationCount ?? null,
    pages: run.pageCount ?? null,
    stoppedReason: run.stoppedReason ?? null,
    aggregateRating: run.aggregateRating ?? null,
    aggregateCount: run.aggregateCount ?? null,
    reason: run.reason ?? null,
    message: run.message ?? null,
    attempts: run.attempts,
    createdAt: run.createdAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Scrape runs for staff: start one (checked, then queued through the outbox for the worker), list
 * the history, follow one's progress and results; the scrape queue's health for admins.
 */
@Injectable()
export class ScrapeRunsService extends AdminResourceService<ScrapeRun, ScrapeRunRecord> implements OnModuleDestroy {
  protected readonly entity = ScrapeRun;
  protected readonly notFound = 'Scrape run not found';
  protected override readonly populate = ['hospital', 'requestedBy'];
  private queue?: Queue;

  constructor(
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {
    super();
  }

  protected toRecord(run: ScrapeRun): ScrapeRunRecord {
    return toRecord(run);
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue?.close().catch(() => undefined);
  }

  /** Checks the URL and the hospital, then queues the scrape: the run, status queued. */
  override async create(data: CreateScrapeRunDto, auth: AuthContext): Promise<ScrapeRunDetail> {
    const actorId = auth.userId;
    const check = checkSourceUrl(data.url, { loopbackPorts: this.config.scraper.allowLoopbackPorts });
    if (!check.ok) throw new BadRequestException({ message: check.reason, errors: { url: check.reason } });
    const hospital = await this.em.findOne(Hospital, { id: data.hospitalId });
    if (!hospital) throw new BadRequestException({ message: 'Hospital not found', errors: { hospitalId: 'Hospital not found' } });
    if (hospital.isDemo) {
      const reason = 'Reviews are never attached to demo hospitals: choose a real partner hospital';
      throw new BadRequestException({ message: reason, errors: { hospitalId: reason } });
    }
    const id = await this.em.transactional(async (tx) => {
      // One staff member's runs are started one at a time (the account's row locked), so that a
      // burst of requests cannot all pass the count before any of them is saved.
      await tx.findOneOrFail(User, actorId, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
      const unfinished = await tx.count(ScrapeRun, {
        requestedBy: actorId,
        status: { $nin: [...SCRAPE_RUN_FINAL] },
        createdAt: { $gt: new Date(Date.now() - LOST_AFTER_MS) },
      });
      // Retry once a run has had time to load its page.
      if (unfinished >= SCRAPE_RUNS_UNFINISHED_PER_USER)
        throw new TooManyRequestsException(Math.ceil(this.config.scraper.pageTimeoutMs / 1000));
      const run = tx.create(ScrapeRun, { hospital, url: check.url.toString(), requestedBy: actorId });
      await tx.flush();
      this.outbox.enqueue(tx, 'reviews.scrape', { scrapeRunId: run.id });
      await this.audit.record(tx, {
        actorId,
        action: 'review.scrape',
        entity: 'scrape_run',
        entityId: run.id,
        details: { hospital: hospital.name, url: run.url },
      });
      return run.id;
    });
    return this.get(id);
  }

  protected override where(filter: Record<string, unknown>, auth: AuthContext): Where {
    const where = super.where(filter, auth);
    const { hospitalId, status } = filter;
    if (hospitalId !== undefined) where.hospital = { $in: idList(hospitalId, 'hospitalId') };
    if (status !== undefined) {
      if (!SCRAPE_RUN_STATUSES.includes(status as never))
        throw new BadRequestException(`status filter must be one of ${SCRAPE_RUN_STATUSES.join(', ')}`);
      where.status = status;
    }
    return where;
  }

  /** A run with the reviews it saved (newest first). */
  override async get(id: string): Promise<ScrapeRunDetail> {
    const em = this.em.fork();
    const run = await em.findOne(ScrapeRun, { id }, { populate: ['hospital', 'requestedBy'] });
    if (!run) throw new NotFoundException('Scrape run not found');
    const reviews = await em.find(
      HospitalReview,
      { scrapeRun: id },
      { orderBy: { reviewDate: 'desc nulls last', id: 'asc' }, limit: RESULTS_SHOWN },
    );
    return {
      ...toRecord(run),
      reviews: reviews.map((r) => ({
        id: r.id,
        reviewerName: r.reviewerName,
        reviewText: r.reviewText,
        rating: r.rating ?? null,
        reviewDate: r.reviewDate ?? null,
        status: r.status,
      })),
    };
  }

  /** Hospitals reviews may be scraped for (not demo ones), by name, for the tab's picker. */
  async hospitals(q: unknown): Promise<ScrapeHospitalOption[]> {
    const text = searchText(q);
    const rows = await this.em.find(
      Hospital,
      { isDemo: false, ...(text ? { name: { $ilike: likePattern(text) } } : {}) },
      { orderBy: { name: 'asc', id: 'asc' }, limit: 50, fields: ['id', 'name', 'city'] },
    );
    return rows.map((h) => ({ id: h.id, name: h.name, city: h.city }));
  }

  /** Waiting, running and failed scrapes (BullMQ, plus the outbox's dead letters), and the runs that failed today. */
  async queueHealth(): Promise<ScrapeQueueHealth> {
    if (!this.queue) {
      this.queue = new Queue('scrape', { connection: bullConnection(this.config), prefix: this.config.queuePrefix });
      this.queue.on('error', () => undefined); // a Redis outage answers 500 below, within 5 s
    }
    const counts = await within(
      this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized'),
      5_000,
      'Redis did not answer',
    );
    const deadLettered = await this.em.count(OutboxMessage, { queue: 'scrape', deadAt: { $ne: null } });
    // A refused run got nothing either (its target was unsafe): staff looking for runs that went wrong must see it.
    const failedRunsLastDay = await this.em.count(ScrapeRun, {
      status: { $in: ['failed', 'refused'] },
      finishedAt: { $gte: new Date(Date.now() - 86_400_000) },
    });
    return {
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: (counts.failed ?? 0) + deadLettered,
      failedRunsLastDay,
    };
  }
}
