import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GUIDE_SECTIONS, type GuideEntryRecord, type GuideEntryView, type Locale, type PatientGuide } from '@medtour/contracts';
import { pickDefined } from '../../common/admin-crud.js';
import { AdminResourceService, type Change, type Where } from '../../common/admin-resource.service.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import type { RaListQuery, RaListSpec } from '../../common/simple-rest.js';
import { crudAudit } from '../audit/index.js';
import { CatalogueCache } from './catalogue-cache.js';
import type { CreateGuideEntryDto, UpdateGuideEntryDto } from './dto/guide-entry.dto.js';
import { GuideEntry } from './entities/guide-entry.entity.js';
import { GUIDE_TEXT, localized, mergingTranslations, translatedRecord } from './translations.js';

export const GUIDE_ENTRY_LIST: RaListSpec = {
  sortable: ['section', 'position', 'title', 'updatedAt', 'id'],
  defaultSort: { field: 'position', order: 'ASC' },
  filters: ['q', 'id', 'section'],
};

const GUIDE_FIELDS = ['section', 'position', 'topic', 'title', 'body', 'badge', 'time', 'translations'] as const;

const englishOf = (e: GuideEntry) => ({ title: e.title, body: e.body, badge: e.badge ?? null, time: e.time ?? null });

const toView = (e: GuideEntry, locale: Locale): GuideEntryView => ({
  id: e.id,
  ...localized(englishOf(e), e.translations, locale, GUIDE_TEXT),
});

/**
 * The patient guide's and the contact page's texts, read by the pages in their language (cached
 * until the next write, like the catalogue).
 */
@Injectable()
export class GuideService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: CatalogueCache,
  ) {}

  read(locale: Locale): Promise<PatientGuide> {
    return this.cache.read(`guide:${locale}`, async (on) => {
      const rows = await this.em.find(
        GuideEntry,
        {},
        { orderBy: { section: 'asc', position: 'asc', title: 'asc', id: 'asc' }, connectionType: on },
      );
      const guide = Object.fromEntries(GUIDE_SECTIONS.map((section) => [section, [] as GuideEntryView[]])) as PatientGuide;
      for (const row of rows) guide[row.section]?.push(toView(row, locale));
      return guide;
    });
  }
}

/** The guide's texts in the back office (admins), every change audited; a page reads them in its language through `GuideService`. */
@Injectable()
export class GuideEntriesAdminService extends AdminResourceService<GuideEntry, GuideEntryRecord> {
  protected readonly entity = GuideEntry;
  protected readonly notFound = 'Guide entry not found';
  protected override readonly search = ['title', 'body'];
  // One entry per topic, so that the assistant knows which text answers it.
  protected override readonly unique = { fields: { topic: 'topic' }, what: 'guide entry' };
  // Two staff members saving one entry at once apply their translations one after the other.
  protected override readonly lockOnUpdate = true;
  protected override readonly audited = crudAudit('guide_entry', 'guide');

  protected toRecord(e: GuideEntry): GuideEntryRecord {
    const english = englishOf(e);
    return {
      id: e.id,
      section: e.section,
      position: e.position,
      topic: e.topic ?? null,
      ...english,
      ...translatedRecord(english, e.translations, GUIDE_TEXT),
      createdAt: e.createdAt.toISOString(),
      updatedAt: e.updatedAt.toISOString(),
    };
  }

  protected override where(filter: Record<string, unknown>, auth: AuthContext): Where {
    const where = super.where(filter, auth);
    if (typeof filter.section === 'string') where.section = filter.section;
    return where;
  }

  /** Sorted by section (alphabetically), each section's entries keep their pages' order: position, then title. */
  protected override order(query: RaListQuery): unknown {
    const { field, order } = query.orderBy;
    if (field !== 'section') return super.order(query);
    return [{ section: order === 'DESC' ? 'desc' : 'asc' }, { position: 'asc' }, { title: 'asc' }, { id: 'asc' }];
  }

  protected override async build(tx: EntityManager, data: CreateGuideEntryDto): Promise<GuideEntry> {
    return tx.create(GuideEntry, mergingTranslations(pickDefined(data, GUIDE_FIELDS)) as GuideEntry);
  }

  /** The fields given change (those left out keep their value); translations merge. */
  protected override async change(tx: EntityManager, row: GuideEntry, data: UpdateGuideEntryDto): Promise<void> {
    tx.assign(row, mergingTranslations(pickDefined(data, GUIDE_FIELDS) as Partial<GuideEntry>, row.translations));
  }

  protected override details(row: GuideEntry, change: Change) {
    return change === 'delete' ? { title: row.title } : undefined;
  }
}
