import { randomUUID } from 'node:crypto';
import { sql } from '../../fixtures/db';
import { linkIn, waitForMail } from '../../fixtures/mail';
import { expect, test, useLocks } from '../../fixtures/test';

/*
 * Verified patient reviews (issue 30), end to end: the invitation a week after a completed booking's
 * treatment, the review written from the emailed link (signing in on the way), published by an admin
 * in the back office, and shown on the hospital's page as a verified patient's, counted in its summary.
 */

const month = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.now() - daysAgo * 86_400_000));

test.describe('a verified patient review', () => {
  // An admin publishes a review: the review counters of the other review specs must not see it.
  useLocks({ reviews: 'exclusive' });
  let hospitalSlug = '';
  let bookingId = '';
  test.afterEach(async () => {
    // The booking (and its review with it), then the hospital the test made.
    if (bookingId) await sql(`delete from bookings where id = $1`, [bookingId]);
    if (hospitalSlug) await sql(`delete from hospitals where slug = $1`, [hospitalSlug]);
    bookingId = hospitalSlug = '';
  });

  test('invited by email a week after the treatment, the patient reviews their stay; once published, the hospital page shows it as verified', async ({
    page,
    browser,
    baseURL,
    accounts,
  }) => {
    const token = randomUUID().slice(0, 8);
    const firstName = `Wanjiru ${token}`;
    const patient = await accounts.create({ firstName, lastName: 'Kamau' });
    await sql(`update profiles set country = 'Kenya' where user_id = $1`, [patient.id]);

    // A hospital of its own (its reviews and rating summary are this test's alone), and the patient's
    // booking there, completed 8 days ago for a knee replacement on the day they asked for, 10 days ago.
    hospitalSlug = `verified-review-hospital-${token}`;
    const hospitalName = `Verified Review Hospital ${token}`;
    await sql(
      `insert into hospitals (id, name, slug, city, country_id, description, is_demo)
         select gen_random_uuid(), $1, $2, 'Nairobi', c.id, 'A partner hospital of the review test.', false
           from countries c order by c.is_destination desc, c.name limit 1`,
      [hospitalName, hospitalSlug],
    );
    [[bookingId]] = await sql(
      `insert into bookings (id, user_id, hospital_id, treatment_id, status, preferred_date, completed_at)
         select gen_random_uuid(), $1, h.id, t.id, 'completed', current_date - 10, now() - interval '8 days'
           from hospitals h, treatments t where h.slug = $2 and t.slug = 'knee-replacement'
       returning id`,
      [patient.id, hospitalSlug],
    );

    // The hourly invitation sweep, run now: queued through the outbox as any job is, the worker runs it.
    await sql(
      `insert into outbox (id, queue, job_name, payload) values (gen_random_uuid(), 'maintenance', 'maintenance.invite_reviews', '{}')`,
    );
    const invitation = await waitForMail(patient.email, new RegExp(`^How was your treatment at ${hospitalName}\\?$`), 30_000);
    expect(invitation.text).toContain(`Knee Replacement at ${hospitalName} in ${month(10)}`);

    // The link opened signed out: sign in first, then on to the review page.
    await page.goto(linkIn(invitation, `/dashboard/bookings/${bookingId}/review`));
    await expect(page).toHaveURL(/\/auth\?redirect=/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    await page.getByLabel('Email').fill(patient.email);
    await page.getByLabel('Password').fill(patient.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/bookings/${bookingId}/review$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Review your stay' })).toBeVisible();
    const stay = page.getByRole('definition');
    await expect(stay.filter({ hasText: hospitalName })).toBeVisible();
    await expect(stay.filter({ hasText: 'Knee Replacement' })).toBeVisible();
    await expect(stay.filter({ hasText: month(10) })).toBeVisible();

    // Sent without a rating: the field error, and nothing saved.
    const form = page.getByRole('form', { name: 'Review your stay' });
    await form.getByLabel('Your review').fill('The knee team was excellent and the physiotherapy started on day one.');
    await form.getByRole('button', { name: 'Send my review' }).click();
    await expect(form.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
    expect(await sql(`select 1 from hospital_reviews where booking_id = $1`, [bookingId])).toEqual([]);

    const rating = page.getByRole('group', { name: 'Your rating' });
    await rating.getByRole('radio', { name: '5 stars' }).check();
    await form.getByRole('checkbox', { name: 'You may feature my review as a success story' }).check();
    await form.getByRole('button', { name: 'Send my review' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Awaiting moderation' });
    await expect(status).toContainText('Thank you for your review!');
    await expect(status).toContainText('You can edit it until');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit your review' })).toBeVisible();

    // Not public until moderated.
    await page.goto(`/hospitals/${hospitalSlug}`);
    await expect(page.getByRole('heading', { name: 'Patient reviews (0)' })).toBeVisible();

    // An admin publishes it from the back office's reviews list (its per-row status control).
    const admin = await accounts.create({ role: 'admin' });
    const office = await browser.newContext({ baseURL, storageState: await accounts.storageState(admin) });
    try {
      const panel = await office.newPage();
      await panel.goto('/admin/reviews');
      const statusControl = panel.getByRole('combobox', { name: `Status of review by ${firstName}` });
      await expect(statusControl).toContainText('Pending');
      await statusControl.selectOption('published');
      await expect(panel.getByRole('alert').filter({ hasText: 'Review updated successfully' })).toBeVisible();
    } finally {
      await office.close();
    }

    // The hospital page: a verified patient's review, its treatment and month, first name and country; counted in the summary.
    await page.goto(`/hospitals/${hospitalSlug}`);
    const reviews = page.getByRole('region', { name: 'Patient reviews (1)' });
    const summary = reviews.getByRole('region', { name: 'Rating summary' });
    await expect(summary.getByRole('definition').first()).toHaveText('1 review · average 5.0 out of 5');
    await expect(summary.getByRole('definition').nth(1)).toHaveText('no reviews yet');
    const card = reviews.getByRole('listitem').filter({ hasText: firstName });
    await expect(card).toContainText('Verified patient');
    await expect(card).toContainText(`Knee Replacement · ${month(10)} · Kenya`);
    await expect(card).toContainText('The knee team was excellent');
    await expect(card).toContainText('★ 5.0');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the review form shows its field errors and saves the review', async ({ page, accounts }) => {
      const patient = await accounts.create({ firstName: 'Baraka' });
      [[bookingId]] = await sql(
        `insert into bookings (id, user_id, hospital_id, treatment_id, status, completed_at)
           select gen_random_uuid(), $1, h.id, t.id, 'completed', now() - interval '8 days'
             from hospitals h, treatments t where h.slug = 'selangor-joint-spine-institute' and t.slug = 'hip-replacement'
         returning id`,
        [patient.id],
      );
      await page.context().addCookies((await accounts.storageState(patient)).cookies);
      await page.goto(`/dashboard/bookings/${bookingId}/review`);
      const form = page.getByRole('form', { name: 'Review your stay' });
      await page.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '4 stars' }).check();
      await form.getByLabel('Your review').fill('   ');
      await form.getByRole('button', { name: 'Send my review' }).click();
      await expect(form.getByText('Please write your review')).toBeVisible();
      // The rating chosen is kept.
      await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();

      await form.getByLabel('Your review').fill('Clean rooms and a coordinator who answered at night.');
      await form.getByRole('checkbox', { name: 'Show my review as “Anonymous patient”' }).check();
      await form.getByRole('button', { name: 'Send my review' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Awaiting moderation' })).toContainText('Thank you for your review!');
      const [[rating, anonymous, status]] = await sql<[string, boolean, string]>(
        `select rating::text, is_anonymous, status from hospital_reviews where booking_id = $1`,
        [bookingId],
      );
      expect([rating, anonymous, status]).toEqual(['4.0', true, 'pending']);
    });
  });
});
