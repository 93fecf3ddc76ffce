import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 52 item 1: reconciliation reports a deposit or a Premium period paid twice (money counted as
 * paid beyond what was owed, or a card payment for months already paid offline) that was neither
 * marked as not owed nor refunded: a new kind of difference.
 */
export class Migration20261206100000_paid_twice extends Migration {
  override up(): void {
    this.addSql(`alter table reconciliation_differences drop constraint if exists reconciliation_differences_kind_check;`);
    this.addSql(`alter table reconciliation_differences add constraint reconciliation_differences_kind_check check (kind in (
      'charge_not_in_ledger', 'not_at_stripe', 'amount_differs', 'refunds_differ', 'dispute_differs', 'unowed_held',
      'confirmed_not_paid', 'paid_not_confirmed', 'subscription_status_differs', 'second_live_subscription', 'cancelled_money_held',
      'paid_twice'));`);
  }

  override down(): void {
    this.addSql(`delete from reconciliation_differences where kind = 'paid_twice';`);
    this.addSql(`alter table reconciliation_differences drop constraint if exists reconciliation_differences_kind_check;`);
    this.addSql(`alter table reconciliation_differences add constraint reconciliation_differences_kind_check check (kind in (
      'charge_not_in_ledger', 'not_at_stripe', 'amount_differs', 'refunds_differ', 'dispute_differs', 'unowed_held',
      'confirmed_not_paid', 'paid_not_confirmed', 'subscription_status_differs', 'second_live_subscription', 'cancelled_money_held'));`);
  }
}
