import { expect } from '@playwright/test';
import { postContactMessage } from './data.js';
import { adminMenu, MODERATOR, openPanel, rowWith, test, toast, unique } from './staff.js';

test.use({ account: MODERATOR });

test.describe('back office as a moderator', () => {
  test('sees only bookings, reviews and contact messages, and cannot reach admin pages', async ({ page }) => {
    await openPanel(page);
    await expect(adminMenu(page).getByRole('menuitem')).toHaveText(['Dashboard', 'Bookings', 'Reviews', 'Contact messages']);

    // Dashboard: no admin-only quick actions, and no audit log behind recent activity.
    const quickActions = page.getByRole('region', { name: 'Quick Actions' });
    await expect(quickActions.getByRole('link')).toHaveCount(2);
    await expect(quickActions.getByRole('link', { name: /View Bookings/ })).toBeVisible();
    await expect(quickActions.getByRole('link', { name: /Review Reports/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText('only administrators');

    for (const path of ['/users', '/settings/site', '/settings', '/hospitals/create', '/audit-events']) {
      await page.goto(`/admin${path}`);
      await expect(page).toHaveURL(/\/admin\/access-denied/);
    }
    await expect(adminMenu(page).getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
    await expect(adminMenu(page).getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
    // The API refuses too.
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  });

  test('moderates reviews but cannot delete them', async ({ page }) => {
    await openPanel(page, '/reviews');
    const toggle = page.getByRole('switch', { name: /^Success story: review by / }).first();
    await expect(toggle).toBeVisible();
    const label = (await toggle.getAttribute('aria-label'))!;
    const wasOn = await toggle.isChecked();
    await toggle.click();
    await expect(toast(page, 'Review updated successfully')).toBeVisible();
    await expect(page.getByRole('switch', { name: label, exact: true })).toBeChecked({ checked: !wasOn });
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  });

  test('marks a contact message handled', async ({ page, baseURL }) => {
    const name = unique('Kofi Mensah');
    await postContactMessage(baseURL!, { name, email: 'kofi@example.com', message: 'Do you arrange visas for Ghana?' });
    await openPanel(page, '/contact-messages');
    await rowWith(page, name).getByRole('button', { name: 'Mark handled' }).click();
    await expect(toast(page, 'Message marked as handled')).toBeVisible();
    await expect(rowWith(page, name)).toContainText('Handled');
    await expect(rowWith(page, name).getByRole('button', { name: 'Reopen' })).toBeVisible();
  });
});
