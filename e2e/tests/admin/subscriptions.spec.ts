import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { NO_SESSION } from './data.js';
import { adminMenu, filterApplied, openPanel, rowWith, test, toast } from './staff.js';

/*
 * Premium subscriptions in the back office. The subscriber is made the real way: the patient's
 * checkout through the API, paid on the Stripe stand-in's hosted page (whose Pay form sends the
 * signed webhooks to the product), premium once the worker has applied them. A refund refused
 * after the 30 days is covered by the integration tests (backend/test/payments.int-spec.ts).
 */

const REASON_REQUIRED = 'Please give the reason for the refund';

/** What `GET /api/subscription` answers (contracts: SubscriptionView), as far as the spec reads it. */
interface PatientSubscription {
  tier: 'free' | 'premium';
  status: string | null;
}

/** What `GET /api/admin/subscriptions` lists (contracts: SubscriptionRecord), as far as the spec reads it. */
interface SubscriptionRow {
  id: string;
  userEmail: string;
  firstPaidAt: string | null;
  refundableUntil: string | null;
}

const tierOf = async (patient: APIRequestContext): Promise<string> =>
  ((await (await patient.get('/api/subscription')).json()) as PatientSubscription).tier;

/** The patient upgrades: a Checkout session from the API, paid on the stand-in's page; resolves once they are premium. */
async function subscribe(patient: APIRequestContext): Promise<void> {
  const checkout = await patient.post('/api/subscription/checkout');
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  expect(url).toMatch(/\/checkout\/cs_/);
  // The hosted page's Pay form, posted as the patient's browser would (no cookie of the product's: the
  // stand-in is on the same host, and cookies do not care about ports).
  const browser = await request.newContext({ storageState: NO_SESSION });
  try {
    const paid = await browser.post(`${url}/pay`, { maxRedirects: 0 });
    expect(paid.status(), await paid.text()).toBe(303);
  } finally {
    await browser.dispose();
  }
  await expect.poll(() => tierOf(patient), { timeout: 20_000 }).toBe('premium');
}

/** The patient's subscription as admins see it, once its first payment is recorded (the invoice's webhook). */
async function paidSubscription(admin: APIRequestContext, userId: string): Promise<SubscriptionRow> {
  const query = `filter=${encodeURIComponent(JSON.stringify({ userId }))}`;
  let row: SubscriptionRow | undefined;
  await expect
    .poll(
      async () => {
        [row] = (await (await admin.get(`/api/admin/subscriptions?${query}`)).json()) as SubscriptionRow[];
        return row?.refundableUntil ?? null;
      },
      { timeout: 20_000 },
    )
    .not.toBeNull();
  return row!;
}

/** Nothing wider than a 1280 px screen. */
async function expectFits(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${page.url()} is ${width} px wide`).toBeLessThanOrEqual(1280);
}

test.describe('back office: premium subscriptions', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an admin refunds a new subscriber under the 30-day money-back guarantee', async ({ page, accounts }) => {
    test.setTimeout(90_000);
    // A long address: it wraps instead of widening the list.
    const account = await accounts.create({ emailPrefix: 'e2e-premium-subscriber-long-address-that-wraps' });
    const patient = await accounts.request(account);
    await subscribe(patient);
    const subscription = await paidSubscription(page.request, account.id);
    expect(subscription.userEmail).toBe(account.email);

    // The list: newest first, the subscriber's row.
    await openPanel(page);
    await adminMenu(page).getByRole('menuitem', { name: 'Premium subscriptions' }).click();
    await expect(page).toHaveURL(/\/admin\/subscriptions/);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Patient email',
      'Status',
      'Renews/ends',
      'First payment',
      'Refundable until',
      'Refunded',
    ]);
    const row = rowWith(page, account.email);
    await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectFits(page);

    // The status filter.
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Canceled' }).click();
    await filterApplied(page, 'status', 'canceled');
    await expect(page.getByRole('row').filter({ hasText: account.email })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Active' }).click();
    await filterApplied(page, 'status', 'active');

    // Its page, and the refund.
    await rowWith(page, account.email).getByRole('cell', { name: account.email }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/subscriptions/${subscription.id}/show$`));
    await expect(page.getByRole('definition').filter({ hasText: account.email })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Active$/ })).toBeVisible();
    await expectFits(page);

    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund the first payment?' });
    await expect(dialog).toContainText('30-day money-back guarantee');
    await expect(dialog).toContainText('ends their Premium now');
    const reason = dialog.getByRole('textbox', { name: 'Reason' });

    // Without a reason: the field says why, nothing is sent.
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog.getByText(REASON_REQUIRED)).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    // Blank: the API refuses it (it trims), and its field error is shown on the field.
    await reason.fill('   ');
    await expect(dialog.getByText(REASON_REQUIRED)).toHaveCount(0);
    const refused = page.waitForResponse((res) => res.url().endsWith(`/subscriptions/${subscription.id}/refund`));
    await dialog.getByRole('button', { name: 'Refund' }).click();
    expect((await refused).status()).toBe(400);
    await expect(dialog.getByText(REASON_REQUIRED)).toBeVisible();

    await reason.fill('Asked by email on day 3: changed their mind (E2E)');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(toast(page, 'Payment refunded and Premium ended')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The record reloaded: ended and refunded, nothing more to refund.
    const status = page.getByRole('definition').filter({ hasText: /^Canceled/ });
    await expect(status).toHaveText('CanceledRefunded');
    await expect(page.getByRole('definition').filter({ hasText: /ended$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);

    // The patient is back on the free tier at once.
    expect(await tierOf(patient)).toBe('free');

    // The ledger lists the refund.
    await openPanel(page, '/payments');
    await page.getByRole('combobox', { name: 'Kind', exact: true }).click();
    await page.getByRole('option', { name: 'Refund' }).click();
    await filterApplied(page, 'kind', 'refund');
    const refundRow = rowWith(page, account.email);
    await expect(refundRow).toContainText('Refund · Card (Stripe)');
    await expect(refundRow).toContainText('Succeeded');
  });

  test.describe('as a moderator', () => {
    test.use({ staffRole: 'moderator' });

    test('sees no subscriptions', async ({ page }) => {
      await openPanel(page);
      await expect(adminMenu(page).getByRole('menuitem', { name: 'Premium subscriptions' })).toHaveCount(0);
      await page.goto('/admin/subscriptions');
      await expect(page).toHaveURL(/\/admin\/access-denied/);
      expect((await page.request.get('/api/admin/subscriptions')).status()).toBe(403);
    });
  });
});
