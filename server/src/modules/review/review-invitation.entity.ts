import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { Review } from './review.entity.js';

/**
 * The one-time token of a booking's review invitation mail, kept only as its keyed hash: a review
 * written with it is a verified one, published at once. Written with the mail (booking-mail.schedule).
 */
@Entity({ tableName: 'review_invitation' })
export class ReviewInvitation extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @OneToOne(() => GuestBooking, { owner: true, deleteRule: 'cascade' })
  booking!: GuestBooking;

  /** SecretHasher.hash of the token with no salt, so the token is found by its hash. */
  @Property({ type: 'text', unique: true })
  tokenHash!: string;

  /** When a review was written with it: a token is accepted once. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;

  @ManyToOne(() => Review, { nullable: true, deleteRule: 'set null' })
  review?: Review | null;
}
