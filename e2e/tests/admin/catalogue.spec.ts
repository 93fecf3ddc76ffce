import { expect, type Page } from '@playwright/test';
import { sql } from '../../fixtures/db.js';
import { untilHydrated } from '../../fixtures/test.js';
import { openPanel, rowWith, search, test, toast, unique, useLocks } from './staff.js';

/*
 * The tests add records to the public catalogue, which the patient pages count: they run while
 * no patient spec reads it (`public-site` lock) and delete what they added.
 */
useLocks({ 'public-site': 'exclusive' });

/** Names of records a test added, removed after it whatever happened (a no-op if the page deleted them). */
const added: { table: 'treatments' | 'specializations' | 'countries' | 'guide_entries'; name: string }[] = [];
test.afterEach(async () => {
  for (const { table, name } of added.splice(0))
    await sql(`delete from ${table} where ${table === 'guide_entries' ? 'title' : 'name'} = $1`, [name]);
});

/** Deletes the record open in its edit form, answering the confirmation dialog. */
async function deleteFromEditForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
}

/** Opens the new treatment form and fills in an orthopaedic treatment's English. */
async function fillNewTreatment(page: Page, name: string): Promise<void> {
  await openPanel(page, '/treatments');
  await page.getByRole('link', { name: 'Add Treatment' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Orthopedic' }).click();
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Restores damaged knee cartilage.');
  await page.getByRole('textbox', { name: 'Procedures', exact: true }).fill('Arthroscopy\nCell implantation');
}

test.describe('back office: catalogue', () => {
  test('an admin creates, edits and deletes a treatment', async ({ page }) => {
    const name = unique('E2E Cartilage Repair');
    added.push({ table: 'treatments', name });
    await fillNewTreatment(page, name);
    await page.getByRole('spinbutton', { name: 'Minimum cost (USD)' }).fill('6000');
    await page.getByRole('spinbutton', { name: 'Maximum cost (USD)' }).fill('9000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Treatment added successfully')).toBeVisible();

    await search(page, 'Search treatments', name);
    const row = rowWith(page, name);
    await expect(row).toContainText('$6,000 - $9,000');
    await expect(row).toContainText('Moderate Evidence');
    await row.getByRole('cell', { name }).click();

    await page.getByRole('spinbutton', { name: 'Maximum cost (USD)' }).fill('11000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Treatment updated successfully')).toBeVisible();
    await expect(rowWith(page, name)).toContainText('$6,000 - $11,000');

    await rowWith(page, name).getByRole('cell', { name }).click();
    await deleteFromEditForm(page);
    await expect(toast(page, 'Treatment deleted successfully')).toBeVisible();
    // Never react-admin's "Element deleted" (issue 31).
    await expect(page.getByRole('alert').filter({ hasText: /element/i })).toHaveCount(0);
    await search(page, 'Search treatments', name);
    await expect(page.getByText('No treatments found matching your criteria.')).toBeVisible();
  });

  test('an admin translates a treatment into French: the French page shows it, the list says which languages are left', async ({
    page,
    context,
  }) => {
    const name = unique('E2E Cartilage Repair');
    added.push({ table: 'treatments', name });
    await fillNewTreatment(page, name);
    const french = page.getByRole('region', { name: 'French texts' });
    await expect(french).toContainText('Untranslated in French');
    await french.getByRole('textbox', { name: 'Name (French)' }).fill('Réparation du cartilage');
    await french.getByRole('textbox', { name: 'Description (French)' }).fill('Répare le cartilage abîmé du genou.');
    await french.getByRole('textbox', { name: 'Procedures (French)' }).fill('Arthroscopie\nImplantation de cellules');
    // Arabic is typed right to left, as patients will read it.
    await expect(page.getByRole('textbox', { name: 'Name (Arabic)' })).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Treatment added successfully')).toBeVisible();

    await search(page, 'Search treatments', name);
    const row = rowWith(page, name);
    await expect(row).toContainText('Untranslated: Arabic');
    await expect(row).toContainText('Untranslated: Swahili');
    await expect(row).not.toContainText('Untranslated: French');

    const [[slug]] = await sql('select slug from treatments where name = $1', [name]);
    const patient = await context.newPage();
    await patient.goto(`/fr/treatments/${slug}`);
    await expect(patient.getByRole('heading', { level: 1 })).toHaveText('Réparation du cartilage');
    await expect(patient.getByText('Répare le cartilage abîmé du genou.')).toBeVisible();
    await expect(patient.getByText('Implantation de cellules')).toBeVisible();
    // Not translated into Arabic yet: the Arabic page shows the English rather than nothing.
    await patient.goto(`/ar/treatments/${slug}`);
    await expect(patient.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(patient.getByText('Restores damaged knee cartilage.')).toBeVisible();
  });

  test('an admin adds a question to the patient guide in English and French: each guide shows it in its language', async ({
    page,
    context,
  }) => {
    const question = unique('Can I bring my own wheelchair');
    added.push({ table: 'guide_entries', name: question });
    await openPanel(page, '/guide-entries');
    await page.getByRole('link', { name: 'Add Text' }).click();
    await expect(page.getByRole('heading', { name: 'Add Patient Guide Text' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Section' }).click();
    await page.getByRole('option', { name: 'Guide: question' }).click();
    await page.getByRole('spinbutton', { name: 'Position in its section' }).fill('99');
    await page.getByRole('textbox', { name: 'Title or question', exact: true }).fill(question);
    await page
      .getByRole('textbox', { name: 'Text or answer', exact: true })
      .fill('Yes: airlines carry a personal wheelchair free of charge.');
    const french = page.getByRole('region', { name: 'French texts' });
    await french.getByRole('textbox', { name: 'Title or question (French)' }).fill(`${question} (fr)`);
    await french
      .getByRole('textbox', { name: 'Text or answer (French)' })
      .fill('Oui : les compagnies transportent gratuitement un fauteuil personnel.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Patient guide text added successfully')).toBeVisible();
    await search(page, 'Search texts', question);
    await expect(rowWith(page, question)).toContainText('Untranslated: Arabic');
    await expect(rowWith(page, question)).not.toContainText('Untranslated: French');

    // A page of its own (not the fixture's): it waits for React itself before opening the accordion.
    const patient = await context.newPage();
    await patient.goto('/fr/patient-guide');
    await untilHydrated(patient);
    const faq = patient.getByRole('region', { name: 'Questions fréquentes' });
    await faq.getByRole('button', { name: `${question} (fr)` }).click();
    await expect(faq.getByText('Oui : les compagnies transportent gratuitement un fauteuil personnel.')).toBeVisible();
    await patient.goto('/patient-guide');
    await untilHydrated(patient);
    await patient.getByRole('button', { name: question }).click();
    await expect(patient.getByText('Yes: airlines carry a personal wheelchair free of charge.')).toBeVisible();
  });

  test('a treatment still offered by hospitals cannot be deleted', async ({ page }) => {
    await openPanel(page, '/treatments');
    await search(page, 'Search treatments', 'Hip Replacement');
    await rowWith(page, 'Hip Replacement').getByRole('cell', { name: 'Hip Replacement' }).click();
    await deleteFromEditForm(page);
    await expect(toast(page, /Hip Replacement cannot be deleted/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Hip Replacement');
  });

  test('an admin creates, edits and deletes a specialization; one in use stays', async ({ page }) => {
    const name = unique('E2E Sleep Medicine');
    added.push({ table: 'specializations', name });
    await openPanel(page, '/specializations');
    await page.getByRole('link', { name: 'Add Specialization' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Sleep studies and apnoea treatment.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Specialization added successfully')).toBeVisible();

    await search(page, 'Search specializations', name);
    await rowWith(page, name).getByRole('cell', { name }).click();
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Sleep studies, apnoea and insomnia care.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Specialization updated successfully')).toBeVisible();
    await expect(rowWith(page, name)).toContainText('insomnia');

    await rowWith(page, name).getByRole('cell', { name }).click();
    await deleteFromEditForm(page);
    await expect(toast(page, 'Specialization deleted successfully')).toBeVisible();

    // Cardiology is listed by seeded hospitals: the API answers 409 and the message is shown.
    await search(page, 'Search specializations', 'Cardiology');
    await rowWith(page, 'Cardiology').getByRole('cell', { name: 'Cardiology', exact: true }).click();
    await deleteFromEditForm(page);
    await expect(toast(page, 'Cardiology cannot be deleted: hospitals still list it. Remove it from those hospitals first.')).toBeVisible();
  });

  test('an admin creates, edits and deletes a country; one with hospitals stays', async ({ page }) => {
    const name = unique('E2E Atlantis');
    added.push({ table: 'countries', name }, { table: 'countries', name: `${name} Renamed` });
    // A user-assigned ISO code (QM-QZ) nobody else uses.
    const code = `Q${'MNOPQRSTUVWXYZ'[Math.floor(Math.random() * 14)]}`;
    await openPanel(page, '/countries');
    await page.getByRole('link', { name: 'Add Country' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
    await page.getByRole('textbox', { name: 'Capital' }).fill('Poseidonia');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Country added successfully')).toBeVisible();

    await search(page, 'Search countries', name);
    const row = rowWith(page, name);
    await expect(row).toContainText(code);
    await row.getByRole('cell', { name }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} Renamed`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Country updated successfully')).toBeVisible();

    await search(page, 'Search countries', `${name} Renamed`);
    await rowWith(page, `${name} Renamed`)
      .getByRole('cell', { name: `${name} Renamed` })
      .click();
    await deleteFromEditForm(page);
    await expect(toast(page, 'Country deleted successfully')).toBeVisible();

    await search(page, 'Search countries', 'Malaysia');
    await rowWith(page, 'Malaysia').getByRole('cell', { name: 'Malaysia', exact: true }).click();
    await deleteFromEditForm(page);
    await expect(toast(page, /Malaysia cannot be deleted/)).toBeVisible();
  });
});
