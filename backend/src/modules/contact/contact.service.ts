import { Injectable, NotFoundException } from '@nestjs/common';
import type { ContactMessageRecord } from '@medtour/contracts';
import { raFindAndCount, searchText } from '../../common/admin-crud.js';
import { idList, likePattern, type RaListQuery, type RaListSpec } from '../../common/simple-rest.js';
import { AuditService } from '../audit/audit.service.js';
import { User } from '../users/entities/user.entity.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { OutboxService } from '../notifications/outbox.service.js';
import type { CreateContactMessageDto } from './dto/create-contact-message.dto.js';
import { ContactMessage } from './entities/contact-message.entity.js';

export const CONTACT_LIST: RaListSpec = {
  sortable: ['createdAt', 'name', 'country', 'id'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['q', 'id', 'handled', 'country'],
};

const toRecord = (m: ContactMessage): ContactMessageRecord => ({
  id: m.id,
  name: m.name,
  email: m.email,
  phone: m.phone ?? null,
  country: m.country,
  treatmentInterest: m.treatmentInterest ?? null,
  message: m.message,
  language: m.language,
  handled: !!m.handledAt,
  handledAt: m.handledAt?.toISOString() ?? null,
  handledBy: m.handledBy?.email ?? null,
  createdAt: m.createdAt.toISOString(),
});

@Injectable()
export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {}

  /** The staff inbox, newest first; `handled` filters handled / not handled. */
  async list(query: RaListQuery): Promise<{ rows: ContactMessageRecord[]; total: number }> {
    const where: Record<string, unknown> = {};
    const q = searchText(query.filter.q);
    if (q)
      where.$or = [{ name: { $ilike: likePattern(q) } }, { email: { $ilike: likePattern(q) } }, { message: { $ilike: likePattern(q) } }];
    const { id, handled, country } = query.filter;
    if (id !== undefined) where.id = { $in: idList(id) };
    if (handled !== undefined) where.handledAt = handled === true ? { $ne: null } : null;
    if (typeof country === 'string') where.country = country;
    const [rows, total] = await raFindAndCount(this.em, ContactMessage, where, query, ['handledBy']);
    return { rows: rows.map(toRecord), total };
  }

  async get(id: string): Promise<ContactMessageRecord> {
    const row = await this.em.findOne(ContactMessage, { id }, { populate: ['handledBy'] });
    if (!row) throw new NotFoundException('Message not found');
    return toRecord(row);
  }

  async setHandled(id: string, handled: boolean, staffId: string): Promise<ContactMessageRecord> {
    await this.em.transactional(async (tx) => {
      const row = await tx.findOne(ContactMessage, { id });
      if (!row) throw new NotFoundException('Message not found');
      row.handledAt = handled ? (row.handledAt ?? new Date()) : null;
      row.handledBy = handled ? tx.getReference(User, staffId) : null;
      await tx.flush();
      await this.audit.record(tx, {
        actorId: staffId,
        action: handled ? 'contact.handled' : 'contact.reopened',
        entity: 'contact_message',
        entityId: id,
      });
    });
    this.em.clear();
    return this.get(id);
  }

  /** Stores the message and, in the same transaction, the two emails it causes (staff + visitor). */
  async submit(data: CreateContactMessageDto): Promise<{ id: string }> {
    return this.em.transactional(async (tx) => {
      const message = tx.create(ContactMessage, {
        name: data.name,
        email: data.email,
        phone: data.phone ?? null,
        country: data.country,
        treatmentInterest: data.treatmentInterest ?? null,
        message: data.message,
        ...(data.language ? { language: data.language } : {}),
      });
      this.outbox.enqueue(tx, 'contact.received.staff', { contactMessageId: message.id });
      this.outbox.enqueue(tx, 'contact.confirmation', { contactMessageId: message.id });
      return { id: message.id };
    });
  }
}
