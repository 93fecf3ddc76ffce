import { expect, test, useLocks } from '../../fixtures/test';
import { PUBLIC_PAGES } from './public-pages';

/* The public catalogue and site settings as seeded: while no admin spec changes them. */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
useLocks({ 'public-site': 'shared' });

test.describe('mobile layout at 375 px', () => {
  for (const { path } of PUBLIC_PAGES) {
    test(`${path} fits the screen without horizontal scrolling`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('the navigation folds into a menu and the cards stack in one column', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    // Under 768 px the links wait behind "Menu"; the call to action stays in view.
    await expect(header.getByRole('link', { name: 'Treatments', exact: true })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Start Your Journey' })).toBeInViewport();
    await header.getByText('Menu', { exact: true }).tap();
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Treatments', 'Destinations', 'Hospitals', 'Patient Guide', 'About', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport();
    }

    await nav.getByRole('link', { name: 'Hospitals', exact: true }).tap();
    await expect(page).toHaveURL(/\/hospitals$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hospitals');
    // The menu closed behind the navigation.
    await expect(header.getByRole('link', { name: 'Treatments', exact: true })).toBeHidden();
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first!.x).toBe(second!.x);
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(first!.width).toBeGreaterThan(300);

    // Filters still work on a phone.
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'India' });
    await expect(page).toHaveURL(/country=india/);
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('2 hospitals found');
  });

  test('the menu opens without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto('/contact');
    const header = page.getByRole('banner');
    await header.getByText('Menu', { exact: true }).click();
    await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Treatments', exact: true }).click();
    await expect(page).toHaveURL(/\/treatments$/);
    await context.close();
  });
});
