import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { seriousViolations } from '../../fixtures/axe.js';
import { englishLeft } from '../../fixtures/english-left.js';
import { linkIn, waitForMail } from '../../fixtures/mail.js';
import { clientAddress, expect, test, useLocks } from '../../fixtures/test.js';

/*
 * Issue 27: a patient's whole journey in French, Arabic and Swahili, as they would walk it: sign up on
 * the site in their language, verify the email (in it), sign in, describe their case, read the
 * recommendations, book with a message to the coordinator, and ask the assistant. Every label is found
 * by its translation (the catalogues a translator edits), and on each page none of the site's English is
 * left (names and catalogue content are data). Arabic is also photographed at 375 px, right to left.
 */

const DIR = join(import.meta.dirname, '..', '..', '..', 'contracts', 'locales');

/** The site's messages in a language, as its pages say them (placeholders filled by the test where needed). */
function messages(locale: string): Record<string, string> {
  const dir = join(DIR, locale);
  return Object.assign({}, ...readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>));
}

const PATIENTS = [
  {
    lang: 'fr',
    specialty: 'Orthopédie',
    first: 'Awa',
    last: 'Diop',
    symptoms: 'Douleur à la hanche droite depuis deux ans, surtout en marchant.',
    message: 'Bonjour, puis-je venir avec ma sœur ?',
    dose: 'Quelle est la posologie du paracétamol pour moi ?',
  },
  {
    lang: 'ar',
    specialty: 'جراحة العظام',
    first: 'Mariam',
    last: 'Hassan',
    symptoms: 'ألم في الورك الأيمن منذ سنتين، يزداد عند المشي.',
    message: 'مرحبًا، هل يمكن أن ترافقني أختي؟',
    dose: 'ما هي جرعة الباراسيتامول المناسبة لي؟',
  },
  {
    lang: 'sw',
    specialty: 'Mifupa na viungo',
    first: 'Neema',
    last: 'Mushi',
    symptoms: 'Maumivu ya nyonga ya kulia kwa miaka miwili, hasa ninapotembea.',
    message: 'Habari, naweza kuja na dada yangu?',
    dose: 'Nitumie dozi gani ya paracetamol?',
  },
] as const;

test.describe('a patient journey in their language', () => {
  useLocks({ 'public-site': 'shared' });

  for (const patient of PATIENTS) {
    test.describe(patient.lang, () => {
      // A browser set to the patient's language (its Accept-Language): the site suggests no other.
      // Arabic's screenshots are for people to read: at full pixel density (playwright.config.ts halves it).
      test.use({ locale: patient.lang, ...(patient.lang === 'ar' && { deviceScaleFactor: 1 }) });
      test(`${patient.lang}: sign-up, assessment, recommendations, a booking with a message and the assistant`, async ({ page }, info) => {
        test.setTimeout(120_000);
        const m = messages(patient.lang);
        const at = (path: string) => `/${patient.lang}${path}`;
        const noEnglish = async (where: string) => expect(await englishLeft(page, patient.lang), where).toEqual([]);
        /** The catalogue's names (a specialty, a treatment, a country) are data the walk's message check cannot see. */
        const noCatalogueEnglish = async (where: Locator) => {
          for (const english of ['Orthopedics', 'Replacement', 'Spinal Fusion', 'Malaysia', 'Thailand'])
            await expect(where).not.toContainText(english);
        };
        const noSeriousIssue = async (where: string) => expect(await seriousViolations(page), where).toEqual([]);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        if (patient.lang === 'ar') await page.setViewportSize({ width: 375, height: 812 });
        await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress() });

        // --- Sign-up, the verification email in the language, its link, sign-in.
        const email = `${patient.first.toLowerCase()}.${Date.now().toString(36)}@example.com`;
        const password = 'kilimanjaro-sunrise-7';
        await page.goto(at('/auth?tab=signup'));
        const create = page.getByRole('button', { name: m['account.signUp.submit'] });
        await expect(create).toBeEnabled();
        await noEnglish('sign-up');
        await page.getByLabel(m['account.field.firstName']!, { exact: true }).fill(patient.first);
        await page.getByLabel(m['account.field.lastName']!, { exact: true }).fill(patient.last);
        await page.getByLabel(m['account.field.email']!, { exact: true }).fill(email);
        await page.getByLabel(m['account.field.password']!, { exact: true }).fill(password);
        await create.click();
        await expect(
          page.getByText(m['errors.signUpDone']!).or(page.getByText(m['account.signUp.created.description']!)).first(),
        ).toBeVisible();
        const mail = await waitForMail(email, /.+/);
        expect(mail.text).toContain(patient.first);
        await page.goto(linkIn(mail, `/${patient.lang}/auth/verify-email?token=`));
        await page.getByRole('button', { name: m['account.verify.submit'] }).click();
        await expect(page.getByText(m['errors.emailVerified']!)).toBeVisible();
        await page.goto(at('/auth?redirect=%2Fdashboard'));
        const signIn = page.getByRole('button', { name: m['account.signIn.submit'], exact: true });
        await expect(signIn).toBeEnabled();
        await page.getByLabel(m['account.field.email']!, { exact: true }).fill(email);
        await page.getByLabel(m['account.field.password']!, { exact: true }).fill(password);
        await signIn.click();
        await expect(page).toHaveURL(new RegExp(`/${patient.lang}/dashboard$`));

        // --- The assessment.
        await page.getByRole('button', { name: m['journey.welcome.start'] }).click();
        await expect(page.getByRole('heading', { level: 1, name: m['journey.diagnosis.title'] })).toBeVisible();
        await noEnglish('the assessment');
        await noSeriousIssue('the assessment');
        await page.getByRole('combobox', { name: m['journey.assessment.condition.label'] }).selectOption('Orthopedic Surgery');
        await page.getByRole('textbox', { name: m['journey.assessment.symptoms.label'] }).fill(patient.symptoms);
        await page.getByRole('combobox', { name: m['journey.assessment.urgency.label'] }).selectOption('medium');
        await page.getByRole('combobox', { name: m['journey.assessment.budget.label'] }).selectOption({ index: 3 });
        await page.getByRole('button', { name: m['journey.assessment.submit'] }).click();
        await expect(page.getByText(m['journey.assessment.submitted.description']!)).toBeVisible();

        // --- The recommendations.
        await expect(page.getByRole('heading', { name: m['journey.rec.title'] })).toBeVisible();
        await noEnglish('the recommendations');
        // The cards' catalogue names are in the language too: the specialty, the country and the treatment that fits.
        const cards = page.getByRole('list', { name: m['journey.rec.hospitals'] });
        await expect(cards.getByRole('listitem').first()).toContainText(patient.specialty);
        await noCatalogueEnglish(cards);
        await noSeriousIssue('the recommendations');
        if (patient.lang === 'ar') {
          // Right to left: the page's start is on the right, and the photograph shows it.
          await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
          const heading = await page.getByRole('heading', { name: m['journey.rec.title'] }).boundingBox();
          expect(heading && heading.x + heading.width > 375 / 2).toBe(true);
          await info.attach('recommendations-ar-375.png', { body: await page.screenshot({ fullPage: false }), contentType: 'image/png' });
        }

        // --- A booking, then a message to the coordinator.
        const bookings = page.getByRole('region', { name: m['bookings.title'] });
        await bookings.getByRole('button', { name: m['bookings.new'] }).click();
        await bookings.getByRole('combobox', { name: m['bookings.form.hospital'], exact: true }).fill('selangor');
        await page.getByRole('listbox').getByRole('option').first().click();
        const treatment = bookings.getByRole('combobox', { name: m['bookings.form.treatment'], exact: true });
        await expect(treatment).toBeEnabled();
        await treatment.selectOption({ index: 1 });
        await noEnglish('the booking form');
        await bookings.getByRole('button', { name: m['bookings.form.submit'] }).click();
        const card = bookings.getByRole('article').first();
        await expect(card).toBeVisible();
        await card.getByRole('button', { name: m['bookings.card.chat'] }).click();
        await expect(card.getByText(m['bookings.chat.empty']!)).toBeVisible();
        await card.getByRole('textbox', { name: m['bookings.chat.message'] }).fill(patient.message);
        await card.getByRole('button', { name: m['bookings.chat.send'], exact: true }).click();
        await expect(card.getByRole('list', { name: m['bookings.chat.messages'] })).toContainText(patient.message);
        await noEnglish('the booking and its chat');
        await noCatalogueEnglish(card);
        await noSeriousIssue('the booking and its chat');
        if (patient.lang === 'ar') {
          await info.attach('booking-ar-375.png', { body: await card.screenshot(), contentType: 'image/png' });
        }

        // --- The assistant: a question about a dose is refused, in the language, with its disclaimer.
        await page.goto(at('/assistant'));
        await page.getByRole('textbox', { name: m['assistant.message'] }).fill(patient.dose);
        await page.getByRole('button', { name: m['assistant.send'], exact: true }).click();
        await expect(
          page
            .getByRole('link', { name: new RegExp(`/${patient.lang}/contact`) })
            .or(page.getByText(`/${patient.lang}/contact`))
            .first(),
        ).toBeVisible();
        await expect(page.getByText("I'm sorry", { exact: false })).toHaveCount(0);
        await noEnglish('the assistant');
        await noSeriousIssue('the assistant');
        if (patient.lang === 'ar') {
          await info.attach('assistant-ar-375.png', { body: await page.screenshot(), contentType: 'image/png' });
        }
        expect(errors).toEqual([]);
      });
    });
  }
});
