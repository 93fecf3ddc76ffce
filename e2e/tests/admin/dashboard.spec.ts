import { expect } from '@playwright/test';
import { createPatientBooking } from './data.js';
import { adminMenu, openPanel, test } from './staff.js';

test.describe('back office: dashboard', () => {
  test('an admin sees the counters, charts, recent activity and quick actions', async ({ page, accounts, staff }) => {
    // Something to show under recent activity: a patient signs in and books, the admin takes the booking (audited events).
    const patient = await accounts.signInThroughApi(await accounts.create());
    const booking = await createPatientBooking(patient);
    const assigned = await (await accounts.request(staff)).put(`/api/admin/bookings/${booking.id}`, { data: { assignedToId: staff.id } });
    expect(assigned.status(), await assigned.text()).toBe(200);

    await openPanel(page);
    await expect(adminMenu(page).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    for (const title of ['Total Users', 'Total Hospitals', 'Total Bookings', 'Pending Bookings', 'Total Reviews', 'Monthly Revenue']) {
      await expect(page.getByRole('region', { name: title, exact: true })).toContainText(/\d/);
    }
    await expect(page.getByRole('region', { name: 'Pending Bookings' })).toContainText('awaiting confirmation');
    // Published reviews; those awaiting moderation said apart (review-moderation.spec.ts checks the figures).
    await expect(page.getByRole('region', { name: 'Total Reviews' })).toContainText(/published · [\d,]+ awaiting moderation/);
    await expect(page.getByRole('region', { name: 'Monthly Revenue' })).toContainText(/\$[\d,]+/);
    await expect(page.getByRole('region', { name: 'Monthly Revenue' })).toContainText('estimated this month');
    await expect(page.getByRole('region', { name: 'Collected This Month' })).toContainText('payments received, less refunds');

    await expect(page.getByRole('img', { name: 'Bookings per week' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Revenue per month' })).toBeVisible();

    // Recent activity comes from the audit log, labelled as the audit log labels it: the admin's update of the booking.
    const activity = page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem');
    await expect(activity.filter({ hasText: staff.email }).filter({ hasText: 'Updated a booking' })).toHaveCount(1);
    // No action codes (`booking.update`) in the card; the emails' domains aside.
    const card = await page.getByRole('region', { name: 'Recent Activity' }).innerText();
    expect(card.replace(/\S+@\S+/g, '')).not.toMatch(/\b[a-z_]+\.[a-z_]+\b/);

    const quickActions = page.getByRole('region', { name: 'Quick Actions' });
    await quickActions.getByRole('link', { name: /Add Hospital/ }).click();
    await expect(page).toHaveURL(/\/admin\/hospitals\/create$/);
    await page.goBack();
    await quickActions.getByRole('link', { name: /View Bookings/ }).click();
    await expect(page).toHaveURL(/\/admin\/bookings/);
    await expect(adminMenu(page).getByRole('menuitem', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await quickActions.getByRole('link', { name: /Review Reports/ }).click();
    await expect(page).toHaveURL(/\/admin\/reviews/);
    await page.goBack();
    await quickActions.getByRole('link', { name: /User Management/ }).click();
    await expect(page).toHaveURL(/\/admin\/users/);
  });
});
