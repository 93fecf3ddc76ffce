import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { createPatientBooking } from './data.js';
import { adminMenu, openPanel, test, toast, useLocks } from './staff.js';

/** The settings themselves, without the read-only id, updatedAt and rates fetch outcome (a PUT refuses them). */
async function editableSettings(page: Page): Promise<Record<string, unknown>> {
  const {
    id: _id,
    updatedAt: _updatedAt,
    ratesFetchedAt: _fetchedAt,
    ratesFetchStatus: _fetchStatus,
    ...settings
  } = await (await page.request.get('/api/admin/settings/site')).json();
  return settings;
}

test.describe('back office: settings', () => {
  // The patient pages show the office hours: none may read them while they are changed.
  useLocks({ 'public-site': 'exclusive' });

  test('an admin edits the site settings', async ({ page }) => {
    const original = await editableSettings(page);
    try {
      await openPanel(page);
      await adminMenu(page).getByRole('menuitem', { name: 'Settings', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/settings\/site$/);
      await expect(adminMenu(page).getByRole('menuitem', { name: 'Settings', exact: true })).toHaveAttribute('aria-current', 'page');

      // The English office hours, beside their French, Arabic and Swahili (issue 56).
      const hours = page.getByRole('textbox', { name: 'Office hours', exact: true });
      await expect(hours).not.toHaveValue('');
      await hours.fill('Monday - Friday: 8:00 AM - 6:00 PM MYT\nSaturday: 9:00 AM - 1:00 PM MYT\n');
      await page.getByRole('textbox', { name: 'Office hours in French' }).fill('Du lundi au vendredi : 8 h - 18 h (MYT)\n');
      await page.getByRole('spinbutton', { name: 'Deposit (% of the estimate)' }).fill('25');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Settings saved successfully')).toBeVisible();

      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Office hours', exact: true })).toHaveValue(
        'Monday - Friday: 8:00 AM - 6:00 PM MYT\nSaturday: 9:00 AM - 1:00 PM MYT',
      );
      await expect(page.getByRole('textbox', { name: 'Office hours in French' })).toHaveValue('Du lundi au vendredi : 8 h - 18 h (MYT)');
      await expect(page.getByRole('spinbutton', { name: 'Deposit (% of the estimate)' })).toHaveValue('25');

      // The coordinators' numbers: the WhatsApp one must be a mobile.
      const whatsapp = page.getByRole('textbox', { name: 'WhatsApp number' });
      await whatsapp.fill('+60 3-2000 0000');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('WhatsApp must be a mobile number in international format, e.g. +60 12-345 6789')).toBeVisible();
      await whatsapp.fill('+60 17-555 0199');
      await page.getByRole('textbox', { name: 'Contact phone' }).fill('+60 3-2711 0199');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Settings saved successfully')).toBeVisible();

      // Settings are the one source: the public contact page shows them at once.
      const visitor = await page.context().browser()!.newPage();
      await visitor.goto('/contact');
      const cards = visitor.getByRole('region', { name: 'Contact details' });
      await expect(cards.getByRole('link', { name: '+60 17-555 0199' })).toHaveAttribute('href', 'https://wa.me/60175550199');
      await expect(cards.getByRole('link', { name: '+60 3-2711 0199' })).toHaveAttribute('href', 'tel:+60327110199');
      await expect(visitor.getByRole('region', { name: 'Office Hours', exact: true })).toContainText('Saturday: 9:00 AM - 1:00 PM MYT');
      // In French, the French hours the admin wrote, not the English ones.
      await visitor.goto('/fr/contact');
      await expect(visitor.getByText('Du lundi au vendredi : 8 h - 18 h (MYT)')).toBeVisible();
      await expect(visitor.getByRole('main')).not.toContainText('Saturday: 9:00 AM - 1:00 PM MYT');
      await visitor.close();

      // The spec's path opens the same form.
      await page.goto('/admin/settings');
      await expect(page).toHaveURL(/\/admin\/settings\/site$/);
    } finally {
      // Other specs read the public settings: put them back.
      expect(
        (await page.request.put('/api/admin/settings/site', { data: original, headers: { Origin: new URL(page.url()).origin } })).status(),
      ).toBe(200);
    }
  });

  test('an admin edits the bank account for deposits, and a patient is shown it beside the deposit', async ({ page, accounts }) => {
    const original = await editableSettings(page);
    try {
      await openPanel(page, '/settings/site');
      await page.getByRole('textbox', { name: 'Bank name' }).fill('CIMB Bank');
      await page.getByRole('textbox', { name: 'Account number' }).fill('8001-234567');
      const swift = page.getByRole('textbox', { name: 'SWIFT/BIC' });
      await swift.fill('CIBBMY');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('SWIFT/BIC must be 8 or 11 letters and digits, e.g. MBBEMYKL')).toBeVisible();
      await swift.fill('cibbmykl');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Settings saved successfully')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Bank name' })).toHaveValue('CIMB Bank');
      await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveValue('8001-234567');
      // Upper-cased by the server, as banks print it.
      await expect(swift).toHaveValue('CIBBMYKL');

      // A patient's quoted booking: its Payment card shows the account, and the reference to quote with the payment.
      const account = await accounts.create();
      const patientApi = await accounts.request(account);
      // Past the dashboard's welcome: its bookings show once the patient has an assessment.
      const assessed = await patientApi.post('/api/assessments', {
        data: { idempotencyKey: randomUUID(), conditionCategory: 'Orthopedic Surgery', symptoms: 'E2E: knee pain', urgencyLevel: 'low' },
      });
      expect(assessed.status(), await assessed.text()).toBe(201);
      const booking = await createPatientBooking(patientApi);
      const staff = await accounts.request(await accounts.create({ role: 'moderator' }));
      const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
      const quoted = await staff.post(`/api/admin/bookings/${booking.id}/quotes`, {
        data: { lines: [{ label: 'Surgery and anaesthesia', amountUsd: 10000 }], validUntil },
      });
      expect(quoted.status(), await quoted.text()).toBe(201);
      const patient = await page
        .context()
        .browser()!
        .newContext({ storageState: await accounts.storageState(account) });
      try {
        const dashboard = await patient.newPage();
        await dashboard.goto('/dashboard');
        const payment = dashboard
          .getByRole('list', { name: 'Your bookings' })
          .getByRole('article', { name: new RegExp(`#${booking.reference}`) })
          .getByRole('region', { name: 'Payment Required' });
        await expect(payment).toContainText('Prefer to pay by bank transfer or mobile money?');
        await expect(payment.getByRole('definition').filter({ hasText: 'CIMB Bank' })).toBeVisible();
        await expect(payment.getByRole('definition').filter({ hasText: 'CIBBMYKL' })).toBeVisible();
        await expect(payment).toContainText(`Quote your booking reference #${booking.reference} with the payment.`);
      } finally {
        await patient.close();
      }
    } finally {
      // Other specs read the public settings: put them back.
      expect(
        (await page.request.put('/api/admin/settings/site', { data: original, headers: { Origin: new URL(page.url()).origin } })).status(),
      ).toBe(200);
    }
  });
});
