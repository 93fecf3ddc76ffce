import { randomUUID } from 'node:crypto';
import { sql } from '../../fixtures/db';
import { newestMail, waitForMail } from '../../fixtures/mail';
import { expect, test } from '../../fixtures/test';
import { createPatientBooking } from '../admin/data.js';

/*
 * Issue 52: a Nigerian patient who chose naira pays a deposit in two offline instalments, recorded
 * by a coordinator from the back office's form (which starts empty: no reference carried over from
 * the booking, so the second instalment is taken). After the first the dashboard and the email say
 * the naira beside the dollars, what was received and what is still owed, by when; after the second,
 * that the deposit is paid in full and the booking confirmed.
 */

const day = (iso: string, month: 'short' | 'long') =>
  new Intl.DateTimeFormat('en-US', { month, day: month === 'short' ? '2-digit' : 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

test.describe('a deposit in two offline instalments, read in naira', () => {
  test('the patient reads the local figures, what is still owed after the first instalment, and the confirmation after the second', async ({
    page,
    browser,
    baseURL,
    accounts,
  }) => {
    // Two pages (the patient's and the back office) and two instalments.
    test.setTimeout(90_000);
    const account = await accounts.create({ firstName: 'Chiamaka' });
    const patient = await accounts.request(account);
    const chose = await patient.post('/api/auth/currency', { data: { currency: 'NGN' } });
    expect(chose.status(), await chose.text()).toBe(200);
    const [[rateText, rateDay]] = await sql<[string, string]>(
      `select rate::text, as_of::text from exchange_rates where currency = 'NGN' order by as_of desc limit 1`,
    );
    const rate = Number(rateText);
    const naira = (usd: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(
        Math.round(usd * rate * 100) / 100,
      );

    // Assessed first: the dashboard lists bookings at its results step.
    const assessed = await patient.post('/api/assessments', {
      data: { idempotencyKey: randomUUID(), conditionCategory: 'Orthopedic Surgery', symptoms: 'E2E: hip pain', urgencyLevel: 'medium' },
    });
    expect(assessed.status(), await assessed.text()).toBe(201);
    // A $12,000 quote: a $2,400 deposit (Settings' 20 %), kept with today's naira rate.
    const booking = await createPatientBooking(patient);
    const coordinator = await accounts.create({ role: 'admin' });
    const staffApi = await accounts.request(coordinator);
    const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const quoted = await staffApi.post(`/api/admin/bookings/${booking.id}/quotes`, {
      data: { lines: [{ label: 'Hip replacement', amountUsd: 12_000 }], validUntil },
    });
    expect(quoted.status(), await quoted.text()).toBe(201);
    const quoteMail = await waitForMail(account.email, new RegExp(`^Your quote for booking #${booking.reference}$`));
    expect(quoteMail.text).toContain(`pay the deposit of $2,400 (about ${naira(2400)}) by ${day(validUntil, 'long')}.`);

    await page.context().addCookies((await accounts.storageState(account)).cookies);
    await page.goto('/dashboard');
    const card = () =>
      page.getByRole('list', { name: 'Your bookings' }).getByRole('article', { name: new RegExp(`#${booking.reference}`) });
    const payment = () => card().getByRole('region', { name: 'Payment Required' });
    await expect(card()).toContainText(`Quoted price≈ ${naira(12_000)} ($12,000)`);
    await expect(payment()).toContainText('$2,400');
    await expect(payment()).toContainText(`About ${naira(2400)} at the rate of ${day(rateDay, 'short')} kept with your quote`);

    // The back office records the first instalment: the form starts without a reference.
    const office = await browser.newContext({ baseURL, storageState: await accounts.storageState(coordinator) });
    try {
      const panel = await office.newPage();
      await panel.goto(`/admin/bookings/${booking.id}/show`);
      const payments = panel.getByRole('region', { name: 'Payments', exact: true });
      const recordInstalment = async (amount: string, reference: string) => {
        await payments.getByRole('button', { name: 'Record an offline payment' }).click();
        await expect(payments.getByRole('textbox', { name: 'Reference' })).toHaveValue('');
        await payments.getByRole('textbox', { name: 'Amount (USD)' }).fill(amount);
        await payments.getByRole('textbox', { name: 'Reference' }).fill(reference);
        await payments.getByRole('button', { name: 'Record payment' }).click();
        await expect(panel.getByRole('alert').filter({ hasText: 'Payment recorded' })).toBeVisible();
      };
      await recordInstalment('1000', 'NG-TRF-001');
      await expect(payments).toContainText('Paid $1,000 of $2,400 deposit');

      // The patient's email: what was received, what is still owed, by when, with the naira beside.
      const first = await waitForMail(account.email, new RegExp(`^Deposit received for booking #${booking.reference}$`));
      expect(first.text).toContain(`We received your payment of $1,000 (about ${naira(1000)}) towards the deposit`);
      expect(first.text).toContain(
        `You have now paid $1,000 (about ${naira(1000)}) of the $2,400 (about ${naira(2400)}) deposit: $1,400 (about ${naira(1400)}) is still owed, by ${day(validUntil, 'long')}.`,
      );
      expect(first.text).not.toContain('Your booking is now confirmed.');

      // The dashboard: what is left, in naira too, and by when.
      await page.reload();
      await expect(payment()).toContainText('$1,400');
      await expect(payment()).toContainText(`About ${naira(1400)} at the rate of`);
      await expect(payment()).toContainText('Paid $1,000 of $2,400 deposit');
      await expect(payment()).toContainText(`Still owed: $1,400, by ${day(validUntil, 'short')}`);

      // The second instalment: accepted (the form carried no earlier reference), the deposit covered.
      await panel.reload();
      await recordInstalment('1400', 'NG-TRF-002');
      await expect(payments).toContainText('Paid $2,400 of $2,400 deposit');
    } finally {
      await office.close();
    }

    await expect
      .poll(
        async () =>
          (await sql<[string]>(`select count(*)::text from payments where booking_id = $1 and status = 'succeeded'`, [booking.id]))[0]![0],
      )
      .toBe('2');
    // The second receipt (the newest of that subject once it arrives).
    const receipt = new RegExp(`^Deposit received for booking #${booking.reference}$`);
    await expect.poll(() => newestMail(account.email, receipt)?.text ?? '', { timeout: 20_000 }).toContain('is now paid in full');
    const second = newestMail(account.email, receipt)!;
    expect(second.text).toContain(`We received your payment of $1,400 (about ${naira(1400)}) towards the deposit`);
    expect(second.text).toContain(`Your deposit of $2,400 (about ${naira(2400)}) is now paid in full.`);
    expect(second.text).toContain('Your booking is now confirmed.');
    await page.reload();
    await expect(card()).toContainText('Status: confirmed');
    await expect(card().getByText('Deposit paid')).toBeVisible();
    await expect(card()).toContainText(`($2,400 ≈ ${naira(2400)})`);
    await expect(payment()).toHaveCount(0);
  });
});
