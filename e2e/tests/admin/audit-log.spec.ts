import { expect, type Page } from '@playwright/test';
import type { Account } from '../../fixtures/accounts.js';
import type { Accounts } from '../../fixtures/test.js';
import { AuthenticatorApp } from '../../fixtures/totp.js';
import { openPanel, pick, test } from './staff.js';

/** The texts of one column of the table (1-based), once the list shows only matching rows. */
const column = (page: Page, index: number) => page.locator(`tbody tr td:nth-child(${index})`).allTextContents();
/** The action codes of the Action column (each shown under its label). */
const actionCodes = (page: Page) => page.locator('tbody tr td:nth-child(3) code').allTextContents();

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** The account signs in and turns two-factor on through the API, as the sign-in and set-up pages do: audited events. */
async function enrolThroughApi(accounts: Accounts, account: Account): Promise<void> {
  const api = await accounts.signInThroughApi(account);
  const enroll = await api.post('/api/auth/mfa/enroll');
  expect(enroll.status(), await enroll.text()).toBe(200);
  const { secret } = (await enroll.json()) as { secret: string };
  const confirm = await api.post('/api/auth/mfa/enroll/confirm', { data: { code: new AuthenticatorApp(secret).nextCode() } });
  expect(confirm.status(), await confirm.text()).toBe(200);
}

test.describe('back office: audit log', () => {
  test('an admin filters the audit log by action, actor and date', async ({ page, accounts }) => {
    // A moderator turns two-factor on today: the events to find.
    const enrolled = await accounts.create({ role: 'moderator', mfa: false, emailPrefix: 'enrolled' });
    await enrolThroughApi(accounts, enrolled);

    await openPanel(page, '/audit-events');
    await expect(page.getByRole('columnheader')).toHaveText(['Time', 'Actor', 'Action', 'Outcome', 'Entity', 'Details', 'IP']);

    // A trailing dot matches every action with that prefix.
    await page.getByRole('textbox', { name: 'Action' }).fill('auth.');
    await expect
      .poll(async () => {
        const actions = await actionCodes(page);
        return actions.length > 0 && actions.every((action) => action.startsWith('auth.'));
      })
      .toBe(true);

    await page.getByRole('textbox', { name: 'Action' }).fill('auth.mfa_enabled');
    await pick(page.getByRole('combobox', { name: 'Actor' }), enrolled.email.split('@')[0]!, enrolled.email);
    await expect
      .poll(async () => {
        const [actions, actors] = [await actionCodes(page), await column(page, 2)];
        return actions.length > 0 && actions.every((a) => a === 'auth.mfa_enabled') && actors.every((a) => a === enrolled.email);
      })
      .toBe(true);

    // Today's events (the moderator enrolled two-factor in this test).
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(today());
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(today());
    await expect(page.locator('tbody tr').first()).toContainText('auth.mfa_enabled');

    await page.getByRole('textbox', { name: 'Action' }).fill('no.such.action');
    await expect(page.getByText('No audit events found matching your criteria.')).toBeVisible();
  });
});
