import type { EntityManager } from '@mikro-orm/postgresql';
import { PREMIUM_STATUSES } from '@medtour/contracts';
import { Payment } from './entities/payment.entity.js';
import { Subscription } from './entities/subscription.entity.js';

/*
 * Who has paid Premium, in one place for every check (the guard of the premium tools, the patient's
 * subscription page, the coordinators' priority): a Stripe subscription that is active or trialing, as
 * its webhooks last said, or an offline payment whose period runs now and that was not refunded.
 * Offline Premium is read from the ledger's own rows, dates included, so it cannot drift from what was
 * paid, and it ends with its period without a job.
 */

/**
 * The patients' offline Premium payments whose period ends after `after` (running or to come) and of
 * which no refund succeeded (a refund, always in full, ends Premium at once), earliest first.
 */
export async function offlinePremiumPeriods(em: EntityManager, userIds: string[], after = new Date()): Promise<Payment[]> {
  if (!userIds.length) return [];
  // Only offline Premium payments have a period (a CHECK constraint says so).
  const paid = await em.find(
    Payment,
    { user: { $in: userIds }, kind: 'subscription', status: 'succeeded', premiumUntil: { $gt: after } },
    { orderBy: { premiumFrom: 'asc', id: 'asc' } },
  );
  if (!paid.length) return [];
  const refunds = await em.find(
    Payment,
    { refundOf: { $in: paid.map((p) => p.id) }, kind: 'refund', status: 'succeeded' },
    { fields: ['refundOf'] },
  );
  const refunded = new Set(refunds.map((r) => r.refundOf!.id));
  return paid.filter((p) => !refunded.has(p.id));
}

/**
 * Until when one patient's offline periods (`offlinePremiumPeriods`, earliest first) give Premium
 * without a break from `now`: the end of the running period and of those that follow on from it;
 * null when none runs now.
 */
export function offlinePremiumUntil(periods: Payment[], now = new Date()): Date | null {
  let until = 0;
  for (const period of periods) {
    const from = period.premiumFrom!.getTime();
    const end = period.premiumUntil!.getTime();
    const joins = until ? from <= until : from <= now.getTime() && end > now.getTime();
    if (joins) until = Math.max(until, end);
  }
  return until ? new Date(until) : null;
}

/** Which of these patients have paid Premium now. */
export async function premiumPatients(em: EntityManager, userIds: string[], now = new Date()): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const subscribed = await em.find(Subscription, { user: { $in: userIds }, status: { $in: [...PREMIUM_STATUSES] } }, { fields: ['user'] });
  const periods = await offlinePremiumPeriods(em, userIds, now);
  return new Set([...subscribed.map((s) => s.user.id), ...periods.filter((p) => p.premiumFrom! <= now).map((p) => p.user!.id)]);
}

/**
 * The same rule in SQL, over a row of `alias` that has a `user_id`: whether that patient has paid
 * Premium now. Raw SQL because the coordinators' queue is ordered by it.
 */
export const premiumPatientSql = (alias: string): string =>
  `(exists (select 1 from subscriptions s where s.user_id = ${alias}.user_id and s.status in (${PREMIUM_STATUSES.map((x) => `'${x}'`).join(', ')}))
    or exists (select 1 from payments g where g.user_id = ${alias}.user_id and g.kind = 'subscription' and g.status = 'succeeded'
                 and g.premium_from <= now() and g.premium_until > now()
                 and not exists (select 1 from payments r where r.refund_of_id = g.id and r.kind = 'refund' and r.status = 'succeeded')))`;
