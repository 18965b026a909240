import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';

/**
 * One admin change (issue 24 point 5): who, when, from where, and the changed fields before and after.
 * Append-only: a trigger refuses UPDATE and DELETE. Kept at least a year: nothing deletes entries.
 */
@ObjectType({
  description:
    'One admin change: who, when, from where, and the changed fields before and after. Append-only. Admin session only.',
})
@Entity({ tableName: 'audit_entry' })
@Index({ properties: ['at'] })
@Index({ properties: ['username', 'at'] })
@Index({ properties: ['kind', 'at'] })
export class AuditEntry {
  [OptionalProps]?: 'at';

  @Field(() => Int, { description: 'Unique id of the entry.' })
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Field(() => GraphQLISODateTime, { description: 'When it was done (ISO 8601, UTC).' })
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  at: Date = new Date();

  /** The account; no foreign key, so the trail outlives any change to accounts. */
  @Property({ type: 'integer' })
  adminUserId!: number;

  @Field({ description: 'The admin who did it.' })
  @Property({ type: 'text' })
  username!: string;

  /** The request's network address (GraphQL: the resolver's field, hidden from staff for others' entries). */
  @Property({ type: 'text' })
  address!: string;

  @Field({ description: "What was done: 'item.update', 'booking.status', 'payment.record'..." })
  @Property({ type: 'text' })
  kind!: string;

  @Field({ description: "What kind of thing changed: 'item', 'booking', 'payment'..." })
  @Property({ type: 'text' })
  targetType!: string;

  @Field({ description: 'Id of the thing that changed.' })
  @Property({ type: 'text' })
  targetId!: string;

  /** The changed fields' values before (null on a creation). */
  @Property({ type: 'json', nullable: true })
  before?: Record<string, unknown> | null;

  /** The changed fields' values after (null on a deletion). */
  @Property({ type: 'json', nullable: true })
  after?: Record<string, unknown> | null;
}
