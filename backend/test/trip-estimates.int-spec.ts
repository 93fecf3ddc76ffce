import { randomUUID } from 'node:crypto';
import type { Agent } from 'supertest';
import {
  type AccommodationRateRecord,
  API_MESSAGES,
  type BookingView,
  DEFAULT_TRIP_NIGHTS,
  HOME_COUNTRY_CODES,
  MAX_COMPANIONS,
  type StaffBookingView,
  type TravelFareRecord,
  TRIP_TREATMENT_SOURCES,
  type TripEstimate,
  type VisaCostRecord,
} from '@medtour/contracts';
import { DESTINATIONS } from '../src/database/seeders/demo-catalogue.js';
import { DEMO_FARE_SOURCE } from '../src/database/seeders/demo-trip-costs.js';
import { seedDatabase } from '../src/database/seeders/seed.js';
import { seededOffer, signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

/**
 * An all-in trip estimate (issue 28): the treatment at the hospital's price, the nights at the
 * destination's accommodation rate, return flights from the home country and the visa, for the
 * patient and each companion; a range in US dollars and in the patient's currency. Fares, visa costs
 * and night rates are staff's, edited in the back office; a booking request can carry an estimate.
 */
describe('all-in trip estimates and their figures', () => {
  let api: TestApi;
  let admin: Agent;
  let moderator: Agent;
  let patient: Agent;
  /** Hip replacement at the Selangor demo hospital (Malaysia): US$8,500–14,500, 14–21 days. */
  let hip: { hospitalId: string; treatmentId: string };

  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const month = (monthsAhead: number) => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsAhead, 1)).toISOString().slice(0, 7);
  };
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);
  const count = async (table: string) => Number((await sql<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);
  const estimateUrl = (params: Record<string, string | number>) =>
    `/api/trip-estimates?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;
  const estimate = async (params: Record<string, string | number>) =>
    (await api.http.get(estimateUrl({ ...hip, homeCountry: 'NG', ...params })).expect(200)).body as TripEstimate;
  const refused = async (params: Record<string, string | number>) => (await api.http.get(estimateUrl(params)).expect(400)).body;
  /** The admin's row of a table for these filters (the demo seed's). */
  const rowOf = async <R>(resource: string, filter: object) =>
    (await admin.get(`/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`).expect(200)).body[0] as R;
  const setRate = async (currency: string, rate: number, asOf: string) => {
    await sql(`delete from exchange_rates where currency = ?`, [currency]);
    await admin.post('/api/admin/exchange-rates').send({ currency, rate, asOf }).expect(201);
  };

  beforeAll(async () => {
    api = await startApi();
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
    ({ agent: moderator } = await signedInAgent(api.app, api.em, 'moderator'));
    ({ agent: patient } = await signedInAgent(api.app, api.em, 'user'));
    hip = await seededOffer(api.em);
    // Figures of this file's own, for numbers worked out by hand: Nigeria → Malaysia.
    const stay = await rowOf<AccommodationRateRecord>('accommodation-rates', { destination: 'MY' });
    await admin
      .put(`/api/admin/accommodation-rates/${stay.id}`)
      .send({ nightMinUsd: 40, nightMaxUsd: 90, asOf: day(3) })
      .expect(200);
    const fare = await rowOf<TravelFareRecord>('travel-fares', { homeCountry: 'NG', destination: 'MY' });
    await admin
      .put(`/api/admin/travel-fares/${fare.id}`)
      .send({ minUsd: 1000, maxUsd: 1700, asOf: day(5), source: 'Agency quote' })
      .expect(200);
    const visa = await rowOf<VisaCostRecord>('visa-costs', { nationality: 'NG', destination: 'MY' });
    await admin
      .put(`/api/admin/visa-costs/${visa.id}`)
      .send({ costUsd: 45, note: 'eVisa', asOf: day(4) })
      .expect(200);
  });
  afterAll(async () => {
    await admin.put('/api/admin/settings/site').send({ maxRateAgeDays: 7 }).expect(200);
    await api.close();
  });

  describe('the estimate', () => {
    it('adds up each part for the patient and two companions, dated by the oldest figure used', async () => {
      const before = Date.now();
      const answer = await estimate({ companions: 2, travelMonth: month(3) });
      expect(answer).toMatchObject({
        hospital: { id: hip.hospitalId, slug: 'selangor-joint-spine-institute' },
        treatment: { id: hip.treatmentId, slug: 'hip-replacement', name: 'Hip Replacement' },
        destination: { code: 'MY', name: 'Malaysia' },
        homeCountry: 'NG',
        companions: 2,
        travelMonth: month(3),
        nights: { min: 14, max: 21 },
        missing: [],
        local: null,
        localStale: false,
        figuresAsOf: day(5),
      });
      expect(answer.lines).toEqual([
        { kind: 'treatment', people: 1, minUsd: 8500, maxUsd: 14500, asOf: null, source: TRIP_TREATMENT_SOURCES.hospital },
        // 14 nights × US$40 … 21 nights × US$90
        { kind: 'stay', people: 1, nights: { min: 14, max: 21 }, minUsd: 560, maxUsd: 1890, asOf: day(3), source: expect.any(String) },
        { kind: 'flights', people: 1, minUsd: 1000, maxUsd: 1700, asOf: day(5), source: 'Agency quote' },
        { kind: 'visa', people: 1, minUsd: 45, maxUsd: 45, asOf: day(4), source: expect.any(String), note: 'eVisa' },
        { kind: 'companionFlights', people: 2, minUsd: 2000, maxUsd: 3400, asOf: day(5), source: 'Agency quote' },
        {
          kind: 'companionStay',
          people: 2,
          nights: { min: 14, max: 21 },
          minUsd: 1120,
          maxUsd: 3780,
          asOf: day(3),
          source: expect.any(String),
        },
        { kind: 'companionVisa', people: 2, minUsd: 90, maxUsd: 90, asOf: day(4), source: expect.any(String), note: 'eVisa' },
      ]);
      // 8,500 + 560 + 1,000 + 45 + 2,000 + 1,120 + 90; 14,500 + 1,890 + 1,700 + 45 + 3,400 + 3,780 + 90
      expect(answer.totalUsd).toEqual({ min: 13_315, max: 25_405 });
      expect(Date.parse(answer.computedAt)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('without companions has no companions’ lines; without a travel month records none', async () => {
      const answer = await estimate({});
      expect(answer.lines.map((l) => l.kind)).toEqual(['treatment', 'stay', 'flights', 'visa']);
      expect(answer).toMatchObject({ companions: 0, travelMonth: null, totalUsd: { min: 10_105, max: 18_135 } });
    });

    it('names the treatment and the destination in the language asked for', async () => {
      const answer = await estimate({ lang: 'fr' });
      expect(answer.destination).toEqual({ code: 'MY', name: 'Malaisie' });
      const [row] = await sql<{ name: string | null }>(`select translations->'fr'->>'name' as name from treatments where id = ?`, [
        hip.treatmentId,
      ]);
      expect(answer.treatment.name).toBe(row!.name ?? 'Hip Replacement');
    });

    it('converts the total at the current rate, rounded to the currency’s digits (kobo; none for the Ugandan shilling)', async () => {
      await setRate('NGN', 1550.5, day(1));
      expect((await estimate({ companions: 2, currency: 'NGN' })).local).toEqual({
        currency: 'NGN',
        rate: 1550.5,
        asOf: day(1),
        min: 20_644_907.5, // 13,315 × 1,550.5
        max: 39_390_452.5, // 25,405 × 1,550.5
      });
      await setRate('UGX', 3650.7, day(0));
      const shillings = await estimate({ companions: 2, currency: 'UGX' });
      // 13,315 × 3,650.7 = 48,609,070.5 and 25,405 × 3,650.7 = 92,746,033.5: halves rounded away from zero, to whole shillings
      expect(shillings.local).toMatchObject({ currency: 'UGX', min: 48_609_071, max: 92_746_034 });
      expect(shillings.localStale).toBe(false);
      expect((await estimate({ currency: 'USD' })).local).toBeNull();
    });

    it('gives the total in US dollars only when the currency’s rate is older than Settings allow, and says so', async () => {
      await setRate('GHS', 12.1, day(8));
      const answer = await estimate({ currency: 'GHS' });
      expect(answer).toMatchObject({ local: null, localStale: true, totalUsd: { min: 10_105, max: 18_135 } });
      await sql(`delete from exchange_rates where currency = 'GHS'`);
      expect(await estimate({ currency: 'GHS' })).toMatchObject({ local: null, localStale: false }); // none entered
    });

    it('leaves out a part staff have no figure for and says which: a missing fare is no flights, not an error', async () => {
      const fare = await rowOf<TravelFareRecord>('travel-fares', { homeCountry: 'ET', destination: 'MY' });
      await admin.delete(`/api/admin/travel-fares/${fare.id}`).expect(200);
      const answer = await estimate({ homeCountry: 'ET', companions: 1 });
      expect(answer.missing).toEqual(['flights']);
      expect(answer.lines.map((l) => l.kind)).toEqual(['treatment', 'stay', 'visa', 'companionStay', 'companionVisa']);
      const sum = (key: 'minUsd' | 'maxUsd') => answer.lines.reduce((total, line) => total + line[key], 0);
      expect(answer.totalUsd).toEqual({ min: sum('minUsd'), max: sum('maxUsd') });
      // No figure of any kind for the destination: the treatment alone.
      await sql(`delete from accommodation_rates where destination = 'MY'`);
      await sql(`delete from visa_costs where nationality = 'ET' and destination = 'MY'`);
      const bare = await estimate({ homeCountry: 'ET' });
      expect(bare).toMatchObject({ missing: ['stay', 'flights', 'visa'], totalUsd: { min: 8500, max: 14_500 }, figuresAsOf: null });
      await admin
        .post('/api/admin/accommodation-rates')
        .send({ destination: 'MY', nightMinUsd: 40, nightMaxUsd: 90, asOf: day(3) })
        .expect(201);
    });

    it('takes the catalogue’s price when the hospital has none, and a week or two when the treatment has no duration', async () => {
      const knee = await seededOffer(api.em, 'selangor-joint-spine-institute', 'knee-replacement');
      await sql(`update hospital_treatments set min_cost_usd = null, max_cost_usd = null where hospital_id = ? and treatment_id = ?`, [
        knee.hospitalId,
        knee.treatmentId,
      ]);
      await sql(`update treatments set min_duration_days = null, max_duration_days = null where id = ?`, [knee.treatmentId]);
      const answer = await estimate({ ...knee });
      expect(answer.nights).toEqual(DEFAULT_TRIP_NIGHTS);
      expect(answer.lines[0]).toEqual({
        kind: 'treatment',
        people: 1,
        minUsd: 7000,
        maxUsd: 14_000,
        asOf: null,
        source: TRIP_TREATMENT_SOURCES.catalogue,
      });
      expect(answer.lines[1]).toMatchObject({ kind: 'stay', minUsd: 7 * 40, maxUsd: 14 * 90 });
    });

    it.each([
      [{ hospitalId: undefined }, 'hospitalId', API_MESSAGES.hospitalRequired],
      [{ hospitalId: 'not-an-id' }, 'hospitalId', API_MESSAGES.hospitalRequired],
      [{ hospitalId: randomUUID() }, 'hospitalId', API_MESSAGES.hospitalFromList],
      [{ treatmentId: randomUUID() }, 'treatmentId', API_MESSAGES.treatmentNotOffered],
      [{ homeCountry: undefined }, 'homeCountry', API_MESSAGES.countryRequired],
      [{ homeCountry: 'US' }, 'homeCountry', API_MESSAGES.countryRequired],
      [{ homeCountry: 'ng' }, 'homeCountry', API_MESSAGES.countryRequired],
      [{ companions: -1 }, 'companions', API_MESSAGES.companionsNegative],
      [{ companions: 1.5 }, 'companions', API_MESSAGES.companionsWhole],
      [{ companions: 'two' }, 'companions', API_MESSAGES.companionsWhole],
      [{ companions: MAX_COMPANIONS + 1 }, 'companions', `At most ${MAX_COMPANIONS} companions`],
      [{ travelMonth: '2027-13' }, 'travelMonth', API_MESSAGES.travelMonthFormat],
      [{ travelMonth: '2027-3' }, 'travelMonth', API_MESSAGES.travelMonthFormat],
      [{ travelMonth: month(-1) }, 'travelMonth', API_MESSAGES.travelMonthPast],
      [{ travelMonth: month(25) }, 'travelMonth', 'Travel month must be at most 24 months from now'],
      [{ currency: 'EUR' }, 'currency', undefined],
      [{ lang: 'de' }, 'lang', undefined],
    ])('refuses %j with a field error on %s', async (change, field, message) => {
      const params = Object.fromEntries(
        Object.entries({ ...hip, homeCountry: 'NG', ...change }).filter(
          (entry): entry is [string, string | number] => entry[1] !== undefined,
        ),
      );
      const body = await refused(params);
      expect(Object.keys(body.errors)).toEqual([field]);
      if (message) expect(body.errors[field]).toBe(message);
    });

    it('refuses a treatment the hospital does not offer, and says the patient’s messages by code', async () => {
      const ivf = await seededOffer(api.em, 'penang-lotus-fertility-hospital', 'ivf-treatment');
      const body = await refused({ hospitalId: hip.hospitalId, treatmentId: ivf.treatmentId, homeCountry: 'NG', travelMonth: month(30) });
      expect(body.errorCodes).toEqual({
        treatmentId: { code: 'treatmentNotOffered' },
        travelMonth: { code: 'travelMonthTooFar', params: { max: '24' } },
      });
      const many = await refused({ ...hip, homeCountry: 'NG', companions: 99 });
      expect(many.errorCodes).toEqual({ companions: { code: 'companionsTooMany', params: { max: String(MAX_COMPANIONS) } } });
      expect((await estimate({ travelMonth: month(24) })).travelMonth).toBe(month(24)); // the last month allowed
      expect((await estimate({ travelMonth: month(0) })).travelMonth).toBe(month(0));
    });
  });

  describe('attached to a booking request', () => {
    it('keeps the estimate computed for the booking’s companions; the patient and the coordinators read it', async () => {
      const created = (
        await patient
          .post('/api/bookings')
          .send({ ...hip, companionCount: 2, tripEstimate: { homeCountry: 'NG', travelMonth: month(2), currency: 'NGN' } })
          .expect(201)
      ).body as BookingView;
      expect(created.tripEstimate).toMatchObject({
        homeCountry: 'NG',
        companions: 2,
        travelMonth: month(2),
        totalUsd: { min: 13_315, max: 25_405 },
        local: { currency: 'NGN', rate: 1550.5, min: 20_644_907.5 },
      });
      const mine = (await patient.get(`/api/bookings/${created.id}?lang=fr`).expect(200)).body as BookingView;
      expect(mine.tripEstimate).toMatchObject({ destination: { code: 'MY', name: 'Malaisie' }, totalUsd: { min: 13_315 } });
      const listed = (await patient.get('/api/bookings').expect(200)).body.items as BookingView[];
      expect(listed.find((b) => b.id === created.id)?.tripEstimate?.lines).toHaveLength(7);
      const staff = (await moderator.get(`/api/admin/bookings/${created.id}`).expect(200)).body as StaffBookingView;
      expect(staff.tripEstimate).toEqual({ ...created.tripEstimate, destination: { code: 'MY', name: 'Malaysia' } });
      // Later changes to the figures leave the kept estimate as it was sent.
      const fare = await rowOf<TravelFareRecord>('travel-fares', { homeCountry: 'NG', destination: 'MY' });
      await admin.put(`/api/admin/travel-fares/${fare.id}`).send({ maxUsd: 1800 }).expect(200);
      expect((await moderator.get(`/api/admin/bookings/${created.id}`).expect(200)).body.tripEstimate.totalUsd).toEqual({
        min: 13_315,
        max: 25_405,
      });
      await admin.put(`/api/admin/travel-fares/${fare.id}`).send({ maxUsd: 1700 }).expect(200);
      const [listedForStaff] = (
        await moderator.get(`/api/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ id: [created.id] }))}`).expect(200)
      ).body as StaffBookingView[];
      expect(listedForStaff!.tripEstimate?.homeCountry).toBe('NG');
      // A booking without one has none.
      const plain = (await patient.post('/api/bookings').send(hip).expect(201)).body as BookingView;
      expect(plain.tripEstimate).toBeNull();
    });

    it.each([
      [{ homeCountry: 'XX' }, 'tripEstimate.homeCountry'],
      [{}, 'tripEstimate.homeCountry'],
      [{ homeCountry: 'NG', travelMonth: 'March' }, 'tripEstimate.travelMonth'],
      [{ homeCountry: 'NG', travelMonth: '2020-01' }, 'tripEstimate.travelMonth'],
      [{ homeCountry: 'NG', currency: 'EUR' }, 'tripEstimate.currency'],
      [{ homeCountry: 'NG', extra: 1 }, 'tripEstimate.extra'],
      ['NG', 'tripEstimate'],
      [['NG'], 'tripEstimate'],
    ])('refuses the estimate %j with a field error on %s and creates no booking', async (tripEstimate, field) => {
      // A patient of its own: the refusals count towards the booking requests a patient may send per hour.
      const { agent: someone } = await signedInAgent(api.app, api.em, 'user');
      const before = await count('bookings');
      const res = await someone
        .post('/api/bookings')
        .send({ ...hip, tripEstimate })
        .expect(400);
      expect(res.body.errors).toHaveProperty([field]);
      expect(Object.keys(res.body.errors).filter((key) => !key.startsWith(field))).toEqual([]);
      expect(await count('bookings')).toBe(before);
    });
  });

  describe('the figures in the back office', () => {
    const auditOf = async (id: string) =>
      (await sql<{ action: string }>(`select action from audit_events where entity_id = ? order by id`, [id])).map((a) => a.action);

    it('an admin adds, lists, corrects and deletes a fare, each change audited', async () => {
      await sql(`delete from travel_fares where home_country = 'GH' and destination = 'TR'`);
      const created = (
        await admin
          .post('/api/admin/travel-fares')
          .send({ homeCountry: 'GH', destination: 'TR', minUsd: 700, maxUsd: 1250, asOf: day(1), source: '  Agency  ' })
          .expect(201)
      ).body as TravelFareRecord;
      expect(created).toEqual({
        id: expect.any(String),
        homeCountry: 'GH',
        destination: 'TR',
        minUsd: 700,
        maxUsd: 1250,
        asOf: day(1),
        source: 'Agency',
        updatedAt: expect.any(String),
      });
      const listed = await admin
        .get(
          `/api/admin/travel-fares?filter=${encodeURIComponent(JSON.stringify({ homeCountry: 'GH' }))}&range=[0,1]&sort=["destination","ASC"]`,
        )
        .expect(200);
      expect(listed.headers['content-range']).toBe(`travel-fares 0-1/${DESTINATIONS.length}`);
      expect((await admin.get(`/api/admin/travel-fares/${created.id}`).expect(200)).body).toEqual(created);
      const corrected = (await admin.put(`/api/admin/travel-fares/${created.id}`).send({ maxUsd: 1300, source: '' }).expect(200)).body;
      expect(corrected).toMatchObject({ minUsd: 700, maxUsd: 1300, source: null });
      expect((await admin.delete(`/api/admin/travel-fares/${created.id}`).expect(200)).body).toMatchObject({
        id: created.id,
        maxUsd: 1300,
      });
      await admin.get(`/api/admin/travel-fares/${created.id}`).expect(404);
      expect(await auditOf(created.id)).toEqual(['travel-fare.create', 'travel-fare.update', 'travel-fare.delete']);
    });

    it('an admin edits visa costs (0: none needed) and accommodation rates, each change audited', async () => {
      await sql(`delete from visa_costs where nationality = 'KE' and destination = 'KR'`);
      const visa = (
        await admin
          .post('/api/admin/visa-costs')
          .send({ nationality: 'KE', destination: 'KR', costUsd: 0, note: 'Visa-free', asOf: day(2) })
          .expect(201)
      ).body as VisaCostRecord;
      expect(visa).toMatchObject({ nationality: 'KE', destination: 'KR', costUsd: 0, note: 'Visa-free', source: null });
      expect((await admin.put(`/api/admin/visa-costs/${visa.id}`).send({ costUsd: 40, note: '' }).expect(200)).body).toMatchObject({
        costUsd: 40,
        note: null,
      });
      await admin.delete(`/api/admin/visa-costs/${visa.id}`).expect(200);
      expect(await auditOf(visa.id)).toEqual(['visa-cost.create', 'visa-cost.update', 'visa-cost.delete']);

      const stay = await rowOf<AccommodationRateRecord>('accommodation-rates', { destination: 'KR' });
      expect((await admin.put(`/api/admin/accommodation-rates/${stay.id}`).send({ nightMaxUsd: 130 }).expect(200)).body).toMatchObject({
        destination: 'KR',
        nightMaxUsd: 130,
      });
      await admin.delete(`/api/admin/accommodation-rates/${stay.id}`).expect(200);
      const again = (
        await admin
          .post('/api/admin/accommodation-rates')
          .send({ destination: 'KR', nightMinUsd: 50, nightMaxUsd: 120, asOf: day(0) })
          .expect(201)
      ).body;
      expect(await auditOf(stay.id)).toEqual(['accommodation-rate.update', 'accommodation-rate.delete']);
      expect(await auditOf(again.id)).toEqual(['accommodation-rate.create']);
      const events = (
        await admin.get(`/api/admin/audit-events?filter=${encodeURIComponent(JSON.stringify({ entityId: again.id }))}`).expect(200)
      ).body;
      expect(events.map((e: { actionLabel: string }) => e.actionLabel)).toEqual(['Added an accommodation rate']);
    });

    const fare = { homeCountry: 'NG', destination: 'TH', minUsd: 900, maxUsd: 1600, asOf: day(1) };
    it.each([
      ['travel-fares', { ...fare, homeCountry: 'US' }, 'homeCountry', `Home country must be one of ${HOME_COUNTRY_CODES.join(', ')}`],
      ['travel-fares', { ...fare, homeCountry: 'Other' }, 'homeCountry'],
      ['travel-fares', { ...fare, destination: 'NG' }, 'destination'],
      [
        'travel-fares',
        { ...fare, destination: 'XX' },
        'destination',
        'Destination must be the code of a destination country (IN, KR, MY, TH, TR)',
      ],
      ['travel-fares', { ...fare, destination: 'th' }, 'destination'],
      ['travel-fares', { ...fare, minUsd: 1700 }, 'maxUsd'],
      ['travel-fares', { ...fare, minUsd: 0 }, 'minUsd', 'Lowest fare must be more than 0'],
      ['travel-fares', { ...fare, maxUsd: -5 }, 'maxUsd'],
      ['travel-fares', { ...fare, minUsd: 900.5 }, 'minUsd'],
      ['travel-fares', { ...fare, minUsd: '900' }, 'minUsd', 'Lowest fare must be a whole number of US dollars'],
      ['travel-fares', { ...fare, maxUsd: 20_001 }, 'maxUsd', 'Highest fare must be at most 20,000'],
      ['travel-fares', { ...fare, asOf: day(-1) }, 'asOf', 'Date cannot be in the future'],
      ['travel-fares', { ...fare, asOf: '2026-02-30' }, 'asOf'],
      ['travel-fares', { ...fare, source: 'x'.repeat(201) }, 'source'],
      ['travel-fares', { ...fare, asOf: undefined }, 'asOf'],
      ['visa-costs', { nationality: 'NG', destination: 'TH', costUsd: -1, asOf: day(1) }, 'costUsd', 'Visa cost cannot be negative'],
      ['visa-costs', { nationality: 'NG', destination: 'TH', costUsd: 2001, asOf: day(1) }, 'costUsd'],
      ['visa-costs', { nationality: 'FR', destination: 'TH', costUsd: 60, asOf: day(1) }, 'nationality'],
      ['visa-costs', { nationality: 'NG', destination: 'GH', costUsd: 60, asOf: day(1) }, 'destination'],
      ['visa-costs', { nationality: 'NG', destination: 'TH', costUsd: 60, asOf: day(1), note: 'x'.repeat(501) }, 'note'],
      ['accommodation-rates', { destination: 'TH', nightMinUsd: 100, nightMaxUsd: 50, asOf: day(1) }, 'nightMaxUsd'],
      ['accommodation-rates', { destination: 'TH', nightMinUsd: 0, nightMaxUsd: 50, asOf: day(1) }, 'nightMinUsd'],
      ['accommodation-rates', { destination: 'ZA', nightMinUsd: 30, nightMaxUsd: 50, asOf: day(1) }, 'destination'],
    ])(
      '%s refuses %j with a field error on %s and saves nothing',
      async (...[resource, body, field, message]: [string, object, string, string?]) => {
        const table = resource.replace('-', '_');
        const before = await count(table);
        const res = await admin.post(`/api/admin/${resource}`).send(body).expect(400);
        expect(Object.keys(res.body.errors)).toEqual([field]);
        if (message) expect(res.body.errors[field]).toBe(message);
        expect(await count(table)).toBe(before);
      },
    );

    it('says a lowest figure above the highest on the highest field, also when a correction makes one', async () => {
      const res = await admin
        .post('/api/admin/travel-fares')
        .send({ ...fare, minUsd: 1700, maxUsd: 1600 })
        .expect(400);
      expect(res.body.errors).toEqual({ maxUsd: 'Highest fare must be at least the lowest' });
      const th = await rowOf<TravelFareRecord>('travel-fares', { homeCountry: 'NG', destination: 'TH' });
      const partial = await admin
        .put(`/api/admin/travel-fares/${th.id}`)
        .send({ minUsd: th.maxUsd + 1 })
        .expect(400);
      expect(partial.body.errors).toEqual({ maxUsd: 'Highest fare must be at least the lowest' });
      const stay = await rowOf<AccommodationRateRecord>('accommodation-rates', { destination: 'TH' });
      const night = await admin
        .put(`/api/admin/accommodation-rates/${stay.id}`)
        .send({ nightMaxUsd: stay.nightMinUsd - 1 })
        .expect(400);
      expect(night.body.errors).toEqual({ nightMaxUsd: 'Highest night rate must be at least the lowest' });
      expect(await rowOf<TravelFareRecord>('travel-fares', { homeCountry: 'NG', destination: 'TH' })).toEqual(th);
    });

    it('refuses a second row for the same countries, naming them; a correction cannot make one either', async () => {
      const twice = await admin.post('/api/admin/travel-fares').send(fare).expect(400);
      expect(twice.body.errors).toEqual({ destination: 'There is already a fare from Nigeria to Thailand (TH): change that one instead' });
      const visa = await admin
        .post('/api/admin/visa-costs')
        .send({ nationality: 'NG', destination: 'TH', costUsd: 60, asOf: day(1) })
        .expect(400);
      expect(visa.body.errors).toEqual({
        destination: 'There is already a visa cost for Nigeria nationals in Thailand (TH): change that one instead',
      });
      const stay = await admin
        .post('/api/admin/accommodation-rates')
        .send({ destination: 'TH', nightMinUsd: 30, nightMaxUsd: 50, asOf: day(1) })
        .expect(400);
      expect(stay.body.errors).toEqual({ destination: 'Thailand (TH) already has an accommodation rate: change that one instead' });
      const ke = await rowOf<TravelFareRecord>('travel-fares', { homeCountry: 'KE', destination: 'TH' });
      const moved = await admin.put(`/api/admin/travel-fares/${ke.id}`).send({ homeCountry: 'NG' }).expect(400);
      expect(moved.body.errors.destination).toMatch(/^There is already a fare from Nigeria to Thailand/);
    });

    it('keeps a row editable when its country stops being a destination, but no row can be made or moved there', async () => {
      await sql(`update countries set is_destination = false where code = 'TR'`);
      try {
        const tr = await rowOf<TravelFareRecord>('travel-fares', { homeCountry: 'NG', destination: 'TR' });
        const { id: _id, updatedAt: _updatedAt, ...record } = tr;
        // react-admin sends the whole record back
        await admin
          .put(`/api/admin/travel-fares/${tr.id}`)
          .send({ ...record, maxUsd: tr.maxUsd + 10 })
          .expect(200);
        const th = await rowOf<TravelFareRecord>('travel-fares', { homeCountry: 'GH', destination: 'TH' });
        const moved = await admin.put(`/api/admin/travel-fares/${th.id}`).send({ destination: 'TR' }).expect(400);
        expect(Object.keys(moved.body.errors)).toEqual(['destination']);
      } finally {
        await sql(`update countries set is_destination = true where code = 'TR'`);
      }
    });

    it('keeps the figures to admins; the estimate is public', async () => {
      for (const resource of ['travel-fares', 'visa-costs', 'accommodation-rates']) {
        await moderator.get(`/api/admin/${resource}`).expect(403);
        await moderator.post(`/api/admin/${resource}`).send({}).expect(403);
        await patient.get(`/api/admin/${resource}`).expect(403);
        await patient.delete(`/api/admin/${resource}/${randomUUID()}`).expect(403);
        await api.http.get(`/api/admin/${resource}`).expect(401);
        await api.http.put(`/api/admin/${resource}/${randomUUID()}`).send({}).expect(401);
        await admin.get(`/api/admin/${resource}/${randomUUID()}`).expect(404);
        await admin.get(`/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify({ destination: { $ne: 'MY' } }))}`).expect(400);
      }
      await patient.get(estimateUrl({ ...hip, homeCountry: 'NG' })).expect(200);
    });
  });

  it('the demo figures cover every destination of the catalogue from every home country, dated with a source', async () => {
    const destinations = DESTINATIONS.map((d) => d.code).sort();
    const pairs = async (table: string, home: string) =>
      (await sql<{ pair: string }>(`select ${home} || destination as pair from ${table} where source like 'Demo figure:%'`)).map(
        (r) => r.pair,
      );
    const expected = HOME_COUNTRY_CODES.flatMap((home) => destinations.map((d) => `${home}${d}`)).sort();
    // This file changed a few rows (staff's now); a fresh seed of the same database puts back only what is missing.
    for (const table of ['travel_fares', 'visa_costs', 'accommodation_rates']) await sql(`delete from ${table}`);
    await seedDatabase(api.em.fork(), { demoHospitals: true, demoAccounts: false });
    await seedDatabase(api.em.fork(), { demoHospitals: true, demoAccounts: false }); // idempotent
    expect((await pairs('travel_fares', 'home_country')).sort()).toEqual(expected);
    expect((await pairs('visa_costs', 'nationality')).sort()).toEqual(expected);
    expect((await sql<{ destination: string }>(`select destination from accommodation_rates`)).map((r) => r.destination).sort()).toEqual(
      destinations,
    );
    const [fare] = await sql<{ source: string; as_of: string }>(`select source, as_of::text from travel_fares limit 1`);
    expect(fare).toEqual({ source: DEMO_FARE_SOURCE, as_of: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // Every home country gets a whole estimate at every demo hospital's first offer.
    const offers = await sql<{ hospital_id: string; treatment_id: string }>(
      `select distinct on (h.id) h.id as hospital_id, ht.treatment_id from hospitals h join hospital_treatments ht on ht.hospital_id = h.id where h.is_demo order by h.id`,
    );
    for (const offer of offers.slice(0, 3))
      for (const homeCountry of HOME_COUNTRY_CODES) {
        const answer = await estimate({ hospitalId: offer.hospital_id, treatmentId: offer.treatment_id, homeCountry });
        expect({ homeCountry, missing: answer.missing }).toEqual({ homeCountry, missing: [] });
      }
  });
});
