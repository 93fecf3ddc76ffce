import type { Page } from '@playwright/test';
import { linkIn, waitForMail } from '../../fixtures/mail';
import { clientAddress, expect, test } from '../../fixtures/test';

/*
 * The patient site with JavaScript turned off: every form is a plain HTML post that the route's
 * action answers on the server (field errors with status 400, the session cookie set by the answer).
 */
test.use({ javaScriptEnabled: false });

/** Submits with the button and returns the status of the page the browser was sent to. */
async function post(page: Page, button: string): Promise<number | undefined> {
  const [response] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: button, exact: true }).click()]);
  return response?.status();
}

test.describe('patient site without JavaScript', () => {
  test('signs up, verifies the email, signs in and out, with the field errors of bad input', async ({ page }) => {
    const email = `nojs.${Date.now()}@example.com`;
    // Sign-ups are limited per address (spec §9).
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress() });

    // --- Sign up: a common password is refused next to the field, the names are kept.
    await page.goto('/auth?tab=signup');
    await page.getByLabel('First name').fill('Zawadi');
    await page.getByLabel('Last name').fill('Otieno');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('password');
    expect(await post(page, 'Create Account')).toBe(400);
    await expect(page.getByText('This password is too common. Please choose a less common one.')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Zawadi');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Password').fill('serengeti-dawn-42');
    expect(await post(page, 'Create Account')).toBe(200);
    await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

    // --- A broken verification link says so; the emailed one verifies the address.
    await page.goto('/auth/verify-email?token=not-a-real-token');
    expect(await post(page, 'Verify my email')).toBe(400);
    await expect(page.getByRole('alert')).toContainText(/invalid|expired/i);
    await page.goto(linkIn(await waitForMail(email, /Verify your email address/), '/auth/verify-email?token='));
    expect(await post(page, 'Verify my email')).toBe(200);
    await expect(page.getByText('Your email has been verified. You can now sign in.')).toBeVisible();

    // --- Sign in: a wrong password is refused; the right one sets the session and goes where asked.
    await page.goto('/dashboard/account');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard%2Faccount$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not-the-password');
    expect(await post(page, 'Sign In')).toBe(401);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await page.getByLabel('Password').fill('serengeti-dawn-42');
    await post(page, 'Sign In');
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    await expect(page.getByText(`Signed in as Zawadi Otieno (${email}).`)).toBeVisible();

    // --- Account: a wrong current password is refused next to its field.
    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel('New password').fill('kilimanjaro-sunrise-8');
    expect(await post(page, 'Change Password')).toBe(400);
    await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('Current password is incorrect');

    // --- Sign out: the session ends, the dashboard asks to sign in again.
    await post(page, 'Sign Out');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
  });

  test('resets a forgotten password: the two passwords must match', async ({ page, accounts }) => {
    const patient = await accounts.create();
    await page.goto('/auth/forgot-password');
    await page.getByLabel('Email').fill(patient.email);
    expect(await post(page, 'Send Reset Link')).toBe(200);
    await expect(page.getByText('If an account exists for this email, we have sent a password reset link.')).toBeVisible();

    await page.goto(linkIn(await waitForMail(patient.email, /Reset your password/), '/auth/reset-password?token='));
    await page.getByLabel('New password', { exact: true }).fill('lake-victoria-2027');
    await page.getByLabel('Confirm new password').fill('lake-victoria-2028');
    expect(await post(page, 'Change Password')).toBe(400);
    await expect(page.getByText('The two passwords do not match')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('lake-victoria-2027');
    await page.getByLabel('Confirm new password').fill('lake-victoria-2027');
    expect(await post(page, 'Change Password')).toBe(200);
    await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible();
  });
});
