import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { browserAgent, seededOffer, signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

/*
 * Issue 55: read replicas (DATABASE_REPLICA_URLS). A second database plays the replica: a copy of this file's database
 * made after the seed, which nothing replicates into, so the test decides when it "catches up" (its catalogue version)
 * and marks its rows to tell which database answered.
 */

const OBJECT_IN_USE = '55006';
const SLUG = 'selangor-joint-spine-institute';

/** A copy of `source` (nobody may be connected to it meanwhile), named after it. */
async function copyDatabase(source: URL): Promise<URL> {
  const copy = new URL(source);
  copy.pathname = `${source.pathname}_replica`;
  const admin = new pg.Client({ connectionString: new URL('/postgres', source).toString() });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database "${copy.pathname.slice(1)}" template "${source.pathname.slice(1)}"`);
        return copy;
      } catch (error) {
        // The closed API's connections may take a moment to end.
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 50) throw error;
        await sleep(100);
      }
    }
  } finally {
    await admin.end();
  }
}

describe('read replicas: the public catalogue from a replica that has caught up, everything else from the primary', () => {
  let api: TestApi;
  let replicaUrl: URL;
  let replica: pg.Client;

  /** The hospital named by the public search. */
  const listedName = async (): Promise<string> => {
    const res = await api.http.get('/api/hospitals').query({ q: 'Selangor Joint' }).expect(200);
    return (res.body.items as { slug: string; name: string }[]).find((h) => h.slug === SLUG)!.name;
  };
  const primaryVersion = async () =>
    (await api.em.getConnection().execute<{ version: string }[]>('select version::text from catalogue_version'))[0]!.version;
  /** The replica replays the primary up to now: its catalogue version is the primary's. */
  const catchUp = async () => replica.query('update catalogue_version set version = $1', [await primaryVersion()]);

  beforeAll(async () => {
    const seeding = await startApi(); // seeds this file's database, which the replica then copies
    await seeding.close();
    replicaUrl = await copyDatabase(new URL(process.env.DATABASE_URL!));
    replica = new pg.Client({ connectionString: replicaUrl.toString() });
    replica.on('error', () => undefined); // the last test ends every connection to the replica
    await replica.connect();
    api = await startApi({ DATABASE_REPLICA_URLS: replicaUrl.toString() });
  });
  afterAll(async () => {
    await api?.close();
    await replica?.end().catch(() => undefined);
  });

  it('answers the public catalogue from the replica once it has reached the primary’s catalogue version', async () => {
    await replica.query(`update hospitals set name = name || ' (replica)' where slug = $1`, [SLUG]);
    await replica.query(`update treatments set name = name || ' (replica)' where slug = 'hip-replacement'`);
    await replica.query(`update guide_entries set title = title || ' (replica)'`);
    await catchUp();

    expect(await listedName()).toMatch(/^Selangor Joint & Spine Institute.* \(replica\)$/);
    const treatments = await api.http.get('/api/treatments').query({ q: 'hip', lang: 'en' }).expect(200);
    expect(treatments.body.items.map((t: { name: string }) => t.name)).toContain('Hip Replacement (replica)');
    const treatment = await api.http.get('/api/treatments/hip-replacement').expect(200);
    expect(treatment.body.name).toBe('Hip Replacement (replica)');
    const guide = await api.http.get('/api/guide').query({ lang: 'en' }).expect(200);
    const titles = Object.values(guide.body as Record<string, { title: string }[]>).flat();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((entry) => entry.title.endsWith(' (replica)'))).toBe(true);
  });

  it('reads sessions, bookings and what a patient just wrote from the primary (the replica has never heard of them)', async () => {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user'); // after the copy: only the primary has them
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body.email).toBe(user.email);
    const offer = await seededOffer(api.em);
    const booking = (await agent.post('/api/bookings').send(offer).expect(201)).body;
    const read = await agent.get(`/api/bookings/${booking.id}`).expect(200);
    expect(read.body.id).toBe(booking.id);
    const mine = await agent.get('/api/bookings').expect(200);
    expect(mine.body.items.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    const { rows } = await replica.query('select count(*)::int as n from bookings where id = $1', [booking.id]);
    expect(rows[0].n).toBe(0);
  });

  it('shows a staff edit at once while the replica lags, and goes back to the replica when it has caught up', async () => {
    const admin = (await signedInAgent(api.app, api.em, 'admin')).agent;
    const { hospitalId } = await seededOffer(api.em);
    expect(await listedName()).toMatch(/\(replica\)$/);

    await admin.put(`/api/admin/hospitals/${hospitalId}`).send({ name: 'Selangor Joint & Spine Centre' }).expect(200);
    // The replica has not replayed the edit: the visitor still sees it, read on the primary.
    expect(await listedName()).toBe('Selangor Joint & Spine Centre');
    const treatment = await api.http.get('/api/treatments/hip-replacement').expect(200);
    expect(treatment.body.name).toBe('Hip Replacement');

    await replica.query(`update hospitals set name = 'Selangor Joint & Spine Centre (replica)' where slug = $1`, [SLUG]);
    await catchUp();
    await admin.put(`/api/admin/hospitals/${hospitalId}`).send({ city: 'Shah Alam' }).expect(200); // a new version to answer under
    await replica.query(`update hospitals set city = 'Shah Alam' where slug = $1`, [SLUG]);
    await catchUp();
    expect(await listedName()).toBe('Selangor Joint & Spine Centre (replica)');
  });

  it('answers from the primary while the replica cannot be reached', async () => {
    const admin = (await signedInAgent(api.app, api.em, 'admin')).agent;
    const { hospitalId } = await seededOffer(api.em);
    const database = replicaUrl.pathname.slice(1);
    const server = new pg.Client({ connectionString: new URL('/postgres', replicaUrl).toString() });
    await server.connect();
    await server.query(`alter database "${database}" allow_connections false`);
    await server.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [database]);
    try {
      await admin.put(`/api/admin/hospitals/${hospitalId}`).send({ name: 'Selangor Joint & Spine Hospital' }).expect(200);
      expect(await listedName()).toBe('Selangor Joint & Spine Hospital');
      const treatment = await browserAgent(api.app).get('/api/treatments/hip-replacement').expect(200);
      expect(treatment.body.name).toBe('Hip Replacement');
    } finally {
      await server.query(`alter database "${database}" allow_connections true`);
      await server.end();
    }
  });
});
