import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from '../../fixtures/test.js';
import { sql } from '../../fixtures/db.js';
import { linkIn, waitForMail } from '../../fixtures/mail.js';
import { createPatientBooking } from '../admin/data.js';

/*
 * Issue 53: a patient downloads everything the product holds about them, and deletes their account:
 * refused sign-in at once, and after the grace period (the test moves its end to the past) nothing of
 * them in any table or in the file storage, while the ledger still balances and the audit still reads.
 */

const SCAN = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nE2E-HAEMOGLOBIN-11.2\n%%EOF');

/** Letters only: a name no other row holds by chance (the erasure check greps every table for it). */
const uniqueName = (prefix: string) =>
  prefix + Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function upload(patient: APIRequestContext, name: string, buffer: Buffer) {
  const sent = await patient.post('/api/records', { multipart: { file: { name, mimeType: 'application/pdf', buffer } } });
  expect(sent.status(), await sent.text()).toBe(201);
  return (await sent.json()) as { id: string };
}

async function assess(patient: APIRequestContext) {
  const sent = await patient.post('/api/assessments', {
    data: {
      idempotencyKey: randomUUID(),
      conditionCategory: 'Orthopedic Surgery',
      symptoms: 'E2E: my knee hurts on stairs',
      urgencyLevel: 'medium',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

test('a patient downloads a copy of their data: every kind of data, the records as uploaded, a README in French', async ({
  page,
  accounts,
}) => {
  const account = await accounts.create();
  await sql(`update users set language = 'fr' where id = $1`, [account.id]);
  const patient = await accounts.request(account);
  await assess(patient);
  const record = await upload(patient, 'bilan sanguin.pdf', SCAN);
  await createPatientBooking(patient);
  await page.context().addCookies((await accounts.storageState(account)).cookies);

  await page.goto('/dashboard/account#your-data');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  // Built by the worker while the page looks every few seconds.
  const zipLink = yourData.getByRole('link', { name: 'Download the ZIP file' });
  await expect(zipLink).toBeVisible({ timeout: 30_000 });
  await expect(yourData).toContainText(/Your copy is ready \(.+\)\. You can download it until/);

  const [download] = await Promise.all([page.waitForEvent('download'), zipLink.click()]);
  const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const files = Object.keys(zip).filter((name) => !name.endsWith('/'));
  for (const file of [
    'profile.json',
    'assessments.json',
    'bookings.json',
    'ledger.json',
    'messages.json',
    'assistant-conversations.json',
    'reviews.json',
    'consents.json',
    'data-requests.json',
    'record-access.json',
    'records.json',
    'README.txt',
  ])
    expect(files, file).toContain(file);
  const stored = files.find((name) => name.startsWith('records/') && name.endsWith('bilan sanguin.pdf'))!;
  expect(stored).toContain(record.id.slice(0, 8));
  expect(Buffer.compare(Buffer.from(zip[stored]!), SCAN)).toBe(0);
  expect(strFromU8(zip['README.txt']!)).toContain('Vos données chez MedTour Asia');
  expect(JSON.parse(strFromU8(zip['profile.json']!))).toMatchObject({ email: account.email });
  expect(JSON.parse(strFromU8(zip['assessments.json']!))).toEqual([expect.objectContaining({ symptoms: 'E2E: my knee hurts on stairs' })]);

  // The French email says where to download it.
  const mail = await waitForMail(account.email, /^La copie de vos données est prête$/);
  expect(mail.text).toContain('/fr/dashboard/account#your-data');
});

test('a patient deletes their account: told what happens to their deposit, refused at once, then erased with the ledger kept', async ({
  page,
  accounts,
}) => {
  const account = await accounts.create();
  const firstName = uniqueName('Ngozi');
  const phone = `+23480${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
  await sql(`update profiles set first_name = $1, phone = $2 where user_id = $3`, [firstName, phone, account.id]);
  const patient = await accounts.request(account);
  await assess(patient);
  await upload(patient, 'scan.pdf', SCAN);
  const booking = await createPatientBooking(patient);
  // A coordinator quotes $5,000 and records the $1,000 deposit paid by bank transfer: the booking is confirmed.
  const staff = await accounts.request(await accounts.create({ role: 'moderator' }));
  const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const quoted = await staff.post(`/api/admin/bookings/${booking.id}/quotes`, {
    data: { lines: [{ label: 'Treatment', amountUsd: 5000 }], validUntil },
  });
  expect(quoted.status(), await quoted.text()).toBe(201);
  const paid = await staff.post(`/api/admin/bookings/${booking.id}/payments`, {
    data: { method: 'bank_transfer', amountUsd: 1000, reference: `GTB ${firstName} ${account.lastName}` },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const ledger = () => sql<[number]>(`select coalesce(sum(amount_minor), 0)::int from payments where booking_id = $1`, [booking.id]);
  const ledgerBefore = await ledger();
  await page.context().addCookies((await accounts.storageState(account)).cookies);

  // Told before confirming: the confirmed booking is cancelled, and its $1,000 follows the refund policy.
  await page.goto('/dashboard/account#your-data');
  const yourData = page.getByRole('region', { name: 'Your data' });
  const outcomes = yourData.getByRole('table', { name: 'What happens to your bookings' });
  const row = outcomes.getByRole('row', { name: booking.hospitalName });
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText('1,000');
  await expect(yourData.getByRole('heading', { name: 'Deposit refund policy' })).toBeVisible();

  // A wrong password: a field error, nothing asked.
  await yourData.getByLabel('Your password').fill('not-my-password');
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  await expect(yourData.getByText('The password is incorrect')).toBeVisible();
  expect(await sql(`select id from data_requests where user_id = $1`, [account.id])).toEqual([]);
  await yourData.getByLabel('Your password').fill(account.password);
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  await expect(yourData.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible();

  // The emailed link, confirmed on its page.
  const mail = await waitForMail(account.email, /^Confirm that your account should be deleted$/);
  await page.goto(linkIn(mail, '/auth/close-account'));
  await page.getByRole('button', { name: 'Confirm: delete my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your account is closed.' })).toBeVisible();

  // Signed out everywhere, and signing in is refused with the day of the erasure.
  await page.goto('/dashboard/account');
  await expect(page).toHaveURL(/\/auth/);
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(account.email);
  await signIn.getByLabel('Password').fill(account.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn.getByRole('alert').first()).toContainText('This account is closed and will be erased on');
  await expect(signIn.getByRole('checkbox', { name: 'Keep my account (cancel the deletion)' })).toBeVisible();
  expect(await sql(`select status from bookings where id = $1`, [booking.id])).toEqual([['cancelled']]);

  // The grace period over (its end moved to the past), the hourly erasure run.
  await sql(`update data_requests set erase_after = now() - interval '1 minute' where user_id = $1 and state = 'scheduled'`, [account.id]);
  await sql(`insert into outbox (id, queue, job_name, payload) values (gen_random_uuid(), 'maintenance', 'maintenance.data_rights', '{}')`);
  await expect
    .poll(async () => (await sql(`select state from data_requests where user_id = $1 and kind = 'erasure'`, [account.id]))[0]?.[0], {
      timeout: 30_000,
    })
    .toBe('erased');

  // Nothing of them in any table (every row, as text), nor in the file storage.
  const tables = await sql<[string]>(`select tablename from pg_tables where schemaname = 'public'`);
  const leaks: string[] = [];
  for (const [table] of tables) {
    for (const [text] of await sql<[string]>(`select t::text from "${table}" t`)) {
      for (const identifier of [account.email, firstName, account.lastName, phone])
        if (text.toLowerCase().includes(identifier.toLowerCase())) leaks.push(`${table}: ${identifier}`);
    }
  }
  expect(leaks).toEqual([]);
  expect(existsSync(join('..', process.env.E2E_RECORDS_DIR!, account.id))).toBe(false);
  // The ledger still balances, and the audit still reads, under the pseudonym.
  expect(await ledger()).toEqual(ledgerBefore);
  const [[pseudonym]] = await sql<[string]>(`select email from users where id = $1`, [account.id]);
  expect(pseudonym).toMatch(/^patient-[0-9a-f]{16}@erased\.invalid$/);
  expect((await sql(`select action from audit_events where actor_id = $1`, [account.id])).length).toBeGreaterThan(3);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [prefix, title] of [
    ['', 'Privacy Policy'],
    ['/fr', 'Politique de confidentialité'],
    ['/ar', 'سياسة الخصوصية'],
    ['/sw', 'Sera ya Faragha'],
  ] as const) {
    test(`the privacy notice reads in ${prefix || '/en'} and links to the patient's data page`, async ({ page }) => {
      await page.goto(`${prefix}/privacy`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const yourData = page.locator(`a[href="${prefix}/dashboard/account#your-data"]`);
      await expect(yourData).toHaveCount(2); // download, delete
      await expect(page.locator('main')).toContainText('72');
      // The periods come from Settings (their defaults here): the grace period before erasure, the retention of payments.
      if (!prefix) await expect(page.locator('main')).toContainText('erased 14 days later');
      if (!prefix) await expect(page.locator('main')).toContainText('for 7 years, pseudonymised');
    });
  }

  test('sign-up and the records upload link to the privacy notice', async ({ page, accounts }) => {
    await page.goto('/auth?tab=signup');
    await expect(page.locator('a[href="/privacy"]').first()).toBeVisible();
    const account = await accounts.create();
    await assess(await accounts.request(account));
    await page.context().addCookies((await accounts.storageState(account)).cookies);
    await page.goto('/dashboard?step=diagnosis');
    await expect(page.getByRole('main').locator('a[href="/privacy"]').first()).toBeVisible();
  });
});
