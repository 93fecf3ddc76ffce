import { expect, type Page } from '@playwright/test';
import { openPanel, test } from './staff.js';

/*
 * The dashboard by role (real-product.md's permission matrix): every staff member sees the
 * booking and review figures; user counts and revenue are the admins' only. The API does not send
 * them to moderators, and the page leaves their cards out instead of showing them empty.
 */

const SHARED = ['Total Hospitals', 'Total Bookings', 'Pending Bookings', 'Total Reviews'];
const ADMIN_ONLY = ['Total Users', 'Monthly Revenue', 'Collected This Month'];

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('back office: dashboard figures by role', () => {
  test.describe('as a moderator', () => {
    test.use({ staffRole: 'moderator' });

    test('shows the booking and review figures only, none empty', async ({ page }) => {
      const answer = page.waitForResponse((res) => res.url().endsWith('/api/admin/dashboard'));
      await openPanel(page);
      const body = (await (await answer).json()) as { stats: Record<string, unknown>; revenuePerMonth?: unknown };
      expect(Object.keys(body.stats).sort()).toEqual([
        'pendingBookings',
        'pendingReviews',
        'totalBookings',
        'totalHospitals',
        'totalReviews',
      ]);
      expect(body.revenuePerMonth).toBeUndefined();

      for (const title of SHARED) await expect(card(page, title)).toContainText(/\d/);
      for (const title of ADMIN_ONLY) await expect(card(page, title)).toHaveCount(0);
      await expect(page.getByLabel('Loading')).toHaveCount(0); // no card left waiting for a figure
      await expect(page.getByRole('img', { name: 'Bookings per week' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Revenue per month' })).toHaveCount(0);
      await expect(page.getByRole('img', { name: 'Money collected per month' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Bookings', exact: true })).toBeVisible();
    });
  });

  test.describe('as an admin', () => {
    test.use({ staffRole: 'admin' });

    test('shows every figure, revenue included', async ({ page }) => {
      await openPanel(page);
      for (const title of [...SHARED, ...ADMIN_ONLY]) await expect(card(page, title)).toContainText(/\d/);
      await expect(page.getByRole('img', { name: 'Revenue per month' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Money collected per month' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Bookings and revenue' })).toBeVisible();
    });
  });
});
