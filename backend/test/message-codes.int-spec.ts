import { randomUUID } from 'node:crypto';
import { API_MESSAGES, MAX_COMPANIONS, TEXT_LIMITS } from '@medtour/contracts';
import { startApi, type TestApi } from './support/app.js';
import { seededOffer, signedInAgent } from './support/factories.js';

/**
 * Issue 27: the API answers a patient's refused form with codes and values beside its English, so that
 * the patient site says each message in the page's language; what staff alone read keeps its English only.
 */
describe('the codes of the messages a patient reads', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => api.close());

  const uniqueIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

  it('a sign-up with every field wrong: each field error has its code, a limit its value', async () => {
    const res = await api.http
      .post('/api/auth/sign-up')
      .set('X-Forwarded-For', uniqueIp())
      .send({ firstName: '', lastName: 'x'.repeat(TEXT_LIMITS.name + 1), email: 'not-an-email', password: '123' })
      .expect(400);
    expect(res.body).toMatchObject({ message: API_MESSAGES.validationFailed, messageCode: 'validationFailed' });
    expect(res.body.errorCodes).toEqual({
      firstName: { code: 'firstNameRequired' },
      lastName: { code: 'fieldTooLong', params: { field: 'lastName', max: String(TEXT_LIMITS.name) } },
      email: { code: 'emailInvalid' },
      password: { code: 'passwordTooShort' },
    });
    // Each code is the English the API wrote.
    expect(res.body.errors.lastName).toBe(`lastName must be shorter than or equal to ${TEXT_LIMITS.name} characters`);
  });

  it('a booking with too many companions and a date in the past: the codes and the limit', async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user', {}, uniqueIp());
    const offer = await seededOffer(api.em);
    const tooMany = await agent
      .post('/api/bookings')
      .send({ ...offer, companionCount: MAX_COMPANIONS + 1 })
      .expect(400);
    expect(tooMany.body.errors.companionCount).toBe(`At most ${MAX_COMPANIONS} companions`);
    expect(tooMany.body.errorCodes.companionCount).toEqual({ code: 'companionsTooMany', params: { max: String(MAX_COMPANIONS) } });
    const past = await agent
      .post('/api/bookings')
      .send({ ...offer, preferredDate: '2020-01-01' })
      .expect(400);
    expect(past.body.errorCodes).toEqual({ preferredDate: { code: 'preferredDatePast' } });
    const other = await agent.get(`/api/bookings/${randomUUID()}`).expect(404);
    expect(other.body).toEqual({ statusCode: 404, message: API_MESSAGES.bookingNotFound, messageCode: 'bookingNotFound' });
  });

  it('a signed-out visitor is asked to sign in, with its code; a staff-only message has none', async () => {
    const res = await api.http.get('/api/bookings').expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: API_MESSAGES.signInRequired, messageCode: 'signInRequired' });
    const { agent } = await signedInAgent(api.app, api.em, 'admin', {}, uniqueIp());
    const staff = await agent.post('/api/admin/treatments').send({ name: 'X', category: 'nonsense' }).expect(400);
    expect(staff.body.errors.category).toMatch(/^Category must be one of/);
    expect(staff.body.errorCodes?.category).toBeUndefined();
  });
});
