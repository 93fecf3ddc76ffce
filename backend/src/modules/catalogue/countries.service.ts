import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CountryRecord } from '@medtour/contracts';
import { pickDefined } from '../../common/admin-crud.js';
import { AdminResourceService, type Change, type Where } from '../../common/admin-resource.service.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import type { RaListSpec } from '../../common/simple-rest.js';
import { slugify } from '../../common/slug.js';
import { crudAudit } from '../audit/index.js';
import { Hospital } from './entities/hospital.entity.js';
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

/** Countries (and their destination content) for the back office. Admin only; every change audited. */
@Injectable()
export class CountriesService extends AdminResourceService<Country, CountryRecord> {
  protected readonly entity = Country;
  protected readonly notFound = 'Country not found';
  protected override readonly search = ['name', 'code'];
  protected override readonly unique = { fields: UNIQUE_FIELDS, what: 'country' };
  protected override readonly audited = crudAudit('country', 'country');

  protected toRecord(c: Country): CountryRecord {
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

  protected override where(filter: Record<string, unknown>, auth: AuthContext): Where {
    const where = super.where(filter, auth);
    const { isDestination } = filter;
    if (isDestination !== undefined) {
      if (typeof isDestination !== 'boolean') throw new BadRequestException('isDestination filter must be true or false');
      where.isDestination = isDestination;
    }
    return where;
  }

  protected override async build(tx: EntityManager, data: CreateCountryDto): Promise<Country> {
    this.checkSavingRange(data);
    return tx.create(Country, {
      ...mergingTranslations(pickDefined(data, EDITABLE)),
      name: data.name,
      code: data.code,
      slug: slugify(data.name),
    });
  }

  protected override async change(tx: EntityManager, country: Country, data: UpdateCountryDto): Promise<void> {
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
  }

  /** Refused with 409 while hospitals still use the country: nothing is deleted. */
  protected override async delete(tx: EntityManager, country: Country): Promise<void> {
    const used = await tx.count(Hospital, { country });
    if (used > 0) {
      throw new ConflictException(
        `${country.name} cannot be deleted: ${used} hospital${used === 1 ? ' uses' : 's use'} it. Move or delete those hospitals first.`,
      );
    }
    await super.delete(tx, country);
  }

  protected override details(country: Country, change: Change) {
    return change === 'delete' ? { name: country.name } : undefined;
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
