import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Counters of rate-limiter-flexible's PostgreSQL store (its own table layout), shared by all app instances. */
@Entity({ tableName: 'rate_limit' })
export class RateLimitCounter {
  [OptionalProps]?: 'points';

  @PrimaryKey({ type: 'string', length: 255 })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  points: number = 0;

  @Property({ type: 'bigint', nullable: true })
  expire?: string | null;
}
