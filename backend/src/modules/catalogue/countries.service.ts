import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CountryRecord } from '@medtour/contracts';
import { flushOrFieldError, pickDefined, raFindAndCount, searchText } from '../../common/admin-crud.js';
import { idList, likePattern, type RaListQuery, type RaListSpec } from '../../common/simple-rest.js';
import { slugify } from '../../common/slug.js';
import { AuditService } from '../audit/audit.service.js';
import { Hospital } from '../hospitals/entities/hospital.entity.js';
import type { CreateCountryDto, UpdateCountryDto } from './dto/country.dto.js';
import { toCountryGuide } from './destinations.service.js';
import { Country } from './entities/country.entity.js';
import { DESTINATION_TEXT, mergingTranslations, translatedRecord } from './translations.js';

export const COUNTRY_LIST: RaListSpec = {
  sortable: ['name', 'code', 'isDestination', 'createdAt', 'id'],
  defaultSort: { field: 'name', order: 'ASC' },
  filters: ['q', 'id', 'isDestination'],
};

const UNIQUE_FIELDS = { code: 'code', name: 'name', slug: 'name' };

const EDITABLE = [
  'name',
  'code',
  'isDestination',
  'flag',
  'capital',
  'description',
  'highlights',
  'specialties',
  'avgCostSavingMinPct',
  'avgCostSavingMaxPct',
  'visaInfo',
  'flightTimeFromAfrica',
  'languages',
  'safetyRating',
  'translations',
  'visaNationalities',
  'reminderDays',
] as const;

function toRecord(c: Country): CountryRecord {
  const guide = toCountryGuide(c);
  return {
    ...guide,
    ...translatedRecord(guide, c.translations, DESTINATION_TEXT),
    id: c.id,
    isDestination: c.isDestination,
    visaNationalities: c.visaNationalities,
    reminderDays: c.reminderDays,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** Countries (and their destination content) for the back office. Admin only; every change audited. */
@Injectable()
export class CountriesService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async list(query: RaListQuery): Promise<{ rows: CountryRecord[]; total: number }> {
    const where: Record<string, unknown> = {};
    const { id, isDestination } = query.filter;
    const q = searchText(query.filter.q);
    if (q) where.$or = [{ name: { $ilike: likePattern(q) } }, { code: { $ilike: likePattern(q) } }];
    if (id !== undefined) where.id = { $in: idList(id) };
    if (isDestination !== undefined) {
      if (typeof isDestination !== 'boolean') throw new BadRequestException('isDestination filter must be true or false');
      where.isDestination = isDestination;
    }
    const [rows, total] = await raFindAndCount(this.em, Country, where, query);
    return { rows: rows.map(toRecord), total };
  }

  async get(id: string): Promise<CountryRecord> {
    const country = await this.em.findOne(Country, { id });
    if (!country) throw new NotFoundException('Country not found');
    return toRecord(country);
  }

  async create(data: CreateCountryDto, actorId: string): Promise<CountryRecord> {
    this.checkSavingRange(data);
    return this.em.transactional(async (tx) => {
      const country = tx.create(Country, {
        ...mergingTranslations(pickDefined(data, EDITABLE)),
        name: data.name,
        code: data.code,
        slug: slugify(data.name),
      });
      await flushOrFieldError(tx, UNIQUE_FIELDS, 'country');
      await this.audit.record(tx, { actorId, action: 'country.create', entity: 'country', entityId: country.id });
      return toRecord(country);
    });
  }

  /** Changes the fields given; those left out keep their value. */
  async update(id: string, data: UpdateCountryDto, actorId: string): Promise<CountryRecord> {
    return this.em.transactional(async (tx) => {
      const country = await tx.findOne(Country, { id });
      if (!country) throw new NotFoundException('Country not found');
      const changes = pickDefined(data, EDITABLE);
      this.checkSavingRange({
        avgCostSavingMinPct: country.avgCostSavingMinPct,
        avgCostSavingMaxPct: country.avgCostSavingMaxPct,
        ...changes,
      });
      tx.assign(country, {
        ...mergingTranslations(changes, country.translations),
        ...(changes.name !== undefined && { slug: slugify(changes.name) }),
      });
      await flushOrFieldError(tx, UNIQUE_FIELDS, 'country');
      await this.audit.record(tx, { actorId, action: 'country.update', entity: 'country', entityId: id });
      return toRecord(country);
    });
  }

  /** Refused with 409 while hospitals still use the country: nothing is deleted. */
  async remove(id: string, actorId: string): Promise<CountryRecord> {
    return this.em.transactional(async (tx) => {
      const country = await tx.findOne(Country, { id });
      if (!country) throw new NotFoundException('Country not found');
      const used = await tx.count(Hospital, { country });
      if (used > 0) {
        throw new ConflictException(
          `${country.name} cannot be deleted: ${used} hospital${used === 1 ? ' uses' : 's use'} it. Move or delete those hospitals first.`,
        );
      }
      const snapshot = toRecord(country);
      await tx.remove(country).flush();
      await this.audit.record(tx, { actorId, action: 'country.delete', entity: 'country', entityId: id, details: { name: snapshot.name } });
      return snapshot;
    });
  }

  private checkSavingRange(data: Pick<CreateCountryDto, 'avgCostSavingMinPct' | 'avgCostSavingMaxPct'>): void {
    if (data.avgCostSavingMinPct != null && data.avgCostSavingMaxPct != null && data.avgCostSavingMinPct > data.avgCostSavingMaxPct) {
      throw new BadRequestException({
        message: 'Validation failed',
        errors: { avgCostSavingMaxPct: 'Maximum saving must not be below the minimum' },
      });
    }
  }
}
