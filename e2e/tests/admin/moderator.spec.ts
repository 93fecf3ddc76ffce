import { expect } from '@playwright/test';
import { deleteReviews, insertReview, postContactMessage } from './data.js';
import { adminMenu, openPanel, rowWith, test, toast, unique, useLocks } from './staff.js';

// It changes a review's success-story flag (a count the reviews spec checks) and sends a contact
// message (not while the contact-messages spec checks which one is newest).
test.use({ staffRole: 'moderator' });
useLocks({ reviews: 'exclusive', 'contact-inbox': 'shared' });

test.describe('back office as a moderator', () => {
  const inserted: string[] = [];
  test.afterEach(async () => {
    await deleteReviews(inserted.splice(0));
  });

  test('sees only bookings, trips, aftercare, reviews and contact messages, and cannot reach admin pages', async ({ page }) => {
    await openPanel(page);
    await expect(adminMenu(page).getByRole('menuitem')).toHaveText([
      'Dashboard',
      /^Bookings/,
      'Trips',
      'Aftercare',
      'Reviews',
      'Contact messages',
    ]);

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
    await expect(adminMenu(page).getByRole('menuitem', { name: 'Settings', exact: true })).toHaveCount(0);
    // The API refuses too.
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  });

  test('moderates reviews but cannot delete them', async ({ page }) => {
    const review = await insertReview(unique('Nadia Rahman'));
    inserted.push(review.id);
    await openPanel(page, '/reviews');
    const toggle = page.getByRole('switch', { name: `Success story: review by ${review.reviewerName}`, exact: true });
    await expect(toggle).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toast(page, 'Review updated successfully')).toBeVisible();
    await expect(toggle).toBeChecked();
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
