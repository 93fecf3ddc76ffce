import { expect } from '@playwright/test';
import { sql } from '../../fixtures/db.js';
import { capturedMails, waitForMail } from '../../fixtures/mail.js';
import { postContactMessage } from './data.js';
import { adminMenu, openPanel, test, toast, unique, useLocks } from './staff.js';

const ERROR = 'connect ECONNREFUSED 127.0.0.1:587';
const CONFIRMATION = /^We received your message$/;

const confirmationsTo = (email: string) => capturedMails().filter((mail) => mail.to === email && CONFIRMATION.test(mail.subject)).length;

/**
 * The state after the last of twelve failed attempts (about 15 hours of an SMTP outage): the
 * visitor's confirmation of a contact message, dead-lettered. Returns the outbox row's id.
 */
async function deadLetterConfirmation(email: string): Promise<string> {
  const [row] = await sql(
    `insert into outbox (id, queue, job_name, payload, attempts, last_error, published_at, processed_at, dead_at)
     select gen_random_uuid(), 'email', 'contact.confirmation', jsonb_build_object('contactMessageId', id), 12, $1, null, null, now()
       from contact_messages where email = $2
     returning id`,
    [ERROR, email],
  );
  if (!row) throw new Error(`No contact message from ${email}`);
  return row[0]!;
}

test.describe('back office: failed jobs', () => {
  // Sends a contact message: not while the contact-messages spec checks which one is newest.
  useLocks({ 'contact-inbox': 'shared' });
  // The only spec that dead-letters jobs; its job does not outlive it, so the list starts empty.
  let jobId = '';
  test.afterEach(async () => {
    if (jobId) await sql(`delete from outbox where id = $1 and dead_at is not null`, [jobId]);
  });

  test('an admin retries a dead-lettered email, which is then sent', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const email = `${unique('dead-letter').replace(/\s/g, '-')}@example.com`;
    await postContactMessage(baseURL!, {
      name: unique('Amara Okafor'),
      email,
      message: 'Is a hip replacement in Penang possible in March?',
    });
    await waitForMail(email, CONFIRMATION);
    jobId = await deadLetterConfirmation(email);

    await openPanel(page);
    await adminMenu(page).getByRole('menuitem', { name: 'Failed jobs' }).click();
    await expect(page).toHaveURL(/\/admin\/failed-jobs/);
    await expect(page.getByRole('columnheader')).toHaveText(['Job', 'Queue', 'Attempts', 'Failed', 'Error', 'Actions']);

    // Most recently failed first.
    const first = page.getByRole('row').nth(1);
    await expect(first).toContainText('Contact form: confirmation to visitor');
    await expect(first).toContainText('contact.confirmation');
    await expect(first.getByRole('cell', { name: '12', exact: true })).toBeVisible();
    await first.getByText(ERROR).hover();
    await expect(page.getByRole('tooltip')).toHaveText(ERROR);

    // Its page: every field, the whole error.
    await first.getByRole('cell', { name: 'email', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/failed-jobs/${jobId}/show$`));
    await expect(page.getByRole('region', { name: 'Last error' })).toHaveText(`Last error${ERROR}`);
    await expect(page.getByRole('definition').filter({ hasText: jobId })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Retry/ })).toBeVisible();

    await page.getByRole('link', { name: 'Failed jobs' }).click();
    const failedRows = page.getByRole('row').filter({ hasText: ERROR });
    await expect(failedRows).toHaveCount(1);
    await page
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Retry/ })
      .click();
    await expect(toast(page, 'Job queued for another attempt')).toBeVisible();
    await expect(failedRows).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'No failed jobs' })).toBeVisible();
    expect((await page.request.get(`/api/admin/failed-jobs/${jobId}`)).status()).toBe(404);

    // The worker delivers it: a second confirmation for the same visitor.
    await expect.poll(() => confirmationsTo(email), { timeout: 15_000 }).toBe(2);
    // The worker marks the row done just after the mail is written: read it until then.
    const state = async () =>
      (await sql<[boolean, number]>(`select processed_at is not null, attempts from outbox where id = $1`, [jobId]))[0];
    await expect.poll(state).toEqual([true, 1]);
  });

  test.describe('as a moderator', () => {
    test.use({ staffRole: 'moderator' });

    test('sees no failed jobs', async ({ page }) => {
      await openPanel(page);
      await expect(adminMenu(page).getByRole('menuitem', { name: 'Failed jobs' })).toHaveCount(0);
      await page.goto('/admin/failed-jobs');
      await expect(page).toHaveURL(/\/admin\/access-denied/);
      await expect(page.getByRole('table')).toHaveCount(0);
      expect((await page.request.get('/api/admin/failed-jobs')).status()).toBe(403);
    });
  });
});
