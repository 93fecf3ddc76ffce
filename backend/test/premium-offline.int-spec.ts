import type { Agent } from 'supertest';
import { signedInAgent } from './support/factories.js';
import type { TestApi } from './support/app.js';
import { type PaymentsWorld, startPaymentsWorld } from './support/payments-world.js';
import type { StandInEvent, StripeStandIn } from './support/stripe-stand-in.js';
import { readMail, type SmtpStandIn } from './support/smtp.js';
import { waitFor } from './support/wait.js';
import { longDay } from './support/mail.js';

const WEBHOOK_SECRET = 'whsec_premiumoffline';

/**
 * Premium paid offline (issue 25 item 8): an admin records the payment and its period over the HTTP
 * API; Premium follows from the ledger (the guard of AI matching, the subscription page, the
 * coordinators' priority), ends with its period or at once with a refund under the 30-day guarantee,
 * and the patient's emails are read from the SMTP stand-in. Stripe is the local stand-in, for the
 * "one live Premium per patient" rule both ways.
 */
describe('Premium paid offline', () => {
  let world: PaymentsWorld;
  let stripe: StripeStandIn;
  let smtp: SmtpStandIn;
  let api: TestApi;
  let moderator: Agent;
  let hospitalId: string;
  let treatmentId: string;

  beforeAll(async () => {
    world = await startPaymentsWorld(WEBHOOK_SECRET);
    ({ stripe, smtp, api, moderator, hospitalId, treatmentId } = world);
  });
  afterAll(() => world.close());

  function sql<T>(text: string, params: unknown[] = []) {
    return api.em.getConnection().execute<T[]>(text, params);
  }
  const DAY = 86_400_000;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const daysFromNow = (days: number) => day(new Date(Date.now() + days * DAY));
  /** The first day of this month (UTC), and of the month `months` later: a period with no month-end clamping. */
  const monthStart = (months = 0) => {
    const now = new Date();
    return day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1)));
  };
  const admin = async () => (await signedInAgent(api.app, api.em, 'admin')).agent;
  const patient = () => signedInAgent(api.app, api.em, 'user');
  const PAYMENT = { method: 'bank_transfer', amountUsd: 147, paidOn: daysFromNow(0), startsOn: monthStart(), months: 3 };
  const record = (agent: Agent, userId: string, body: Record<string, unknown>, key?: string) => {
    const req = agent.post(`/api/admin/users/${userId}/premium-payments`);
    if (key) req.set('Idempotency-Key', key);
    return req.send(body);
  };
  const premiumRows = (userId: string) =>
    sql<{ id: string; kind: string; method: string; amount_minor: number; reference: string | null; note: string | null }>(
      `select id, kind, method, amount_minor, reference, note from payments where user_id = ? order by created_at, kind desc`,
      [userId],
    );
  const matching = (agent: Agent) => agent.post('/api/ai/treatment-matching').send({ medicalConditions: ['knee pain'] });
  /** The emails the patient received through SMTP, as a reader sees them. */
  const mailTo = (email: string, count: number) =>
    waitFor(() => {
      const mails = smtp.received.filter((m) => m.to.includes(email)).map(readMail);
      return mails.length >= count && mails;
    }, `${count} email(s) to ${email}`);

  it('an admin records Premium paid offline: premium until the end of its period, the premium tool opens, priority, and the patient is emailed', async () => {
    const owner = await admin();
    const { agent, user } = await patient();
    expect((await agent.get('/api/subscription').expect(200)).body).toMatchObject({ tier: 'free', source: null });
    await matching(agent).expect(403);

    const body = { ...PAYMENT, reference: 'TRF-PREM-0001', note: 'Paid at the Lagos office' };
    const recorded = (await record(owner, user.id, body, 'premium-save-1').expect(201)).body;
    const from = `${monthStart()}T00:00:00.000Z`;
    const until = `${monthStart(3)}T00:00:00.000Z`;
    expect(recorded).toMatchObject({
      userId: user.id,
      amountMinor: 14700,
      currency: 'usd',
      method: 'bank_transfer',
      reference: 'TRF-PREM-0001',
      paidOn: PAYMENT.paidOn,
      premiumFrom: from,
      premiumUntil: until,
      state: 'current',
      refundedAt: null,
      recordedBy: { email: expect.stringMatching(/^admin-/) },
    });
    // A double click (the same save key) records once and answers the same payment.
    expect((await record(owner, user.id, body, 'premium-save-1').expect(201)).body.id).toBe(recorded.id);
    expect(await premiumRows(user.id)).toEqual([
      { id: recorded.id, kind: 'subscription', method: 'bank_transfer', amount_minor: 14700, reference: 'TRF-PREM-0001', note: body.note },
    ]);
    // The ledger row holds the period itself (UTC instants).
    const [period] = await sql<{ premium_from: string; premium_until: string; paid_on: string }>(
      `select premium_from::text, premium_until::text, paid_on::text from payments where id = ?`,
      [recorded.id],
    );
    expect({ ...period, premium_from: new Date(period!.premium_from), premium_until: new Date(period!.premium_until) }).toEqual({
      premium_from: new Date(from),
      premium_until: new Date(until),
      paid_on: PAYMENT.paidOn,
    });

    expect((await agent.get('/api/subscription').expect(200)).body).toEqual({
      isSubscribed: true,
      tier: 'premium',
      source: 'offline',
      status: null,
      currentPeriodEnd: until,
      cancelAtPeriodEnd: true,
      priceUsd: 49,
      online: true,
    });
    await matching(agent).expect(200);
    // Priority handling: the coordinators see the patient's booking as a premium one.
    const booking = (await agent.post('/api/bookings').send({ hospitalId, treatmentId }).expect(201)).body;
    expect((await moderator.get(`/api/admin/bookings/${booking.id}`).expect(200)).body.priority).toBe(true);

    expect((await owner.get(`/api/admin/users/${user.id}/premium`).expect(200)).body).toMatchObject({
      userId: user.id,
      isPremium: true,
      source: 'offline',
      premiumUntil: until,
      subscription: null,
      offline: [{ id: recorded.id, state: 'current' }],
      cannotRecord: null,
    });

    const [mail] = await mailTo(user.email, 1);
    expect(mail!.subject).toBe(`Premium is active until ${longDay(monthStart(3))}`);
    expect(mail!.text).toContain('We received your Premium payment of $147 by bank transfer.');
    expect(mail!.text).toContain(`Premium is active until ${longDay(monthStart(3))}`);
    expect(mail!.text).toContain('- Reference: TRF-PREM-0001');
    expect(mail!.text).toContain(`- Paid on: ${longDay(PAYMENT.paidOn)}`);
    expect(mail!.text).toContain(`- Premium: ${longDay(monthStart())} to ${longDay(monthStart(3))}`);
    expect(mail!.text).toContain(`- Receipt number: ${recorded.id}`);
    // The double click emailed once (the booking made above emails the patient too, whenever the worker gets to it).
    const premiumMails = smtp.received.filter((m) => m.to.includes(user.email) && m.raw.includes('Subject: Premium is active'));
    expect(premiumMails).toHaveLength(1);
  });

  it('refuses a reference already recorded for the patient (409, whatever its case) and a period overlapping one paid; nothing more is saved', async () => {
    const owner = await admin();
    const { user } = await patient();
    const first = (await record(owner, user.id, { ...PAYMENT, reference: 'MM-777' }, 'save-a').expect(201)).body;
    const again = await record(owner, user.id, { ...PAYMENT, startsOn: monthStart(3), reference: 'mm-777' }, 'save-b').expect(409);
    expect(again.body.message).toBe("This reference is already recorded for this patient's Premium");
    const overlap = await record(owner, user.id, { ...PAYMENT, startsOn: monthStart(2), reference: 'MM-778' }, 'save-c').expect(409);
    expect(overlap.body.message).toBe(
      `Premium is already paid from ${monthStart()} until ${monthStart(3)}: a new period must start on ${monthStart(3)} or later`,
    );
    // The same key for another patient is not a replay.
    const { user: other } = await patient();
    await record(owner, other.id, PAYMENT, 'save-a').expect(409);
    expect((await premiumRows(user.id)).map((r) => r.id)).toEqual([first.id]);
    expect(await premiumRows(other.id)).toEqual([]);
    // A renewal that follows on, saved twice at once (a double click): recorded once, and Premium runs on to its end.
    const renewal = { ...PAYMENT, startsOn: monthStart(3), months: 1, reference: 'MM-779' };
    const saves = await Promise.all([record(owner, user.id, renewal, 'save-d'), record(owner, user.id, renewal, 'save-d')]);
    expect(saves.map((r) => r.status)).toEqual([201, 201]);
    expect(saves[0]!.body.id).toBe(saves[1]!.body.id);
    expect(await premiumRows(user.id)).toHaveLength(2);
    expect((await owner.get(`/api/admin/users/${user.id}/premium`).expect(200)).body).toMatchObject({
      premiumUntil: `${monthStart(4)}T00:00:00.000Z`,
      offline: [{ state: 'upcoming' }, { id: first.id, state: 'current' }],
    });
  });

  it('refuses bad input with field errors and saves nothing', async () => {
    const owner = await admin();
    const { user } = await patient();
    const cases: [Record<string, unknown>, string][] = [
      [{ amountUsd: 0 }, 'amountUsd'],
      [{ amountUsd: -49 }, 'amountUsd'],
      [{ amountUsd: 'forty' }, 'amountUsd'],
      [{ currency: 'eur' }, 'currency'],
      [{ method: 'stripe' }, 'method'],
      [{ method: 'cheque' }, 'method'],
      [{ reference: 'R'.repeat(101) }, 'reference'],
      [{ startsOn: '2026-02-30' }, 'startsOn'],
      [{ startsOn: 'tomorrow' }, 'startsOn'],
      [{ startsOn: daysFromNow(-400), months: 1 }, 'startsOn'], // a period already over
      [{ startsOn: daysFromNow(400) }, 'startsOn'], // too far ahead
      [{ months: 0 }, 'months'],
      [{ months: 13 }, 'months'],
      [{ months: 1.5 }, 'months'],
      [{ paidOn: daysFromNow(2) }, 'paidOn'],
    ];
    for (const [change, field] of cases) {
      const res = await record(owner, user.id, { ...PAYMENT, ...change }).expect(400);
      expect({ change, message: res.body.message, fields: Object.keys(res.body.errors ?? {}) }).toEqual({
        change,
        message: 'Validation failed',
        fields: [field],
      });
    }
    const missing = await record(owner, user.id, { method: 'cash' }).expect(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['amountUsd', 'months', 'startsOn']);
    expect((await record(owner, user.id, PAYMENT, 'not a key!').expect(400)).body.errors).toHaveProperty(['Idempotency-Key']);
    expect(await premiumRows(user.id)).toEqual([]);
    expect(
      await sql(
        `select 1 from outbox where job_name = 'payments.offline_premium_email' and payload->>'paymentId' in (select id::text from payments where user_id = ?)`,
        [user.id],
      ),
    ).toEqual([]);
  });

  it('is for admins only: moderators and patients 403, signed out 401', async () => {
    const owner = await admin();
    const { agent, user } = await patient();
    const paid = (await record(owner, user.id, { ...PAYMENT, reference: null }).expect(201)).body;
    for (const who of [moderator, agent]) {
      await record(who, user.id, PAYMENT).expect(403);
      await who.get(`/api/admin/users/${user.id}/premium`).expect(403);
      await who.post(`/api/admin/premium-payments/${paid.id}/refund`).send({ reason: 'Asked' }).expect(403);
    }
    await api.http.post(`/api/admin/users/${user.id}/premium-payments`).send(PAYMENT).expect(401);
    await api.http.get(`/api/admin/users/${user.id}/premium`).expect(401);
    await api.http.post(`/api/admin/premium-payments/${paid.id}/refund`).send({ reason: 'Asked' }).expect(401);
    await record(owner, '00000000-0000-4000-8000-000000000000', PAYMENT).expect(404);
    expect(await premiumRows(user.id)).toHaveLength(1);
  });

  it('gives Premium only during its period: not before it starts, not after it ends (no job: read from the dates)', async () => {
    const owner = await admin();
    const { agent, user } = await patient();
    const later = (await record(owner, user.id, { ...PAYMENT, startsOn: daysFromNow(10), months: 1 }).expect(201)).body;
    expect(later.state).toBe('upcoming');
    expect((await agent.get('/api/subscription').expect(200)).body).toMatchObject({ tier: 'free', source: null });
    await matching(agent).expect(403);

    // Its period running now…
    await sql(`update payments set premium_from = now() - interval '20 days', premium_until = now() + interval '1 hour' where id = ?`, [
      later.id,
    ]);
    expect((await agent.get('/api/subscription').expect(200)).body.tier).toBe('premium');
    await matching(agent).expect(200);
    // …and over: Premium ends with it.
    await sql(`update payments set premium_until = now() - interval '1 second' where id = ?`, [later.id]);
    expect((await agent.get('/api/subscription').expect(200)).body).toMatchObject({ tier: 'free', isSubscribed: false, source: null });
    await matching(agent).expect(403);
    const booking = (await agent.post('/api/bookings').send({ hospitalId, treatmentId }).expect(201)).body;
    expect((await moderator.get(`/api/admin/bookings/${booking.id}`).expect(200)).body.priority).toBe(false);
    expect((await owner.get(`/api/admin/users/${user.id}/premium`).expect(200)).body).toMatchObject({
      isPremium: false,
      premiumUntil: null,
      offline: [{ id: later.id, state: 'ended' }],
    });
  });

  describe('the 30-day money-back guarantee', () => {
    it('an admin refunds within 30 days of the day paid: recorded as paid back by the same method, Premium ends at once, the patient is emailed; not twice', async () => {
      const owner = await admin();
      const { agent, user } = await patient();
      // Paid 30 days ago: the guarantee runs to the end of today (30 days after the end of the day paid).
      const paidOn = daysFromNow(-30);
      const body = { ...PAYMENT, method: 'mobile_money', amountUsd: 98.5, paidOn, startsOn: paidOn, months: 2, reference: 'MPESA-QX81' };
      const paid = (await record(owner, user.id, body).expect(201)).body;
      expect(paid.refundableUntil).toBe(`${daysFromNow(1)}T00:00:00.000Z`);
      await mailTo(user.email, 1);
      expect((await agent.get('/api/subscription').expect(200)).body.tier).toBe('premium');

      expect((await owner.post(`/api/admin/premium-payments/${paid.id}/refund`).send({ reason: ' ' }).expect(400)).body.errors).toEqual({
        reason: 'Please give the reason for the refund',
      });
      const refunded = (
        await owner.post(`/api/admin/premium-payments/${paid.id}/refund`).send({ reason: 'Asked by phone on day 30' }).expect(200)
      ).body;
      expect(refunded).toMatchObject({ id: paid.id, state: 'refunded', refundedAt: expect.any(String), refundableUntil: null });
      expect((await agent.get('/api/subscription').expect(200)).body).toMatchObject({ tier: 'free', source: null });
      await matching(agent).expect(403);
      expect(await premiumRows(user.id)).toEqual([
        { id: paid.id, kind: 'subscription', method: 'mobile_money', amount_minor: 9850, reference: 'MPESA-QX81', note: null },
        {
          id: expect.any(String),
          kind: 'refund',
          method: 'mobile_money',
          amount_minor: 9850,
          reference: null,
          note: 'Asked by phone on day 30',
        },
      ]);
      const [refund] = await sql<{ refund_of_id: string; status: string }>(
        `select refund_of_id, status from payments where user_id = ? and kind = 'refund'`,
        [user.id],
      );
      expect(refund).toEqual({ refund_of_id: paid.id, status: 'succeeded' });

      const [granted, refundMail] = await mailTo(user.email, 2);
      expect(granted!.subject).toMatch(/^Premium is active until \w+ \d{1,2}, \d{4}$/);
      expect(granted!.text).toContain(
        `Until ${longDay(daysFromNow(0))} you can ask for your money back (our 30-day money-back guarantee).`,
      );
      expect(refundMail!.subject).toBe('Your Premium payment was refunded');
      expect(refundMail!.text).toContain(
        `We refunded your Premium payment of $98.50 (paid on ${longDay(paidOn)}, reference MPESA-QX81) under our 30-day money-back guarantee, and your Premium has ended.`,
      );
      expect(refundMail!.text).toContain('It is paid back by mobile money; your coordinator will confirm the details.');

      const twice = await owner.post(`/api/admin/premium-payments/${paid.id}/refund`).send({ reason: 'Again' }).expect(409);
      expect(twice.body.message).toBe('This Premium payment was already refunded');
      // A refunded period no longer stands in the way of a new one.
      await record(owner, user.id, { ...PAYMENT, reference: 'MPESA-QX82' }).expect(201);
    });

    it('refuses a refund after the guarantee, as for a subscription, and Premium stays', async () => {
      const owner = await admin();
      const { agent, user } = await patient();
      const paidOn = daysFromNow(-31);
      const paid = (await record(owner, user.id, { ...PAYMENT, paidOn, startsOn: paidOn, months: 3 }).expect(201)).body;
      const refused = await owner.post(`/api/admin/premium-payments/${paid.id}/refund`).send({ reason: 'Too late' }).expect(409);
      expect(refused.body.message).toMatch(/^The 30-day money-back guarantee ended on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
      expect(refused.body.message).toBe(`The 30-day money-back guarantee ended on ${daysFromNow(0)} 00:00 UTC`);
      expect((await agent.get('/api/subscription').expect(200)).body.tier).toBe('premium');
      expect((await premiumRows(user.id)).map((r) => r.kind)).toEqual(['subscription']);
      await owner.post(`/api/admin/premium-payments/00000000-0000-4000-8000-000000000000/refund`).send({ reason: 'x' }).expect(404);
    });
  });

  describe('one live Premium per patient', () => {
    const WEBHOOK = '/api/payments/stripe/webhook';
    const deliver = (event: StandInEvent) => {
      const signed = stripe.signedDelivery(event);
      return api.http.post(WEBHOOK).set('Content-Type', 'application/json').set('Stripe-Signature', signed.header).send(signed.payload);
    };
    const idle = () =>
      waitFor(
        async () => (await sql(`select 1 from outbox where job_name = 'payments.stripe_event' and processed_at is null`)).length === 0,
        'every Stripe event applied',
      );

    it('a patient with a live Stripe subscription is refused an offline payment (it would charge the same months twice)', async () => {
      const owner = await admin();
      const { agent, user } = await patient();
      const { url } = (await agent.post('/api/subscription/checkout').expect(200)).body as { url: string };
      for (const event of stripe.completeCheckout(url.split('/').at(-1)!)) await deliver(event).expect(200);
      await idle();
      expect((await agent.get('/api/subscription').expect(200)).body.source).toBe('subscription');
      const refused = await record(owner, user.id, PAYMENT).expect(409);
      expect(refused.body.message).toMatch(
        /^This patient has a live Stripe subscription \(active, paid until \d{4}-\d{2}-\d{2}\)\. Premium cannot be paid twice: it must end \(cancelled, or refunded\) before a payment is recorded offline\.$/,
      );
      const view = (await owner.get(`/api/admin/users/${user.id}/premium`).expect(200)).body;
      expect(view).toMatchObject({ isPremium: true, source: 'subscription', subscription: { status: 'active' }, offline: [] });
      expect(view.cannotRecord).toBe(refused.body.message);
      expect((await premiumRows(user.id)).map((r) => r.method)).toEqual(['stripe']);
    });

    it("while Premium is paid offline, Stripe's checkout for Premium is refused", async () => {
      const owner = await admin();
      const { agent, user } = await patient();
      await record(owner, user.id, PAYMENT).expect(201);
      const refused = await agent.post('/api/subscription/checkout').expect(409);
      expect(refused.body.message).toBe(
        `Your Premium is paid offline until ${monthStart(3)}. You can subscribe online once that period ends.`,
      );
      expect(stripe.requests.filter((r) => r.path === '/v1/customers' && JSON.stringify(r.body).includes(user.id))).toEqual([]);
    });

    it('reconciliation finds nothing to report: offline Premium is no Stripe charge and no subscription of Stripe', async () => {
      const run = (await (await admin()).post('/api/admin/reconciliation/run').expect(200)).body;
      expect(run).toMatchObject({ error: null });
      const standing = (await (await admin()).get('/api/admin/reconciliation').expect(200)).body as { kind: string; detail: string }[];
      expect(standing.map((d) => `${d.kind}: ${d.detail}`)).toEqual([]);
    });
  });
});
