import { Migration } from '@mikro-orm/migrations';

/**
 * Reconciliation (issue 25 item 7): what each run found where Stripe, the ledger and what patients and
 * staff are shown disagree (one row per difference, kept until a run no longer finds it), and the runs.
 * Disputes join the ledger (issue 25 item 5): a row of kind `dispute` per Stripe dispute, pending while
 * it is open (Stripe has taken the money back), succeeded when it is lost, failed when it is won.
 */
export class Migration20261124110000_reconciliation extends Migration {
  override up(): void {
    this.addSql(`create table reconciliation_differences (
      id uuid primary key,
      key varchar(300) not null unique,
      kind varchar(40) not null check (kind in ('charge_not_in_ledger', 'not_at_stripe', 'amount_differs', 'refunds_differ',
        'dispute_differs', 'unowed_held', 'confirmed_not_paid', 'paid_not_confirmed', 'subscription_status_differs',
        'second_live_subscription')),
      detail text not null,
      booking_id uuid references bookings (id) on update cascade on delete set null,
      subscription_id uuid references subscriptions (id) on update cascade on delete set null,
      stripe_id varchar(255),
      stripe_minor integer,
      ledger_minor integer,
      currency varchar(3),
      first_seen_at timestamptz not null,
      last_seen_at timestamptz not null,
      resolved_at timestamptz,
      emailed_at timestamptz
    );`);
    // The page lists what stands, newest first; the email takes what was not emailed yet.
    this.addSql(
      `create index reconciliation_differences_open_idx on reconciliation_differences (first_seen_at desc) where resolved_at is null;`,
    );
    this.addSql(`create index reconciliation_differences_booking_id_index on reconciliation_differences (booking_id);`);
    this.addSql(`create index reconciliation_differences_subscription_id_index on reconciliation_differences (subscription_id);`);
    this.addSql(`create table reconciliation_runs (
      id uuid primary key,
      trigger varchar(10) not null check (trigger in ('schedule', 'staff')),
      started_at timestamptz not null,
      finished_at timestamptz,
      charges_checked integer not null default 0,
      subscriptions_checked integer not null default 0,
      bookings_checked integer not null default 0,
      differences integer not null default 0,
      error varchar(500)
    );`);
    this.addSql(`create index reconciliation_runs_started_at_index on reconciliation_runs (started_at desc);`);
    this.addSql(`alter table payments drop constraint if exists payments_kind_check;`);
    this.addSql(
      `alter table payments add constraint payments_kind_check check (kind in ('deposit', 'subscription', 'refund', 'dispute'));`,
    );
    this.addSql(`alter table payments add column stripe_dispute_id varchar(255) unique;`);
  }

  override down(): void {
    this.addSql(`delete from payments where kind = 'dispute';`);
    this.addSql(`alter table payments drop column stripe_dispute_id;`);
    this.addSql(`alter table payments drop constraint if exists payments_kind_check;`);
    this.addSql(`alter table payments add constraint payments_kind_check check (kind in ('deposit', 'subscription', 'refund'));`);
    this.addSql(`drop table if exists reconciliation_runs;`);
    this.addSql(`drop table if exists reconciliation_differences;`);
  }
}
