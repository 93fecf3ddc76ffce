import { expect, test, type BrowserContext } from '@playwright/test';
import {
  ADMIN,
  adminMenu,
  afterPassword,
  enrol,
  enrolmentOf,
  enterCode,
  expectInPanel,
  MODERATOR,
  signInWithPassword,
} from './staff.js';

/*
 * This file runs first (hence its name): it enrols the seeded staff through the set-up page. The
 * other admin specs then sign in through the API with the secrets it saved (staff.ts); were they
 * first, they would enrol the accounts themselves and this spec would only see the code step.
 *
 * Staff must use TOTP two-factor. One database serves the whole run and the seeded staff start
 * without it, so each test enrols its account when sent to the set-up page and otherwise signs
 * in with a code from the secret an earlier test (or attempt) enrolled: the order does not matter.
 */

const sidebarCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'sidebar:state');

test.describe('back office two-factor sign-in', () => {
  // A code is accepted once: signing in right after enrolling may wait for the next 30-second step.
  test.describe.configure({ timeout: 120_000 });

  test('an admin signs in with password and authenticator code and lists the seeded countries', async ({ page }) => {
    const known = enrolmentOf(ADMIN.email);
    await signInWithPassword(page, ADMIN);
    let step = await afterPassword(page);
    if (!known) expect(step).toBe('setup');

    if (step === 'setup') {
      await enrol(page, ADMIN);
      await page.getByRole('button', { name: 'Continue to the admin panel' }).click();
      await expectInPanel(page, ADMIN);
      await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/auth$/);
      expect((await page.request.get('/api/auth/me')).status()).toBe(401);
      await signInWithPassword(page, ADMIN);
      step = await afterPassword(page);
    }

    expect(step).toBe('code');
    // Password given, second factor not yet: the session is not signed in.
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await enterCode(page, ADMIN);

    await expectInPanel(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/?$/);
    // The spec's entries in its order, then the product's additions.
    await expect(adminMenu(page).getByRole('menuitem')).toHaveText([
      'Dashboard',
      'Users',
      'Hospitals',
      'Treatments',
      'Bookings',
      'Reviews',
      'Countries',
      'Specializations',
      'Settings',
      'Contact messages',
      'Audit log',
      'Failed jobs',
    ]);
    await adminMenu(page).getByRole('menuitem', { name: 'Countries' }).click();
    await expect(page).toHaveURL(/\/admin\/countries/);
    for (const name of ['Malaysia', 'Thailand', 'India', 'Turkey', 'South Korea']) {
      await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    }
  });

  test('a moderator without two-factor is sent to set it up and then sees no admin-only entries', async ({
    page,
    context,
  }) => {
    const known = enrolmentOf(MODERATOR.email);
    await signInWithPassword(page, MODERATOR);
    const step = await afterPassword(page);
    if (!known) expect(step).toBe('setup');

    if (step === 'setup') {
      await expect(page).toHaveURL(/\/admin\/auth\/setup-2fa/);
      // The panel stays closed until two-factor is on: its guard sends back here.
      await page.goto('/admin/');
      await expect(page).toHaveURL(/\/admin\/auth\/setup-2fa/);
      const recoveryCodes = await enrol(page, MODERATOR);
      expect(new Set(recoveryCodes).size).toBe(10);
      await page.getByRole('button', { name: 'Continue to the admin panel' }).click();
    } else {
      // A retry: an earlier attempt of this test enrolled the moderator.
      await enterCode(page, MODERATOR);
    }

    await expectInPanel(page, MODERATOR);
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
