import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type AiConversationRecord, type AiSynonymRecord, type EmergencyNumberRecord } from '@medtour/contracts';
import { flushOrFieldError, pickDefined, raFindAndCount, searchText } from '../../common/admin-crud.js';
import { idList, likePattern, type RaListQuery, type RaListSpec } from '../../common/simple-rest.js';
import { AuditService } from '../audit/audit.service.js';
import { Specialization } from '../catalogue/entities/specialization.entity.js';
import { Treatment } from '../catalogue/entities/treatment.entity.js';
import type { CreateEmergencyNumberDto, CreateSynonymDto, UpdateEmergencyNumberDto, UpdateSynonymDto } from './dto/ai-admin.dto.js';
import { AiConversation } from './entities/ai-conversation.entity.js';
import { AiSynonym } from './entities/ai-synonym.entity.js';
import { EmergencyNumber } from './entities/emergency-number.entity.js';
import { normalise } from './safety/normalise.js';

export const SYNONYM_LIST: RaListSpec = {
  sortable: ['term', 'language', 'updatedAt', 'id'],
  defaultSort: { field: 'term', order: 'ASC' },
  filters: ['q', 'id', 'language'],
};
export const EMERGENCY_NUMBER_LIST: RaListSpec = {
  sortable: ['country', 'number', 'updatedAt', 'id'],
  defaultSort: { field: 'country', order: 'ASC' },
  filters: ['q', 'id'],
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

const numberRecord = (n: EmergencyNumber): EmergencyNumberRecord => ({
  id: n.id,
  country: n.country,
  number: n.number,
  notes: n.notes ?? null,
  updatedAt: n.updatedAt.toISOString(),
});

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
 * The AI tables admins maintain — synonyms (searched as the names they stand for) and emergency
 * numbers (listed in the emergency reply) — and the conversations' metadata: counts, never text.
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

  async listNumbers(query: RaListQuery): Promise<{ rows: EmergencyNumberRecord[]; total: number }> {
    const where: Record<string, unknown> = {};
    const q = searchText(query.filter.q);
    if (q) where.country = { $ilike: likePattern(q) };
    if (query.filter.id !== undefined) where.id = { $in: idList(query.filter.id) };
    const [rows, total] = await raFindAndCount(this.em, EmergencyNumber, where, query);
    return { rows: rows.map(numberRecord), total };
  }

  async getNumber(id: string): Promise<EmergencyNumberRecord> {
    return numberRecord(await this.number(this.em, id));
  }

  async createNumber(data: CreateEmergencyNumberDto, actorId: string): Promise<EmergencyNumberRecord> {
    return this.em.transactional(async (tx) => {
      const row = tx.create(EmergencyNumber, { country: data.country, number: data.number, notes: data.notes ?? null });
      await flushOrFieldError(tx, { country: 'country' }, 'emergency number');
      await this.audit.record(tx, {
        actorId,
        action: 'emergency-number.create',
        entity: 'emergency-number',
        entityId: row.id,
        details: { country: row.country },
      });
      return numberRecord(row);
    });
  }

  async updateNumber(id: string, data: UpdateEmergencyNumberDto, actorId: string): Promise<EmergencyNumberRecord> {
    return this.em.transactional(async (tx) => {
      const row = await this.number(tx, id);
      tx.assign(row, pickDefined(data, ['country', 'number', 'notes'] as const));
      await flushOrFieldError(tx, { country: 'country' }, 'emergency number');
      await this.audit.record(tx, {
        actorId,
        action: 'emergency-number.update',
        entity: 'emergency-number',
        entityId: id,
        details: { country: row.country },
      });
      return numberRecord(row);
    });
  }

  async removeNumber(id: string, actorId: string): Promise<EmergencyNumberRecord> {
    return this.em.transactional(async (tx) => {
      const row = await this.number(tx, id);
      const snapshot = numberRecord(row);
      await tx.remove(row).flush();
      await this.audit.record(tx, {
        actorId,
        action: 'emergency-number.delete',
        entity: 'emergency-number',
        entityId: id,
        details: { country: snapshot.country },
      });
      return snapshot;
    });
  }

  async listConversations(query: RaListQuery): Promise<{ rows: AiConversationRecord[]; total: number }> {
    const where: Record<string, unknown> = {};
    if (query.filter.id !== undefined) where.id = { $in: idList(query.filter.id) };
    if (typeof query.filter.userId === 'string') where.user = query.filter.userId;
    const [rows, total] = await raFindAndCount(this.em, AiConversation, where, query, ['user']);
    return { rows: rows.map(conversationRecord), total };
  }

  async getConversation(id: string): Promise<AiConversationRecord> {
    const row = await this.em.findOne(AiConversation, { id }, { populate: ['user'] });
    if (!row) throw new NotFoundException('Conversation not found');
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

  private async number(em: EntityManager, id: string): Promise<EmergencyNumber> {
    const row = await em.findOne(EmergencyNumber, { id });
    if (!row) throw new NotFoundException('Emergency number not found');
    return row;
  }
}
