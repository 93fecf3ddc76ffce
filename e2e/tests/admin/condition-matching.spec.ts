import { sql } from '../../fixtures/db.js';
import { expect } from '@playwright/test';
import { openPanel, rowWith, test, toast, useLocks } from './staff.js';

/*
 * The condition mapping the recommendations start from. The test changes what patients are matched
 * to, so it runs while no patient spec reads the catalogue (`public-site` lock) and puts it back.
 */
useLocks({ 'public-site': 'exclusive' });

let saved: string[][] = [];
test.beforeEach(async () => {
  saved = await sql(
    `select specialization_ids::text, treatment_ids::text from condition_mappings where condition_category = 'Dental Care'`,
  );
});
test.afterEach(async () => {
  const [row] = saved;
  if (row)
    await sql(
      `update condition_mappings set specialization_ids = $1::uuid[], treatment_ids = $2::uuid[]
        where condition_category = 'Dental Care'`,
      [row[0], row[1]],
    );
});

test.describe('back office: condition matching', () => {
  test('an admin sees what each assessment condition is matched to, and adds a specialty', async ({ page }) => {
    await openPanel(page, '/condition-mappings');
    await expect(page.getByRole('heading', { name: 'Condition matching' }).first()).toBeVisible();
    await expect(rowWith(page, 'Orthopedic Surgery')).toContainText('Orthopedics');
    await expect(rowWith(page, 'Orthopedic Surgery')).toContainText('Knee Replacement');
    await expect(rowWith(page, 'Other')).toContainText('Any specialty');

    await rowWith(page, 'Dental Care').click();
    const specialties = page.getByRole('combobox', { name: 'Specialties' });
    await specialties.click();
    await specialties.fill('Ophthal');
    await page.getByRole('option', { name: 'Ophthalmology' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    // Not react-admin's "Element updated" (issue 31).
    await expect(toast(page, 'Condition mapping updated successfully')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /element/i })).toHaveCount(0);
    await expect(rowWith(page, 'Dental Care')).toContainText('Ophthalmology');
    await expect(rowWith(page, 'Dental Care')).toContainText('Dentistry');
  });
});
