// A fresh database and a private queue prefix for every run, so that runs never see each
// other's data and a running development worker never picks up test jobs.
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
  process.env.DATABASE_URL = base.toString();
  process.env.QUEUE_PREFIX = `test-${randomBytes(4).toString('hex')}`;
  process.env.MAIL_CAPTURE_DIR = mkdtempSync(join(tmpdir(), 'medtour-mail-'));
  process.env.RECORDS_DIR = mkdtempSync(join(tmpdir(), 'medtour-records-'));
  process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';
  process.env.OUTBOX_POLL_MS = '100';
  globalThis.__TEST_DATABASE__ = name;
}
