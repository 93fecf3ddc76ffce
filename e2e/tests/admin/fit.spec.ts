import { expect, type Page } from '@playwright/test';
import { sql } from '../../fixtures/db.js';
import { createPatientBooking } from './data.js';
import { openPanel, test, useLocks } from './staff.js';

/* Every back-office list and record page fits a 1280 px wide screen: nothing clipped, no sideways scrolling. */

test.use({ viewport: { width: 1280, height: 800 } });

const LISTS = [
  '/users',
  '/hospitals',
  '/treatments',
  '/bookings',
  '/reviews',
  '/countries',
  '/specializations',
  '/condition-mappings',
  '/contact-messages',
  '/audit-events',
  '/payments',
  '/subscriptions',
  '/failed-jobs',
  '/settings/site',
  '/ai-synonyms',
  '/emergency-numbers',
  '/ai-settings',
];

/** Forms to add a record. */
const CREATE_PAGES = [
  '/users/create',
  '/hospitals/create',
  '/treatments/create',
  '/countries/create',
  '/specializations/create',
  '/ai-synonyms/create',
  '/emergency-numbers/create',
];

/** Record pages, opened on a record every run has (a seeded hospital with many offerings, the first of the others). */
const RECORD_PAGES: { resource: string; filter?: Record<string, string>; show?: boolean }[] = [
  { resource: 'hospitals', filter: { q: 'Chao Phraya' } },
  { resource: 'treatments' },
  { resource: 'countries' },
  { resource: 'specializations' },
  { resource: 'condition-mappings' },
  { resource: 'settings' },
];

async function expectFits(page: Page, path: string, viewport = 1280): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(viewport);
  // The last column (the row's actions, when there are any) is on screen.
  const headers = page.getByRole('columnheader');
  if ((await headers.count()) > 0) {
    const box = await headers.last().boundingBox();
    expect(box, `${path}: last column`).not.toBeNull();
    expect(box!.x + box!.width, `${path}: last column ends inside the screen`).toBeLessThanOrEqual(viewport);
  }
}

/**
 * Opens a page of the back office already loaded in `page` the way its own links do (the router's
 * history, no reload): the layout checked is the same, without loading the whole app each time.
 * Returns once the page has replaced the one before (react-admin writes each page's title in the
 * app bar) and its data has arrived.
 */
async function navigateWithin(page: Page, path: string): Promise<void> {
  const title = page.locator('#react-admin-title');
  const before = await title.innerText();
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/admin${path}`);
  await expect(title, `${path} replaced the page titled "${before}"`).not.toHaveText(before);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('back office at 1280 px', () => {
  // One test per kind of page, a step per page: one signed-in back office goes through them all (a
  // test each cost a new context, a sign-in and a load of the app per page). Many pages in one test:
  // three times the time.
  test('every list page fits', async ({ page }) => {
    test.slow();
    await openPanel(page);
    for (const path of LISTS) {
      await test.step(path, async () => {
        await navigateWithin(page, path);
        await expectFits(page, path);
      });
    }
  });

  test('every form to add a record fits', async ({ page }) => {
    test.slow();
    await openPanel(page);
    for (const path of CREATE_PAGES) {
      await test.step(path, async () => {
        await navigateWithin(page, path);
        await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
        await expectFits(page, path);
      });
    }
  });

  test('every record page fits', async ({ page }) => {
    test.slow();
    await openPanel(page);
    for (const { resource, filter = {}, show } of RECORD_PAGES) {
      await test.step(resource, async () => {
        const list = await page.request.get(`/api/admin/${resource}?range=[0,0]&filter=${encodeURIComponent(JSON.stringify(filter))}`);
        const [record] = (await list.json()) as { id: string }[];
        const path = `/${resource}/${encodeURIComponent(record!.id)}${show ? '/show' : ''}`;
        await navigateWithin(page, path);
        await expectFits(page, path);
      });
    }
  });

  test('an audit entry from an IPv6 address and a long user agent fits on its page', async ({ page }) => {
    // Audit history is append-only: the row stays, like every real entry.
    const [[id]] = (await sql(
      `insert into audit_events (action, entity, entity_id, outcome, ip, user_agent, details)
       values ('auth.sign_in', 'user', gen_random_uuid()::text, 'failure', '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
               repeat('Mozilla/5.0 (Linux; Android 14; Pixel 8) ', 7), '{"reason": "E2E fit check of a long audit entry"}')
       returning id`,
    )) as [[string]];
    await openPanel(page, `/audit-events/${id}/show`);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectFits(page, 'audit entry page');
  });

  test.describe('a contact message from a long address, and its dead-lettered confirmation', () => {
    // Exclusive: the failed-jobs spec expects no other dead job while it runs.
    useLocks({ 'contact-inbox': 'exclusive' });
    let id = '';
    test.afterEach(async () => {
      if (!id) return;
      await sql(`delete from outbox where payload->>'contactMessageId' = $1`, [id]);
      await sql(`delete from contact_messages where id = $1`, [id]);
    });

    test('fit on their pages', async ({ page }) => {
      const email = `${'a-very-long-mailbox-name-for-the-fit-check.'.repeat(4)}patient@example-hospital-network.example`.slice(0, 254);
      [[id]] = (await sql(
        `insert into contact_messages (id, name, email, country, message)
         values (gen_random_uuid(), 'E2E Long Address', $1, 'Kenya', repeat('A question about the visa letter. ', 60)) returning id`,
        [email],
      )) as [[string]];
      await openPanel(page, `/contact-messages/${id}/show`);
      await expect(page.getByText('E2E Long Address').first()).toBeVisible();
      await expectFits(page, 'contact message page');

      const [[jobId]] = (await sql(
        `insert into outbox (id, queue, job_name, payload, attempts, last_error, published_at, processed_at, dead_at)
         values (gen_random_uuid(), 'email', 'contact.confirmation', jsonb_build_object('contactMessageId', $1::text), 12,
                 repeat('connect ECONNREFUSED 127.0.0.1:587 while sending to a-very-long-mailbox-name ', 8), null, null, now())
         returning id`,
        [id],
      )) as [[string]];
      await openPanel(page, `/failed-jobs/${jobId}/show`);
      await expect(page.getByText('contact.confirmation').first()).toBeVisible();
      await expectFits(page, 'failed job page');
    });
  });

  test('a booking with a long file name among its records fits', async ({ page, accounts }) => {
    const patient = await accounts.request(await accounts.create());
    const longName = `${'scan-of-the-right-hip-after-the-fall-in-march-'.repeat(3)}final.pdf`;
    const upload = await patient.post('/api/records', {
      multipart: { file: { name: longName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF') } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const booking = await createPatientBooking(patient, { medicalSummary: 'E2E: '.repeat(80) });
    await openPanel(page, `/bookings/${booking.id}/show`);
    await expect(page.getByRole('table', { name: 'Medical records' })).toBeVisible();
    await expectFits(page, 'booking page');
  });
});

test.describe('back office on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('a coordinator reads and answers a booking without sideways scrolling', async ({ page, accounts }) => {
    const patient = await accounts.request(await accounts.create());
    const booking = await createPatientBooking(patient, { medicalSummary: 'E2E: knee pain for two years. '.repeat(10) });
    // On a phone the menu is a drawer behind the menu button.
    await page.goto(`/admin/bookings/${booking.id}/show`);
    const reply = page.getByRole('textbox', { name: 'Reply to the patient' });
    await expect(reply).toBeVisible();
    await expect(page.getByText('E2E: knee pain for two years.', { exact: false }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectFits(page, 'booking page at 375 px', 375);
    await reply.fill('Thank you, a coordinator will call you today.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Thank you, a coordinator will call you today.')).toBeVisible();
    await expectFits(page, 'booking page at 375 px after a reply', 375);
  });
});
