import { Field, GraphQLISODateTime, Int, ObjectType, registerEnumType } from 'type-graphql';
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

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field({ description: 'A pending booking may be cancelled by the guest.' })
  canCancel!: boolean;
}
