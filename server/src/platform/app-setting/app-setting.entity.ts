import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Values kept in the database so that every instance on it uses the same one: those the app makes
 * for itself (the generated session secret: written once, never changed) and the settings staff
 * choose in the back office (automatic cancellation, payment instructions).
 */
@Entity({ tableName: 'app_setting' })
export class AppSetting {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'text' })
  value!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
