import { BadRequestException, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type AiConversationRecord, type AiSynonymRecord, type CrisisLineRecord, type EmergencyNumberRecord } from '@medtour/contracts';
import { pickDefined } from '../../common/admin-crud.js';
import type { RaPage } from '../../common/admin-resource.js';
import { AdminResourceService, type Where } from '../../common/admin-resource.service.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import type { RaListQuery, RaListSpec } from '../../common/simple-rest.js';
import { crudAudit, AuditService } from '../audit/index.js';
import { Specialization, Treatment } from '../catalogue/index.js';
import type { CreateSynonymDto, UpdateSynonymDto } from './dto/ai-admin.dto.js';
import { AiConversation } from './entities/ai-conversation.entity.js';
import { AiSynonym } from './entities/ai-synonym.entity.js';
import { CrisisLine } from './entities/crisis-line.entity.js';
import { EmergencyNumber } from './entities/emergency-number.entity.js';
import { normalise } from '../understanding/index.js';

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

export const EMERGENCY_NUMBER_LIST: RaListSpec = {
  sortable: ['country', 'number', 'verifiedOn', 'updatedAt', 'id'],
  defaultSort: { field: 'country', order: 'ASC' },
  filters: ['q', 'id'],
};
export const CRISIS_LINE_LIST: RaListSpec = {
  sortable: ['country', 'name', 'number', 'verifiedOn', 'updatedAt', 'id'],
  defaultSort: { field: 'country', order: 'ASC' },
  filters: ['q', 'id'],
};

const NUMBER_FIELDS = ['country', 'number', 'notes', 'verifiedOn', 'source'] as const;

const countryNumberRecord = (n: EmergencyNumber | CrisisLine) => ({
  id: n.id,
  country: n.country,
  number: n.number,
  notes: n.notes ?? null,
  verifiedOn: n.verifiedOn ?? null,
  source: n.source ?? null,
  updatedAt: n.updatedAt.toISOString(),
});

/**
 * The AI tables admins maintain (react-admin simple REST, every change audited): synonyms, searched
 * as the names they stand for; emergency numbers, listed in the emergency reply; crisis lines, in the
 * self-harm reply. And the conversations' metadata: counts, never text.
 */
@Injectable()
export class AiSynonymsService extends AdminResourceService<AiSynonym, AiSynonymRecord> {
  protected readonly entity = AiSynonym;
  protected readonly notFound = 'Synonym not found';
  protected override readonly search = ['term'];
  protected override readonly unique = { fields: { term_key: 'term' }, what: 'synonym' };
  protected override readonly audited = crudAudit('ai-synonym', 'ai-synonym');

  protected toRecord(s: AiSynonym): AiSynonymRecord {
    return {
      id: s.id,
      term: s.term,
      language: s.language,
      treatmentId: s.treatment?.id ?? null,
      specializationId: s.specialization?.id ?? null,
      updatedAt: s.updatedAt.toISOString(),
    };
  }

  protected override where(filter: Record<string, unknown>, auth: AuthContext): Where {
    const where = super.where(filter, auth);
    if (typeof filter.language === 'string') where.language = filter.language;
    return where;
  }

  protected override async build(tx: EntityManager, data: CreateSynonymDto): Promise<AiSynonym> {
    const target = await this.target(tx, data.treatmentId ?? null, data.specializationId ?? null);
    return tx.create(AiSynonym, { term: data.term, termKey: this.termKey(data.term), language: data.language, ...target });
  }

  protected override async change(tx: EntityManager, synonym: AiSynonym, data: UpdateSynonymDto): Promise<void> {
    const changes = pickDefined(data, ['term', 'language'] as const);
    // The target is replaced whole when either field is sent (a react-admin form sends both).
    const retarget = data.treatmentId !== undefined || data.specializationId !== undefined;
    const target = retarget ? await this.target(tx, data.treatmentId ?? null, data.specializationId ?? null) : {};
    tx.assign(synonym, { ...changes, ...(changes.term !== undefined && { termKey: this.termKey(changes.term) }), ...target });
  }

  protected override details(synonym: AiSynonym) {
    return { term: synonym.term };
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
}

/** Emergency numbers: one per country. */
@Injectable()
export class EmergencyNumbersService extends AdminResourceService<EmergencyNumber, EmergencyNumberRecord> {
  protected readonly entity = EmergencyNumber;
  protected readonly notFound = 'Emergency number not found';
  protected override readonly search = ['country'];
  protected override readonly fields = NUMBER_FIELDS;
  protected override readonly unique = { fields: { country: 'country' }, what: 'emergency number' };
  protected override readonly audited = crudAudit('emergency-number', 'emergency-number');

  protected toRecord(n: EmergencyNumber): EmergencyNumberRecord {
    return countryNumberRecord(n);
  }

  /** Public numbers, no personal data. */
  protected override details(n: EmergencyNumber) {
    return { country: n.country, verifiedOn: n.verifiedOn ?? null };
  }
}

/** Crisis lines (issue 29): several per country, each number once there. */
@Injectable()
export class CrisisLinesService extends AdminResourceService<CrisisLine, CrisisLineRecord> {
  protected readonly entity = CrisisLine;
  protected readonly notFound = 'Crisis line not found';
  protected override readonly search = ['country', 'name'];
  protected override readonly fields = [...NUMBER_FIELDS, 'name'];
  protected override readonly unique = { fields: { number: 'number' }, what: 'crisis line of this country' };
  protected override readonly audited = crudAudit('crisis-line', 'crisis-line');

  protected toRecord(l: CrisisLine): CrisisLineRecord {
    return { ...countryNumberRecord(l), name: l.name };
  }

  /** Public numbers, no personal data. */
  protected override details(l: CrisisLine) {
    return { country: l.country, name: l.name, number: l.number, verifiedOn: l.verifiedOn ?? null };
  }
}

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
 * Patients' assistant conversations, as counts (admins only: the roles matrix). How often a patient
 * met the emergency reply is health data, so each read is audited: a page with the conversations
 * and patients it showed, one conversation with its patient.
 */
@Injectable()
export class AiConversationsService extends AdminResourceService<AiConversation, AiConversationRecord> {
  protected readonly entity = AiConversation;
  protected readonly notFound = 'Conversation not found';
  protected override readonly populate = ['user'];

  constructor(private readonly audit: AuditService) {
    super();
  }

  protected toRecord(c: AiConversation): AiConversationRecord {
    return conversationRecord(c);
  }

  protected override where(filter: Record<string, unknown>, auth: AuthContext): Where {
    const where = super.where(filter, auth);
    if (typeof filter.userId === 'string') where.user = filter.userId;
    return where;
  }

  override async list(query: RaListQuery, auth: AuthContext): Promise<RaPage<AiConversationRecord>> {
    const page = await super.list(query, auth);
    await this.audit.record(this.em, {
      actorId: auth.userId,
      action: 'ai-conversation.list',
      entity: 'ai_conversation',
      details: { conversationIds: page.rows.map((r) => r.id), patientIds: [...new Set(page.rows.map((r) => r.userId))] },
    });
    return page;
  }

  override async get(id: string, auth: AuthContext): Promise<AiConversationRecord> {
    const record = await super.get(id, auth);
    await this.audit.record(this.em, {
      actorId: auth.userId,
      action: 'ai-conversation.view',
      entity: 'ai_conversation',
      entityId: id,
      details: { patientId: record.userId },
    });
    return record;
  }
}
