import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.js';
import { createPatientBooking } from '../admin/data.js';

/*
 * Premium on the dashboard's results step ("Advanced Medical Tourism Tools"): the Upgrade card, paid
 * on the Stripe stand-in's checkout page (fixtures/stripe-server.ts, whose Pay button sends the signed
 * webhooks), Premium once the webhook has arrived (the page looks again by itself), the tools' tabs,
 * and the cancellation at the end of the paid period. Staff have the tools without paying.
 */

/** A health assessment, so that the dashboard opens on the results step. */
async function assess(api: APIRequestContext): Promise<void> {
  const assessed = await api.post('/api/assessments', {
    data: { idempotencyKey: randomUUID(), conditionCategory: 'Orthopedic Surgery', symptoms: 'E2E: knee pain', urgencyLevel: 'medium' },
  });
  expect(assessed.status(), await assessed.text()).toBe(201);
}

/** Nothing wider than the screen (no sideways scrolling on a phone). */
async function expectFits(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `the page is ${scrollWidth} px wide`).toBeLessThanOrEqual(width);
}

const DATE = '[A-Z][a-z]{2} \\d{2}, \\d{4}';

test.describe('Premium', () => {
  test('a patient upgrades on the checkout page, uses the Premium tools and cancels at the end of the period', async ({
    page,
    accounts,
  }) => {
    test.setTimeout(90_000);
    // On a phone: most patients plan their trip on one.
    await page.setViewportSize({ width: 375, height: 812 });
    const account = await accounts.create();
    const patient = await accounts.request(account);
    await assess(patient);
    const booking = await createPatientBooking(patient);
    await page.context().addCookies((await accounts.storageState(account)).cookies);

    await page.goto('/dashboard');
    const offer = page.getByRole('region', { name: 'Upgrade to Premium' });
    await expect(offer).toContainText('$49/month');
    const benefits = offer.getByRole('list', { name: 'What Premium gives you' });
    await expect(benefits).toContainText('AI Treatment Matching');
    await expect(benefits).toContainText('Priority handling of your bookings');
    await expect(offer).toContainText('Cancel anytime');
    await expect(offer).toContainText('30-day money-back guarantee');
    await expect(offer.getByRole('tablist')).toHaveCount(0);
    const upgrade = offer.getByRole('button', { name: 'Upgrade to Premium' });
    await upgrade.scrollIntoViewIfNeeded();
    await expect(upgrade).toBeInViewport();
    await expectFits(page, 375);

    await upgrade.click();
    // The payment provider's page (the stand-in), with the price from Settings.
    await expect(page).toHaveTitle('Stand-in checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('$49.00');
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on the dashboard: Premium once Stripe's webhook has arrived (the page looks again by itself).
    await expect(page).toHaveURL(/\/dashboard/);
    const premium = page.getByRole('region', { name: 'Premium', exact: true });
    const tabs = premium.getByRole('tablist', { name: 'Premium tools' });
    await expect(tabs).toBeVisible({ timeout: 20_000 });
    await expect(premium.getByText('Welcome to Premium.')).toBeVisible();
    await expect(premium.getByText(new RegExp(`^Renews on ${DATE}$`))).toBeVisible();
    const renews = ((await premium.getByText(/^Renews on /).textContent()) ?? '').replace('Renews on ', '');
    // The return is taken out of the address once Premium has started.
    await expect(page).not.toHaveURL(/premium=/);
    await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toHaveCount(0);
    await expect(tabs.getByRole('tab')).toHaveText(['AI Treatment Matching', 'Payment Demo', 'Booking Management']);
    await expectFits(page, 375);

    // The tools: AI Treatment Matching first (its own spec runs it: ai-matching.spec.ts).
    await expect(premium.getByRole('tab', { name: 'AI Treatment Matching' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      premium.getByRole('tabpanel', { name: 'AI Treatment Matching' }).getByRole('button', { name: 'Get AI Recommendations' }),
    ).toBeVisible();

    await premium.getByRole('tab', { name: 'Booking Management' }).click();
    await expect(page).toHaveURL(/[?&]tool=bookings/);
    const summary = premium.getByRole('tabpanel', { name: 'Booking Management' }).getByRole('list', { name: 'Booking summary' });
    await expect(summary.getByRole('listitem')).toHaveCount(1);
    await expect(summary.getByRole('listitem')).toContainText(booking.treatmentName);
    await expect(summary.getByRole('listitem')).toContainText('Status: pending');

    await premium.getByRole('tab', { name: 'Payment Demo' }).click();
    const payments = premium.getByRole('tabpanel', { name: 'Payment Demo' });
    await expect(payments).toContainText('Deposits are paid from each booking’s quote in Your bookings.');
    await payments.getByRole('link', { name: 'Your bookings' }).click();
    await expect(
      page.getByRole('region', { name: 'Booking Management' }).getByRole('heading', { name: 'Booking Management' }),
    ).toBeInViewport();

    // Cancel anytime: at the end of the paid period, after a confirmation; Premium stays until then.
    await premium.getByRole('button', { name: 'Cancel subscription' }).click();
    await premium.getByRole('button', { name: 'Yes, cancel Premium' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Subscription Cancelled' })).toContainText(
      `Your Premium subscription is cancelled. You keep Premium until ${renews}.`,
    );
    await expect(premium.getByText(`Cancelled — Premium until ${renews}`)).toBeVisible();
    await expect(premium.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
    await expect(tabs).toBeVisible();
    await expect(premium.getByRole('tabpanel', { name: 'Payment Demo' })).toBeVisible();

    // And after a reload, from the server's state.
    await page.reload();
    await expect(premium.getByText(`Cancelled — Premium until ${renews}`)).toBeVisible();
    await expect(tabs).toBeVisible();
  });

  test('staff have the Premium tools without paying', async ({ page, accounts }) => {
    const account = await accounts.create({ role: 'moderator' });
    await assess(await accounts.request(account));
    await page.context().addCookies((await accounts.storageState(account)).cookies);

    await page.goto('/dashboard');
    const premium = page.getByRole('region', { name: 'Premium', exact: true });
    await expect(premium.getByRole('tablist', { name: 'Premium tools' }).getByRole('tab')).toHaveText([
      'AI Treatment Matching',
      'Payment Demo',
      'Booking Management',
    ]);
    await expect(premium).toContainText('Premium tools are included with your staff account.');
    await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toHaveCount(0);
    await expect(premium.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
    await expect(premium.getByRole('button', { name: 'Manage billing' })).toHaveCount(0);

    await premium.getByRole('tab', { name: 'Booking Management' }).click();
    await expect(premium.getByRole('tabpanel', { name: 'Booking Management' })).toContainText('No bookings yet.');
  });
});
