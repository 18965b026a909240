import { stripVTControlCharacters } from 'node:util';
import type { MikroORM as MikroORMType } from '@mikro-orm/postgresql';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../../mikro-orm.config.js';
import type { Logger } from '../common/logger.js';

export type Orm = MikroORMType;

/** Connects the ORM and brings the schema up to date with the committed migrations. */
export async function initOrm(url: string, logger?: Logger, onQuery?: (sql: string) => void): Promise<Orm> {
  const orm = await MikroORM.init(
    ormConfig(url, {
      debug: onQuery ? ['query'] : false,
      logger: (line) => {
        // MikroORM colours its lines when it thinks a terminal is attached.
        const message = stripVTControlCharacters(line);
        if (onQuery && message.startsWith('[query]')) onQuery(message);
        else logger?.debug({ orm: message }, 'mikro-orm');
      },
    }),
  );
  await orm.migrator.up();
  return orm;
}
