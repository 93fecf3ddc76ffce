import type { EntityManager } from '@mikro-orm/postgresql';
import { applies, type BookingView } from '@medtour/contracts';
import type { Booking } from '../booking-core/index.js';
import { paidTowardsDeposit } from './quote-views.js';

// Cancelling with money held (issue 25 item 3): the deposit a cancelled booking holds is never left
// unnoticed. The cancel marks it pending, staff are alerted, and an admin refunds it or keeps it under
// the deposit refund policy, saying why; the patient is emailed either way.

/**
 * In a cancel's transaction, the booking locked: deposit money it holds awaits the admins' decision.
 * Returns what it holds (minor units, USD). A booking holding nothing needs no decision.
 */
export async function awaitRefundDecision(em: EntityManager, booking: Booking): Promise<number> {
  const heldMinor = await paidTowardsDeposit(em, booking.id);
  if (heldMinor > 0 && booking.refundDecision !== 'pending') {
    booking.refundDecision = 'pending';
    booking.refundDecisionNote = null;
    booking.refundDecidedAt = null;
  }
  return heldMinor;
}

/** A booking taken out of cancelled by staff: a decision still pending no longer applies (one made stays on record). */
export function dropPendingRefundDecision(booking: Booking): void {
  if (booking.refundDecision === 'pending') booking.refundDecision = null;
}

/**
 * After a refund of one of its deposits: a cancelled booking awaiting the decision that now holds
 * nothing has been refunded (whether from the booking page, the Payments page or Stripe's dashboard).
 */
export async function settleRefundDecision(em: EntityManager, booking: Booking): Promise<void> {
  if (!applies(booking.status, 'decide_refund', { refundDecision: booking.refundDecision })) return;
  if ((await paidTowardsDeposit(em, booking.id)) > 0) return;
  booking.refundDecision = 'refunded';
  booking.refundDecidedAt = new Date();
  await em.flush();
}

export const toRefundDecisionView = (b: Booking): BookingView['refundDecision'] =>
  b.refundDecision
    ? { state: b.refundDecision, note: b.refundDecisionNote ?? null, decidedAt: b.refundDecidedAt?.toISOString() ?? null }
    : null;
