import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { AdminUser } from './admin-user.entity.js';

/** An e-mail change waiting for its confirmation: a link to the new address, valid 24 hours, used once. */
@Entity({ tableName: 'admin_email_change' })
export class AdminEmailChange extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'usedAt';

  @Index()
  @ManyToOne(() => AdminUser, { deleteRule: 'cascade' })
  user!: AdminUser;

  /** The new address, as typed (trimmed, lower case). */
  @Property({ type: 'text' })
  email!: string;

  /** The link's token, keyed-hashed; never exposed. */
  @Unique()
  @Property({ type: 'text', hidden: true })
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  /** Confirmed, or replaced by a newer change. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}
