import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { flushOrFieldError, pickDefined, removeOrConflict } from '../../common/admin-crud.js';
import { AdminResourceService, type Change, type Where } from '../../common/admin-resource.service.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import { idList, type RaListSpec } from '../../common/simple-rest.js';
import { slugify } from '../../common/slug.js';
import { crudAudit, AuditService } from '../audit/index.js';
import {
  Country,
  Specialization,
  Treatment,
  HospitalSpecialization,
  HospitalTreatment,
  Hospital,
  HOSPITAL_TEXT,
  mergingTranslations,
  translatedRecord,
} from '../catalogue/index.js';
import type { CreateHospitalDto, SpecialtyOfferDto, TreatmentOfferDto, UpdateHospitalDto } from './dto/hospital-admin.dto.js';
import { hospitalFacts } from './hospital-view.js';
import { type HospitalRecord, STAFF_MESSAGES } from '@medtour/contracts';

export const HOSPITAL_ADMIN_LIST: RaListSpec = {
  sortable: ['name', 'city', 'rating', 'isActive', 'featured', 'createdAt', 'id'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['q', 'id', 'status', 'countryId'],
};
/** Paths under /hospitals that a hospital with this slug could not be reached past (API and patient site). */
const RESERVED_SLUGS = ['filters', 'compare'];
/** Featured active hospitals at most: the home page's Featured Hospitals shows four (spec §3), active ones only. */
const FEATURED_HOSPITALS = 4;
/** The status filter of the hospitals page. */
const STATUSES = ['all', 'active', 'inactive', 'featured'];

/** What a record loads besides the hospital: its country and offerings (with names, to order them). */
const POPULATE = ['country', 'specializations.specialization', 'treatments.treatment'];

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

type OfferDto = SpecialtyOfferDto | TreatmentOfferDto;
type CatalogueRow = { id: string; name: string };
type OfferRow = Partial<Record<'specialization' | 'treatment', CatalogueRow>>;
interface OfferKind {
  what: string;
  key: string;
  id(offer: OfferDto): string;
  relation: 'specialization' | 'treatment';
  target: EntityClass<CatalogueRow>;
  link: EntityClass<OfferRow>;
  fields(offer: OfferDto): Record<string, unknown>;
}

/** The two kinds of offerings: their link table, the catalogue table they name, and the fields a row keeps. */
const OFFER_KINDS: Record<'specializations' | 'treatments', OfferKind> = {
  specializations: {
    what: 'specialty',
    key: 'specializationId',
    id: (offer: OfferDto) => (offer as SpecialtyOfferDto).specializationId,
    relation: 'specialization',
    target: Specialization,
    link: HospitalSpecialization,
    fields: (offer: OfferDto) => {
      const o = offer as SpecialtyOfferDto;
      return { experienceYears: o.experienceYears ?? null, successRatePercentage: o.successRatePercentage ?? null };
    },
  },
  treatments: {
    what: 'treatment',
    key: 'treatmentId',
    id: (offer: OfferDto) => (offer as TreatmentOfferDto).treatmentId,
    relation: 'treatment',
    target: Treatment,
    link: HospitalTreatment,
    fields: (offer: OfferDto) => {
      const o = offer as TreatmentOfferDto;
      return {
        minCostUsd: o.minCostUsd ?? null,
        maxCostUsd: o.maxCostUsd ?? null,
        casesCompleted: o.casesCompleted ?? 0,
        averageSuccessRate: o.averageSuccessRate ?? null,
      };
    },
  },
};
type OfferList = keyof typeof OFFER_KINDS;

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
  'ratingSource',
  'successRatePercentage',
  'accreditations',
  'languages',
  'features',
  'isActive',
  'featured',
  'translations',
] as const;

function toRecord(h: Hospital): HospitalRecord {
  const english = { description: h.description ?? null, features: h.features, languages: h.languages };
  return {
    ...translatedRecord(english, h.translations, HOSPITAL_TEXT),
    ...hospitalFacts(h),
    countryId: h.country.id,
    country: { id: h.country.id, name: h.country.name, code: h.country.code },
    isActive: h.isActive,
    specializations: h.specializations
      .getItems()
      .sort((a, b) => byName(a.specialization, b.specialization))
      .map((s) => ({
        specializationId: s.specialization.id,
        experienceYears: s.experienceYears ?? null,
        successRatePercentage: s.successRatePercentage ?? null,
      })),
    treatments: h.treatments
      .getItems()
      .sort((a, b) => byName(a.treatment, b.treatment))
      .map((t) => ({
        treatmentId: t.treatment.id,
        minCostUsd: t.minCostUsd ?? null,
        maxCostUsd: t.maxCostUsd ?? null,
        casesCompleted: t.casesCompleted,
        averageSuccessRate: t.averageSuccessRate ?? null,
      })),
    createdAt: h.createdAt.toISOString(),
    updatedAt: h.updatedAt.toISOString(),
  };
}

/** Hospitals for the back office (admin only): add, edit, activate, feature; every change audited. */
@Injectable()
export class HospitalsAdminService extends AdminResourceService<Hospital, HospitalRecord> {
  protected readonly entity = Hospital;
  protected readonly notFound = 'Hospital not found';
  protected override readonly populate = POPULATE;
  // Spec §5: name, city or country name.
  protected override readonly search = ['name', 'city', 'country.name'];
  protected override readonly audited = crudAudit('hospital', 'hospital');

  constructor(private readonly audit: AuditService) {
    super();
  }

  protected toRecord(h: Hospital): HospitalRecord {
    return toRecord(h);
  }

  protected override where(filter: Record<string, unknown>, auth: AuthContext): Where {
    const where = super.where(filter, auth);
    const { status, countryId } = filter;
    if (status !== undefined && !STATUSES.includes(status as string))
      throw new BadRequestException(`status filter must be one of ${STATUSES.join(', ')}`);
    if (status === 'active') where.isActive = true;
    if (status === 'inactive') where.isActive = false;
    if (status === 'featured') where.featured = true;
    if (countryId !== undefined) where.country = { $in: idList(countryId) };
    return where;
  }

  override create(data: CreateHospitalDto, auth: AuthContext): Promise<HospitalRecord> {
    return this.store(null, data, auth.userId);
  }

  override update(id: string, data: UpdateHospitalDto, auth: AuthContext): Promise<HospitalRecord> {
    return this.store(id, data, auth.userId);
  }

  /** Refused (409) while bookings name the hospital: deactivate it instead. */
  protected override delete(tx: EntityManager, row: Hospital): Promise<void> {
    return removeOrConflict(tx, row, `${row.name} cannot be deleted: bookings still name it. Deactivate it instead.`);
  }

  protected override details(row: Hospital, change: Change) {
    return change === 'delete' ? { name: row.name } : undefined;
  }

  /**
   * New hospitals start active and not featured (spec §4) unless the form says otherwise. An edit
   * changes the fields given; those left out keep their value. Offerings given replace the
   * hospital's specialties or treatments as a whole; search, treatment pages and matching read them
   * at once (the catalogue version moves on in the same transaction).
   */
  private async store(id: string | null, data: CreateHospitalDto | UpdateHospitalDto, actorId: string): Promise<HospitalRecord> {
    // The country is always given on create; on an edit, only when it changes.
    const country = data.countryId === undefined ? null : await this.em.findOne(Country, { id: data.countryId });
    const errors: Record<string, string> = {};
    if (data.countryId !== undefined && !country) errors.countryId = 'Please choose a country from the list';
    await this.checkOffers('specializations', data.specializations, errors);
    await this.checkOffers('treatments', data.treatments, errors);
    if (Object.keys(errors).length) throw new BadRequestException({ message: 'Validation failed', errors });
    const savedId = await this.em.transactional(async (tx) => {
      const fields = {
        ...pickDefined(data, FIELDS),
        ...(country && { country: tx.getReference(Country, country.id) }),
      } as Partial<Hospital>;
      let row: Hospital;
      let changes: Record<string, unknown> = {};
      let ratingBefore: number | null = null;
      const found = id ? await tx.findOne(Hospital, { id }) : null;
      if (id && !found) throw new NotFoundException('Hospital not found');
      // Featuring an active hospital, activating a featured one or adding one both puts it on the home page.
      const onHome = (data.featured ?? found?.featured ?? false) && (data.isActive ?? found?.isActive ?? true);
      if (onHome && !(found?.featured && found.isActive)) await this.checkFeaturedRoom(tx, id);
      if (found) {
        ratingBefore = found.rating ?? null;
        changes = {
          isActive: [found.isActive, data.isActive ?? found.isActive],
          featured: [found.featured, data.featured ?? found.featured],
        };
        row = tx.assign(found, mergingTranslations(fields, found.translations));
      } else {
        row = tx.create(Hospital, {
          ...mergingTranslations(fields),
          slug: await this.freeSlug(tx, (data as CreateHospitalDto).name),
          isActive: data.isActive ?? true,
          featured: data.featured ?? false,
        } as Hospital);
      }
      await flushOrFieldError(tx, { slug: 'name' }, 'hospital');
      if (data.rating !== undefined && id) changes.rating = [ratingBefore, row.rating ?? null];
      if (data.specializations) changes.specialties = await this.replaceOffers(tx, row, 'specializations', data.specializations);
      if (data.treatments) changes.treatments = await this.replaceOffers(tx, row, 'treatments', data.treatments);
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

  /**
   * Refuses (409) putting a hospital on the home page (featured and active) while four others are:
   * the home page shows four, and a fifth would be said to be featured yet not shown. An inactive
   * featured hospital is not shown, so it does not count. Saves that may add one take turns (a
   * transaction-scoped lock), so two admins adding the fifth at once cannot both pass the count.
   */
  private async checkFeaturedRoom(tx: EntityManager, id: string | null): Promise<void> {
    // Raw SQL: a transaction-scoped advisory lock, which the ORM has no API for.
    await tx.execute(`select pg_advisory_xact_lock(hashtext('hospitals.featured'))`);
    const others = await tx.count(Hospital, { featured: true, isActive: true, ...(id ? { id: { $ne: id } } : {}) });
    if (others >= FEATURED_HOSPITALS) throw new ConflictException(STAFF_MESSAGES.fourFeatured);
  }

  /**
   * Field errors for offerings naming an unknown or repeated specialty or treatment, on the
   * item's own field (`treatments.2.treatmentId`), as the form shows them.
   */
  private async checkOffers(list: OfferList, offers: OfferDto[] | undefined, errors: Record<string, string>): Promise<void> {
    if (!offers?.length) return;
    const kind = OFFER_KINDS[list];
    const ids = offers.map(kind.id);
    const known = new Set((await this.em.find(kind.target, { id: { $in: ids } })).map((row) => row.id));
    const seen = new Set<string>();
    ids.forEach((id, index) => {
      if (!known.has(id)) errors[`${list}.${index}.${kind.key}`] = `Please choose a ${kind.what} from the list`;
      else if (seen.has(id)) errors[`${list}.${index}.${kind.key}`] = `This ${kind.what} is listed twice`;
      seen.add(id);
    });
  }

  /**
   * Makes the hospital's specialties or treatments exactly `offers`: rows that stay are updated in
   * place, the others added or removed. Answers the names added and removed (for the audit log).
   */
  private async replaceOffers(tx: EntityManager, hospital: Hospital, list: OfferList, offers: OfferDto[]) {
    const kind = OFFER_KINDS[list];
    const current = await tx.find(kind.link, { hospital } as never, { populate: [kind.relation] as never });
    const wanted = new Set(offers.map(kind.id));
    const removed = current.filter((row) => !wanted.has(row[kind.relation]!.id));
    for (const row of removed) tx.remove(row);
    const added: string[] = [];
    for (const offer of offers) {
      const fields = kind.fields(offer);
      const row = current.find((r) => r[kind.relation]!.id === kind.id(offer));
      if (row) tx.assign(row, fields as never);
      else {
        const target = await tx.findOneOrFail(kind.target, { id: kind.id(offer) });
        tx.create(kind.link, { hospital, [kind.relation]: target, ...fields } as never);
        added.push(target.name);
      }
    }
    await tx.flush();
    return { added, removed: removed.map((row) => row[kind.relation]!.name) };
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
