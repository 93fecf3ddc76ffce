import { expect, type Page } from '@playwright/test';
import { deleteReviews, insertReview } from './data.js';
import { openPanel, test, toast, unique, useLocks } from './staff.js';

const statValue = async (page: Page, title: string): Promise<string> =>
  ((await page.getByRole('region', { name: title, exact: true }).locator('p').first().textContent()) ?? '').trim();

test.describe('back office: reviews', () => {
  // The counters must change by this test's doing only.
  useLocks({ reviews: 'exclusive' });
  const inserted: string[] = [];
  test.afterEach(async () => {
    await deleteReviews(inserted.splice(0));
  });

  test('an admin marks a success story and deletes a review', async ({ page }) => {
    // Two new reviews (newest first in the list): one to mark, one to delete.
    const story = await insertReview(unique('Grace Njeri'));
    const doomed = await insertReview(unique('Samuel Osei'));
    inserted.push(story.id, doomed.id);
    await openPanel(page, '/reviews');
    await expect(page.getByRole('tab', { name: 'Manage Reviews' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Scrape New Reviews' })).toBeVisible();
    for (const card of ['Total Reviews', 'Success Stories', 'With Ratings', 'Average Rating', 'Awaiting Moderation']) {
      await expect(page.getByRole('region', { name: card, exact: true })).toBeVisible();
    }
    await expect.poll(() => statValue(page, 'Average Rating')).toMatch(/^\d\.\d$/);

    // A review not yet marked: switching it on adds a success story.
    const toggle = page.getByRole('switch', { name: `Success story: review by ${story.reviewerName}`, exact: true });
    await expect(toggle).not.toBeChecked();
    const storiesBefore = Number(await statValue(page, 'Success Stories'));
    await toggle.click();
    await expect(toast(page, 'Review updated successfully')).toBeVisible();
    await expect(toggle).toBeChecked();
    await expect.poll(() => statValue(page, 'Success Stories')).toBe(String(storiesBefore + 1));

    const totalBefore = Number(await statValue(page, 'Total Reviews'));
    const remove = page.getByRole('button', { name: `Delete review by ${doomed.reviewerName}`, exact: true });
    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Review deleted successfully')).toBeVisible();
    await expect.poll(() => statValue(page, 'Total Reviews')).toBe(String(totalBefore - 1));
    await expect(remove).toHaveCount(0);
  });
});
