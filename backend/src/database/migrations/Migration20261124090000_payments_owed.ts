import { Migration } from '@mikro-orm/migrations';

/**
 * Money that matches what is owed (issue 25): a payment received that the booking did not owe (an old
 * quote's page, a wrong amount or currency, a cancelled or already paid booking) is kept in the ledger
 * with the reason, for staff, and refunded; an offline payment says the day it was paid, its
 * reference is recorded once per booking, and a retried save (its idempotency key) records nothing new.
 */
export class Migration20261124090000_payments_owed extends Migration {
  override up(): void {
    this.addSql(`alter table payments add column unowed_reason varchar(200);`);
    this.addSql(`alter table payments add column paid_on date;`);
    this.addSql(`alter table payments add column idempotency_key varchar(100) unique;`);
    this.addSql(`alter table payments alter column reference type varchar(100);`);
    this.addSql(
      `create unique index payments_booking_reference_idx on payments (booking_id, lower(reference)) where kind = 'deposit' and reference is not null;`,
    );
    // Staff look for what needs them: received but not owed.
    this.addSql(`create index payments_unowed_idx on payments (created_at desc) where unowed_reason is not null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists payments_unowed_idx;`);
    this.addSql(`drop index if exists payments_booking_reference_idx;`);
    this.addSql(`alter table payments alter column reference type varchar(200);`);
    this.addSql(`alter table payments drop column idempotency_key, drop column paid_on, drop column unowed_reason;`);
  }
}
