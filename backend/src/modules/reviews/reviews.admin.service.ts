import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { LockMode, raw, sql } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { AdminResourceService, type Where } from '../../common/admin-resource.service.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import { idList, type RaListSpec, UUID_PATTERN } from '../../common/simple-rest.js';
import { AuditService } from '../audit/index.js';
import type { BulkModerateReviewsDto } from './dto/bulk-moderate-reviews.dto.js';
import type { UpdateReviewDto } from './dto/update-review.dto.js';
import { HospitalReview, reviewKindOf, reviewKindSql } from './entities/hospital-review.entity.js';
import { ScrapeRun } from './entities/scrape-run.entity.js';
import {
  bookingReference,
  REVIEW_KINDS,
  REVIEW_PUBLISH_REFUSALS,
  REVIEW_STATUSES,
  type ReviewBulkResult,
  type ReviewKind,
  type ReviewRecord,
  type ReviewStats,
  type ReviewStatus,
} from '@medtour/contracts';

export const REVIEW_LIST: RaListSpec = {
  sortable: ['scrapedAt', 'createdAt', 'rating', 'reviewDate', 'id'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['q', 'id', 'hospitalId', 'isSuccessStory', 'status', 'kind', 'source', 'scrapeRunId'],
};

/** Why a verified review refuses a staff edit (its words and rating are the patient's). */
export const VERIFIED_REVIEW_NOT_EDITABLE = "A verified patient's review cannot be edited; publish or reject it";
export const SUCCESS_STORY_NEEDS_CONSENT = 'The patient did not agree to their review being shown as a success story';
export const REVIEW_VERSION_REQUIRED = "Give the version of the review you read (contentVersion) to publish a verified patient's review";

/** The list filter of each kind, and its counts' conditions (see reviewKindOf). */
const KIND_SQL = reviewKindSql('r');
const KIND_WHERE: Record<ReviewKind, Record<string, unknown>> = {
  verified: { booking: { $ne: null } },
  imported: { booking: null, source: { $ne: null } },
  demo: { booking: null, source: null },
};

const toRecord = (r: HospitalReview): ReviewRecord => ({
  id: r.id,
  hospitalId: r.hospital.id,
  hospital: { id: r.hospital.id, name: r.hospital.name },
  kind: reviewKindOf(r),
  reviewerName: r.reviewerName,
  reviewText: r.reviewText,
  rating: r.rating ?? null,
  reviewDate: r.reviewDate ?? null,
  treatmentMentioned: r.treatmentMentioned ?? null,
  sourceUrl: r.sourceUrl ?? null,
  source: r.source ?? null,
  scrapeRunId: r.scrapeRun?.id ?? null,
  bookingReference: r.booking ? bookingReference(r.booking.id) : null,
  treatment: r.treatment?.name ?? null,
  treatedOn: r.treatedOn ?? null,
  reviewerCountry: r.reviewerCountry ?? null,
  isAnonymous: r.isAnonymous,
  successStoryConsent: r.successStoryConsent,
  isSuccessStory: r.isSuccessStory,
  status: r.status,
  contentVersion: r.contentVersion,
  scrapedAt: r.scrapedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

const POPULATE = ['hospital', 'treatment'];

const fieldError = (errors: Record<string, string>) => new BadRequestException({ message: 'Validation failed', errors });

/** One value or a list of values of a filter, each one of `allowed` (else 400, as the other filters). */
function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T[] {
  const list = Array.isArray(value) ? value : [value];
  if (!list.length || !list.every((v) => allowed.includes(v as T)))
    throw new BadRequestException(`${name} filter must be one of ${allowed.join(', ')}`);
  return list as T[];
}

/**
 * Moderators publish what they read: the condition of every publish, on the row the UPDATE changes
 * (so it holds at the moment of writing, not at an earlier read). `?` is a JSON object of the
 * versions read, by review id. A verified review is published only while its booking is completed
 * (that booking row is share-locked, so it cannot leave "completed" until this commits) and only at
 * the version the moderator read (a version must be given); any other review at the version given, if one is.
 */
const PUBLISHABLE = `(r.booking_id is null or exists (
    select 1 from bookings b where b.id = r.booking_id and b.status = 'completed' for share
  ))
  and coalesce((?::jsonb ->> r.id::text)::int = r.content_version, r.booking_id is null)`;

/** Review moderation: staff mark success stories and publish or reject, one by one or in bulk; only admins delete. */
@Injectable()
export class ReviewsAdminService extends AdminResourceService<HospitalReview, ReviewRecord> {
  protected readonly entity = HospitalReview;
  protected readonly notFound = 'Review not found';
  protected override readonly populate = POPULATE;
  protected override readonly search = ['reviewerName', 'reviewText', 'treatmentMentioned', 'hospital.name'];

  constructor(private readonly audit: AuditService) {
    super();
  }

  protected toRecord(r: HospitalReview): ReviewRecord {
    return toRecord(r);
  }

  /**
   * The moderation list. Filters: text, hospital, success story, state (`status`, one or a list),
   * kind (`verified`, `imported`, `demo`), site (`source`, a host name) and scrape run. Each is on an
   * indexed column or narrows one that is (status, scrape run, site; a verified review's booking).
   */
  protected override where(filter: Record<string, unknown>, auth: AuthContext): Where {
    const where = super.where(filter, auth);
    const { hospitalId, isSuccessStory, status, kind, source, scrapeRunId } = filter;
    if (hospitalId !== undefined) where.hospital = { $in: idList(hospitalId, 'hospitalId') };
    if (isSuccessStory !== undefined) where.isSuccessStory = isSuccessStory === true;
    if (status !== undefined) where.status = { $in: oneOf('status', status, REVIEW_STATUSES) };
    if (kind !== undefined) where.$and = [{ $or: oneOf('kind', kind, REVIEW_KINDS).map((k) => KIND_WHERE[k]) }];
    if (source !== undefined) {
      if (typeof source !== 'string' || !source || source.length > 255) throw new BadRequestException('source filter must be a site name');
      where.source = source.toLowerCase();
    }
    if (scrapeRunId !== undefined) {
      if (typeof scrapeRunId !== 'string' || !UUID_PATTERN.test(scrapeRunId))
        throw new BadRequestException('scrapeRunId filter must be a run id');
      where.scrapeRun = scrapeRunId;
    }
    return where;
  }

  /**
   * The cards count what patients see: published reviews (success stories, rated, average, verified
   * and imported among them); those awaiting moderation are counted apart. Rejected ones count nowhere.
   * Read through the (status, created_at) index: only published and pending rows are visited.
   */
  async stats(): Promise<ReviewStats> {
    const [row] = await this.em
      .createQueryBuilder(HospitalReview, 'r')
      .select([
        sql`(count(*) filter (where r.status = 'published'))::int`.as('total'),
        sql`(count(*) filter (where r.status = 'published' and r.is_success_story))::int`.as('successStories'),
        sql`(count(r.rating) filter (where r.status = 'published'))::int`.as('withRatings'),
        sql`round(avg(r.rating) filter (where r.status = 'published'), 1)::float`.as('averageRating'),
        sql`(count(*) filter (where r.status = 'pending'))::int`.as('pending'),
        raw(`(count(*) filter (where r.status = 'published' and ${KIND_SQL.verified}))::int`).as('verified'),
        raw(`(count(*) filter (where r.status = 'published' and ${KIND_SQL.imported}))::int`).as('imported'),
      ])
      .where({ status: { $in: ['published', 'pending'] } })
      .execute<ReviewStats[]>('all');
    return row!;
  }

  override async update(id: string, data: UpdateReviewDto, auth: AuthContext): Promise<ReviewRecord> {
    await this.em.transactional(async (tx) => {
      // Locked as the patient's edit locks it: a publish and an edit never overwrite each other's fields.
      const row = await tx.findOne(HospitalReview, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw new NotFoundException('Review not found');
      const edited = (['reviewerName', 'reviewText'] as const).filter((field) => data[field] !== undefined);
      if (row.booking) {
        // A verified review's words are the patient's (its rating is not editable by anyone on staff).
        if (edited.length) throw fieldError(Object.fromEntries(edited.map((field) => [field, VERIFIED_REVIEW_NOT_EDITABLE])));
        if (data.isSuccessStory === true && !row.successStoryConsent) throw fieldError({ isSuccessStory: SUCCESS_STORY_NEEDS_CONSENT });
      }
      const before = { isSuccessStory: row.isSuccessStory, status: row.status };
      const publishing = data.status === 'published' && row.status !== 'published';
      if (publishing) {
        if (row.booking && data.contentVersion === undefined) throw fieldError({ contentVersion: REVIEW_VERSION_REQUIRED });
        // Before this request's own corrections are written: the version checked is the one the moderator read.
        const versions = data.contentVersion === undefined ? {} : { [id]: data.contentVersion };
        if (!(await this.publish(tx, [id], versions)).length) throw new ConflictException(await this.refusal(tx, id));
      } else if (data.status !== undefined) row.status = data.status;
      if (data.isSuccessStory !== undefined) row.isSuccessStory = data.isSuccessStory;
      // The fingerprint stays the one it was saved under: a later scrape of the same page still
      // recognises the (now edited) review and does not add the original again.
      if (data.reviewerName !== undefined) row.reviewerName = data.reviewerName;
      if (data.reviewText !== undefined) row.reviewText = data.reviewText;
      await tx.flush();
      const after = { isSuccessStory: row.isSuccessStory, status: publishing ? 'published' : row.status };
      await this.audit.record(tx, {
        actorId: auth.userId,
        action: 'review.update',
        entity: 'hospital_review',
        entityId: id,
        details: { before, after, ...(edited.length ? { edited } : {}) },
      });
    });
    this.em.clear();
    return this.get(id);
  }

  /** Publishes these (locked) reviews where `PUBLISHABLE` holds; the ids it published. */
  private async publish(tx: EntityManager, ids: string[], versions: Record<string, number>): Promise<string[]> {
    const rows = await tx.execute<{ id: string }[]>(
      `update hospital_reviews r set status = 'published'
        where r.id in (select jsonb_array_elements_text(?::jsonb)::uuid) and r.status <> 'published' and ${PUBLISHABLE}
        returning r.id`,
      // Ids as Postgres writes them (lower case): a version given for `ABC…` is the one of `abc…`.
      [JSON.stringify(ids), JSON.stringify(Object.fromEntries(Object.entries(versions).map(([id, v]) => [id.toLowerCase(), v])))],
    );
    return rows.map((row) => row.id);
  }

  /** Why a review was not published: its booking left "completed", else its words changed since they were read. */
  private async refusal(tx: EntityManager, id: string): Promise<string> {
    const [row] = await tx.execute<{ completed: boolean }[]>(
      `select b.id is null or b.status = 'completed' as completed from hospital_reviews r left join bookings b on b.id = r.booking_id where r.id = ?`,
      [id],
    );
    return row?.completed === false ? REVIEW_PUBLISH_REFUSALS.notCompleted : REVIEW_PUBLISH_REFUSALS.stale;
  }

  /**
   * Publishes or rejects the selected reviews, or every review of a scrape run, in one transaction:
   * one set-based UPDATE (a hostile page's 20,000 reviews are one statement, not 20,000 loads), and
   * one audit entry per review it changed, so each review's history says who published it and how.
   * Reviews already in the target state are left alone (neither changed nor audited again).
   */
  async bulk(data: BulkModerateReviewsDto, actorId: string): Promise<ReviewBulkResult> {
    const { status, ids, scrapeRunId, versions = {} } = data;
    if ((ids === undefined) === (scrapeRunId === undefined)) {
      const message = 'Choose either the selected reviews or a scrape run';
      throw fieldError({ ids: message, scrapeRunId: message });
    }
    const selected = new Set(ids?.map((id) => id.toLowerCase()));
    const badVersion = Object.entries(versions).find(
      ([id, version]) => !selected.has(id.toLowerCase()) || !Number.isInteger(version) || version < 1,
    );
    if (badVersion) throw fieldError({ versions: 'Give the version read of selected reviews only, each a whole number from 1' });
    return this.em.transactional(async (tx) => {
      if (scrapeRunId !== undefined && !(await tx.count(ScrapeRun, { id: scrapeRunId })))
        throw new NotFoundException('Scrape run not found');
      const [column, value] = ids
        ? ['id in (select jsonb_array_elements_text(?::jsonb)::uuid)', JSON.stringify(ids)]
        : ['scrape_run_id = ?', scrapeRunId];
      // The rows are locked first so that the state each had (audited as "from") is the one changed;
      // the statements after this one read them as they are now (each statement sees what committed before it).
      const locked = await tx.execute<{ id: string; was: ReviewStatus }[]>(
        `select id, status as was from hospital_reviews where ${column} and status <> ? order by id for update`,
        [value, status],
      );
      const lockedIds = locked.map((row) => row.id);
      let changedIds: string[];
      if (status === 'published') {
        changedIds = await this.publish(tx, lockedIds, versions);
        // All or nothing: a list partly published would hide which words went out unread.
        const refused = lockedIds.length - changedIds.length;
        if (refused) throw new ConflictException(REVIEW_PUBLISH_REFUSALS.bulk(refused, lockedIds.length));
      } else {
        changedIds = (
          await tx.execute<{ id: string }[]>(
            `update hospital_reviews set status = ? where id in (select jsonb_array_elements_text(?::jsonb)::uuid) returning id`,
            [status, JSON.stringify(lockedIds)],
          )
        ).map((row) => row.id);
      }
      const changedSet = new Set(changedIds);
      const changed = locked.filter((row) => changedSet.has(row.id));
      const action = status === 'published' ? 'review.bulk_publish' : 'review.bulk_reject';
      for (const was of REVIEW_STATUSES) {
        const reviewIds = changed.filter((row) => row.was === was).map((row) => row.id);
        await this.audit.recordEach(
          tx,
          {
            actorId,
            action,
            entity: 'hospital_review',
            details: { from: was, to: status, reviewsInAction: changed.length, ...(scrapeRunId ? { scrapeRunId } : {}) },
          },
          reviewIds,
        );
      }
      return { status, changed: changed.length };
    });
  }

  override async remove(id: string, auth: AuthContext): Promise<ReviewRecord> {
    const record = await this.get(id);
    await this.em.transactional(async (tx) => {
      await tx.nativeDelete(HospitalReview, { id });
      await this.audit.record(tx, { actorId: auth.userId, action: 'review.delete', entity: 'hospital_review', entityId: id });
    });
    return record;
  }
}
