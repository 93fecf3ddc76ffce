import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { sql } from '../../fixtures/db.js';
import { createPatientBooking } from './data.js';
import { adminMenu, filterApplied, openPanel, rowWith, search, test, toast, useLocks } from './staff.js';

test.describe('back office: bookings', () => {
  // The Confirmed counter must change by this spec's booking only.
  useLocks({ bookings: 'exclusive' });

  test('an admin changes a booking status and replies in its thread', async ({ page, accounts }) => {
    const patient = await accounts.request(await accounts.create());
    const booking = await createPatientBooking(patient, { medicalSummary: 'E2E: knee pain for two years', companionCount: 1 });
    await openPanel(page, '/bookings');

    for (const card of ['Total Bookings', 'Pending', 'Confirmed', 'Total Value']) {
      await expect(page.getByRole('region', { name: card, exact: true })).toBeVisible();
    }
    const confirmedCard = page.getByRole('region', { name: 'Confirmed', exact: true });
    await expect(confirmedCard).toContainText(/\d/);
    const confirmedBefore = Number((await confirmedCard.locator('p').first().textContent())!.replace(/\D/g, ''));

    // Newest first: the new booking heads the list, with its reference (last 8 of the id).
    expect(booking.reference).toBe(booking.id.slice(-8));
    const row = rowWith(page, booking.reference);
    await expect(row).toBeVisible();
    await expect(row).toContainText(booking.hospitalName);
    await expect(row).toContainText(booking.treatmentName);
    const statusBadge = row.getByRole('cell').nth(4); // the Status column
    await expect(statusBadge).toHaveText('pending');

    const status = row.getByRole('combobox', { name: `Status of booking ${booking.reference}` });
    await status.selectOption('payment_pending');
    await expect(toast(page, 'Booking status updated successfully')).toBeVisible();
    await expect(statusBadge).toHaveText('payment pending'); // underscores shown as spaces

    await status.selectOption('confirmed');
    await expect(toast(page, 'Booking status updated successfully')).toBeVisible();
    await expect(statusBadge).toHaveText('confirmed');
    await expect(confirmedCard).toContainText(String(confirmedBefore + 1));

    // Search (hospital name) and the status filter keep it in the list.
    await search(page, 'Search bookings', booking.hospitalName);
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'confirmed', exact: true }).click();
    await filterApplied(page, 'status', 'confirmed');
    await expect(rowWith(page, booking.reference)).toBeVisible();

    // The booking's page: every field, the thread and the patient's records.
    await rowWith(page, booking.reference).getByRole('cell', { name: booking.reference }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${booking.id}/show$`));
    await expect(page.getByText('E2E: knee pain for two years')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Medical records' })).toBeVisible();
    await expect(page.getByText('No messages yet.')).toBeVisible();

    const reply = 'Hello, the coordinator will call you tomorrow about your knee.';
    await page.getByRole('textbox', { name: 'Reply to the patient' }).fill(reply);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(toast(page, 'Reply sent')).toBeVisible();
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages.getByRole('listitem')).toHaveCount(1);
    await expect(messages).toContainText(reply);
    await expect(page.getByRole('textbox', { name: 'Reply to the patient' })).toHaveValue('');

    await page.getByRole('textbox', { name: 'Estimated cost' }).fill('12500');
    await page.getByRole('button', { name: 'Save cost' }).click();
    await expect(toast(page, 'Estimated cost updated successfully')).toBeVisible();
    // Said as the patient's booking says it.
    await expect(page.getByRole('region', { name: 'Booking', exact: true })).toContainText('From $12,500');

    // The patient sees the reply in their thread.
    const thread = await page.request.get(`/api/admin/bookings/${booking.id}/messages`);
    expect(
      ((await thread.json()) as { messages: { body: string; senderRole: string }[] }).messages.map((m) => [m.senderRole, m.body]),
    ).toEqual([['staff', reply]]);
  });

  test('an unknown search shows the empty text', async ({ page }) => {
    await openPanel(page, '/bookings');
    await search(page, 'Search bookings', 'no-such-booking-xyz');
    await expect(page.getByText('No bookings found matching your criteria.')).toBeVisible();
  });
  test("a coordinator reads the patient's health assessment on the booking page", async ({ page, accounts }) => {
    const patient = await accounts.request(await accounts.create());
    const assessed = await patient.post('/api/assessments', {
      data: {
        idempotencyKey: randomUUID(),
        conditionCategory: 'Orthopedic Surgery',
        symptoms: 'E2E: right hip pain for two years, worse on stairs',
        currentMedications: 'Paracetamol 500 mg',
        medicalHistory: 'Hip fracture in 2015',
        treatmentGoals: 'Walk without pain',
        urgencyLevel: 'high',
        budgetRange: '$5,000 - $15,000',
        preferredDestinations: ['Malaysia', 'India'],
      },
    });
    expect(assessed.status(), await assessed.text()).toBe(201);
    const booking = await createPatientBooking(patient);
    await openPanel(page, `/bookings/${booking.id}/show`);
    const section = page.getByRole('region', { name: 'Health assessment' });
    await expect(section).toContainText('Orthopedic Surgery');
    await expect(section).toContainText('E2E: right hip pain for two years, worse on stairs');
    await expect(section).toContainText('Paracetamol 500 mg');
    await expect(section).toContainText('Hip fracture in 2015');
    await expect(section).toContainText('Walk without pain');
    await expect(section).toContainText('High - 1-3 months');
    await expect(section).toContainText('$5,000 - $15,000 (up to $15,000)');
    await expect(section).toContainText('Malaysia, India');
  });
  test("a coordinator sees the assessment, answers a booking awaiting a reply, it leaves the awaiting list, and the patient's open chat shows the answer", async ({
    page,
    accounts,
    browser,
  }) => {
    const account = await accounts.create();
    const patient = await accounts.request(account);
    const assessed = await patient.post('/api/assessments', {
      data: {
        idempotencyKey: randomUUID(),
        conditionCategory: 'Orthopedic Surgery',
        symptoms: 'E2E: left knee gives way on stairs',
        urgencyLevel: 'medium',
        budgetRange: '$5,000 - $15,000',
      },
    });
    expect(assessed.status(), await assessed.text()).toBe(201);
    const booking = await createPatientBooking(patient);
    const asked = await patient.post(`/api/bookings/${booking.id}/messages`, { data: { body: 'E2E: can my sister travel with me?' } });
    expect(asked.status(), await asked.text()).toBe(201);

    // The patient keeps the booking's chat open in their own browser.
    const patientContext = await browser.newContext({ storageState: await accounts.storageState(account) });
    const patientPage = await patientContext.newPage();
    await patientPage.goto(`/dashboard?chat=${booking.id}`);
    const patientThread = patientPage.getByRole('list', { name: 'Messages' });
    await expect(patientThread.getByRole('listitem')).toHaveCount(1);

    await openPanel(page, '/bookings');
    await expect(adminMenu(page).getByRole('menuitem', { name: /^Bookings \d+ awaiting reply$/ })).toBeVisible();
    const awaiting = page.getByRole('button', { name: /^Awaiting reply \(\d+\)$/ });
    await awaiting.click();
    await expect(awaiting).toHaveAttribute('aria-pressed', 'true');
    await filterApplied(page, 'awaitingReply', true);
    const row = rowWith(page, booking.reference);
    await expect(row).toContainText(/Waiting \d+ h/);

    await row.getByRole('cell', { name: booking.reference }).click();
    const assessment = page.getByRole('region', { name: 'Health assessment' });
    await expect(assessment).toContainText('Orthopedic Surgery');
    await expect(assessment).toContainText('E2E: left knee gives way on stairs');
    const response = page.getByRole('region', { name: 'Response' });
    await expect(response).toContainText('First staff reply');
    await expect(response).toContainText('Not yet');
    await response.getByRole('button', { name: 'Assign to me' }).click();
    await expect(toast(page, 'Booking assigned to you')).toBeVisible();
    await expect(response).not.toContainText('Not assigned');

    await page.getByRole('textbox', { name: 'Reply to the patient' }).fill('Yes, companions are welcome.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(toast(page, 'Reply sent')).toBeVisible();

    // Back to the list, still filtered (react-admin keeps a list's filters): the answered booking has left it.
    await openPanel(page, '/bookings');
    await expect(page.getByRole('button', { name: /^Awaiting reply/ })).toHaveAttribute('aria-pressed', 'true');
    await filterApplied(page, 'awaitingReply', true);
    await expect(rowWith(page, booking.reference)).toHaveCount(0);
    await page.getByRole('button', { name: /^Awaiting reply/ }).click();
    await page.getByRole('button', { name: 'My bookings' }).click();
    await expect(rowWith(page, booking.reference)).toContainText('Answered');

    // Meanwhile the patient's open chat has shown the answer, without a reload (it looks every 10 seconds).
    await expect(patientThread.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
    await expect(patientThread.getByRole('listitem').last()).toContainText('Yes, companions are welcome.');
    await patientContext.close();
  });

  test('a long thread shows its latest 50 messages, and earlier ones on demand', async ({ page, accounts }) => {
    const account = await accounts.create();
    const booking = await createPatientBooking(await accounts.request(account));
    await sql(
      `insert into booking_messages (id, booking_id, sender_id, sender_role, body, created_at)
       select gen_random_uuid(), $1, $2::uuid, 'patient', 'E2E question ' || n, now() - interval '2 hours' + n * interval '1 minute'
         from generate_series(1, 55) n`,
      [booking.id, account.id],
    );
    await openPanel(page, `/bookings/${booking.id}/show`);
    const thread = page.getByRole('list', { name: 'Messages' });
    await expect(thread.getByRole('listitem')).toHaveCount(50);
    await expect(thread.getByRole('listitem').first()).toContainText('E2E question 6');
    await page.getByRole('button', { name: 'Show earlier messages' }).click();
    await expect(thread.getByRole('listitem')).toHaveCount(55);
    await expect(thread.getByRole('listitem').first()).toContainText('E2E question 1');
    await expect(page.getByRole('button', { name: 'Show earlier messages' })).toHaveCount(0);
  });
});
