import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.js';
import { sql } from '../../fixtures/db.js';
import { capturedMails } from '../../fixtures/mail.js';
import type { Account } from '../../fixtures/accounts.js';
import { createPatientBooking } from '../admin/data.js';
import { openPanel, toast } from '../admin/staff.js';

/*
 * Issue 54, after the deposit: a Kenyan patient and a coordinator walk a confirmed booking from the
 * passports to aftercare. Reminders and check-ins are delayed jobs of the outbox: the test moves the
 * clock by releasing a job whose time has come (its `available_at` set to now), never by sleeping.
 */

const LETTER = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nE2E VISA SUPPORT LETTER\n%%EOF');
const DISCHARGE = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nE2E DISCHARGE SUMMARY: walk twice a day\n%%EOF');

/** The day `days` from today (UTC), as the API and date inputs take it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A patient from Nairobi with a booking whose quote ($10,000) is accepted and deposit paid, arriving in 30 days. */
async function confirmedBooking(
  accounts: { create(): Promise<Account>; request(a: Account): Promise<APIRequestContext> },
  language: string,
) {
  const account = await accounts.create();
  await sql(`update users set language = $1 where id = $2`, [language, account.id]);
  await sql(`update profiles set first_name = 'Achieng', last_name = 'Otieno', country = 'Kenya' where user_id = $1`, [account.id]);
  const patient = await accounts.request(account);
  const assessed = await patient.post('/api/assessments', {
    data: {
      idempotencyKey: randomUUID(),
      conditionCategory: 'Orthopedic Surgery',
      symptoms: 'E2E: my knee hurts on stairs',
      urgencyLevel: 'medium',
    },
  });
  expect(assessed.status(), await assessed.text()).toBe(201);
  const booking = await createPatientBooking(patient, { preferredDate: inDays(30) });
  await sql(
    `insert into booking_quotes (id, booking_id, version, lines, total_usd, deposit_usd, valid_until)
     values (gen_random_uuid(), $1, 1, $2, 10000, 2000, current_date + 14)`,
    [booking.id, JSON.stringify([{ label: 'Treatment', detail: null, amountUsd: 10000 }])],
  );
  await sql(`update bookings set status = 'confirmed' where id = $1`, [booking.id]);
  return { account, patient, booking };
}

/** The clock reaches a delayed job: it is released to the worker now; resolves once the worker has run it. */
async function release(job: string, where: string, params: unknown[]) {
  const rows = await sql(`update outbox set available_at = now() where job_name = $1 and ${where} returning id`, [job, ...params]);
  expect(rows.length, `${job} to release`).toBe(1);
  await expect
    .poll(async () => (await sql(`select processed_at from outbox where id = $1`, [rows[0]![0]]))[0]?.[0], { timeout: 20_000 })
    .not.toBeNull();
}

const releaseReminder = (bookingId: string, daysBefore: number, arrivalOn: string) =>
  release('trips.reminder', `payload ->> 'bookingId' = $2 and payload ->> 'daysBefore' = $3 and payload ->> 'arrivalOn' = $4`, [
    bookingId,
    String(daysBefore),
    arrivalOn,
  ]);

/** The day-3 check-in comes due now (its row and its job moved together, as a discharge a few days ago would have them). */
async function dueNow(bookingId: string) {
  const dueAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000).toISOString();
  const [row] = await sql(`update aftercare_checkins set due_at = $1 where booking_id = $2 and day = 3 returning id`, [dueAt, bookingId]);
  await sql(
    `update outbox set payload = jsonb_set(payload, '{dueAt}', to_jsonb($1::text)) where job_name = 'trips.check_in' and payload ->> 'checkInId' = $2`,
    [dueAt, row![0]],
  );
  await release('trips.check_in', `payload ->> 'checkInId' = $2`, [row![0]]);
}

const tripMails = (email: string, bookingId: string) =>
  capturedMails().filter((m) => m.to.toLowerCase() === email.toLowerCase() && m.text.includes(`/dashboard/bookings/${bookingId}/trip`));

/** A step of the checklist, by its name. */
const step = (page: Page, name: string): Locator =>
  page
    .getByRole('region', { name: /checklist|orodha/i })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

async function staffPage(browser: Browser, accounts: { storageState(a: Account): Promise<unknown> }, staff: Account, baseURL: string) {
  const context = await browser.newContext({ baseURL, storageState: (await accounts.storageState(staff)) as never });
  return context.newPage();
}

test('a Kenyan patient and their coordinator walk a confirmed booking from passports to aftercare', async ({
  page,
  browser,
  accounts,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { account, booking } = await confirmedBooking(accounts, 'en');
  const coordinator = await staffPage(browser, accounts, await accounts.create({ role: 'moderator' }), baseURL!);
  await page.context().addCookies((await accounts.storageState(account)).cookies);

  // The booking card leads to the plan: the patient's part first.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Your trip plan' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/bookings/${booking.id}/trip`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your trip plan' })).toBeVisible();
  await expect(step(page, 'Travellers')).toContainText('Waiting for you');

  const add = page.getByRole('form', { name: 'Add a traveller' });
  await add.getByLabel('Who is this?').selectOption('patient');
  await add.getByLabel('Full name as on the passport').fill('Achieng Otieno');
  await add.getByLabel('Nationality').selectOption('KE');
  await add.getByLabel('Passport number').fill('AK1234567');
  await add.getByLabel('Passport expiry date').fill('2031-05-01');
  await add.getByRole('button', { name: 'Add the traveller' }).click();
  const traveller = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Achieng Otieno' }) });
  await expect(traveller).toContainText('number ending in 567');
  await expect(page.getByText('AK1234567')).toHaveCount(0);
  await expect(step(page, 'Travellers')).toContainText('Done');
  // Kenyans need a visa here: the hospital's letter comes first.
  await expect(step(page, 'Visa')).toContainText('Waiting for the hospital');

  const flights = page.getByRole('form', { name: 'Flights' });
  await flights.getByLabel('Arrival flight number').fill('KQ 886');
  await flights.getByLabel('Landing date and local time').fill(`${inDays(30)}T06:35`);
  await flights.getByLabel('Flight home number').fill('KQ 887');
  await flights.getByLabel('Departure date and local time').fill(`${inDays(50)}T23:55`);
  await flights.getByRole('button', { name: 'Save the flights' }).click();
  await expect(step(page, 'Flights')).toContainText('Done');

  const pickup = page.getByRole('form', { name: 'Airport pick-up' });
  await pickup.getByLabel('Yes, please meet me at the airport').check();
  await pickup.getByRole('button', { name: 'Save the pick-up' }).click();
  await expect(step(page, 'Airport pick-up')).toContainText('Waiting for the hospital');

  // 21 days before arrival: the visa is still missing on the patient's side, so they are reminded.
  await releaseReminder(booking.id, 21, inDays(30));
  await expect.poll(() => tripMails(account.email, booking.id).length).toBe(1);

  // The coordinator's trips list: what is still missing, 30 days before arrival.
  await coordinator.goto(`/admin/trips`);
  await coordinator.getByPlaceholder('Search trips').fill(booking.reference);
  const trip = coordinator.getByRole('row').filter({ hasText: booking.reference });
  await expect(trip).toContainText('arrives in 30 days');
  await expect(trip).toContainText('no visa letter');

  // The coordinator fills what the hospital sent: the visa letter, who meets the patient, the admission day.
  await openPanel(coordinator, `/bookings/${booking.id}/show`);
  const plan = coordinator.getByRole('region', { name: 'Trip plan' });
  await plan
    .getByLabel('Upload the visa letter')
    .setInputFiles({ name: 'Visa support letter.pdf', mimeType: 'application/pdf', buffer: LETTER });
  await expect(toast(coordinator, 'Visa support letter.pdf uploaded')).toBeVisible();
  await plan.getByLabel('Pick-up details').fill('Aziz (+60 12 345 6789) meets you at KLIA door 3 with a MedTour sign');
  await plan.getByLabel('Admission date').fill(inDays(31));
  await plan.getByRole('button', { name: 'Save trip plan' }).click();
  await expect(toast(coordinator, 'Trip plan saved')).toBeVisible();

  // The patient downloads the letter, applies, and sees every step before arrival done.
  await page.reload();
  const [letter] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Visa support letter.pdf' }).click(),
  ]);
  expect(readFileSync((await letter.path())!).equals(LETTER)).toBe(true);
  const visa = page.getByRole('form', { name: 'Visa' });
  await visa.getByLabel('eVISA application reference').fill('MEV-2026-88812');
  await visa.getByLabel('Visa status').selectOption('approved');
  await visa.getByLabel('Date of the decision').fill(inDays(0));
  await visa.getByRole('button', { name: 'Save the visa details' }).click();
  await expect(visa.getByRole('status')).toContainText('Your trip plan is saved.');
  await expect(page.getByText('Aziz (+60 12 345 6789) meets you at KLIA door 3')).toBeVisible();
  const accommodation = page.getByRole('form', { name: 'Accommodation' });
  await accommodation.getByLabel('Name of the place').fill('Sunway Pyramid Suites');
  await accommodation.getByLabel('Address').fill('Jalan PJS 11/15, Bandar Sunway');
  await accommodation.getByLabel('Number of nights').fill('20');
  await accommodation.getByRole('button', { name: 'Save where I stay' }).click();
  await expect(accommodation.getByRole('status')).toContainText('Your trip plan is saved.');
  for (const name of ['Travellers', 'Visa', 'Flights', 'Airport pick-up', 'Accommodation', 'Hospital admission'])
    await expect(step(page, name), name).toContainText('Done');

  // 10 days before: nothing is missing, so nothing is sent.
  await releaseReminder(booking.id, 10, inDays(30));
  expect(tripMails(account.email, booking.id)).toHaveLength(1);

  // A later flight moves the reminders with the arrival day.
  await flights.getByLabel('Landing date and local time').fill(`${inDays(35)}T06:35`);
  await flights.getByRole('button', { name: 'Save the flights' }).click();
  await expect
    .poll(async () =>
      (
        await sql(
          `select to_char(available_at at time zone 'utc', 'YYYY-MM-DD HH24:MI') from outbox
            where job_name = 'trips.reminder' and payload ->> 'bookingId' = $1 and payload ->> 'arrivalOn' = $2 order by available_at`,
          [booking.id, inDays(35)],
        )
      ).map((row) => row[0]),
    )
    .toEqual([`${inDays(14)} 06:00`, `${inDays(25)} 06:00`, `${inDays(32)} 06:00`]);

  // Discharge: the coordinator uploads the pack and the final bill ($10,500: within 10 % of the quote).
  await coordinator.reload();
  await plan
    .getByLabel('Upload discharge pack files')
    .setInputFiles({ name: 'Discharge summary.pdf', mimeType: 'application/pdf', buffer: DISCHARGE });
  await expect(toast(coordinator, 'Discharge summary.pdf uploaded')).toBeVisible();
  await plan.getByLabel('Admission date').fill(inDays(0));
  await plan.getByLabel('Discharge date').fill(inDays(0));
  await plan.getByLabel('Final bill (USD)').fill('10500');
  await plan.getByRole('button', { name: 'Save trip plan' }).click();
  await expect(toast(coordinator, 'Trip plan saved')).toBeVisible();

  await page.reload();
  await expect(step(page, 'Leaving hospital')).toContainText('Done');
  const [pack] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Discharge summary.pdf' }).click(),
  ]);
  expect(readFileSync((await pack.path())!).equals(DISCHARGE)).toBe(true);
  await expect(page.getByText('$500 more than the quote')).toBeVisible();

  // Day 3 after discharge: the check-in is emailed; answered "fever 39 and the wound is red".
  await dueNow(booking.id);
  await expect.poll(() => tripMails(account.email, booking.id).filter((mail) => mail.text.includes('#aftercare')).length).toBe(1);
  await page.reload();
  const checkIn = page.getByRole('form', { name: 'Day 3 after leaving hospital' });
  await checkIn.getByRole('radio', { name: '6', exact: true }).check();
  await checkIn.getByLabel('Your temperature in °C').fill('39');
  await checkIn.getByLabel('Red, swollen or hot around it').check();
  await checkIn.getByLabel('About the same').check();
  await checkIn.getByLabel('Questions or anything else for your coordinator').fill('fever 39 and the wound is red');
  await checkIn.getByRole('button', { name: 'Send my answers' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Please get medical help now' });
  await expect(alert).toContainText('Your coordinator has been alerted and will contact you.');
  await expect(alert).toContainText('A fever');
  // The emergency numbers of the patient's country and of the hospital's: days after discharge they may be either place.
  const [[hospitalCountry]] = await sql(
    `select c.name from bookings b join hospitals h on h.id = b.hospital_id join countries c on c.id = h.country_id where b.id = $1`,
    [booking.id],
  );
  await expect(alert).toContainText('Kenya: 999');
  await expect(alert).toContainText(`${hospitalCountry}: `);

  // The coordinator sees it at once in the aftercare list, and acknowledges it on the booking.
  await coordinator.goto('/admin/aftercare');
  await coordinator.getByRole('switch', { name: 'With alerts' }).check();
  await expect(coordinator.getByRole('row').filter({ hasText: booking.reference })).toBeVisible();
  await openPanel(coordinator, `/bookings/${booking.id}/show`);
  await plan.getByRole('button', { name: 'Acknowledge alert of the day 3 check-in' }).click();
  await expect(toast(coordinator, 'Alert acknowledged')).toBeVisible();
  await coordinator.context().close();
});

test('what a patient types in one form is kept while another form’s save comes back', async ({ page, accounts }) => {
  const { account, booking } = await confirmedBooking(accounts, 'en');
  await page.context().addCookies((await accounts.storageState(account)).cookies);
  await page.goto(`/dashboard/bookings/${booking.id}/trip`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your trip plan' })).toBeVisible();

  // The page's data after the flights' save comes back slowly (a slow network): the "saved" answer shows
  // first, and the patient starts on where they stay meanwhile.
  let held: () => void = () => {};
  const heldBack = new Promise<void>((resolve) => (held = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/trip.data') && url.searchParams.has('_routes'),
    async (route) => {
      await heldBack;
      await route.continue();
    },
  );
  const flights = page.getByRole('form', { name: 'Flights' });
  await flights.getByLabel('Arrival flight number').fill('KQ 886');
  await flights.getByLabel('Landing date and local time').fill(`${inDays(30)}T06:35`);
  await flights.getByLabel('Flight home number').fill('KQ 887');
  await flights.getByLabel('Departure date and local time').fill(`${inDays(50)}T23:55`);
  await flights.getByRole('button', { name: 'Save the flights' }).click();
  await expect(flights.getByRole('status')).toContainText('Your trip plan is saved.');
  const accommodation = page.getByRole('form', { name: 'Accommodation' });
  await accommodation.getByLabel('Name of the place').fill('Sunway Pyramid Suites');
  held();
  await expect(step(page, 'Flights')).toContainText('Done');
  await expect(accommodation.getByLabel('Name of the place')).toHaveValue('Sunway Pyramid Suites');

  await accommodation.getByLabel('Address').fill('Jalan PJS 11/15, Bandar Sunway');
  await accommodation.getByLabel('Number of nights').fill('20');
  await page.unrouteAll();
  await accommodation.getByRole('button', { name: 'Save where I stay' }).click();
  await expect(step(page, 'Accommodation')).toContainText('Done');
  const [stored] = await sql(`select accommodation_name from trip_plans where booking_id = $1`, [booking.id]);
  expect(stored![0]).toBe('Sunway Pyramid Suites');
});

test.describe('without JavaScript, in Swahili', () => {
  test.use({ javaScriptEnabled: false });

  test('the same walk: travellers, flights, a reminder only while something is missing, the visa letter and eVISA, pick-up, stay, discharge papers and the bill, and a check-in with warning signs that alerts the coordinator', async ({
    page,
    accounts,
  }) => {
    test.setTimeout(180_000);
    const { account, booking } = await confirmedBooking(accounts, 'sw');
    // The coordinator's side through the API: the back office needs JavaScript (and is in English), the patient's pages do not.
    const staff = await accounts.request(await accounts.create({ role: 'moderator' }));
    await page.context().addCookies((await accounts.storageState(account)).cookies);
    const path = `/sw/dashboard/bookings/${booking.id}/trip`;

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mpango wa safari yako');
    const add = () => page.getByRole('form', { name: 'Ongeza msafiri' });
    await add().getByLabel('Huyu ni nani?').selectOption('patient');
    await add().getByLabel('Jina kamili kama lilivyo kwenye pasipoti').fill('Achieng Otieno');
    await add().getByLabel('Uraia').selectOption('KE');
    await add().getByLabel('Nambari ya pasipoti').fill('AK1234567');
    // A passport that expires before the planned return: refused on its field, in Swahili, the other answers kept.
    await add().getByLabel('Tarehe ya mwisho wa pasipoti').fill(inDays(20));
    await add().getByRole('button', { name: 'Ongeza msafiri huyu' }).click();
    await expect(add().getByText(/Pasipoti hii/)).toBeVisible();
    await expect(add().getByLabel('Jina kamili kama lilivyo kwenye pasipoti')).toHaveValue('Achieng Otieno');
    await add().getByLabel('Tarehe ya mwisho wa pasipoti').fill('2031-05-01');
    await add().getByLabel('Nambari ya pasipoti').fill('AK1234567');
    await add().getByRole('button', { name: 'Ongeza msafiri huyu' }).click();
    await expect(step(page, 'Wasafiri')).toContainText('Imekamilika');
    await expect(page.getByText('AK1234567')).toHaveCount(0);

    const flights = page.getByRole('form', { name: 'Safari za ndege' });
    await flights.getByLabel('Nambari ya ndege ya kuwasili').fill('KQ 886');
    await flights.getByLabel('Tarehe na saa ya kutua (saa za huko)').fill(`${inDays(30)}T06:35`);
    await flights.getByLabel('Nambari ya ndege ya kurudi nyumbani').fill('KQ 887');
    await flights.getByLabel('Tarehe na saa ya kuondoka (saa za huko)').fill(`${inDays(50)}T23:55`);
    await flights.getByRole('button', { name: 'Hifadhi safari za ndege' }).click();
    await expect(step(page, 'Safari za ndege')).toContainText('Imekamilika');

    // 21 days before arrival the visa, the pick-up and the stay are still missing: reminded, in Swahili.
    await releaseReminder(booking.id, 21, inDays(30));
    await expect.poll(() => tripMails(account.email, booking.id).length).toBe(1);
    const [reminder] = tripMails(account.email, booking.id);
    expect(reminder!.text).toContain('Mpendwa Achieng');
    expect(reminder!.text).toContain(`/sw/dashboard/bookings/${booking.id}/trip`);
    expect(reminder!.text).toContain('mahali utakapokaa');

    const letter = await staff.post(`/api/admin/bookings/${booking.id}/trip/documents`, {
      multipart: { kind: 'visa_letter', file: { name: 'Barua ya viza.pdf', mimeType: 'application/pdf', buffer: LETTER } },
    });
    expect(letter.status(), await letter.text()).toBe(201);
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Pakua Barua ya viza.pdf' })).toBeVisible();
    const visa = page.getByRole('form', { name: 'Viza' });
    await visa.getByLabel('Nambari ya kumbukumbu ya ombi la eVISA').fill('MEV-2026-11223');
    await visa.getByLabel('Hali ya viza').selectOption('approved');
    await visa.getByLabel('Tarehe ya uamuzi').fill(inDays(0));
    await visa.getByRole('button', { name: 'Hifadhi maelezo ya viza' }).click();
    await expect(step(page, 'Viza')).toContainText('Imekamilika');
    const pickup = page.getByRole('form', { name: 'Kupokelewa uwanja wa ndege' });
    await pickup.getByLabel('Ndiyo, nipokeeni uwanja wa ndege').check();
    await pickup.getByRole('button', { name: 'Hifadhi mapokezi' }).click();
    await expect(step(page, 'Kupokelewa uwanja wa ndege')).toContainText('Inasubiri hospitali');
    const accommodation = page.getByRole('form', { name: 'Malazi' });
    await accommodation.getByLabel('Jina la mahali').fill('Sunway Pyramid Suites');
    await accommodation.getByLabel('Anwani').fill('Jalan PJS 11/15, Bandar Sunway');
    await accommodation.getByLabel('Idadi ya usiku').fill('20');
    await accommodation.getByRole('button', { name: 'Hifadhi malazi yangu' }).click();
    await expect(step(page, 'Malazi')).toContainText('Imekamilika');

    // The hospital's answer, filled by the coordinator: who meets them, and the admission day. Every step before arrival is done.
    const planned = await staff.patch(`/api/admin/bookings/${booking.id}/trip`, {
      data: { pickupDetails: 'Aziz (+60 12 345 6789) atakupokea KLIA mlango 3', admissionOn: inDays(31) },
    });
    expect(planned.status(), await planned.text()).toBe(200);
    await page.goto(path);
    await expect(page.getByText('Aziz (+60 12 345 6789) atakupokea KLIA mlango 3')).toBeVisible();
    for (const name of ['Wasafiri', 'Viza', 'Safari za ndege', 'Kupokelewa uwanja wa ndege', 'Malazi', 'Kulazwa hospitalini'])
      await expect(step(page, name), name).toContainText('Imekamilika');

    // 10 days before: nothing is missing, so nothing is sent. A later flight moves the reminders with the arrival day.
    await releaseReminder(booking.id, 10, inDays(30));
    expect(tripMails(account.email, booking.id)).toHaveLength(1);
    await flights.getByLabel('Tarehe na saa ya kutua (saa za huko)').fill(`${inDays(35)}T06:35`);
    await flights.getByRole('button', { name: 'Hifadhi safari za ndege' }).click();
    await expect(step(page, 'Safari za ndege')).toContainText('Imekamilika');
    expect(
      (
        await sql(
          `select to_char(available_at at time zone 'utc', 'YYYY-MM-DD HH24:MI') from outbox
            where job_name = 'trips.reminder' and payload ->> 'bookingId' = $1 and payload ->> 'arrivalOn' = $2 order by available_at`,
          [booking.id, inDays(35)],
        )
      ).map((row) => row[0]),
    ).toEqual([`${inDays(14)} 06:00`, `${inDays(25)} 06:00`, `${inDays(32)} 06:00`]);

    // Discharge a few days ago: the papers, and a final bill 30 % over the quote with the hospital's reason.
    const pack = await staff.post(`/api/admin/bookings/${booking.id}/trip/documents`, {
      multipart: { kind: 'discharge', file: { name: 'Muhtasari wa kuruhusiwa.pdf', mimeType: 'application/pdf', buffer: DISCHARGE } },
    });
    expect(pack.status(), await pack.text()).toBe(201);
    const reason = 'Siku mbili zaidi hospitalini kwa sababu ya homa baada ya upasuaji';
    const discharged = await staff.patch(`/api/admin/bookings/${booking.id}/trip`, {
      data: { admissionOn: inDays(0), dischargedOn: inDays(0), finalBillUsd: 13000, finalBillReason: reason },
    });
    expect(discharged.status(), await discharged.text()).toBe(200);
    await page.goto(path);
    await expect(step(page, 'Kuruhusiwa kutoka hospitali')).toContainText('Imekamilika');
    const [papers] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Pakua Muhtasari wa kuruhusiwa.pdf' }).click(),
    ]);
    expect(readFileSync((await papers.path())!).equals(DISCHARGE)).toBe(true);
    await expect(page.getByText(/zaidi ya makadirio/)).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();

    await dueNow(booking.id);
    await page.goto(path);
    const checkIn = page.getByRole('form', { name: 'Siku ya 3 baada ya kutoka hospitali' });
    await checkIn.getByRole('radio', { name: '6', exact: true }).check();
    await checkIn.getByLabel('Joto la mwili wako kwa °C (kama ulipima)').fill('39');
    await checkIn.getByLabel('Kuna wekundu, uvimbe au joto kukizunguka').check();
    await checkIn.getByLabel('Ni sawa na awali').check();
    await checkIn.getByLabel('Maswali au jambo lingine kwa mratibu wako').fill('homa 39 na kidonda ni chekundu');
    await checkIn.getByRole('button', { name: 'Tuma majibu yangu' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Tafadhali pata msaada wa matibabu sasa' });
    await expect(alert).toContainText('Mratibu wako amearifiwa na atawasiliana nawe.');
    await expect(alert).toContainText('Kenya: 999');
    // The coordinators are told at once (an email naming the booking, no symptom), and the aftercare list shows the alert.
    await expect
      .poll(() => capturedMails().filter((mail) => mail.subject === `Aftercare warning signs: booking #${booking.reference}`).length)
      .toBe(1);
    const aftercare = await staff.get(
      `/api/admin/aftercare?filter=${encodeURIComponent(JSON.stringify({ alerts: true, q: booking.reference }))}`,
    );
    expect(aftercare.status(), await aftercare.text()).toBe(200);
    expect(((await aftercare.json()) as { id: string; openAlerts: number }[]).find((row) => row.id === booking.id)).toMatchObject({
      openAlerts: 1,
    });
  });
});
