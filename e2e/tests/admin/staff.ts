import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test as base, expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { TOTP_STEP_SECONDS, totpForStep, totpStep } from '../../fixtures/totp.js';

/** Demo accounts of the seed; none has two-factor at first. */
export interface Account {
  email: string;
  password: string;
}
export const ADMIN: Account = { email: 'admin@medtour.local', password: 'Admin-demo-2026' };
export const MODERATOR: Account = { email: 'moderator@medtour.local', password: 'Moderator-demo-2026' };
export const PATIENT: Account = { email: 'patient@medtour.local', password: 'Patient-demo-2026' };

/**
 * The TOTP secrets of the accounts enrolled during this run, with the last time step used (the
 * API accepts each code once). Kept in a file named after the run's database, so that a retried
 * test (a new worker process) can still sign in to an account an earlier attempt enrolled.
 */
interface Enrolment {
  secret: string;
  lastStep: number;
}
const enrolmentsFile = join(tmpdir(), `medtour-e2e-totp-${process.env.E2E_DATABASE ?? 'local'}.json`);

const readEnrolments = (): Record<string, Enrolment> => {
  try {
    return JSON.parse(readFileSync(enrolmentsFile, 'utf8')) as Record<string, Enrolment>;
  } catch {
    return {};
  }
};

export const saveEnrolment = (email: string, enrolment: Enrolment): void => {
  mkdirSync(dirname(enrolmentsFile), { recursive: true });
  writeFileSync(enrolmentsFile, JSON.stringify({ ...readEnrolments(), [email]: enrolment }));
};

export const enrolmentOf = (email: string): Enrolment | undefined => readEnrolments()[email];

/**
 * A code the API has not seen yet for this account: from a later time step than the last code
 * used (waiting for that step to begin if needed, at most 30 s).
 */
export async function freshCode(email: string): Promise<string> {
  const enrolment = enrolmentOf(email);
  if (!enrolment) throw new Error(`No TOTP secret known for ${email}`);
  const waitMs = (enrolment.lastStep + 1) * TOTP_STEP_SECONDS * 1000 - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 250));
  const step = totpStep();
  saveEnrolment(email, { ...enrolment, lastStep: step });
  return totpForStep(enrolment.secret, step);
}

export async function signInWithPassword(page: Page, account: Account): Promise<void> {
  await page.goto('/admin/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export const codeStepHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Two-factor authentication', exact: true });
export const setupHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Set up two-factor authentication', exact: true });

/** Where the password step led staff: the code step (2FA on) or the set-up page (2FA off). */
export async function afterPassword(page: Page): Promise<'code' | 'setup'> {
  await expect(codeStepHeading(page).or(setupHeading(page))).toBeVisible();
  return (await setupHeading(page).isVisible()) ? 'setup' : 'code';
}

/** The second sign-in step with a fresh authenticator code. */
export async function enterCode(page: Page, account: Account): Promise<void> {
  await expect(codeStepHeading(page)).toBeVisible();
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(await freshCode(account.email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/**
 * On /admin/auth/setup-2fa: reads the setup key shown for manual entry, confirms with a code
 * computed from it and returns the recovery codes shown.
 */
export async function enrol(page: Page, account: Account): Promise<string[]> {
  await expect(page).toHaveURL(/\/admin\/auth\/setup-2fa/);
  await expect(setupHeading(page)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByRole('textbox', { name: 'Setup key' }).inputValue()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
  // Saved before confirming: if the test dies after the API turned 2FA on, a retry can sign in.
  saveEnrolment(account.email, { secret, lastStep: -1 });
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(await freshCode(account.email));
  await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();

  await expect(page.getByText('Save these recovery codes in a safe place. Each can be used once.')).toBeVisible();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
  return recoveryCodes;
}

/** The admin layout's sidebar. */
export const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin Panel' });

/** Signed in and inside the panel: the header shows the account's email. */
export async function expectInPanel(page: Page, account: Account): Promise<void> {
  await expect(adminMenu(page)).toBeVisible();
  await expect(page.getByRole('banner').getByText(account.email)).toBeVisible();
}

/* ---------------------------------------------------------------------------------------------
 * Signed-in staff sessions for the resource specs. The sign-in pages are covered by
 * two-factor.spec.ts; the other specs sign in through the API once per account and run, keep
 * the session cookie in a storage-state file (named after the run's database) and reuse it, so
 * that they do not each wait for a new TOTP time step.
 * ------------------------------------------------------------------------------------------- */

const sessionFile = (email: string) =>
  join(tmpdir(), `medtour-e2e-session-${process.env.E2E_DATABASE ?? 'local'}-${email.replace(/[^a-z0-9]/gi, '_')}.json`);

const isSignedInStaff = async (api: APIRequestContext): Promise<boolean> => {
  const me = await api.get('/api/auth/me');
  if (!me.ok()) return false;
  const body = (await me.json()) as { mfaEnabled?: boolean; mfaVerified?: boolean };
  return !!body.mfaEnabled && !!body.mfaVerified;
};

/**
 * Signs `account` in through the API (enrolling two-factor on first use, as the set-up page
 * does) and returns the path of a storage-state file holding the session.
 */
export async function staffSession(baseURL: string, account: Account): Promise<string> {
  const path = sessionFile(account.email);
  if (existsSync(path)) {
    const cached = await request.newContext({ baseURL, storageState: path });
    try {
      if (await isSignedInStaff(cached)) return path;
    } finally {
      await cached.dispose();
    }
  }
  // Without cookies: a context inside a test would start from the test's storage state.
  const api = await request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const signIn = await api.post('/api/auth/sign-in', { data: { email: account.email, password: account.password } });
    expect(signIn.ok(), `sign-in of ${account.email}: ${signIn.status()}`).toBe(true);
    const answer = (await signIn.json()) as { mfaRequired?: boolean; user?: { mfaEnabled: boolean } };
    if (answer.mfaRequired) {
      const verify = await api.post('/api/auth/mfa/verify', { data: { code: await freshCode(account.email) } });
      expect(verify.ok(), `2FA of ${account.email}: ${verify.status()}`).toBe(true);
    } else if (!answer.user?.mfaEnabled) {
      const enroll = await api.post('/api/auth/mfa/enroll');
      expect(enroll.ok()).toBe(true);
      const { secret } = (await enroll.json()) as { secret: string };
      saveEnrolment(account.email, { secret, lastStep: -1 });
      const confirm = await api.post('/api/auth/mfa/enroll/confirm', { data: { code: await freshCode(account.email) } });
      expect(confirm.ok(), `2FA enrolment of ${account.email}: ${confirm.status()}`).toBe(true);
    }
    expect(await isSignedInStaff(api)).toBe(true);
    mkdirSync(dirname(path), { recursive: true });
    await api.storageState({ path });
    return path;
  } finally {
    await api.dispose();
  }
}

/**
 * `test` for pages of the panel: the browser context starts signed in as `account` (an option,
 * ADMIN by default: `test.use({ account: MODERATOR })`).
 */
export const test = base.extend<{ account: Account }>({
  account: [ADMIN, { option: true }],
  // Its own time budget: signing in may wait up to 30 s for a TOTP time step not used yet.
  storageState: [
    async ({ account, baseURL }, use) => {
      await use(await staffSession(baseURL!, account));
    },
    { scope: 'test', timeout: 75_000 },
  ],
});

/** Opens a page of the panel (path inside /admin) and waits for the layout. */
export async function openPanel(page: Page, path = '/'): Promise<void> {
  await page.goto(`/admin${path}`);
  await expect(adminMenu(page)).toBeVisible();
}

/** react-admin's notification (the toast) with this text. */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('alert').filter({ hasText: text });

/** The first body row of the page's table that contains `text`. */
export const rowWith = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('row').filter({ hasText: text }).first();

/** A text unique to this run and test, for names of records the test creates. */
export const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Types into a list's search box and waits until the list applied it (react-admin debounces the
 * filter and then updates the URL; a click before that would be undone by the navigation).
 */
export async function search(page: Page, placeholder: string, text: string): Promise<void> {
  await page.getByPlaceholder(placeholder).fill(text);
  await expect
    .poll(() => {
      const filter = new URL(page.url()).searchParams.get('filter');
      return filter ? (JSON.parse(filter) as { q?: string }).q ?? '' : '';
    })
    .toBe(text);
}

/** Waits until the list applied a filter value (see search). */
export async function filterApplied(page: Page, source: string, value: unknown): Promise<void> {
  await expect
    .poll(() => {
      const filter = new URL(page.url()).searchParams.get('filter');
      return filter ? (JSON.parse(filter) as Record<string, unknown>)[source] : undefined;
    })
    .toEqual(value);
}
