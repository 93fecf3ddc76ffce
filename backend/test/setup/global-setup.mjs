// A fresh database (the template of each test file's own) and a directory for the run's files, so that runs never see each
// other's data. Each file gets its own copy of the database, queue prefix, mail and records directories (jest.setup.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export default async function globalSetup() {
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  const name = `medtour_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  base.pathname = `/${name}`;
  process.env.NODE_ENV = 'test';
  // Migrated by the first test file, then copied for each file (support/app.ts, prepareDatabase).
  process.env.TEST_TEMPLATE_DATABASE_URL = base.toString();
  process.env.DATABASE_URL = base.toString();
  process.env.TEST_RUN_DIR = mkdtempSync(join(tmpdir(), 'medtour-test-'));
  process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';
  process.env.OUTBOX_POLL_MS = '100';
  // The assistant is readied when first asked, not at each of the suite's API starts (see AppConfig.aiWarmUp).
  process.env.AI_WARM_UP = 'false';
  // The suite sends far more than a person would from one address; the tests of limits set their own.
  process.env.RATE_LIMIT_CLIENT_PER_MINUTE = '1000000';
  process.env.RATE_LIMIT_USER_PER_MINUTE = '1000000';
  process.env.RATE_LIMIT_STAFF_WRITES_PER_MINUTE = '1000000';
  // Two cores running the suite delay every event loop far more than real traffic would: load shedding
  // is off, and the tests of shedding set their own thresholds.
  process.env.SHED_EVENT_LOOP_DELAY_MS = '0';
  process.env.SHED_POOL_WAIT_MS = '0';
  process.env.SHED_MAX_IN_FLIGHT = '0';
  // For the same reason a wait for a pooled connection is bounded at 20 s, not 3 s: the frozen evaluation's four
  // chats at a time once met a 503 busy beside the other files (2026-11-29). The tests of that bound set their own.
  process.env.DB_ACQUIRE_TIMEOUT_MS = '20000';
  // Redis too may answer a limit's hit late beside four files at once: a client's six requests were once counted partly
  // in the process (its fallback), and the sixth was let through (2026-11-29). Redis down still fails at once.
  process.env.RATE_LIMIT_REDIS_TIMEOUT_MS = '5000';
  globalThis.__TEST_DATABASE__ = name;
  globalThis.__TEST_RUN_DIR__ = process.env.TEST_RUN_DIR;
}
