import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BookingView } from '@medtour/contracts';
import { AuditService } from '../audit/index.js';
import { checkAction, type StaffActor, Booking } from '../booking-core/index.js';
import { OutboxService } from '../notifications/index.js';
import type { RefundDecisionDto } from './dto/payments.dto.js';
import { Payment } from './entities/payment.entity.js';
import { heldOf } from './money-held.js';
import { PaymentsLedgerService } from './payments-ledger.service.js';
import { paidTowardsDeposit } from './quote-views.js';
import { settleRefundDecision, toRefundDecisionView } from './refund-decisions.js';

const DECISION_IN_PROGRESS = "A refund of this booking's deposit is in progress at Stripe: try again in a few minutes";

/** The admins' decision on a cancelled booking's deposit. */
@Injectable()
export class RefundDecisionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: PaymentsLedgerService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {}

  async decide(bookingId: string, data: RefundDecisionDto, admin: StaffActor): Promise<BookingView['refundDecision']> {
    if (data.decision === 'keep') await this.keep(bookingId, data.reason, admin);
    else await this.refundAll(bookingId, data.reason, admin);
    this.em.clear();
    return toRefundDecisionView(await this.em.findOneOrFail(Booking, bookingId));
  }

  /** Kept under the policy: what is held stays, the reason is recorded and emailed to the patient. */
  private async keep(bookingId: string, reason: string, admin: StaffActor): Promise<void> {
    await this.em.transactional(async (tx) => {
      const booking = await this.pending(tx, bookingId, admin);
      const heldMinor = await paidTowardsDeposit(tx, bookingId);
      booking.refundDecision = 'kept';
      booking.refundDecisionNote = reason;
      booking.refundDecidedAt = new Date();
      await tx.flush();
      this.outbox.enqueue(tx, 'booking.deposit_kept', { bookingId });
      await this.audit.record(tx, {
        actorId: admin.userId,
        action: 'booking.refund_decision',
        entity: 'booking',
        entityId: bookingId,
        details: { decision: 'kept', heldMinor, reason },
      });
    });
  }

  /**
   * Every deposit it holds, given back: claimed in one transaction with the booking locked (a "keep"
   * saved at the same moment waits, then finds a refund in progress), then each card refund called and
   * recorded with no transaction open (`PaymentsLedgerService.finishForStaff`); an offline one is paid
   * back by the same method at once. The last refund recorded settles the decision. What a dispute
   * already took back is not refunded again.
   */
  private async refundAll(bookingId: string, reason: string, admin: StaffActor): Promise<void> {
    const claimed = await this.em.transactional(async (tx) => {
      const booking = await this.pending(tx, bookingId, admin);
      const deposits = await tx.find(Payment, { booking: bookingId, kind: 'deposit', status: 'succeeded', unowedReason: null });
      const refundIds: string[] = [];
      for (const deposit of deposits) {
        // What a dispute already took back is not refunded again (`heldOf`, the rule every refund follows).
        const { heldMinor } = await heldOf(tx, deposit);
        if (heldMinor > 0) refundIds.push(await this.ledger.claimRefundIn(tx, deposit.id, { reason, amountMinor: heldMinor }, admin));
      }
      // Settled by the last refund recorded, or now when a dispute had already taken everything back.
      await settleRefundDecision(tx, booking);
      return refundIds;
    });
    await this.ledger.finishForStaff(claimed, admin);
  }

  /** The cancelled booking, locked, whose deposit awaits a decision (the lifecycle's `decide_refund`); else 404 or 409. */
  private async pending(tx: EntityManager, bookingId: string, admin: StaffActor): Promise<Booking> {
    const booking = await tx.findOne(Booking, bookingId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!booking) throw new NotFoundException('Booking not found');
    checkAction(booking, 'decide_refund', admin.role, { refundDecision: booking.refundDecision });
    // A refund claimed and still waiting on Stripe is a decision being carried out: neither kept nor refunded twice.
    if (await tx.count(Payment, { booking: bookingId, kind: 'refund', status: 'pending' }))
      throw new ConflictException(DECISION_IN_PROGRESS);
    return booking;
  }
}
