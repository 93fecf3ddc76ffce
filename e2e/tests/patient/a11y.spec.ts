import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../fixtures/axe.js';
import { clientAddress } from '../../fixtures/test';
import { PUBLIC_PAGES } from './public-pages';

/** The site's languages by their address prefix: English at the root. */
const LANGUAGES = ['', '/fr', '/ar', '/sw'] as const;

test.describe('accessibility (axe-core)', () => {
  // Every public page in every language: the texts' lengths, the direction and the `lang` change what axe sees.
  for (const { path } of PUBLIC_PAGES) {
    test(`${path} has no serious or critical violation in English, French, Arabic and Swahili`, async ({ page }) => {
      const found: string[] = [];
      for (const prefix of LANGUAGES) {
        const address = prefix && path === '/' ? prefix : `${prefix}${path}`;
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        found.push(...(await seriousViolations(page)).map((violation) => `${address}: ${violation}`));
      }
      expect(found).toEqual([]);
    });
  }

  test('the contact form with field errors has no serious or critical violation', async ({ page }) => {
    // From a client address of its own: the contact form is limited per address.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress() });
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Test');
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@localhost');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('Ghana');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('every page can be used from the keyboard: skip link first, visible focus', async ({ page }) => {
    await page.goto('/hospitals');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
  });
});
