import { sql } from '../../fixtures/db.js';
import { expect, test } from '../../fixtures/test.js';

/*
 * What the whole trip costs, in the patient's money (issue 28): a patient from Lagos switches prices to
 * naira, gets an all-in estimate on a hospital's page without JavaScript, and books with it attached;
 * the coordinator sees it on the booking.
 */

const HOSPITAL = 'selangor-joint-spine-institute';
const nextMonth = () => {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return month.toISOString().slice(0, 7);
};

test.describe('all-in trip estimate in the patient’s currency', () => {
  test.use({ javaScriptEnabled: false });

  test('a Nigerian patient switches to naira, estimates the trip without JavaScript and books with the estimate attached', async ({
    page,
    accounts,
  }) => {
    const patient = await accounts.create();
    await page.context().addCookies((await accounts.storageState(patient)).cookies);
    // The demo's naira rate, as the page uses it (today's, seeded on the first start).
    const [[rate]] = await sql<[string]>(`select rate::text from exchange_rates where currency = 'NGN' order by as_of desc limit 1`);
    const naira = (usd: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'NGN',
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      }).format(usd * Number(rate));

    // --- The header's currency choice: prices in naira beside dollars, remembered on the next page.
    await page.goto(`/hospitals/${HOSPITAL}`);
    const prices = page.getByRole('region', { name: 'Treatments and prices' });
    await expect(prices.getByRole('row', { name: /Knee Replacement/ })).toContainText('$7,500 - $13,500');
    await page.getByRole('banner').locator('summary', { hasText: 'Currency: US Dollar' }).click();
    await page.getByRole('link', { name: 'NGN · Nigerian Naira' }).click();
    await expect(page).toHaveURL(new RegExp(`/hospitals/${HOSPITAL}$`));
    await expect(prices.getByRole('row', { name: /Knee Replacement/ })).toContainText(
      `≈ ${naira(7500)} - ${naira(13500)} (US$7,500 - US$13,500)`,
    );
    await page.goto('/treatments');
    await expect(page.getByRole('main')).toContainText(`≈ ${naira(8000).slice(0, 2)}`);
    // Kept on the account too: the next quote keeps the naira rate of its day.
    expect((await sql<[string]>(`select currency from users where id = $1`, [patient.id]))[0]![0]).toBe('NGN');

    // --- The estimate, from a plain form: each part itemised, the total in naira and dollars.
    await page.goto(`/hospitals/${HOSPITAL}`);
    const trip = page.getByRole('region', { name: 'What will the whole trip cost?' });
    await trip.getByLabel('Treatment').selectOption({ label: 'Knee Replacement' });
    await trip.getByLabel('Travelling from').selectOption({ label: 'Nigeria' });
    await trip.getByLabel('Companions travelling with you').fill('1');
    await trip.getByLabel('Travel month (if known)').fill(nextMonth());
    await trip.getByRole('button', { name: 'Estimate my trip' }).click();
    const estimate = page.getByRole('table', { name: 'Your all-in estimate' });
    await expect(estimate.getByRole('rowheader')).toHaveText([
      'Treatment at this hospital',
      /^Hospital stay and recovery nearby \(\d+–\d+ nights\)$/,
      'Return flights from Nigeria',
      'Visa',
      'Return flights for 1 companion',
      /^Stay for 1 companion \(\d+–\d+ nights\)$/,
      'Visa for 1 companion',
      'Total',
    ]);
    // Each part in naira too, at the total's rate (issue 56: they were in dollars only, beside a total in naira).
    await expect(estimate.getByRole('row', { name: /Treatment at this hospital/ })).toContainText(
      `≈ ${naira(7500)} - ${naira(13500)} (US$7,500 - US$13,500)`,
    );
    await expect(estimate.getByRole('row', { name: 'Return flights from Nigeria' })).toContainText(
      /≈ ₦[\d,]+ - ₦[\d,]+ \(US\$[\d,]+ - US\$[\d,]+\)$/,
    );
    await expect(estimate.getByRole('row', { name: 'Total' })).toContainText(/^Total≈ ₦[\d,]+ - ₦[\d,]+ \(US\$[\d,]+ - US\$[\d,]+\)$/);
    await expect(trip).toContainText(/Typical costs as of \w{3} \d{2}, \d{4}, not a quote/);

    // --- Bad input past the browser's own check (an edited address) is said at its field, status 400, the rest kept.
    const estimated = page.url();
    const refused = await page.goto(estimated.replace('companions=1', 'companions=25'));
    expect(refused?.status()).toBe(400);
    await expect(trip.getByText('At most 20 companions')).toBeVisible();
    await expect(trip.getByLabel('Travelling from')).toHaveValue('NG');
    await expect(page.getByRole('table', { name: 'Your all-in estimate' })).toHaveCount(0);

    // --- Book with it: the booking form has the hospital, treatment, companions and home country; the estimate goes with the request.
    await page.goto(estimated);
    await page.getByRole('link', { name: 'Book with this estimate' }).click();
    const bookings = page.getByRole('region', { name: 'Booking Management' });
    await expect(bookings.getByRole('combobox', { name: 'Hospital', exact: true })).toHaveValue('Selangor Joint & Spine Institute (Demo)');
    await expect(bookings.getByRole('combobox', { name: 'Treatment', exact: true }).locator('option:checked')).toHaveText(
      /^Knee Replacement — ≈ ₦/,
    );
    await expect(bookings.getByRole('spinbutton', { name: 'Companions' })).toHaveValue('1');
    await expect(bookings.getByRole('combobox', { name: 'Attach an estimate of my trip from' })).toHaveValue('NG');
    await expect(bookings.getByRole('textbox', { name: 'Travel month (if known)' })).toHaveValue(nextMonth());
    // The booking form shows the estimate before it is sent (nothing is sent by that), keeping what was filled in.
    await bookings.getByRole('spinbutton', { name: 'Companions' }).fill('2');
    await bookings.getByRole('button', { name: 'Show the estimate' }).click();
    const preview = bookings.getByRole('form', { name: 'New Booking Request' }).getByRole('table', { name: 'Your all-in estimate' });
    await expect(preview.getByRole('row', { name: 'Return flights for 2 companions' })).toBeVisible();
    await expect(preview.getByRole('row', { name: 'Total' })).toContainText('≈ ₦');
    await expect(bookings.getByRole('spinbutton', { name: 'Companions' })).toHaveValue('2');
    await expect(bookings.getByRole('combobox', { name: 'Attach an estimate of my trip from' })).toHaveValue('NG');
    expect(await sql(`select id from bookings where user_id = $1`, [patient.id])).toEqual([]);
    await bookings.getByRole('spinbutton', { name: 'Companions' }).fill('1');
    await bookings.getByRole('button', { name: 'Submit Booking Request' }).click();
    const card = bookings.getByRole('list', { name: 'Your bookings' }).getByRole('article').first();
    await expect(card).toContainText('Knee Replacement');
    const attached = card.getByRole('region', { name: 'Trip estimate sent with this request' });
    await expect(attached.getByRole('row', { name: 'Return flights from Nigeria' })).toBeVisible();
    await expect(attached.getByRole('row', { name: 'Total' })).toContainText('≈ ₦');

    // --- The coordinator sees the same estimate on the booking.
    const [[bookingId]] = await sql<[string]>(`select id from bookings where user_id = $1`, [patient.id]);
    const coordinator = await accounts.request(await accounts.create({ role: 'moderator' }));
    const seen = await (await coordinator.get(`/api/admin/bookings/${bookingId}`)).json();
    expect(seen.tripEstimate).toMatchObject({ homeCountry: 'NG', companions: 1, travelMonth: nextMonth(), local: { currency: 'NGN' } });
    expect(seen.tripEstimate.lines.map((line: { kind: string }) => line.kind)).toContain('flights');
  });

  test('a missing fare leaves flights out and says so; a stale rate shows dollars and says why', async ({ page }) => {
    const [[id, home, destination, min, max, asOf, source]] = await sql<[string, string, string, number, number, string, string]>(
      `select id, home_country, destination, min_usd, max_usd, as_of::text, source from travel_fares where home_country = 'DZ' and destination = 'MY'`,
    );
    await sql(`delete from travel_fares where id = $1`, [id]);
    const [[rateId, rateDay]] = await sql<[string, string]>(
      `select id, as_of::text from exchange_rates where currency = 'DZD' order by as_of desc limit 1`,
    );
    await sql(`update exchange_rates set as_of = as_of - 60 where currency = 'DZD'`);
    try {
      await page.context().addCookies([{ name: 'currency', value: 'DZD', url: test.info().project.use.baseURL! }]);
      await page.goto(`/hospitals/${HOSPITAL}`);
      await expect(page.getByRole('note')).toHaveText('Prices are shown in US dollars only: we have no recent DZD exchange rate.');
      const trip = page.getByRole('region', { name: 'What will the whole trip cost?' });
      await trip.getByLabel('Treatment').selectOption({ label: 'Hip Replacement' });
      await trip.getByLabel('Travelling from').selectOption({ label: 'Algeria' });
      await trip.getByRole('button', { name: 'Estimate my trip' }).click();
      const estimate = page.getByRole('table', { name: 'Your all-in estimate' });
      await expect(estimate.getByRole('row', { name: /Return flights/ })).toHaveCount(0);
      await expect(estimate.getByRole('row', { name: 'Visa' })).toBeVisible();
      await expect(trip).toContainText('We have no typical fare from Algeria to Malaysia yet: flights are left out of this estimate.');
      await expect(estimate.getByRole('row', { name: 'Total' })).not.toContainText('≈');
      await expect(trip).toContainText('In US dollars only: we have no recent exchange rate for your currency.');
    } finally {
      await sql(
        `insert into travel_fares (id, home_country, destination, min_usd, max_usd, as_of, source) values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, home, destination, min, max, asOf, source],
      );
      await sql(`update exchange_rates set as_of = $2 where id = $1`, [rateId, rateDay]);
    }
  });
});

test('with JavaScript, in French: the estimate comes in place, in French, and the address can be shared', async ({ page }) => {
  await page.goto(`/fr/hospitals/${HOSPITAL}`);
  const trip = page.getByRole('region', { name: 'Combien coûtera le voyage complet ?' });
  await trip.getByLabel('Traitement').selectOption({ label: 'Prothèse de hanche' });
  await trip.getByLabel('Départ de').selectOption({ label: 'Kenya' });
  await trip.getByLabel('Accompagnants qui voyagent avec vous').fill('2');
  await trip.getByRole('button', { name: 'Estimer mon voyage' }).click();
  const estimate = page.getByRole('table', { name: 'Votre estimation tout compris' });
  await expect(estimate.getByRole('row', { name: /Vols aller-retour depuis Kenya/ })).toBeVisible();
  await expect(estimate.getByRole('row', { name: /Vols aller-retour pour 2 accompagnants/ })).toBeVisible();
  await expect(estimate.getByRole('row', { name: 'Total' })).toContainText('$US');
  await expect(page).toHaveURL(/\/fr\/hospitals\/selangor-joint-spine-institute\?.*home=KE.*companions=2/);
  await expect(trip).toBeInViewport();
});

test('with JavaScript, the booking form shows the estimate in place and sends nothing until asked', async ({ page, accounts }) => {
  const patient = await accounts.create();
  await page.context().addCookies((await accounts.storageState(patient)).cookies);
  await page.goto(`/dashboard?book=${HOSPITAL}`);
  const bookings = page.getByRole('region', { name: 'Booking Management' });
  await bookings.getByRole('combobox', { name: 'Treatment', exact: true }).selectOption({ label: 'Spinal Fusion — $12,500 - $24,000' });
  await bookings.getByRole('button', { name: 'Show the estimate' }).click();
  await expect(bookings.getByText('Please choose your country')).toBeVisible();
  await bookings.getByRole('combobox', { name: 'Attach an estimate of my trip from' }).selectOption({ label: 'Ghana' });
  await bookings.getByRole('button', { name: 'Show the estimate' }).click();
  const preview = bookings.getByRole('table', { name: 'Your all-in estimate' });
  await expect(preview.getByRole('row', { name: 'Return flights from Ghana' })).toBeVisible();
  await expect(preview.getByRole('row', { name: /Treatment at this hospital/ })).toContainText('$12,500 - $24,000');
  await expect(bookings.getByRole('combobox', { name: 'Treatment', exact: true })).toHaveValue(/.+/);
  expect(await sql(`select id from bookings where user_id = $1`, [patient.id])).toEqual([]);
  await bookings.getByRole('button', { name: 'Submit Booking Request' }).click();
  const card = bookings.getByRole('list', { name: 'Your bookings' }).getByRole('article').first();
  await expect(card.getByRole('region', { name: 'Trip estimate sent with this request' })).toContainText('Return flights from Ghana');
});
