import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures/test.js';
import { sql } from '../../fixtures/db.js';
import { waitForMail } from '../../fixtures/mail.js';
import { createPatientBooking } from '../admin/data.js';

/*
 * Issue 31: a patient who cancels their own booking on the dashboard (after its confirmation step)
 * is emailed that it is cancelled, in their language, through the outbox like the other emails;
 * a booking holding part of its deposit says what happens to that money.
 */
/** The dashboard lists bookings once the patient has described their case: an assessment, then a booking. */
async function assessedBooking(patient: APIRequestContext) {
  const assessed = await patient.post('/api/assessments', {
    data: { idempotencyKey: randomUUID(), conditionCategory: 'Orthopedic Surgery', symptoms: 'E2E: knee pain', urgencyLevel: 'medium' },
  });
  expect(assessed.status(), await assessed.text()).toBe(201);
  return createPatientBooking(patient);
}

test.describe('the cancellation email', () => {
  test('a patient cancels a pending booking on the dashboard and is emailed that it is cancelled', async ({ page, accounts }) => {
    const account = await accounts.create();
    const booking = await assessedBooking(await accounts.request(account));
    await page.context().addCookies((await accounts.storageState(account)).cookies);

    await page.goto('/dashboard');
    const card = page.getByRole('list', { name: 'Your bookings' }).getByRole('article', { name: new RegExp(`#${booking.reference}`) });
    await expect(card).toContainText('Status: pending');
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    await card.getByRole('group', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect(card).toContainText('Status: cancelled');

    const mail = await waitForMail(account.email, new RegExp(`^Your booking #${booking.reference} is cancelled$`));
    expect(mail.text).toContain('is cancelled, as you asked.');
    expect(mail.text).toContain(booking.hospitalName);
    // Nothing was paid: nothing is said of a deposit.
    expect(mail.text).not.toContain('deposit');
  });

  test('in French, with part of the deposit paid: the email says what was paid and that a coordinator decides', async ({
    page,
    accounts,
  }) => {
    const account = await accounts.create();
    await sql(`update users set language = 'fr' where id = $1`, [account.id]);
    const booking = await assessedBooking(await accounts.request(account));
    // A coordinator quotes $5,000 (deposit $1,000); the patient paid $400 of it by bank transfer.
    const staff = await accounts.request(await accounts.create({ role: 'moderator' }));
    const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const quoted = await staff.post(`/api/admin/bookings/${booking.id}/quotes`, {
      data: { lines: [{ label: 'Treatment', amountUsd: 5000 }], validUntil },
    });
    expect(quoted.status(), await quoted.text()).toBe(201);
    const paid = await staff.post(`/api/admin/bookings/${booking.id}/payments`, { data: { method: 'bank_transfer', amountUsd: 400 } });
    expect(paid.status(), await paid.text()).toBe(201);
    await page.context().addCookies((await accounts.storageState(account)).cookies);

    await page.goto('/fr/dashboard');
    const card = page.getByRole('list', { name: 'Vos réservations' }).getByRole('article', { name: new RegExp(`#${booking.reference}`) });
    await card.getByRole('button', { name: 'Annuler la réservation' }).click();
    const asked = card.getByRole('group', { name: 'Annuler cette réservation ?' });
    await asked.getByRole('button', { name: 'Oui, annuler la réservation' }).click();
    await expect(card.getByRole('button', { name: 'Annuler la réservation' })).toHaveCount(0);

    const mail = await waitForMail(account.email, new RegExp(`^Votre réservation #${booking.reference} est annulée$`));
    expect(mail.text).toContain('est annulée, comme vous l’avez demandé.');
    expect(mail.text).toMatch(/Vous avez versé 400(,00)?\s\$US au titre de son acompte\./);
    expect(mail.text).toContain('Votre coordinateur décidera du remboursement selon cette politique');
  });
});
