import type { Agent } from 'supertest';
import { convertUsd, CURRENCIES, type CurrencyRateView, type ExchangeRateRecord } from '@medtour/contracts';
import { DEMO_RATES } from '../src/database/seeders/demo-rates.js';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

/**
 * Prices in the patient's currency (issue 28): staff enter each currency's rate with its date in the
 * back office; the pages convert US dollars with the newest rate while it is no older than Settings
 * allow, and show USD only (saying so) once it is.
 */
describe('exchange rates and prices in the patient’s currency', () => {
  let api: TestApi;
  let admin: Agent;
  let moderator: Agent;
  let patient: Agent;

  beforeAll(async () => {
    api = await startApi();
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
    ({ agent: moderator } = await signedInAgent(api.app, api.em, 'moderator'));
    ({ agent: patient } = await signedInAgent(api.app, api.em, 'user'));
  });
  afterAll(async () => {
    await admin.put('/api/admin/settings/site').send({ maxRateAgeDays: 7 }).expect(200);
    await api.close();
  });

  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const rateOf = async (currency: string) =>
    (await api.http.get(`/api/currencies/rate?currency=${currency}`).expect(200)).body as CurrencyRateView;
  const clear = (currency: string) => api.em.getConnection().execute(`delete from exchange_rates where currency = ?`, [currency]);
  const countRates = async () => Number((await api.em.getConnection().execute(`select count(*) as n from exchange_rates`))[0].n);
  const addRate = async (body: object) => (await admin.post('/api/admin/exchange-rates').send(body).expect(201)).body as ExchangeRateRecord;

  it('converts and rounds each currency to its own digits: kobo for the naira, none for the Ugandan and Tanzanian shillings', () => {
    expect(convertUsd(8000, 1550, 'NGN')).toBe(12_400_000);
    expect(convertUsd(8000, 1550.2, 'NGN')).toBe(12_401_600);
    expect(convertUsd(19.99, 4.455, 'MYR')).toBe(89.06); // 89.05545
    expect(convertUsd(1.005, 1, 'KES')).toBe(1.01); // half away from zero, despite 1.005 * 100 = 100.4999…
    expect(convertUsd(19.99, 3765.4, 'UGX')).toBe(75_270); // 75,270.346
    expect(convertUsd(0.5, 3, 'UGX')).toBe(2); // 1.5 rounds up
    expect(convertUsd(7500, 2450.5, 'TZS')).toBe(18_378_750);
    expect(convertUsd(12_345.67, 133.4, 'DZD')).toBe(1_646_912.38);
    expect(convertUsd(250, 1, 'USD')).toBe(250);
  });

  it('a visitor gets a currency’s newest rate with its date; USD needs none; every listed currency has a demo rate', async () => {
    await clear('KES');
    await addRate({ currency: 'KES', rate: 128.5, asOf: day(3), source: 'Central Bank of Kenya' });
    await addRate({ currency: 'KES', rate: 129.25, asOf: day(1) });
    expect(await rateOf('KES')).toEqual({ currency: 'KES', rate: 129.25, asOf: day(1), stale: false });
    expect(convertUsd(8000, (await rateOf('KES')).rate!, 'KES')).toBe(1_034_000);
    expect(await rateOf('USD')).toEqual({ currency: 'USD', rate: 1, asOf: null, stale: false });
    // The demo catalogue's rates (seeded today): every currency of the header's list but USD.
    expect(Object.keys(DEMO_RATES).sort()).toEqual(CURRENCIES.filter((c) => c !== 'USD').sort());
    const naira = await rateOf('NGN');
    expect(naira.rate).toBeGreaterThan(0);
  });

  it('does not use a rate older than Settings allow: USD only, the rate’s date said; a newer rate or a longer limit uses it again', async () => {
    await clear('GHS');
    expect(await rateOf('GHS')).toEqual({ currency: 'GHS', rate: null, asOf: null, stale: false }); // none entered
    await addRate({ currency: 'GHS', rate: 12.1, asOf: day(8) });
    expect(await rateOf('GHS')).toEqual({ currency: 'GHS', rate: null, asOf: day(8), stale: true }); // 8 days > 7
    await admin.put('/api/admin/settings/site').send({ maxRateAgeDays: 10 }).expect(200);
    expect(await rateOf('GHS')).toEqual({ currency: 'GHS', rate: 12.1, asOf: day(8), stale: false });
    await admin.put('/api/admin/settings/site').send({ maxRateAgeDays: 7 }).expect(200);
    await addRate({ currency: 'GHS', rate: 12.3, asOf: day(7) }); // exactly the limit: still used
    expect(await rateOf('GHS')).toEqual({ currency: 'GHS', rate: 12.3, asOf: day(7), stale: false });
    // A bad limit is refused with its field.
    const refused = await admin.put('/api/admin/settings/site').send({ maxRateAgeDays: 0 }).expect(400);
    expect(refused.body.errors).toHaveProperty('maxRateAgeDays');
    await admin.put('/api/admin/settings/site').send({ maxRateAgeDays: 2.5 }).expect(400);
  });

  it('an admin lists, filters, corrects and deletes rates, each change audited', async () => {
    await clear('MAD');
    const created = await addRate({ currency: 'MAD', rate: 9.9, asOf: day(2), source: '  Bank Al-Maghrib  ' });
    expect(created).toMatchObject({ currency: 'MAD', rate: 9.9, asOf: day(2), source: 'Bank Al-Maghrib' });
    const listed = await admin
      .get(`/api/admin/exchange-rates?filter=${encodeURIComponent(JSON.stringify({ currency: 'MAD' }))}`)
      .expect(200);
    expect(listed.body.map((r: ExchangeRateRecord) => r.id)).toEqual([created.id]);
    expect(listed.headers['content-range']).toMatch(/^exchange-rates 0-0\/1$/);
    const corrected = (await admin.put(`/api/admin/exchange-rates/${created.id}`).send({ rate: 9.95, source: '' }).expect(200)).body;
    expect(corrected).toMatchObject({ rate: 9.95, asOf: day(2), source: null });
    expect((await rateOf('MAD')).rate).toBe(9.95);
    await admin.delete(`/api/admin/exchange-rates/${created.id}`).expect(200);
    expect(await rateOf('MAD')).toMatchObject({ rate: null, stale: false });
    const audit = await api.em
      .getConnection()
      .execute(`select action from audit_events where entity_id = ? order by created_at`, [created.id]);
    expect(audit.map((a) => a.action)).toEqual(['exchange-rate.create', 'exchange-rate.update', 'exchange-rate.delete']);
  });

  it.each([
    [{ currency: 'XYZ', rate: 10, asOf: day(1) }, 'currency'],
    [{ currency: 'USD', rate: 1, asOf: day(1) }, 'currency'],
    [{ currency: 'ngn', rate: 1500, asOf: day(1) }, 'currency'],
    [{ currency: 'NGN', rate: 0, asOf: day(1) }, 'rate'],
    [{ currency: 'NGN', rate: -1550, asOf: day(1) }, 'rate'],
    [{ currency: 'NGN', rate: '1550', asOf: day(1) }, 'rate'],
    [{ currency: 'NGN', rate: 1550.1234567, asOf: day(1) }, 'rate'],
    [{ currency: 'NGN', rate: 2_000_000, asOf: day(1) }, 'rate'],
    [{ currency: 'NGN', rate: 1550, asOf: day(-2) }, 'asOf'],
    [{ currency: 'NGN', rate: 1550, asOf: '2026-02-30' }, 'asOf'],
    [{ currency: 'NGN', rate: 1550 }, 'asOf'],
    [{ currency: 'NGN', rate: 1550, asOf: day(1), source: 'x'.repeat(201) }, 'source'],
  ])('refuses %j with a field error on %s and saves nothing', async (body, field) => {
    const before = await countRates();
    const res = await admin.post('/api/admin/exchange-rates').send(body).expect(400);
    expect(res.body.errors).toHaveProperty(field);
    expect(await countRates()).toBe(before);
  });

  it('refuses a second rate of a currency for the same date, naming the date; a correction cannot make one either', async () => {
    await clear('ZAR');
    const first = await addRate({ currency: 'ZAR', rate: 17.8, asOf: day(1) });
    const twice = await admin
      .post('/api/admin/exchange-rates')
      .send({ currency: 'ZAR', rate: 18, asOf: day(1) })
      .expect(400);
    expect(twice.body.errors.asOf).toBe(`ZAR already has a rate of ${day(1)}: change that one instead`);
    const other = await addRate({ currency: 'ZAR', rate: 17.7, asOf: day(2) });
    await admin
      .put(`/api/admin/exchange-rates/${other.id}`)
      .send({ asOf: day(1) })
      .expect(400);
    await admin.put(`/api/admin/exchange-rates/${first.id}`).send({ rate: 0 }).expect(400);
    expect((await rateOf('ZAR')).rate).toBe(17.8);
  });

  it('keeps the rates to admins; the public rate needs a currency of the list', async () => {
    await moderator.get('/api/admin/exchange-rates').expect(403);
    await moderator
      .post('/api/admin/exchange-rates')
      .send({ currency: 'NGN', rate: 1, asOf: day(1) })
      .expect(403);
    await patient.get('/api/admin/exchange-rates').expect(403);
    await api.http.get('/api/admin/exchange-rates').expect(401);
    await api.http.delete('/api/admin/exchange-rates/00000000-0000-4000-8000-000000000000').expect(401);
    const unknown = await api.http.get('/api/currencies/rate?currency=EUR').expect(400);
    expect(JSON.stringify(unknown.body)).toContain('currency must be one of USD, MYR, NGN');
    await api.http.get('/api/currencies/rate').expect(400);
    await admin.get('/api/admin/exchange-rates/00000000-0000-4000-8000-000000000000').expect(404);
  });
});
