import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { AdminRole } from '../../common/enums.js';

// The role lives with the app's other choice lists (the request context names it too).
export { AdminRole };

@ObjectType({ description: 'A back-office account (owner or staff). Seen by itself (me) and by owners.' })
@Entity({ tableName: 'admin_user' })
export class AdminUser extends BaseEntity {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'role'
    | 'email'
    | 'disabledAt'
    | 'twoFactorEnabled'
    | 'twoFactorLocked'
    | 'totpFailures';

  @Field({ description: 'Name to sign in with.' })
  @Unique()
  @Property({ length: 64 })
  username!: string;

  /** argon2id hash; never exposed. */
  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  @Field(() => AdminRole, { description: 'Owner or staff.' })
  @Enum({ items: () => AdminRole, nativeEnumName: undefined, default: AdminRole.staff })
  role: AdminRole = AdminRole.staff;

  /** Where invitations and (later) password resets go; the account from the environment has none. */
  @Field(() => String, {
    nullable: true,
    description: 'Where invitations go; null for the account made from the environment.',
  })
  @Property({ type: 'text', nullable: true })
  email?: string | null;

  /** Set by an owner: the account cannot sign in and its sessions were ended. */
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When an owner disabled it (ISO 8601, UTC): it cannot sign in. Null: enabled.',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  disabledAt?: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'Last successful sign-in (ISO 8601, UTC); null: never.',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastLoginAt?: Date | null;

  /** The TOTP secret in use, encrypted (common/secrets.ts SecretBox); null without two-factor sign-in. */
  @Property({ type: 'text', nullable: true, hidden: true })
  totpSecret?: string | null;

  /** A secret being set up (shown once, not yet confirmed by a first code), encrypted. */
  @Property({ type: 'text', nullable: true, hidden: true })
  totpPendingSecret?: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When two-factor sign-in was turned on.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  totpEnabledAt?: Date | null;

  /** The time step of the last code accepted: that code, and older ones, never work again. */
  @Property({ type: new BigIntType('number'), nullable: true, hidden: true })
  totpLastStep?: number | null;

  /** Wrong second-factor codes in a row (the tenth locks the second factor); a right one resets it. */
  @Property({ type: 'integer', default: 0, hidden: true })
  totpFailures: number = 0;

  /** Set at the tenth wrong code in a row: no code works until a password reset or an owner unlocks it. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true, hidden: true })
  totpLockedAt?: Date | null;

  /** argon2 hash of the ADMIN_PASSWORD last applied to this account (only the account from the environment). */
  @Property({ type: 'text', nullable: true, hidden: true })
  envPasswordHash?: string | null;

  @Field({ description: 'Whether this account signs in with a TOTP code after the password.' })
  get twoFactorEnabled(): boolean {
    return Boolean(this.totpEnabledAt);
  }

  @Field({
    description:
      'Whether its second factor is locked after 10 wrong codes in a row (until a password reset or an owner unlocks it).',
  })
  get twoFactorLocked(): boolean {
    return Boolean(this.totpLockedAt);
  }
}
