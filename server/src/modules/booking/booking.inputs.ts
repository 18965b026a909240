import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { BookingStatusEnum, LanguageEnum } from '../../common/enums.js';

@InputType({
  description:
    'A booking application by a guest: the date, slot and number of guests must fit the schedule and the seats left.',
})
export class CreateBookingInput {
  @Field(() => Int, { description: 'Id of the experience to book (active, not booked externally).' })
  itemId!: number;

  @Field({ description: 'Date of the visit, YYYY-MM-DD (Asia/Seoul); an available day of the schedule.' })
  bookingDate!: string;

  @Field({
    description: 'Slot start time, HH:mm (Asia/Seoul): one of the experience slots, not started yet.',
  })
  timeSlot!: string;

  @Field(() => Int, {
    description: 'Guests, from the experience minGuests up to the seats left in the slot.',
  })
  numberOfGuests!: number;

  @Field({ description: 'Name of the guest who books.' })
  guestName!: string;

  @Field({ description: 'E-mail for the confirmation mails and the look-up.' })
  guestEmail!: string;

  @Field({ description: 'Dial code, a space and digits, e.g. "+81 9012345678".' })
  guestPhone!: string;

  @Field({
    description:
      'Six digits chosen by the guest; with e-mail and phone it finds the booking later. Stored only as a hash.',
  })
  verificationCode!: string;

  @Field({ nullable: true, description: 'Anything the team should know (optional).' })
  specialRequests?: string;

  @Field({
    nullable: true,
    description: "Add the experience's option (optionPrice per guest); only when it has one.",
  })
  withOption?: boolean;

  @Field(() => LanguageEnum, { description: 'The language the guest booked in (mails use it).' })
  language!: LanguageEnum;

  @Field(() => String, {
    nullable: true,
    description:
      'A promo code (any case): checked again and applied by the server; refused with one message whatever the reason.',
  })
  promoCode?: string | null;

  @Field({
    nullable: true,
    description:
      'Any unique string per submit (e.g. a UUID): a retry with the same key answers the first booking.',
  })
  idempotencyKey?: string;
}

@InputType({ description: 'What a guest knows about their booking: all three must match.' })
export class FindBookingInput {
  @Field({ description: 'E-mail given when booking (any case).' })
  email!: string;

  @Field({ description: 'Phone given when booking: dial code, a space and digits, e.g. "+81 9012345678".' })
  phone!: string;

  @Field({ description: 'The six-digit code chosen when booking.' })
  verificationCode!: string;
}

@InputType({ description: 'Filters of the admin booking list.' })
export class BookingFilter {
  @Field(() => BookingStatusEnum, { nullable: true, description: 'Only this status.' })
  status?: BookingStatusEnum;

  @Field(() => Int, { nullable: true, description: 'Only bookings of this experience.' })
  itemId?: number;

  @Field({ nullable: true, description: 'Only visits on this date, YYYY-MM-DD (Asia/Seoul).' })
  bookingDate?: string;

  @Field({ nullable: true, description: 'Only this slot, HH:mm.' })
  timeSlot?: string;

  @Field({ nullable: true, description: 'Words to find, case-insensitive, in guest name, e-mail and phone.' })
  search?: string;
}

/** The statuses staff set; waiting for a payment and expiring are the system's own. */
export const StaffBookingStatusEnum = {
  pending: BookingStatusEnum.pending,
  confirmed: BookingStatusEnum.confirmed,
  cancelled: BookingStatusEnum.cancelled,
} as const;
export type StaffBookingStatusEnum = (typeof StaffBookingStatusEnum)[keyof typeof StaffBookingStatusEnum];
registerEnumType(StaffBookingStatusEnum, {
  name: 'StaffBookingStatus',
  description: 'A status staff may give a booking.',
  valuesConfig: {
    pending: { description: 'Back to waiting for a decision (its seats held again).' },
    confirmed: { description: 'Approve: the guest is mailed the confirmation.' },
    cancelled: { description: 'Cancel: the guest is mailed the reason.' },
  },
});

@InputType({ description: 'An admin change: memo and/or status (confirmed approves, cancelled cancels).' })
export class UpdateBookingInput {
  @Field({ nullable: true, description: 'New internal memo (absent: unchanged).' })
  adminMemo?: string;

  @Field(() => StaffBookingStatusEnum, {
    nullable: true,
    description:
      'New status: confirmed approves (and mails the guest), cancelled cancels (and mails the reason); absent: unchanged.',
  })
  status?: StaffBookingStatusEnum;

  @Field({
    nullable: true,
    description:
      'The reason mailed to the guest when cancelling (default: the memo, else the standard organiser reason).',
  })
  reason?: string;

  @Field({
    nullable: true,
    description: 'Confirm even when the slot would be over capacity (recorded in the history).',
  })
  overrideCapacity?: boolean;
}
