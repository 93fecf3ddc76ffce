import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

/*
 * Helpers of the back-office specs. Signed-in pages come from `test` (fixtures/staff.ts): a new
 * staff account and session written into the database for each test; two-factor.spec.ts is the
 * one spec that goes through the sign-in and two-factor screens.
 */
export { test } from '../../fixtures/staff.js';
export { useLocks } from '../../fixtures/test.js';

/** What the sign-in form asks for. */
export interface Credentials {
  email: string;
  password: string;
}

export async function signInWithPassword(page: Page, account: Credentials): Promise<void> {
  await page.goto('/admin/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export const codeStepHeading = (page: Page) => page.getByRole('heading', { name: 'Two-factor authentication', exact: true });
export const setupHeading = (page: Page) => page.getByRole('heading', { name: 'Set up two-factor authentication', exact: true });

/** The admin layout's sidebar. */
export const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin Panel' });

/** Signed in and inside the panel: the header shows the account's email. */
export async function expectInPanel(page: Page, account: { email: string }): Promise<void> {
  await expect(adminMenu(page)).toBeVisible();
  await expect(page.getByRole('banner').getByText(account.email)).toBeVisible();
}

/** Opens a page of the panel (path inside /admin) and waits for the layout. */
export async function openPanel(page: Page, path = '/'): Promise<void> {
  await page.goto(`/admin${path}`);
  await expect(adminMenu(page)).toBeVisible();
}

/** react-admin's notification (the toast) with this text. */
export const toast = (page: Page, text: string | RegExp): Locator => page.getByRole('alert').filter({ hasText: text });

/**
 * Types `typed` into a back-office autocomplete `input` and picks `option`, until the input shows it: on a busy machine
 * the options for what was typed arrive while the first list is still open, and a click on an option being replaced
 * selects nothing (a hospital was saved without its specialty, 2026-11-30: "Required" under an empty field).
 */
export async function pick(input: Locator, typed: string, option: string): Promise<void> {
  await expect(async () => {
    await input.fill(typed);
    await input.page().getByRole('option', { name: option }).click({ timeout: 5_000 });
    await expect(input).toHaveValue(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The first body row of the page's table that contains `text`. */
export const rowWith = (page: Page, text: string | RegExp): Locator => page.getByRole('row').filter({ hasText: text }).first();

/** A text unique to this run and test, for names of records the test creates. */
export const unique = (prefix: string): string => `${prefix} ${randomUUID().slice(0, 8)}`;

/**
 * Types into a list's search box and waits until the list applied it (react-admin debounces the
 * filter and then updates the URL; a click before that would be undone by the navigation).
 */
export async function search(page: Page, placeholder: string, text: string): Promise<void> {
  await page.getByPlaceholder(placeholder).fill(text);
  await expect
    .poll(() => {
      const filter = new URL(page.url()).searchParams.get('filter');
      return filter ? ((JSON.parse(filter) as { q?: string }).q ?? '') : '';
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
