import { randomUUID } from 'node:crypto';
import { sql } from '../../fixtures/db.js';
import { type Accounts, expect, test } from '../../fixtures/test.js';
import { createPatientBooking } from '../admin/data.js';

/* A long booking chat loads its latest 50 messages first, and earlier ones on demand, with and without JavaScript. */

test.describe('a long booking chat', () => {
  async function longThread(accounts: Accounts) {
    const account = await accounts.create();
    const patient = await accounts.request(account);
    // A returning patient with an assessment lands on the results step, where the bookings are.
    const assessed = await patient.post('/api/assessments', {
      data: { idempotencyKey: randomUUID(), conditionCategory: 'Orthopedic Surgery', symptoms: 'E2E: knee pain', urgencyLevel: 'medium' },
    });
    expect(assessed.status(), await assessed.text()).toBe(201);
    const booking = await createPatientBooking(patient);
    // 60 messages a minute apart, alternating patient and coordinator (written directly: the route allows 20 per 10 minutes).
    await sql(
      `insert into booking_messages (id, booking_id, sender_id, sender_role, body, created_at)
       select gen_random_uuid(), $1, case when n % 2 = 1 then $2::uuid end,
              case when n % 2 = 1 then 'patient' else 'staff' end, 'E2E message ' || n, now() - interval '2 hours' + n * interval '1 minute'
         from generate_series(1, 60) n`,
      [booking.id, account.id],
    );
    return { account, booking };
  }

  test('shows the latest 50 messages, then the earlier ones above them', async ({ page, accounts }) => {
    const { account, booking } = await longThread(accounts);
    await page.context().addCookies((await accounts.storageState(account)).cookies);
    await page.goto(`/dashboard?chat=${booking.id}`);
    const thread = page.getByRole('list', { name: 'Messages' });
    await expect(thread.getByRole('listitem')).toHaveCount(50);
    await expect(thread.getByRole('listitem').first()).toContainText('E2E message 11');
    await expect(thread.getByRole('listitem').last()).toContainText('E2E message 60');

    await page.getByRole('button', { name: 'Show earlier messages' }).click();
    await expect(thread.getByRole('listitem')).toHaveCount(60);
    await expect(thread.getByRole('listitem').first()).toContainText('E2E message 1');
    await expect(page.getByRole('button', { name: 'Show earlier messages' })).toHaveCount(0);
    // Still the one conversation: a new message goes at the end.
    await page.getByRole('textbox', { name: 'Message' }).fill('E2E: and one more question');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByRole('listitem')).toHaveCount(61);
    await expect(thread.getByRole('listitem').last()).toContainText('E2E: and one more question');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('earlier messages are a page of their own, with a way back to the latest', async ({ page, accounts }) => {
      const { account, booking } = await longThread(accounts);
      await page.context().addCookies((await accounts.storageState(account)).cookies);
      await page.goto(`/dashboard?chat=${booking.id}`);
      const thread = page.getByRole('list', { name: 'Messages' });
      await expect(thread.getByRole('listitem')).toHaveCount(50);
      await page.getByRole('button', { name: 'Show earlier messages' }).click();
      await expect(thread.getByRole('listitem')).toHaveCount(10);
      await expect(thread.getByRole('listitem').first()).toContainText('E2E message 1');
      await page.getByRole('button', { name: 'Show latest messages' }).click();
      await expect(thread.getByRole('listitem')).toHaveCount(50);
      await expect(thread.getByRole('listitem').last()).toContainText('E2E message 60');
    });
  });
});
