import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Settings an owner changes in the back office (app_setting holds what the app makes for itself). */
@Entity({ tableName: 'admin_setting' })
export class AdminSetting {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'json', columnType: 'jsonb' })
  value!: unknown;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
