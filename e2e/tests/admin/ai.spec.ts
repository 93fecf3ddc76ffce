import { expect } from '@playwright/test';
import { sql } from '../../fixtures/db.js';
import { adminMenu, openPanel, pick, rowWith, search, test, toast, unique } from './staff.js';

/*
 * The AI assistant in the back office: the synonyms and emergency numbers it uses (admins edit
 * them), its settings page (read-only), and none of it for moderators.
 */

/** Records a test added, removed after it whatever happened. */
const added: { table: 'ai_synonyms' | 'emergency_numbers'; column: 'term' | 'country'; value: string }[] = [];
test.afterEach(async () => {
  for (const { table, column, value } of added.splice(0)) await sql(`delete from ${table} where ${column} = $1`, [value]);
});

test.describe('back office: AI assistant', () => {
  test('an admin adds a synonym in Swahili for a treatment', async ({ page }) => {
    const term = unique('e2e kubadilisha goti');
    added.push({ table: 'ai_synonyms', column: 'term', value: term });
    await openPanel(page);
    await adminMenu(page).getByRole('menuitem', { name: 'AI synonyms' }).click();
    await page.getByRole('link', { name: 'Add Synonym' }).click();
    await page.getByRole('textbox', { name: 'Term' }).fill(term);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Swahili' }).click();
    await pick(page.getByRole('combobox', { name: 'Treatment' }), 'Knee Repl', 'Knee Replacement');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Synonym added successfully')).toBeVisible();
    await search(page, 'Search synonyms', term);
    await expect(rowWith(page, term)).toContainText('Swahili');
    await expect(rowWith(page, term)).toContainText('Knee Replacement');
  });

  test('an admin adds an emergency number', async ({ page }) => {
    const country = unique('E2E Testland');
    added.push({ table: 'emergency_numbers', column: 'country', value: country });
    await openPanel(page);
    await adminMenu(page).getByRole('menuitem', { name: 'Emergency numbers' }).click();
    await expect(rowWith(page, 'Malaysia')).toContainText('999');
    await page.getByRole('link', { name: 'Add Emergency Number' }).click();
    await page.getByRole('textbox', { name: 'Country' }).fill(country);
    await page.getByRole('textbox', { name: 'Number' }).fill('112');
    await page.getByRole('textbox', { name: 'Notes' }).fill('Police, fire and ambulance');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Emergency number added successfully')).toBeVisible();
    await search(page, 'Search countries', country);
    await expect(rowWith(page, country)).toContainText('112');
  });

  test('an admin sees what the assistant runs on, and its conversations as counts', async ({ page }) => {
    await openPanel(page);
    await adminMenu(page).getByRole('menuitem', { name: 'AI settings' }).click();
    await expect(page).toHaveURL(/\/admin\/ai-settings$/);
    // No model is configured for the tests: the built-in assistant answers.
    await expect(page.getByRole('region', { name: 'Engine' })).toContainText('Built-in assistant');
    await expect(page.getByRole('region', { name: 'Limits per patient' })).toContainText('Messages per minute');
    await expect(page.getByRole('region', { name: 'Search index' })).toContainText('Indexed passages');

    await adminMenu(page).getByRole('menuitem', { name: 'AI conversations' }).click();
    await expect(page).toHaveURL(/\/admin\/ai-conversations/);
    await expect(adminMenu(page).getByRole('menuitem', { name: 'AI conversations' })).toHaveAttribute('aria-current', 'page');
  });

  test.describe('as a moderator', () => {
    test.use({ staffRole: 'moderator' });

    test('sees none of it', async ({ page }) => {
      await openPanel(page);
      for (const name of ['AI synonyms', 'Emergency numbers', 'AI conversations', 'AI settings']) {
        await expect(adminMenu(page).getByRole('menuitem', { name })).toHaveCount(0);
      }
      await page.goto('/admin/ai-settings');
      await expect(page).toHaveURL(/\/admin\/access-denied/);
      expect((await page.request.get('/api/admin/ai-synonyms')).status()).toBe(403);
    });
  });
});
