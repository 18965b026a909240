import { Field, Float, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import type { PaymentStatus } from '../../../../domain/payment.js';
import { BookingStatusEnum, LanguageEnum, PaymentStatusEnum } from '../../common/enums.js';

@ObjectType({ description: "One booking of a slot's manifest, as the guide at the meeting point needs it." })
export class ManifestEntryType {
  @Field(() => Int, { description: 'The booking id.' })
  bookingId!: number;

  @Field({ description: 'The booking number as guests and staff write it (#123).' })
  bookingNumber!: string;

  @Field(() => Int, { description: 'The experience booked.' })
  itemId!: number;

  @Field({ description: "The experience's title." })
  itemName!: string;

  @Field({ description: 'Date of the visit, YYYY-MM-DD (Asia/Seoul).' })
  date!: string;

  @Field({ description: 'Slot start, HH:mm (Asia/Seoul).' })
  time!: string;

  @Field({ description: "The guest's name." })
  name!: string;

  @Field(() => Int, { description: 'Guests on the booking.' })
  guests!: number;

  @Field({ description: 'Checked in.' })
  arrived!: boolean;

  @Field(() => Int, {
    nullable: true,
    description: 'How many of the guests came (3 of 4); null: not checked in.',
  })
  guestsArrived!: number | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the server recorded the check-in (ISO 8601, UTC); the undo counts from it.',
  })
  checkedInAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Who checked it in (the staff username).' })
  checkedInBy!: string | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the phone scanned it, for a check-in queued offline and sent later; else null.',
  })
  scannedAt!: Date | null;

  @Field({ description: 'Marked a no-show (by staff, or automatically after the slot).' })
  noShow!: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was marked a no-show.' })
  noShowAt!: Date | null;

  @Field(() => PaymentStatusEnum, {
    nullable: true,
    description: 'The payment status; null before approval.',
  })
  paymentStatus!: PaymentStatus | null;

  @Field(() => Int, { description: 'KRW still to collect (0 when paid, or not approved yet).' })
  amountDue!: number;

  @Field({ description: 'The currency of amountDue (KRW).' })
  currency!: string;

  @Field(() => String, { nullable: true, description: "The item's option the guest chose; null: none." })
  option!: string | null;

  @Field(() => LanguageEnum, { description: 'The language the guest booked in.' })
  language!: LanguageEnum;

  @Field({ description: 'What the guest asked for (empty when nothing).' })
  specialRequests!: string;

  @Field({ description: 'The guest’s phone, E.164 (for a call or a messenger link).' })
  phone!: string;

  @Field(() => BookingStatusEnum, {
    description: 'Confirmed; or pending / awaiting_payment (listed last, checked in only once approved).',
  })
  status!: BookingStatusEnum;
}

@ObjectType({
  description: 'One slot of the day (an item at a time) with its confirmed bookings and arrivals.',
})
export class ManifestSlotType {
  @Field({ description: 'Slot start, HH:mm (Asia/Seoul).' })
  time!: string;

  @Field(() => Int, { description: 'The experience.' })
  itemId!: number;

  @Field({ description: "The experience's title." })
  itemName!: string;

  @Field(() => Int, { description: 'Confirmed bookings.' })
  bookings!: number;

  @Field(() => Int, { description: 'Their guests.' })
  guests!: number;

  @Field(() => Int, { description: 'Guests checked in (as many as came of each booking).' })
  arrived!: number;

  @Field(() => Int, { description: 'Confirmed bookings checked in.' })
  checkedIn!: number;

  @Field(() => Int, { description: 'Confirmed bookings marked no-shows.' })
  noShows!: number;

  @Field(() => Int, { description: 'Applications not approved yet (pending or awaiting payment).' })
  pending!: number;
}

@ObjectType({ description: 'The slot a ticket is for, when it is not the one being checked in.' })
export class WrongSlotType {
  @Field({ description: 'YYYY-MM-DD (Asia/Seoul).' })
  date!: string;

  @Field({ description: 'HH:mm (Asia/Seoul).' })
  time!: string;

  @Field(() => Int, { description: 'The experience of the ticket.' })
  itemId!: number;

  @Field({ description: "The experience's title." })
  itemName!: string;
}

@ObjectType({ description: 'Money collected with a check-in (recorded as a payment).' })
export class CollectedType {
  @Field(() => Int, { description: 'KRW.' })
  amount!: number;

  @Field({ description: 'cash_on_site or card_on_site.' })
  method!: string;
}

@ObjectType({ description: 'What a check-in answers.' })
export class CheckInResultType {
  @Field(() => ManifestEntryType, { description: 'The booking as the manifest shows it now.' })
  booking!: ManifestEntryType;

  @Field({ description: 'True when this request checked the guests in.' })
  arrived!: boolean;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'A second scan: when the booking was checked in before.',
  })
  alreadyCheckedInAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'A second scan: who checked it in before.' })
  alreadyCheckedInBy!: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'A queued (offline) guest count for a booking checked in already: not applied; the count kept (of alreadyCheckedInAt / By).',
  })
  keptGuestsArrived!: number | null;

  @Field(() => WrongSlotType, {
    nullable: true,
    description: 'The ticket is for another slot (or day): nothing was done; send again with override.',
  })
  wrongSlot!: WrongSlotType | null;

  @Field(() => Int, { description: 'KRW still to collect after this request.' })
  amountDue!: number;

  @Field(() => CollectedType, { nullable: true, description: 'The money this request recorded, if any.' })
  collected!: CollectedType | null;
}

@InputType({ description: 'Money collected at the meeting point with the check-in.' })
export class CollectInput {
  @Field(() => Int, { description: 'KRW, more than 0.' })
  amount!: number;

  @Field({ description: 'cash_on_site or card_on_site.' })
  method!: string;
}

@InputType({ description: 'The slot the phone is checking in.' })
export class CheckInSlotInput {
  @Field({ description: 'YYYY-MM-DD (Asia/Seoul).' })
  date!: string;

  @Field({ description: 'HH:mm (Asia/Seoul).' })
  time!: string;

  @Field(() => Int, { nullable: true, description: 'The experience, when several share the time.' })
  itemId?: number;
}

@InputType({ description: 'A check-in: a ticket code (scanned) or a booking id (typed or tapped).' })
export class CheckInInput {
  @Field(() => String, { nullable: true, description: 'The ticket code read from the QR code.' })
  ticketCode?: string;

  @Field(() => Int, { nullable: true, description: 'The booking id (its number without #).' })
  bookingId?: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'How many of the guests came (default: all); on a booking checked in already, the new count.',
  })
  guestsArrived?: number;

  @Field(() => Boolean, { nullable: true, description: 'Check in a ticket of another slot on purpose.' })
  override?: boolean;

  @Field(() => CollectInput, { nullable: true, description: 'Money collected now (recorded as a payment).' })
  collect?: CollectInput;

  @Field(() => String, { nullable: true, description: 'The phone that checks in (kept in the log).' })
  deviceId?: string;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'When the phone scanned it (a queued offline check-in); the same Seoul day and not ahead of now.',
  })
  scannedAt?: Date;

  @Field(() => CheckInSlotInput, {
    nullable: true,
    description: 'The slot being checked in; without it, a ticket of another day counts as another slot.',
  })
  slot?: CheckInSlotInput;
}

@ObjectType({ description: "One item's arrivals and no-shows over the dashboard's 30 days (by visit date)." })
export class ItemArrivalsType {
  @Field(() => Int, { description: 'The experience.' })
  itemId!: number;

  @Field({ description: "The experience's title." })
  title!: string;

  @Field(() => Int, { description: 'Confirmed bookings of the period.' })
  bookings!: number;

  @Field(() => Int, { description: 'Their guests.' })
  guests!: number;

  @Field(() => Int, { description: 'Bookings checked in.' })
  arrivedBookings!: number;

  @Field(() => Int, { description: 'Guests who came (partial arrivals counted as they came).' })
  arrivedGuests!: number;

  @Field(() => Int, { description: 'Bookings marked no-shows.' })
  noShows!: number;

  @Field(() => Int, { description: 'Bookings neither checked in nor marked.' })
  unmarked!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'No-shows among the bookings marked either way (0-1); null while none is.',
  })
  noShowRate!: number | null;
}
