import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { clientAddress, expect, test, useLocks } from '../../fixtures/test';

/** Emails captured by the product (nodemailer's JSON transport) during this run. */
interface CapturedMail {
  to: { address: string }[];
  replyTo: { address: string }[] | null;
  subject: string;
  text: string;
}

function mailsTo(address: string): CapturedMail[] {
  const dir = join('..', process.env.E2E_MAIL_DIR!);
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .flatMap((f) => {
      try {
        return [JSON.parse(readFileSync(join(dir, f), 'utf8')) as CapturedMail];
      } catch {
        return []; // still being written by the worker: read at the next poll
      }
    })
    .filter((mail) => mail.to.some((t) => t.address === address) || mail.replyTo?.some((r) => r.address === address));
}

async function fillForm(page: Page, email: string, name: string) {
  await page.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('+254 700 000 000');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('Kenya');
  await page.getByRole('combobox', { name: 'Treatment Interest' }).selectOption('Cardiology');
  await page.getByRole('textbox', { name: 'Message' }).fill('I need a heart check-up next month. What would it cost?');
}

test.describe('contact page', () => {
  // Messages sent here are not to come between the contact-messages spec's own and its list.
  useLocks({ 'contact-inbox': 'shared' });
  // Each test from a client address of its own (behind the trusted proxy): the form is limited per address.
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress() });
  });

  test('offers the spec country and treatment-interest options', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('combobox', { name: 'Country' }).locator('option')).toHaveText([
      'Select your country',
      'Nigeria',
      'South Africa',
      'Kenya',
      'Ghana',
      'Uganda',
      'Tanzania',
      'Ethiopia',
      'Morocco',
      'Egypt',
      'Algeria',
      'Other',
    ]);
    await expect(page.getByRole('combobox', { name: 'Treatment Interest' }).locator('option')).toHaveText([
      'Select a treatment',
      'Orthopedic Surgery',
      'Cardiology',
      'Fertility Treatment',
      'Cosmetic Surgery',
      'Cancer Treatment',
      'Dental Procedures',
      'Eye Surgery',
      'General Health Checkup',
      'Other',
    ]);
    for (const field of ['Full Name', 'Email', 'Message'])
      await expect(page.getByRole('textbox', { name: field })).toHaveAttribute('required', '');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveAttribute('required', '');
    await expect(page.getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('required', '');
    const quick = page.getByRole('region', { name: 'Quick Actions' });
    await expect(quick.getByRole('link', { name: 'Schedule a Free Consultation' })).toHaveAttribute('href', '/auth?redirect=%2Fdashboard');
    await expect(quick.getByRole('link', { name: 'Read the Patient Guide' })).toHaveAttribute('href', '/patient-guide');
    await expect(quick.getByRole('link', { name: 'Browse Treatments' })).toHaveAttribute('href', '/treatments');
    await expect(page.getByRole('link', { name: 'View Patient Guide' })).toHaveAttribute('href', '/patient-guide');
  });

  test('stores the message, confirms it on the page and sends both emails', async ({ page }) => {
    const email = `visitor-${Date.now()}@example.com`;
    await page.goto('/contact');
    await fillForm(page, email, 'Wanjiru Kamau');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();
    await expect(page.getByText('Thank you! Your message has been sent. We will reply within 24 hours.')).toBeVisible();

    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
    const mails = mailsTo(email);
    const staff = mails.find((m) => m.to[0]!.address === 'coordinators@medtour.local');
    expect(staff?.subject).toBe('New contact message from Wanjiru Kamau');
    expect(staff?.replyTo?.[0]?.address).toBe(email);
    expect(staff?.text).toContain('I need a heart check-up next month.');
    expect(staff?.text).toContain('Country: Kenya');
    const confirmation = mails.find((m) => m.to[0]!.address === email);
    expect(confirmation?.subject).toBe('We received your message');
    expect(confirmation?.text).toContain('Dear Wanjiru Kamau');
    expect(confirmation?.text).not.toContain('heart check-up'); // health details stay out of the confirmation
  });

  test('shows the field errors the server finds', async ({ page }) => {
    await page.goto('/contact');
    await fillForm(page, 'someone@localhost', 'Ama Mensah');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    const emailField = page.getByRole('textbox', { name: 'Email' });
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ama Mensah');
  });

  test('tells the visitor to wait when the rate limit is reached', async ({ page }) => {
    // The form's action calls the API on the server: the visitor's address reaches the limit for real.
    const headers = { 'X-Forwarded-For': clientAddress() };
    await page.setExtraHTTPHeaders(headers);
    const message = { name: 'Musa Bello', email: 'patient@example.com', country: 'Kenya', message: 'I need a heart check-up next month.' };
    const post = () => page.request.post('/api/contact', { headers, data: message });
    for (let sent = 0; sent < 10 && (await post()).status() !== 429; sent++);
    await page.goto('/contact');
    await fillForm(page, 'patient@example.com', 'Musa Bello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Too many requests. Please wait before trying again.');
  });

  test('works without JavaScript: the form posts to the page and the confirmation is rendered by the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() } });
    const page = await context.newPage();
    const email = `nojs-${Date.now()}@example.com`;
    await page.goto('/contact');
    await fillForm(page, email, 'Kofi Boateng');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
    await context.close();
  });
});
