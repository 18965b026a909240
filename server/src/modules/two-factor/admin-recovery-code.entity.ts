import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { AdminUser } from '../auth/admin-user.entity.js';

/** One of an account's 10 single-use recovery codes, kept as argon2id (salted) of its keyed hash (recovery-codes.ts). */
@Entity({ tableName: 'admin_recovery_code' })
@Unique({ properties: ['user', 'codeHash'] })
export class AdminRecoveryCode extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'usedAt';

  @ManyToOne(() => AdminUser, { deleteRule: 'cascade' })
  user!: AdminUser;

  @Property({ type: 'text', hidden: true })
  codeHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}
