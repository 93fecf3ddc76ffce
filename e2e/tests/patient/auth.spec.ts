import type { Locator, Page } from '@playwright/test';
import { insertAccount, removeAccounts } from '../../fixtures/accounts';
import { linkIn, waitForMail } from '../../fixtures/mail';
import { clientAddress, expect, test } from '../../fixtures/test';

/**
 * Waits until the page's form can be used: the account forms keep their button disabled until
 * React has taken over the server-rendered page, and text typed before that is lost.
 */
async function formReady(page: Page, button: string): Promise<void> {
  await expect(page.getByRole('button', { name: button, exact: true })).toBeEnabled();
}

test.describe('patient account', () => {
  test('signs up, tries to sign in before verifying, verifies from the first email, signs in to the dashboard and signs out', async ({
    page,
  }) => {
    const email = `amina.${Date.now()}@example.com`;
    // From a client address of its own (behind the trusted proxy): sign-ups are limited per address (spec §9).
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress() });
    await page.goto('/auth?tab=signup');
    await formReady(page, 'Create Account');
    await page.getByLabel('First name').fill('Amina');
    await page.getByLabel('Last name').fill('Bello');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('password'); // one of the most common: refused
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('This password is too common. Please choose a less common one.').first()).toBeVisible();

    await page.getByLabel('Password').fill('kilimanjaro-sunrise-7');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created!')).toBeVisible();
    await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    const mail = await waitForMail(email, /Verify your email address/);

    // Signing in before opening the email: the page stays on Sign In and says the link was sent and still works.
    await page.getByLabel('Password').fill('kilimanjaro-sunrise-7');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText(
      'We have already sent you a verification link, and it still works',
    );
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page).not.toHaveURL(/tab=signup/);

    // The first email's link still works.
    await page.goto(linkIn(mail, '/auth/verify-email?token='));
    await page.getByRole('button', { name: 'Verify my email' }).click();
    await expect(page.getByText('Your email has been verified. You can now sign in.')).toBeVisible();

    await page.goto('/dashboard/account');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard%2Faccount/);
    await formReady(page, 'Sign In');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('kilimanjaro-sunrise-7');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    await expect(page.getByText('HIPAA Compliant')).toBeVisible();
    await expect(page.getByText('Medical Board Certified')).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();

    // Already signed in: /auth sends the visitor on.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
  });

  test('styles the name and password fields as the email field, on every account form', async ({ page, accounts }) => {
    const look = (field: Locator) =>
      field.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
          radius: style.borderTopLeftRadius,
          padding: `${style.paddingTop} ${style.paddingInlineStart}`,
          height: style.height,
          background: style.backgroundColor,
        };
      });
    await page.goto('/auth');
    const email = await look(page.getByLabel('Email'));
    expect(email.border).toBe('1px solid rgb(138, 151, 165)');
    expect(await look(page.getByLabel('Password'))).toEqual(email);
    await page.goto('/auth?tab=signup');
    for (const label of ['Email', 'First name', 'Last name', 'Password']) {
      expect(await look(page.getByLabel(label, { exact: true })), label).toEqual(email);
    }
    await page.goto('/auth/reset-password?token=any');
    for (const label of ['New password', 'Confirm new password']) {
      expect(await look(page.getByLabel(label, { exact: true })), label).toEqual(email);
    }
    await page.context().addCookies((await accounts.storageState(await accounts.create())).cookies);
    await page.goto('/dashboard/account');
    for (const label of ['Current password', 'New password']) {
      expect(await look(page.getByLabel(label, { exact: true })), label).toEqual(email);
    }
  });

  test('answers a wrong password with the generic message and resets a forgotten password by email', async ({ page, accounts }) => {
    const patient = await accounts.create();
    await page.goto('/auth');
    await formReady(page, 'Sign In');
    await page.getByLabel('Email').fill(patient.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first()).toBeVisible();

    const email = `reset.${Date.now()}@example.com`;
    const api = page.request;
    // From an address of its own: sign-ups are limited per address (spec §9).
    const headers = { 'X-Forwarded-For': clientAddress() };
    await api.post('/api/auth/sign-up', { headers, data: { firstName: 'Kofi', lastName: 'Mensah', email, password: 'volta-river-2026' } });
    await page.goto(linkIn(await waitForMail(email, /Verify your email/), '/auth/verify-email?token='));
    await page.getByRole('button', { name: 'Verify my email' }).click();
    await expect(page.getByText('Your email has been verified.')).toBeVisible();

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await formReady(page, 'Send Reset Link');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('If an account exists for this email, we have sent a password reset link.')).toBeVisible();
    await page.goto(linkIn(await waitForMail(email, /Reset your password/), '/auth/reset-password?token='));
    await formReady(page, 'Change Password');
    await page.getByLabel('New password', { exact: true }).fill('lake-volta-2027');
    await page.getByLabel('Confirm new password').fill('lake-volta-2027');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible();
    // The owner is told by email, with the way back if it was not them.
    const changed = await waitForMail(email, /Your MedTour Asia password was changed/);
    expect(changed.text).toContain('If you did not change it, reset it now and tell us at once:');
    expect(linkIn(changed, '/auth/forgot-password')).toContain('/auth/forgot-password');

    await page.goto('/auth');
    await formReady(page, 'Sign In');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('lake-volta-2027');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('asks for a sign-in link from the sign-in page and signs in with it (no password)', async ({ page }) => {
    const account = await insertAccount();
    try {
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress() });
      await page.goto('/auth');
      await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
      await formReady(page, 'Email Me a Link');
      await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
      await page.getByRole('button', { name: 'Email Me a Link' }).click();
      await expect(page.getByText('If an account exists for this email, we have sent a sign-in link.')).toBeVisible();
      // Opening the link signs in only once its button is pressed (a mail scanner's visit uses nothing up).
      await page.goto(linkIn(await waitForMail(account.email, /Your MedTour Asia sign-in link/), '/auth/sign-in-link?token='));
      await formReady(page, 'Sign In');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    } finally {
      await removeAccounts([account.id]);
    }
  });
});
