import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Server-side admin sessions, in the table layout connect-pg-simple (the express-session store) uses.
 * Declared here so migrations own the table.
 */
@Entity({ tableName: 'admin_session' })
export class AdminSession {
  @PrimaryKey({ type: 'string', columnType: 'varchar' })
  sid!: string;

  @Property({ type: 'json', columnType: 'json' })
  sess!: Record<string, unknown>;

  @Index({ name: 'admin_session_expire_index' })
  @Property({ type: 'datetime', columnType: 'timestamp(6)' })
  expire!: Date;
}
