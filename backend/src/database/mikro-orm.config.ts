import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import type { AppConfig } from '../config/app-config.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

/** The one MikroORM configuration, used by the API, the worker, the CLI and the tests. */
export function ormConfig(config: Pick<AppConfig, 'databaseUrl'>) {
  return defineConfig({
    clientUrl: config.databaseUrl,
    entities: ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: {
      migrationsList: MIGRATIONS,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    pool: { min: 0, max: 10 },
    // No SQL in logs by default: queries can hold personal data.
    debug: false,
    forceUtcTimezone: true,
  });
}
