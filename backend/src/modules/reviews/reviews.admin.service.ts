import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { sql } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { raFindAndCount, searchText } from '../../common/admin-crud.js';
import { idList, likePattern, type RaListQuery, type RaListSpec } from '../../common/simple-rest.js';
import { AuditService } from '../audit/audit.service.js';
import type { UpdateReviewDto } from './dto/update-review.dto.js';
import { HospitalReview } from './entities/hospital-review.entity.js';
import { REVIEW_STATUSES, type ReviewRecord, type ReviewStats } from '@medtour/contracts';

export const REVIEW_LIST: RaListSpec = {
  sortable: ['scrapedAt', 'createdAt', 'rating', 'reviewDate', 'id'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['q', 'id', 'hospitalId', 'isSuccessStory', 'status'],
};

const toRecord = (r: HospitalReview): ReviewRecord => ({
  id: r.id,
  hospitalId: r.hospital.id,
  hospital: { id: r.hospital.id, name: r.hospital.name },
  reviewerName: r.reviewerName,
  reviewText: r.reviewText,
  rating: r.rating ?? null,
  reviewDate: r.reviewDate ?? null,
  treatmentMentioned: r.treatmentMentioned ?? null,
  sourceUrl: r.sourceUrl ?? null,
  source: r.source ?? null,
  isSuccessStory: r.isSuccessStory,
  status: r.status,
  scrapedAt: r.scrapedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** Review moderation: staff mark success stories and publish or reject; only admins delete. */
@Injectable()
export class ReviewsAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async list(query: RaListQuery): Promise<{ rows: ReviewRecord[]; total: number }> {
    const where: Record<string, unknown> = {};
    const q = searchText(query.filter.q);
    if (q) {
      const p = likePattern(q);
      where.$or = [
        { reviewerName: { $ilike: p } },
        { reviewText: { $ilike: p } },
        { treatmentMentioned: { $ilike: p } },
        { hospital: { name: { $ilike: p } } },
      ];
    }
    const { id, hospitalId, isSuccessStory, status } = query.filter;
    if (id !== undefined) where.id = { $in: idList(id) };
    if (hospitalId !== undefined) where.hospital = { $in: idList(hospitalId) };
    if (isSuccessStory !== undefined) where.isSuccessStory = isSuccessStory === true;
    if (status !== undefined) {
      if (!REVIEW_STATUSES.includes(status as never))
        throw new BadRequestException(`status filter must be one of ${REVIEW_STATUSES.join(', ')}`);
      where.status = status;
    }
    const [rows, total] = await raFindAndCount(this.em, HospitalReview, where, query, ['hospital']);
    return { rows: rows.map(toRecord), total };
  }

  async get(id: string): Promise<ReviewRecord> {
    const row = await this.em.findOne(HospitalReview, { id }, { populate: ['hospital'] });
    if (!row) throw new NotFoundException('Review not found');
    return toRecord(row);
  }

  /** The four stat cards: total, success stories, with a rating, average rating (one decimal). */
  async stats(): Promise<ReviewStats> {
    const [row] = await this.em
      .createQueryBuilder(HospitalReview, 'r')
      .select([
        sql`count(*)::int`.as('total'),
        sql`(count(*) filter (where r.is_success_story))::int`.as('successStories'),
        sql`count(r.rating)::int`.as('withRatings'),
        sql`round(avg(r.rating), 1)::float`.as('averageRating'),
      ])
      .execute<ReviewStats[]>('all');
    return row!;
  }

  async update(id: string, data: UpdateReviewDto, actorId: string): Promise<ReviewRecord> {
    await this.em.transactional(async (tx) => {
      const row = await tx.findOne(HospitalReview, { id });
      if (!row) throw new NotFoundException('Review not found');
      const before = { isSuccessStory: row.isSuccessStory, status: row.status };
      if (data.isSuccessStory !== undefined) row.isSuccessStory = data.isSuccessStory;
      if (data.status !== undefined) row.status = data.status;
      // The fingerprint stays the one it was saved under: a later scrape of the same page still
      // recognises the (now edited) review and does not add the original again.
      const edited = [data.reviewerName !== undefined && 'reviewerName', data.reviewText !== undefined && 'reviewText'].filter(Boolean);
      if (data.reviewerName !== undefined) row.reviewerName = data.reviewerName;
      if (data.reviewText !== undefined) row.reviewText = data.reviewText;
      await tx.flush();
      await this.audit.record(tx, {
        actorId,
        action: 'review.update',
        entity: 'hospital_review',
        entityId: id,
        details: { before, after: { isSuccessStory: row.isSuccessStory, status: row.status }, ...(edited.length ? { edited } : {}) },
      });
    });
    this.em.clear();
    return this.get(id);
  }

  async remove(id: string, actorId: string): Promise<ReviewRecord> {
    const record = await this.get(id);
    await this.em.transactional(async (tx) => {
      await tx.nativeDelete(HospitalReview, { id });
      await this.audit.record(tx, { actorId, action: 'review.delete', entity: 'hospital_review', entityId: id });
    });
    return record;
  }
}
