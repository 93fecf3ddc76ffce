import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { createApi } from '../../src/api.factory.js';
import { AppConfig } from '../../src/config/app-config.js';
import { migrate } from '../../src/database/migrate.js';
import { seedDatabase } from '../../src/database/seeders/seed.js';
import { WorkerModule } from '../../src/worker.module.js';

let prepared: Promise<void> | undefined;

/** Migrates and seeds the run's database once per test file (both are idempotent). */
export function prepareDatabase(): Promise<void> {
  return (prepared ??= (async () => {
    const config = new AppConfig();
    await migrate(config.databaseUrl);
  })());
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return new AppConfig({ ...process.env, ...overrides });
}

export interface TestApi {
  app: INestApplication;
  http: ReturnType<typeof request>;
  em: EntityManager;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real API module graph over HTTP (supertest), on the run's database and Redis. */
export async function startApi(overrides: Record<string, string> = {}): Promise<TestApi> {
  await prepareDatabase();
  const config = testConfig(overrides);
  const app = await createApi(config, { serveWeb: false });
  await app.init();
  const em = app.get(MikroORM).em.fork() as EntityManager;
  await seedDatabase(em, { demoHospitals: true, demoAccounts: false });
  return { app, http: request(app.getHttpServer()), em, config, close: () => app.close() };
}

/** The real worker module graph (processors + outbox relay). */
export async function startWorker(overrides: Record<string, string> = {}): Promise<INestApplicationContext> {
  await prepareDatabase();
  const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(testConfig(overrides)), { logger: false });
  await worker.init();
  return worker;
}
