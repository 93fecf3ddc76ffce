import { Migration } from '@mikro-orm/migrations';

/**
 * Cancelling with money held (issue 25 item 3): a cancelled booking that holds deposit money awaits the
 * admins' decision (pending), then it is refunded or kept under the deposit refund policy, with what the
 * patient was told. Cancelled bookings that already hold money await a decision. Reconciliation lists
 * a cancelled booking holding money without one.
 */
export class Migration20261124140000_refund_decision extends Migration {
  override up(): void {
    this.addSql(`alter table bookings
      add column refund_decision varchar(10) check (refund_decision in ('pending', 'refunded', 'kept')),
      add column refund_decision_note text,
      add column refund_decided_at timestamptz;`);
    // Deposits counted towards the booking (owed), less their refunds and disputes not won.
    this.addSql(`update bookings b set refund_decision = 'pending'
      where b.status = 'cancelled' and (
        select coalesce(sum(d.amount_minor), 0) - coalesce((
          select sum(r.amount_minor) from payments r
           where r.refund_of_id in (select id from payments where booking_id = b.id and kind = 'deposit' and status = 'succeeded' and unowed_reason is null)
             and ((r.kind = 'refund' and r.status = 'succeeded') or (r.kind = 'dispute' and r.status <> 'failed'))), 0)
          from payments d where d.booking_id = b.id and d.kind = 'deposit' and d.status = 'succeeded' and d.unowed_reason is null
      ) > 0;`);
    this.addSql(`create index bookings_refund_pending_idx on bookings (created_at desc) where refund_decision = 'pending';`);
    this.addSql(`alter table reconciliation_differences drop constraint if exists reconciliation_differences_kind_check;`);
    this.addSql(`alter table reconciliation_differences add constraint reconciliation_differences_kind_check check (kind in (
      'charge_not_in_ledger', 'not_at_stripe', 'amount_differs', 'refunds_differ', 'dispute_differs', 'unowed_held',
      'confirmed_not_paid', 'paid_not_confirmed', 'subscription_status_differs', 'second_live_subscription', 'cancelled_money_held'));`);
  }

  override down(): void {
    this.addSql(`delete from reconciliation_differences where kind = 'cancelled_money_held';`);
    this.addSql(`alter table reconciliation_differences drop constraint if exists reconciliation_differences_kind_check;`);
    this.addSql(`alter table reconciliation_differences add constraint reconciliation_differences_kind_check check (kind in (
      'charge_not_in_ledger', 'not_at_stripe', 'amount_differs', 'refunds_differ', 'dispute_differs', 'unowed_held',
      'confirmed_not_paid', 'paid_not_confirmed', 'subscription_status_differs', 'second_live_subscription'));`);
    this.addSql(`drop index if exists bookings_refund_pending_idx;`);
    this.addSql(`alter table bookings drop column refund_decision, drop column refund_decision_note, drop column refund_decided_at;`);
  }
}
