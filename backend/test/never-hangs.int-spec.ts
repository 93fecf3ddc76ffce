import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Agent, Response } from 'supertest';
import { createUser, signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';
import { uniqueIp } from './support/mail.js';
import { waitFor } from './support/wait.js';

/**
 * Issue #24: the site never hangs. A burst of chats right after a catalogue edit once took every
 * connection of the pool for good (the passages' rebuild held `begin` on one connection and waited
 * for another); nothing bounded a wait for a connection, a statement or an idle transaction.
 */

/** A client of our own, outside the API's pool: it must work while the API's pool is exhausted. */
async function sideConnection(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  return client;
}

/** The API's connections (every other backend of this database) in a state, e.g. `idle in transaction`. */
async function apiBackends(side: pg.Client, state?: string): Promise<{ pid: number; state: string; query: string }[]> {
  const { rows } = await side.query(
    `select pid, state, query from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
        and ($1::text is null or state like $1 || '%')`,
    [state ?? null],
  );
  return rows;
}

/** What the passages should hold after a rebuild of the current catalogue, by kind, and what they hold. */
async function passages(side: pg.Client): Promise<{ expected: Record<string, number>; actual: Record<string, number>; state: unknown }> {
  const { rows: expectedRows } = await side.query<{ kind: string; n: number }>(
    `select 'treatment' as kind, count(*)::int as n from treatments where is_active
     union all select 'destination', count(*)::int from countries where is_destination
     union all select 'hospital', count(*)::int from hospitals where is_active
     union all select 'guide', count(*)::int from guide_entries where section in ('steps', 'services')
     union all select 'faq', count(*)::int from guide_entries where section in ('faq', 'contact')`,
  );
  const expected = Object.fromEntries(expectedRows.map((r) => [r.kind, r.n]));
  const { rows } = await side.query<{ kind: string; n: number }>(`select kind, count(*)::int as n from ai_passages group by kind`);
  const { rows: state } = await side.query(
    `select s.passages, s.catalogue_version = v.version as current from ai_index_state s, catalogue_version v`,
  );
  return { expected, actual: Object.fromEntries(rows.map((r) => [r.kind, r.n])), state: state[0] };
}

/** A request's outcome, or what went wrong with it (a timeout, a reset). */
async function outcome(
  request: Promise<Response>,
): Promise<({ status: number; body: unknown; retryAfter?: string } | { error: string }) & { ms: number }> {
  const started = Date.now();
  try {
    const res = await request;
    return { status: res.status, body: res.body, retryAfter: res.headers['retry-after'], ms: Date.now() - started };
  } catch (error) {
    return { error: (error as Error).message, ms: Date.now() - started };
  }
}

/** Every answer is a success, a 4xx in the error envelope, or a 503 with Retry-After: never a 500, never none. */
function expectAnswered(results: Awaited<ReturnType<typeof outcome>>[]): void {
  const bad = results.filter(
    (r) =>
      'error' in r ||
      r.status >= 500 ||
      (r.status >= 400 && typeof (r.body as { message?: unknown }).message !== 'string') ||
      (r.status === 503 && r.retryAfter === undefined),
  );
  // 503 only with Retry-After; anything else at 5xx is a failure.
  const failures = bad.filter((r) => 'error' in r || r.status !== 503 || r.retryAfter === undefined);
  expect(failures).toEqual([]);
}

describe('the site never hangs', () => {
  let api: TestApi;
  let side: pg.Client;
  let admin: Agent;
  let hospital: { id: string };
  let treatment: { id: string };

  beforeAll(async () => {
    // The assistant readied at start, as production does: the burst measures the pool after a catalogue edit, not the
    // suite's first-use warm-up (with it, beside the loaded suite on two cores, 62 of 120 answers passed 10 s).
    api = await startApi({ AI_WARM_UP: 'true' });
    side = await sideConnection();
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
    ({
      rows: [hospital],
    } = await side.query(`select id from hospitals where slug = 'selangor-joint-spine-institute'`));
    ({
      rows: [treatment],
    } = await side.query(`select id from treatments where slug = 'hip-replacement'`));
  }, 90_000);
  afterAll(async () => {
    await side.end();
    await api.close();
  });

  /** A country for new hospitals. */
  const countryId = async () => (await side.query(`select id from countries where name = 'Malaysia'`)).rows[0].id as string;

  /** The admin adds two inactive hospitals and deletes them again: every step moves the catalogue's version. */
  async function editCatalogue(): Promise<void> {
    const country = await countryId();
    for (const name of ['Burst Test Clinic A', 'Burst Test Clinic B']) {
      const created = await admin
        .post('/api/admin/hospitals')
        .send({ name: `${name} ${Date.now()}`, city: 'Ipoh', countryId: country, isActive: false })
        .expect(201);
      await admin.delete(`/api/admin/hospitals/${created.body.id}`).expect(200);
    }
  }

  it('answers 50 chats, 50 searches and 20 bookings sent in the second after a catalogue edit, and the passages are whole afterwards', async () => {
    // Patients signed in beforehand (argon2 takes time), a few at a time.
    const patients: Agent[] = [];
    for (let i = 0; i < 70; i += 10) {
      patients.push(...(await Promise.all(Array.from({ length: 10 }, async () => (await signedInAgent(api.app, api.em, 'user')).agent))));
    }
    await editCatalogue();

    // A guard against a hang, not a bound on speed: a request stuck on the pool is answered 503 within its acquire timeout
    // (3 s) and a statement stopped at 10 s, so one still unanswered after a minute waits for nothing that will come. How
    // fast the burst is answered is printed, and measured by `npm run bench`: beside a full run's other files on two
    // cores, the slowest answers took from 2 s to past 10 s from one machine to another.
    const LIMIT_MS = 60_000;
    const chats = patients.slice(0, 50).map((agent, i) =>
      outcome(
        agent
          .post('/api/ai/chat')
          .send({ message: `How much does a hip replacement cost? (${i})` })
          .timeout(LIMIT_MS),
      ),
    );
    const searches = Array.from({ length: 50 }, (_, i) =>
      outcome(
        api.http.get(`/api/hospitals?q=${['kuala', 'spine', 'heart', 'bangkok', 'joint'][i % 5]}&page=${(i % 3) + 1}`).timeout(LIMIT_MS),
      ),
    );
    const bookings = patients
      .slice(50)
      .map((agent) => outcome(agent.post('/api/bookings').send({ hospitalId: hospital.id, treatmentId: treatment.id }).timeout(LIMIT_MS)));
    const [chatResults, searchResults, bookingResults] = await Promise.all([
      Promise.all(chats),
      Promise.all(searches),
      Promise.all(bookings),
    ]);

    const slowest = (results: { ms: number }[]) => Math.max(...results.map((r) => r.ms));
    console.info(
      `burst after a catalogue edit, slowest answer (ms): chats ${slowest(chatResults)}, searches ${slowest(searchResults)}, bookings ${slowest(bookingResults)}`,
    );
    expectAnswered([...chatResults, ...searchResults, ...bookingResults]);
    // On this load the pool keeps up: the answers are real ones, not refusals.
    expect(chatResults.filter((r) => 'status' in r && r.status === 201).length).toBeGreaterThanOrEqual(45);
    expect(searchResults.filter((r) => 'status' in r && r.status === 200).length).toBeGreaterThanOrEqual(45);
    expect(bookingResults.filter((r) => 'status' in r && r.status === 201).length).toBeGreaterThanOrEqual(18);

    expect(await apiBackends(side, 'idle in transaction')).toEqual([]);
    const after = await passages(side);
    expect(after.actual).toEqual(after.expected);
    expect(after.state).toEqual({ passages: Object.values(after.expected).reduce((a, b) => a + b, 0), current: true });
  }, 240_000);

  it('keeps the old passages for every reader while a rebuild runs, and swaps them in one commit', async () => {
    const before = await passages(side);
    expect(before.actual).toEqual(before.expected);
    // Hold the index state's row: the rebuild does its work and then waits (within its lock timeout) to record it.
    const holder = await sideConnection();
    try {
      await holder.query('begin');
      await holder.query('select * from ai_index_state for update');
      await editCatalogue();
      const { agent } = await signedInAgent(api.app, api.em, 'user');
      const done = agent
        .post('/api/ai/chat')
        .send({ message: 'Which hospitals do hip replacement?' })
        .then((res) => res);
      let finished = false;
      void done.finally(() => (finished = true));
      // The rebuild has replaced the rows in its transaction and waits to record it.
      await waitFor(
        async () => (await apiBackends(side)).some((b) => /update ai_index_state/.test(b.query)) || undefined,
        'the rebuild to wait',
      );
      const during: number[] = [];
      const started = Date.now();
      // Meanwhile, other readers see every old passage (never none, never a half).
      while (Date.now() - started < 800) {
        during.push(Number((await side.query('select count(*)::int as n from ai_passages')).rows[0].n));
        await sleep(50);
      }
      // The patient is answered meanwhile: the built-in engine reads its own snapshot of the catalogue, and the
      // passages (a model's) are rebuilt beside it without holding the question (issue 29).
      expect(finished).toBe(true);
      expect((await done).status).toBe(201);
      const total = Object.values(before.actual).reduce((a, b) => a + b, 0);
      expect(new Set(during)).toEqual(new Set([total]));
      await holder.query('commit');
    } finally {
      await holder.end();
    }
    // The rebuild records itself once the row is released (in the background of the answered question).
    const after = await waitFor(async () => {
      const now = await passages(side);
      return (now.state as { current: boolean }).current ? now : undefined;
    }, 'the passages to be recorded as current');
    expect(after.actual).toEqual(after.expected);
  }, 60_000);

  it('keeps the old passages when a rebuild fails, answers meanwhile, and rebuilds on a later question', async () => {
    const before = await passages(side);
    const holder = await sideConnection();
    try {
      // An exclusive lock on the passages: reading them still works, changing them waits past the rebuild's lock timeout.
      await holder.query('begin');
      await holder.query('lock table ai_passages in exclusive mode');
      await editCatalogue();
      const { agent } = await signedInAgent(api.app, api.em, 'user');
      const res = await agent.post('/api/ai/chat').send({ message: 'How much is a hip replacement?' }).timeout(15_000);
      expect(res.status).toBe(201); // answered from the old passages
      expect(JSON.stringify(res.body)).toContain('Hip Replacement');
      const total = Number((await side.query('select count(*)::int as n from ai_passages')).rows[0].n);
      expect(total).toBe(Object.values(before.actual).reduce((a, b) => a + b, 0));
      expect((await passages(side)).state).toMatchObject({ current: false });
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    // Tried again after a pause: a later question brings the passages up to date.
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    await waitFor(
      async () => {
        await sleep(600); // a patient's pace (the assistant limits questions per minute)
        await agent.post('/api/ai/chat').send({ message: 'Hip replacement price?' }).expect(201);
        return ((await passages(side)).state as { current: boolean }).current || undefined;
      },
      'the passages to be rebuilt',
      20_000,
    );
    const after = await passages(side);
    expect(after.actual).toEqual(after.expected);
  }, 60_000);

  it('sets the statement and idle-transaction timeouts on every connection of the API', async () => {
    const rows = await api.em.execute<{ statement_timeout: string; idle: string }[]>(
      `select current_setting('statement_timeout') as statement_timeout, current_setting('idle_in_transaction_session_timeout') as idle`,
    );
    expect(rows).toEqual([{ statement_timeout: '10s', idle: '10s' }]);
  });

  it('does not hold a database connection for a chat stream the client never reads', async () => {
    // A patient's session cookie, for a raw request whose answer is never read.
    const user = await createUser(api.em, 'user');
    const signIn = await api.http.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
    const cookie = (signIn.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const server = api.app.getHttpServer() as http.Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/ai/chat',
      headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson', Cookie: cookie },
    });
    let response: http.IncomingMessage | undefined;
    request.on('response', (res) => {
      response = res;
      res.pause(); // never read
    });
    request.end(JSON.stringify({ message: 'Tell me everything about hip replacement in Malaysia, every hospital and every price.' }));
    await waitFor(() => response, 'the stream to start');
    await sleep(500);
    expect(await apiBackends(side, 'idle in transaction')).toEqual([]);
    expect((await apiBackends(side, 'active')).filter((b) => !/pg_stat_activity/.test(b.query))).toEqual([]);
    request.destroy();
  });
});

describe('bounded waits for a connection and a statement', () => {
  let api: TestApi;
  let side: pg.Client;

  beforeAll(async () => {
    api = await startApi({ DB_POOL_SIZE: '2', DB_ACQUIRE_TIMEOUT_MS: '500', DB_STATEMENT_TIMEOUT_MS: '1500' });
    side = await sideConnection();
  });
  afterAll(async () => {
    await side.end();
    await api.close();
  });

  it('answers 503 with Retry-After when no connection frees up in time, liveness says stuck, and both recover', async () => {
    const pool = (await api.em.getConnection().getNativeClient()) as pg.Pool;
    const held = [await pool.connect(), await pool.connect()];
    try {
      // Both connections are held until the end: the answer can only come from the wait's own bound (DB_ACQUIRE_TIMEOUT_MS).
      const res = await api.http.get('/api/treatments').timeout(5_000);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.body).toEqual({
        statusCode: 503,
        message: 'The service is busy right now. Please try again in a moment.',
        messageCode: 'serviceBusy',
      });
      const live = await api.http.get('/api/health/live').timeout(5_000);
      expect(live.status).toBe(503);
      expect(live.body).toMatchObject({ status: 'stuck', checks: { pool: 'stuck' } });
    } finally {
      for (const client of held) client.release();
    }
    await api.http.get('/api/treatments').expect(200);
    expect((await api.http.get('/api/health/live').expect(200)).body).toMatchObject({ status: 'ok', checks: { pool: 'ok' } });
  });

  it('cancels a statement that runs past DB_STATEMENT_TIMEOUT_MS and answers 503 in the envelope', async () => {
    const holder = await sideConnection();
    try {
      await holder.query('begin');
      await holder.query('lock table hospitals in access exclusive mode');
      // The lock is held until the end: the answer can only come from the statement's cancellation.
      const res = await api.http.get('/api/hospitals?q=unasked-burst-search').timeout(8_000);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.body.message).toBe('The service is busy right now. Please try again in a moment.');
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  });

  /** Ends the API's backend that waits for `table`'s lock, while the test holds that lock. */
  async function terminateWhileWaiting(table: string, send: () => Promise<Response>): Promise<Response> {
    const holder = await sideConnection();
    try {
      await holder.query('begin');
      await holder.query(`lock table ${table} in access exclusive mode`);
      const answer = Promise.resolve(send()); // sent now (supertest sends when awaited)
      const [waiting] = await waitFor(async () => {
        const { rows } = await side.query(
          `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> $1`,
          [(holder as unknown as { processID: number }).processID],
        );
        return rows.length ? rows : undefined;
      }, 'the API to wait for the lock');
      await side.query('select pg_terminate_backend($1)', [waiting.pid]);
      await holder.query('rollback');
      return await answer;
    } finally {
      await holder.end();
    }
  }

  it('runs a read again on a fresh connection when PostgreSQL ends its connection', async () => {
    // A search nobody asked before: computed by the database, not taken from the catalogue's cache.
    const res = await terminateWhileWaiting('hospitals', () => api.http.get('/api/hospitals?q=selangor%20joint').timeout(8_000));
    expect(res.status).toBe(200);
    expect(res.body.items.map((h: { name: string }) => h.name)).toContain('Selangor Joint & Spine Institute (Demo)');
  });

  it('answers 503 (never 500) when PostgreSQL ends the connection of a write', async () => {
    const res = await terminateWhileWaiting('contact_messages', () =>
      api.http
        .post('/api/contact')
        .set('X-Forwarded-For', uniqueIp()) // its own address: the contact form's limit per address is not this test's
        .send({
          name: 'Amina Diallo',
          email: 'amina@test.example',
          country: 'Egypt',
          message: 'How long is the recovery after knee surgery?',
        })
        .timeout(8_000),
    );
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    // The broken connection is not kept checked out: both connections of the pool serve again, and
    // the pool can be closed (it waits for every client to come back).
    await Promise.all([1, 2, 3].map((i) => api.http.get(`/api/hospitals?q=after-the-drop-${i}`).timeout(5_000).expect(200)));
    const pool = (await api.em.getConnection().getNativeClient()) as pg.Pool;
    await waitFor(() => pool.totalCount === pool.idleCount || undefined, 'every client back in the pool', 5_000);
  });
});
