import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { sql } from '../../fixtures/db.js';
import { createPatientBooking } from '../admin/data.js';
import { openPanel, test, toast } from '../admin/staff.js';

/*
 * The named coordinator (issue 31): a coordinator sets the name patients see them by and takes a
 * booking ("Assign to me"); the patient sees that name (with its initials) on the booking and in its
 * chat, and while a reply is awaited, when it is promised.
 */

test.use({ staffRole: 'moderator' });

/** The promise as the patient's browser writes it (the chat's format: the page's language, the reader's time and its zone). */
async function promiseIn(page: Page, api: APIRequestContext, bookingId: string): Promise<string> {
  const booking = (await (await api.get(`/api/bookings/${bookingId}`)).json()) as { replyBy: string | null };
  expect(booking.replyBy).not.toBeNull();
  const time = await page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('en', { month: 'short', day: '2-digit', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(
        new Date(at),
      ),
    booking.replyBy!,
  );
  return `We reply within 24 hours — by ${time}`;
}

test("the patient sees the assigned coordinator's name on the booking and in the chat, and when a reply is promised", async ({
  page,
  accounts,
  browser,
}) => {
  const account = await accounts.create();
  const patient = await accounts.request(account);
  // A returning patient with an assessment lands on the results step, where the bookings are.
  const assessed = await patient.post('/api/assessments', {
    data: { idempotencyKey: randomUUID(), conditionCategory: 'Orthopedic Surgery', symptoms: 'E2E: knee pain', urgencyLevel: 'medium' },
  });
  expect(assessed.status(), await assessed.text()).toBe(201);
  const booking = await createPatientBooking(patient);

  // --- The coordinator sets the name patients see, from the app bar's "My profile".
  await openPanel(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  const displayName = page.getByRole('textbox', { name: 'Display name' });
  await displayName.fill('Amina Wanjiru');
  const preview = page.getByRole('group', { name: 'Patients see' });
  await expect(preview).toContainText('Your coordinator: Amina Wanjiru');
  await expect(preview).toContainText('AW');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile saved')).toBeVisible();
  await page.reload();
  await expect(displayName).toHaveValue('Amina Wanjiru');

  // --- The patient's booking before anyone takes it: no coordinator yet, the reply promised.
  const patientContext = await browser.newContext({ storageState: await accounts.storageState(account) });
  const patientPage = await patientContext.newPage();
  const card = (p: Page): Locator =>
    p.getByRole('list', { name: 'Your bookings' }).getByRole('article', { name: new RegExp(`#${booking.reference}`) });
  await patientPage.goto('/dashboard');
  await expect(card(patientPage)).toContainText(await promiseIn(patientPage, patient, booking.id));
  await expect(card(patientPage)).not.toContainText('Your coordinator');

  // --- The coordinator takes the booking and answers.
  await openPanel(page, `/bookings/${booking.id}/show`);
  const response = page.getByRole('region', { name: 'Response' });
  await response.getByRole('button', { name: 'Assign to me' }).click();
  await expect(toast(page, 'Booking assigned to you')).toBeVisible();
  await page.getByRole('textbox', { name: 'Reply to the patient' }).fill('E2E: welcome, I will organise your stay.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(page, 'Reply sent')).toBeVisible();

  // --- The patient sees who it is, on the card and in the chat; the promise is kept, so gone.
  await patientPage.goto(`/dashboard?chat=${booking.id}`);
  const booked = card(patientPage);
  const coordinator = booked.getByText('Your coordinator: Amina Wanjiru');
  await expect(coordinator).toBeVisible();
  await expect(coordinator).toContainText('AW'); // the initials: their avatar
  await expect(booked).not.toContainText('We reply within 24 hours — by');
  const thread = booked.getByRole('list', { name: 'Messages' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread.getByRole('listitem').first()).toContainText('Amina Wanjiru');
  await expect(thread.getByRole('listitem').first()).toContainText('E2E: welcome, I will organise your stay.');
  await expect(thread).not.toContainText('Patient coordinator');

  // --- The patient writes back: a reply is awaited again, and promised.
  await booked.getByRole('textbox', { name: 'Message' }).fill('E2E: thank you, can my sister come too?');
  await booked.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  await expect(booked).toContainText(await promiseIn(patientPage, patient, booking.id));
  await patientContext.close();

  // --- Without JavaScript the page says the same, in UTC (the server does not know the reader's time zone).
  const plainContext = await browser.newContext({ storageState: await accounts.storageState(account), javaScriptEnabled: false });
  const plainPage = await plainContext.newPage();
  await plainPage.goto('/dashboard');
  await expect(card(plainPage).getByText('Your coordinator: Amina Wanjiru')).toBeVisible();
  await expect(card(plainPage)).toContainText(/We reply within 24 hours — by .+ UTC/);

  // --- A day later with no reply, the promise is not repeated as a time gone by: it says the reply is late.
  await sql(`update bookings set awaiting_reply_since = now() - interval '25 hours' where id = $1`, [booking.id]);
  await plainPage.reload();
  await expect(card(plainPage)).toContainText(
    /Our reply is late \(we promised it by .+ UTC\): a coordinator will answer you as soon as possible\./,
  );
  await expect(card(plainPage)).not.toContainText('We reply within 24 hours');
  await plainContext.close();
});
