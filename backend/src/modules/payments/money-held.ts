import { BadRequestException, ConflictException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatMoney } from '@medtour/contracts';
import { Payment } from './entities/payment.entity.js';

/** What has been given back of a received payment: refunded (succeeded refunds) and taken back by disputes (open or lost). */
export interface GivenBack {
  refundedMinor: number;
  /**
   * Refunds claimed and not yet answered by Stripe (`pending` rows: claim, commit, call, record). They
   * are not given back yet (reconciliation does not count them), but no other refund may take them.
   */
  inProgressMinor: number;
  disputedMinor: number;
  /** Disputes ever opened against it, won ones included (reconciliation compares it with Stripe's `disputed`). */
  disputes: number;
}

const NOTHING_GIVEN_BACK: GivenBack = { refundedMinor: 0, inProgressMinor: 0, disputedMinor: 0, disputes: 0 };

/**
 * What has been given back of each of these payments, in one query. A dispute counts while it is open
 * (the bank has taken the money back meanwhile) and once lost; a won one gave nothing back.
 */
export async function givenBackOf(em: EntityManager, paymentIds: string[]): Promise<Map<string, GivenBack>> {
  const totals = new Map<string, GivenBack>();
  if (!paymentIds.length) return totals;
  const children = await em.find(
    Payment,
    { refundOf: { $in: paymentIds }, kind: { $in: ['refund', 'dispute'] } },
    { fields: ['refundOf', 'kind', 'status', 'amountMinor'] },
  );
  for (const child of children) {
    const total = totals.get(child.refundOf!.id) ?? { ...NOTHING_GIVEN_BACK };
    if (child.kind === 'refund' && child.status === 'succeeded') total.refundedMinor += child.amountMinor;
    if (child.kind === 'refund' && child.status === 'pending') total.inProgressMinor += child.amountMinor;
    if (child.kind === 'dispute') {
      total.disputes += 1;
      if (child.status !== 'failed') total.disputedMinor += child.amountMinor;
    }
    totals.set(child.refundOf!.id, total);
  }
  return totals;
}

/**
 * The one rule of every refund (a booking's, the Payments page's, Premium's, Stripe's or offline):
 * what can still be paid back of a payment is what was received less what was refunded and less what
 * a dispute took back, and less what a refund in progress is taking (claimed, its Stripe call not yet
 * answered). Refunding more would pay the patient twice (once by us, once by their bank, or twice by
 * us). The caller holds the payment's row lock, so two refunds are judged one after the other: the
 * second sees the first's pending row even while the first waits on Stripe with no lock held.
 */
export async function heldOf(em: EntityManager, payment: Payment): Promise<{ heldMinor: number } & GivenBack> {
  const given = (await givenBackOf(em, [payment.id])).get(payment.id) ?? NOTHING_GIVEN_BACK;
  return {
    ...given,
    heldMinor: Math.max(0, payment.amountMinor - given.refundedMinor - given.disputedMinor - given.inProgressMinor),
  };
}

/** The refusal of a refund while another one of the same money waits on Stripe. */
export const REFUND_IN_PROGRESS = 'A refund of this payment is in progress: nothing more of it is held';

/**
 * How much of `payment` a refund of `askedMinor` (all that is held when undefined) pays back: 409 when
 * nothing is held any more (refunded, or taken back by a dispute), 400 (a field error on `amountUsd`)
 * when more is asked than is held.
 */
export async function refundableAmount(
  em: EntityManager,
  payment: Payment,
  askedMinor?: number,
): Promise<{ amountMinor: number; heldMinor: number }> {
  const { heldMinor, refundedMinor, inProgressMinor } = await heldOf(em, payment);
  if (heldMinor <= 0) {
    throw new ConflictException(
      refundedMinor >= payment.amountMinor
        ? 'This payment was already refunded'
        : inProgressMinor > 0
          ? REFUND_IN_PROGRESS
          : 'Nothing of this payment is held: a dispute at the bank took it back, so it cannot be refunded as well',
    );
  }
  const amountMinor = askedMinor ?? heldMinor;
  if (amountMinor > heldMinor) {
    throw new BadRequestException({
      message: 'Validation failed',
      errors: { amountUsd: `At most ${formatMoney(heldMinor, payment.currency)} of this payment is held` },
    });
  }
  return { amountMinor, heldMinor };
}
