import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { AdminUser } from './admin-user.entity.js';

/** A password reset link: valid one hour, used once, its token kept as a keyed hash. */
@Entity({ tableName: 'password_reset' })
export class PasswordReset extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'usedAt';

  @Index()
  @ManyToOne(() => AdminUser, { deleteRule: 'cascade' })
  user!: AdminUser;

  @Unique()
  @Property({ type: 'text', hidden: true })
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  /** Used, or replaced by a newer link. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}
