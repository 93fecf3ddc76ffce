import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import request from 'supertest';
import { createApi } from '../../src/api.factory.js';
import { forgetStartUpDelays } from '../../src/common/process-load.js';
import { AppConfig } from '../../src/config/app-config.js';
import { migrate } from '../../src/database/migrate.js';
import { ormConfig } from '../../src/database/mikro-orm.config.js';
import { seedDatabase } from '../../src/database/seeders/seed.js';
import { WorkerModule } from '../../src/worker.module.js';

let prepared: Promise<void> | undefined;

/** "Source database is being accessed by other users": the template is being migrated or copied. */
const OBJECT_IN_USE = '55006';

/**
 * The database of this test file: a copy of the run's migrated and seeded template database
 * (`CREATE DATABASE … TEMPLATE`), so that no file sees rows another file wrote and assertions
 * can be exact. Sets DATABASE_URL for the file. Files run in parallel (jest workers): the first to
 * get here migrates and seeds the template (the demo catalogue and hospitals, no demo accounts, as
 * every API start of the suite once seeded its own copy: some 100 seedings a run) under an advisory
 * lock, which the others wait for, and each copies it (a copy fails while anyone is connected to
 * the template, as the migration's connections may be for a moment).
 */
export function prepareDatabase(): Promise<void> {
  return (prepared ??= (async () => {
    const template = new URL(process.env.TEST_TEMPLATE_DATABASE_URL!);
    const copy = new URL(template);
    copy.pathname = `${template.pathname}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: new URL('/postgres', template).toString() });
    await admin.connect();
    try {
      await admin.query(`select pg_advisory_lock(hashtext($1))`, [template.pathname]);
      await readyTemplate(admin, template);
      // Copies run side by side: each reads the template without connecting to it.
      await admin.query(`select pg_advisory_unlock(hashtext($1))`, [template.pathname]);
      for (let attempt = 1; ; attempt++) {
        try {
          await admin.query(`create database "${copy.pathname.slice(1)}" template "${template.pathname.slice(1)}"`);
          break;
        } catch (error) {
          // The migration's connections may take a moment to end.
          if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    } finally {
      await admin.end(); // ends the session, and with it the lock if still held
    }
    process.env.DATABASE_URL = copy.toString();
  })());
}

/** The comment the first file of a run leaves on the template once it is migrated and seeded. */
const TEMPLATE_READY = 'migrated and seeded';

/**
 * Migrates and seeds the template, once a run: the first file to hold the lock does it and marks the template, and the
 * others read the mark (a migrator's start, even with nothing to apply, took some 1.7 s of each of 87 files).
 */
async function readyTemplate(admin: pg.Client, template: URL): Promise<void> {
  const name = template.pathname.slice(1);
  const { rows } = await admin.query<{ mark: string | null }>(
    `select shobj_description(oid, 'pg_database') as mark from pg_database where datname = $1`,
    [name],
  );
  if (rows[0]?.mark === TEMPLATE_READY) return;
  await migrate(template.toString(), { silent: true });
  const orm = await MikroORM.init(ormConfig({ databaseUrl: template.toString() }));
  try {
    const em = orm.em.fork() as EntityManager;
    const [{ seeded }] = await em.execute<{ seeded: boolean }[]>(`select exists (select 1 from countries where is_destination) as seeded`);
    if (!seeded) await seedDatabase(em, { demoHospitals: true, demoAccounts: false });
  } finally {
    await orm.close();
  }
  await admin.query(`comment on database "${name}" is '${TEMPLATE_READY}'`);
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return new AppConfig({ ...process.env, ...overrides });
}

export interface TestApi {
  app: INestApplication;
  http: ReturnType<typeof request>;
  em: EntityManager;
  config: AppConfig;
  /** The worker beside it (`startApiWithWorker`). */
  worker?: INestApplicationContext;
  close(): Promise<void>;
}

/**
 * How long a test file's `beforeAll` may take to start the API serving the site (`serveWeb`), which readies the
 * assistant first: some 5 s alone, but over Jest's 30 s beside a full run's other files on a loaded two-core machine
 * (web.int-spec.ts, 2026-12-02, and sign-in-link.int-spec.ts before it), which failed the whole file.
 */
export const SITE_START_TIMEOUT_MS = 120_000;

/** The real API module graph over HTTP (supertest), on the file's database (seeded: see prepareDatabase) and the run's Redis. */
export async function startApi(overrides: Record<string, string> = {}, options: { serveWeb?: boolean } = {}): Promise<TestApi> {
  await prepareDatabase();
  // The site's pages are served as in production, with the assistant's catalogue and reader readied at start: built
  // by the first dashboard instead, beside a full run's other files, they held its loaders' API calls past their 10 s
  // (a full run of 2026-12-01, not-owed-on-the-card: "We could not load the hospitals").
  const config = testConfig({ ...(options.serveWeb ? { AI_WARM_UP: 'true' } : {}), ...overrides });
  const app = await createApi(config, { serveWeb: options.serveWeb ?? false });
  // The patient site's loaders and actions call the API over HTTP on its own port.
  if (options.serveWeb) await app.listen(config.port, '127.0.0.1');
  else await app.init();
  forgetStartUpDelays(); // as main.ts does once the API has started

  const em = app.get(MikroORM).em.fork() as EntityManager;
  return { app, http: request(app.getHttpServer()), em, config, close: () => app.close() };
}

/** The real worker module graph (processors + outbox relay). */
export async function startWorker(overrides: Record<string, string> = {}): Promise<INestApplicationContext> {
  await prepareDatabase();
  const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(testConfig(overrides)), { logger: false });
  await worker.init();
  return worker;
}

/** The API and a worker beside it (for tests whose requests cause jobs: sign-ups, emails); `close` ends both. */
export async function startApiWithWorker(overrides: Record<string, string> = {}): Promise<TestApi> {
  const api = await startApi(overrides);
  const worker = await startWorker(overrides);
  return {
    ...api,
    worker,
    close: async () => {
      await worker.close();
      await api.close();
    },
  };
}
