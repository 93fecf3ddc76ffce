import { expect } from '@playwright/test';
import { sql } from '../../fixtures/db.js';
import { openPanel, rowWith, test, toast } from './staff.js';

/*
 * An admin keeps the exchange rates the patient site shows prices with (issue 28): one rate per
 * currency and date, refused with a message on the field when it cannot be right.
 */

/** A past day no other test uses for the Egyptian pound: the rate is removed after the test. */
const day = new Date(Date.now() - (200 + Math.floor(Math.random() * 100)) * 86_400_000).toISOString().slice(0, 10);

test.afterEach(async () => {
  await sql(`delete from exchange_rates where currency = 'EGP' and as_of = $1`, [day]);
});

test('an admin adds a rate, is told what is wrong with a bad one, and cannot enter a second rate for one date', async ({ page }) => {
  await openPanel(page, '/exchange-rates');
  await page.getByRole('link', { name: 'Add Rate' }).click();
  await expect(page.getByRole('heading', { name: 'Add Exchange Rate' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'EGP · Egyptian Pound' }).click();
  const rate = page.getByRole('spinbutton', { name: 'Rate (per US$1)' });
  const date = page.getByLabel('Date of the rate');
  await rate.fill('0');
  await date.fill(day);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rate must be more than 0')).toBeVisible();

  await rate.fill('48.65');
  await page.getByRole('textbox', { name: 'Source' }).fill('Central Bank of Egypt');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Exchange rate added successfully')).toBeVisible();
  await expect(rowWith(page, 'Central Bank of Egypt')).toContainText('48.65');

  // The same currency and date again: the server's answer lands on the date field. The form is picked from once it has
  // settled (a menu opened while the page still changed kept detaching its options until the test's minute ran out).
  await page.getByRole('link', { name: 'Add Rate' }).click();
  await expect(page.getByRole('heading', { name: 'Add Exchange Rate' })).toBeVisible();
  await expect(rate).toHaveValue('');
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'EGP · Egyptian Pound' }).click();
  await rate.fill('49');
  await date.fill(day);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`EGP already has a rate of ${day}: change that one instead`)).toBeVisible();
  const [[count]] = await sql(`select count(*)::text from exchange_rates where currency = 'EGP' and as_of = $1`, [day]);
  expect(count).toBe('1');
});
