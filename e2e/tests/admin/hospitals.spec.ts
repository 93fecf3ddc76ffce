import { expect } from '@playwright/test';
import { STAFF_MESSAGES } from '@medtour/contracts';
import { sql } from '../../fixtures/db.js';
import { filterApplied, openPanel, pick, rowWith, search, test, toast, unique, useLocks } from './staff.js';

test.describe('back office: hospitals', () => {
  // The new hospital is listed on the patient pages until it is deactivated: none may count them meanwhile.
  useLocks({ 'public-site': 'exclusive' });
  // It is not left behind, whatever happens; a seeded hospital unfeatured to make room is featured again.
  let name = '';
  let unfeatured = '';
  test.afterEach(async () => {
    if (name) await sql(`delete from hospitals where name = $1`, [name]);
    if (unfeatured) await sql(`update hospitals set featured = true where name = $1`, [unfeatured]);
    name = '';
    unfeatured = '';
  });

  test('an admin adds a hospital, features it, deactivates it and edits it', async ({ page }) => {
    // Four forms and two lists in one story: beside the whole suite on two cores it ran past the default minute (1.1 min).
    test.setTimeout(120_000);
    name = unique('E2E Harbour Hospital');
    await openPanel(page, '/hospitals');
    await page.getByRole('link', { name: 'Add Hospital' }).click();
    await expect(page).toHaveURL(/\/admin\/hospitals\/create$/);

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'City' }).fill('Johor Bahru');
    await pick(page.getByRole('combobox', { name: 'Country' }), 'Malay', 'Malaysia');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+60 7 123 4567');
    await page.getByRole('textbox', { name: 'Website' }).fill('https://harbour.example');
    // Bed capacity and staff count stay empty: stored as null (spec §5).
    await page.getByRole('spinbutton', { name: 'Doctor count' }).fill('85');
    await page.getByRole('spinbutton', { name: 'Established year' }).fill('2004');
    await page.getByRole('textbox', { name: 'Accreditations' }).fill('JCI\nMSQH\n');
    await page.getByRole('textbox', { name: 'Languages', exact: true }).fill('English\nMalay');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Hospital added successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/hospitals(\?|$)/);

    await search(page, 'Search hospitals', name);
    const row = rowWith(page, name);
    await expect(row).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    // The home page shows four featured hospitals, and four are: a fifth is refused, with the reason.
    await row.getByRole('button', { name: `Feature ${name}` }).click();
    await expect(toast(page, STAFF_MESSAGES.fourFeatured)).toBeVisible();
    await expect(row.getByRole('button', { name: `Feature ${name}` })).toBeVisible();

    // The status filter lists the featured four: the admin unfeatures one, and features the new one.
    await search(page, 'Search hospitals', '');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Featured' }).click();
    await filterApplied(page, 'status', 'featured');
    const featuredRows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Unfeature / }) });
    await expect(featuredRows).toHaveCount(4);
    unfeatured = (await featuredRows.first().getByRole('cell').first().innerText()).trim();
    await featuredRows
      .first()
      .getByRole('button', { name: `Unfeature ${unfeatured}` })
      .click();
    await expect(toast(page, 'Hospital unfeatured successfully')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Clear value' }).click();
    await filterApplied(page, 'status', undefined);
    await search(page, 'Search hospitals', name);
    await row.getByRole('button', { name: `Feature ${name}` }).click();
    await expect(toast(page, 'Hospital featured successfully')).toBeVisible();
    await expect(row.getByRole('button', { name: `Unfeature ${name}` })).toBeVisible();
    // The home page shows it among its four.
    const home = await page.context().newPage();
    await home.goto('/');
    const featuredOnHome = home.getByRole('region', { name: 'Featured Hospitals' }).getByRole('heading', { level: 3 });
    await expect(featuredOnHome).toHaveCount(4);
    await expect(featuredOnHome.filter({ hasText: name })).toHaveCount(1);
    await home.close();

    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    await expect(toast(page, 'Hospital deactivated successfully')).toBeVisible();
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

    const [saved] = (await (
      await page.request.get(`/api/admin/hospitals?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`)
    ).json()) as Record<string, unknown>[];
    expect(saved).toMatchObject({
      name,
      city: 'Johor Bahru',
      country: { name: 'Malaysia' },
      bedCapacity: null,
      staffCount: null,
      doctorCount: 85,
      establishedYear: 2004,
      accreditations: ['JCI', 'MSQH'],
      languages: ['English', 'Malay'],
      isActive: false,
      featured: true,
    });

    // A row opens the edit form.
    await row.getByRole('cell', { name: 'Johor Bahru' }).click();
    await expect(page).toHaveURL(/\/admin\/hospitals\/[0-9a-f-]{36}$/);
    await page.getByRole('spinbutton', { name: 'Bed capacity' }).fill('240');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Hospital updated successfully')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /element/i })).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/hospitals(\?|$)/);
  });

  test('an admin lists what a hospital offers, and the public pages show it at its price', async ({ page }) => {
    name = unique('E2E Knee Clinic');
    await openPanel(page, '/hospitals/create');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'City' }).fill('Kota Kinabalu');
    await pick(page.getByRole('combobox', { name: 'Country' }), 'Malay', 'Malaysia');
    await page.getByRole('spinbutton', { name: 'Rating (0–5)' }).fill('5');
    await page.getByRole('textbox', { name: 'Rating source' }).fill('E2E patient survey, 2026');

    await page.getByRole('button', { name: 'Add specialty' }).click();
    await pick(page.getByRole('combobox', { name: 'Specialty' }), 'Ortho', 'Orthopedics');
    await page.getByRole('spinbutton', { name: 'Experience (years)' }).fill('11');

    await page.getByRole('button', { name: 'Add treatment' }).click();
    await pick(page.getByRole('combobox', { name: 'Treatment' }), 'Knee', 'Knee Replacement');
    await page.getByRole('spinbutton', { name: 'Min cost (USD)' }).fill('9500');
    await page.getByRole('spinbutton', { name: 'Max cost (USD)' }).fill('6500');
    await page.getByRole('spinbutton', { name: 'Cases completed' }).fill('42');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Maximum cost must be at least the minimum cost')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Max cost (USD)' }).fill('12500');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Hospital added successfully')).toBeVisible();

    const [saved] = (await (
      await page.request.get(`/api/admin/hospitals?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`)
    ).json()) as { slug: string }[];

    // The treatment page lists it (best rated first) at its own price.
    await page.goto('/treatments/knee-replacement');
    const offer = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(offer.getByText('Price: $9,500 - $12,500')).toBeVisible();
    await expect(offer.getByText('42 cases completed')).toBeVisible();

    // Its profile names the specialty and where the rating comes from.
    await page.goto(`/hospitals/${saved!.slug}`);
    await expect(page.getByText('Rating source: E2E patient survey, 2026')).toBeVisible();
    await expect(page.getByText('Orthopedics').first()).toBeVisible();
  });

  test('an unknown search shows the empty text', async ({ page }) => {
    await openPanel(page, '/hospitals');
    await search(page, 'Search hospitals', 'no-such-hospital-xyz');
    await expect(page.getByText('No hospitals found matching your criteria.')).toBeVisible();
  });
});
