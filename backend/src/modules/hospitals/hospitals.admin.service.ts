import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { flushOrFieldError, pickDefined, raFindAndCount, removeOrConflict, searchText } from '../../common/admin-crud.js';
import { idList, likePattern, type RaListQuery, type RaListSpec } from '../../common/simple-rest.js';
import { slugify } from '../../common/slug.js';
import { AuditService } from '../audit/audit.service.js';
import { Country } from '../catalogue/entities/country.entity.js';
import type { CreateHospitalDto, UpdateHospitalDto } from './dto/hospital-admin.dto.js';
import { Hospital } from './entities/hospital.entity.js';
import type { HospitalRecord } from '@medtour/contracts';

export const HOSPITAL_ADMIN_LIST: RaListSpec = {
  sortable: ['name', 'city', 'rating', 'isActive', 'featured', 'createdAt', 'id'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['q', 'id', 'status', 'countryId'],
};
/** Paths under /hospitals that a hospital with this slug could not be reached past (API and patient site). */
const RESERVED_SLUGS = ['filters', 'compare'];
/** The status filter of the hospitals page. */
const STATUSES = ['all', 'active', 'inactive', 'featured'];

const FIELDS = [
  'name',
  'city',
  'address',
  'phone',
  'email',
  'website',
  'description',
  'bedCapacity',
  'staffCount',
  'doctorCount',
  'establishedYear',
  'rating',
  'successRatePercentage',
  'accreditations',
  'languages',
  'features',
  'isActive',
  'featured',
] as const;

function toRecord(h: Hospital): HospitalRecord {
  return {
    id: h.id,
    name: h.name,
    slug: h.slug,
    city: h.city,
    countryId: h.country.id,
    country: { id: h.country.id, name: h.country.name, code: h.country.code },
    address: h.address ?? null,
    phone: h.phone ?? null,
    email: h.email ?? null,
    website: h.website ?? null,
    description: h.description ?? null,
    bedCapacity: h.bedCapacity ?? null,
    staffCount: h.staffCount ?? null,
    doctorCount: h.doctorCount ?? null,
    establishedYear: h.establishedYear ?? null,
    isActive: h.isActive,
    featured: h.featured,
    isDemo: h.isDemo,
    rating: h.rating ?? null,
    successRatePercentage: h.successRatePercentage ?? null,
    patientStoriesCount: h.patientStoriesCount,
    accreditations: h.accreditations,
    languages: h.languages,
    features: h.features,
    createdAt: h.createdAt.toISOString(),
    updatedAt: h.updatedAt.toISOString(),
  };
}

/** Hospitals for the back office (admin only): add, edit, activate, feature; every change audited. */
@Injectable()
export class HospitalsAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async list(query: RaListQuery): Promise<{ rows: HospitalRecord[]; total: number }> {
    const where: Record<string, unknown> = {};
    const q = searchText(query.filter.q);
    // Spec §5: name, city or country name.
    if (q)
      where.$or = [
        { name: { $ilike: likePattern(q) } },
        { city: { $ilike: likePattern(q) } },
        { country: { name: { $ilike: likePattern(q) } } },
      ];
    const { status, id, countryId } = query.filter;
    if (status !== undefined && !STATUSES.includes(status as string))
      throw new BadRequestException(`status filter must be one of ${STATUSES.join(', ')}`);
    if (status === 'active') where.isActive = true;
    if (status === 'inactive') where.isActive = false;
    if (status === 'featured') where.featured = true;
    if (id !== undefined) where.id = { $in: idList(id) };
    if (countryId !== undefined) where.country = { $in: idList(countryId) };
    const [rows, total] = await raFindAndCount(this.em, Hospital, where, query, ['country']);
    return { rows: rows.map(toRecord), total };
  }

  async get(id: string): Promise<HospitalRecord> {
    const row = await this.em.findOne(Hospital, { id }, { populate: ['country'] });
    if (!row) throw new NotFoundException('Hospital not found');
    return toRecord(row);
  }

  /**
   * New hospitals start active and not featured (spec §4) unless the form says otherwise. An edit
   * changes the fields given; those left out keep their value.
   */
  async save(id: string | null, data: CreateHospitalDto | UpdateHospitalDto, actorId: string): Promise<HospitalRecord> {
    // The country is always given on create; on an edit, only when it changes.
    const country = data.countryId === undefined ? null : await this.em.findOne(Country, { id: data.countryId });
    if (data.countryId !== undefined && !country) {
      throw new BadRequestException({ message: 'Validation failed', errors: { countryId: 'Please choose a country from the list' } });
    }
    const savedId = await this.em.transactional(async (tx) => {
      const fields = {
        ...pickDefined(data, FIELDS),
        ...(country && { country: tx.getReference(Country, country.id) }),
      } as Partial<Hospital>;
      let row: Hospital;
      let changes: Record<string, unknown> = {};
      if (id) {
        const found = await tx.findOne(Hospital, { id });
        if (!found) throw new NotFoundException('Hospital not found');
        changes = {
          isActive: [found.isActive, data.isActive ?? found.isActive],
          featured: [found.featured, data.featured ?? found.featured],
        };
        row = tx.assign(found, fields);
      } else {
        row = tx.create(Hospital, {
          ...fields,
          slug: await this.freeSlug(tx, (data as CreateHospitalDto).name),
          isActive: data.isActive ?? true,
          featured: data.featured ?? false,
        } as Hospital);
      }
      await flushOrFieldError(tx, { slug: 'name' }, 'hospital');
      await this.audit.record(tx, {
        actorId,
        action: id ? 'hospital.update' : 'hospital.create',
        entity: 'hospital',
        entityId: row.id,
        details: changes,
      });
      return row.id;
    });
    this.em.clear();
    return this.get(savedId);
  }

  /** Refused (409) while bookings name the hospital: deactivate it instead. */
  async remove(id: string, actorId: string): Promise<HospitalRecord> {
    const record = await this.get(id);
    await this.em.transactional(async (tx) => {
      const row = await tx.findOneOrFail(Hospital, { id });
      await removeOrConflict(tx, row, `${row.name} cannot be deleted: bookings still name it. Deactivate it instead.`);
      await this.audit.record(tx, { actorId, action: 'hospital.delete', entity: 'hospital', entityId: id, details: { name: record.name } });
    });
    return record;
  }

  /**
   * A slug from the name, numbered when taken (two hospitals may share a name in different cities)
   * or when it is the name of a fixed path ("Compare" becomes compare-2).
   */
  private async freeSlug(em: EntityManager, name: string): Promise<string> {
    const base = slugify(name);
    const found = await em.find(Hospital, { slug: { $like: `${base}%` } }, { fields: ['slug'] });
    const taken = new Set([...RESERVED_SLUGS, ...found.map((h) => h.slug)]);
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
