import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';

/**
 * A company that sells our seats through the OCTO API (docs/resellers.md): Klook, a travel agency, … It
 * books from the same calendar as the storefront, with its own API keys.
 */
@Entity({ tableName: 'reseller' })
export class Reseller extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'experienceIds' | 'commissionPercent' | 'disabledAt';

  @Property({ type: 'text' })
  name!: string;

  /** Where the operator reaches the reseller's team (never sent to guests). */
  @Property({ length: 254 })
  email!: string;

  /** The items it may sell; null: every active item. */
  @Property({ type: 'integer[]', nullable: true })
  experienceIds?: number[] | null;

  /** Its commission (or net-rate discount) in percent, shown on its bookings; null: none agreed. */
  @Property({ type: 'decimal', precision: 5, scale: 2, nullable: true })
  commissionPercent?: string | null;

  /** When the operator switched it off (every key refused); null: active. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  disabledAt?: Date | null;
}

/**
 * One API key of a reseller. Only a keyed hash of the key is stored (reseller.keys.ts); the key itself is
 * shown once. Several per reseller, so a key can be rotated without downtime.
 */
@Entity({ tableName: 'reseller_api_key' })
export class ResellerApiKey extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'revokedAt' | 'lastUsedAt';

  @ManyToOne(() => Reseller, { deleteRule: 'cascade' })
  reseller!: Reseller;

  /** reseller.keys.ts `apiKeyHash`: the same for the same key, so a request finds its key by it. */
  @Property({ type: 'text', unique: true, hidden: true })
  keyHash!: string;

  /** The key's first characters, to tell keys apart in lists (never enough to use it). */
  @Property({ length: 16 })
  prefix!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsedAt?: Date | null;
}
