import { expect, test } from '../../fixtures/test.js';
import { sql } from '../../fixtures/db.js';
import { EXTRA_HOSPITALS } from '../../fixtures/global-setup.js';

/* "Get Quote" books any active hospital, not only the first page of the catalogue's API (50). */

const SLUG = `e2e-partner-hospital-${EXTRA_HOSPITALS}`;
const NAME = `E2E Partner Hospital ${EXTRA_HOSPITALS} (Demo)`;

test.describe('"Get Quote"', () => {
  test('books a hospital beyond the first 50 from its profile', async ({ page, request, accounts }) => {
    const firstPage = (await (await request.get('/api/hospitals?pageSize=50')).json()) as { items: { slug: string }[]; total: number };
    expect(firstPage.total).toBeGreaterThan(50);
    expect(firstPage.items.map((h) => h.slug)).not.toContain(SLUG);

    await page.goto(`/hospitals/${SLUG}`);
    await page.getByRole('link', { name: 'Get Quote' }).first().click();
    await expect(page).toHaveURL(/\/auth\?redirect=/);
    const patient = await accounts.create();
    await page.getByLabel('Email').fill(patient.email);
    await page.getByLabel('Password').fill(patient.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    const bookings = page.getByRole('region', { name: 'Booking Management' });
    await expect(bookings.getByRole('heading', { name: 'New Booking Request' })).toBeVisible();
    await expect(bookings.getByRole('combobox', { name: 'Hospital', exact: true })).toHaveValue(NAME);
    await expect(bookings.getByText(`Chosen: ${NAME} — Hanoi, Vietnam`)).toBeVisible();
    const treatment = bookings.getByRole('combobox', { name: 'Treatment', exact: true });
    await expect(treatment.getByRole('option')).toHaveText(['Choose a treatment', 'Knee Replacement — $6,000 - $9,000']);
    await treatment.selectOption({ label: 'Knee Replacement — $6,000 - $9,000' });
    await bookings.getByRole('button', { name: 'Submit Booking Request' }).click();

    const card = bookings.getByRole('list', { name: 'Your bookings' }).getByRole('article').first();
    await expect(card).toContainText(NAME);
    await expect(card).toContainText('Knee Replacement');
    await expect(card).toContainText('From $6,000');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
  test("pages the patient's bookings, ten at a time, newest first", async ({ page, accounts }) => {
    const patient = await accounts.create();
    // Eleven bookings written straight to the database (the API limits how fast one patient books).
    await sql(
      `insert into bookings (id, user_id, hospital_id, treatment_id, medical_summary, created_at)
         select gen_random_uuid(), $1::uuid, h.id, t.id, 'E2E booking ' || n, now() - make_interval(mins => n)
           from generate_series(1, 11) n, hospitals h, treatments t
          where h.slug = $2 and t.slug = 'knee-replacement'`,
      [patient.id, SLUG],
    );
    await page.context().addCookies((await accounts.storageState(patient)).cookies);
    await page.goto('/dashboard?step=results');
    const list = page.getByRole('list', { name: 'Your bookings' });
    await expect(list.getByRole('article')).toHaveCount(10);
    const pages = page.getByRole('navigation', { name: 'Booking pages' });
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/bookingsPage=2/);
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(pages.getByRole('link', { name: 'Previous' })).toBeVisible();
  });
});
