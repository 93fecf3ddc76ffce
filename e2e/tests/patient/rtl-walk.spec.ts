import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { reversedNumbers } from '../../fixtures/bidi.js';
import { englishLeft } from '../../fixtures/english-left.js';
import { clientAddress, expect, test, useLocks } from '../../fixtures/test.js';
import { createPatientBooking } from '../admin/data.js';

/*
 * Issue 56: the contact page, a hospital's page and a booking, walked in Arabic and in Swahili by a
 * browser set to that language, as a patient reads them: none of the site's English is left (its
 * messages, Settings' texts, the language banner), and no number reads backwards (on the Arabic
 * hospital page "+60 3-0000 0003", not "0003 3-0000 60+"). Names (of the hospital, the brand) are data.
 */

const HOSPITAL = 'selangor-joint-spine-institute';
const HOSPITAL_PHONE = '+60 3-0000 0003';

/** Settings' seeded English texts: each language shows staff's own texts instead. */
const SETTINGS_ENGLISH = [
  'Mon-Fri 9:00 AM-6:00 PM MYT',
  'Sun emergency consultations only',
  'Please pay the deposit in US dollars',
  'Cancel at least 14 days before',
];

for (const lang of ['ar', 'sw'] as const) {
  test.describe(`the ${lang} contact, hospital and booking pages`, () => {
    useLocks({ 'public-site': 'shared' });
    test.use({ locale: lang });

    test(`${lang}: no English text and no number read backwards`, async ({ page, accounts, browser }) => {
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress() });
      const walk = async (on: Page, where: string) => {
        expect(await englishLeft(on, lang), `${where}: the site's English`).toEqual([]);
        const shown = await on.locator('body').innerText();
        for (const english of [...SETTINGS_ENGLISH, 'This page is available in English'])
          expect(shown, `${where}: "${english}"`).not.toContain(english);
        expect(await reversedNumbers(on), `${where}: numbers read backwards`).toEqual([]);
      };

      await page.goto(`/${lang}/contact`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await walk(page, 'the contact page');

      await page.goto(`/${lang}/hospitals/${HOSPITAL}`);
      await expect(page.getByText(HOSPITAL_PHONE, { exact: true })).toBeVisible();
      await walk(page, 'the hospital page');

      // A patient's booking: its card with the coordinator's promise, the "Call" panel and the chat.
      const account = await accounts.create({ firstName: lang === 'ar' ? 'مريم' : 'Neema', lastName: lang === 'ar' ? 'حسن' : 'Mushi' });
      const patient = await accounts.request(account);
      const assessed = await patient.post('/api/assessments', {
        data: { idempotencyKey: randomUUID(), conditionCategory: 'Orthopedic Surgery', symptoms: 'E2E: knee pain', urgencyLevel: 'medium' },
      });
      expect(assessed.status(), await assessed.text()).toBe(201);
      const booking = await createPatientBooking(patient);
      const context = await browser.newContext({ locale: lang, storageState: await accounts.storageState(account) });
      const patientPage = await context.newPage();
      await patientPage.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress() });
      await patientPage.goto(`/${lang}/dashboard?booking=${booking.id}`);
      const card = patientPage.getByRole('article').filter({ hasText: booking.reference }).first();
      await expect(card).toBeVisible();
      await walk(patientPage, 'the booking page');
      await context.close();
    });
  });
}
