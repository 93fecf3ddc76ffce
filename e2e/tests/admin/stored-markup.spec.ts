import { randomUUID } from 'node:crypto';
import { expect, request, type Page } from '@playwright/test';
import { linkIn, waitForMail } from '../../fixtures/mail.js';
import { clientAddress } from '../../fixtures/test.js';
import { firstOffer, NO_SESSION, postContactMessage } from './data.js';
import { openPanel, rowWith, search, test, useLocks } from './staff.js';

/*
 * Text is stored as people type it (nothing is stripped on input), so both front ends must show
 * markup a patient typed as literal text and never run it. A patient whose name, assessment,
 * booking, booking message and contact message hold `<img onerror>` and `<script>` payloads is
 * shown on the patient dashboard and in the back office: the payloads appear as text, no element
 * is injected, `window.__xss` stays undefined, no dialog opens and the CSP reports no violation.
 */

const IMG = '<img src=x onerror="window.__xss=1;alert(1)">';
const SCRIPT = '<script>window.__xss=1;alert(2)</script>';
const GLUCOSE = 'Glucose was <a bit high>, BP <b>140</b>/90';

/** Watches a page for anything a payload could do: dialogs and CSP violations (inline code the policy refused). */
function watch(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('dialog', async (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { problems };
}

/** Nothing ran and nothing was injected: the payloads are only text on this page. */
async function expectInert(page: Page, watcher: { problems: string[] }): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  // Executable scripts only: React Router's own data scripts (carrying the response's CSP nonce) hold the
  // text inside a string, every `<` escaped; any other script with the payload, or markup in those, was injected.
  const injected = await page.locator('script').evaluateAll(
    (scripts) =>
      scripts.filter((s) => {
        const script = s as HTMLScriptElement;
        const text = script.textContent ?? '';
        return script.type !== 'application/json' && text.includes('__xss') && (!script.nonce || /<(script|img)/i.test(text));
      }).length,
  );
  expect(injected).toBe(0);
  expect(watcher.problems).toEqual([]);
}

interface Patient {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  marker: string;
}

/** A new patient (sign-up from its own client address, email verified through the emailed link) with a markup name. */
async function signUpPatient(baseURL: string): Promise<Patient> {
  const marker = `Okafor${Date.now().toString(36)}`;
  const patient = {
    email: `markup.${marker.toLowerCase()}@example.com`,
    password: `lagos-lagoon-${randomUUID().slice(0, 8)}`,
    firstName: IMG,
    lastName: `${SCRIPT} ${marker}`,
    marker,
  };
  const api = await request.newContext({
    baseURL,
    storageState: NO_SESSION,
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
  });
  try {
    const signUp = await api.post('/api/auth/sign-up', {
      data: { firstName: patient.firstName, lastName: patient.lastName, email: patient.email, password: patient.password },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    const link = linkIn(await waitForMail(patient.email, /Verify your email/, 45_000), '/auth/verify-email?token=');
    const token = new URL(link).searchParams.get('token');
    const verified = await api.post('/api/auth/verify-email', { data: { token } });
    expect(verified.status(), await verified.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  return patient;
}

test.describe('stored markup is shown as text, never run', () => {
  // Sends a contact message: not while the contact-messages spec checks which one is newest.
  useLocks({ 'contact-inbox': 'shared' });

  test('on the patient dashboard and in the back office (users, booking, contact messages)', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const patient = await signUpPatient(baseURL!);
    const fullName = `${patient.firstName} ${patient.lastName}`;
    const symptoms = `${GLUCOSE}. ${IMG} ${SCRIPT}`;
    const summary = `${SCRIPT} Hip pain, ${GLUCOSE}`;
    const message = `${IMG} When can I travel?`;

    // ---- The patient's side, in a browser context of its own (the test's page is the admin's).
    // Its API calls carry the site's Origin, as the site's own pages' calls do: a signed-in change without one is refused.
    const context = await browser.newContext({ baseURL, storageState: NO_SESSION, extraHTTPHeaders: { Origin: new URL(baseURL!).origin } });
    try {
      const patientPage = await context.newPage();
      const watcher = watch(patientPage);
      const api = patientPage.request; // shares the context's cookies
      const signIn = await api.post('/api/auth/sign-in', { data: { email: patient.email, password: patient.password } });
      expect(signIn.status(), await signIn.text()).toBe(200);

      // First visit: the welcome step greets the patient by (markup) first name, rendered on the server.
      const html = await (await api.get('/dashboard')).text();
      expect(html).toContain('&lt;img src=x onerror=');
      expect(html).not.toContain('<img src=x');
      await patientPage.goto('/dashboard');
      await expect(patientPage.getByText(`Welcome, ${patient.firstName}`, { exact: true })).toBeVisible();
      await expectInert(patientPage, watcher);

      // The assessment, a booking and a message, through the API as the dashboard sends them.
      const assessment = await api.post('/api/assessments', {
        data: {
          idempotencyKey: randomUUID(),
          conditionCategory: 'Diabetes Management',
          urgencyLevel: 'medium',
          symptoms,
          treatmentGoals: SCRIPT,
        },
      });
      expect(assessment.status(), await assessment.text()).toBe(201);
      const { hospital, treatment } = await firstOffer(api);
      const created = await api.post('/api/bookings', {
        data: {
          hospitalId: hospital.id,
          treatmentId: treatment.id,
          medicalSummary: summary,
          specialRequirements: IMG,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const booking = (await created.json()) as { id: string; reference: string; medicalSummary: string };
      expect(booking.medicalSummary).toBe(summary); // stored as typed
      const sent = await api.post(`/api/bookings/${booking.id}/messages`, { data: { body: message } });
      expect(sent.status(), await sent.text()).toBe(201);

      // Results step: the assessment summary and the booking with its chat.
      await patientPage.goto('/dashboard');
      const assessmentCard = patientPage.getByRole('region', { name: 'Your Health Assessment' });
      await expect(assessmentCard).toContainText(symptoms);
      await expect(assessmentCard).toContainText(`Treatment goals: ${SCRIPT}`);
      const card = patientPage
        .getByRole('list', { name: 'Your bookings' })
        .getByRole('article', { name: new RegExp(`#${booking.reference}`) });
      await expect(card).toContainText(`Medical summary: ${summary}`);
      await expect(card).toContainText(`Special requirements: ${IMG}`);
      await card.getByRole('button', { name: 'Chat' }).click();
      await expect(card.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(1);
      await expect(card.getByRole('list', { name: 'Messages' })).toContainText(message);
      await expectInert(patientPage, watcher);

      // The account page names the patient.
      await patientPage.goto('/dashboard/account');
      await expect(patientPage.getByText(`Signed in as ${fullName} (${patient.email}).`)).toBeVisible();
      await expectInert(patientPage, watcher);

      // ---- A visitor's contact message with the same payloads.
      await postContactMessage(baseURL!, { name: `${IMG} ${patient.marker}`, email: patient.email, message: `${SCRIPT}\n${GLUCOSE}` });

      // ---- The back office (the test's page is signed in as an admin).
      const staffWatcher = watch(page);
      await openPanel(page, '/users');
      await search(page, 'Search users', patient.marker);
      await expect(rowWith(page, patient.marker)).toContainText(fullName);
      await expectInert(page, staffWatcher);

      await page.goto(`/admin/bookings/${booking.id}/show`);
      await expect(page.getByRole('region', { name: 'Patient' })).toContainText(fullName);
      await expect(page.getByRole('region', { name: 'Request' })).toContainText(summary);
      await expect(page.getByRole('region', { name: 'Request' })).toContainText(IMG);
      await expect(page.getByRole('region', { name: 'Messages' })).toContainText(message);
      await expectInert(page, staffWatcher);

      await openPanel(page, '/contact-messages');
      await search(page, 'Search messages', patient.marker);
      const row = rowWith(page, patient.marker);
      await expect(row).toContainText(`${IMG} ${patient.marker}`);
      await expectInert(page, staffWatcher);
      await row.getByRole('cell', { name: 'Kenya' }).click();
      await expect(page).toHaveURL(/\/admin\/contact-messages\/[0-9a-f-]{36}\/show$/);
      await expect(page.getByRole('region', { name: 'Message' })).toContainText(SCRIPT);
      await expect(page.getByRole('region', { name: 'Message' })).toContainText(GLUCOSE);
      await expectInert(page, staffWatcher);
    } finally {
      await context.close();
    }
  });
});
