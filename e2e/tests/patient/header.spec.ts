import type { Page } from '@playwright/test';
import type { Account } from '../../fixtures/accounts.js';
import { expect, test } from '../../fixtures/test.js';

/* The public header as a patient sees it before and after signing in, and the journey reached through "Get Quote". */

async function signIn(page: Page, patient: Account, returnTo = '/dashboard'): Promise<void> {
  await page.goto(`/auth?redirect=${encodeURIComponent(returnTo)}`);
  const submit = page.getByRole('button', { name: 'Sign In' });
  await page.getByLabel('Email').fill(patient.email);
  await page.getByLabel('Password').fill(patient.password);
  await submit.click();
}

test.describe('the public header', () => {
  test('offers "My dashboard" to a signed-in patient, and "Start Your Journey" again after signing out', async ({ page, accounts }) => {
    await page.goto('/treatments');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Start Your Journey' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'My dashboard' })).toHaveCount(0);

    await signIn(page, await accounts.create());
    await expect(page).toHaveURL(/\/dashboard$/);
    // Back on a public page (a client-side navigation): the header knows the visitor.
    await header.getByRole('link', { name: 'Hospitals', exact: true }).click();
    await expect(page).toHaveURL(/\/hospitals$/);
    await expect(header.getByRole('link', { name: 'My dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(header.getByRole('link', { name: 'Start Your Journey' })).toHaveCount(0);
    // And on a page loaded whole.
    await page.goto('/about');
    await header.getByRole('link', { name: 'My dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Start Your Journey' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'My dashboard' })).toHaveCount(0);
  });

  test('marks the page the patient is on in the navigation, in every language, as they move around', async ({ page, accounts }) => {
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const current = nav.locator('[aria-current="page"]');
    await page.goto('/');
    await expect(current).toHaveText(['Home']);
    await nav.getByRole('link', { name: 'Hospitals', exact: true }).click();
    await expect(page).toHaveURL(/\/hospitals$/);
    await expect(current).toHaveText(['Hospitals']);
    // A page below a section marks the section; Home only itself.
    await page.getByRole('link', { name: 'View Profile' }).first().click();
    await expect(page).toHaveURL(/\/hospitals\/[a-z0-9-]+$/);
    await expect(current).toHaveText(['Hospitals']);
    await page.goto('/fr/treatments');
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Menu principal' }).locator('[aria-current="page"]')).toHaveText([
      'Traitements',
    ]);

    // The dashboard's own tabs.
    await signIn(page, await accounts.create());
    await expect(page).toHaveURL(/\/dashboard$/);
    const tabs = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(tabs.locator('[aria-current="page"]')).toHaveText(['My Journey']);
    await tabs.getByRole('link', { name: 'Account & Security' }).click();
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    await expect(tabs.locator('[aria-current="page"]')).toHaveText(['Account & Security']);
  });

  test('offers "Sign in" to a returning patient, in every language and in the mobile menu, and comes back to the page', async ({
    page,
    accounts,
  }) => {
    await page.goto('/hospitals?page=2');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fhospitals%3Fpage%3D2$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    // Not on the sign-in page itself.
    await expect(header.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
    const patient = await accounts.create();
    await page.getByLabel('Email').fill(patient.email);
    await page.getByLabel('Password').fill(patient.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/hospitals\?page=2$/);
    await expect(header.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
    await page.context().clearCookies();

    for (const [path, name, href] of [
      ['/fr/treatments', 'Se connecter', '/fr/auth?redirect=%2Ftreatments'],
      ['/ar/treatments', 'تسجيل الدخول', '/ar/auth?redirect=%2Ftreatments'],
      ['/sw/treatments', 'Ingia', '/sw/auth?redirect=%2Ftreatments'],
    ]) {
      await page.goto(path);
      await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    // On a phone, in the menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await header.getByText('Menu', { exact: true }).click();
    const menu = header.locator('.mobile-menu').getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/auth?redirect=%2Fabout');
  });

  test('keeps each navigation link on one line, in one row, signed in at 1280 and 1024 px, in every language', async ({
    page,
    accounts,
  }) => {
    await page.context().addCookies((await accounts.storageState(await accounts.create())).cookies);
    const links = page.getByRole('banner').locator('.main-nav').getByRole('link');
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      for (const prefix of ['', '/fr', '/ar', '/sw']) {
        await page.goto(`${prefix}/treatments`);
        await expect(links).toHaveCount(8); // the seven pages and the AI Health Assistant
        const boxes = await links.evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            return { text: element.textContent, top: box.top, height: box.height, line: parseFloat(getComputedStyle(element).lineHeight) };
          }),
        );
        for (const box of boxes) {
          expect(box.height, `${box.text} at ${width}px (${prefix || 'en'})`).toBeLessThan(1.5 * box.line + 12); // one line and its padding
          expect(box.top, `${box.text} at ${width}px (${prefix || 'en'})`).toBe(boxes[0].top);
        }
      }
    }
  });

  test('does not tick the health assessment for a patient who came through "Get Quote" without one', async ({ page, accounts }) => {
    await signIn(page, await accounts.create(), '/dashboard?book=chao-phraya-international-hospital');
    await expect(page.getByRole('heading', { name: 'New Booking Request' })).toBeVisible();
    const steps = page.getByRole('list', { name: 'Journey progress' }).getByRole('listitem');
    await expect(steps.filter({ hasText: 'Welcome' })).toContainText('(done)');
    await expect(steps.filter({ hasText: 'Health assessment' })).not.toContainText('(done)');
    await expect(steps.filter({ hasText: 'Results & bookings' })).toHaveAttribute('aria-current', 'step');
  });
});
