import 'reflect-metadata';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { entities } from './server/src/entities.js';
import { migrationsList } from './server/src/db/migrations/index.js';

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
    pool: { min: 0, max: 10 },
    ...overrides,
  });
}

export default ormConfig(process.env.DATABASE_URL ?? 'postgresql://postgres@localhost:5432/kculture');
