import { seededOffer, signedInAgent } from './support/factories.js';
import { startApi, SITE_START_TIMEOUT_MS, type TestApi } from './support/app.js';
import { freePort } from './support/ports.js';

/*
 * Issue 51: every signed-in answer of the patient site is `Cache-Control: no-store`, its resource
 * routes (the booking chat's JSON, the booking form's hospital search) as well as its pages; and the
 * site's server, calling the API for a page, names the site as the origin of a signed-in change (the
 * API refuses one that names none). Needs the patient-web build, as web.int-spec does.
 */
describe('signed-in answers of the patient site', () => {
  let api: TestApi;

  beforeAll(async () => {
    const port = await freePort();
    api = await startApi({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }, { serveWeb: true });
  }, SITE_START_TIMEOUT_MS);
  afterAll(() => api?.close());

  it('answers the booking chat and the hospital search with no-store, as every signed-in page', async () => {
    const patient = await signedInAgent(api.app, api.em, 'user');
    const booking = (
      await patient.agent
        .post('/api/bookings')
        .send(await seededOffer(api.em))
        .expect(201)
    ).body as { id: string };
    await patient.agent.post(`/api/bookings/${booking.id}/messages`).send({ body: 'Hello' }).expect(201);

    const chat = await patient.agent.get(`/dashboard/bookings/${booking.id}/messages`).expect(200);
    expect(chat.headers['cache-control']).toBe('no-store');
    expect(chat.body.page.messages.map((m: { body: string }) => m.body)).toEqual(['Hello']);
    const search = await patient.agent.get('/dashboard/hospital-search?q=joint').expect(200);
    expect(search.headers['cache-control']).toBe('no-store');
    expect(search.body.matches.length).toBeGreaterThan(0);
    expect((await patient.agent.get('/dashboard').expect(200)).headers['cache-control']).toBe('no-store');
  });

  it("signs out through the page's form: the site's server names the site as the origin of its call", async () => {
    const patient = await signedInAgent(api.app, api.em, 'user');
    await patient.agent.get('/api/auth/me').expect(200);
    await patient.agent.post('/dashboard').type('form').send('intent=sign-out').expect(302);
    await patient.agent.get('/api/auth/me').expect(401);
  });
});
