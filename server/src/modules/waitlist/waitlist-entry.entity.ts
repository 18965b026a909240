import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { LanguageEnum, WaitlistStatusEnum } from '../../common/enums.js';
import { Experience } from '../experience/experience.entity.js';

/**
 * A guest in a full slot's queue (domain/waitlist.ts). Personal data: staff see it in the desk, the
 * public answers never carry it. The leave and offer tokens are stored as their SHA-256 (each is 256
 * random bits: a hash is enough, and a copy of the database gives no link).
 */
@ObjectType({ description: "A guest in a slot's waitlist, as staff see it. Admin session only." })
@Entity({ tableName: 'waitlist_entry' })
@Index({ properties: ['experience', 'bookingDate', 'timeSlot', 'status', 'id'] })
export class WaitlistEntry extends BaseEntity {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'status'
    | 'itemId'
    | 'offerTokenHash'
    | 'offerBookingId'
    | 'offeredAt'
    | 'offerExpiresAt'
    | 'offeredBy'
    | 'bookingId'
    | 'answeredAt';

  @ManyToOne(() => Experience, { deleteRule: 'cascade', updateRule: 'cascade' })
  experience!: Experience;

  @Field(() => Int, { description: 'Id of the experience.' })
  @Property({ persist: false })
  get itemId(): number {
    return this.experience.id;
  }

  @Field({ description: 'Date of the slot, YYYY-MM-DD (Asia/Seoul).' })
  @Property({ type: 'date' })
  bookingDate!: string;

  @Field({ description: 'Slot start time, HH:mm (Asia/Seoul).' })
  @Property({ length: 5 })
  timeSlot!: string;

  @Field({ description: 'Name the guest gave.' })
  @Property({ type: 'text' })
  guestName!: string;

  @Field({ description: 'E-mail the guest gave (lower-cased).' })
  @Property({ length: 254 })
  guestEmail!: string;

  @Field({ description: 'Phone, E.164.' })
  @Property({ length: 32 })
  guestPhone!: string;

  @Field(() => Int, { description: 'Guests in the party.' })
  @Property({ type: 'smallint' })
  numberOfGuests!: number;

  @Field(() => LanguageEnum, { description: 'Language the guest joined in; their mails use it.' })
  @Enum({ items: () => LanguageEnum })
  language!: LanguageEnum;

  @Field(() => WaitlistStatusEnum, { description: 'Where the entry stands.' })
  @Enum({ items: () => WaitlistStatusEnum, default: WaitlistStatusEnum.waiting })
  status: WaitlistStatusEnum = WaitlistStatusEnum.waiting;

  @Property({ length: 64, unique: true, hidden: true })
  leaveTokenHash!: string;

  @Property({ length: 64, nullable: true, unique: true, hidden: true })
  offerTokenHash?: string | null;

  /** The `offered` booking holding the seats while the guest answers (deleted when accepted). */
  @Field(() => Int, { nullable: true, description: 'The booking that holds the offered seats, while open.' })
  @Property({ type: 'integer', nullable: true })
  offerBookingId?: number | null;

  @Field(() => Date, { nullable: true, description: 'When seats were last offered.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  offeredAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the open offer ends.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  offerExpiresAt?: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'The staff member who offered by hand; null: the queue.',
  })
  @Property({ type: 'text', nullable: true })
  offeredBy?: string | null;

  @Field(() => Int, { nullable: true, description: 'The booking made when the guest accepted.' })
  @Property({ type: 'integer', nullable: true })
  bookingId?: number | null;

  @Field(() => Date, { nullable: true, description: 'When the guest accepted, declined or left.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  answeredAt?: Date | null;
}
