import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { sql } from '../../fixtures/db.js';
import { createPatientBooking, NO_SESSION } from './data.js';
import { openPanel, test } from './staff.js';

/*
 * Issue 53: a booking's records reach its hospital only by the patient's consent. The patient ticks a
 * record on their booking; the coordinator makes the hospital's link in the back office; the hospital
 * opens it (each opening listed to the patient) until the patient withdraws. And the admins' list of
 * data requests shows the overdue ones.
 */

const SCAN = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nE2E-MRI-REPORT\n%%EOF');
const OTHER = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nE2E-NOT-SHARED\n%%EOF');

test('the hospital opens the records the patient ticked, until the patient withdraws', async ({ page, accounts, browser }) => {
  const account = await accounts.create();
  const patient = await accounts.request(account);
  const assessed = await patient.post('/api/assessments', {
    data: { idempotencyKey: randomUUID(), conditionCategory: 'Orthopedic Surgery', symptoms: 'E2E: hip pain', urgencyLevel: 'medium' },
  });
  expect(assessed.status()).toBe(201);
  for (const [name, buffer] of [
    ['mri report.pdf', SCAN],
    ['private notes.pdf', OTHER],
  ] as const) {
    const sent = await patient.post('/api/records', { multipart: { file: { name, mimeType: 'application/pdf', buffer } } });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const booking = await createPatientBooking(patient);

  // The patient ticks one record on the booking's card.
  const patientContext = await browser.newContext({ storageState: await accounts.storageState(account) });
  const patientPage = await patientContext.newPage();
  await patientPage.goto('/dashboard');
  const card = patientPage.getByRole('list', { name: 'Your bookings' }).getByRole('article', { name: new RegExp(`#${booking.reference}`) });
  const share = card.getByRole('region', { name: `Share records with ${booking.hospitalName}` });
  await share.getByRole('checkbox', { name: 'mri report.pdf' }).check();
  await share.getByRole('button', { name: 'Share with the hospital' }).click();
  const consents = share.getByRole('list', { name: `Your consents to share records with ${booking.hospitalName}` });
  await expect(consents).toContainText('mri report.pdf');
  await expect(consents).toContainText('Link not sent yet');
  await expect(consents).not.toContainText('private notes.pdf');

  // The coordinator makes the hospital's link on the booking.
  await openPanel(page, `/bookings/${booking.id}/show`);
  const shared = page.getByRole('region', { name: 'Shared with the hospital' });
  await expect(shared).toContainText('mri report.pdf');
  await shared.getByRole('button', { name: 'Make the link for the hospital' }).click();
  const url = await shared.getByRole('textbox', { name: 'Link for the hospital' }).inputValue();
  expect(url).toMatch(/\/shared-records\/[\w-]{40,}$/);

  // The hospital, signed out, opens it and downloads the record; the other record is not there.
  const hospitalContext = await browser.newContext({ storageState: NO_SESSION });
  const hospitalPage = await hospitalContext.newPage();
  await hospitalPage.goto(url);
  await expect(hospitalPage.getByRole('heading', { level: 1 })).toHaveText('Medical records shared by a patient');
  const list = hospitalPage.getByRole('list', { name: 'Shared records' });
  await expect(list.getByRole('link')).toHaveCount(1);
  const [download] = await Promise.all([hospitalPage.waitForEvent('download'), list.getByRole('link', { name: 'mri report.pdf' }).click()]);
  expect(Buffer.compare(readFileSync((await download.path())!), SCAN)).toBe(0);

  // The patient sees each opening, then withdraws: the link stops at once.
  await patientPage.reload();
  await expect(consents).toContainText('Opened by the hospital on');
  await expect(consents).toContainText('Downloaded mri report.pdf on');
  await consents.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(consents).toContainText('Withdrawn on');
  await hospitalPage.reload();
  await expect(hospitalPage.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
  await hospitalContext.close();
  await patientContext.close();
});

test('the data requests list shows an overdue request in red, and the erasures to come', async ({ page, accounts }) => {
  const account = await accounts.create();
  const patient = await accounts.request(account);
  const asked = await patient.post('/api/privacy/exports');
  expect(asked.status(), await asked.text()).toBe(202);
  const { id } = (await asked.json()) as { id: string };
  // Built by the worker, then made one stuck past the month the law gives (moved back in time).
  await expect
    .poll(async () => (await sql(`select state from data_requests where id = $1`, [id]))[0]?.[0], { timeout: 30_000 })
    .toBe('ready');
  await sql(
    `update data_requests set state = 'building', due_at = now() - interval '2 days', requested_at = now() - interval '32 days' where id = $1`,
    [id],
  );

  // Another patient closed their account: its erasure is scheduled in 14 days.
  const closing = await accounts.create();
  await sql(
    `insert into data_requests (id, user_id, subject, kind, state, due_at, erase_after)
     values (gen_random_uuid(), $1, 'patient-e2e', 'erasure', 'scheduled', now() + interval '30 days', now() + interval '14 days')`,
    [closing.id],
  );
  const eraseDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' }).format(
    new Date(Date.now() + 14 * 86_400_000),
  );

  await openPanel(page, '/data-requests');
  const scheduled = page.getByRole('row').filter({ hasText: closing.email });
  await expect(scheduled).toContainText('Closed, erasure scheduled');
  await expect(scheduled).toContainText(eraseDay);
  await page.getByRole('switch', { name: 'Overdue only' }).check();
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toContainText('Copy of their data');
  await expect(row).toContainText('Overdue since');
  await expect(scheduled).toHaveCount(0);
});
