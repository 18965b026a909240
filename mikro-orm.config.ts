import 'reflect-metadata';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { entities } from './server/src/entities.js';
import { migrationsList } from './server/src/db/migrations/index.js';

/**
 * How long a pooled connection may stay idle before it is closed (the app's pool and the ORM's). A new
 * connection is a new PostgreSQL backend: forked, its catalogues read again, every prepared statement of
 * the hot paths (STORE, a reseller's confirmation) prepared and planned again. Closed after pg's default 10
 * seconds, a burst after any quiet spell paid all of that on ten connections at once: the OCTO bench's
 * open load, started after ~10 s of quiet, queued behind a 1.2 s stall (docs/performance.md, sixth pass).
 */
export const POOL_IDLE_TIMEOUT_MS = 5 * 60_000;

/** The one ORM configuration: used by the app, the tests and the migration tooling. */
export function ormConfig(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      path: 'server/src/db/migrations',
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      migrationsList,
    },
    forceUtcTimezone: true,
    pool: { min: 0, max: 10, idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS },
    ...overrides,
  });
}

export default ormConfig(process.env.DATABASE_URL ?? 'postgresql://postgres@localhost:5432/kculture');
