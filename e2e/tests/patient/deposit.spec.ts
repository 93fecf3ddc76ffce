import { randomUUID } from 'node:crypto';
import { expect, test } from '../../fixtures/test.js';
import { createPatientBooking } from '../admin/data.js';

/*
 * The deposit of a quoted booking, paid on the payment provider's page: the product's real Stripe
 * SDK talks to the run's Stripe stand-in (fixtures/stripe-server.ts), whose checkout page sends the
 * signed webhooks. The booking is confirmed by the webhook, not by the browser's return.
 */
test.describe('paying the deposit', () => {
  test('a patient receives a quote, pays the deposit on the checkout page, and sees the booking confirmed', async ({ page, accounts }) => {
    const account = await accounts.create();
    const patient = await accounts.request(account);
    const assessed = await patient.post('/api/assessments', {
      data: { idempotencyKey: randomUUID(), conditionCategory: 'Orthopedic Surgery', symptoms: 'E2E: hip pain', urgencyLevel: 'medium' },
    });
    expect(assessed.status(), await assessed.text()).toBe(201);
    const booking = await createPatientBooking(patient);

    // A coordinator sends the quote.
    const staff = await accounts.request(await accounts.create({ role: 'moderator' }));
    const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const quoted = await staff.post(`/api/admin/bookings/${booking.id}/quotes`, {
      data: {
        lines: [
          { label: 'Surgery and anaesthesia', amountUsd: 10000 },
          { label: 'Hospital stay', detail: '4 nights', amountUsd: 3500 },
        ],
        included: ['Implant'],
        excluded: ['Flights'],
        validUntil,
      },
    });
    expect(quoted.status(), await quoted.text()).toBe(201);

    await page.context().addCookies((await accounts.storageState(account)).cookies);
    await page.goto('/dashboard');
    const card = page.getByRole('list', { name: 'Your bookings' }).getByRole('article', { name: new RegExp(`#${booking.reference}`) });
    const quote = card.getByRole('region', { name: `Quote for booking #${booking.reference}` });
    await expect(quote.getByRole('rowheader', { name: /Hospital stay/ })).toBeVisible();
    await expect(quote.getByRole('row', { name: /Total/ })).toContainText('$13,500');
    // The card's price is the quote's, no longer an estimate ("From $…").
    await expect(card).toContainText('Quoted price$13,500');
    await expect(card).not.toContainText('Estimated cost');
    const payment = card.getByRole('region', { name: 'Payment Required' });
    // 20 % of the total (Settings' deposit rule).
    await expect(payment).toContainText('$2,700');
    await expect(payment).toContainText('Secure payment through Stripe.');

    await payment.getByRole('button', { name: 'Pay with Stripe' }).click();
    // The payment provider's page (the stand-in), with the server's amount.
    await expect(page).toHaveTitle('Stand-in checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('$2,700.00');
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on the dashboard: confirmed once the webhook has arrived (the page looks again by itself).
    await expect(page).toHaveURL(/\/dashboard/);
    const back = page.getByRole('list', { name: 'Your bookings' }).getByRole('article', { name: new RegExp(`#${booking.reference}`) });
    await expect(back).toContainText('Status: confirmed', { timeout: 20_000 });
    await expect(back.getByText('Deposit paid')).toBeVisible();
    await expect(back.getByRole('button', { name: 'Pay with Stripe' })).toHaveCount(0);

    // The hospital's price fell: an admin refunds $700 of it, and the patient's card says so.
    const admin = await accounts.request(await accounts.create({ role: 'admin' }));
    const ledger = await admin.get(`/api/admin/bookings/${booking.id}/payments`);
    const [deposit] = (await ledger.json()) as { id: string }[];
    const refunded = await admin.post(`/api/admin/payments/${deposit!.id}/refund`, { data: { reason: 'Price lowered', amountUsd: 700 } });
    expect(refunded.status(), await refunded.text()).toBe(200);
    await page.reload();
    const refunds = page
      .getByRole('list', { name: 'Your bookings' })
      .getByRole('article', { name: new RegExp(`#${booking.reference}`) })
      .getByRole('list', { name: 'Refunds' });
    await expect(refunds).toContainText('Deposit $700 refunded on');

    // The patient cancels: before saying yes they are told what happens to the $2,000 still held.
    await back.getByRole('button', { name: 'Cancel booking' }).click();
    const asked = back.getByRole('group', { name: 'Cancel this booking?' });
    await expect(asked).toContainText('You have paid $2,000 towards the deposit. Cancel at least 14 days before your admission date');
    await expect(asked).toContainText('Your coordinator will decide on the refund under this policy and email you.');
    await asked.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect(back).toContainText('Status: cancelled');
    await expect(back).toContainText('Your coordinator will decide on the refund of the $2,000 you paid');
    // An admin refunds it: the card lists the refund and no longer says a decision is coming.
    const decided = await admin.post(`/api/admin/bookings/${booking.id}/refund-decision`, {
      data: { decision: 'refund', reason: 'Cancelled 20 days ahead' },
    });
    expect(decided.status(), await decided.text()).toBe(200);
    await page.reload();
    await expect(refunds).toContainText('Deposit $2,000 refunded on');
    await expect(back).not.toContainText('Your coordinator will decide on the refund');
  });
});
