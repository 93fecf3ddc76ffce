import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 52: an outbox job's attempt is claimed and counted in its own committed statement before
 * the job runs, and the job holds no transaction while it calls the network. `running_until` is the
 * claim's lease, renewed while the attempt runs: a row whose lease lapsed without an outcome was
 * being run by a worker that died (killed, crashed, out of memory), and that attempt counts as failed.
 */
export class Migration20261206200000_outbox_attempt_lease extends Migration {
  override up(): void {
    this.addSql(`alter table outbox add column running_until timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table outbox drop column running_until;`);
  }
}
