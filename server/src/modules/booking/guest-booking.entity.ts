import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { BookingStatusEnum, LanguageEnum } from '../../common/enums.js';
import { PAYMENT_WAYS, type PaymentWay } from '../../../../domain/payment.js';
import { Experience } from '../experience/experience.entity.js';

const TRGM = (name: string, column: string) =>
  `create index "${name}" on "guest_booking" using gin (${column} gin_trgm_ops)`;

/** A guest's booking application for one experience, date and slot. Personal data: admin eyes only. */
@ObjectType({
  description:
    'A booking application for one experience, date and slot, as staff see it. Admin session only (it holds personal data); guests see theirs as BookingLookup.',
})
@Entity({ tableName: 'guest_booking' })
// Capacity (confirmed guests and live holds) and the admin slot summaries read from the index alone.
@Index({
  name: 'guest_booking_slot_covering_index',
  properties: ['experience', 'bookingDate', 'timeSlot', 'status'],
  include: ['numberOfGuests', 'holdExpiresAt'],
})
// The hold expiry job: the waiting bookings by the end of their hold.
@Index({
  name: 'guest_booking_hold_expiry_index',
  expression: `create index "guest_booking_hold_expiry_index" on "guest_booking" ("hold_expires_at") where "status" in ('pending', 'awaiting_payment', 'offered')`,
})
// The admin list's default order (newest first), in a status tab too, at any page.
@Index({ properties: ['status', 'createdAt', 'id'] })
@Index({ properties: ['createdAt', 'id'] })
// Date filters and the day view: each day's first slots (time, item) from the index alone.
@Index({
  name: 'guest_booking_day_slot_item_index',
  properties: ['bookingDate', 'timeSlot', 'experience'],
  include: ['status', 'numberOfGuests'],
})
// A promo code's uses (counted under its lock when a booking is stored) and its bookings for staff.
@Index({
  name: 'guest_booking_promo_code_index',
  expression: `create index "guest_booking_promo_code_index" on "guest_booking" ("promo_code_id", "guest_email") where "promo_code_id" is not null`,
})
// The guest's look-up (e-mail, E.164 phone), and the pending applications of an e-mail.
@Index({ properties: ['guestEmail', 'guestPhone'] })
// The admin search (contains, case-insensitive; the phone by its digits): trigram indexes (pg_trgm).
@Index({
  name: 'guest_booking_name_trgm_index',
  expression: TRGM('guest_booking_name_trgm_index', '"guest_name"'),
})
@Index({
  name: 'guest_booking_email_trgm_index',
  expression: TRGM('guest_booking_email_trgm_index', '"guest_email"'),
})
@Index({
  name: 'guest_booking_phone_digits_trgm_index',
  expression: TRGM(
    'guest_booking_phone_digits_trgm_index',
    `(regexp_replace("guest_phone", '\\D', '', 'g'))`,
  ),
})
@Index({
  name: 'guest_booking_phone_national_trgm_index',
  expression: TRGM('guest_booking_phone_national_trgm_index', `(split_part("guest_phone", ' ', 2))`),
})
@Check({ name: 'guest_booking_guests_check', expression: 'number_of_guests >= 1' })
// Arrived or a no-show, never both; a partial arrival counts at least one guest (none is a no-show).
@Check({
  name: 'guest_booking_arrival_check',
  expression:
    '(checked_in_at is null or no_show_at is null) and (guests_arrived is null or guests_arrived >= 1)',
})
export class GuestBooking extends BaseEntity {
  [OptionalProps]?:
    | 'itemId'
    | 'createdAt'
    | 'updatedAt'
    | 'numberOfGuests'
    | 'status'
    | 'adminMemo'
    | 'specialRequests'
    | 'withOption'
    | 'totalPrice'
    | 'discount'
    | 'listPrice'
    | 'resellerId'
    | 'resellerReference'
    | 'octoUuid'
    | 'octoUnitItems'
    | 'checkedInAt'
    | 'checkedInById'
    | 'checkedInBy'
    | 'guestsArrived'
    | 'checkInDevice'
    | 'checkInScannedAt'
    | 'noShowAt'
    | 'noShowBy'
    | 'ticketNonce';

  // Bookings are records of money and people: an experience that has any cannot be deleted (deactivate it).
  @ManyToOne(() => Experience, { deleteRule: 'restrict', updateRule: 'cascade' })
  experience!: Experience;

  @Field(() => Int, { description: 'Id of the booked experience.' })
  @Property({ persist: false })
  get itemId(): number {
    return this.experience.id;
  }

  @Field({ description: 'Date of the visit, YYYY-MM-DD (Asia/Seoul).' })
  @Property({ type: 'date' })
  bookingDate!: string;

  @Field({ description: 'Slot start time, HH:mm (Asia/Seoul).' })
  @Property({ length: 5 })
  timeSlot!: string;

  @Field({ description: 'Name the guest gave.' })
  @Property({ type: 'text' })
  guestName!: string;

  /** Stored lower-cased so look-ups are exact. */
  @Field({ description: 'E-mail the guest gave (lower-cased).' })
  @Property({ length: 254 })
  guestEmail!: string;

  @Field({ description: 'Phone, E.164 (e.g. +821012345678); older rows as they were typed.' })
  @Property({ length: 32 })
  guestPhone!: string;

  /** argon2id hash of the guest's 6-digit code; never exposed. */
  @Property({ type: 'text', hidden: true })
  verificationCodeHash!: string;

  @Field(() => Int, {
    description: 'Guests on this booking; confirmed ones take this many seats of the slot.',
  })
  @Property({ type: 'smallint', default: 1 })
  numberOfGuests: number = 1;

  @Field(() => LanguageEnum, { description: 'Language the guest booked in; mails use it.' })
  @Enum({ items: () => LanguageEnum })
  language!: LanguageEnum;

  @Field(() => BookingStatusEnum, {
    description: 'Pending, awaiting payment, confirmed, cancelled or expired.',
  })
  @Enum({ items: () => BookingStatusEnum, default: BookingStatusEnum.pending })
  status: BookingStatusEnum = BookingStatusEnum.pending;

  /**
   * When the seats a `pending` or `awaiting_payment` booking holds come back (domain/holds.ts); a hold
   * past this instant counts for nothing, even before the expiry job marks the booking `expired`.
   */
  @Field(() => Date, {
    nullable: true,
    description:
      'When the hold of a pending or awaiting-payment booking ends (its seats come back); null otherwise.',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  holdExpiresAt?: Date | null;

  @Field({ description: 'Internal staff note, never shown to the guest (empty when none).' })
  @Property({ type: 'text', default: '' })
  adminMemo: string = '';

  @Field({ description: 'What the guest asked for (empty when nothing).' })
  @Property({ type: 'text', default: '' })
  specialRequests: string = '';

  @Field({ description: "The guest chose the item's option (optionText / optionPrice) for every guest." })
  @Property({ default: false })
  withOption: boolean = false;

  /** Fixed when the guest applies: a later price change does not alter what this booking costs. */
  @Field(() => Int, {
    description:
      'Total in KRW: (discounted price + option price when chosen) x guests, fixed when the guest applied.',
  })
  @Property({ type: 'integer', default: 0 })
  totalPrice: number = 0;

  // The promo code's snapshot (issue 41): what it took off, fixed when the guest applied; the list
  // price is totalPrice + discount. Amounts due, online payments, refunds, the CSV and reports read it.

  /** The code the booking was made with (its rules may change later; this stays). */
  @Field(() => String, {
    nullable: true,
    description: 'The promo code applied, as stored (upper-case); null: none.',
  })
  @Property({ type: 'text', nullable: true })
  promoCode?: string | null;

  /**
   * The code's row (modules/promo-code; a foreign key `on delete restrict` in the migration, as the
   * reseller's): its uses are the live bookings that point at it, so a used code is never deleted.
   */
  @Property({ type: 'integer', nullable: true, hidden: true })
  promoCodeId?: number | null;

  @Field(() => Int, { description: 'KRW the promo code took off (0: none), fixed when the guest applied.' })
  @Property({ type: 'integer', default: 0 })
  discount: number = 0;

  @Field(() => Int, { description: 'Total in KRW before the promo code: totalPrice + discount.' })
  @Property({ persist: false })
  get listPrice(): number {
    return this.totalPrice + this.discount;
  }

  /** Client-chosen key that makes a retried submit return the first booking. */
  @Unique()
  @Property({ length: 100, nullable: true, hidden: true })
  idempotencyKey?: string | null;

  /** SHA-256 of the request payload stored with the key, to refuse a different payload under the same key. */
  @Property({ length: 64, nullable: true, hidden: true })
  idempotencyFingerprint?: string | null;

  /** What the guest owes in KRW, fixed when staff approve (null before: an application owes nothing yet). */
  @Property({ type: 'integer', nullable: true })
  amountDue?: number | null;

  /** The payment deadline (YYYY-MM-DD, Asia/Seoul), set with the amount due; null when paid on site. */
  @Property({ type: 'date', nullable: true })
  paymentDueDate?: string | null;

  /**
   * How the guest pays, fixed with the amount due (domain/payment.ts `paymentPlan`): by bank transfer
   * before the deadline, or on site when the visit is too close for a transfer; null before approval.
   */
  @Enum({ items: [...PAYMENT_WAYS], nullable: true })
  paymentWay?: PaymentWay | null;

  /** When the payment reminder is due (never within a day of the approval); null: none. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  paymentReminderAt?: Date | null;

  /** The reseller that booked it through the OCTO API (modules/reseller); null: the storefront or staff. */
  @Property({ type: 'integer', nullable: true })
  resellerId?: number | null;

  /** The reseller's own reference for the booking (OCTO `resellerReference`); null when none was given. */
  @Property({ type: 'text', nullable: true })
  resellerReference?: string | null;

  /** The OCTO booking uuid (unique): a reserve retried with it answers this booking. */
  @Property({ type: 'uuid', nullable: true })
  octoUuid?: string | null;

  /**
   * The OCTO unit items of a reseller's booking as the reseller sent them (their uuids, references and
   * contacts), answered back as given; null: not an OCTO booking (or one from before they were kept).
   */
  @Property({ type: 'json', nullable: true })
  octoUnitItems?: OctoUnitItemRow[] | null;

  /**
   * The reseller's booking contact beyond the booking's own columns (first and last names, postal code,
   * country), answered back as given; null: not an OCTO booking, or none of those was given.
   */
  @Property({ type: 'json', nullable: true })
  octoContact?: OctoContactRow | null;

  // The day of the experience (issue 39, modules/check-in): the arrival, apart from the status, so a
  // confirmed booking stays confirmed (its seats, its payments) whether its guests came or not.

  /** When the guests were checked in (the scan's time on the phone, for an offline scan); null: not. */
  @Field(() => Date, {
    nullable: true,
    description: 'When the server recorded the check-in; null: not (yet).',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  checkedInAt?: Date | null;

  /** The staff account that checked them in (its id; the name below stays if the account goes). */
  @Property({ type: 'integer', nullable: true })
  checkedInById?: number | null;

  @Field(() => String, { nullable: true, description: 'Who checked the guests in (the staff username).' })
  @Property({ type: 'text', nullable: true })
  checkedInBy?: string | null;

  /** How many of the booking's guests came (a partial arrival: 3 of 4); null when not checked in. */
  @Field(() => Int, { nullable: true, description: 'How many of the guests came; null: not checked in.' })
  @Property({ type: 'smallint', nullable: true })
  guestsArrived?: number | null;

  /** The device the check-in came from, as the phone names itself (its deviceId). */
  @Property({ length: 100, nullable: true })
  checkInDevice?: string | null;

  /**
   * When the phone scanned the ticket, for a check-in it queued offline and sent later (the guest's
   * arrival); null when sent at once. `checkedInAt` is the server's time of the check-in.
   */
  @Field(() => Date, {
    nullable: true,
    description:
      'When the phone scanned the ticket, for a check-in queued offline and sent later; else null.',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  checkInScannedAt?: Date | null;

  /** When the booking was marked a no-show (by staff, or by the job after the slot); null: not. */
  @Field(() => Date, { nullable: true, description: 'When the booking was marked a no-show; null: not.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  noShowAt?: Date | null;

  /** Who marked the no-show: a staff username, or `system` for the automatic job. */
  @Property({ type: 'text', nullable: true })
  noShowBy?: string | null;

  /**
   * The random seed of the booking's ticket code (booking.ticket.ts): the code is an HMAC of it under a
   * key derived from CODE_HASH_SECRET, so this column alone gives no code. Set by the database on insert.
   */
  @Property({ type: 'uuid', defaultRaw: 'gen_random_uuid()', hidden: true })
  ticketNonce!: string;
}

/** The parts of a reseller's booking contact the booking's columns do not hold (personal data like the guest's). */
export interface OctoContactRow {
  firstName?: string | null;
  lastName?: string | null;
  postalCode?: string | null;
  country?: string | null;
  /** The contact's notes, apart from the booking's (`notes`, kept as its special requests). */
  notes?: string | null;
}

/** One OCTO unit item as stored on its booking (modules/octo answers it; personal data like the guest's). */
export interface OctoUnitItemRow {
  uuid: string;
  unitId: string;
  resellerReference: string | null;
  contact: {
    fullName?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    emailAddress?: string | null;
    phoneNumber?: string | null;
    locales?: string[];
    postalCode?: string | null;
    country?: string | null;
    notes?: string | null;
  } | null;
}
