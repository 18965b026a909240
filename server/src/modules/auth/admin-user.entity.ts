import { OptionalProps } from '@mikro-orm/core';
import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';

@ObjectType()
@Entity({ tableName: 'admin_user' })
export class AdminUser extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @Field()
  @Unique()
  @Property({ length: 64 })
  username!: string;

  /** argon2id hash; never exposed. */
  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  @Field(() => GraphQLISODateTime, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastLoginAt?: Date | null;
}
