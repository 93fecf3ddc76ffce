import { expect, type Page } from '@playwright/test';
import { openPanel, test } from './staff.js';

/** The texts of one column of the table (1-based), once the list shows only matching rows. */
const column = (page: Page, index: number) => page.locator(`tbody tr td:nth-child(${index})`).allTextContents();
/** The action codes of the Action column (each shown under its label). */
const actionCodes = (page: Page) => page.locator('tbody tr td:nth-child(3) code').allTextContents();

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

test.describe('back office: audit log', () => {
  test('an admin filters the audit log by action, actor and date', async ({ page }) => {
    await openPanel(page, '/audit-events');
    await expect(page.getByRole('columnheader')).toHaveText(['Time', 'Actor', 'Action', 'Outcome', 'Entity', 'Entity id', 'IP']);

    // A trailing dot matches every action with that prefix.
    await page.getByRole('textbox', { name: 'Action' }).fill('auth.');
    await expect
      .poll(async () => {
        const actions = await actionCodes(page);
        return actions.length > 0 && actions.every((action) => action.startsWith('auth.'));
      })
      .toBe(true);

    await page.getByRole('textbox', { name: 'Action' }).fill('auth.mfa_enabled');
    await page.getByRole('combobox', { name: 'Actor' }).fill('admin@');
    await page.getByRole('option', { name: 'admin@medtour.local' }).click();
    await expect
      .poll(async () => {
        const [actions, actors] = [await actionCodes(page), await column(page, 2)];
        return actions.length > 0 && actions.every((a) => a === 'auth.mfa_enabled') && actors.every((a) => a === 'admin@medtour.local');
      })
      .toBe(true);

    // Today's events (the admin enrolled two-factor in this run).
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(today());
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(today());
    await expect(page.locator('tbody tr').first()).toContainText('auth.mfa_enabled');

    await page.getByRole('textbox', { name: 'Action' }).fill('no.such.action');
    await expect(page.getByText('No audit events found matching your criteria.')).toBeVisible();
  });
});
