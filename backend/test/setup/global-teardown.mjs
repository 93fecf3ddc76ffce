import { rmSync } from 'node:fs';
import pg from 'pg';

export default async function globalTeardown() {
  const name = globalThis.__TEST_DATABASE__;
  if (!name || process.env.KEEP_TEST_DATABASE) return;
  rmSync(globalThis.__TEST_RUN_DIR__, { recursive: true, force: true });
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  // The template and each test file's copy of it.
  const { rows } = await admin.query(`select datname from pg_database where datname = $1 or datname like $2`, [name, `${name}\\_%`]);
  for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  await admin.end();
}
