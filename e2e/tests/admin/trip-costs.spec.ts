import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { sql } from '../../fixtures/db.js';
import { createPatientBooking } from './data.js';
import { adminMenu, filterApplied, openPanel, rowWith, test, toast, useLocks } from './staff.js';

/*
 * An admin keeps the figures of the trip estimate (issue 28): typical fares, visa costs and
 * accommodation rates, each refused with a message on the field when it cannot be right; the
 * coordinator sees the estimate a patient attached to a booking; a moderator sees none of the tables.
 */

const FIGURE_PAGES = ['Travel Fares', 'Visa Costs', 'Accommodation Rates'];

/** A past day (the figures' date cannot be in the future). */
const day = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

/** Picks `option` in the select labelled `label` (react-admin's SelectInput: a button and a list box). */
/**
 * Picks `option` in the select labelled `label`, until the select shows it: on a busy machine the form renders again
 * while its menu opens (the destinations arrive), and the option clicked may be detached under the pointer.
 */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label });
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await select.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(select).toHaveText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** On a figures list (after a save has gone back to it), shows the rows of `destination` only. */
async function filterByDestination(page: Page, destination: { code: string; label: string }): Promise<void> {
  // The form stays on screen a moment after the URL is the list's: wait until it has gone.
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await choose(page, 'Destination', destination.label);
  await filterApplied(page, 'destination', destination.code);
}

test.describe('trip figures in the back office', () => {
  // The test's rows are of a destination of its own, apart from the seeded figures the patient specs
  // price with; a new destination is a change to the public catalogue.
  useLocks({ 'public-site': 'exclusive' });
  const name = `Testland ${randomUUID().slice(0, 8)}`;
  const destination = { code: 'XT', name, label: `${name} (XT)` };
  const { label } = destination;

  test.beforeEach(async () => {
    await sql(`insert into countries (id, name, code, slug, is_destination) values (gen_random_uuid(), $1, $2, $3, true)`, [
      destination.name,
      destination.code,
      destination.name.toLowerCase().replace(/ /g, '-'),
    ]);
  });

  test.afterEach(async () => {
    for (const table of ['travel_fares', 'visa_costs', 'accommodation_rates', 'countries']) {
      await sql(`delete from ${table} where ${table === 'countries' ? 'code' : 'destination'} = $1`, [destination.code]);
    }
  });

  test('an admin adds a fare and an accommodation rate and edits a visa cost; a wrong range and a second row are refused on their fields', async ({
    page,
    accounts,
    staff,
  }) => {
    test.setTimeout(90_000);

    // --- A fare: the highest below the lowest is refused on the highest, then the fare is added.
    await openPanel(page, '/travel-fares');
    await page.getByRole('link', { name: 'Add Fare' }).click();
    await expect(page.getByRole('heading', { name: 'Add Travel Fare' })).toBeVisible();
    await choose(page, 'Home country', 'Nigeria');
    await choose(page, 'Destination', label);
    const lowest = page.getByRole('spinbutton', { name: 'Lowest fare (US$)' });
    const highest = page.getByRole('spinbutton', { name: 'Highest fare (US$)' });
    await lowest.fill('1600');
    await highest.fill('900');
    await page.getByLabel('Date of the figure').fill(day);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Highest fare must be at least the lowest')).toBeVisible();

    await lowest.fill('900');
    await highest.fill('1600');
    await page.getByRole('textbox', { name: 'Source' }).fill('E2E airline sites');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Travel fare added successfully')).toBeVisible();
    await filterByDestination(page, destination);
    await expect(rowWith(page, 'E2E airline sites')).toContainText(`Nigeria${label}$900 - $1,600`);

    // The same countries again: the server's answer lands on the destination. The form first: the list's own filters
    // are comboboxes named "Home country" and "Destination" too, and one picked before the form replaced them is lost.
    await page.getByRole('link', { name: 'Add Fare' }).click();
    await expect(page.getByRole('heading', { name: 'Add Travel Fare' })).toBeVisible();
    await choose(page, 'Home country', 'Nigeria');
    await choose(page, 'Destination', label);
    await lowest.fill('1000');
    await highest.fill('1500');
    await page.getByLabel('Date of the figure').fill(day);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`There is already a fare from Nigeria to ${label}: change that one instead`)).toBeVisible();
    const [[fares]] = await sql(`select count(*)::text from travel_fares where destination = $1`, [destination.code]);
    expect(fares).toBe('1');

    // --- A visa cost: a negative one is refused; none needed is 0.
    const api = await accounts.request(staff);
    const created = await api.post('/api/admin/visa-costs', {
      data: { nationality: 'GH', destination: destination.code, costUsd: 60, asOf: day, source: 'E2E embassy' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await openPanel(page, '/visa-costs');
    await filterByDestination(page, destination);
    await expect(rowWith(page, 'E2E embassy')).toContainText('Ghana');
    await rowWith(page, 'E2E embassy').click();
    const cost = page.getByRole('spinbutton', { name: 'Visa cost (US$)' });
    await expect(cost).toHaveValue('60');
    await cost.fill('-5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Visa cost cannot be negative')).toBeVisible();
    await cost.fill('0');
    await page.getByRole('textbox', { name: 'Note' }).fill('Visa-free for 30 days');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Visa cost updated successfully')).toBeVisible();
    await expect(rowWith(page, 'E2E embassy')).toContainText('No visa neededVisa-free for 30 days');

    // --- An accommodation rate, then a second one for the destination, refused by the server.
    await openPanel(page, '/accommodation-rates');
    await page.getByRole('link', { name: 'Add Rate' }).click();
    await expect(page.getByRole('heading', { name: 'Add Accommodation Rate' })).toBeVisible();
    await choose(page, 'Destination', label);
    await page.getByRole('spinbutton', { name: 'Lowest night rate (US$)' }).fill('80');
    await page.getByRole('spinbutton', { name: 'Highest night rate (US$)' }).fill('150');
    await page.getByLabel('Date of the figure').fill(day);
    await page.getByRole('textbox', { name: 'Source' }).fill('E2E hotels near the hospitals');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Accommodation rate added successfully')).toBeVisible();
    await filterByDestination(page, destination);
    await expect(rowWith(page, 'E2E hotels near the hospitals')).toContainText(`${label}$80 - $150`);

    await page.getByRole('link', { name: 'Add Rate' }).click();
    await expect(page.getByRole('heading', { name: 'Add Accommodation Rate' })).toBeVisible();
    await choose(page, 'Destination', label);
    await page.getByRole('spinbutton', { name: 'Lowest night rate (US$)' }).fill('90');
    await page.getByRole('spinbutton', { name: 'Highest night rate (US$)' }).fill('160');
    await page.getByLabel('Date of the figure').fill(day);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${label} already has an accommodation rate: change that one instead`)).toBeVisible();
  });
});

test('the coordinator sees the trip estimate a patient attached to the booking', async ({ page, accounts }) => {
  const patient = await accounts.request(await accounts.create());
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  const booking = await createPatientBooking(patient, {
    companionCount: 1,
    tripEstimate: { homeCountry: 'NG', travelMonth: month.toISOString().slice(0, 7), currency: 'NGN' },
  });
  await openPanel(page, `/bookings/${booking.id}/show`);

  const estimate = page.getByRole('region', { name: 'Trip estimate' });
  await expect(estimate).toContainText('Home countryNigeria');
  await expect(estimate).toContainText('Companions1');
  await expect(estimate).toContainText(month.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
  const lines = estimate.getByRole('table', { name: 'Trip estimate lines' });
  await expect(lines.getByRole('row', { name: /^Return flights 1/ })).toContainText(/\$[\d,]+ - \$[\d,]+/);
  await expect(lines.getByRole('row', { name: /^Companions’ return flights 1/ })).toBeVisible();
  await expect(lines.getByRole('row', { name: /^Accommodation/ })).toContainText(/\d+–\d+ nights/);
  await expect(lines.getByRole('row', { name: /^Total/ })).toContainText(/\$[\d,]+ - \$[\d,]+/);
  await expect(estimate).toContainText('In the patient’s currency: ≈ ₦');
  await expect(estimate).toContainText(/Figures of \w{3} \d{2}, \d{4}/);
});

test.describe('as a moderator', () => {
  test.use({ staffRole: 'moderator' });

  test('sees none of the trip figures', async ({ page }) => {
    await openPanel(page);
    for (const name of FIGURE_PAGES) await expect(adminMenu(page).getByRole('menuitem', { name })).toHaveCount(0);
    await page.goto('/admin/travel-fares');
    await expect(page).toHaveURL(/\/admin\/access-denied/);
    expect((await page.request.get('/api/admin/visa-costs')).status()).toBe(403);
  });
});
