import { Injectable, NotFoundException } from '@nestjs/common';
import type { ContactMessageRecord } from '@medtour/contracts';
import { AdminResourceService, type Where } from '../../common/admin-resource.service.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import type { RaListSpec } from '../../common/simple-rest.js';
import { AuditService } from '../audit/index.js';
import { User } from '../users/index.js';
import { OutboxService } from '../notifications/index.js';
import type { CreateContactMessageDto } from './dto/create-contact-message.dto.js';
import type { UpdateContactMessageDto } from './dto/update-contact-message.dto.js';
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

/** The contact form's messages: stored with the emails they cause, and the staff inbox (newest first). */
@Injectable()
export class ContactService extends AdminResourceService<ContactMessage, ContactMessageRecord> {
  protected readonly entity = ContactMessage;
  protected readonly notFound = 'Message not found';
  protected override readonly populate = ['handledBy'];
  protected override readonly search = ['name', 'email', 'message'];

  constructor(
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {
    super();
  }

  protected toRecord(m: ContactMessage): ContactMessageRecord {
    return toRecord(m);
  }

  /** `handled` filters handled / not handled. */
  protected override where(filter: Record<string, unknown>, auth: AuthContext): Where {
    const where = super.where(filter, auth);
    const { handled, country } = filter;
    if (handled !== undefined) where.handledAt = handled === true ? { $ne: null } : null;
    if (typeof country === 'string') where.country = country;
    return where;
  }

  /** Marks the message handled by the staff member, or open again. */
  override async update(id: string, { handled }: UpdateContactMessageDto, auth: AuthContext): Promise<ContactMessageRecord> {
    const staffId = auth.userId;
    await this.em.transactional(async (tx) => {
      const row = await tx.findOne(ContactMessage, { id });
      if (!row) throw new NotFoundException(this.notFound);
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
