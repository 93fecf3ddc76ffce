import type { Page } from '@playwright/test';
import { expect, test, useLocks } from '../../fixtures/test';

/*
 * The treatments page's category chips (issue 31 item 7): one for every category with an active
 * treatment, the treatments of the condition mapping (dental implants, cataract surgery, diabetes
 * care, gastric sleeve) each under its own.
 */

/* The public catalogue as seeded: while no admin spec changes it. */
useLocks({ 'public-site': 'shared' });

/** The seeded treatments' categories, as the chips name them: every category but Other. */
const CHIPS = ['All', 'Orthopedic', 'Fertility', 'Cosmetic', 'Cardiology', 'Spinal', 'Cancer', 'Dental', 'Eye', 'Metabolic', 'Weight Loss'];

async function chooseDental(page: Page) {
  await page.goto('/treatments');
  const chips = page.getByRole('navigation', { name: 'Treatment categories' });
  await expect(chips.getByRole('link')).toHaveText(CHIPS);
  await chips.getByRole('link', { name: 'Dental' }).click();
  await expect(page).toHaveURL(/\/treatments\?category=dental$/);
  await expect(chips.getByRole('link', { name: 'Dental' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Dental Implants']);
  await expect(page.getByRole('heading', { level: 3, name: 'Hip Replacement' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('1 treatment found');
}

test.describe('treatment category chips', () => {
  test('a chip for every category in use; Dental shows dental implants and not hip replacement', async ({ page }) => {
    await chooseDental(page);
    for (const [chip, treatment] of [
      ['Eye', 'Cataract Surgery'],
      ['Metabolic', 'Diabetes Care Programme'],
      ['Weight Loss', 'Gastric Sleeve Surgery'],
    ]) {
      await page.getByRole('navigation', { name: 'Treatment categories' }).getByRole('link', { name: chip }).click();
      await expect(page.getByRole('heading', { level: 3 })).toHaveText([treatment]);
      // The card names the category too.
      await expect(page.getByRole('main').getByText(chip, { exact: true }).last()).toBeVisible();
    }
  });

  test('the chips in French', async ({ page }) => {
    await page.goto('/fr/treatments?category=dental');
    const chips = page.getByRole('navigation', { name: 'Catégories de traitements' });
    await expect(chips.getByRole('link', { name: 'Dentaire' })).toHaveAttribute('aria-current', 'true');
    await expect(chips.getByRole('link')).toHaveText([
      'Tous',
      'Orthopédie',
      'Fertilité',
      'Esthétique',
      'Cardiologie',
      'Colonne vertébrale',
      'Cancérologie',
      'Dentaire',
      'Ophtalmologie',
      'Métabolisme',
      'Perte de poids',
    ]);
  });

  test('an unknown category says so instead of results', async ({ page }) => {
    const res = await page.goto('/treatments?category=dentistry');
    expect(res?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('category must be one of');
  });
});

test.describe('treatment category chips without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the chips are plain links: Dental shows dental implants and not hip replacement', async ({ page }) => {
    await chooseDental(page);
  });
});
