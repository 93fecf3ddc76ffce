import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { openPanel, test } from './staff.js';

/*
 * Issue 31, item 3: a booking keeps the health assessment it was made from. The patient books a knee
 * replacement from the booking form (without JavaScript) while their page shows their orthopaedic
 * assessment, and meanwhile submits an eye one in another tab; the coordinator reads the orthopaedic
 * one on the booking, with a note that a newer one exists.
 */

const HOSPITAL = 'selangor-joint-spine-institute';

/** A health assessment, submitted as the form submits it. */
async function assess(patient: APIRequestContext, conditionCategory: string, symptoms: string, budgetRange: string) {
  const sent = await patient.post('/api/assessments', {
    data: { idempotencyKey: randomUUID(), conditionCategory, symptoms, urgencyLevel: 'medium', budgetRange },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return (await sent.json()) as { id: string; createdAt: string };
}

test.use({ staffRole: 'moderator' });

test("the coordinator reads the booking's own assessment after the patient made a newer one", async ({ page, accounts, browser }) => {
  const account = await accounts.create();
  const patient = await accounts.request(account);
  const knee = await assess(patient, 'Orthopedic Surgery', 'E2E: right knee locks and swells after walking', '$5,000 - $15,000');

  // The patient opens the booking form for a knee replacement ("Get Quote"), their knee assessment on the page.
  const patientContext = await browser.newContext({ storageState: await accounts.storageState(account), javaScriptEnabled: false });
  const patientPage = await patientContext.newPage();
  await patientPage.goto(`/dashboard?book=${HOSPITAL}`);
  const bookings = patientPage.getByRole('region', { name: 'Booking Management' });
  const treatment = bookings.getByRole('combobox', { name: 'Treatment', exact: true });
  await treatment.selectOption({ label: (await treatment.getByRole('option', { name: /^Knee Replacement/ }).textContent())! });

  // Meanwhile, in another tab, a newer assessment about their eyes.
  const eyes = await assess(patient, 'Eye Surgery', 'E2E: cloudy vision in the left eye', 'Under $5,000');

  await bookings.getByRole('button', { name: 'Submit Booking Request' }).click();
  const card = bookings.getByRole('list', { name: 'Your bookings' }).getByRole('article').first();
  await expect(card).toContainText('Knee Replacement');
  const day = (iso: string, timeZone?: string) =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone }).format(new Date(iso));
  // The patient's site says days in UTC.
  await expect(card).toContainText(`Based on your assessment of ${day(knee.createdAt, 'UTC')} (Orthopedic Surgery)`);
  const bookingId = (await card.getAttribute('aria-labelledby'))!.match(/^booking-(.+)-title /)![1]!;
  await patientContext.close();

  // The coordinator opens the booking: the knee assessment, and the newer one only as a note (the back office says days where staff are).
  await openPanel(page, `/bookings/${bookingId}/show`);
  const section = page.getByRole('region', { name: 'Health assessment' });
  await expect(section).toContainText('Orthopedic Surgery');
  await expect(section).toContainText('E2E: right knee locks and swells after walking');
  await expect(section).toContainText('$5,000 - $15,000 (up to $15,000)');
  await expect(section.getByRole('alert')).toHaveText(`The patient has a newer assessment (${day(eyes.createdAt)}).`);
  await expect(section).not.toContainText('Eye Surgery');
  await expect(section).not.toContainText('cloudy vision');
});

test('a booking made before any assessment says none is linked', async ({ page, accounts }) => {
  const patient = await accounts.request(await accounts.create());
  const hospital = (await (await patient.get(`/api/hospitals/${HOSPITAL}`)).json()) as { id: string; treatments: { id: string }[] };
  const created = await patient.post('/api/bookings', { data: { hospitalId: hospital.id, treatmentId: hospital.treatments[0]!.id } });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as { id: string };

  await openPanel(page, `/bookings/${booking.id}/show`);
  const section = page.getByRole('region', { name: 'Health assessment' });
  await expect(section).toContainText('No assessment linked to this booking.');
  await expect(section.getByRole('alert')).toHaveCount(0);
});
