import { Migration } from '@mikro-orm/migrations';

/**
 * Audit rows name the request that wrote them: the request id that pino logs and `X-Request-Id`
 * answers carry (for rows the worker writes, the id of the request that caused the job). Existing
 * rows keep null. The table stays append-only (its trigger refuses row updates, not new columns).
 */
export class Migration20261122120000_audit_request_id extends Migration {
  override up(): void {
    this.addSql(`alter table audit_events add column request_id varchar(100);`);
  }

  override down(): void {
    this.addSql(`alter table audit_events drop column if exists request_id;`);
  }
}
