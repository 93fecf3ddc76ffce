import { expect, type Page } from '@playwright/test';
import { createPatientBooking } from './data.js';
import { openPanel, test } from './staff.js';

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
  '/failed-jobs',
  '/settings/site',
];

async function expectFits(page: Page, path: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(1280);
  // The last column (the row's actions, when there are any) is on screen.
  const headers = page.getByRole('columnheader');
  if ((await headers.count()) > 0) {
    const box = await headers.last().boundingBox();
    expect(box, `${path}: last column`).not.toBeNull();
    expect(box!.x + box!.width, `${path}: last column ends inside the screen`).toBeLessThanOrEqual(1280);
  }
}

test.describe('back office at 1280 px', () => {
  for (const path of LISTS) {
    test(`${path} fits`, async ({ page }) => {
      await openPanel(page, path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectFits(page, path);
    });
  }

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
