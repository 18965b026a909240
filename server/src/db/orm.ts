import type { MikroORM } from '@mikro-orm/postgresql';

/** The connected ORM (initOrm in database-start.ts connects it with the entity list). */
export type Orm = MikroORM;
