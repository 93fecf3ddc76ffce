import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SpecializationRecord, TreatmentRecord } from '@medtour/contracts';
import { flushOrFieldError, pickDefined, raFindAndCount, removeOrConflict, searchText } from '../../common/admin-crud.js';
import { idList, likePattern, type RaListQuery, type RaListSpec } from '../../common/simple-rest.js';
import { slugify } from '../../common/slug.js';
import { AuditService } from '../audit/audit.service.js';
import type {
  CreateSpecializationDto,
  CreateTreatmentDto,
  UpdateSpecializationDto,
  UpdateTreatmentDto,
} from './dto/treatment-admin.dto.js';
import { Specialization } from './entities/specialization.entity.js';
import { Treatment } from './entities/treatment.entity.js';
import { toView } from './treatments.service.js';
import { mergingTranslations, SPECIALIZATION_TEXT, TREATMENT_TEXT, translatedRecord } from './translations.js';

export const TREATMENT_LIST: RaListSpec = {
  sortable: ['name', 'category', 'type', 'evidenceLevel', 'minCostUsd', 'successRatePercentage', 'isActive', 'createdAt', 'id'],
  defaultSort: { field: 'name', order: 'ASC' },
  filters: ['q', 'id', 'category', 'type', 'evidenceLevel', 'isActive'],
};

export const SPECIALIZATION_LIST: RaListSpec = {
  sortable: ['name', 'createdAt', 'id'],
  defaultSort: { field: 'name', order: 'ASC' },
  filters: ['q', 'id'],
};

const TREATMENT_FIELDS = [
  'name',
  'category',
  'type',
  'evidenceLevel',
  'description',
  'procedures',
  'benefits',
  'minDurationDays',
  'maxDurationDays',
  'minCostUsd',
  'maxCostUsd',
  'successRatePercentage',
  'isActive',
  'translations',
  'tripSteps',
  'stayDays',
  'aftercareDays',
] as const;

/** A treatment as the back office edits it: the English view (without where it is offered), its translations and its status. */
function toTreatmentRecord(t: Treatment): TreatmentRecord {
  const { availableIn: _availableIn, ...view } = toView(t, []);
  return {
    ...view,
    ...translatedRecord(view, t.translations, TREATMENT_TEXT),
    isActive: t.isActive,
    tripSteps: t.tripSteps,
    stayDays: t.stayDays,
    aftercareDays: t.aftercareDays,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

function toSpecializationRecord(s: Specialization): SpecializationRecord {
  const english = { name: s.name, description: s.description ?? null };
  return {
    id: s.id,
    ...english,
    slug: s.slug,
    ...translatedRecord(english, s.translations, SPECIALIZATION_TEXT),
    createdAt: s.createdAt.toISOString(),
  };
}

function checkRanges(data: Pick<CreateTreatmentDto, 'minCostUsd' | 'maxCostUsd' | 'minDurationDays' | 'maxDurationDays'>): void {
  const errors: Record<string, string> = {};
  if (data.minCostUsd != null && data.maxCostUsd != null && data.minCostUsd > data.maxCostUsd)
    errors.maxCostUsd = 'Maximum cost must not be below the minimum';
  if (data.minDurationDays != null && data.maxDurationDays != null && data.minDurationDays > data.maxDurationDays)
    errors.maxDurationDays = 'Maximum duration must not be below the minimum';
  if (Object.keys(errors).length) throw new BadRequestException({ message: 'Validation failed', errors });
}

/** Treatments and specialisations for the back office (admin only), every change audited. */
@Injectable()
export class CatalogueAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async listTreatments(query: RaListQuery) {
    const where: Record<string, unknown> = {};
    const { id, category, type, evidenceLevel, isActive } = query.filter;
    const q = searchText(query.filter.q);
    if (q) where.$or = [{ name: { $ilike: likePattern(q) } }, { description: { $ilike: likePattern(q) } }];
    if (id !== undefined) where.id = { $in: idList(id) };
    for (const [key, value] of Object.entries({ category, type, evidenceLevel })) if (typeof value === 'string') where[key] = value;
    if (typeof isActive === 'boolean') where.isActive = isActive;
    const [rows, total] = await raFindAndCount(this.em, Treatment, where, query);
    return { rows: rows.map(toTreatmentRecord), total };
  }

  async getTreatment(id: string): Promise<TreatmentRecord> {
    const row = await this.em.findOne(Treatment, { id });
    if (!row) throw new NotFoundException('Treatment not found');
    return toTreatmentRecord(row);
  }

  /** Creates a treatment (no id), or changes the fields given (those left out keep their value). */
  async saveTreatment(id: string | null, data: CreateTreatmentDto | UpdateTreatmentDto, actorId: string): Promise<TreatmentRecord> {
    return this.em.transactional(async (tx) => {
      const fields = pickDefined(data, TREATMENT_FIELDS) as Partial<Treatment>;
      if (data.name !== undefined) fields.slug = slugify(data.name);
      let row: Treatment;
      if (id) {
        const found = await tx.findOne(Treatment, { id });
        if (!found) throw new NotFoundException('Treatment not found');
        const { minCostUsd, maxCostUsd, minDurationDays, maxDurationDays } = found;
        checkRanges({ minCostUsd, maxCostUsd, minDurationDays, maxDurationDays, ...fields });
        row = tx.assign(found, mergingTranslations(fields, found.translations));
      } else {
        checkRanges(fields);
        row = tx.create(Treatment, mergingTranslations(fields) as Treatment);
      }
      await flushOrFieldError(tx, { name: 'name', slug: 'name' }, 'treatment');
      await this.audit.record(tx, { actorId, action: id ? 'treatment.update' : 'treatment.create', entity: 'treatment', entityId: row.id });
      return toTreatmentRecord(row);
    });
  }

  /** Refused (409) while hospitals offer it or bookings name it: deactivate it instead. */
  async removeTreatment(id: string, actorId: string): Promise<TreatmentRecord> {
    return this.em.transactional(async (tx) => {
      const row = await tx.findOne(Treatment, { id });
      if (!row) throw new NotFoundException('Treatment not found');
      const snapshot = toTreatmentRecord(row);
      await removeOrConflict(tx, row, `${row.name} cannot be deleted: hospitals or bookings still use it. Deactivate it instead.`);
      await this.audit.record(tx, {
        actorId,
        action: 'treatment.delete',
        entity: 'treatment',
        entityId: id,
        details: { name: snapshot.name },
      });
      return snapshot;
    });
  }

  async listSpecializations(query: RaListQuery) {
    const where: Record<string, unknown> = {};
    const q = searchText(query.filter.q);
    if (q) where.name = { $ilike: likePattern(q) };
    if (query.filter.id !== undefined) where.id = { $in: idList(query.filter.id) };
    const [rows, total] = await raFindAndCount(this.em, Specialization, where, query);
    return { rows: rows.map(toSpecializationRecord), total };
  }

  async getSpecialization(id: string): Promise<SpecializationRecord> {
    const row = await this.em.findOne(Specialization, { id });
    if (!row) throw new NotFoundException('Specialization not found');
    return toSpecializationRecord(row);
  }

  /** Creates a specialization (no id), or changes the fields given (those left out keep their value). */
  async saveSpecialization(
    id: string | null,
    data: CreateSpecializationDto | UpdateSpecializationDto,
    actorId: string,
  ): Promise<SpecializationRecord> {
    return this.em.transactional(async (tx) => {
      const fields = pickDefined(data, ['name', 'description', 'translations']) as Partial<Specialization>;
      if (data.name !== undefined) fields.slug = slugify(data.name);
      let row: Specialization;
      if (id) {
        const found = await tx.findOne(Specialization, { id });
        if (!found) throw new NotFoundException('Specialization not found');
        row = tx.assign(found, mergingTranslations(fields, found.translations));
      } else {
        row = tx.create(Specialization, { description: null, ...mergingTranslations(fields) } as Specialization);
      }
      await flushOrFieldError(tx, { name: 'name', slug: 'name' }, 'specialization');
      await this.audit.record(tx, {
        actorId,
        action: id ? 'specialization.update' : 'specialization.create',
        entity: 'specialization',
        entityId: row.id,
      });
      return toSpecializationRecord(row);
    });
  }

  async removeSpecialization(id: string, actorId: string): Promise<SpecializationRecord> {
    return this.em.transactional(async (tx) => {
      const row = await tx.findOne(Specialization, { id });
      if (!row) throw new NotFoundException('Specialization not found');
      const snapshot = toSpecializationRecord(row);
      await removeOrConflict(tx, row, `${row.name} cannot be deleted: hospitals still list it. Remove it from those hospitals first.`);
      await this.audit.record(tx, {
        actorId,
        action: 'specialization.delete',
        entity: 'specialization',
        entityId: id,
        details: { name: snapshot.name },
      });
      return snapshot;
    });
  }
}
