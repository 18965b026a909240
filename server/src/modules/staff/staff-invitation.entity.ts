import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { AdminRole, AdminUser } from '../auth/admin-user.entity.js';

/** An owner's invitation to join the back office: one link, valid 72 hours, used once. */
@ObjectType()
@Entity({ tableName: 'staff_invitation' })
export class StaffInvitation extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'acceptedAt' | 'revokedAt' | 'invitedBy' | 'user';

  @Field()
  @Property({ type: 'text' })
  email!: string;

  @Field(() => AdminRole)
  @Enum({ items: () => AdminRole })
  role!: AdminRole;

  /** The link's token, keyed-hashed; never exposed. */
  @Unique()
  @Property({ type: 'text', hidden: true })
  tokenHash!: string;

  @Field(() => GraphQLISODateTime)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  acceptedAt?: Date | null;

  /** Replaced by a newer invitation to the same address. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;

  @ManyToOne(() => AdminUser, { nullable: true, deleteRule: 'set null' })
  invitedBy?: AdminUser | null;

  /** The account made from it. */
  @ManyToOne(() => AdminUser, { nullable: true, deleteRule: 'set null' })
  user?: AdminUser | null;
}
