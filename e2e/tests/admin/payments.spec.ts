import { expect } from '@playwright/test';
import type { Account } from '../../fixtures/accounts.js';
import type { Accounts } from '../../fixtures/test.js';
import { createPatientBooking } from './data.js';
import { openPanel, rowWith, test, toast } from './staff.js';

/** A patient's booking with a $5,000 quote (deposit $1,000) sent by `staff`, and both sides' API clients. */
async function quotedBooking(accounts: Accounts, staff: Account) {
  const patient = await accounts.request(await accounts.create());
  const booking = await createPatientBooking(patient);
  const api = await accounts.request(staff);
  const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const quoted = await api.post(`/api/admin/bookings/${booking.id}/quotes`, {
    data: { lines: [{ label: 'Treatment', amountUsd: 5000 }], validUntil },
  });
  expect(quoted.status()).toBe(201);
  return { patient, booking, api };
}

test.describe('back office: quotes and payments', () => {
  test('a coordinator sends an itemised quote, records a bank transfer, and the booking is confirmed', async ({ page, accounts }) => {
    // A long walk through the back office (quote form, payment form, two confirmations, a refund): a CI retry, recording
    // its trace beside the other checks, ran out of 60 s at its last click.
    test.setTimeout(120_000);
    const patient = await accounts.request(await accounts.create());
    const booking = await createPatientBooking(patient);
    await openPanel(page, `/bookings/${booking.id}/show`);

    const quotes = page.getByRole('region', { name: 'Quote', exact: true });
    await expect(quotes).toContainText('No quote sent yet.');
    await quotes.getByRole('button', { name: 'Write a quote' }).click();
    // The first line is the treatment at this hospital's own price.
    await expect(quotes.getByRole('textbox', { name: 'Item' }).first()).toHaveValue(booking.treatmentName);
    await quotes.getByRole('spinbutton', { name: 'Amount (USD)' }).first().fill('9000');
    await quotes.getByRole('button', { name: 'Add line' }).click();
    await quotes.getByRole('textbox', { name: 'Item' }).nth(1).fill('Hospital stay');
    await quotes.getByRole('textbox', { name: 'Detail' }).nth(1).fill('5 nights');
    await quotes.getByRole('spinbutton', { name: 'Amount (USD)' }).nth(1).fill('2000');
    await quotes.getByRole('textbox', { name: 'Included', exact: true }).fill('Implant\nPhysiotherapy during the stay');
    await quotes.getByRole('textbox', { name: 'Not included' }).fill('Flights');
    await quotes.getByRole('button', { name: 'Send quote' }).click();
    await expect(toast(page, 'Quote sent to the patient')).toBeVisible();

    const sent = quotes.getByRole('region', { name: 'Quote version 1' });
    await expect(sent).toContainText('Awaiting deposit');
    await expect(sent.getByRole('row', { name: /Total/ })).toContainText('$11,000');
    // 20 % of the total (Settings' deposit rule).
    await expect(sent.getByRole('row', { name: /Deposit/ })).toContainText('$2,200');
    await expect(page.getByRole('region', { name: 'Booking', exact: true })).toContainText(/payment pending/i);
    const seen = (await (await patient.get(`/api/bookings/${booking.id}`)).json()) as { quote: { totalUsd: number; depositUsd: number } };
    expect(seen.quote).toMatchObject({ totalUsd: 11000, depositUsd: 2200 });

    // The patient paid by bank transfer: the coordinator records it.
    const payments = page.getByRole('region', { name: 'Payments', exact: true });
    await expect(payments).toContainText('No payment yet.');
    // First part of it, the button clicked twice: one payment, the deposit not yet covered.
    await payments.getByRole('button', { name: 'Record an offline payment' }).click();
    await expect(payments.getByRole('textbox', { name: 'Amount (USD)' })).toHaveValue('2200');
    // Typed as staff write amounts: the API reads "1,000.00" exactly (contracts' money kernel).
    await payments.getByRole('textbox', { name: 'Amount (USD)' }).fill('1,000.00');
    await payments.getByRole('textbox', { name: 'Reference' }).fill('TRF-E2E-4471');
    await payments.getByRole('button', { name: 'Record payment' }).dblclick();
    await expect(toast(page, 'Payment recorded')).toBeVisible();
    const lines = payments.getByRole('list', { name: 'Payments of this booking' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText('$1,000 · Bank transfer · succeeded');
    await expect(payments).toContainText('Paid $1,000 of $2,200 deposit');
    await expect(page.getByRole('region', { name: 'Booking', exact: true })).toContainText(/payment pending/i);
    // The rest: what the form now proposes.
    await payments.getByRole('button', { name: 'Record an offline payment' }).click();
    await expect(payments.getByRole('textbox', { name: 'Amount (USD)' })).toHaveValue('1200');
    await payments.getByRole('textbox', { name: 'Reference' }).fill('TRF-E2E-4472');
    await payments.getByRole('button', { name: 'Record payment' }).click();
    await expect(lines).toHaveCount(2);
    await expect(payments).toContainText('Paid $2,200 of $2,200 deposit');
    await expect(sent).toContainText('Deposit paid');
    await expect(page.getByRole('region', { name: 'Booking', exact: true })).toContainText(/confirmed/i);
    const after = (await (await patient.get(`/api/bookings/${booking.id}`)).json()) as { status: string };
    expect(after.status).toBe('confirmed');

    // The ledger lists them.
    await openPanel(page, '/payments');
    const row = rowWith(page, booking.reference).filter({ hasText: '$1,200' });
    await expect(row).toContainText('$1,200');
    await expect(row).toContainText('Bank transfer');
    await expect(row).toContainText('Succeeded');

    // The surgery is postponed: the admin refunds the deposit (paid back by bank transfer).
    await row.click();
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this deposit?' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Surgery postponed by the hospital');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(toast(page, 'Deposit refunded')).toBeVisible();
    await openPanel(page, '/payments');
    const refunds = page.getByRole('row').filter({ hasText: booking.reference });
    await expect(refunds).toHaveCount(3);
    // The refund reads as money going out (issue 31), on its row and its page.
    const refund = refunds.filter({ hasText: 'Refund' });
    await expect(refund).toContainText('−$1,200');
    await expect(refunds.filter({ hasText: 'Deposit' }).filter({ hasText: '$1,200' })).not.toContainText('−');
    await refund.click();
    await expect(page.getByRole('definition').filter({ hasText: /^−\$1,200$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the payment' })).toBeVisible();
  });

  test('a patient cancels a paid booking: its page asks an admin to decide, who keeps the deposit and says why', async ({
    page,
    accounts,
    staff,
  }) => {
    const { patient, booking, api } = await quotedBooking(accounts, staff);
    const paid = await api.post(`/api/admin/bookings/${booking.id}/payments`, { data: { method: 'bank_transfer', amountUsd: 1000 } });
    expect(paid.status(), await paid.text()).toBe(201);
    expect((await patient.post(`/api/bookings/${booking.id}/cancel`)).status()).toBe(200);

    await openPanel(page, `/bookings/${booking.id}/show`);
    const payments = page.getByRole('region', { name: 'Payments', exact: true });
    const decision = payments.getByRole('alert', { name: 'Refund decision' });
    await expect(decision).toContainText('Cancelled holding $1,000 of the deposit: refund decision needed.');
    await decision.getByRole('button', { name: 'Keep the deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Keep $1,000 under the refund policy?' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Cancelled two days before admission');
    await dialog.getByRole('button', { name: 'Keep the deposit' }).click();
    await expect(toast(page, 'Decision recorded')).toBeVisible();
    await expect(payments).toContainText('$1,000 of the deposit kept under the refund policy: Cancelled two days before admission');
    const seen = (await (await patient.get(`/api/bookings/${booking.id}`)).json()) as { refundDecision: { state: string } };
    expect(seen.refundDecision.state).toBe('kept');
  });

  test('an admin reconciles: a booking confirmed without its deposit is listed with its booking, and the run is shown', async ({
    page,
    accounts,
    staff,
  }) => {
    // Staff confirm a quoted booking by hand before any deposit arrived.
    const { booking, api } = await quotedBooking(accounts, staff);
    expect((await api.put(`/api/admin/bookings/${booking.id}`, { data: { status: 'confirmed' } })).status()).toBe(200);

    await openPanel(page, '/reconciliation');
    await page.getByRole('button', { name: 'Run now' }).click();
    await expect(toast(page, /^Reconciled/)).toBeVisible();
    await expect(page.getByText(/^Last run .*\(by an admin\)/)).toBeVisible();
    const row = rowWith(page, `#${booking.reference}`);
    await expect(row).toContainText('Confirmed without the deposit');
    await expect(row).toContainText(`Booking #${booking.reference} is confirmed with $0 of its $1,000 deposit paid (quote version 1)`);
    // The booking's link opens it.
    await row.getByRole('link', { name: `#${booking.reference}` }).click();
    await expect(page.getByRole('region', { name: 'Booking', exact: true })).toContainText(/confirmed/i);
  });
});
