import { Migration } from '@mikro-orm/migrations';

/**
 * Premium paid offline (issue 25 item 8): an offline payment of kind `subscription` carries the period
 * it pays for, and Premium is read from the ledger (no other state): a patient has it while such a
 * payment's period runs and no refund of it succeeded. Only offline Premium payments have a period, it
 * ends after it starts and lasts at most a year (12 months); a reference is recorded once per patient.
 */
export class Migration20261124130000_offline_premium extends Migration {
  override up(): void {
    this.addSql(`alter table payments
      add column premium_from timestamptz,
      add column premium_until timestamptz;`);
    this.addSql(`alter table payments add constraint payments_premium_period_check check (
      (premium_from is not null) = (kind = 'subscription' and method <> 'stripe')
      and (premium_until is not null) = (premium_from is not null)
      and premium_until > premium_from
      and premium_until <= premium_from + interval '366 days');`);
    this.addSql(
      `create unique index payments_premium_reference_idx on payments (user_id, lower(reference)) where premium_from is not null and reference is not null;`,
    );
    // Whether a patient has Premium now (the guard, the coordinators' queue): their periods by end.
    this.addSql(`create index payments_premium_idx on payments (user_id, premium_until) where premium_from is not null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists payments_premium_idx;`);
    this.addSql(`drop index if exists payments_premium_reference_idx;`);
    this.addSql(`alter table payments drop constraint if exists payments_premium_period_check;`);
    this.addSql(
      `delete from payments where premium_from is not null or refund_of_id in (select id from payments where premium_from is not null);`,
    );
    this.addSql(`alter table payments drop column premium_from, drop column premium_until;`);
  }
}
