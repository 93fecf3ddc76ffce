import { expect } from '@playwright/test';
import { test } from '../../fixtures/test.js';
import { signInWithPassword } from './staff.js';

test.describe('back office shell', () => {
  test('sends a signed-out visitor to /admin/auth', async ({ page }) => {
    await page.goto('/admin/countries');
    await expect(page).toHaveURL(/\/admin\/auth/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // The tab shows the product's icon.
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe('/favicon.svg');
    const served = await page.request.get(icon!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('image/svg+xml');
  });

  test('refuses a patient with the access-denied message', async ({ page, accounts }) => {
    await signInWithPassword(page, await accounts.create());
    await expect(page.getByText('Access denied. Administrator privileges required.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible(); // still on the password step
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401); // signed out again
  });
});
