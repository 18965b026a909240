import { MoveOutcomeEnum } from './booking-move.types.js';
import { Field, GraphQLISODateTime, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { GuestCancelRefusal } from '../../../../domain/cancellation.js';
import { DAY_CONTACT_CHANNELS, type DayContactChannel } from '../../../../domain/contact.js';

const DayContactChannelEnum = Object.fromEntries(DAY_CONTACT_CHANNELS.map((c) => [c, c])) as {
  [K in DayContactChannel]: K;
};
import { EXPECTED, listCost } from '../../common/cost.js';
import { BookingStatusEnum, LanguageEnum } from '../../common/enums.js';
import { Experience } from '../experience/experience.entity.js';

export const DayStatusEnum = {
  available: 'available',
  past: 'past',
  outside_window: 'outside_window',
  unavailable: 'unavailable',
  blocked_weekday: 'blocked_weekday',
} as const;
export type DayStatusEnum = (typeof DayStatusEnum)[keyof typeof DayStatusEnum];
registerEnumType(DayStatusEnum, {
  name: 'DayStatus',
  description: 'Why a day can (available) or cannot be booked; computed in Asia/Seoul.',
  valuesConfig: {
    available: { description: 'Bookable: pick one of its slots.' },
    past: { description: 'Before today, or today with every slot already started.' },
    outside_window: { description: 'Outside the sales window (bookingWindow).' },
    unavailable: { description: 'One of the unavailable dates of the experience.' },
    blocked_weekday: { description: 'A weekday the experience does not run.' },
  },
});

export const GuestCancelRefusalEnum = {
  already_cancelled: 'already_cancelled',
  no_free_cancellation: 'no_free_cancellation',
  window_closed: 'window_closed',
} as const satisfies Record<GuestCancelRefusal, GuestCancelRefusal>;
export type GuestCancelRefusalEnum = GuestCancelRefusal;
registerEnumType(GuestCancelRefusalEnum, {
  name: 'GuestCancelRefusal',
  description: 'Why a guest cannot cancel their booking online.',
  valuesConfig: {
    already_cancelled: { description: 'It is cancelled already.' },
    no_free_cancellation: { description: 'The experience has no free cancellation: contact the team.' },
    window_closed: { description: 'The free-cancellation deadline has passed: contact the team.' },
  },
});

@ObjectType({
  description: 'One time slot of a day with its seats (confirmed bookings and live seat holds count).',
})
export class SlotAvailability {
  @Field({ description: 'Slot start time, HH:mm (Asia/Seoul).' })
  time!: string;

  @Field(() => Int, { description: 'Seats of the slot: the experience maxGuests.' })
  total!: number;

  @Field(() => Int, {
    description:
      'Seats left: total minus confirmed guests and the guests of live holds (pending applications, bookings awaiting payment), never below 0.',
  })
  available!: number;

  @Field({ description: 'True for a slot of today that has already started (Asia/Seoul): not bookable.' })
  isPast!: boolean;

  @Field({
    description:
      "True once the slot is no longer sold: it has started, or starts within the item's bookingCutoffHours.",
  })
  isClosed!: boolean;
}

@ObjectType({ description: 'One calendar day of the schedule.' })
export class AvailabilityDay {
  @Field({ description: 'The day, YYYY-MM-DD (Asia/Seoul).' })
  date!: string;

  @Field(() => DayStatusEnum, { description: 'Whether the day can be booked, and why not.' })
  status!: DayStatusEnum;

  @Field(() => [SlotAvailability], {
    description: 'The slots (empty unless the day is available).',
    complexity: listCost(EXPECTED.slotsPerDay),
  })
  slots!: SlotAvailability[];
}

@ObjectType({
  description: 'The dates an experience can be booked on, YYYY-MM-DD (Asia/Seoul), both inclusive.',
})
export class BookingWindow {
  @Field({ description: 'First bookable date, YYYY-MM-DD: the sales start, or today when later.' })
  from!: string;

  @Field({ description: 'Last bookable date, YYYY-MM-DD: the sales end, or 30 days from today when none.' })
  until!: string;
}

@ObjectType({
  description: 'The answer to a booking application: keep the id and code to look the booking up.',
})
export class BookingReceipt {
  @Field(() => Int, { description: 'The booking id (shown to the guest as the booking number).' })
  id!: number;

  @Field({ description: 'The 6-digit code the guest chose; needed to look the booking up.' })
  verificationCode!: string;

  @Field(() => BookingStatusEnum, {
    description:
      'pending (waiting for staff), confirmed (an instant item with seats free) or awaiting_payment (pay now: see payment).',
  })
  status!: BookingStatusEnum;

  @Field(() => Date, {
    nullable: true,
    description: 'When a waiting booking releases its seats (its hold ends); null once confirmed.',
  })
  holdExpiresAt!: Date | null;
}

registerEnumType(DayContactChannelEnum, {
  name: 'DayContactChannel',
  description: 'How guests reach the team on the day of their experience.',
  valuesConfig: {
    phone: { description: 'A phone number (href: tel:).' },
    kakaotalk: { description: 'A KakaoTalk ID or link.' },
    whatsapp: { description: 'A WhatsApp number or link.' },
    line: { description: 'A LINE ID or link.' },
  },
});

@ObjectType({ description: 'One way to reach the team on the day of the experience (DAY_OF_CONTACT).' })
export class DayContactInfo {
  @Field(() => DayContactChannelEnum, { description: 'Phone, KakaoTalk, WhatsApp or LINE.' })
  channel!: DayContactChannel;

  @Field({ description: 'A phone number, an ID or a link, as configured.' })
  value!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'A link that opens the channel (tel:, https://wa.me/..., https://line.me/... or the configured link); null for a bare KakaoTalk ID.',
  })
  href!: string | null;
}

@ObjectType({
  description:
    "A guest's own booking, found with e-mail, phone and code (findBooking). Public, but only to whoever knows all three.",
})
export class BookingLookup {
  @Field(() => Int, { description: 'The booking id (booking number).' })
  id!: number;

  @Field(() => Int, { description: 'Id of the booked experience.' })
  itemId!: number;

  @Field(() => Experience, { description: 'The booked experience.' })
  experience!: Experience;

  @Field({ description: 'Date of the visit, YYYY-MM-DD (Asia/Seoul).' })
  bookingDate!: string;

  @Field({ description: 'Slot start time, HH:mm (Asia/Seoul).' })
  timeSlot!: string;

  @Field({ description: 'Name the guest gave.' })
  guestName!: string;

  @Field({ description: 'E-mail the guest gave (lower-cased).' })
  guestEmail!: string;

  @Field({ description: 'Phone the guest gave, E.164 (e.g. +821012345678).' })
  guestPhone!: string;

  @Field(() => Int, { description: 'Guests on this booking.' })
  numberOfGuests!: number;

  @Field(() => BookingStatusEnum, { description: 'Pending, confirmed or cancelled.' })
  status!: BookingStatusEnum;

  @Field(() => LanguageEnum, { description: 'Language the guest booked in; mails use it.' })
  language!: LanguageEnum;

  @Field({ description: 'What the guest asked for (empty when nothing).' })
  specialRequests!: string;

  @Field({ description: "The guest chose the item's option (experience.optionText)." })
  withOption!: boolean;

  @Field(() => Int, {
    description:
      'Total in KRW: (discounted price + option price when chosen) x guests, fixed when the guest applied.',
  })
  totalPrice!: number;

  @Field(() => Int, { description: 'Total in KRW before the promo code (totalPrice + discount).' })
  listPrice!: number;

  @Field(() => Int, { description: 'KRW the promo code took off; 0: none.' })
  discount!: number;

  @Field(() => String, { nullable: true, description: 'The promo code applied (upper-case); null: none.' })
  promoCode!: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When the guest applied (ISO 8601 date-time, UTC).' })
  createdAt!: Date;

  @Field({
    description:
      "The guest may cancel it now: pending or confirmed, before the item's free-cancellation deadline.",
  })
  canCancel!: boolean;

  @Field(() => GuestCancelRefusalEnum, {
    nullable: true,
    description: 'Why the guest cannot cancel it; null when they can.',
  })
  cancelRefusal!: GuestCancelRefusalEnum | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      "The last instant of free cancellation (the item's hours before the slot, Asia/Seoul), as an ISO 8601 date-time in UTC; null: no free cancellation.",
  })
  cancellationDeadline!: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'Until when its seats are held while it waits (pending: for staff; awaiting_payment: for its online payment); when an expired one stopped waiting; null otherwise.',
  })
  holdExpiresAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The ticket code a confirmed booking shows at the meeting point (its QR code carries this text, e.g. T7KQ-M2XP-4D9R-8HJW-C5NA-W3E8-KQ2B-3V); null unless confirmed.',
  })
  ticketCode!: string | null;

  @Field(() => MoveOutcomeEnum, {
    nullable: true,
    description: 'What the move just did (moveMyBooking only): moved, or change_requested; null otherwise.',
  })
  outcome?: MoveOutcomeEnum | null;

  /** When the guests were checked in (a checked-in booking no longer moves); not a field. */
  checkedInAt?: Date | null;
}
