import pg from 'pg';
import { CatalogueCache } from '../src/modules/catalogue/catalogue-cache.js';
import { startApi, type TestApi } from './support/app.js';

/**
 * The public catalogue answers are reused while the catalogue is unchanged (CatalogueCache and the
 * catalogue_version triggers). What a visitor must never notice: an answer older than the catalogue
 * committed when they asked.
 */
describe('catalogue answers reused until the catalogue changes', () => {
  let api: TestApi;
  let db: pg.Client;
  beforeAll(async () => {
    api = await startApi();
    db = new pg.Client({ connectionString: api.config.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await api.close();
  });

  /** Work on a connection of its own; ending it rolls back a transaction that a failed assertion left open. */
  const onOwnConnection = async (work: (client: pg.Client) => Promise<void>) => {
    const client = new pg.Client({ connectionString: api.config.databaseUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };

  const version = async () => BigInt((await db.query<{ version: string }>('select version::text from catalogue_version')).rows[0].version);

  describe('the catalogue version', () => {
    it('goes up once per committed transaction, however many catalogue rows it writes', async () => {
      const before = await version();
      await onOwnConnection(async (writer) => {
        await writer.query('begin');
        await writer.query(`update hospitals set doctor_count = doctor_count where is_demo`);
        await writer.query(`update treatments set name = name`);
        await writer.query(`update countries set name = name where code = 'MY'`);
        expect(await version()).toBe(before); // deferred to the commit
        await writer.query('commit');
      });
      expect(await version()).toBe(before + 1n);
    });

    it('stays put when a transaction rolls back or writes no catalogue table', async () => {
      const before = await version();
      await onOwnConnection(async (writer) => {
        await writer.query('begin');
        await writer.query(`update hospitals set doctor_count = doctor_count + 1 where slug = 'straits-heart-vascular-centre'`);
        await writer.query('rollback');
      });
      // A table outside the catalogue, with rows (settings are part of it: the contact details its pages show).
      expect((await db.query(`update emergency_numbers set number = number`)).rowCount).toBeGreaterThan(0);
      expect(await version()).toBe(before);
    });
  });

  describe('the public lists', () => {
    const search = async (q: string) =>
      (await api.http.get(`/api/hospitals?q=${encodeURIComponent(q)}`).expect(200)).body.items.map((h: { slug: string }) => h.slug);

    it('never show a change before it is committed, and show it as soon as it is', async () => {
      expect(await search('Straits Heart')).toEqual(['straits-heart-vascular-centre']);
      const {
        rows: [{ name }],
      } = await db.query<{ name: string }>(`select name from hospitals where slug = 'straits-heart-vascular-centre'`);
      try {
        await onOwnConnection(async (editor) => {
          await editor.query('begin');
          await editor.query(`update hospitals set name = 'Straits Cardiac Centre' where slug = 'straits-heart-vascular-centre'`);
          expect(await search('Straits Cardiac')).toEqual([]);
          expect(await search('Straits Heart')).toEqual(['straits-heart-vascular-centre']);
          await editor.query('commit');
        });
        expect(await search('Straits Cardiac')).toEqual(['straits-heart-vascular-centre']);
        expect(await search('Straits Heart')).toEqual([]);
      } finally {
        await db.query(`update hospitals set name = $1 where slug = 'straits-heart-vascular-centre'`, [name]);
      }
      expect(await search('Straits Heart')).toEqual(['straits-heart-vascular-centre']);
    });

    it('follow a renamed country everywhere it is shown: hospitals, filters, treatments, a treatment page, destinations', async () => {
      const seen = async () => {
        const [hospitals, filters, treatments, treatment, destinations] = await Promise.all(
          [
            '/api/hospitals?country=MY',
            '/api/hospitals/filters',
            '/api/treatments?pageSize=50',
            '/api/treatments/hip-replacement',
            '/api/destinations',
          ].map(async (path) => (await api.http.get(path).expect(200)).body),
        );
        return [
          hospitals.items[0].country.name,
          filters.countries.find((c: { code: string }) => c.code === 'MY').name,
          treatments.items
            .find((t: { slug: string }) => t.slug === 'hip-replacement')
            .availableIn.find((c: { code: string }) => c.code === 'MY').name,
          treatment.offers.find((o: { hospital: { country: { code: string } } }) => o.hospital.country.code === 'MY').hospital.country.name,
          destinations.items.find((d: { code: string }) => d.code === 'MY').name,
        ];
      };
      expect(await seen()).toEqual(Array(5).fill('Malaysia'));
      await db.query(`update countries set name = 'Malaysia (renamed)' where code = 'MY'`);
      try {
        expect(await seen()).toEqual(Array(5).fill('Malaysia (renamed)'));
      } finally {
        await db.query(`update countries set name = 'Malaysia' where code = 'MY'`);
      }
      expect(await seen()).toEqual(Array(5).fill('Malaysia'));
    });
  });

  describe('the cache itself', () => {
    let cache: CatalogueCache;
    beforeAll(() => (cache = api.app.get(CatalogueCache)));

    /** A load that counts its calls and answers its key with the call number. */
    const counting = () => {
      let calls = 0;
      const load = async () => ++calls;
      return { load, calls: () => calls };
    };

    it('computes an answer once per catalogue version, also for concurrent requests', async () => {
      const { load, calls } = counting();
      expect(await Promise.all([cache.read('test:once', load), cache.read('test:once', load)])).toEqual([1, 1]);
      expect(await cache.read('test:once', load)).toBe(1);
      expect(calls()).toBe(1);

      await db.query(`update specializations set name = name where slug = 'cardiology'`);
      expect(await cache.read('test:once', load)).toBe(2);
      expect(calls()).toBe(2);
    });

    it('does not keep failures', async () => {
      let calls = 0;
      const failing = async () => {
        calls++;
        throw new Error('database unavailable');
      };
      await expect(cache.read('test:failing', failing)).rejects.toThrow('database unavailable');
      await expect(cache.read('test:failing', failing)).rejects.toThrow('database unavailable');
      expect(calls).toBe(2);
    });

    it('keeps at most 500 answers, dropping the least recently used', async () => {
      const first = counting();
      const recent = counting();
      await cache.read('test:first', first.load);
      await cache.read('test:recent', recent.load);
      for (let i = 0; i < 499; i++) {
        await cache.read(`test:filler-${i}`, async () => i);
        if (i % 100 === 0) await cache.read('test:recent', recent.load); // keeps it recently used
      }
      await cache.read('test:first', first.load);
      await cache.read('test:recent', recent.load);
      expect(first.calls()).toBe(2);
      expect(recent.calls()).toBe(1);
    });
  });
});
