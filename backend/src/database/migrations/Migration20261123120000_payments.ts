import { Migration } from '@mikro-orm/migrations';

/**
 * Payments: itemised quotes of a booking (versions, never edited in place), the payments ledger
 * (every payment, refund and failure, Stripe or offline, in minor units) and Stripe's webhook
 * events, each stored once by its id.
 */
export class Migration20261123120000_payments extends Migration {
  override up(): void {
    this.addSql(`create table booking_quotes (
      id uuid primary key,
      booking_id uuid not null references bookings(id) on delete cascade,
      version integer not null check (version >= 1),
      lines jsonb not null,
      included text[] not null default '{}',
      excluded text[] not null default '{}',
      total_usd integer not null check (total_usd > 0),
      deposit_usd integer not null check (deposit_usd > 0 and deposit_usd <= total_usd),
      valid_until date not null,
      created_by_id uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      superseded_at timestamptz,
      unique (booking_id, version)
    );`);
    // The current quote of a booking is its one quote not superseded.
    this.addSql(`create unique index booking_quotes_current_idx on booking_quotes (booking_id) where superseded_at is null;`);

    this.addSql(`create table payments (
      id uuid primary key,
      kind varchar(20) not null check (kind in ('deposit', 'subscription', 'refund')),
      method varchar(20) not null check (method in ('stripe', 'bank_transfer', 'mobile_money', 'cash')),
      status varchar(20) not null check (status in ('pending', 'succeeded', 'failed')),
      amount_minor integer not null check (amount_minor >= 0),
      currency varchar(3) not null default 'usd' check (currency ~ '^[a-z]{3}$'),
      user_id uuid references users(id) on delete set null,
      booking_id uuid references bookings(id) on delete set null,
      quote_id uuid references booking_quotes(id) on delete set null,
      refund_of_id uuid references payments(id) on delete set null,
      stripe_checkout_session_id varchar(255) unique,
      stripe_payment_intent_id varchar(255),
      stripe_invoice_id varchar(255) unique,
      stripe_refund_id varchar(255) unique,
      reference varchar(200),
      note text,
      failure_message varchar(500),
      recorded_by_id uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create index payments_created_idx on payments (created_at desc, id);`);
    this.addSql(`create index payments_booking_idx on payments (booking_id) where booking_id is not null;`);
    this.addSql(`create index payments_user_idx on payments (user_id, created_at desc);`);
    // Revenue collected per month reads succeeded payments by date.
    this.addSql(`create index payments_succeeded_idx on payments (created_at) where status = 'succeeded';`);

    // One row per patient who went to Stripe for premium: their customer, and their subscription's state as Stripe last said it.
    this.addSql(`create table subscriptions (
      id uuid primary key,
      user_id uuid not null unique references users(id) on delete cascade,
      stripe_customer_id varchar(255) not null unique,
      stripe_subscription_id varchar(255) unique,
      status varchar(30),
      current_period_end timestamptz,
      cancel_at_period_end boolean not null default false,
      first_paid_at timestamptz,
      refunded_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`alter table payments add column subscription_id uuid references subscriptions(id) on delete set null;`);

    this.addSql(`create table stripe_events (
      id varchar(255) primary key,
      type varchar(100) not null,
      object_id varchar(255) not null,
      received_at timestamptz not null default now()
    );`);
    // Stripe events are applied on a queue of their own, so that a slow mail server never delays a payment.
    this.addSql(`alter table outbox drop constraint if exists outbox_queue_check;`);
    this.addSql(`alter table outbox add constraint outbox_queue_check check (queue in ('email', 'accounts', 'payments', 'maintenance'));`);
  }

  override down(): void {
    this.addSql(`alter table outbox drop constraint if exists outbox_queue_check;`);
    this.addSql(`alter table outbox add constraint outbox_queue_check check (queue in ('email', 'accounts', 'maintenance'));`);
    this.addSql(`drop table if exists stripe_events;`);
    this.addSql(`drop table if exists payments;`);
    this.addSql(`drop table if exists subscriptions;`);
    this.addSql(`drop table if exists booking_quotes;`);
  }
}
