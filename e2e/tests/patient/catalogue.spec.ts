import { expect, test, useLocks } from '../../fixtures/test';
import { createPatientBooking } from '../admin/data.js';
import { DECCAN, STRAITS } from './public-pages';

/* The public catalogue and site settings as seeded: while no admin spec changes them. */
useLocks({ 'public-site': 'shared' });

test.describe('treatments catalogue', () => {
  test('category chips and the search live in the URL and filter the results', async ({ page }) => {
    await page.goto('/treatments');
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('14 treatments found');

    const chips = page.getByRole('navigation', { name: 'Treatment categories' });
    await expect(chips.getByRole('link')).toHaveText([
      'All',
      'Orthopedic',
      'Fertility',
      'Cosmetic',
      'Cardiology',
      'Spinal',
      'Cancer',
      'Dental',
      'Eye',
      'Metabolic',
      'Weight Loss',
    ]);
    await chips.getByRole('link', { name: 'Cardiology' }).click();
    await expect(page).toHaveURL(/\/treatments\?category=cardiology$/);
    await expect(chips.getByRole('link', { name: 'Cardiology' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Heart Bypass Surgery', 'Angioplasty & Stenting']);

    await page.getByRole('searchbox', { name: 'Search treatments' }).fill('BYPASS');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/treatments\?q=BYPASS&category=cardiology$/);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Heart Bypass Surgery']);
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('1 treatment found');

    // The URL alone gives the same results: a search can be shared.
    await page.goto('/treatments?q=vitrification');
    await expect(page.getByRole('searchbox', { name: 'Search treatments' })).toHaveValue('vitrification');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Egg Freezing']);

    await page.goto('/treatments?q=no-such-treatment');
    await expect(page.getByText('No treatments found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters to see more options.')).toBeVisible();
  });

  test('shows the first three procedures, then how many more', async ({ page }) => {
    await page.goto('/treatments?q=cancer');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cancer Treatment' }) });
    await expect(card.getByText('Tumour board review', { exact: true })).toBeVisible();
    await expect(card.getByText('Chemotherapy', { exact: true })).toBeVisible();
    await expect(card.getByText('Radiotherapy', { exact: true })).toHaveCount(0);
    await expect(card.getByText('+3 more')).toBeVisible();
  });

  test('"Learn More" opens the treatment page with its hospitals and prices', async ({ page }) => {
    await page.goto('/treatments?category=orthopedic');
    await page.getByRole('link', { name: 'Learn More' }).first().click();
    await expect(page).toHaveURL(/\/treatments\/(hip|knee)-replacement$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Hospitals offering/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute('href', '/auth?redirect=%2Fdashboard');
  });

  test('a hand-edited URL with a bad page number gets a clear message, not an error page', async ({ page }) => {
    const res = await page.goto('/treatments?page=-2');
    expect(res?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('page must be at least 1');
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('14 treatments found');
  });
});

test.describe('hospitals catalogue', () => {
  test('country, specialty and text filters live in the URL and filter the results', async ({ page }) => {
    await page.goto('/hospitals');
    await expect(page.getByRole('combobox', { name: 'Country' }).locator('option')).toHaveText([
      'All countries',
      'India',
      'Malaysia',
      'South Korea',
      'Thailand',
      'Turkey',
      'Vietnam', // the partner hospitals the end-to-end run adds (fixtures/global-setup.ts)
    ]);
    await expect(page.getByRole('combobox', { name: 'Specialty' }).locator('option')).toHaveText([
      'All specialties',
      'Bariatric Surgery',
      'Cardiology',
      'Cosmetic Surgery',
      'Dentistry',
      'Endocrinology',
      'Fertility',
      'Neurosurgery',
      'Oncology',
      'Ophthalmology',
      'Orthopedics',
    ]);

    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Malaysia' });
    await expect(page).toHaveURL(/\/hospitals\?country=malaysia$/);
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('4 hospitals found');

    await page.getByRole('combobox', { name: 'Specialty' }).selectOption({ label: 'Fertility' });
    await expect(page).toHaveURL(/\/hospitals\?country=malaysia&specialty=fertility$/);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Penang Lotus Fertility Hospital (Demo)']);

    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'All countries' });
    await page.getByRole('combobox', { name: 'Specialty' }).selectOption({ label: 'All specialties' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('oncology');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/hospitals\?q=oncology$/);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      'Straits Heart & Vascular Centre (Demo)',
      'Han River Cancer & Robotic Surgery Center (Demo)',
      'Deccan Multispeciality Hospital (Demo)',
    ]);

    await page.goto('/hospitals?q=kuala&country=my');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('kuala');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      'Straits Heart & Vascular Centre (Demo)',
      'Klang Valley Dental & Eye Centre (Demo)',
    ]);
  });

  test('a page beyond the last says so, with the way back to page 1 and no pager, on every paged list', async ({ page }) => {
    await page.goto('/hospitals?country=malaysia&page=2');
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('4 hospitals found');
    await expect(page.getByText('This page does not exist.')).toBeVisible();
    await expect(page.getByText('No hospitals found')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Hospital pages' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to page 1' }).click();
    await expect(page).toHaveURL(/\/hospitals\?country=malaysia$/);
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(4);

    for (const path of ['/treatments?page=9', '/destinations?page=9']) {
      await page.goto(path);
      await expect(page.getByText('This page does not exist.')).toBeVisible();
      await expect(page.getByRole('navigation', { name: /pages$/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Back to page 1' })).toHaveAttribute('href', path.replace('?page=9', ''));
    }
  });

  test('a patient\'s bookings page beyond the last is not "no bookings yet"', async ({ browser, accounts }) => {
    const account = await accounts.create();
    await createPatientBooking(await accounts.request(account));
    const context = await browser.newContext({ storageState: await accounts.storageState(account) });
    const page = await context.newPage();
    await page.goto('/dashboard?step=results&bookingsPage=9');
    await expect(page.getByText('This page does not exist.')).toBeVisible();
    await expect(page.getByText('No bookings yet')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to page 1' }).click();
    await expect(page.getByRole('list', { name: 'Your bookings' }).getByRole('article')).toHaveCount(1);
    await context.close();
  });

  test('an unknown country in the URL is named, with a way back', async ({ page }) => {
    const res = await page.goto('/hospitals?country=atlantis');
    expect(res?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('Unknown country: atlantis');
  });

  test('cards carry the demo badge, Get Quote (booking after sign-in) and View Profile', async ({ page }) => {
    await page.goto('/hospitals?q=chao');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Chao Phraya International Hospital (Demo)' }) });
    await expect(card.getByText('Demo listing')).toBeVisible();
    await expect(card.getByText('★ 4.9 / 5')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Get Quote' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fdashboard%3Fbook%3Dchao-phraya-international-hospital',
    );
    await card.getByRole('link', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(/\/hospitals\/chao-phraya-international-hospital$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chao Phraya International Hospital (Demo)');
    await expect(page.getByText('This is a fictional demo listing')).toBeVisible();
  });

  test('compares up to three ticked hospitals side by side', async ({ page }) => {
    await page.goto('/hospitals');
    const tick = (name: string) => page.getByRole('checkbox', { name: `Compare ${name}` });
    await tick('Straits Heart & Vascular Centre (Demo)').check();
    await tick('Deccan Multispeciality Hospital (Demo)').check();
    await tick('Chao Phraya International Hospital (Demo)').check();
    await expect(page.getByText('3 of 3 hospitals selected for comparison.')).toBeVisible();
    await expect(tick('Coromandel Orthopaedic Centre (Demo)')).toBeDisabled();
    await tick('Chao Phraya International Hospital (Demo)').uncheck();
    await expect(tick('Coromandel Orthopaedic Centre (Demo)')).toBeEnabled();

    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/hospitals/compare\\?ids=${STRAITS},${DECCAN}$`));
    const table = page.getByRole('table', { name: 'Hospital comparison' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Straits Heart & Vascular Centre (Demo) Demo listing',
      'Deccan Multispeciality Hospital (Demo) Demo listing',
    ]);
    await expect(table.getByRole('row', { name: /Location/ })).toContainText('Kuala Lumpur, Malaysia');
    await expect(table.getByRole('row', { name: /Location/ })).toContainText('Hyderabad, India');
  });

  test('refuses to compare more than three hospitals', async ({ page }) => {
    const res = await page.goto(`/hospitals/compare?ids=${STRAITS},${DECCAN},a-hospital,another-hospital`);
    expect(res?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('You can compare up to 3 hospitals at a time');
  });

  test('a profile lists treatment prices and dated patient reviews', async ({ page }) => {
    await page.goto(`/hospitals/${STRAITS}`);
    const prices = page.getByRole('region', { name: 'Treatments and prices' }).getByRole('table');
    await expect(prices.getByRole('row', { name: /Heart Bypass Surgery/ })).toContainText('$14,000 - $24,000');
    await prices.getByRole('link', { name: 'Heart Bypass Surgery' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heart Bypass Surgery');
    await page.goBack();
    const reviews = page.getByRole('region', { name: /^Patient reviews \(\d+\)$/ });
    // Dates read 'MMM dd, yyyy' (spec §9).
    await expect(reviews.getByText(/★ \d\.\d · [A-Z][a-z]{2} \d{2}, \d{4}/).first()).toBeVisible();
  });

  test('an unknown hospital profile is the 404 page', async ({ page }) => {
    const res = await page.goto('/hospitals/no-such-hospital');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });
});

test.describe('destinations', () => {
  test('each country shows its guide facts, two popular hospitals and its calls to action', async ({ page }) => {
    await page.goto('/destinations');
    const malaysia = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Malaysia' }) });
    await expect(malaysia.getByText('Capital: Kuala Lumpur')).toBeVisible();
    await expect(malaysia.getByText('Safety rating: 5 out of 5')).toBeAttached();
    await expect(malaysia.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveCount(3);
    await expect(malaysia.getByText('English, Malay, Mandarin')).toBeVisible();
    await expect(malaysia.getByRole('link', { name: /Demo\)$/ })).toHaveText([
      'Straits Heart & Vascular Centre (Demo)',
      'Penang Lotus Fertility Hospital (Demo)',
    ]);
    await expect(malaysia.getByRole('link', { name: 'Explore Malaysia' })).toHaveAttribute('href', '/destinations/malaysia');
    await malaysia.getByRole('link', { name: '4 hospitals in Malaysia' }).click();
    await expect(page).toHaveURL(/\/hospitals\?country=malaysia$/);
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('malaysia');
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('4 hospitals found');
  });
});
