import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { AdminRole, AdminUser } from '../auth/admin-user.entity.js';

/** An owner's invitation to join the back office: one link, valid 72 hours, used once. */
@ObjectType({
  description:
    "An owner's invitation to join the back office: one link, valid 72 hours, used once. Owner only.",
})
@Entity({ tableName: 'staff_invitation' })
export class StaffInvitation extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'acceptedAt' | 'revokedAt' | 'invitedBy' | 'user';

  @Field({ description: 'Address the link was sent to.' })
  @Property({ type: 'text' })
  email!: string;

  @Field(() => AdminRole, { description: 'The role the new account gets.' })
  @Enum({ items: () => AdminRole })
  role!: AdminRole;

  /** The link's token, keyed-hashed; never exposed. */
  @Unique()
  @Property({ type: 'text', hidden: true })
  tokenHash!: string;

  @Field(() => GraphQLISODateTime, { description: 'When the link stops working (ISO 8601, UTC).' })
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the account was made from it (ISO 8601, UTC); null: not used yet.',
  })
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
