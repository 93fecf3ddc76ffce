import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { Job } from 'bullmq';
import type request from 'supertest';
import { strFromU8, unzipSync } from 'fflate';
import { API_MESSAGES, TRIP_DOCUMENT_TYPE_NOT_SUPPORTED, type StaffTripPlanView, type TripPlanView } from '@medtour/contracts';
import { JobRunner } from '../src/modules/notifications/job-runner.js';
import { inDays, seededOffer, signedInAgent, type TestUser } from './support/factories.js';
import { capturedMails } from './support/mail.js';
import { startApi, startWorker, type TestApi } from './support/app.js';
import { waitFor } from './support/wait.js';
import { bytes } from './support/downloads.js';

type Agent = ReturnType<typeof request.agent>;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nVISA SUPPORT LETTER\n%%EOF');
const DISCHARGE = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nDISCHARGE SUMMARY: knee, walk daily\n%%EOF');
const EXE = Buffer.from('MZ\x90\x00\x03 this is a program, not a letter');
/** A Word file by its content: a ZIP whose entries include word/document.xml. */
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml discharge summary')]);

const stepOf = (plan: TripPlanView, step: string) => plan.steps.find((s) => s.step === step);

/**
 * The trip after the deposit (issue 54): a Kenyan patient's knee replacement in Kuala Lumpur is
 * confirmed and paid; the plan asks for passports and flights, staff upload the hospital's visa letter
 * and pick-up, reminders go out only while something is missing and follow the arrival day, the
 * discharge pack and final bill reach the patient, aftercare check-ins alert a coordinator on warning
 * signs. Reminders and check-ins are delayed jobs: the test checks when each is scheduled, then runs it
 * as the worker would at that time (the clock moved on), never sleeping.
 */
describe('the trip after the deposit', () => {
  let api: TestApi;
  let worker: INestApplicationContext;
  let offer: { hospitalId: string; treatmentId: string };
  let admin: Agent;
  let adminUser: TestUser;

  beforeAll(async () => {
    api = await startApi();
    worker = await startWorker();
    offer = await seededOffer(api.em);
    ({ agent: admin, user: adminUser } = await signedInAgent(api.app, api.em, 'admin'));
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
  });

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);
  const run = (name: string, data: object) => worker.get(JobRunner).process({ name, id: `test-${randomUUID()}`, data } as Job);

  /** A Kenyan patient (Swahili) with a knee booking of Malaysia, its quote of $10,000 and its deposit paid. */
  async function confirmedBooking(language = 'sw', arrivalInDays = 30): Promise<{ agent: Agent; user: TestUser; bookingId: string }> {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    await sql(`update users set language = ? where id = ?`, [language, user.id]);
    await sql(`update profiles set first_name = 'Wanjiru', last_name = 'Kamau', country = 'Kenya' where user_id = ?`, [user.id]);
    const booking = await agent
      .post('/api/bookings')
      .send({ hospitalId: offer.hospitalId, treatmentId: offer.treatmentId, preferredDate: inDays(arrivalInDays), companionCount: 1 })
      .expect(201);
    await sql(
      `insert into booking_quotes (id, booking_id, version, lines, total_usd, deposit_usd, valid_until)
       values (gen_random_uuid(), ?, 1, ?, 10000, 2000, current_date + 14)`,
      [booking.body.id, JSON.stringify([{ label: 'Knee replacement', detail: null, amountUsd: 10000 }])],
    );
    await sql(`update bookings set status = 'confirmed' where id = ?`, [booking.body.id]);
    return { agent, user, bookingId: booking.body.id as string };
  }

  const reminders = (bookingId: string) =>
    sql<{ payload: { arrivalOn: string; daysBefore: number }; available_at: string }>(
      `select payload, available_at from outbox where job_name = 'trips.reminder' and payload ->> 'bookingId' = ? order by available_at`,
      [bookingId],
    );

  it('opens when the deposit is settled, not before; another patient, a signed-out visitor and a patient on the staff side are refused', async () => {
    const { agent, bookingId } = await confirmedBooking();
    const { agent: other } = await signedInAgent(api.app, api.em, 'user');
    await sql(`update bookings set status = 'payment_pending' where id = ?`, [bookingId]);
    const closed = await agent.get(`/api/bookings/${bookingId}/trip`).expect(409);
    expect(closed.body.message).toBe(API_MESSAGES.tripNotOpen);
    await sql(`update bookings set status = 'confirmed' where id = ?`, [bookingId]);

    const plan = (await agent.get(`/api/bookings/${bookingId}/trip`).expect(200)).body as TripPlanView;
    expect(plan.destination?.code).toBe('MY');
    expect(plan.arrivalOn).toBe(inDays(30));
    expect(plan.travellersExpected).toBe(2);
    expect(plan.steps.map((s) => [s.step, s.state])).toEqual([
      ['travellers', 'waiting_patient'],
      ['visa', 'todo'],
      ['flights', 'waiting_patient'],
      ['pickup', 'waiting_patient'],
      ['accommodation', 'waiting_patient'],
      ['admission', 'waiting_hospital'],
      ['discharge', 'todo'],
      ['aftercare', 'todo'],
    ]);

    await other.get(`/api/bookings/${bookingId}/trip`).expect(404);
    await other.patch(`/api/bookings/${bookingId}/trip`).send({ arrivalFlight: 'KQ 886' }).expect(404);
    await other.post(`/api/bookings/${bookingId}/trip/travellers`).send({}).expect(400);
    await api.http.get(`/api/bookings/${bookingId}/trip`).expect(401);
    await agent.get(`/api/admin/bookings/${bookingId}/trip`).expect(403);
    await agent.get('/api/admin/trips').expect(403);
    await agent
      .patch(`/api/admin/bookings/${bookingId}/trip`)
      .send({ admissionOn: inDays(31) })
      .expect(403);
  });

  it('a staff confirmation opens the plan through the worker, with reminders 21, 10 and 3 days before arrival at 06:00 UTC', async () => {
    const { bookingId } = await confirmedBooking();
    await sql(`update bookings set status = 'payment_pending' where id = ?`, [bookingId]);
    await admin.put(`/api/admin/bookings/${bookingId}`).send({ status: 'confirmed' }).expect(200);
    await waitFor(async () => (await sql(`select 1 from trip_plans where booking_id = ?`, [bookingId])).length > 0, 'the plan opened');
    const arrival = inDays(30);
    expect((await reminders(bookingId)).map((r) => [r.payload.daysBefore, new Date(r.available_at).toISOString()])).toEqual([
      [21, `${inDays(9)}T06:00:00.000Z`],
      [10, `${inDays(20)}T06:00:00.000Z`],
      [3, `${inDays(27)}T06:00:00.000Z`],
    ]);
    expect((await reminders(bookingId)).every((r) => r.payload.arrivalOn === arrival)).toBe(true);
  });

  it('refuses an arrival in the past, a flight home before arrival, a passport expiring before the return, with field errors and nothing written', async () => {
    const { agent, bookingId } = await confirmedBooking();
    const past = await agent
      .patch(`/api/bookings/${bookingId}/trip`)
      .send({ arrivalFlight: 'KQ 886', arrivalAt: `${inDays(-2)}T06:35` })
      .expect(400);
    expect(past.body.errors.arrivalAt).toBe(API_MESSAGES.arrivalInPast);
    const backwards = await agent
      .patch(`/api/bookings/${bookingId}/trip`)
      .send({ arrivalFlight: 'KQ 886', arrivalAt: `${inDays(30)}T06:35`, departureFlight: 'KQ 887', departureAt: `${inDays(29)}T23:55` })
      .expect(400);
    expect(backwards.body.errors.departureAt).toBe(API_MESSAGES.departureBeforeArrival);
    // What the hospital sends is staff's to set: a patient's body naming it is refused whole.
    const staffField = await agent
      .patch(`/api/bookings/${bookingId}/trip`)
      .send({ arrivalFlight: 'KQ 886', admissionOn: inDays(31) })
      .expect(400);
    expect(Object.keys(staffField.body.errors)).toEqual(['admissionOn']);
    // A visa decided needs its day; staff cannot plan an arrival in the past either.
    const undated = await agent
      .patch(`/api/bookings/${bookingId}/trip`)
      .send({ visaReference: 'MEV-1', visaStatus: 'approved' })
      .expect(400);
    expect(undated.body.errors).toEqual({ visaDecidedOn: API_MESSAGES.visaDecisionDayRequired });
    const staffPast = await admin
      .patch(`/api/admin/bookings/${bookingId}/trip`)
      .send({ arrivalOn: inDays(-1) })
      .expect(400);
    expect(staffPast.body.errors.arrivalOn).toBe(API_MESSAGES.arrivalInPast);
    const badFlight = await agent.patch(`/api/bookings/${bookingId}/trip`).send({ arrivalFlight: 'fly me' }).expect(400);
    expect(badFlight.body.errors.arrivalFlight).toBe(API_MESSAGES.flightNumberInvalid);
    const untouched = (await agent.get(`/api/bookings/${bookingId}/trip`).expect(200)).body as TripPlanView;
    expect([untouched.arrivalFlight, untouched.departureFlight, untouched.arrivalOn, untouched.visaStatus]).toEqual([
      null,
      null,
      inDays(30),
      null,
    ]);

    // The usual stay of a hip replacement is 14 days: the return is 44 days away until a flight home is given.
    const expiring = await agent
      .post(`/api/bookings/${bookingId}/trip/travellers`)
      .send({ role: 'patient', fullName: 'Wanjiru Kamau', nationality: 'ke', passportNumber: 'AK1234567', passportExpiry: inDays(40) })
      .expect(400);
    expect(expiring.body.errors.passportExpiry).toMatch(/^This passport expires before the planned return on \d{4}-\d{2}-\d{2}/);
    const wrongNumber = await agent
      .post(`/api/bookings/${bookingId}/trip/travellers`)
      .send({ role: 'patient', fullName: 'W', nationality: 'Kenya', passportNumber: 'A1', passportExpiry: 'next year' })
      .expect(400);
    expect(Object.keys(wrongNumber.body.errors).sort()).toEqual(['fullName', 'nationality', 'passportExpiry', 'passportNumber']);
    const noSuchDay = await agent
      .post(`/api/bookings/${bookingId}/trip/travellers`)
      .send({ role: 'patient', fullName: 'Wanjiru Kamau', nationality: 'KE', passportNumber: 'AK1234567', passportExpiry: '2030-02-30' })
      .expect(400);
    expect(noSuchDay.body.errors).toEqual({ passportExpiry: API_MESSAGES.passportExpiryInvalid });
    expect(await sql(`select 1 from trip_travellers where booking_id = ?`, [bookingId])).toHaveLength(0);
  });

  it('walks a Kenyan patient and the coordinator to the flight: travellers masked and encrypted, the visa letter, flights, pick-up; reminders only while something is missing, moved with the arrival day', async () => {
    const { agent, user, bookingId } = await confirmedBooking('sw');
    await agent.get(`/api/bookings/${bookingId}/trip`).expect(200);

    // The patient and their companion, as on their passports.
    await agent
      .post(`/api/bookings/${bookingId}/trip/travellers`)
      .send({ role: 'patient', fullName: 'Wanjiru Kamau', nationality: 'KE', passportNumber: 'AK 1234567', passportExpiry: '2031-05-01' })
      .expect(201);
    let plan = (
      await agent
        .post(`/api/bookings/${bookingId}/trip/travellers`)
        .send({ role: 'companion', fullName: 'Otieno Kamau', nationality: 'KE', passportNumber: 'BK7654321', passportExpiry: '2030-01-31' })
        .expect(201)
    ).body as TripPlanView;
    expect(plan.travellers.map((t) => [t.fullName, t.passportMasked])).toEqual([
      ['Wanjiru Kamau', '••••••567'],
      ['Otieno Kamau', '••••••321'],
    ]);
    expect(stepOf(plan, 'travellers')?.state).toBe('done');
    // Kenyans need a visa for Malaysia (set per destination): first the hospital's letter.
    expect(stepOf(plan, 'visa')).toMatchObject({ state: 'waiting_hospital', gaps: ['visa_letter', 'visa_reference', 'visa_decision'] });
    const stored = await sql<{ sealed: string }>(`select sealed from trip_travellers where booking_id = ?`, [bookingId]);
    expect(stored.map((t) => t.sealed).join(' ')).not.toMatch(/AK1234567|Wanjiru|2031-05-01/);

    // The first reminder (21 days before): the patient still has things to do, in Swahili.
    const [first] = await reminders(bookingId);
    await run('trips.reminder', first!.payload);
    const tripMails = async () => (await capturedMails(user.email)).filter((m) => m.text.includes(`/dashboard/bookings/${bookingId}/trip`));
    const reminder = (await waitFor(async () => (await tripMails())[0], 'the reminder'))!;
    expect(reminder.text).toContain('Mpendwa Wanjiru');
    expect(reminder.text).toContain(`/sw/dashboard/bookings/${bookingId}/trip`);
    expect((await sql(`select gaps from trip_reminders where booking_id = ?`, [bookingId]))[0]).toEqual({
      gaps: ['visa_reference', 'visa_decision', 'arrival_flight', 'departure_flight', 'pickup_answer', 'accommodation_patient'],
    });
    const remindersSent = async () => (await tripMails()).length;
    const sentAfterFirst = await remindersSent();

    // Staff: a letter that is not a PDF or image is refused; the hospital's letter is stored, and the patient downloads it.
    await admin
      .post(`/api/admin/bookings/${bookingId}/trip/documents`)
      .field('kind', 'visa_letter')
      .attach('file', EXE, 'letter.pdf')
      .expect(400);
    const staffPlan = (
      await admin
        .post(`/api/admin/bookings/${bookingId}/trip/documents`)
        .field('kind', 'visa_letter')
        .attach('file', PDF, 'Sunway visa support letter.pdf')
        .expect(201)
    ).body as StaffTripPlanView;
    expect(staffPlan.patientName).toBe('Wanjiru Kamau');
    expect(staffPlan.reminders).toHaveLength(1);
    const letter = staffPlan.documents[0]!;
    const downloaded = await bytes(agent.get(`/api/bookings/${bookingId}/trip/documents/${letter.id}`)).expect(200);
    expect(Buffer.compare(downloaded.body as Buffer, PDF)).toBe(0);

    // The patient: eVISA reference, then approved; flights; pick-up with an interpreter; their own accommodation.
    plan = (
      await agent
        .patch(`/api/bookings/${bookingId}/trip`)
        .send({
          visaReference: 'mev-2026-88812',
          visaStatus: 'approved',
          visaDecidedOn: inDays(0),
          arrivalFlight: 'kq886',
          arrivalAt: `${inDays(30)}T06:35`,
          departureFlight: 'KQ 887',
          departureAt: `${inDays(50)}T23:55`,
          pickupRequested: true,
          interpreterLanguage: 'Swahili',
          accommodationName: 'Sunway Pyramid Suites',
          accommodationAddress: 'Jalan PJS 11/15, Bandar Sunway',
          accommodationNights: 20,
        })
        .expect(200)
    ).body as TripPlanView;
    expect([plan.visaReference, plan.arrivalFlight]).toEqual(['MEV-2026-88812', 'KQ886']);
    expect(plan.steps.filter((s) => s.state === 'done').map((s) => s.step)).toEqual(['travellers', 'visa', 'flights', 'accommodation']);
    expect(stepOf(plan, 'pickup')).toMatchObject({ state: 'waiting_hospital', gaps: ['pickup_details'] });

    // The trips list: what is still missing, and how far away the arrival is.
    const list = await admin
      .get('/api/admin/trips')
      .query({ filter: JSON.stringify({ q: bookingId.slice(-8), missing: true }) })
      .expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: bookingId, daysToArrival: 30, missing: ['pickup_details', 'admission_date'], stage: 'before_arrival' }),
    ]);

    // Staff: who meets them, and the admission day; every step before arrival is done.
    plan = (
      await admin
        .patch(`/api/admin/bookings/${bookingId}/trip`)
        .send({ pickupDetails: 'Aziz (+60 12 345 6789) at KLIA door 3 with a MedTour sign', admissionOn: inDays(31) })
        .expect(200)
    ).body as StaffTripPlanView;
    expect(plan.steps.slice(0, 6).every((s) => s.state === 'done')).toBe(true);
    expect((await sql<{ missing: string[] }>(`select missing from trip_plans where booking_id = ?`, [bookingId]))[0]!.missing).toEqual([]);

    // Each change is audited: who made it (the patient or the coordinator), on which booking, what it touched;
    // never the passport number itself.
    const audit = await sql<{ actor_id: string; action: string; details: Record<string, unknown> }>(
      `select actor_id, action, details from audit_events
        where entity = 'booking' and entity_id = ? and action in ('trip.traveller_add', 'trip.document_upload', 'trip.update') order by id`,
      [bookingId],
    );
    const who = (id: string) => (id === user.id ? 'patient' : id === adminUser.id ? 'admin' : id);
    expect(audit.map((event) => [event.action, who(event.actor_id)])).toEqual([
      ['trip.traveller_add', 'patient'],
      ['trip.traveller_add', 'patient'],
      ['trip.document_upload', 'admin'],
      ['trip.update', 'patient'],
      ['trip.update', 'admin'],
    ]);
    expect(audit.every((event) => event.details.patientId === user.id)).toBe(true);
    expect(JSON.stringify(audit)).not.toMatch(/AK ?1234567|BK7654321/);

    // The 10-day reminder finds nothing missing: nothing is sent.
    await run('trips.reminder', (await reminders(bookingId))[1]!.payload);
    expect(await remindersSent()).toBe(sentAfterFirst);

    // A later flight moves the reminders; one of the old day finds the plan moved and sends nothing, even with a gap open again.
    await agent
      .patch(`/api/bookings/${bookingId}/trip`)
      .send({ arrivalAt: `${inDays(40)}T06:35`, departureFlight: null, departureAt: null })
      .expect(200);
    const moved = (await reminders(bookingId)).filter((r) => r.payload.arrivalOn === inDays(40));
    expect(moved.map((r) => new Date(r.available_at).toISOString())).toEqual([
      `${inDays(19)}T06:00:00.000Z`,
      `${inDays(30)}T06:00:00.000Z`,
      `${inDays(37)}T06:00:00.000Z`,
    ]);
    await run(
      'trips.reminder',
      (await reminders(bookingId)).find((r) => r.payload.arrivalOn === inDays(30) && r.payload.daysBefore === 3)!.payload,
    );
    expect(await remindersSent()).toBe(sentAfterFirst);
    await run('trips.reminder', moved[0]!.payload);
    await waitFor(async () => (await remindersSent()) === sentAfterFirst + 1, 'the reminder of the new day');

    // Cancelled: its reminders are never sent.
    await agent.post(`/api/bookings/${bookingId}/cancel`).expect(200);
    await run('trips.reminder', moved[1]!.payload);
    expect(await remindersSent()).toBe(sentAfterFirst + 1);
    await agent.get(`/api/bookings/${bookingId}/trip`).expect(409);
  });

  it('discharges with the pack and a final bill the patient can read (a difference above the threshold needs a reason), then aftercare alerts a coordinator on warning signs', async () => {
    const { agent, user, bookingId } = await confirmedBooking('en', 5);
    await agent.get(`/api/bookings/${bookingId}/trip`).expect(200);
    await admin
      .patch(`/api/admin/bookings/${bookingId}/trip`)
      .send({ admissionOn: inDays(6) })
      .expect(200);

    // A discharge file that is no PDF or image by its content is refused, whatever its name says: a program, or a
    // Word file (a record may be one, but a patient's phone must open what the hospital sends). Nothing is kept.
    for (const [bytes, name] of [
      [EXE, 'discharge summary.pdf'],
      [DOCX, 'discharge summary.docx'],
    ] as const) {
      const refused = await admin
        .post(`/api/admin/bookings/${bookingId}/trip/documents`)
        .field('kind', 'discharge')
        .attach('file', bytes, name)
        .expect(400);
      expect(refused.body.message).toBe(TRIP_DOCUMENT_TYPE_NOT_SUPPORTED);
    }
    expect(await sql(`select 1 from trip_documents where booking_id = ?`, [bookingId])).toEqual([]);
    await admin
      .post(`/api/admin/bookings/${bookingId}/trip/documents`)
      .field('kind', 'discharge')
      .attach('file', DISCHARGE, 'discharge summary.pdf')
      .expect(201);
    const noReason = await admin
      .patch(`/api/admin/bookings/${bookingId}/trip`)
      .send({ dischargedOn: inDays(20), finalBillUsd: 13000 })
      .expect(400);
    expect(noReason.body.errors.finalBillReason).toMatch(/more than 10 %/);
    expect((await sql(`select discharged_on, final_bill_usd from trip_plans where booking_id = ?`, [bookingId]))[0]).toEqual({
      discharged_on: null,
      final_bill_usd: null,
    });
    await admin
      .patch(`/api/admin/bookings/${bookingId}/trip`)
      .send({ dischargedOn: inDays(20), finalBillUsd: 13000, finalBillReason: 'Two extra nights in hospital for a wound check' })
      .expect(200);
    const plan = (await agent.get(`/api/bookings/${bookingId}/trip`).expect(200)).body as TripPlanView;
    expect(plan.finalBill).toEqual({
      quotedUsd: 10000,
      finalUsd: 13000,
      differenceUsd: 3000,
      differencePercent: 30,
      reasonNeeded: true,
      reason: 'Two extra nights in hospital for a wound check',
    });
    expect(stepOf(plan, 'discharge')?.state).toBe('done');
    await waitFor(
      async () => (await capturedMails(user.email)).find((m) => m.text.includes(`/dashboard/bookings/${bookingId}/trip`)),
      'the discharge email',
    );

    // The hip replacement's aftercare: check-ins 3, 14, 30 and 90 days after discharge, each a delayed job.
    expect(plan.checkIns.map((c) => [c.day, c.dueAt])).toEqual([
      [3, `${inDays(23)}T06:00:00.000Z`],
      [14, `${inDays(34)}T06:00:00.000Z`],
      [30, `${inDays(50)}T06:00:00.000Z`],
      [90, `${inDays(110)}T06:00:00.000Z`],
    ]);
    const [day3] = plan.checkIns;
    const early = await agent
      .post(`/api/bookings/${bookingId}/trip/check-ins/${day3!.id}`)
      .send({ pain: 3, wound: 'fine', mobility: 'better' })
      .expect(409);
    expect(early.body.message).toBe(API_MESSAGES.checkInNotDue);

    // The clock reaches day 3: the check-in is emailed, and answered with a fever and a red wound.
    await sql(`update aftercare_checkins set due_at = now() - interval '1 minute' where id = ?`, [day3!.id]);
    const [job] = await sql<{ payload: object }>(
      `select payload from outbox where job_name = 'trips.check_in' and payload ->> 'checkInId' = ?`,
      [day3!.id],
    );
    const [due] = await sql<{ due_at: string }>(`select due_at from aftercare_checkins where id = ?`, [day3!.id]);
    await run('trips.check_in', { ...job!.payload, dueAt: new Date(due!.due_at).toISOString() });
    await waitFor(async () => (await capturedMails(user.email)).some((m) => m.text.includes('#aftercare')), 'the check-in email');

    const answered = await agent
      .post(`/api/bookings/${bookingId}/trip/check-ins/${day3!.id}`)
      .send({ pain: 6, temperatureC: 39, wound: 'red', mobility: 'same', notes: 'fever 39 and the wound is red' })
      .expect(201);
    // The notes read as urgent too (the safety screen prefers a false alarm to a miss).
    expect(answered.body.checkIn.signs).toEqual(expect.arrayContaining(['fever', 'wound']));
    // The emergency guidance with the numbers of the patient's country (Kenya) and of where they are treated.
    expect(answered.body.guidance).toContain('- Kenya: 999\n- Malaysia: 999');
    await agent
      .post(`/api/bookings/${bookingId}/trip/check-ins/${day3!.id}`)
      .send({ pain: 1, wound: 'fine', mobility: 'better' })
      .expect(409);
    const [alert] = await sql<{ payload: object }>(
      `select payload from outbox where job_name = 'trips.aftercare_alert' and payload ->> 'checkInId' = ?`,
      [day3!.id],
    );
    expect(alert).toBeDefined();

    // The coordinators' aftercare list shows the open alert until one acknowledges it.
    const aftercare = async () =>
      (
        await admin
          .get('/api/admin/aftercare')
          .query({ filter: JSON.stringify({ alerts: true }) })
          .expect(200)
      ).body as { id: string; openAlerts: number }[];
    expect((await aftercare()).find((row) => row.id === bookingId)?.openAlerts).toBe(1);
    await admin.post(`/api/admin/bookings/${bookingId}/trip/check-ins/${day3!.id}/acknowledge`).expect(201);
    expect((await aftercare()).find((row) => row.id === bookingId)).toBeUndefined();

    // Completed aftercare leads to the review invitation: not before the last check-in is answered.
    await sql(`update bookings set status = 'completed', completed_at = now() - interval '30 days' where id = ?`, [bookingId]);
    await run('maintenance.invite_reviews', {});
    expect((await sql(`select review_invited_at from bookings where id = ?`, [bookingId]))[0]).toEqual({ review_invited_at: null });
    await sql(`update aftercare_checkins set due_at = now() - interval '1 minute' where booking_id = ?`, [bookingId]);
    for (const checkIn of plan.checkIns.slice(1))
      await agent
        .post(`/api/bookings/${bookingId}/trip/check-ins/${checkIn.id}`)
        .send({ pain: 1, wound: 'fine', mobility: 'better' })
        .expect(201);
    expect(
      await sql(`select 1 from outbox where job_name = 'reviews.invitation' and payload ->> 'bookingId' = ?`, [bookingId]),
    ).toHaveLength(1);

    // The export holds the trip: the passport details opened, the discharge pack byte for byte.
    await agent
      .post(`/api/bookings/${bookingId}/trip/travellers`)
      .send({ role: 'patient', fullName: 'Wanjiru Kamau', nationality: 'KE', passportNumber: 'AK1234567', passportExpiry: '2031-05-01' })
      .expect(201);
    const requested = await agent.post('/api/privacy/exports').expect(202);
    await run('privacy.build_export', { dataRequestId: requested.body.id });
    const zip = await bytes(agent.get(`/api/privacy/exports/${requested.body.id}/download`)).expect(200);
    const files = unzipSync(new Uint8Array(zip.body as Buffer));
    const trips = JSON.parse(strFromU8(files['trips.json']!)) as { final_bill_usd: number; travellers: { passportNumber: string }[] }[];
    expect(trips[0]).toMatchObject({ final_bill_usd: 13000, travellers: [{ passportNumber: 'AK1234567' }] });
    const pack = Object.entries(files).find(([name]) => name.startsWith('trip-files/') && name.endsWith('discharge summary.pdf'));
    expect(Buffer.compare(Buffer.from(pack![1]), DISCHARGE)).toBe(0);
  });

  it('aftercare is over once its check-ins are answered or lapsed a week: the trips list says finished and the review invitation goes out', async () => {
    const { bookingId } = await confirmedBooking('en', 5);
    // Staff fill the plan before anyone opened it (the worker's job still queued): it opens then.
    await admin
      .patch(`/api/admin/bookings/${bookingId}/trip`)
      .send({ admissionOn: inDays(5), dischargedOn: inDays(6) })
      .expect(200);
    await sql(`update bookings set status = 'completed', completed_at = now() - interval '30 days' where id = ?`, [bookingId]);
    const stage = async () =>
      (
        (
          await admin
            .get('/api/admin/trips')
            .query({ filter: JSON.stringify({ q: bookingId.slice(-8) }) })
            .expect(200)
        ).body as { stage: string }[]
      )[0]?.stage;
    const invited = async () =>
      (await sql<{ at: string | null }>(`select review_invited_at as at from bookings where id = ?`, [bookingId]))[0]!.at;

    // The first check-in missed two days ago: aftercare still waits for it.
    await sql(`update aftercare_checkins set due_at = now() - interval '2 days' where booking_id = ? and day = 3`, [bookingId]);
    expect(await stage()).toBe('aftercare');
    await run('maintenance.invite_reviews', {});
    expect(await invited()).toBeNull();

    // Every check-in past and unanswered for more than a week: lapsed.
    await sql(`update aftercare_checkins set due_at = now() - interval '8 days' where booking_id = ?`, [bookingId]);
    expect(await stage()).toBe('finished');
    await run('maintenance.invite_reviews', {});
    expect(await invited()).not.toBeNull();
  });

  it('a passport added twice at once (a double click, two tabs) is one traveller', async () => {
    const { agent, bookingId } = await confirmedBooking();
    await agent.get(`/api/bookings/${bookingId}/trip`).expect(200);
    const traveller = {
      role: 'patient',
      fullName: 'Wanjiru Kamau',
      nationality: 'KE',
      passportNumber: 'AK1234567',
      passportExpiry: '2031-05-01',
    };
    await Promise.all([0, 1, 2].map(() => agent.post(`/api/bookings/${bookingId}/trip/travellers`).send(traveller).expect(201)));
    const plan = (await agent.get(`/api/bookings/${bookingId}/trip`).expect(200)).body as TripPlanView;
    expect(plan.travellers.map((t) => t.passportMasked)).toEqual(['••••••567']);
  });

  it('follows what admins set per treatment and destination: its steps, reminder days and aftercare days', async () => {
    const [country] = await sql<{ id: string }>(`select id from countries where code = 'MY'`);
    const set = (treatment: object, destination: object) =>
      Promise.all([
        admin.put(`/api/admin/treatments/${offer.treatmentId}`).send(treatment).expect(200),
        admin.put(`/api/admin/countries/${country!.id}`).send(destination).expect(200),
      ]);
    await set({ tripSteps: ['visa', 'accommodation', 'aftercare'], aftercareDays: [2, 7] }, { reminderDays: [14, 2] });
    try {
      const { agent, bookingId } = await confirmedBooking('en', 20);
      const plan = (await agent.get(`/api/bookings/${bookingId}/trip`).expect(200)).body as TripPlanView;
      expect(plan.steps.map((s) => s.step)).toEqual([
        'travellers',
        'visa',
        'flights',
        'accommodation',
        'admission',
        'discharge',
        'aftercare',
      ]);
      expect((await reminders(bookingId)).map((r) => [r.payload.daysBefore, new Date(r.available_at).toISOString()])).toEqual([
        [14, `${inDays(6)}T06:00:00.000Z`],
        [2, `${inDays(18)}T06:00:00.000Z`],
      ]);
      const discharged = (
        await admin
          .patch(`/api/admin/bookings/${bookingId}/trip`)
          .send({ admissionOn: inDays(20), dischargedOn: inDays(25) })
          .expect(200)
      ).body as StaffTripPlanView;
      expect(discharged.checkIns.map((c) => [c.day, c.dueAt])).toEqual([
        [2, `${inDays(27)}T06:00:00.000Z`],
        [7, `${inDays(32)}T06:00:00.000Z`],
      ]);
      // A later discharge day moves the check-ins not yet answered.
      const moved = (
        await admin
          .patch(`/api/admin/bookings/${bookingId}/trip`)
          .send({ dischargedOn: inDays(26) })
          .expect(200)
      ).body as StaffTripPlanView;
      expect(moved.checkIns.map((c) => c.dueAt)).toEqual([`${inDays(28)}T06:00:00.000Z`, `${inDays(33)}T06:00:00.000Z`]);
    } finally {
      await set(
        { tripSteps: ['visa', 'pickup', 'accommodation', 'aftercare'], aftercareDays: [3, 14, 30, 90] },
        { reminderDays: [21, 10, 3] },
      );
    }
  });

  it('a moderator may not read another coordinator’s trip; trip settings are the admins’', async () => {
    const { agent, bookingId } = await confirmedBooking();
    await agent.get(`/api/bookings/${bookingId}/trip`).expect(200);
    const { agent: moderator } = await signedInAgent(api.app, api.em, 'moderator');
    const { user: other } = await signedInAgent(api.app, api.em, 'moderator');
    await sql(`update bookings set assigned_to_id = ? where id = ?`, [other.id, bookingId]);
    await moderator.get(`/api/admin/bookings/${bookingId}/trip`).expect(404);
    await moderator.get('/api/admin/trips').expect(200);
    await moderator.put(`/api/admin/settings/site`).send({ finalBillThresholdPercent: 50 }).expect(403);
    await admin.put(`/api/admin/settings/site`).send({ finalBillThresholdPercent: 101 }).expect(400);
    const [country] = await sql<{ id: string }>(`select id from countries where code = 'MY'`);
    const bad = await admin
      .put(`/api/admin/countries/${country!.id}`)
      .send({ visaNationalities: ['Kenya'], reminderDays: [0] })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['reminderDays', 'visaNationalities']);
  });
});
