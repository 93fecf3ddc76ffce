import { BadRequestException, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SpecializationRecord, TreatmentRecord } from '@medtour/contracts';
import { pickDefined, removeOrConflict } from '../../common/admin-crud.js';
import { AdminResourceService, type Change, type Where } from '../../common/admin-resource.service.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import type { RaListSpec } from '../../common/simple-rest.js';
import { slugify } from '../../common/slug.js';
import { crudAudit } from '../audit/index.js';
import type {
  CreateSpecializationDto,
  CreateTreatmentDto,
  UpdateSpecializationDto,
  UpdateTreatmentDto,
} from './dto/treatment-admin.dto.js';
import { Specialization } from './entities/specialization.entity.js';
import { Treatment } from './entities/treatment.entity.js';
import { treatmentFacts } from './treatment-view.js';
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

/** A treatment as the back office edits it: its facts in English, their translations and its status. */
function toTreatmentRecord(t: Treatment): TreatmentRecord {
  const facts = treatmentFacts(t);
  return {
    ...facts,
    ...translatedRecord(facts, t.translations, TREATMENT_TEXT),
    isActive: t.isActive,
    tripSteps: t.tripSteps,
    stayDays: t.stayDays,
    aftercareDays: t.aftercareDays,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** A body's treatment fields, with the slug its name gives. */
function editedFields(data: CreateTreatmentDto | UpdateTreatmentDto): Partial<Treatment> {
  const fields = pickDefined(data, TREATMENT_FIELDS) as Partial<Treatment>;
  if (data.name !== undefined) fields.slug = slugify(data.name);
  return fields;
}

/** A body's specialisation fields, with the slug its name gives. */
function specializationFields(data: CreateSpecializationDto | UpdateSpecializationDto): Partial<Specialization> {
  const fields = pickDefined(data, ['name', 'description', 'translations']) as Partial<Specialization>;
  if (data.name !== undefined) fields.slug = slugify(data.name);
  return fields;
}

function checkRanges(data: Pick<CreateTreatmentDto, 'minCostUsd' | 'maxCostUsd' | 'minDurationDays' | 'maxDurationDays'>): void {
  const errors: Record<string, string> = {};
  if (data.minCostUsd != null && data.maxCostUsd != null && data.minCostUsd > data.maxCostUsd)
    errors.maxCostUsd = 'Maximum cost must not be below the minimum';
  if (data.minDurationDays != null && data.maxDurationDays != null && data.minDurationDays > data.maxDurationDays)
    errors.maxDurationDays = 'Maximum duration must not be below the minimum';
  if (Object.keys(errors).length) throw new BadRequestException({ message: 'Validation failed', errors });
}

/** Treatments for the back office (admin only), every change audited. */
@Injectable()
export class TreatmentsAdminService extends AdminResourceService<Treatment, TreatmentRecord> {
  protected readonly entity = Treatment;
  protected readonly notFound = 'Treatment not found';
  protected override readonly search = ['name', 'description'];
  protected override readonly unique = { fields: { name: 'name', slug: 'name' }, what: 'treatment' };
  protected override readonly audited = crudAudit('treatment', 'treatment');

  protected toRecord(t: Treatment): TreatmentRecord {
    return toTreatmentRecord(t);
  }

  protected override where(filter: Record<string, unknown>, auth: AuthContext): Where {
    const where = super.where(filter, auth);
    const { category, type, evidenceLevel, isActive } = filter;
    for (const [key, value] of Object.entries({ category, type, evidenceLevel })) if (typeof value === 'string') where[key] = value;
    if (typeof isActive === 'boolean') where.isActive = isActive;
    return where;
  }

  protected override async build(tx: EntityManager, data: CreateTreatmentDto): Promise<Treatment> {
    const fields = editedFields(data);
    checkRanges(fields);
    return tx.create(Treatment, mergingTranslations(fields) as Treatment);
  }

  /** The fields given change (those left out keep their value), the cost and duration ranges still in order. */
  protected override async change(tx: EntityManager, row: Treatment, data: UpdateTreatmentDto): Promise<void> {
    const fields = editedFields(data);
    const { minCostUsd, maxCostUsd, minDurationDays, maxDurationDays } = row;
    checkRanges({ minCostUsd, maxCostUsd, minDurationDays, maxDurationDays, ...fields });
    tx.assign(row, mergingTranslations(fields, row.translations));
  }

  /** Refused (409) while hospitals offer it or bookings name it: deactivate it instead. */
  protected override delete(tx: EntityManager, row: Treatment): Promise<void> {
    return removeOrConflict(tx, row, `${row.name} cannot be deleted: hospitals or bookings still use it. Deactivate it instead.`);
  }

  protected override details(row: Treatment, change: Change) {
    return change === 'delete' ? { name: row.name } : undefined;
  }
}

/** Specialisations for the back office (admin only), every change audited. */
@Injectable()
export class SpecializationsAdminService extends AdminResourceService<Specialization, SpecializationRecord> {
  protected readonly entity = Specialization;
  protected readonly notFound = 'Specialization not found';
  protected override readonly search = ['name'];
  protected override readonly unique = { fields: { name: 'name', slug: 'name' }, what: 'specialization' };
  protected override readonly audited = crudAudit('specialization', 'specialization');

  protected toRecord(s: Specialization): SpecializationRecord {
    const english = { name: s.name, description: s.description ?? null };
    return {
      id: s.id,
      ...english,
      slug: s.slug,
      ...translatedRecord(english, s.translations, SPECIALIZATION_TEXT),
      createdAt: s.createdAt.toISOString(),
    };
  }

  protected override async build(tx: EntityManager, data: CreateSpecializationDto): Promise<Specialization> {
    return tx.create(Specialization, { description: null, ...mergingTranslations(specializationFields(data)) } as Specialization);
  }

  protected override async change(tx: EntityManager, row: Specialization, data: UpdateSpecializationDto): Promise<void> {
    tx.assign(row, mergingTranslations(specializationFields(data), row.translations));
  }

  /** Refused (409) while hospitals list it. */
  protected override delete(tx: EntityManager, row: Specialization): Promise<void> {
    return removeOrConflict(tx, row, `${row.name} cannot be deleted: hospitals still list it. Remove it from those hospitals first.`);
  }

  protected override details(row: Specialization, change: Change) {
    return change === 'delete' ? { name: row.name } : undefined;
  }
}
