import type { Page } from '@playwright/test';
import { sql } from '../../fixtures/db';
import { expect, test, useLocks } from '../../fixtures/test';
import { DEMO_TRANSLATIONS } from '../../../backend/src/database/seeders/translations/index.js';

/*
 * A destination's own page (issue 31 item 5): its travel guide, its partner hospitals and the
 * treatments offered there with their prices, server-rendered, reached from "Explore <country>".
 */

/* The public catalogue as seeded: while no admin spec changes it. */
useLocks({ 'public-site': 'shared' });

const FR = DEMO_TRANSLATIONS.fr;

/** From the destinations page to Malaysia's, and what a visitor checks there first. */
async function exploreMalaysia(page: Page) {
  await page.goto('/destinations');
  const malaysia = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Malaysia' }) });
  await malaysia.getByRole('link', { name: 'Explore Malaysia' }).click();
  await expect(page).toHaveURL(/\/destinations\/malaysia$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Malaysia');

  const guide = page.getByRole('region', { name: 'Travel guide' });
  await expect(guide.getByRole('term')).toHaveText(['Visa', 'Flight time from Africa', 'Languages']);
  await expect(guide.getByRole('definition').nth(0)).toContainText('visa');
  await expect(guide.getByRole('definition').nth(1)).toHaveText('10-14 hours via the Gulf');
  await expect(guide.getByRole('definition').nth(2)).toHaveText('English, Malay, Mandarin, Tamil'); // all of them (the card shows three)
  await expect(guide.getByText('Average cost saving: 60-80%')).toBeVisible();
  await expect(guide.getByRole('listitem').first()).toBeVisible(); // the highlights

  const treatments = page.getByRole('region', { name: 'Treatments in Malaysia' });
  const hip = treatments.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Hip Replacement' }) });
  await expect(hip).toContainText('Orthopedic');
  await expect(hip).toContainText('Estimated cost: $8,500 - $14,500');
  await expect(hip).toContainText('Offered by 1 hospital');
  // Only what Malaysia's hospitals offer: no rhinoplasty there.
  await expect(treatments.getByRole('link', { name: 'Rhinoplasty' })).toHaveCount(0);
}

test.describe('a destination page', () => {
  test('a visitor explores Malaysia: its guide, a partner hospital and a treatment with its price range', async ({ page }) => {
    await exploreMalaysia(page);

    const hospitals = page.getByRole('region', { name: 'Partner hospitals in Malaysia' });
    await expect(hospitals.getByRole('heading', { level: 3 })).toHaveText([
      'Straits Heart & Vascular Centre (Demo)',
      'Penang Lotus Fertility Hospital (Demo)',
      'Klang Valley Dental & Eye Centre (Demo)',
      'Selangor Joint & Spine Institute (Demo)',
    ]);
    await expect(hospitals.getByRole('link', { name: '4 hospitals in Malaysia' })).toHaveAttribute('href', '/hospitals?country=malaysia');
    await hospitals.getByRole('link', { name: 'Straits Heart & Vascular Centre (Demo)' }).click();
    await expect(page).toHaveURL(/\/hospitals\/straits-heart-vascular-centre$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Straits Heart & Vascular Centre (Demo)');

    // The hospital's country leads back to its destination page.
    await page.getByRole('link', { name: 'Malaysia', exact: true }).click();
    await expect(page).toHaveURL(/\/destinations\/malaysia$/);
    await page.getByRole('region', { name: 'Treatments in Malaysia' }).getByRole('link', { name: 'Hip Replacement' }).click();
    await expect(page).toHaveURL(/\/treatments\/hip-replacement$/);

    // The treatment's countries lead to their destination pages; Vietnam (hospitals, no page) stays text.
    await page.goto('/treatments/knee-replacement');
    const availableIn = page.getByRole('definition').filter({ hasText: 'Vietnam' });
    await expect(availableIn).toHaveText('India, Malaysia, Thailand, Vietnam');
    await expect(availableIn.getByRole('link')).toHaveText(['India', 'Malaysia', 'Thailand']);
    await availableIn.getByRole('link', { name: 'Thailand' }).click();
    await expect(page).toHaveURL(/\/destinations\/thailand$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thailand');
  });

  test('prices are in the visitor’s currency beside the dollars, as on the other pages', async ({ page }) => {
    const [[rate]] = await sql<[string]>(`select rate::text from exchange_rates where currency = 'NGN' order by as_of desc limit 1`);
    const naira = (usd: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'NGN',
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      }).format(usd * Number(rate));
    await page.goto('/currency?code=NGN&to=/destinations/malaysia');
    await expect(page).toHaveURL(/\/destinations\/malaysia$/);
    const hip = page
      .getByRole('region', { name: 'Treatments in Malaysia' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Hip Replacement' }) });
    await expect(hip).toContainText(`Estimated cost: ≈ ${naira(8500)} - ${naira(14500)} (US$8,500 - US$14,500)`);
  });

  test('the French page: the guide, the country and the treatments in French', async ({ page }) => {
    await page.goto('/fr/destinations/malaysia');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Malaisie');
    await expect(page).toHaveTitle(/^Se soigner – Malaisie : hôpitaux, prix et voyage/);
    const guide = page.getByRole('region', { name: 'Guide de voyage' });
    await expect(guide.getByText(FR.destinations.malaysia!.flightTimeFromAfrica!)).toBeVisible();
    await expect(guide.getByText(FR.destinations.malaysia!.visaInfo!)).toBeVisible();
    const usd = (amount: number) =>
      new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
    const hip = page
      .getByRole('region', { name: 'Traitements proposés – Malaisie' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: FR.treatments['hip-replacement']!.name }) });
    await expect(hip).toContainText(`${usd(8500)} - ${usd(14500)}`);
    await expect(hip.getByRole('link')).toHaveAttribute('href', '/fr/treatments/hip-replacement');
    await expect(
      page.getByRole('region', { name: 'Hôpitaux partenaires – Malaisie' }).getByRole('heading', { level: 3 }).first(),
    ).toHaveText('Straits Heart & Vascular Centre (Demo)');
  });

  for (const [label, path] of [
    ['an unknown country', '/destinations/atlantis'],
    ['a country with hospitals that is not a destination', '/destinations/vietnam'],
    ['an address that cannot be a country', `/destinations/${'x'.repeat(300)}`],
  ]) {
    test(`${label} is the site’s 404 page`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    });
  }
});

test.describe('a destination page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is the same server-rendered page, its links plain links', async ({ page }) => {
    await exploreMalaysia(page);
    await page
      .getByRole('region', { name: 'Partner hospitals in Malaysia' })
      .getByRole('link', { name: 'Penang Lotus Fertility Hospital (Demo)' })
      .click();
    await expect(page).toHaveURL(/\/hospitals\/penang-lotus-fertility-hospital$/);
    const res = await page.goto('/destinations/atlantis');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });
});
