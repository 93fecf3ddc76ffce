import { ConflictException, ServiceUnavailableException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import Stripe from 'stripe';
import { Payment } from './entities/payment.entity.js';
import type { StripeGateway } from './stripe.gateway.js';
import { fromStripeAmount, toStripeAmount } from '@medtour/contracts';

// A staff refund through Stripe is made in four steps, so no transaction (and no row lock) waits on
// Stripe: *claim* (a short transaction, the payment locked: what is held judged by `refundableAmount`,
// counting refunds in progress, and a `pending` refund row written with its idempotency key and the
// job `payments.finish_refund`), *commit*, *call* (Stripe, with the row's key, no transaction open),
// *record* (a short transaction: the row succeeded with Stripe's id, or failed with Stripe's reason,
// which frees the amount again). A process killed between claim and record leaves the row pending:
// its job, published a few minutes later, makes the same call with the same key (Stripe answers the
// refund it made, or makes it once) and records it. A row recorded by then makes the job a no-op.

/** The job that finishes a claimed refund whose request did not (published this long after the claim). */
export const FINISH_REFUND_AFTER_MS = 5 * 60_000;

/**
 * When a claim's `payments.finish_refund` job is published: after the request's own call has had
 * every chance to end (the SDK's 20 s timeout, tried three times), so the two rarely call at once
 * (and if they do, the key makes it one refund and the conditional record one row).
 */
export const finishRefundAt = (): Date => new Date(Date.now() + FINISH_REFUND_AFTER_MS);

/** What Stripe said of a refund call: made (with Stripe's refund), or refused for good (nothing was refunded). */
export type RefundCallOutcome = { made: Stripe.Refund } | { refused: string };

/** The idempotency key of a claimed refund: its row's own, so every call for it (request or job) is one refund at Stripe. */
export const refundKey = (refundRowId: string): string => `refund-${refundRowId}`;

/**
 * Whether a Stripe error is a final refusal (a 4xx about the request: nothing was refunded) rather than
 * an unknown outcome (no answer, Stripe's own error, a request in progress under the same key, rate
 * limited), after which the refund may have been made and the call must be repeated with its key.
 */
function refusedForGood(error: unknown): string | null {
  if (!(error instanceof Stripe.errors.StripeError)) return null;
  // A key reused with other parameters says nothing of whether the first call refunded: never a refusal.
  if (error instanceof Stripe.errors.StripeIdempotencyError) return null;
  const status = error.statusCode ?? 0;
  if (status < 400 || status >= 500 || status === 409 || status === 429) return null;
  return error.message.slice(0, 500);
}

/**
 * Calls Stripe for a claimed (pending) refund row: the same parameters and key whoever calls, so a
 * repeat after a lost answer is the same refund. A Stripe refund that failed or was cancelled is a
 * refusal; an unknown outcome throws (the row stays pending for a repeat).
 */
export async function callStripeRefund(stripe: StripeGateway, row: Payment): Promise<RefundCallOutcome> {
  try {
    const refund = await stripe.api.refunds.create(
      {
        payment_intent: row.stripePaymentIntentId!,
        amount: toStripeAmount(row.amountMinor, row.currency),
        reason: 'requested_by_customer',
        // `ledgerRefundId`: the refund's own webhook completes this row rather than adding another.
        metadata: {
          ledgerRefundId: row.id,
          paymentId: row.refundOf!.id,
          ...(row.subscription ? { subscriptionId: row.subscription.id } : {}),
        },
      },
      { idempotencyKey: row.idempotencyKey ?? refundKey(row.id) },
    );
    if (refund.status === 'failed' || refund.status === 'canceled') {
      return { refused: `Stripe could not refund it (${refund.failure_reason ?? refund.status})` };
    }
    return { made: refund };
  } catch (error) {
    const refused = refusedForGood(error);
    if (refused === null) throw error;
    return { refused };
  }
}

/**
 * Records a refund Stripe made on its claimed row, once: pending → succeeded with Stripe's id and
 * amount. False when the row was no longer pending (its webhook, the job or the request recorded it
 * first): the caller then records nothing more of it.
 */
export async function recordRefundMade(
  tx: EntityManager,
  refundRowId: string,
  refund: Stripe.Refund,
  { finishJob = true }: { finishJob?: boolean } = {},
): Promise<boolean> {
  const done = await tx.execute<{ id: string }[]>(
    `update payments set status = 'succeeded', stripe_refund_id = ?, amount_minor = ?, currency = ?, updated_at = now()
      where id = ? and status = 'pending' returning id`,
    [refund.id, fromStripeAmount(refund.amount, refund.currency), refund.currency, refundRowId],
  );
  if (finishJob) await finishRefundJob(tx, refundRowId);
  return done.length > 0;
}

/** Records a refund Stripe refused on its claimed row: failed, with the reason; what it claimed is held again. */
export async function recordRefundRefused(tx: EntityManager, refundRowId: string, reason: string): Promise<boolean> {
  const done = await tx.execute<{ id: string }[]>(
    `update payments set status = 'failed', failure_message = ?, updated_at = now() where id = ? and status = 'pending' returning id`,
    [reason.slice(0, 500), refundRowId],
  );
  await finishRefundJob(tx, refundRowId);
  return done.length > 0;
}

/**
 * The refund's outcome is recorded: its `payments.finish_refund` job (not yet published, or waiting
 * for a retry) has nothing left to do. One running now finds the row recorded and does nothing.
 */
export async function finishRefundJob(tx: EntityManager, refundRowId: string): Promise<void> {
  await tx.execute(
    `update outbox set processed_at = now() where job_name = 'payments.finish_refund' and payload->>'paymentId' = ?
      and processed_at is null and dead_at is null and (running_until is null or running_until < now())`,
    [refundRowId],
  );
}

/** The answer to an admin whose refund Stripe refused (recorded failed: nothing was refunded). */
export const refundRefused = (reason: string): ConflictException => new ConflictException(`Stripe refused the refund: ${reason}`);

/** The answer to an admin whose refund's call had no clear answer: it stays pending and is finished by its job. */
export const refundUnanswered = (): ServiceUnavailableException =>
  new ServiceUnavailableException(
    'Stripe did not answer the refund in time. It is recorded as in progress and will be completed automatically within minutes (never twice).',
  );

/**
 * The ledger's row of a refund Stripe made of `paid` outside the staff steps above (a webhook's, an
 * automatic or a duplicate's refund), linked as `paid` is (patient, booking and quote, or subscription):
 * once per Stripe refund id, whoever records it first. Returns whether this call wrote it.
 */
export async function recordStripeRefundOf(em: EntityManager, paid: Payment, refund: Stripe.Refund, note: string): Promise<boolean> {
  const inserted = await em
    .createQueryBuilder(Payment)
    .insert({
      id: crypto.randomUUID(),
      kind: 'refund',
      method: 'stripe',
      status: 'succeeded',
      amountMinor: fromStripeAmount(refund.amount, refund.currency),
      currency: refund.currency,
      user: paid.user?.id ?? null,
      booking: paid.booking?.id ?? null,
      quote: paid.quote?.id ?? null,
      subscription: paid.subscription?.id ?? null,
      refundOf: paid.id,
      stripePaymentIntentId: paid.stripePaymentIntentId,
      stripeRefundId: refund.id,
      note,
    })
    .onConflict('stripeRefundId')
    .ignore()
    .execute('run');
  return inserted.affectedRows > 0;
}
