import { expect, test, useLocks } from '../../fixtures/test';

/* The public catalogue and site settings as seeded: while no admin spec changes them. */
useLocks({ 'public-site': 'shared' });

test.describe('landing page', () => {
  test('is rendered on the server: the HTML already holds seeded treatments and hospitals', async ({ request }) => {
    const res = await request.get('/', { headers: { Accept: 'text/html' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<meta name="description"');
    expect(html).toContain('Cataract Surgery');
    expect(html).toContain('(Demo)');
    expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
  });

  test('shows the popular treatments and featured hospitals from the catalogue, hydrated', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular Treatments' })).toBeVisible();
    await expect(page.getByText('Cataract Surgery').first()).toBeVisible();
    await expect(page.getByText('$1,500 - $3,500').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Hospitals' })).toBeVisible();
    await expect(page.getByText('Demo listing').first()).toBeVisible();
    // Calls to action go through sign-in and on to the dashboard.
    await expect(page.getByRole('link', { name: 'Start Your Journey' }).first()).toHaveAttribute('href', '/auth?redirect=%2Fdashboard');
    await expect(page.getByRole('link', { name: 'View Profile' }).first()).toHaveAttribute('href', /^\/hospitals\/[a-z0-9-]+$/);
    expect(errors).toEqual([]);
  });

  test('answers an unknown path with the 404 page and a link home', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
