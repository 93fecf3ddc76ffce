import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { sql } from '../../fixtures/db.js';
import { openPanel, pick, test, toast, useLocks } from './staff.js';

const SITE = `http://127.0.0.1:${process.env.E2E_REVIEW_SITE_PORT}`;

test.describe('back office: review scraper', () => {
  // It adds reviews (and publishes one): the review counters of reviews.spec.ts must not see it.
  useLocks({ reviews: 'exclusive' });
  let slug = '';
  test.afterEach(async () => {
    // The hospital's reviews and scrape runs go with it.
    if (slug) await sql(`delete from hospitals where slug = $1`, [slug]);
  });

  test('an admin scrapes a hospital site, watches the progress, approves a review, and the public profile shows it with its source', async ({
    page,
  }) => {
    test.setTimeout(60_000); // a background job, one request per second to the site
    const token = randomUUID().slice(0, 8);
    const name = `Scraper Partner Hospital ${token}`;
    slug = `scraper-partner-hospital-${token}`;
    await sql(
      `insert into hospitals (id, name, slug, city, country_id, description, is_demo)
         select gen_random_uuid(), $1, $2, 'George Town', c.id, 'A partner hospital of the scraper test.', false
           from countries c order by c.is_destination desc, c.name limit 1`,
      [name, slug],
    );

    await openPanel(page, '/reviews');
    await page.getByRole('tab', { name: 'Scrape New Reviews' }).click();
    // Nothing chosen: the spec's message, and nothing is sent.
    await page.getByRole('button', { name: 'Scrape Reviews' }).click();
    await expect(page.getByText('Hospital ID is required for secure scraping')).toBeVisible();

    await pick(page.getByRole('combobox', { name: 'Hospital' }), token, `${name} (George Town)`);
    // A metadata address is refused at once, with the spec's failure toast and the reason.
    await page.getByRole('textbox', { name: 'Source URL' }).fill('http://169.254.169.254/latest/meta-data/');
    await page.getByRole('button', { name: 'Scrape Reviews' }).click();
    await expect(toast(page, 'Failed to scrape reviews securely')).toBeVisible();
    await expect(page.getByText(/169\.254\.169\.254 is a link-local address/)).toBeVisible();

    const url = `${SITE}/hospital-reviews.html?run=${token}`;
    await page.getByRole('textbox', { name: 'Source URL' }).fill(url);
    await page.getByRole('button', { name: 'Scrape Reviews' }).click();

    // Live progress: a step under way first, then done with the counts.
    const status = page.getByRole('status', { name: 'Scrape status' });
    await expect(status).toContainText(/Status: (Queued|Loading the page|Extracting reviews|Saving)/);
    await expect(status).toContainText('Status: Done', { timeout: 30_000 });
    await expect(toast(page, 'Found 2 reviews: 2 new, 0 already saved')).toBeVisible();
    await expect(page.getByRole('region', { name: 'New', exact: true })).toContainText('2');
    await expect(page.getByRole('region', { name: 'Duplicates', exact: true })).toContainText('0');

    // The results, in a scroll area: approve one.
    const results = page.getByRole('region', { name: 'Scraped reviews' });
    await expect(results.getByRole('article')).toHaveCount(2);
    const reviewer = `Amara Okeke ${token}`;
    await expect(results.getByRole('article', { name: `Scraped review by ${reviewer}` })).toContainText('4.5 / 5');
    await results.getByRole('button', { name: `Approve review by ${reviewer}` }).click();
    await expect(toast(page, 'Review updated successfully')).toBeVisible();

    // The other one is corrected (and stays pending).
    const other = `Juma Mwangi ${token}`;
    await results.getByRole('button', { name: `Edit review by ${other}` }).click();
    const editor = results.getByRole('form', { name: `Edit the review by ${other}` });
    await editor
      .getByRole('textbox', { name: 'Review', exact: true })
      .fill('Physiotherapy started the day after my spine operation. Excellent.');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(results.getByRole('article', { name: `Scraped review by ${other}` })).toContainText('Excellent.');

    // The history lists the run.
    await expect(page.getByRole('table', { name: 'Scrape runs' }).getByRole('row').filter({ hasText: name })).toContainText('2 / 2 / 0');

    // The public profile: the approved review, from the site it came from; the other one is still pending.
    await page.goto(`/hospitals/${slug}`);
    const review = page.getByRole('listitem').filter({ hasText: reviewer });
    await expect(review).toContainText('My bypass surgery was explained step by step');
    const source = review.getByRole('link', { name: '127.0.0.1' });
    await expect(source).toHaveAttribute('href', url);
    await expect(review).toContainText('from 127.0.0.1');
    await expect(page.getByText(`Juma Mwangi ${token}`)).toHaveCount(0);
  });
});
