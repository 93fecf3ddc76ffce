import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { AppConfig, ConfigError, REPO_ROOT } from '../src/config/app-config.js';
import { browserAgent, createUser, currentCode, signedInAgent } from './support/factories.js';
import { uniqueIp } from './support/mail.js';
import { HOSPITALS } from '../src/database/seeders/demo-catalogue.js';
import { startApi, type TestApi } from './support/app.js';

const SEEDED_REVIEWS = HOSPITALS.reduce((sum, h) => sum + h.reviews.length, 0);

/** What production needs to start (it refuses the development defaults); no mail is sent by these tests. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://medtour.example',
  ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'care@medtour.example',
  STAFF_EMAIL: 'coordinators@medtour.example',
};

const GLUCOSE = 'Glucose was <a bit high>, BP <b>140</b>/90';
const MARKUP = '<img src=x onerror="window.__xss=1"> <script>window.__xss=1</script>';

describe('hardening', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi()));
  afterAll(async () => api.close());

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    api.em.getConnection().execute(query, params) as Promise<T[]>;

  describe('text is stored as typed (trimmed), never stripped', () => {
    it('keeps medical text that looks like markup, in the answer, the database and on reading it back', async () => {
      const { agent, user } = await signedInAgent(api.app, api.em, 'user');
      const res = await agent
        .post('/api/assessments')
        .send({
          idempotencyKey: randomUUID(),
          conditionCategory: 'Diabetes Management',
          urgencyLevel: 'medium',
          symptoms: `  ${GLUCOSE}  `,
          currentMedications: MARKUP,
          preferredDestinations: ['Malaysia', ' <Penang> '],
        })
        .expect(201);
      expect(res.body).toMatchObject({ symptoms: GLUCOSE, currentMedications: MARKUP, preferredDestinations: ['Malaysia', '<Penang>'] });

      const [row] = await sql<{ symptoms: string; assessment_data: Record<string, unknown> }>(
        `select symptoms, assessment_data from health_assessments where user_id = ?`,
        [user.id],
      );
      expect(row!.symptoms).toBe(GLUCOSE);
      expect(row!.assessment_data).toMatchObject({ symptoms: GLUCOSE, currentMedications: MARKUP });

      const latest = await agent.get('/api/assessments/latest').expect(200);
      expect(latest.body.assessment).toMatchObject({ symptoms: GLUCOSE, currentMedications: MARKUP });
    });

    it('keeps a booking message and a contact message as typed', async () => {
      const { agent } = await signedInAgent(api.app, api.em, 'user');
      const [pair] = await sql<{ hospital_id: string; treatment_id: string }>(
        `select h.id as hospital_id, t.id as treatment_id from hospitals h, treatments t
          where h.slug = 'selangor-joint-spine-institute' and t.slug = 'hip-replacement'`,
      );
      const booking = (
        await agent
          .post('/api/bookings')
          .send({ hospitalId: pair!.hospital_id, treatmentId: pair!.treatment_id, medicalSummary: GLUCOSE })
          .expect(201)
      ).body;
      expect(booking.medicalSummary).toBe(GLUCOSE);
      await agent
        .post(`/api/bookings/${booking.id}/messages`)
        .send({ body: ` ${MARKUP} ` })
        .expect(201);
      const thread = (await agent.get(`/api/bookings/${booking.id}/messages`).expect(200)).body.messages as { body: string }[];
      expect(thread.map((m) => m.body)).toEqual([MARKUP]);

      const contact = await api.http
        .post('/api/contact')
        .set('X-Forwarded-For', uniqueIp())
        .send({ name: 'Ada <b>Obi</b>', email: 'ada@test.example', country: 'Nigeria', message: GLUCOSE })
        .expect(201);
      const [stored] = await sql<{ name: string; message: string }>(`select name, message from contact_messages where id = ?`, [
        contact.body.id,
      ]);
      expect(stored).toEqual({ name: 'Ada <b>Obi</b>', message: GLUCOSE });
    });
  });

  describe('/api/docs', () => {
    it('is on in development and test', async () => {
      expect(api.config.apiDocs).toBe(true);
      await api.http.get('/api/docs-json').expect(200);
    });

    it('is off in production, unless API_DOCS=true', async () => {
      const production = await startApi(PRODUCTION);
      try {
        expect(production.config.apiDocs).toBe(false);
        await production.http.get('/api/docs').expect(404);
        await production.http.get('/api/docs-json').expect(404);
        await production.http.get('/api/health').expect(200);
      } finally {
        await production.close();
      }
      const enabled = await startApi({ ...PRODUCTION, API_DOCS: 'true' });
      try {
        await enabled.http.get('/api/docs-json').expect(200);
      } finally {
        await enabled.close();
      }
    });

    it('refuses an API_DOCS value that is not true or false', () => {
      expect(() => new AppConfig({ ...process.env, API_DOCS: 'yes' })).toThrow(
        new ConfigError('API_DOCS must be true or false (got "yes")'),
      );
      expect(new AppConfig({ ...process.env, API_DOCS: 'false' }).apiDocs).toBe(false);
    });
  });

  describe('Cache-Control: no-store on signed-in answers', () => {
    it('marks every answer of a signed-in request, errors included, and sign-in and sign-out answers', async () => {
      const user = await createUser(api.em, 'user');
      const agent = browserAgent(api.app);
      const signIn = await agent.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
      expect(signIn.headers['cache-control']).toBe('no-store');

      const answers: [string, request.Response][] = [
        ['me', await agent.get('/api/auth/me').expect(200)],
        ['latest assessment', await agent.get('/api/assessments/latest').expect(200)],
        ['forbidden', await agent.get('/api/admin/users').expect(403)],
        ['not found', await agent.get(`/api/bookings/${randomUUID()}`).expect(404)],
        ['invalid', await agent.post('/api/assessments').send({ idempotencyKey: randomUUID() }).expect(400)],
      ];
      for (const [name, res] of answers) expect([name, res.headers['cache-control']]).toEqual([name, 'no-store']);

      const signOut = await agent.post('/api/auth/sign-out').expect(200);
      expect(signOut.headers['cache-control']).toBe('no-store');
    });

    it('marks a refused request to a closed route', async () => {
      const res = await api.http.get('/api/auth/me').expect(401);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('leaves public catalogue answers unchanged, signed in or not', async () => {
      const { agent } = await signedInAgent(api.app, api.em, 'user');
      for (const client of [api.http, agent]) {
        const res = await client.get('/api/treatments').expect(200);
        expect(res.headers['cache-control']).toBeUndefined();
      }
    });
  });

  describe('back-office dashboard figures by role', () => {
    // Which figures each role gets; their values over known bookings are checked in backoffice-figures.int-spec.ts.
    it('gives admins every figure, the revenue chart and recent activity', async () => {
      const { agent, user } = await signedInAgent(api.app, api.em, 'admin');
      const { body } = await agent.get('/api/admin/dashboard').expect(200);
      expect(body.stats).toEqual({
        totalUsers: expect.any(Number),
        totalHospitals: HOSPITALS.length,
        totalBookings: expect.any(Number),
        pendingBookings: expect.any(Number),
        totalReviews: SEEDED_REVIEWS,
        pendingReviews: 0, // the seed's reviews are published
        monthlyRevenueUsd: expect.any(Number),
        collectedRevenueUsd: expect.any(Number),
      });
      expect(body.revenuePerMonth).toHaveLength(12);
      expect(body.bookingsPerWeek).toHaveLength(12);
      // The newest events are this admin's own two sign-in steps.
      expect(body.recentActivity.slice(0, 2).map((e: { action: string; actorEmail: string }) => [e.action, e.actorEmail])).toEqual([
        ['auth.mfa_verify', user.email],
        ['auth.sign_in', user.email],
      ]);
    });

    it('gives moderators the booking and review figures only: no user counts, revenue or activity', async () => {
      const { agent } = await signedInAgent(api.app, api.em, 'moderator');
      const { body } = await agent.get('/api/admin/dashboard').expect(200);
      expect(body.stats).toEqual({
        totalHospitals: HOSPITALS.length,
        totalBookings: expect.any(Number),
        pendingBookings: expect.any(Number),
        totalReviews: SEEDED_REVIEWS,
        pendingReviews: 0,
      });
      expect(body).not.toHaveProperty('revenuePerMonth');
      expect(body.bookingsPerWeek).toHaveLength(12);
      expect(body.recentActivity).toEqual([]);
      expect(JSON.stringify(body)).not.toMatch(/revenue|users/i);
    });

    it('refuses patients', async () => {
      const { agent } = await signedInAgent(api.app, api.em, 'user');
      await agent.get('/api/admin/dashboard').expect(403);
    });
  });

  describe('Content-Security-Policy and its reports', () => {
    const reportsWhere = (documentUrl: string) =>
      sql<Record<string, unknown>>(`select * from csp_reports where document_url = ? order by line_number nulls first`, [documentUrl]);
    const post = (type: string, body: string) =>
      api.http.post('/api/csp-reports').set('X-Forwarded-For', uniqueIp()).set('Content-Type', type).send(body);

    it('allows images from the site and data: URLs only, and asks browsers to report violations', async () => {
      const res = await api.http.get('/api/health').expect(200);
      const directives = (res.headers['content-security-policy'] as string).split(';').map((d) => d.trim());
      expect(directives.filter((d) => /^(img-src|report-uri|report-to) /.test(d))).toEqual([
        "img-src 'self' data:",
        'report-uri /api/csp-reports',
        'report-to csp',
      ]);
      expect(res.headers['reporting-endpoints']).toBe('csp="/api/csp-reports"');
    });

    it('stores a Reporting API batch (application/reports+json), URLs without query or fragment', async () => {
      const page = `https://medtour.example/hospitals-${randomUUID()}`;
      const batch = [
        {
          type: 'csp-violation',
          age: 10,
          url: `${page}?q=knee`,
          user_agent: 'Mozilla/5.0 test',
          body: {
            documentURL: `${page}?q=knee#top`,
            blockedURL: 'https://images.example.com/x.png?token=secret',
            effectiveDirective: 'img-src',
            disposition: 'enforce',
            sourceFile: `${page}/app.js`,
            lineNumber: 12,
            columnNumber: 7,
            statusCode: 200,
            sample: '',
            originalPolicy: "default-src 'self'",
          },
        },
        { type: 'deprecation', url: page, body: { id: 'x' } },
        {
          type: 'csp-violation',
          url: page,
          body: { documentURL: page, blockedURL: 'inline', effectiveDirective: 'script-src-elem', disposition: 'enforce', lineNumber: 40 },
        },
      ];
      await post('application/reports+json', JSON.stringify(batch)).expect(204);
      const rows = await reportsWhere(page);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        format: 'report-to',
        document_url: page,
        blocked_url: 'https://images.example.com/x.png',
        effective_directive: 'img-src',
        disposition: 'enforce',
        source_file: `${page}/app.js`,
        line_number: 12,
        column_number: 7,
        status_code: 200,
        sample: null,
        user_agent: 'Mozilla/5.0 test',
      });
      expect(rows[1]).toMatchObject({ blocked_url: 'inline', effective_directive: 'script-src-elem', line_number: 40 });
    });

    it('stores an older report-uri report (application/csp-report)', async () => {
      const page = `https://medtour.example/treatments-${randomUUID()}`;
      const body = {
        'csp-report': {
          'document-uri': page,
          'blocked-uri': 'eval',
          'violated-directive': 'script-src',
          'effective-directive': 'script-src',
          'original-policy': "default-src 'self'",
          disposition: 'enforce',
          'line-number': '3',
          'script-sample': 'alert(1)',
        },
      };
      await post('application/csp-report; charset=utf-8', JSON.stringify(body)).set('User-Agent', 'OldBrowser/1').expect(204);
      expect(await reportsWhere(page)).toEqual([
        {
          id: expect.any(String),
          received_at: expect.any(String),
          format: 'report-uri',
          document_url: page,
          blocked_url: 'eval',
          effective_directive: 'script-src',
          disposition: 'enforce',
          source_file: null,
          line_number: 3,
          column_number: null,
          status_code: null,
          sample: 'alert(1)',
          user_agent: 'OldBrowser/1',
        },
      ]);
    });

    it('bounds what it stores: fields cut to size, control characters removed, at most 20 reports a request', async () => {
      const page = `https://medtour.example/long-${randomUUID()}`;
      const long = {
        type: 'csp-violation',
        body: {
          documentURL: page,
          blockedURL: `https://x.example/${'a'.repeat(5_000)}`,
          effectiveDirective: `img-src\u0000${'b'.repeat(500)}`,
          disposition: 'maybe',
          sample: 'x'.repeat(1_000),
          lineNumber: -1,
          columnNumber: 1e12,
          statusCode: 'two hundred',
        },
      };
      await post('application/reports+json', JSON.stringify([long])).expect(204);
      const [row] = await reportsWhere(page);
      expect((row!.blocked_url as string).length).toBe(500);
      expect(row!.effective_directive).toBe(`img-src${'b'.repeat(93)}`);
      expect((row!.sample as string).length).toBe(300);
      expect(row).toMatchObject({ disposition: null, line_number: null, column_number: null, status_code: null });

      const many = `https://medtour.example/many-${randomUUID()}`;
      const batch = Array.from({ length: 50 }, (_, i) => ({ type: 'csp-violation', body: { documentURL: many, lineNumber: i } }));
      await post('application/reports+json', JSON.stringify(batch)).expect(204);
      expect(await reportsWhere(many)).toHaveLength(20);
    });

    it('answers junk with a 4xx or a 204 storing nothing, never a 500', async () => {
      const [{ before }] = await sql<{ before: number }>(`select count(*)::int as before from csp_reports`);
      await post('application/reports+json', '{"type": ').expect(400);
      await post('application/csp-report', 'not json at all').expect(400);
      await post('text/plain', '{}').expect(415);
      await api.http.post('/api/csp-reports').set('X-Forwarded-For', uniqueIp()).send({ 'csp-report': {} }).expect(415); // application/json
      await post('application/reports+json', JSON.stringify([{ type: 'csp-violation', body: { sample: 'x'.repeat(70_000) } }])).expect(413);
      for (const junk of [
        'null',
        '[]',
        '"text"',
        '42',
        '[1, null, "x", []]',
        '{"csp-report": 5}',
        '{"type": "csp-violation", "body": []}',
        '[{"type": "csp-violation"}]',
      ]) {
        await post('application/reports+json', junk).expect(204);
        await post('application/csp-report', junk).expect(204);
      }
      const [{ after }] = await sql<{ after: number }>(`select count(*)::int as after from csp_reports`);
      expect(after).toBe(before);
    });

    it('limits reports per client address', async () => {
      const ip = uniqueIp();
      const body = JSON.stringify([{ type: 'csp-violation', body: { documentURL: 'https://medtour.example/limit' } }]);
      const statuses: number[] = [];
      for (let i = 0; i < 121; i += 1) {
        statuses.push(
          (await api.http.post('/api/csp-reports').set('X-Forwarded-For', ip).set('Content-Type', 'application/reports+json').send(body))
            .status,
        );
      }
      expect(statuses.slice(0, 120).every((s) => s === 204)).toBe(true);
      expect(statuses[120]).toBe(429);
    });

    it('lists stored reports to admins only', async () => {
      const page = `https://medtour.example/listed-${randomUUID()}`;
      await post(
        'application/csp-report',
        JSON.stringify({
          'csp-report': { 'document-uri': page, 'blocked-uri': 'inline', 'effective-directive': 'style-src', 'line-number': 7 },
        }),
      )
        .set('User-Agent', 'ListedBrowser/2')
        .expect(204);
      const { agent: admin } = await signedInAgent(api.app, api.em, 'admin');
      const res = await admin.get('/api/admin/csp-reports').query({ range: '[0,4]' }).expect(200);
      // The reports this describe stored, in its order: 2 (a batch), 1 (report-uri), 1 + 20 (bounded), 0 (junk), 120 (limit), and this one.
      expect(res.headers['content-range']).toBe(`csp-reports 0-4/${2 + 1 + 21 + 0 + 120 + 1}`);
      expect(res.body).toHaveLength(5);
      expect(res.body[0]).toEqual({
        id: expect.any(String),
        receivedAt: expect.any(String),
        format: 'report-uri',
        documentUrl: page,
        blockedUrl: 'inline',
        effectiveDirective: 'style-src',
        disposition: null,
        sourceFile: null,
        lineNumber: 7,
        columnNumber: null,
        statusCode: null,
        sample: null,
        userAgent: 'ListedBrowser/2',
      });
      const { agent: moderator } = await signedInAgent(api.app, api.em, 'moderator');
      await moderator.get('/api/admin/csp-reports').expect(403);
    });
  });

  describe("staff sessions are shorter than patients'", () => {
    const setCookieOf = (res: request.Response) =>
      ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('mt_session='))!;

    it('defaults to 30 idle minutes and 12 hours for staff, and refuses bad values', () => {
      expect(api.config).toMatchObject({ staffSessionIdleMinutes: 30, staffSessionAbsoluteHours: 12 });
      expect(() => new AppConfig({ ...process.env, STAFF_SESSION_IDLE_MINUTES: 'soon' })).toThrow(
        /STAFF_SESSION_IDLE_MINUTES must be a whole number/,
      );
      expect(() => new AppConfig({ ...process.env, STAFF_SESSION_ABSOLUTE_HOURS: '0' })).toThrow(
        /STAFF_SESSION_ABSOLUTE_HOURS must be a whole number/,
      );
    });

    it('gives a staff session the staff lifetime at creation (expiry and cookie), a patient the patient one', async () => {
      const moderator = await createUser(api.em, 'moderator');
      const patient = await createUser(api.em, 'user');
      const staffAgent = browserAgent(api.app);
      const staffSignIn = await staffAgent
        .post('/api/auth/sign-in')
        .send({ email: moderator.email, password: moderator.password })
        .expect(200);
      const patientSignIn = await request(api.app.getHttpServer())
        .post('/api/auth/sign-in')
        .send({ email: patient.email, password: patient.password })
        .expect(200);
      expect(setCookieOf(staffSignIn)).toMatch(/Max-Age=43200;/);
      expect(setCookieOf(patientSignIn)).toMatch(/Max-Age=2592000;/);

      const lifetimes = await sql<{ email: string; hours: number }>(
        `select u.email, round(extract(epoch from s.expires_at - s.created_at) / 3600)::int as hours
          from sessions s join users u on u.id = s.user_id where u.email in (?, ?)`,
        [moderator.email, patient.email],
      );
      expect(Object.fromEntries(lifetimes.map((l) => [l.email, l.hours]))).toEqual({ [moderator.email]: 12, [patient.email]: 720 });
      await staffAgent
        .post('/api/auth/mfa/verify')
        .send({ code: currentCode(moderator) })
        .expect(200);
      await staffAgent.get('/api/admin/dashboard').expect(200);
    });

    it("refuses a staff session idle longer than the staff limit, while a patient's equally idle session still works", async () => {
      const { agent: staff, user: moderator } = await signedInAgent(api.app, api.em, 'moderator');
      const { agent: patient, user } = await signedInAgent(api.app, api.em, 'user');
      await staff.get('/api/auth/me').expect(200);
      await patient.get('/api/auth/me').expect(200);

      await sql(`update sessions set last_seen_at = now() - interval '31 minutes' where user_id in (?, ?)`, [moderator.id, user.id]);
      await staff.get('/api/auth/me').expect(401);
      await staff.get('/api/admin/dashboard').expect(401);
      await patient.get('/api/auth/me').expect(200);
    });

    it('keeps a staff session that is used within the limit', async () => {
      const { agent: staff, user: moderator } = await signedInAgent(api.app, api.em, 'admin');
      await sql(`update sessions set last_seen_at = now() - interval '29 minutes' where user_id = ?`, [moderator.id]);
      await staff.get('/api/admin/dashboard').expect(200);
    });

    it('holds a patient promoted to staff to the staff limits from the next request on', async () => {
      const { agent, user } = await signedInAgent(api.app, api.em, 'user');
      await sql(`update sessions set created_at = now() - interval '13 hours', last_seen_at = now() where user_id = ?`, [user.id]);
      await agent.get('/api/auth/me').expect(200); // a patient's session lives 30 days
      await sql(`insert into user_roles (id, user_id, role) values (?, ?, 'moderator')`, [randomUUID(), user.id]);
      await agent.get('/api/auth/me').expect(401); // a staff session lives 12 hours
    });

    it('follows the settings', async () => {
      const custom = await startApi({ STAFF_SESSION_IDLE_MINUTES: '10' });
      try {
        const { agent: staff, user: moderator } = await signedInAgent(custom.app, custom.em, 'moderator');
        await custom.em
          .getConnection()
          .execute(`update sessions set last_seen_at = now() - interval '11 minutes' where user_id = ?`, [moderator.id]);
        await staff.get('/api/auth/me').expect(401);
      } finally {
        await custom.close();
      }
    });
  });

  describe('the Docker image', () => {
    it('runs in production mode unless told otherwise; docker compose sets development for local use', () => {
      const dockerfile = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');
      const envLines = dockerfile.split('\n').filter((line) => /^ENV\s+NODE_ENV=/.test(line));
      expect(envLines).toEqual(['ENV NODE_ENV=production']);
      // After the build, which needs the development dependencies.
      expect(dockerfile.indexOf('npm run build')).toBeGreaterThan(-1);
      expect(dockerfile.indexOf('ENV NODE_ENV=production')).toBeGreaterThan(dockerfile.indexOf('npm run build')); // an order of lines, not a figure
      const compose = readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
      expect(compose).toMatch(/environment: &env\n(\s+#.*\n)?\s+NODE_ENV: development\n/);
      // The worker takes the same settings (and its heartbeat file on top).
      expect(compose).toMatch(/worker:[\s\S]*environment:\n\s+<<: \*env\n/);
    });

    it('docker compose is the production layout: two APIs behind the load balancer, a worker, and the scraper on its own image', () => {
      const compose = readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
      /** A service's block: from its name to the next service (or the end of `services`). */
      const service = (name: string) => compose.match(new RegExp(`^  ${name}:\\n((?:    .*\\n|\\s*\\n)+)`, 'm'))?.[1] ?? '';
      for (const api of ['api', 'api-2']) {
        expect(service(api)).toMatch(/target: runtime/);
        expect(service(api)).toMatch(/backend\/dist\/main\.js/);
        expect(service(api)).not.toMatch(/ports:/); // reached through the load balancer only
      }
      expect(service('proxy')).toMatch(/ports: \["3000:3000"\]/);
      expect(compose).toMatch(/upstream api \{\s*server api:3000;\s*server api-2:3000;\s*\}/);
      expect(service('worker')).toMatch(/WORKER_QUEUES: email,accounts,payments,maintenance\n/);
      expect(service('worker')).toMatch(/target: runtime/);
      expect(service('scraper')).toMatch(/target: scraper/);
      expect(service('scraper')).toMatch(/WORKER_QUEUES: scrape\n/);
    });

    it('checks liveness as the supervisor does: each process by its heartbeat file', () => {
      const dockerfile = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');
      expect(dockerfile).toMatch(/^ENV HEARTBEAT_FILE=\S+$/m);
      expect(dockerfile).toMatch(/^HEALTHCHECK .*CMD \["node", "scripts\/liveness.mjs"\]$/m);
      const compose = readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
      expect(compose).toMatch(
        /api:[\s\S]*HEARTBEAT_FILE: \/tmp\/api.heartbeat[\s\S]*test: \["CMD", "node", "scripts\/liveness.mjs"\][\s\S]*worker:/,
      );
      expect(compose).toMatch(
        /worker:[\s\S]*HEARTBEAT_FILE: \/tmp\/worker.heartbeat[\s\S]*test: \["CMD", "node", "scripts\/liveness.mjs"\]/,
      );
    });
  });
});
