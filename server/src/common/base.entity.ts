import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';

/** id, createdAt and updatedAt shared by every table the app owns. */
@ObjectType()
export abstract class BaseEntity {
  @Field(() => Int, { description: 'Unique id within its type.' })
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Field(() => GraphQLISODateTime, { description: 'When it was created (ISO 8601 date-time, UTC).' })
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => GraphQLISODateTime, { description: 'When it was last changed (ISO 8601 date-time, UTC).' })
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
