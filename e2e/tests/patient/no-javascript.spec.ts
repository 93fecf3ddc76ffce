import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { linkIn, waitForMail } from '../../fixtures/mail';
import { clientAddress, expect, test } from '../../fixtures/test';
import { createPatientBooking } from '../admin/data';

/*
 * The patient site with JavaScript turned off: every form is a plain HTML post that the route's
 * action answers on the server (field errors with status 400, the session cookie set by the answer).
 */
test.use({ javaScriptEnabled: false });

/** Submits with the button and returns the status of the page the browser was sent to. */
async function post(page: Page, button: string): Promise<number | undefined> {
  const [response] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: button, exact: true }).click()]);
  return response?.status();
}

test.describe('patient site without JavaScript', () => {
  test('signs up, verifies the email, signs in and out, with the field errors of bad input', async ({ page }) => {
    const email = `nojs.${Date.now()}@example.com`;
    // Sign-ups are limited per address (spec §9).
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress() });

    // --- Sign up: a common password is refused next to the field, the names are kept.
    await page.goto('/auth?tab=signup');
    await page.getByLabel('First name').fill('Zawadi');
    await page.getByLabel('Last name').fill('Otieno');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('password');
    expect(await post(page, 'Create Account')).toBe(400);
    await expect(page.getByText('This password is too common. Please choose a less common one.')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Zawadi');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Password').fill('serengeti-dawn-42');
    expect(await post(page, 'Create Account')).toBe(200);
    await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

    // --- A broken verification link says so; the emailed one verifies the address.
    await page.goto('/auth/verify-email?token=not-a-real-token');
    expect(await post(page, 'Verify my email')).toBe(400);
    await expect(page.getByRole('alert')).toContainText(/invalid|expired/i);
    await page.goto(linkIn(await waitForMail(email, /Verify your email address/), '/auth/verify-email?token='));
    expect(await post(page, 'Verify my email')).toBe(200);
    await expect(page.getByText('Your email has been verified. You can now sign in.')).toBeVisible();

    // --- Sign in: a wrong password is refused; the right one sets the session and goes where asked.
    await page.goto('/dashboard/account');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard%2Faccount$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not-the-password');
    expect(await post(page, 'Sign In')).toBe(401);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await page.getByLabel('Password').fill('serengeti-dawn-42');
    await post(page, 'Sign In');
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    await expect(page.getByText(`Signed in as Zawadi Otieno (${email}).`)).toBeVisible();

    // --- Account: a wrong current password is refused next to its field.
    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel('New password').fill('kilimanjaro-sunrise-8');
    expect(await post(page, 'Change Password')).toBe(400);
    await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('Current password is incorrect');

    // --- Sign out: the session ends, the dashboard asks to sign in again.
    await post(page, 'Sign Out');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
  });

  test('resets a forgotten password: the two passwords must match', async ({ page, accounts }) => {
    const patient = await accounts.create();
    await page.goto('/auth/forgot-password');
    await page.getByLabel('Email').fill(patient.email);
    expect(await post(page, 'Send Reset Link')).toBe(200);
    await expect(page.getByText('If an account exists for this email, we have sent a password reset link.')).toBeVisible();

    await page.goto(linkIn(await waitForMail(patient.email, /Reset your password/), '/auth/reset-password?token='));
    await page.getByLabel('New password', { exact: true }).fill('lake-victoria-2027');
    await page.getByLabel('Confirm new password').fill('lake-victoria-2028');
    expect(await post(page, 'Change Password')).toBe(400);
    await expect(page.getByText('The two passwords do not match')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('lake-victoria-2027');
    await page.getByLabel('Confirm new password').fill('lake-victoria-2027');
    expect(await post(page, 'Change Password')).toBe(200);
    await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible();
  });

  test('the journey: a record, an assessment, a booking, a message, a cancellation, with the errors of bad input', async ({
    page,
    accounts,
  }) => {
    test.setTimeout(60_000);
    const patient = await accounts.create();
    await page.goto('/dashboard');
    await page.getByLabel('Email').fill(patient.email);
    await page.getByLabel('Password').fill(patient.password);
    await post(page, 'Sign In');
    await expect(page).toHaveURL(/\/dashboard$/);

    // --- Diagnosis: a record uploaded as a plain multipart post, then removed again.
    await post(page, 'Start Your Health Journey');
    await expect(page.getByRole('heading', { level: 1, name: 'Tell Us About Your Health' })).toBeVisible();
    const fileName = `scan-${Date.now().toString(36)}.pdf`;
    await page
      .getByLabel('Choose files to upload')
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1') });
    expect(await post(page, 'Upload')).toBe(200);
    const record = page.getByRole('list', { name: 'Your medical records' }).getByRole('listitem').filter({ hasText: fileName });
    await expect(record).toContainText('Uploaded');

    // --- Assessment: the required fields are said next to them, then it is stored.
    expect(await post(page, 'Submit Assessment')).toBe(400);
    await expect(page.getByRole('combobox', { name: 'Condition Category' })).toHaveAccessibleDescription('This field is required.');
    await expect(page.getByRole('textbox', { name: 'Symptoms' })).toHaveAccessibleDescription('This field is required.');
    await page.getByRole('combobox', { name: 'Condition Category' }).selectOption('Orthopedic Surgery');
    await page.getByRole('textbox', { name: 'Symptoms' }).fill('Knee pain for a year, worse on stairs.');
    await page.getByRole('combobox', { name: 'Urgency' }).selectOption('medium');
    await page.getByRole('checkbox', { name: 'Malaysia' }).check();
    await page.getByRole('textbox', { name: 'Other destination' }).fill('Dubai');
    await post(page, 'Submit Assessment');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Health Journey' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Your Health Assessment' });
    await expect(summary).toContainText('Orthopedic Surgery');
    await expect(summary).toContainText('Malaysia, Dubai');
    await expect(summary).toContainText('1 attached');

    // --- Recommendations: filters in the address.
    await page.getByRole('combobox', { name: 'Min Rating' }).selectOption('4.5');
    await post(page, 'Apply Filters');
    await expect(page).toHaveURL(/minRating=4\.5/);
    await expect(page.getByRole('list', { name: 'Recommended hospitals' }).getByRole('heading', { level: 3 })).toHaveText([
      'Selangor Joint & Spine Institute (Demo)',
    ]);

    // --- A booking: refused without hospital and treatment, then created.
    const bookings = page.getByRole('region', { name: 'Booking Management' });
    await post(page, 'New Booking');
    expect(await post(page, 'Submit Booking Request')).toBe(400);
    await expect(bookings.getByRole('combobox', { name: 'Hospital', exact: true })).toHaveAttribute('aria-invalid', 'true');
    // The hospital search is a plain GET form; its matches are links.
    await bookings.getByRole('combobox', { name: 'Hospital', exact: true }).fill('bangkok');
    await bookings.getByRole('button', { name: 'Search', exact: true }).click();
    await bookings
      .getByRole('list', { name: 'Matching hospitals' })
      .getByRole('link', { name: 'Chao Phraya International Hospital (Demo) — Bangkok, Thailand' })
      .click();
    await bookings.getByRole('combobox', { name: 'Treatment', exact: true }).selectOption({ label: 'Rhinoplasty — $3,000 - $5,000' });
    await bookings.getByRole('checkbox', { name: 'Travel assistance' }).check();
    expect(await post(page, 'Submit Booking Request')).toBe(200);
    const card = bookings.getByRole('list', { name: 'Your bookings' }).getByRole('article').first();
    await expect(card).toContainText('Chao Phraya International Hospital (Demo)');
    await expect(card).toContainText('Status: pending');

    // --- Its chat: an empty message is refused, a message is posted.
    await card.getByRole('button', { name: 'Chat' }).click();
    await page.waitForLoadState();
    const chat = bookings.getByRole('list', { name: 'Your bookings' }).getByRole('article').first();
    await expect(chat.getByText('No messages yet.', { exact: false })).toBeVisible();
    expect(await post(page, 'Send')).toBe(400);
    await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(/Please write a message\./);
    await chat.getByRole('textbox', { name: 'Message' }).fill('Can my brother come with me?');
    expect(await post(page, 'Send')).toBe(200);
    await expect(chat.getByRole('list', { name: 'Messages' })).toContainText('Can my brother come with me?');

    // --- Cancelling asks first (a disclosure), then cancels.
    await chat.getByText('Cancel booking', { exact: true }).click();
    await post(page, 'Yes, cancel booking');
    await expect(bookings.getByRole('list', { name: 'Your bookings' }).getByRole('article').first()).toContainText('Status: cancelled');

    // --- Sign out.
    await post(page, 'Sign Out');
    await expect(page).toHaveURL(/\/$/);
  });

  test('each form of the journey posts to its own route, which shows the page with its field errors in French', async ({
    page,
    accounts,
  }) => {
    test.setTimeout(60_000);
    // A patient with an assessment, a record and a booking: the results show its card, with its chat and its records to share.
    const account = await accounts.create();
    const patient = await accounts.request(account);
    const assessed = await patient.post('/api/assessments', {
      data: { idempotencyKey: randomUUID(), conditionCategory: 'Orthopedic Surgery', symptoms: 'E2E: knee pain', urgencyLevel: 'medium' },
    });
    expect(assessed.status(), await assessed.text()).toBe(201);
    const uploaded = await patient.post('/api/records', {
      multipart: { file: { name: 'radio.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1') } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const booking = await createPatientBooking(patient);
    await page.context().addCookies((await accounts.storageState(account)).cookies);
    const at = (path: string) => expect(page).toHaveURL(new RegExp(`^[^?]*${path.replace(/[/]/g, '\\/')}(\\?|#|$)`));
    const refusedOn = async (field: Locator, message: string) => {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.]/g, '\\.')));
    };

    // --- The diagnosis step: the assessment's route, then the upload's.
    await page.goto('/fr/dashboard?step=diagnosis');
    expect(await post(page, 'Envoyer l’évaluation')).toBe(400);
    await at('/fr/dashboard/assessment');
    await refusedOn(page.getByRole('textbox', { name: 'Symptômes' }), 'Ce champ est obligatoire.');
    expect(await post(page, 'Envoyer')).toBe(400);
    await at('/fr/dashboard/records');
    await expect(page.getByRole('alert').filter({ hasText: 'Veuillez choisir un fichier à envoyer.' })).toBeVisible();

    // --- The booking's card (its own address shows it): its chat's route, then its records' sharing.
    await page.goto(`/fr/dashboard/bookings/${booking.id}?chat=${booking.id}`);
    const card = page.getByRole('list', { name: 'Vos réservations' }).getByRole('article', { name: new RegExp(`#${booking.reference}`) });
    await expect(card).toContainText(booking.hospitalName);
    expect(await post(page, 'Envoyer')).toBe(400);
    await at(`/fr/dashboard/bookings/${booking.id}/chat`);
    await refusedOn(card.getByRole('textbox', { name: 'Message' }), 'Veuillez écrire un message.');
    expect(await post(page, 'Partager avec l’hôpital')).toBe(400);
    await at(`/fr/dashboard/bookings/${booking.id}/record-shares`);
    await expect(card.getByRole('alert').filter({ hasText: 'Cochez au moins un document à partager' })).toBeVisible();

    // --- The booking form: the request's route, and the estimate's (its second button).
    await page.goto('/fr/dashboard?step=results&form=booking');
    const bookings = page.getByRole('region', { name: 'Gestion des réservations' });
    expect(await post(page, 'Envoyer la demande de réservation')).toBe(400);
    await at('/fr/dashboard/bookings');
    await refusedOn(bookings.getByRole('combobox', { name: 'Hôpital', exact: true }), 'Veuillez choisir un hôpital');
    expect(await post(page, 'Voir l’estimation')).toBe(400);
    await at('/fr/dashboard/bookings/estimate');
    await refusedOn(
      bookings.getByRole('combobox', { name: 'Joindre une estimation de mon voyage au départ de' }),
      'Veuillez choisir votre pays',
    );
  });

  test('comparing four ticked hospitals says "up to 3", in the page\'s language, with a way back', async ({ page }) => {
    for (const [path, submit, message, back] of [
      ['/hospitals', 'Compare', 'You can compare up to 3 hospitals at a time.', 'Choose other hospitals'],
      ['/fr/hospitals', 'Comparer', 'Vous pouvez comparer jusqu’à 3 hôpitaux à la fois.', 'Choisir d’autres hôpitaux'],
    ]) {
      await page.goto(path);
      for (let i = 0; i < 4; i++) await page.getByRole('checkbox').nth(i).check();
      expect(await post(page, submit)).toBe(400);
      await expect(page).toHaveURL(new RegExp(`^[^?]*${path}/compare\\?ids=`));
      await expect(page.getByRole('alert')).toHaveText(`${message}${back}`);
      await page.getByRole('alert').getByRole('link', { name: back }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});
