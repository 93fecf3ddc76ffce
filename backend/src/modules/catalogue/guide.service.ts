import { Injectable, NotFoundException } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { GUIDE_SECTIONS, type GuideEntryRecord, type GuideEntryView, type Locale, type PatientGuide } from '@medtour/contracts';
import { flushOrFieldError, pickDefined, raFindAndCount, searchText } from '../../common/admin-crud.js';
import { idList, likePattern, type RaListQuery, type RaListSpec } from '../../common/simple-rest.js';
import { AuditService } from '../audit/audit.service.js';
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

function toRecord(e: GuideEntry): GuideEntryRecord {
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

const toView = (e: GuideEntry, locale: Locale): GuideEntryView => ({
  id: e.id,
  ...localized(englishOf(e), e.translations, locale, GUIDE_TEXT),
});

/**
 * The patient guide's and the contact page's texts: read by the pages in their language (cached
 * until the next write, like the catalogue), edited by admins in the back office, every change audited.
 */
@Injectable()
export class GuideService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: CatalogueCache,
    private readonly audit: AuditService,
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

  async list(query: RaListQuery) {
    const where: Record<string, unknown> = {};
    const q = searchText(query.filter.q);
    if (q) where.$or = [{ title: { $ilike: likePattern(q) } }, { body: { $ilike: likePattern(q) } }];
    if (query.filter.id !== undefined) where.id = { $in: idList(query.filter.id) };
    if (typeof query.filter.section === 'string') where.section = query.filter.section;
    // Sorted by section (alphabetically), each section's entries keep their pages' order: position, then title.
    const { field, order } = query.orderBy;
    const direction = order === 'DESC' ? 'desc' : 'asc';
    const [rows, total] =
      field === 'section'
        ? await this.em.findAndCount(GuideEntry, where, {
            orderBy: [{ section: direction }, { position: 'asc' }, { title: 'asc' }, { id: 'asc' }],
            limit: query.limit,
            offset: query.offset,
          })
        : await raFindAndCount(this.em, GuideEntry, where, query);
    return { rows: rows.map(toRecord), total };
  }

  async get(id: string): Promise<GuideEntryRecord> {
    const row = await this.em.findOne(GuideEntry, { id });
    if (!row) throw new NotFoundException('Guide entry not found');
    return toRecord(row);
  }

  /** Creates an entry (no id), or changes the fields given (those left out keep their value; translations merge). */
  async save(id: string | null, data: CreateGuideEntryDto | UpdateGuideEntryDto, actorId: string): Promise<GuideEntryRecord> {
    return this.em.transactional(async (tx) => {
      const fields = pickDefined(data, GUIDE_FIELDS) as Partial<GuideEntry>;
      let row: GuideEntry;
      if (id) {
        // Locked: two staff members saving one entry at once apply their translations one after the other.
        const found = await tx.findOne(GuideEntry, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!found) throw new NotFoundException('Guide entry not found');
        row = tx.assign(found, mergingTranslations(fields, found.translations));
      } else {
        row = tx.create(GuideEntry, mergingTranslations(fields) as GuideEntry);
      }
      // One entry per topic, so that the assistant knows which text answers it.
      await flushOrFieldError(tx, { topic: 'topic' }, 'guide entry');
      await this.audit.record(tx, { actorId, action: id ? 'guide.update' : 'guide.create', entity: 'guide_entry', entityId: row.id });
      return toRecord(row);
    });
  }

  async remove(id: string, actorId: string): Promise<GuideEntryRecord> {
    return this.em.transactional(async (tx) => {
      const row = await tx.findOne(GuideEntry, { id });
      if (!row) throw new NotFoundException('Guide entry not found');
      const snapshot = toRecord(row);
      await tx.remove(row).flush();
      await this.audit.record(tx, {
        actorId,
        action: 'guide.delete',
        entity: 'guide_entry',
        entityId: id,
        details: { title: snapshot.title },
      });
      return snapshot;
    });
  }
}
