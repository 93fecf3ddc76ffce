import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { sql } from '../../fixtures/db.js';
import { openPanel, rowWith, test, toast, useLocks } from './staff.js';

const RUN_SIZE = 30;

const statValue = async (page: Page, title: string): Promise<number> =>
  Number(((await page.getByRole('region', { name: title, exact: true }).locator('p').first().textContent()) ?? '').replace(/,/g, ''));

test.describe('back office: moderation at scale', () => {
  // It publishes reviews: the review counters of the other review specs must not see it.
  useLocks({ reviews: 'exclusive' });
  let slug = '';
  test.afterEach(async () => {
    // The hospital's reviews and scrape runs go with it.
    if (slug) await sql(`delete from hospitals where slug = $1`, [slug]);
  });

  test('an admin publishes a whole scrape run in one action; the cards and the public profile count it', async ({ page }) => {
    // A real (not demo) hospital, and a run that saved 30 reviews awaiting moderation, as the scraper would.
    const token = randomUUID().slice(0, 8);
    const name = `Moderation Partner Hospital ${token}`;
    slug = `moderation-partner-hospital-${token}`;
    const [[hospitalId]] = await sql(
      `insert into hospitals (id, name, slug, city, country_id, description, is_demo)
         select gen_random_uuid(), $1, $2, 'Kuala Lumpur', c.id, 'A partner hospital of the moderation test.', false
           from countries c order by c.is_destination desc, c.name limit 1
       returning id`,
      [name, slug],
    );
    const [[runId]] = await sql(
      `insert into scrape_runs (id, hospital_id, url, status, found_count, new_count, duplicate_count, finished_at)
       values (gen_random_uuid(), $1, 'https://reviews.example.org/moderation', 'done', $2, $2, 0, now()) returning id`,
      [hospitalId, RUN_SIZE],
    );
    await sql(
      `insert into hospital_reviews (id, hospital_id, reviewer_name, review_text, rating, review_date, status, fingerprint, source, source_url, scrape_run_id, scraped_at, created_at)
       select gen_random_uuid(), $1, 'Run reviewer ' || g || ' ' || $3, 'Careful nurses and a clean ward, visit ' || g || '.', 4, current_date, 'pending',
              encode(sha256(gen_random_uuid()::text::bytea), 'hex'), 'reviews.example.org', 'https://reviews.example.org/moderation', $2, now(),
              now() - make_interval(secs => g)
         from generate_series(1, $4::int) g`,
      [hospitalId, runId, token, RUN_SIZE],
    );
    const reviewer = (n: number) => `Run reviewer ${n} ${token}`;

    // Nothing of the run is public yet.
    await page.goto(`/hospitals/${slug}`);
    await expect(page.getByRole('heading', { name: 'Patient reviews (0)' })).toBeVisible();

    // The reviews list, filtered by the run (the link a run's page gives).
    await openPanel(page, `/reviews?filter=${encodeURIComponent(JSON.stringify({ scrapeRunId: runId }))}`);
    const run = page.getByRole('region', { name: 'This scrape run' });
    await expect(run).toContainText(`${RUN_SIZE} reviews not published`);
    await expect(rowWith(page, reviewer(1))).toContainText('from reviews.example.org');
    await expect(page.getByRole('combobox', { name: `Status of review by ${reviewer(1)}` })).toContainText('Pending');
    await expect.poll(() => statValue(page, 'Awaiting Moderation')).toBeGreaterThanOrEqual(RUN_SIZE);
    const published = await statValue(page, 'Total Reviews');
    const pending = await statValue(page, 'Awaiting Moderation');

    // Two selected rows rejected first: a bulk action on the selection.
    for (const n of [1, 2]) await rowWith(page, reviewer(n)).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(toast(page, '2 reviews rejected successfully')).toBeVisible();
    await expect(page.getByRole('combobox', { name: `Status of review by ${reviewer(1)}` })).toContainText('Rejected');
    await expect.poll(() => statValue(page, 'Awaiting Moderation')).toBe(pending - 2);

    // Then the whole run published in one action, after a confirmation naming the count.
    await run.getByRole('button', { name: 'Publish whole run' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(`Publish ${RUN_SIZE} reviews of this scrape run?`);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, `${RUN_SIZE} reviews published successfully`)).toBeVisible();
    await expect(run.getByRole('button', { name: 'Publish whole run' })).toBeDisabled();
    await expect(run).toContainText('0 reviews not published');
    for (const n of [1, 3]) {
      await expect(page.getByRole('combobox', { name: `Status of review by ${reviewer(n)}` })).toContainText('Published');
    }
    // The cards count them now, and no longer as awaiting moderation.
    await expect.poll(() => statValue(page, 'Total Reviews')).toBe(published + RUN_SIZE);
    await expect.poll(() => statValue(page, 'Awaiting Moderation')).toBe(pending - RUN_SIZE);

    // The public profile shows them, from the site they came from.
    await page.goto(`/hospitals/${slug}`);
    await expect(page.getByRole('heading', { name: `Patient reviews (${RUN_SIZE})` })).toBeVisible();
    const shown = page.getByRole('listitem').filter({ hasText: new RegExp(`Run reviewer \\d+ ${token}`) });
    await expect(shown.first()).toContainText('Careful nurses and a clean ward');
  });
});
