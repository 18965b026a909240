import { Field, InputType, Int } from 'type-graphql';
import { BookingStatusEnum, LanguageEnum } from '../../common/enums.js';

@InputType({ description: 'A booking application. Rules: domain/schemas/booking.ts and domain/booking.ts.' })
export class CreateBookingInput {
  @Field(() => Int)
  itemId!: number;

  @Field({ description: 'YYYY-MM-DD, Seoul.' })
  bookingDate!: string;

  @Field({ description: 'HH:MM, one of the experience slots.' })
  timeSlot!: string;

  @Field(() => Int)
  numberOfGuests!: number;

  @Field()
  guestName!: string;

  @Field()
  guestEmail!: string;

  @Field({ description: 'Dial code, a space and digits, e.g. "+81 9012345678".' })
  guestPhone!: string;

  @Field({ description: 'Six digits chosen by the guest.' })
  verificationCode!: string;

  @Field({ nullable: true })
  specialRequests?: string;

  @Field({
    nullable: true,
    description: "Add the item's option (optionPrice per guest); only when it has one.",
  })
  withOption?: boolean;

  @Field(() => LanguageEnum, { description: 'The language the guest booked in (mails use it).' })
  language!: LanguageEnum;

  @Field({
    nullable: true,
    description: 'Any unique string per submit: a retry with the same key returns the first answer.',
  })
  idempotencyKey?: string;
}

@InputType({ description: 'What a guest knows about their booking.' })
export class FindBookingInput {
  @Field()
  email!: string;

  @Field({ description: 'Dial code and digits, e.g. "+81 9012345678".' })
  phone!: string;

  @Field()
  verificationCode!: string;
}

@InputType({ description: 'Filters of the admin booking list.' })
export class BookingFilter {
  @Field(() => BookingStatusEnum, { nullable: true })
  status?: BookingStatusEnum;

  @Field(() => Int, { nullable: true })
  itemId?: number;

  @Field({ nullable: true, description: 'YYYY-MM-DD.' })
  bookingDate?: string;

  @Field({ nullable: true })
  timeSlot?: string;

  @Field({ nullable: true, description: 'Case-insensitive over guest name, e-mail and phone.' })
  search?: string;
}

@InputType({ description: 'An admin change: memo and/or status (confirmed approves, cancelled cancels).' })
export class UpdateBookingInput {
  @Field({ nullable: true })
  adminMemo?: string;

  @Field(() => BookingStatusEnum, { nullable: true })
  status?: BookingStatusEnum;

  @Field({
    nullable: true,
    description: 'The reason mailed to the guest when cancelling (default: the memo).',
  })
  reason?: string;

  @Field({ nullable: true, description: 'Confirm even when the slot would be over capacity (logged).' })
  overrideCapacity?: boolean;
}
