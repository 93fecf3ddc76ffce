import pg from 'pg';

export default async function globalTeardown() {
  const name = globalThis.__TEST_DATABASE__;
  if (!name || process.env.KEEP_TEST_DATABASE) return;
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
