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
});

export const GuestCancelRefusalEnum = {
  already_cancelled: 'already_cancelled',
  no_free_cancellation: 'no_free_cancellation',
  window_closed: 'window_closed',
} as const satisfies Record<GuestCancelRefusal, GuestCancelRefusal>;
export type GuestCancelRefusalEnum = GuestCancelRefusal;
registerEnumType(GuestCancelRefusalEnum, {
  name: 'GuestCancelRefusal',
  description: 'Why a guest cannot cancel their booking online (domain/cancellation.ts).',
});

@ObjectType({ description: 'One time slot of a day with its seats (confirmed bookings only count).' })
export class SlotAvailability {
  @Field({ description: 'HH:MM, Seoul.' })
  time!: string;

  @Field(() => Int, { description: 'The experience maxGuests (10 when absent).' })
  total!: number;

  @Field(() => Int, { description: 'Seats left: total minus confirmed guests, never below 0.' })
  available!: number;

  @Field({ description: 'True for a slot of today that has already started in Seoul.' })
  isPast!: boolean;
}

@ObjectType({ description: 'One calendar day of the schedule.' })
export class AvailabilityDay {
  @Field({ description: 'YYYY-MM-DD, Seoul.' })
  date!: string;

  @Field(() => DayStatusEnum)
  status!: DayStatusEnum;

  @Field(() => [SlotAvailability], {
    description: 'The slots (empty unless the day is available).',
    complexity: listCost(EXPECTED.slotsPerDay),
  })
  slots!: SlotAvailability[];
}

@ObjectType({ description: 'The first and last bookable dates (Seoul).' })
export class BookingWindow {
  @Field()
  from!: string;

  @Field()
  until!: string;
}

@ObjectType({ description: 'The answer to a booking application (spec §3: id and verificationCode).' })
export class BookingReceipt {
  @Field(() => Int)
  id!: number;

  @Field({ description: 'The 6-digit code the guest chose; needed to look the booking up.' })
  verificationCode!: string;
}

registerEnumType(DayContactChannelEnum, {
  name: 'DayContactChannel',
  description: 'How guests reach the team on the day of their experience.',
});

@ObjectType({ description: 'One way to reach the team on the day of the experience (DAY_OF_CONTACT).' })
export class DayContactInfo {
  @Field(() => DayContactChannelEnum)
  channel!: DayContactChannel;

  @Field({ description: 'A phone number, an ID or a link, as configured.' })
  value!: string;

  @Field(() => String, {
    nullable: true,
    description: 'tel:, WhatsApp or LINE link; null for a bare KakaoTalk ID.',
  })
  href!: string | null;
}

@ObjectType({ description: "A guest's own booking, found with e-mail, phone and code." })
export class BookingLookup {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  itemId!: number;

  @Field(() => Experience)
  experience!: Experience;

  @Field()
  bookingDate!: string;

  @Field()
  timeSlot!: string;

  @Field()
  guestName!: string;

  @Field()
  guestEmail!: string;

  @Field()
  guestPhone!: string;

  @Field(() => Int)
  numberOfGuests!: number;

  @Field(() => BookingStatusEnum)
  status!: BookingStatusEnum;

  @Field(() => LanguageEnum)
  language!: LanguageEnum;

  @Field()
  specialRequests!: string;

  @Field({ description: "The guest chose the item's option (experience.optionText)." })
  withOption!: boolean;

  @Field(() => Int, { description: 'KRW, with the option when chosen; fixed when the guest applied.' })
  totalPrice!: number;

  @Field(() => GraphQLISODateTime)
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
      "The last instant of free cancellation (the item's hours before the slot, Seoul); null: none.",
  })
  cancellationDeadline!: Date | null;
}
