import type { Agent } from 'supertest';
import type { TestApi } from './app.js';
import { waitFor } from './wait.js';

/**
 * What every payments scenario ends on, shared by the payment specs: the worker done with Stripe's
 * events, page expiries and emails; reconciliation run as an admin runs it; and what the patient and
 * staff are shown of each booking's deposit equal to what the ledger holds.
 */
export interface PaymentsChecks {
  /** Every payments and email job queued so far has been run by the worker (else the unfinished ones, in the error). */
  settled(): Promise<void>;
  /** Reconciliation run now from its page: the differences standing after it. */
  reconcile(): Promise<{ kind: string; detail: string }[]>;
  /**
   * After a scenario: reconciliation finds no difference anywhere (Stripe, the ledger, bookings), and
   * the patient and staff are shown, of each booking's deposit, what the ledger holds: its deposits
   * that counted, less their refunds and open or lost disputes (`ledgerNet`).
   */
  expectReconciled(...bookings: { agent: Agent; bookingId: string }[]): Promise<void>;
  /** The ledger's own sum for one booking (SQL over its rows, not the product's code). */
  ledgerNet(bookingId: string): Promise<number>;
}

export function paymentsChecks(api: TestApi, staff: Agent, admin: () => Promise<Agent>): PaymentsChecks {
  const sql = <T>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);
  const settled = async () => {
    const unfinished = () =>
      sql<{ job_name: string; last_error: string | null }>(
        `select job_name, last_error from outbox where processed_at is null and queue in ('payments', 'email')`,
      );
    await waitFor(async () => (await unfinished()).length === 0, 'the worker done with payments and emails').catch(async (error: Error) => {
      throw new Error(`${error.message}: ${JSON.stringify(await unfinished())}`);
    });
  };
  const reconcile = async () => {
    const run = (await (await admin()).post('/api/admin/reconciliation/run').expect(200)).body;
    expect(run.error).toBeNull();
    return (await (await admin()).get('/api/admin/reconciliation').expect(200)).body as { kind: string; detail: string }[];
  };
  const ledgerNet = async (bookingId: string) => {
    const [{ net }] = await sql<{ net: number }>(
      `select coalesce(sum(case when p.kind = 'deposit' then p.amount_minor else -p.amount_minor end), 0)::int as net
         from payments p left join payments d on d.id = p.refund_of_id
        where (p.kind = 'deposit' and p.booking_id = ? and p.status = 'succeeded' and p.unowed_reason is null)
           or (p.kind = 'refund' and p.status = 'succeeded' and d.booking_id = ? and d.kind = 'deposit' and d.unowed_reason is null)
           or (p.kind = 'dispute' and p.status <> 'failed' and d.booking_id = ? and d.kind = 'deposit' and d.unowed_reason is null)`,
      [bookingId, bookingId, bookingId],
    );
    return Math.max(0, net);
  };
  const expectReconciled = async (...bookings: { agent: Agent; bookingId: string }[]) => {
    await settled();
    expect((await reconcile()).map((d) => `${d.kind}: ${d.detail}`)).toEqual([]);
    for (const { agent, bookingId } of bookings) {
      const net = await ledgerNet(bookingId);
      const patientSees = (await agent.get(`/api/bookings/${bookingId}`).expect(200)).body.quote?.paidMinor ?? 0;
      const staffSee = (await staff.get(`/api/admin/bookings/${bookingId}`).expect(200)).body.quote?.paidMinor ?? 0;
      expect({ bookingId, patientSees, staffSee }).toEqual({ bookingId, patientSees: net, staffSee: net });
    }
  };
  return { settled, reconcile, expectReconciled, ledgerNet };
}
