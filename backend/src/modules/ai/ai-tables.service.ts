import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type AiConversationRecord, type AiSynonymRecord, type CrisisLineRecord, type EmergencyNumberRecord } from '@medtour/contracts';
import { flushOrFieldError, pickDefined, raFindAndCount, searchText } from '../../common/admin-crud.js';
import { idList, likePattern, type RaListQuery, type RaListSpec } from '../../common/simple-rest.js';
import { AuditService } from '../audit/audit.service.js';
import { Specialization } from '../catalogue/entities/specialization.entity.js';
import { Treatment } from '../catalogue/entities/treatment.entity.js';
import type { CreateSynonymDto, UpdateSynonymDto } from './dto/ai-admin.dto.js';
import { AiConversation } from './entities/ai-conversation.entity.js';
import { AiSynonym } from './entities/ai-synonym.entity.js';
import type { CountryNumberRow } from './entities/country-number.entity.js';
import { CrisisLine } from './entities/crisis-line.entity.js';
import { EmergencyNumber } from './entities/emergency-number.entity.js';
import { normalise } from './nlu/text.js';

export const SYNONYM_LIST: RaListSpec = {
  sortable: ['term', 'language', 'updatedAt', 'id'],
  defaultSort: { field: 'term', order: 'ASC' },
  filters: ['q', 'id', 'language'],
};
export const AI_CONVERSATION_LIST: RaListSpec = {
  sortable: ['updatedAt', 'createdAt', 'messageCount', 'emergencyHits', 'refusals', 'id'],
  defaultSort: { field: 'updatedAt', order: 'DESC' },
  filters: ['id', 'userId'],
};

const synonymRecord = (s: AiSynonym): AiSynonymRecord => ({
  id: s.id,
  term: s.term,
  language: s.language,
  treatmentId: s.treatment?.id ?? null,
  specializationId: s.specialization?.id ?? null,
  updatedAt: s.updatedAt.toISOString(),
});

/**
 * A table of numbers the assistant's safety replies give, per country — emergency numbers, crisis lines — kept by
 * admins the same way (react-admin simple REST, audited): the service's methods take one of these.
 */
export interface CountryNumberTable<E extends CountryNumberRow, R> {
  entity: new (...args: never[]) => E;
  /** The react-admin resource (the Content-Range header's name). */
  resource: string;
  /** The fields a body may set. */
  fields: readonly (keyof E & string)[];
  list: RaListSpec;
  /** The fields the list's `q` filter searches. */
  search: readonly (keyof E & string)[];
  /** A unique key's column → the field its error is shown on; `what` names a row in that error. */
  unique: Record<string, string>;
  what: string;
  notFound: string;
  /** Audit actions are `<audit>.create|update|delete`, on the entity `<audit>`. */
  audit: 'emergency-number' | 'crisis-line';
  toRecord(row: E): R;
  /** What the audit log keeps of a change (public numbers, no personal data). */
  details(row: E): Record<string, unknown>;
}

const countryNumberRecord = (n: CountryNumberRow) => ({
  id: n.id,
  country: n.country,
  number: n.number,
  notes: n.notes ?? null,
  verifiedOn: n.verifiedOn ?? null,
  source: n.source ?? null,
  updatedAt: n.updatedAt.toISOString(),
});

export const EMERGENCY_NUMBER_TABLE: CountryNumberTable<EmergencyNumber, EmergencyNumberRecord> = {
  entity: EmergencyNumber,
  resource: 'emergency-numbers',
  fields: ['country', 'number', 'notes', 'verifiedOn', 'source'],
  list: {
    sortable: ['country', 'number', 'verifiedOn', 'updatedAt', 'id'],
    defaultSort: { field: 'country', order: 'ASC' },
    filters: ['q', 'id'],
  },
  search: ['country'],
  unique: { country: 'country' },
  what: 'emergency number',
  notFound: 'Emergency number not found',
  audit: 'emergency-number',
  toRecord: countryNumberRecord,
  details: (n) => ({ country: n.country, verifiedOn: n.verifiedOn ?? null }),
};

/** Crisis lines (issue 29): several per country, each number once there. */
export const CRISIS_LINE_TABLE: CountryNumberTable<CrisisLine, CrisisLineRecord> = {
  entity: CrisisLine,
  resource: 'crisis-lines',
  fields: ['country', 'name', 'number', 'notes', 'verifiedOn', 'source'],
  list: {
    sortable: ['country', 'name', 'number', 'verifiedOn', 'updatedAt', 'id'],
    defaultSort: { field: 'country', order: 'ASC' },
    filters: ['q', 'id'],
  },
  search: ['country', 'name'],
  unique: { number: 'number' },
  what: 'crisis line of this country',
  notFound: 'Crisis line not found',
  audit: 'crisis-line',
  toRecord: (l) => ({ ...countryNumberRecord(l), name: l.name }),
  details: (l) => ({ country: l.country, name: l.name, number: l.number, verifiedOn: l.verifiedOn ?? null }),
};

const conversationRecord = (c: AiConversation): AiConversationRecord => ({
  id: c.id,
  userId: c.user.id,
  userEmail: c.user.email,
  messageCount: c.messageCount,
  emergencyHits: c.emergencyHits,
  refusals: c.refusals,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

/**
 * The AI tables admins maintain — synonyms (searched as the names they stand for), emergency
 * numbers (listed in the emergency reply) and crisis lines (in the self-harm reply) — and the
 * conversations' metadata: counts, never text.
 */
@Injectable()
export class AiTablesService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async listSynonyms(query: RaListQuery): Promise<{ rows: AiSynonymRecord[]; total: number }> {
    const where: Record<string, unknown> = {};
    const q = searchText(query.filter.q);
    if (q) where.term = { $ilike: likePattern(q) };
    if (query.filter.id !== undefined) where.id = { $in: idList(query.filter.id) };
    if (typeof query.filter.language === 'string') where.language = query.filter.language;
    const [rows, total] = await raFindAndCount(this.em, AiSynonym, where, query);
    return { rows: rows.map(synonymRecord), total };
  }

  async getSynonym(id: string): Promise<AiSynonymRecord> {
    return synonymRecord(await this.synonym(this.em, id));
  }

  async createSynonym(data: CreateSynonymDto, actorId: string): Promise<AiSynonymRecord> {
    return this.em.transactional(async (tx) => {
      const target = await this.target(tx, data.treatmentId ?? null, data.specializationId ?? null);
      const synonym = tx.create(AiSynonym, { term: data.term, termKey: this.termKey(data.term), language: data.language, ...target });
      await flushOrFieldError(tx, { term_key: 'term' }, 'synonym');
      await this.audit.record(tx, {
        actorId,
        action: 'ai-synonym.create',
        entity: 'ai-synonym',
        entityId: synonym.id,
        details: { term: data.term },
      });
      return synonymRecord(synonym);
    });
  }

  async updateSynonym(id: string, data: UpdateSynonymDto, actorId: string): Promise<AiSynonymRecord> {
    return this.em.transactional(async (tx) => {
      const synonym = await this.synonym(tx, id);
      const changes = pickDefined(data, ['term', 'language'] as const);
      // The target is replaced whole when either field is sent (a react-admin form sends both).
      const retarget = data.treatmentId !== undefined || data.specializationId !== undefined;
      const target = retarget ? await this.target(tx, data.treatmentId ?? null, data.specializationId ?? null) : {};
      tx.assign(synonym, { ...changes, ...(changes.term !== undefined && { termKey: this.termKey(changes.term) }), ...target });
      await flushOrFieldError(tx, { term_key: 'term' }, 'synonym');
      await this.audit.record(tx, {
        actorId,
        action: 'ai-synonym.update',
        entity: 'ai-synonym',
        entityId: id,
        details: { term: synonym.term },
      });
      return synonymRecord(synonym);
    });
  }

  async removeSynonym(id: string, actorId: string): Promise<AiSynonymRecord> {
    return this.em.transactional(async (tx) => {
      const synonym = await this.synonym(tx, id);
      const snapshot = synonymRecord(synonym);
      await tx.remove(synonym).flush();
      await this.audit.record(tx, {
        actorId,
        action: 'ai-synonym.delete',
        entity: 'ai-synonym',
        entityId: id,
        details: { term: snapshot.term },
      });
      return snapshot;
    });
  }

  async listCountryNumbers<E extends CountryNumberRow, R>(
    table: CountryNumberTable<E, R>,
    query: RaListQuery,
  ): Promise<{ rows: R[]; total: number }> {
    const where: Record<string, unknown> = {};
    const q = searchText(query.filter.q);
    if (q) where.$or = table.search.map((field) => ({ [field]: { $ilike: likePattern(q) } }));
    if (query.filter.id !== undefined) where.id = { $in: idList(query.filter.id) };
    const [rows, total] = await raFindAndCount(this.em, table.entity, where, query);
    return { rows: rows.map((row) => table.toRecord(row)), total };
  }

  async getCountryNumber<E extends CountryNumberRow, R>(table: CountryNumberTable<E, R>, id: string): Promise<R> {
    return table.toRecord(await this.countryNumber(this.em, table, id));
  }

  /** Creates a row (no id), or changes the fields given; a duplicate is a field error, and nothing is saved. */
  async saveCountryNumber<E extends CountryNumberRow, R>(
    table: CountryNumberTable<E, R>,
    id: string | null,
    data: object,
    actorId: string,
  ): Promise<R> {
    return this.em.transactional(async (tx) => {
      const fields = pickDefined(data as Partial<E>, table.fields);
      const row = id ? tx.assign(await this.countryNumber(tx, table, id), fields as never) : tx.create(table.entity, fields as never);
      await flushOrFieldError(tx, table.unique, table.what);
      await this.audit.record(tx, {
        actorId,
        action: `${table.audit}.${id ? 'update' : 'create'}`,
        entity: table.audit,
        entityId: row.id,
        details: table.details(row),
      });
      return table.toRecord(row);
    });
  }

  async removeCountryNumber<E extends CountryNumberRow, R>(table: CountryNumberTable<E, R>, id: string, actorId: string): Promise<R> {
    return this.em.transactional(async (tx) => {
      const row = await this.countryNumber(tx, table, id);
      const snapshot = table.toRecord(row);
      const details = table.details(row);
      await tx.remove(row).flush();
      await this.audit.record(tx, { actorId, action: `${table.audit}.delete`, entity: table.audit, entityId: id, details });
      return snapshot;
    });
  }

  /**
   * Patients' assistant conversations, as counts (admins only: the roles matrix). How often a patient
   * met the emergency reply is health data, so each read is audited: a page with the conversations
   * and patients it showed, one conversation with its patient.
   */
  async listConversations(query: RaListQuery, staffId: string): Promise<{ rows: AiConversationRecord[]; total: number }> {
    const where: Record<string, unknown> = {};
    if (query.filter.id !== undefined) where.id = { $in: idList(query.filter.id) };
    if (typeof query.filter.userId === 'string') where.user = query.filter.userId;
    const [rows, total] = await raFindAndCount(this.em, AiConversation, where, query, ['user']);
    await this.audit.record(this.em, {
      actorId: staffId,
      action: 'ai-conversation.list',
      entity: 'ai_conversation',
      details: { conversationIds: rows.map((r) => r.id), patientIds: [...new Set(rows.map((r) => r.user.id))] },
    });
    return { rows: rows.map(conversationRecord), total };
  }

  async getConversation(id: string, staffId: string): Promise<AiConversationRecord> {
    const row = await this.em.findOne(AiConversation, { id }, { populate: ['user'] });
    if (!row) throw new NotFoundException('Conversation not found');
    await this.audit.record(this.em, {
      actorId: staffId,
      action: 'ai-conversation.view',
      entity: 'ai_conversation',
      entityId: id,
      details: { patientId: row.user.id },
    });
    return conversationRecord(row);
  }

  /** Exactly one of a treatment or a specialty, which must exist (400 with the field otherwise). */
  private async target(em: EntityManager, treatmentId: string | null, specializationId: string | null) {
    if ((treatmentId === null) === (specializationId === null)) {
      // Both fields named: the one cleared (or both filled) may be either.
      const oneOfThem = 'Please choose a treatment or a specialty (one of them)';
      throw new BadRequestException({ message: 'Validation failed', errors: { treatmentId: oneOfThem, specializationId: oneOfThem } });
    }
    if (treatmentId) {
      const treatment = await em.findOne(Treatment, { id: treatmentId });
      if (!treatment)
        throw new BadRequestException({ message: 'Validation failed', errors: { treatmentId: 'Please choose a treatment from the list' } });
      return { treatment, specialization: null };
    }
    const specialization = await em.findOne(Specialization, { id: specializationId! });
    if (!specialization) {
      throw new BadRequestException({
        message: 'Validation failed',
        errors: { specializationId: 'Please choose a specialty from the list' },
      });
    }
    return { treatment: null, specialization };
  }

  private termKey(term: string): string {
    const key = normalise(term);
    if (!key) throw new BadRequestException({ message: 'Validation failed', errors: { term: 'Term must contain letters or digits' } });
    return key;
  }

  private async synonym(em: EntityManager, id: string): Promise<AiSynonym> {
    const row = await em.findOne(AiSynonym, { id });
    if (!row) throw new NotFoundException('Synonym not found');
    return row;
  }

  private async countryNumber<E extends CountryNumberRow, R>(em: EntityManager, table: CountryNumberTable<E, R>, id: string): Promise<E> {
    const row = await em.findOne(table.entity, { id } as never);
    if (!row) throw new NotFoundException(table.notFound);
    return row;
  }
}
