import { BadRequestException, Controller, Headers, HttpCode, Injectable, Logger, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { OutboxService } from '../notifications/index.js';
import { StripeEvent } from './entities/stripe-event.entity.js';
import { checkEvent, NOT_AN_EVENT } from './stripe-events.js';
import { StripeGateway } from './stripe.gateway.js';

/** Where Stripe sends its events; the raw body is kept for the signature (see api.factory.ts). */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/**
 * Intake of Stripe's webhook deliveries: the signature is checked on the raw body and the body must
 * be an event the worker can apply (400 in the envelope otherwise, nothing stored), the event is stored once by its id with a job to apply it in the same
 * transaction, and Stripe gets its 2xx at once. A repeated delivery finds the event and changes
 * nothing; the worker applies each event by re-reading its object from Stripe.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger('StripeWebhooks');

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly outbox: OutboxService,
  ) {}

  async receive(rawBody: unknown, signature: unknown): Promise<{ received: true; duplicate: boolean }> {
    const checked = checkEvent(this.stripe.verify(rawBody, signature));
    if ('errors' in checked) {
      // Stripe never signs such a body: our signing secret did, so it is worth a warning. Only the
      // names of the wrong fields are logged, never values (an event's object holds customers'
      // names and emails).
      this.logger.warn(`Refused a signed Stripe delivery that is not an event (wrong: ${Object.keys(checked.errors).join(', ')})`);
      throw new BadRequestException({ message: NOT_AN_EVENT, errors: checked.errors });
    }
    const event = checked.facts;
    const stored = await this.em.transactional(async (tx) => {
      const inserted = await tx
        .createQueryBuilder(StripeEvent)
        .insert({ id: event.id, type: event.type, objectId: event.objectId, receivedAt: new Date() })
        .onConflict('id')
        .ignore()
        .execute('run');
      if (!inserted.affectedRows) return false;
      this.outbox.enqueue(tx, 'payments.stripe_event', { eventId: event.id });
      await tx.flush();
      return true;
    });
    return { received: true, duplicate: !stored };
  }
}

@ApiTags('payments')
@Controller('payments/stripe')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  @Post('webhook')
  @HttpCode(200)
  @ApiOperation({ summary: "Stripe's webhook: a signed event (Stripe-Signature on the raw body), stored once and applied by the worker" })
  receive(@Req() req: Request, @Headers('stripe-signature') signature: string | undefined) {
    return this.webhooks.receive(req.body, signature);
  }
}
