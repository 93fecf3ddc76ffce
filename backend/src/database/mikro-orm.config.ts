import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import type { AppConfig } from '../config/app-config.js';
import { releaseDeadClients } from '../common/database/release-dead-clients.js';
import { watchPool } from '../common/process-load.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

/**
 * The one MikroORM configuration, used by the API, the worker, the CLI and the tests. With
 * `config.database` (the API and the worker), every wait on the database is bounded: taking a
 * connection from the pool (pg-pool's `connectionTimeoutMillis`, which also bounds the wait in its
 * queue when every connection is in use), each statement, and a transaction left idle; the last two
 * are session settings sent by `pg` when it opens each connection. A client whose connection the
 * server ended inside a transaction is given back to the pool (releaseDeadClients). Migrations run
 * without them. Replicas (`DATABASE_REPLICA_URLS`) get the same pool and bounds.
 */
export function ormConfig(config: Pick<AppConfig, 'databaseUrl'> & Partial<Pick<AppConfig, 'database' | 'databaseReplicaUrls'>>) {
  const bounds = config.database;
  return defineConfig({
    clientUrl: config.databaseUrl,
    // Replicas answer only the reads that ask for one (`connectionType: 'read'`: the public catalogue's,
    // see CatalogueCache); everything else, and everything after a write, stays on the primary.
    replicas: (config.databaseReplicaUrls ?? []).map((clientUrl, index) => ({ name: `replica-${index + 1}`, clientUrl })),
    preferReadReplicas: false,
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
    pool: { min: 0, max: bounds?.poolSize ?? 10 },
    ...(bounds && {
      driverOptions: {
        onPoolCreated: (pool: Parameters<typeof releaseDeadClients>[0]) => {
          releaseDeadClients(pool);
          watchPool(pool); // for liveness and load shedding (common/process-load.ts)
        },
        connectionTimeoutMillis: bounds.acquireTimeoutMs,
        statement_timeout: bounds.statementTimeoutMs,
        idle_in_transaction_session_timeout: bounds.idleInTransactionTimeoutMs,
      },
    }),
    // No SQL in logs by default: queries can hold personal data.
    debug: false,
    forceUtcTimezone: true,
  });
}
