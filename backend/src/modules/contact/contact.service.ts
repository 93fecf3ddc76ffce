import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type ContactEmailPayload, EMAIL_JOBS, EMAIL_QUEUE } from '../../queues/queues.js';
import { OutboxService } from '../notifications/outbox.service.js';
import type { CreateContactMessageDto } from './dto/create-contact-message.dto.js';
import { ContactMessage } from './entities/contact-message.entity.js';

@Injectable()
export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
  ) {}

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
      });
      const payload: ContactEmailPayload = { contactMessageId: message.id };
      this.outbox.enqueue(tx, EMAIL_QUEUE, EMAIL_JOBS.contactReceivedStaff, { ...payload });
      this.outbox.enqueue(tx, EMAIL_QUEUE, EMAIL_JOBS.contactConfirmation, { ...payload });
      return { id: message.id };
    });
  }
}
