import { expect, test } from '@playwright/test';

const ADMIN = { email: 'admin@medtour.local', password: 'Admin-demo-2026' };
const PATIENT = { email: 'patient@medtour.local', password: 'Patient-demo-2026' };

test.describe('back office shell', () => {
  test('sends a signed-out visitor to /admin/auth', async ({ page }) => {
    await page.goto('/admin/countries');
    await expect(page).toHaveURL(/\/admin\/auth/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('lets an admin sign in and lists the seeded countries', async ({ page }) => {
    await page.goto('/admin/auth');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(ADMIN.email).first()).toBeVisible();
    await page.goto('/admin/countries');
    for (const name of ['Malaysia', 'Thailand', 'India', 'Turkey', 'South Korea']) {
      await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    }
  });

  test('refuses a patient with the access-denied message', async ({ page }) => {
    await page.goto('/admin/auth');
    await page.getByLabel('Email').fill(PATIENT.email);
    await page.getByLabel('Password').fill(PATIENT.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Access denied. Administrator privileges required.')).toBeVisible();
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401); // signed out again
  });
});
