import type { Server } from 'node:http';
import { connect } from 'node:net';
import pg from 'pg';
import type { Agent } from 'supertest';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

/**
 * Issue #10, point 5: input that can name nothing the API stores is answered 4xx in the error
 * envelope — never 500. One test per cause the external probe found, plus the body limits and
 * upload file names.
 */

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
const INVALID_CHARACTERS = { statusCode: 400, message: 'Invalid characters in request' };
const TOO_DEEP = { statusCode: 400, message: 'Request body is nested too deeply' };

let ipCounter = 0;
/** A fresh public-looking client address (100.64.0.0/10) per request, so that per-client rate limits never answer 429 here. */
const nextIp = () => {
  const n = ++ipCounter;
  return `100.${100 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}`;
};

const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const raFilter = (filter: unknown) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('bad input is answered 4xx in the envelope, never 500', () => {
  let api: TestApi;
  let admin: Agent;

  beforeAll(async () => {
    api = await startApi({ RATE_LIMIT_CLIENT_PER_MINUTE: '1000000', RATE_LIMIT_USER_PER_MINUTE: '1000000' });
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
  });
  afterAll(async () => api.close());

  describe('anonymous visitors', () => {
    it('refuses a NUL byte in a search, a query key or a path', async () => {
      await api.http.get('/api/hospitals?q=%00').set('X-Forwarded-For', nextIp()).expect(400, INVALID_CHARACTERS);
      await api.http.get('/api/treatments?q=knee%00replacement').set('X-Forwarded-For', nextIp()).expect(400, INVALID_CHARACTERS);
      await api.http.get('/api/hospitals?%00=1').set('X-Forwarded-For', nextIp()).expect(400, INVALID_CHARACTERS);
      await api.http.get('/api/hospitals/abc%00def').set('X-Forwarded-For', nextIp()).expect(400, INVALID_CHARACTERS);
    });

    it('refuses a malformed percent-escape in the path', async () => {
      await api.http
        .get('/api/hospitals/%E0%A4%A')
        .set('X-Forwarded-For', nextIp())
        .expect(400, { statusCode: 400, message: 'Malformed URL' });
      await api.http
        .get('/api/treatments/%ED%A0%80')
        .set('X-Forwarded-For', nextIp())
        .expect(400, { statusCode: 400, message: 'Malformed URL' });
    });

    it.each([
      ['sign-in', '/api/auth/sign-in', '{"email":"pat\\ud800ient@example.com","password":"whatever-1"}'],
      ['sign-up', '/api/auth/sign-up', '{"email":"new\\udfffone@example.com","password":"Long-enough-9","firstName":"A","lastName":"B"}'],
      ['contact', '/api/contact', '{"name":"A","email":"a@example.com","country":"Nigeria","message":"hello \\ud83d"}'],
      ['contact (NUL)', '/api/contact', '{"name":"A\\u0000B","email":"a@example.com","country":"Nigeria","message":"hello"}'],
      ['contact (key)', '/api/contact', '{"na\\ud800me":"A"}'],
    ])('refuses a lone surrogate or NUL in a %s body', async (_name, path, json) => {
      const res = await api.http.post(path).set('X-Forwarded-For', nextIp()).set('Content-Type', 'application/json').send(json).expect(400);
      expect(res.body).toEqual(INVALID_CHARACTERS);
    });

    it('refuses the same in a url-encoded body', async () => {
      await api.http
        .post('/api/contact')
        .set('X-Forwarded-For', nextIp())
        .type('form')
        .send('name=A%00B&email=a%40example.com&country=Nigeria&message=hi')
        .expect(400, INVALID_CHARACTERS);
    });

    it('refuses a JSON body nested 5,000 deep (and one just over the limit), accepts the limit', async () => {
      for (const path of ['/api/contact', '/api/auth/sign-in', '/api/auth/sign-up']) {
        await api.http
          .post(path)
          .set('X-Forwarded-For', nextIp())
          .set('Content-Type', 'application/json')
          .send(`{"name":${deepJson(5000)}}`)
          .expect(400, TOO_DEEP);
      }
      await api.http
        .post('/api/contact')
        .set('X-Forwarded-For', nextIp())
        .set('Content-Type', 'application/json')
        .send(deepJson(33))
        .expect(400, TOO_DEEP);
      // 32 levels is allowed through to validation (which refuses an array as the form).
      const atLimit = await api.http
        .post('/api/contact')
        .set('X-Forwarded-For', nextIp())
        .set('Content-Type', 'application/json')
        .send(`{"name":${deepJson(31)}}`);
      expect(atLimit.status).toBe(400);
      expect(atLimit.body.message).toBe('Validation failed');
    });

    it('answers a body over 1 MB with 413 in the envelope', async () => {
      const big = JSON.stringify({ name: 'A', email: 'a@example.com', country: 'Nigeria', message: 'x'.repeat(1_100_000) });
      const res = await api.http
        .post('/api/contact')
        .set('X-Forwarded-For', nextIp())
        .set('Content-Type', 'application/json')
        .send(big)
        .expect(413);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ statusCode: 413, message: 'Request body is too large', messageCode: 'bodyTooLarge' });
    });

    it('answers malformed JSON and an unknown charset in the envelope', async () => {
      const malformed = await api.http
        .post('/api/contact')
        .set('X-Forwarded-For', nextIp())
        .set('Content-Type', 'application/json')
        .send('{"name": ')
        .expect(400);
      expect(malformed.body).toEqual({ statusCode: 400, message: 'Malformed request body', messageCode: 'malformedBody' });
      const charset = await api.http
        .post('/api/contact')
        .set('X-Forwarded-For', nextIp())
        .set('Content-Type', 'application/json; charset=klingon')
        .send('{}')
        .expect(415);
      expect(charset.body).toEqual({ statusCode: 415, message: 'Unsupported charset in Content-Type' });
    });
  });

  describe('admins', () => {
    it.each(['users', 'hospitals', 'countries', 'treatments', 'specializations', 'reviews', 'bookings', 'contact-messages'])(
      'refuses an id filter that looks like a UUID but is not (%s)',
      async (resource) => {
        const res = await admin.get(`/api/admin/${resource}?${raFilter({ id: ['zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'] })}`).expect(400);
        expect(res.body).toEqual({ statusCode: 400, message: 'id filter must be a list of ids' });
        await admin.get(`/api/admin/${resource}?${raFilter({ id: ['--------------------------------'.padEnd(36, '-')] })}`).expect(400);
        await admin.get(`/api/admin/${resource}?${raFilter({ id: [] })}`).expect(200);
      },
    );

    it('refuses other id-like filters that are not UUIDs', async () => {
      await admin
        .get(`/api/admin/audit-events?${raFilter({ actorId: 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz' })}`)
        .expect(400, { statusCode: 400, message: 'actorId filter must be a list of ids' });
      await admin.get(`/api/admin/hospitals?${raFilter({ countryId: ['0000000g-0000-0000-0000-000000000000'] })}`).expect(400);
      await admin.get(`/api/admin/reviews?${raFilter({ hospitalId: 'x'.repeat(36) })}`).expect(400);
      await admin.get(`/api/admin/bookings?${raFilter({ userId: ['12345678-1234-1234-1234-1234567890zz'] })}`).expect(400);
    });

    it('refuses a NUL or lone surrogate inside a JSON filter', async () => {
      await admin.get(`/api/admin/hospitals?${raFilter({ q: 'a\u0000b' })}`).expect(400, INVALID_CHARACTERS);
      await admin.get(`/api/admin/users?filter=${encodeURIComponent('{"q":"\\ud800"}')}`).expect(400, INVALID_CHARACTERS);
    });

    it('answers path ids that are not UUIDs with 400, never a database error', async () => {
      await admin.get('/api/admin/hospitals/zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz').expect(400);
      await admin.get('/api/admin/audit-events/99999999999999999999').expect(404);
    });

    it.each([
      ['99999-01-01', 'year 99999'],
      ['+099999-01-01T00:00:00.000Z', 'year 99999 (expanded ISO)'],
      ['0001-01-01', 'year 1'],
      ['1999-06-30T00:00:00.000Z', 'before 2000'],
      ['2024-02-30', 'not a day'],
      ['275760-09-13T00:00:00.000Z', 'the last JavaScript date'],
    ])('refuses an audit date filter out of range: %s (%s)', async (value) => {
      for (const key of ['createdAt_gte', 'createdAt_lte']) {
        const res = await admin.get(`/api/admin/audit-events?${raFilter({ [key]: value })}`).expect(400);
        expect(res.body).toEqual({ statusCode: 400, message: `${key} must be a date between the years 2000 and 9999` });
      }
    });

    it('accepts audit date filters within range', async () => {
      await admin
        .get(`/api/admin/audit-events?${raFilter({ createdAt_gte: '2000-01-01', createdAt_lte: '9999-12-31T23:59:59.999Z' })}`)
        .expect(200);
      await admin.get(`/api/admin/audit-events?${raFilter({ createdAt_gte: '2025-12-31T16:00:00.000Z' })}`).expect(200);
    });

    it('stores null lists of a hospital as empty lists, and refuses a null flag with a field error', async () => {
      const countries = (await admin.get('/api/admin/countries').expect(200)).body as { id: string }[];
      const base = { name: `Null Lists Hospital ${Date.now()}`, city: 'Penang', countryId: countries[0]!.id };
      const created = await admin
        .post('/api/admin/hospitals')
        .send({ ...base, accreditations: null, languages: null, features: null })
        .expect(201);
      expect(created.body).toMatchObject({ accreditations: [], languages: [], features: [] });

      const updated = await admin
        .put(`/api/admin/hospitals/${created.body.id}`)
        .send({ ...base, accreditations: ['JCI'], languages: null })
        .expect(200);
      expect(updated.body).toMatchObject({ accreditations: ['JCI'], languages: [], features: [] });

      const refused = await admin
        .post('/api/admin/hospitals')
        .send({ ...base, isActive: null, featured: null })
        .expect(400);
      expect(refused.body).toEqual({
        statusCode: 400,
        message: 'Validation failed',
        messageCode: 'validationFailed',
        errors: { isActive: 'isActive must be true or false', featured: 'featured must be true or false' },
      });
      const wrong = await admin
        .post('/api/admin/hospitals')
        .send({ ...base, accreditations: 'JCI' })
        .expect(400);
      expect(wrong.body.errors).toHaveProperty('accreditations');
    });

    it('answers two simultaneous invitations of one email with one 201 and one 409, nothing half-written', async () => {
      const email = `race-${Date.now()}@test.example`;
      const body = { email, firstName: 'Race', lastName: 'Condition', role: 'user' };

      // Hold both requests after their "is the email free?" check (the token update that follows
      // waits for this lock), so that both pass it before either inserts: the unique key decides.
      const blocker = new pg.Client({ connectionString: api.config.databaseUrl });
      await blocker.connect();
      let results;
      try {
        await blocker.query('begin');
        await blocker.query('lock table auth_tokens in access exclusive mode');
        const pending = Promise.all([admin.post('/api/admin/users').send(body), admin.post('/api/admin/users').send(body)]);
        const deadline = Date.now() + 10_000;
        for (;;) {
          const { rows } = await blocker.query(
            `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'auth_tokens' and not l.granted`,
          );
          if (rows[0].n >= 2 || Date.now() > deadline) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await blocker.query('commit');
        results = await pending;
      } finally {
        await blocker.end();
      }

      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const conflict = results.find((r) => r.status === 409)!;
      expect(conflict.body).toEqual({
        statusCode: 409,
        message: 'An account with this email already exists.',
        messageCode: 'duplicateEmail',
      });

      const conn = api.em.getConnection();
      const [user] = await conn.execute<{ id: string }[]>(`select id from users where email = ?`, [email]);
      expect(user).toBeDefined();
      const counts = await conn.execute(
        `select (select count(*) from users where email = ?)::int as users,
                (select count(*) from profiles where user_id = ?)::int as profiles,
                (select count(*) from user_roles where user_id = ?)::int as roles,
                (select count(*) from auth_tokens where user_id = ?)::int as tokens`,
        [email, user!.id, user!.id, user!.id],
      );
      expect(counts[0]).toEqual({ users: 1, profiles: 1, roles: 1, tokens: 1 });
      const invites = await conn.execute<{ n: number }[]>(
        `select count(*)::int as n from audit_events where action = 'user.invite' and entity_id = ?`,
        [user!.id],
      );
      expect(invites).toEqual([{ n: 1 }]);

      // A later invitation of the same email keeps the form's field error.
      const again = await admin.post('/api/admin/users').send(body).expect(400);
      expect(again.body.errors).toEqual({ email: 'A user with this email already exists' });
    });
  });

  describe('upload file names', () => {
    it('stores and lists a non-Latin file name exactly as sent', async () => {
      const { agent } = await signedInAgent(api.app, api.em, 'user');
      const name = '病历 تقرير.pdf';
      const res = await agent.post('/api/records').attach('file', PDF, { filename: name, contentType: 'application/pdf' }).expect(201);
      expect(res.body.name).toBe(name);
      const listed = (await agent.get('/api/records').expect(200)).body as { id: string; name: string }[];
      expect(listed.find((r) => r.id === res.body.id)?.name).toBe(name);
      const download = await agent.get(`/api/records/${res.body.id}/download`).expect(200);
      expect(download.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
    });

    it('strips bidirectional overrides and control characters, and never stores an empty name', async () => {
      const { agent } = await signedInAgent(api.app, api.em, 'user');
      const spoof = await agent
        .post('/api/records')
        .attach('file', PDF, { filename: 'scan\u202Efdp.exe', contentType: 'application/pdf' })
        .expect(201);
      expect(spoof.body.name).toBe('scanfdp.exe');
      const controls = await agent
        .post('/api/records')
        .attach('file', PDF, { filename: 'a\u0085b\u2066\u200F.pdf', contentType: 'application/pdf' })
        .expect(201);
      expect(controls.body.name).toBe('ab.pdf');
      // A NUL in a part header is refused by the multipart parser itself: still a 400 in the envelope.
      const nul = await agent
        .post('/api/records')
        .attach('file', PDF, { filename: 'a\u0000b.pdf', contentType: 'application/pdf' })
        .expect(400);
      expect(nul.body).toEqual({ statusCode: 400, message: 'Multipart: Malformed part header' });
      const empty = await agent
        .post('/api/records')
        .attach('file', PDF, { filename: '\u202E\u200F', contentType: 'application/pdf' })
        .expect(201);
      expect(empty.body.name).toBe('record');
      const names = ((await agent.get('/api/records').expect(200)).body as { name: string }[]).map((r) => r.name);
      expect(names).toEqual(['scanfdp.exe', 'ab.pdf', 'record']);
    });
  });
  describe('requests Node itself refuses before the application reads them', () => {
    /** Sends raw bytes on a new connection and reads the whole answer (the server closes it). */
    const rawAnswer = async (bytes: string) => {
      const server = api.app.getHttpServer() as Server;
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      return new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    };
    const envelopeOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

    it('an address over 16 kB: 431 in the envelope', async () => {
      const answer = await rawAnswer(`GET /api/treatments?page=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer).toMatch(/Content-Type: application\/json/i);
      expect(envelopeOf(answer)).toEqual({ statusCode: 431, message: 'The request’s address or headers are too large.' });
    });

    it('a request that is not HTTP: 400 in the envelope', async () => {
      const answer = await rawAnswer('HELLO THERE\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(envelopeOf(answer)).toEqual({ statusCode: 400, message: 'The request could not be read.' });
    });
  });
});
