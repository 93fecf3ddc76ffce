import pg from 'pg';

/**
 * Creates the database named in `databaseUrl` if it does not exist yet, by connecting to the
 * server's `postgres` maintenance database. Safe to call concurrently.
 *
 * A plain `pg` client, not the ORM: it runs before the ORM can connect (the database may not exist
 * yet), on another database, and CREATE DATABASE cannot take a bound parameter for its name.
 */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === '42P04') return false; // created meanwhile by another process
      throw error;
    }
  } finally {
    await client.end();
  }
}
