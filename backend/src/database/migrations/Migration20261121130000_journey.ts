import { Migration } from '@mikro-orm/migrations';

/** The message thread of a booking (patient ↔ staff). */
export class Migration20261121130000_journey extends Migration {
  override up(): void {
    this.addSql(`create table booking_messages (
      id uuid primary key,
      booking_id uuid not null references bookings(id) on delete cascade,
      sender_id uuid references users(id) on delete set null,
      sender_role varchar(10) not null check (sender_role in ('patient', 'staff')),
      body text not null check (length(body) between 1 and 4000),
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index booking_messages_booking_idx on booking_messages (booking_id, created_at);`);
  }

  override down(): void {
    this.addSql(`drop table if exists booking_messages;`);
  }
}
