import { randomUUID } from 'node:crypto';
import type { Agent } from 'supertest';
import type { BookingView } from '@medtour/contracts';
import { inDays, seededOffer, signedInAgent } from './support/factories.js';
import { startApi, SITE_START_TIMEOUT_MS, type TestApi } from './support/app.js';
import { freePort } from './support/ports.js';

/*
 * Issue 52, item 3: money a booking did not owe (here a transfer after the deposit was covered) is
 * shown to the patient as staff see it, on the booking's card, with what became of it: "a coordinator
 * will contact you about returning it" until an admin refunds it, then "refunded in full"; in the
 * patient's language. The page as the site's server renders it (needs the patient-web build, as
 * web.int-spec does).
 */
describe('money not owed, on the patient’s booking card', () => {
  let api: TestApi;

  beforeAll(async () => {
    const port = await freePort();
    api = await startApi({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }, { serveWeb: true });
  }, SITE_START_TIMEOUT_MS);
  afterAll(() => api?.close());

  /** A page's words only, as the server rendered them. */
  const words = async (agent: Agent, path: string) => (await agent.get(path).expect(200)).text.replace(/<[^>]*>/g, '');

  it('says what was received that was not due, and that it was refunded once it is', async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    const { agent: admin } = await signedInAgent(api.app, api.em, 'admin');
    const { id: bookingId } = (
      await agent
        .post('/api/bookings')
        .send(await seededOffer(api.em))
        .expect(201)
    ).body as { id: string };
    // $12,000, a 20 % deposit: $2,400, covered; then $500 more by transfer.
    await admin
      .post(`/api/admin/bookings/${bookingId}/quotes`)
      .send({ lines: [{ label: 'Hip replacement', detail: null, amountUsd: 12_000 }], validUntil: inDays(14) })
      .expect(201);
    const record = (amountUsd: number, reference: string) =>
      admin
        .post(`/api/admin/bookings/${bookingId}/payments`)
        .set('Idempotency-Key', randomUUID())
        .send({ method: 'bank_transfer', amountUsd, reference })
        .expect(201);
    await record(2400, 'TRF-DEPOSIT');
    await record(500, 'TRF-AGAIN');
    const seen = (await agent.get(`/api/bookings/${bookingId}`).expect(200)).body as BookingView;
    expect(seen.quote!.notOwed).toEqual([expect.objectContaining({ amountMinor: 50_000, refundedMinor: 0 })]);

    expect(await words(agent, `/dashboard?booking=${bookingId}`)).toMatch(
      /We received \$500 on [^.]+ that was not due: a coordinator will contact you about returning it\./,
    );
    expect(await words(agent, `/fr/dashboard?booking=${bookingId}`)).toMatch(
      /Nous avons reçu le [^:]+ qui n’étaient pas dus : un coordinateur vous contactera pour vous les rendre\./,
    );

    // An admin refunds it from the Payments page: the card says so.
    const filter = encodeURIComponent(JSON.stringify({ bookingId, unowed: 'true' }));
    const [unowed] = (await admin.get(`/api/admin/payments?filter=${filter}`).expect(200)).body as { id: string }[];
    await admin.post(`/api/admin/payments/${unowed!.id}/refund`).send({ reason: 'Paid twice by transfer' }).expect(200);
    expect(await words(agent, `/dashboard?booking=${bookingId}`)).toMatch(
      /We received \$500 on [^.]+ that was not due: it has been refunded in full\./,
    );
  });
});
