import { expect, type Locator, type Page } from '@playwright/test';
import { openPanel, test, toast } from './staff.js';

const statValue = async (page: Page, title: string): Promise<string> =>
  ((await page.getByRole('region', { name: title, exact: true }).locator('p').first().textContent()) ?? '').trim();

/** The data rows of the reviews table (the header row has no cells). */
const reviewRows = (page: Page): Locator => page.getByRole('row').filter({ has: page.getByRole('cell') });

test.describe('back office: reviews', () => {
  test('an admin marks a success story and deletes a review', async ({ page }) => {
    await openPanel(page, '/reviews');
    await expect(page.getByRole('tab', { name: 'Manage Reviews' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Scrape New Reviews' })).toHaveCount(0);
    for (const card of ['Total Reviews', 'Success Stories', 'With Ratings', 'Average Rating']) {
      await expect(page.getByRole('region', { name: card, exact: true })).toBeVisible();
    }
    await expect.poll(() => statValue(page, 'Average Rating')).toMatch(/^\d\.\d$/);

    // A review not yet marked: switching it on adds a success story.
    await expect(reviewRows(page).first()).toBeVisible();
    const storiesBefore = Number(await statValue(page, 'Success Stories'));
    const toggle = page.getByRole('switch', { name: /^Success story: review by /, checked: false }).first();
    const label = (await toggle.getAttribute('aria-label'))!;
    await toggle.click();
    await expect(toast(page, 'Review updated successfully')).toBeVisible();
    await expect(page.getByRole('switch', { name: label, exact: true })).toBeChecked();
    await expect.poll(() => statValue(page, 'Success Stories')).toBe(String(storiesBefore + 1));

    const totalBefore = Number(await statValue(page, 'Total Reviews'));
    const remove = reviewRows(page).last().getByRole('button', { name: /^Delete review by / });
    const deleted = (await remove.getAttribute('aria-label'))!.replace('Delete review by ', '');
    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Review deleted successfully')).toBeVisible();
    await expect.poll(() => statValue(page, 'Total Reviews')).toBe(String(totalBefore - 1));
    await expect(page.getByRole('button', { name: `Delete review by ${deleted}`, exact: true })).toHaveCount(0);
  });
});
