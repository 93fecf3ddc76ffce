import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { applies, type BookingStatus } from '@medtour/contracts';
import { type Booking, BookingTransitionEffects, type TransitionEffects } from '../booking-core/index.js';
import { OutboxService } from '../notifications/index.js';
import { Payment } from './entities/payment.entity.js';
import { awaitRefundDecision, dropPendingRefundDecision } from './refund-decisions.js';

/** What a booking's status change means for its money (run by `BookingLifecycle.transition`, in its transaction). */
@Injectable()
@BookingTransitionEffects()
export class BookingPaymentEffects implements TransitionEffects {
  constructor(private readonly outbox: OutboxService) {}

  /** Money a cancelled booking holds awaits the admins' decision; taken out of cancelled, a pending one no longer applies. */
  async beforeFlush(tx: EntityManager, booking: Booking, from: BookingStatus): Promise<void> {
    if (booking.status === 'cancelled') await awaitRefundDecision(tx, booking);
    else if (from === 'cancelled') dropPendingRefundDecision(booking);
  }

  /**
   * A booking that stops awaiting its deposit (cancelled by the patient or by staff, confirmed by a
   * payment, or any status staff set) owes nothing by card any more: its open payment pages are
   * expired by the worker after this transaction commits (`payments.expire_sessions`: the call to
   * Stripe is never made inside a transaction), so no page stays payable for money not owed.
   */
  async afterFlush(tx: EntityManager, booking: Booking, from: BookingStatus): Promise<void> {
    if (!applies(from, 'pay_deposit') || applies(booking.status, 'pay_deposit')) return;
    if (await tx.count(Payment, { booking, kind: 'deposit', method: 'stripe', status: 'pending' })) {
      this.outbox.enqueue(tx, 'payments.expire_sessions', { bookingId: booking.id });
    }
  }
}
