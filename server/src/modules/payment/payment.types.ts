import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../../domain/payment.js';
import { Payment, PaymentMethodEnum } from './payment.entity.js';

export const PaymentStatusEnum = Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, s])) as {
  [S in PaymentStatus]: S;
};
registerEnumType(PaymentStatusEnum, {
  name: 'PaymentStatus',
  description:
    "A booking's payment state, derived from its records: nothing kept (unpaid; refunded once money came and went back), less than due (partially_paid), exactly due (paid), more (overpaid).",
});

@ObjectType({ description: 'What a booking owes and has paid (KRW), fixed at approval.' })
export class PaymentSummaryType {
  @Field(() => Int, {
    description: 'KRW: guests × the price after the discount (+ the option), fixed at approval; 0 before.',
  })
  amountDue!: number;

  @Field(() => Int, { description: 'KRW: payments less refunds, voided records left out.' })
  amountPaid!: number;

  @Field(() => PaymentStatusEnum)
  status!: PaymentStatus;

  @Field(() => String, {
    nullable: true,
    description: 'The payment deadline, YYYY-MM-DD (Seoul); null before approval.',
  })
  dueDate!: string | null;

  @Field({ description: 'Money still missing after the deadline (confirmed bookings only).' })
  overdue!: boolean;

  @Field({ description: 'What the guest writes on the bank transfer: the booking number, e.g. #123.' })
  reference!: string;
}

@ObjectType({ description: 'What the guest owes and how to pay it (the look-up page).' })
export class GuestPaymentType extends PaymentSummaryType {
  @Field({
    description:
      "How to pay, in the booking's language (the bank account and what to write on the transfer).",
  })
  instructions!: string;
}

@ObjectType({ description: "A booking's payment summary with every record, newest first (admin only)." })
export class BookingPayments extends PaymentSummaryType {
  @Field(() => [Payment])
  payments!: Payment[];
}

@InputType({ description: 'A payment staff record (a refund is a negative amount).' })
export class PaymentInput {
  @Field(() => Int, { description: 'KRW, not 0; negative for a refund.' })
  amount!: number;

  @Field(() => PaymentMethodEnum)
  method!: string;

  @Field({ description: 'The day the money came, YYYY-MM-DD (Seoul).' })
  paidAt!: string;

  @Field({ nullable: true, description: 'The transfer reference or the depositor name.' })
  reference?: string;

  @Field({ nullable: true })
  note?: string;
}

@ObjectType({ description: 'A confirmed booking still owing money past its deadline.' })
export class OverdueBookingType {
  @Field(() => Int)
  id!: number;

  @Field()
  guestName!: string;

  @Field(() => Int)
  itemId!: number;

  @Field({ description: 'YYYY-MM-DD, Seoul.' })
  bookingDate!: string;

  @Field({ description: 'The payment deadline, YYYY-MM-DD (Seoul).' })
  dueDate!: string;

  @Field(() => Int, { description: 'KRW.' })
  amountDue!: number;

  @Field(() => Int, { description: 'KRW.' })
  amountPaid!: number;
}

@ObjectType({
  description: 'Automatic cancellation of unpaid bookings: the setting and what it would cancel now.',
})
export class AutoCancelPreview {
  @Field(() => Int, {
    nullable: true,
    description: 'Days after the deadline before an unpaid booking is cancelled; null: off (the default).',
  })
  days!: number | null;

  @Field(() => [OverdueBookingType], {
    description: 'What the next run (hourly) would cancel, oldest deadline first (at most 500).',
  })
  wouldCancel!: OverdueBookingType[];
}

/** The applications list's payment filter: a payment status, or what staff chase (awaiting, overdue). */
export const PaymentFilterEnum = {
  ...PaymentStatusEnum,
  awaiting: 'awaiting',
  overdue: 'overdue',
} as const;
export type PaymentFilterEnum = (typeof PaymentFilterEnum)[keyof typeof PaymentFilterEnum];
registerEnumType(PaymentFilterEnum, {
  name: 'PaymentFilter',
  description:
    'A payment status (approved bookings only), or awaiting: confirmed and still owing; overdue: awaiting past its deadline (the dashboard counts).',
});
