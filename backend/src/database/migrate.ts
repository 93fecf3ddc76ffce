import { MikroORM } from '@mikro-orm/postgresql';
import { ensureDatabase } from './ensure-database.js';
import { ormConfig } from './mikro-orm.config.js';

/**
 * Creates the database if it does not exist, then applies pending migrations; returns their names.
 * `silent`: without a line per migration (the test suite migrates its template quietly).
 */
export async function migrate(databaseUrl: string, options: { silent?: boolean } = {}): Promise<string[]> {
  if (await ensureDatabase(databaseUrl)) console.log(`Created database ${new URL(databaseUrl).pathname.slice(1)}`);
  const config = ormConfig({ databaseUrl });
  const orm = await MikroORM.init({ ...config, migrations: { ...config.migrations, silent: options.silent } });
  try {
    const applied = await orm.migrator.up();
    return applied.map((m) => m.name);
  } finally {
    await orm.close();
  }
}
