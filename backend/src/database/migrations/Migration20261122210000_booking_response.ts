import { Migration } from '@mikro-orm/migrations';

/**
 * The coordinators' 24-hour response promise, per booking: since when it has waited for a staff
 * reply (a new request, or the patient's message after the last staff one), when staff first
 * replied, the coordinator it is assigned to, and when admins were told it went past 24 hours
 * (once). Existing bookings are filled in from their threads.
 */
export class Migration20261122210000_booking_response extends Migration {
  override up(): void {
    this.addSql(`alter table bookings
      add column awaiting_reply_since timestamptz,
      add column first_staff_reply_at timestamptz,
      add column assigned_to_id uuid references users(id) on delete set null,
      add column overdue_notified_at timestamptz;`);
    this.addSql(`update bookings b set
      first_staff_reply_at = (select min(m.created_at) from booking_messages m where m.booking_id = b.id and m.sender_role = 'staff'),
      awaiting_reply_since = case
        when b.status in ('cancelled', 'completed') then null
        when not exists (select 1 from booking_messages m where m.booking_id = b.id and m.sender_role = 'staff')
          then coalesce((select min(m.created_at) from booking_messages m where m.booking_id = b.id), b.created_at)
        else (select min(m.created_at) from booking_messages m where m.booking_id = b.id and m.sender_role = 'patient'
                and m.created_at > (select max(s.created_at) from booking_messages s where s.booking_id = b.id and s.sender_role = 'staff'))
      end;`);
    // Waits already past 24 hours count as told: no burst of emails about old bookings on the first run.
    this.addSql(`update bookings set overdue_notified_at = now() where awaiting_reply_since < now() - interval '24 hours';`);
    // The awaiting list and its count read only the (few) bookings that wait.
    this.addSql(`create index bookings_awaiting_idx on bookings (awaiting_reply_since) where awaiting_reply_since is not null;`);
    this.addSql(`create index bookings_assigned_idx on bookings (assigned_to_id, created_at desc) where assigned_to_id is not null;`);
  }

  override down(): void {
    this.addSql(`alter table bookings drop column awaiting_reply_since, drop column first_staff_reply_at,
      drop column assigned_to_id, drop column overdue_notified_at;`);
  }
}
