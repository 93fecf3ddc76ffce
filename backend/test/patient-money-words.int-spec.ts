import { randomUUID } from 'node:crypto';
import type { Agent } from 'supertest';
import { bookingReference, type BookingView } from '@medtour/contracts';
import { inDays, signedInAgent, type TestUser } from './support/factories.js';
import { longDay } from './support/mail.js';
import { paymentsChecks } from './support/payments-checks.js';
import { type PaymentsWorld, startPaymentsWorld } from './support/payments-world.js';
import { readMail } from './support/smtp.js';

/**
 * Issue 52, item 6: what the patient reads about money and what their booking is for. A naira
 * patient reads the local figure beside the dollars on the page and in the emails (at the rate kept
 * with the quote, or today's marked as an estimate when none was kept); an instalment's email says
 * what was received, what is paid in all and what is still owed, by when; a booking whose treatment
 * does not fit its assessment asks the patient which assessment it is for, and the coordinator sees it.
 */
describe('what the patient reads: local figures, instalments, the assessment a booking is for', () => {
  let world: PaymentsWorld;
  let admin: Agent;
  const sql = <T>(text: string, params: unknown[] = []) => world.api.em.getConnection().execute<T[]>(text, params);
  const today = inDays(0);
  const validUntil = inDays(14);
  // $12,000, a 20 % deposit: $2,400.
  const QUOTE = { lines: [{ label: 'Hip replacement', detail: null, amountUsd: 12_000 }], validUntil };

  beforeAll(async () => {
    world = await startPaymentsWorld('whsec_patientmoneywords');
    admin = (await signedInAgent(world.api.app, world.api.em, 'admin')).agent;
    await sql(`delete from exchange_rates where currency = 'NGN'`);
    await admin.post('/api/admin/exchange-rates').send({ currency: 'NGN', rate: 1550, asOf: today }).expect(201);
  });
  afterAll(() => world.close());

  const settled = () => paymentsChecks(world.api, world.moderator, async () => admin).settled();
  const mailsTo = (email: string) => world.smtp.received.filter((m) => m.to.includes(email)).map(readMail);
  const seen = async (agent: Agent, bookingId: string) => (await agent.get(`/api/bookings/${bookingId}`).expect(200)).body as BookingView;

  async function patientWithBooking(): Promise<{ agent: Agent; user: TestUser; bookingId: string }> {
    const { agent, user } = await signedInAgent(world.api.app, world.api.em, 'user');
    const body = { hospitalId: world.hospitalId, treatmentId: world.treatmentId };
    const booking = (await agent.post('/api/bookings').send(body).expect(201)).body as { id: string };
    return { agent, user, bookingId: booking.id };
  }
  const record = (bookingId: string, amountUsd: number, reference: string) =>
    world.moderator
      .post(`/api/admin/bookings/${bookingId}/payments`)
      .set('Idempotency-Key', randomUUID())
      .send({ method: 'bank_transfer', amountUsd, reference });

  it('a currency chosen after the quote was sent: today’s rate, marked an estimate, on the page and for staff', async () => {
    const { agent, bookingId } = await patientWithBooking();
    await world.moderator.post(`/api/admin/bookings/${bookingId}/quotes`).send(QUOTE).expect(201);
    expect((await seen(agent, bookingId)).quote!.local).toBeNull();

    await agent.post('/api/auth/currency').send({ currency: 'NGN' }).expect(200);
    const estimate = { currency: 'NGN', rate: 1550, asOf: today, estimate: true, total: 18_600_000, deposit: 3_720_000 };
    expect((await seen(agent, bookingId)).quote!.local).toEqual(estimate);
    expect((await agent.get('/api/bookings').expect(200)).body.items[0].quote.local).toEqual(estimate);
    expect((await world.moderator.get(`/api/admin/bookings/${bookingId}`).expect(200)).body.quote.local).toEqual(estimate);
  });

  it('two offline instalments: each email says what was received, the naira beside the dollars, and what is still owed by when', async () => {
    const { agent, user, bookingId } = await patientWithBooking();
    const ref = bookingReference(bookingId);
    await agent.post('/api/auth/currency').send({ currency: 'NGN' }).expect(200);
    await world.moderator.post(`/api/admin/bookings/${bookingId}/quotes`).send(QUOTE).expect(201);
    await settled();
    const quoteEmail = mailsTo(user.email).find((m) => m.subject.startsWith('Your quote for booking'))!;
    expect(quoteEmail.text).toContain('About ₦18,600,000 at the rate of');
    expect(quoteEmail.text).toContain(`pay the deposit of $2,400 (about ₦3,720,000) by ${longDay(validUntil)}.`);
    expect((await seen(agent, bookingId)).quote!.local).toMatchObject({ estimate: false, deposit: 3_720_000 });

    // The first instalment: $1,000 of $2,400.
    await record(bookingId, 1000, 'TRF-1').expect(201);
    await settled();
    const [first] = mailsTo(user.email).filter((m) => m.subject === `Deposit received for booking #${ref}`);
    expect(first!.text).toContain(`We received your payment of $1,000 (about ₦1,550,000) towards the deposit for booking #${ref}`);
    expect(first!.text).toContain(
      `You have now paid $1,000 (about ₦1,550,000) of the $2,400 (about ₦3,720,000) deposit: $1,400 (about ₦2,170,000) is still owed, by ${longDay(validUntil)}.`,
    );
    expect(first!.text).toContain(`Amounts in your currency are at the rate of ${longDay(today)} kept with your quote`);
    expect(first!.text).not.toContain('We received your deposit of');
    expect(first!.text).not.toContain('Your booking is now confirmed.');
    const page = await seen(agent, bookingId);
    expect(page).toMatchObject({ status: 'payment_pending', quote: { paidMinor: 100_000, depositUsd: 2400, validUntil } });

    // The second, with its own reference (the form no longer carries the booking's): the deposit is covered.
    await record(bookingId, 1400, 'TRF-2').expect(201);
    await settled();
    const receipts = mailsTo(user.email).filter((m) => m.subject === `Deposit received for booking #${ref}`);
    expect(receipts).toHaveLength(2);
    expect(receipts[1]!.text).toContain('We received your payment of $1,400 (about ₦2,170,000) towards the deposit');
    expect(receipts[1]!.text).toContain('Your deposit of $2,400 (about ₦3,720,000) is now paid in full.');
    expect(receipts[1]!.text).toContain('Your booking is now confirmed.');
    expect(await seen(agent, bookingId)).toMatchObject({ status: 'confirmed', quote: { state: 'paid', paidMinor: 240_000 } });
  });

  it('money not owed, a cancel holding the deposit and a deposit kept: each email gives the naira beside the dollars', async () => {
    const { agent, user, bookingId } = await patientWithBooking();
    const ref = bookingReference(bookingId);
    await agent.post('/api/auth/currency').send({ currency: 'NGN' }).expect(200);
    await world.moderator.post(`/api/admin/bookings/${bookingId}/quotes`).send(QUOTE).expect(201);
    await record(bookingId, 2400, 'TRF-FULL').expect(201);
    // $100 more by bank transfer once the deposit is covered: not owed, and not said to be by card.
    await record(bookingId, 100, 'TRF-MORE').expect(201);
    await settled();
    const rateNote = `Amounts in your currency are at the rate of ${longDay(today)} kept with your quote; you pay in US dollars.`;
    const notOwed = mailsTo(user.email).find((m) => m.subject === `We received a payment for booking #${ref} that was not due`)!;
    expect(notOwed.text).toContain(`We received $100 (about ₦155,000) by bank transfer for booking #${ref}`);
    expect(notOwed.text).toContain('it did not pay your deposit: the deposit had already been paid.');
    expect(notOwed.text).toContain(rateNote);
    expect(notOwed.text).not.toContain('card');

    await agent.post(`/api/bookings/${bookingId}/cancel`).expect(200);
    await settled();
    const cancelled = mailsTo(user.email).find((m) => m.subject === `Your booking #${ref} is cancelled`)!;
    expect(cancelled.text).toContain('You paid $2,400 (about ₦3,720,000) towards its deposit.');
    expect(cancelled.text).toContain(rateNote);

    const reason = 'Cancelled two days before admission: the hospital keeps the deposit.';
    await admin.post(`/api/admin/bookings/${bookingId}/refund-decision`).send({ decision: 'keep', reason }).expect(200);
    await settled();
    const kept = mailsTo(user.email).find((m) => m.subject === `Your deposit for booking #${ref}`)!;
    expect(kept.text).toContain('Under our deposit refund policy, $2,400 (about ₦3,720,000) of the deposit you paid is not refunded:');
    expect(kept.text).toContain(reason);
    expect(kept.text).toContain(rateNote);
  });

  it('a deposit paid in one payment reads as before, in dollars only when no currency was chosen', async () => {
    const { user, bookingId } = await patientWithBooking();
    await world.moderator.post(`/api/admin/bookings/${bookingId}/quotes`).send(QUOTE).expect(201);
    await record(bookingId, 2400, 'TRF-ALL').expect(201);
    await settled();
    const receipt = mailsTo(user.email).find((m) => m.subject.startsWith('Deposit received'))!;
    expect(receipt.text).toContain(`We received your deposit of $2,400 for booking #${bookingReference(bookingId)}`);
    expect(receipt.text).not.toMatch(/\(about |still owed|Amounts in your currency/);
  });

  describe('the assessment a booking is for', () => {
    const assess = async (agent: Agent, conditionCategory: string) =>
      (
        await agent
          .post('/api/assessments')
          .send({
            idempotencyKey: randomUUID(),
            conditionCategory,
            symptoms: 'Described at length',
            urgencyLevel: 'medium',
            budgetRange: '$5,000 - $15,000',
            preferredDestinations: ['Malaysia'],
          })
          .expect(201)
      ).body as { id: string };
    const staffView = async (bookingId: string) => (await admin.get(`/api/admin/bookings/${bookingId}`).expect(200)).body;

    it('a hip booking after a fertility assessment asks the patient; the coordinator sees the mismatch and the answer', async () => {
      const { agent, user } = await signedInAgent(world.api.app, world.api.em, 'user');
      const fertility = await assess(agent, 'Fertility Treatment');
      const book = async () =>
        (
          await agent
            .post('/api/bookings')
            .send({ hospitalId: world.hospitalId, treatmentId: world.treatmentId, assessmentId: fertility.id })
            .expect(201)
        ).body as BookingView;
      const booking = await book();
      expect(booking).toMatchObject({ assessment: { id: fertility.id }, assessmentFit: 'unanswered' });
      expect((await staffView(booking.id)).assessmentFit).toBe('unanswered');

      // Bad answers change nothing.
      const answer = (id: string, body: unknown) => agent.put(`/api/bookings/${id}/assessment`).send(body as object);
      await answer(booking.id, {}).expect(400);
      await answer(booking.id, { assessmentId: 'not-an-id' }).expect(400);
      const described = await answer(booking.id, { assessmentId: null }).expect(400);
      expect(Object.keys(described.body.errors)).toEqual(['description']);
      await answer(booking.id, { assessmentId: null, description: 'x'.repeat(5001) }).expect(400);
      const other = await signedInAgent(world.api.app, world.api.em, 'user');
      const theirs = await assess(other.agent, 'Orthopedic Surgery');
      await answer(booking.id, { assessmentId: theirs.id }).expect(404);
      await other.agent.put(`/api/bookings/${booking.id}/assessment`).send({ assessmentId: theirs.id }).expect(404);
      expect(await seen(agent, booking.id)).toMatchObject({ assessment: { id: fertility.id }, assessmentFit: 'unanswered' });

      // None of these: their own words join the medical summary, and the question is not asked again.
      const answered = (
        await answer(booking.id, { assessmentId: null, description: '  My left hip, worn out by arthritis.  ' }).expect(200)
      ).body as BookingView;
      expect(answered).toMatchObject({ assessment: null, assessmentFit: 'fits', medicalSummary: 'My left hip, worn out by arthritis.' });

      // Another booking: the patient says it is for the fertility assessment after all; staff read it confirmed.
      const second = await book();
      const confirmed = (await answer(second.id, { assessmentId: fertility.id }).expect(200)).body as BookingView;
      expect(confirmed.assessmentFit).toBe('confirmed');
      expect((await staffView(second.id)).assessmentFit).toBe('confirmed');
      const [audit] = await sql<{ n: number }>(
        `select count(*)::int as n from audit_events where action = 'booking.assessment_answer' and actor_id = ?`,
        [user.id],
      );
      expect(audit!.n).toBe(2);

      // A hip booking after an orthopaedic assessment fits; a closed booking is not changed.
      const ortho = await assess(agent, 'Orthopedic Surgery');
      const fitting = (
        await agent
          .post('/api/bookings')
          .send({ hospitalId: world.hospitalId, treatmentId: world.treatmentId, assessmentId: ortho.id })
          .expect(201)
      ).body as BookingView;
      expect(fitting.assessmentFit).toBe('fits');
      await agent.post(`/api/bookings/${fitting.id}/cancel`).expect(200);
      await answer(fitting.id, { assessmentId: ortho.id }).expect(409);
    });
  });
});
