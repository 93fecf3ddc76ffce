import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../../fixtures/test.js';
import { AuthenticatorApp } from '../../fixtures/totp.js';
import { adminMenu, codeStepHeading, expectInPanel, setupHeading, signInWithPassword } from './staff.js';

/*
 * The one spec that goes through the real sign-in and two-factor screens: staff must use TOTP
 * two-factor. Each test starts from a new staff account without two-factor (written into the database) (the other specs get
 * their signed-in sessions from the fixtures), so the order of the tests does not matter.
 *
 * No test waits for a new 30-second step: the codes come from `AuthenticatorApp`, which gives the
 * current step's code and then the next step's, both accepted by the API's replay guard.
 */

const sidebarCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'sidebar:state');

const verifyButton = (page: Page) => page.getByRole('button', { name: 'Verify', exact: true });
const codeInput = (page: Page) => page.getByRole('textbox', { name: 'Authentication code' });

/**
 * On /admin/auth/setup-2fa: reads the setup key shown for manual entry, confirms with a code
 * computed from it and returns the authenticator and the recovery codes shown.
 */
async function enrol(page: Page): Promise<{ app: AuthenticatorApp; recoveryCodes: string[] }> {
  await expect(page).toHaveURL(/\/admin\/auth\/setup-2fa/);
  await expect(setupHeading(page)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByRole('textbox', { name: 'Setup key' }).inputValue()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
  const app = new AuthenticatorApp(secret);
  await codeInput(page).fill(app.nextCode());
  await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();

  await expect(page.getByText('Save these recovery codes in a safe place. Each can be used once.')).toBeVisible();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
  return { app, recoveryCodes };
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/auth$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
}

/** Password given, second factor not yet: the code step, and the session is not signed in. */
async function expectCodeStep(page: Page): Promise<void> {
  await expect(codeStepHeading(page)).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
}

test.describe('back office two-factor sign-in', () => {
  test('an admin enrols, signs in with password and authenticator code and lists the seeded countries', async ({ page, accounts }) => {
    const admin = await accounts.create({ role: 'admin', mfa: false });
    await signInWithPassword(page, admin);
    const { app } = await enrol(page);
    await page.getByRole('button', { name: 'Continue to the admin panel' }).click();
    await expectInPanel(page, admin);
    await signOut(page);

    await signInWithPassword(page, admin);
    await expectCodeStep(page);
    await codeInput(page).fill(app.nextCode());
    await verifyButton(page).click();

    await expectInPanel(page, admin);
    await expect(page).toHaveURL(/\/admin\/?$/);
    // The spec's entries in its order, then the product's additions.
    await expect(adminMenu(page).getByRole('menuitem')).toHaveText([
      'Dashboard',
      'Users',
      'Hospitals',
      'Treatments',
      /^Bookings/, // and how many threads await a reply
      'Trips',
      'Aftercare',
      'Reviews',
      'Countries',
      'Specializations',
      'Patient Guide',
      'Condition matching',
      'Settings',
      'Exchange Rates',
      'Travel Fares',
      'Visa Costs',
      'Accommodation Rates',
      'Contact messages',
      'Payments',
      'Premium subscriptions',
      'Audit log',
      'Data requests',
      'Failed jobs',
      'AI synonyms',
      'Emergency numbers',
      'Crisis lines',
      'AI conversations',
      'AI settings',
    ]);
    await adminMenu(page).getByRole('menuitem', { name: 'Countries' }).click();
    await expect(page).toHaveURL(/\/admin\/countries/);
    for (const name of ['Malaysia', 'Thailand', 'India', 'Turkey', 'South Korea']) {
      await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    }
  });

  test('an admin who lost the authenticator signs in with a recovery code, which works once', async ({ page, accounts }) => {
    const admin = await accounts.create({ role: 'admin', mfa: false });
    await signInWithPassword(page, admin);
    const { recoveryCodes } = await enrol(page);
    await page.getByRole('button', { name: 'Continue to the admin panel' }).click();
    await expectInPanel(page, admin);
    await signOut(page);

    await signInWithPassword(page, admin);
    await expectCodeStep(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await expect(page.getByText('Enter one of your recovery codes.')).toBeVisible();
    await codeInput(page).fill(recoveryCodes[3]!);
    await verifyButton(page).click();
    await expectInPanel(page, admin);
    await expect(page).toHaveURL(/\/admin\/?$/);
    await signOut(page);

    // The same code again is refused; the session stays at the code step.
    await signInWithPassword(page, admin);
    await expectCodeStep(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await codeInput(page).fill(recoveryCodes[3]!);
    await verifyButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid verification code' })).toBeVisible();
    await expectCodeStep(page);
  });

  test('a moderator without two-factor is sent to set it up and then sees no admin-only entries', async ({ page, context, accounts }) => {
    const moderator = await accounts.create({ role: 'moderator', mfa: false });
    await signInWithPassword(page, moderator);
    await expect(page).toHaveURL(/\/admin\/auth\/setup-2fa/);
    // The panel stays closed until two-factor is on: its guard sends back here.
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/auth\/setup-2fa/);
    const { recoveryCodes } = await enrol(page);
    expect(new Set(recoveryCodes).size).toBe(10);
    await page.getByRole('button', { name: 'Continue to the admin panel' }).click();

    await expectInPanel(page, moderator);
    await expect(page).toHaveURL(/\/admin\/?$/);
    const menu = adminMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Countries' })).toHaveCount(0);

    // Ctrl/Cmd+B collapses and reopens the sidebar; the state is kept in a 7-day cookie.
    await page.keyboard.press('ControlOrMeta+b');
    await expect.poll(async () => (await sidebarCookie(context))?.value).toBe('false');
    const cookie = await sidebarCookie(context);
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 6.9 * 24 * 3600);
    await page.keyboard.press('ControlOrMeta+b');
    await expect.poll(async () => (await sidebarCookie(context))?.value).toBe('true');

    // Admin-only pages are refused to a moderator.
    await page.goto('/admin/countries');
    await expect(page).toHaveURL(/\/admin\/access-denied/);
  });
});
