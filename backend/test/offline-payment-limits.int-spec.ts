import type { Agent } from 'supertest';
import { inDays, signedInAgent, type TestUser } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

/**
 * Issue 51: money a moderator alone can mark as received is bounded by a setting (above it an admin
 * records it), refunds are the admins' alone, and the texts staff type into a payment or a quote hold
 * no control characters (an ANSI escape in a reference reached the back office) and are never blank.
 */
describe('offline payments: the moderators’ limit, refunds and the texts typed', () => {
  let api: TestApi;
  let moderator: { agent: Agent; user: TestUser };
  let admin: { agent: Agent; user: TestUser };
  let offer: { hospitalId: string; treatmentId: string };

  beforeAll(async () => {
    api = await startApi();
    moderator = await signedInAgent(api.app, api.em, 'moderator');
    admin = await signedInAgent(api.app, api.em, 'admin');
    const [row] = await api.em
      .getConnection()
      .execute<{ hospital_id: string; treatment_id: string }[]>(`select hospital_id, treatment_id from hospital_treatments limit 1`);
    offer = { hospitalId: row!.hospital_id, treatmentId: row!.treatment_id };
  });
  afterAll(async () => api.close());

  /** A booking quoted $100,000 (a $20,000 deposit at the default 20%). */
  async function quotedBooking(): Promise<string> {
    const patient = await signedInAgent(api.app, api.em, 'user');
    const { id } = (await patient.agent.post('/api/bookings').send(offer).expect(201)).body as { id: string };
    await admin.agent
      .post(`/api/admin/bookings/${id}/quotes`)
      .send({ lines: [{ label: 'Spinal fusion', amountUsd: 100_000 }], validUntil: inDays(14) })
      .expect(201);
    return id;
  }
  const pay = (who: Agent, bookingId: string, body: Record<string, unknown>) =>
    who.post(`/api/admin/bookings/${bookingId}/payments`).send({ method: 'bank_transfer', ...body });

  it('refuses a moderator an offline payment above the Settings’ limit (403, audited); an admin records it', async () => {
    const settings = (await admin.agent.get('/api/admin/settings/site').expect(200)).body;
    expect(settings.moderatorOfflinePaymentMaxUsd).toBe(5000);
    const bookingId = await quotedBooking();

    const refused = await pay(moderator.agent, bookingId, { amountUsd: 5000.01, reference: 'TRF-1' }).expect(403);
    expect(refused.body).toMatchObject({
      message: 'An offline payment above $5,000 is recorded by an admin: ask an admin to record this one.',
      code: 'admin_required',
    });
    const [audit] = await api.em
      .getConnection()
      .execute<{ outcome: string; entity_id: string; reason: string }[]>(
        `select outcome, entity_id, details->>'reason' as reason from audit_events where actor_id = ? and action = 'payment.offline'`,
        [moderator.user.id],
      );
    expect(audit).toEqual({ outcome: 'failure', entity_id: bookingId, reason: 'above_moderator_limit' });
    expect((await moderator.agent.get(`/api/admin/bookings/${bookingId}/payments`).expect(200)).body).toEqual([]);

    await pay(moderator.agent, bookingId, { amountUsd: 5000, reference: 'TRF-2' }).expect(201);
    await pay(admin.agent, bookingId, { amountUsd: 12_000, reference: 'TRF-3' }).expect(201);

    // The limit is the admins' to set: 0 leaves every offline payment to them.
    await admin.agent.put('/api/admin/settings/site').send({ moderatorOfflinePaymentMaxUsd: 0 }).expect(200);
    try {
      await pay(moderator.agent, bookingId, { amountUsd: 10 }).expect(403);
    } finally {
      await admin.agent.put('/api/admin/settings/site').send({ moderatorOfflinePaymentMaxUsd: 5000 }).expect(200);
    }
    const bad = await admin.agent.put('/api/admin/settings/site').send({ moderatorOfflinePaymentMaxUsd: -1 }).expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['moderatorOfflinePaymentMaxUsd']);
    await moderator.agent.put('/api/admin/settings/site').send({ moderatorOfflinePaymentMaxUsd: 1_000_000 }).expect(403);
  });

  it('records an amount as staff type it, read exactly: "1,234.56" is 123,456 cents; what is no amount of dollars is a field error', async () => {
    const bookingId = await quotedBooking();
    const typed = (await pay(moderator.agent, bookingId, { amountUsd: '1,234.56', reference: 'TRF-T1' }).expect(201)).body;
    expect(typed).toMatchObject({ amountMinor: 123_456, currency: 'usd', status: 'succeeded' });
    // A JSON number is still read, as the decimal it is (0.29 * 100 is 28.999999999999996 in floating point).
    expect((await pay(moderator.agent, bookingId, { amountUsd: 0.29, reference: 'TRF-T2' }).expect(201)).body.amountMinor).toBe(29);
    expect((await pay(moderator.agent, bookingId, { amountUsd: ' 2500.5 ', reference: 'TRF-T3' }).expect(201)).body.amountMinor).toBe(
      250_050,
    );
    const staffSee = (await admin.agent.get(`/api/admin/bookings/${bookingId}`).expect(200)).body.quote.paidMinor;
    expect(staffSee).toBe(123_456 + 29 + 250_050);

    const refused = async (amountUsd: unknown) =>
      (await pay(moderator.agent, bookingId, { amountUsd, reference: 'TRF-X' }).expect(400)).body;
    for (const amountUsd of ['12.345', '1.234,56', '12,34', 'ten', '', '$5', 0.1 + 0.2, 1e21, null, true, { usd: 5 }, [5]]) {
      expect([amountUsd, (await refused(amountUsd)).errors]).toEqual([
        amountUsd,
        { amountUsd: 'Amount must be a number of US dollars (cents allowed)' },
      ]);
    }
    expect((await refused('0.00')).errors).toEqual({ amountUsd: 'Amount must be more than zero' });
    expect((await refused('-5')).errors).toEqual({ amountUsd: 'Amount must be more than zero' });
    expect((await refused('10,000,000.01')).errors).toEqual({ amountUsd: 'Amount must be at most $10,000,000' });
    // The moderators' limit ($5,000) compares the exact amount: a cent above it is an admin's.
    await pay(moderator.agent, bookingId, { amountUsd: '5,000.01', reference: 'TRF-T4' }).expect(403);
    await pay(admin.agent, bookingId, { amountUsd: '5,000.01', reference: 'TRF-T4' }).expect(201);
  });

  it('refunds an amount typed as staff type it, exactly; a third decimal is a field error', async () => {
    const bookingId = await quotedBooking();
    const paid = (await pay(admin.agent, bookingId, { amountUsd: '1,000', reference: 'TRF-RF' }).expect(201)).body as { id: string };
    const bad = await admin.agent
      .post(`/api/admin/payments/${paid.id}/refund`)
      .send({ reason: 'Price lowered', amountUsd: '100.005' })
      .expect(400);
    expect(bad.body.errors).toEqual({ amountUsd: 'Amount must be a number of US dollars (cents allowed)' });
    const refund = (
      await admin.agent.post(`/api/admin/payments/${paid.id}/refund`).send({ reason: 'Price lowered', amountUsd: '100.10' }).expect(200)
    ).body;
    expect(refund).toMatchObject({ kind: 'refund', amountMinor: 10_010 });
    // No amount, sent as null as a form's empty field is: everything still held ($899.90), as when it is left out.
    const rest = (
      await admin.agent.post(`/api/admin/payments/${paid.id}/refund`).send({ reason: 'Cancelled', amountUsd: null }).expect(200)
    ).body;
    expect(rest).toMatchObject({ kind: 'refund', amountMinor: 89_990 });
  });

  it('leaves every refund to an admin: a moderator is refused (403)', async () => {
    const bookingId = await quotedBooking();
    const paid = (await pay(moderator.agent, bookingId, { amountUsd: 1000, reference: 'TRF-R' }).expect(201)).body as { id: string };
    await moderator.agent.post(`/api/admin/payments/${paid.id}/refund`).send({ reason: 'Surgery postponed' }).expect(403);
    await moderator.agent
      .post(`/api/admin/bookings/${bookingId}/refund-decision`)
      .send({ decision: 'refund', reason: 'Policy' })
      .expect(403);
    await admin.agent.post(`/api/admin/payments/${paid.id}/refund`).send({ reason: 'Surgery postponed' }).expect(200);
  });

  it('refuses a reference with control characters, or blank, as a field error; null is none', async () => {
    const bookingId = await quotedBooking();
    for (const reference of ['\u001b[31mTRF-9\u001b[0m', 'TRF\t9', 'TRF\n9', '\u009b31m', '', '   ', 42]) {
      const res = await pay(moderator.agent, bookingId, { amountUsd: 10, reference }).expect(400);
      expect(Object.keys(res.body.errors)).toEqual(['reference']);
    }
    await pay(moderator.agent, bookingId, { amountUsd: 10, reference: 'TRF\u00009' }).expect(400); // NUL: refused before validation (input guard)
    const none = (await pay(moderator.agent, bookingId, { amountUsd: 10, reference: null }).expect(201)).body;
    expect(none.reference).toBeNull();
    const trimmed = (await pay(moderator.agent, bookingId, { amountUsd: 10, reference: '  TRF 2026/11 ' }).expect(201)).body;
    expect(trimmed.reference).toBe('TRF 2026/11');
    // The note is text of several lines: line breaks are kept, escapes refused. (Another amount: $10
    // again without a reference minutes after the first would be refused as a likely double.)
    await pay(moderator.agent, bookingId, { amountUsd: 11, note: 'Paid at the desk\nReceipt kept' }).expect(201);
    expect(Object.keys((await pay(moderator.agent, bookingId, { amountUsd: 10, note: 'x\u001b[2J' }).expect(400)).body.errors)).toEqual([
      'note',
    ]);
  });

  it('refuses the same in the other texts staff and patients type: quotes, refund reasons, messages', async () => {
    const bookingId = await quotedBooking();
    const quote = (body: Record<string, unknown>) =>
      moderator.agent
        .post(`/api/admin/bookings/${bookingId}/quotes`)
        .send({ lines: [{ label: 'Surgery', amountUsd: 1000 }], validUntil: inDays(14), ...body });
    expect(Object.keys((await quote({ lines: [{ label: 'Surgery\u001b[31m', amountUsd: 1000 }] }).expect(400)).body.errors)).toEqual([
      'lines.0.label',
    ]);
    expect(Object.keys((await quote({ included: ['Implant', ''] }).expect(400)).body.errors)).toEqual(['included']);
    expect(Object.keys((await quote({ excluded: ['Flights\u0007'] }).expect(400)).body.errors)).toEqual(['excluded']);
    await quote({ included: ['Implant'] }).expect(201);

    const message = (body: string) => moderator.agent.post(`/api/admin/bookings/${bookingId}/messages`).send({ body });
    expect(Object.keys((await message('Hello \u001b]8;;https://evil.example\u0007').expect(400)).body.errors)).toEqual(['body']);
    await message('Hello,\n\tyour quote is ready.').expect(201);

    const paid = (await pay(admin.agent, bookingId, { amountUsd: 10 }).expect(201)).body as { id: string };
    const refund = await admin.agent.post(`/api/admin/payments/${paid.id}/refund`).send({ reason: 'Asked \u001b[1m' }).expect(400);
    expect(Object.keys(refund.body.errors)).toEqual(['reason']);
  });
});
