import { MikroORM } from '@mikro-orm/postgresql';
import { ensureDatabase } from './ensure-database.js';
import { ormConfig } from './mikro-orm.config.js';

/** Creates the database if it does not exist, then applies pending migrations; returns their names. */
export async function migrate(databaseUrl: string): Promise<string[]> {
  if (await ensureDatabase(databaseUrl)) console.log(`Created database ${new URL(databaseUrl).pathname.slice(1)}`);
  const orm = await MikroORM.init(ormConfig({ databaseUrl }));
  try {
    const applied = await orm.migrator.up();
    return applied.map((m) => m.name);
  } finally {
    await orm.close();
  }
}
