import { expect } from '@playwright/test';
import { postContactMessage } from './data.js';
import { filterApplied, openPanel, rowWith, test, toast, unique, useLocks } from './staff.js';

test.describe('back office: contact messages', () => {
  // "Newest first": no other spec may send a message between this one's and the list.
  useLocks({ 'contact-inbox': 'exclusive' });

  test('an admin reads a contact message and marks it handled', async ({ page, baseURL, staff }) => {
    const name = unique('Wanjiru Kamau');
    const text = 'I would like a quote for a knee replacement in Kuala Lumpur next spring.\nCan my sister come along?';
    await postContactMessage(baseURL!, { name, email: 'wanjiru@example.com', message: text });

    await openPanel(page, '/contact-messages');
    // Newest first.
    await expect(page.getByRole('row').nth(1)).toContainText(name);
    const row = rowWith(page, name);
    await expect(row).toContainText('Kenya');
    await expect(row).toContainText('Not handled');

    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Not handled' }).click();
    await filterApplied(page, 'handled', false);
    await expect(rowWith(page, name)).toBeVisible();

    await rowWith(page, name).getByRole('cell', { name: 'Kenya' }).click();
    await expect(page).toHaveURL(/\/admin\/contact-messages\/[0-9a-f-]{36}\/show$/);
    await expect(page.getByRole('region', { name: 'Message' })).toContainText('Can my sister come along?');

    await page.getByRole('button', { name: 'Mark handled' }).click();
    await expect(toast(page, 'Message marked as handled')).toBeVisible();
    await expect(page.getByRole('definition').getByText('Handled', { exact: true })).toBeVisible();
    await expect(page.getByText(`by ${staff.email}`)).toBeVisible();

    await page.getByRole('link', { name: 'Inbox' }).click();
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Handled', exact: true }).click();
    await filterApplied(page, 'handled', true);
    await expect(rowWith(page, name)).toContainText('Handled');

    // And back: reopened from the list.
    await rowWith(page, name).getByRole('button', { name: 'Reopen' }).click();
    await expect(toast(page, 'Message reopened')).toBeVisible();
  });
});
