import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PAYMENT_WAYS, type PaymentStatus, type PaymentWay } from '../../../../domain/payment.js';
import { PaymentStatusEnum } from '../../common/enums.js';
import { Payment, PaymentMethodEnum } from './payment.entity.js';

export const PaymentWayEnum = Object.fromEntries(PAYMENT_WAYS.map((w) => [w, w])) as {
  [W in PaymentWay]: W;
};
registerEnumType(PaymentWayEnum, {
  name: 'PaymentWay',
  description: 'How the guest pays a confirmed booking, fixed at approval.',
  valuesConfig: {
    bank_transfer: { description: 'By bank transfer before the deadline.' },
    on_site: {
      description:
        'On the day at the meeting point (cash or card): approved too close to its date for a transfer.',
    },
  },
});

@ObjectType({ description: 'What a booking owes and has paid (KRW), fixed at approval.' })
export class PaymentSummaryType {
  @Field(() => Int, {
    description: 'KRW: guests × the price after the discount (+ the option), fixed at approval; 0 before.',
  })
  amountDue!: number;

  @Field(() => Int, { description: 'KRW: payments less refunds, voided records left out.' })
  amountPaid!: number;

  @Field(() => Int, { description: 'KRW: refunds sent back to the guest, voided records left out.' })
  amountRefunded!: number;

  @Field(() => PaymentStatusEnum, {
    description:
      'Unpaid, partially paid, paid or overpaid; for a cancelled booking refund due, partially refunded or refunded.',
  })
  status!: PaymentStatus;

  @Field(() => String, {
    nullable: true,
    description: 'The payment deadline, YYYY-MM-DD (Asia/Seoul); null before approval.',
  })
  dueDate!: string | null;

  @Field({ description: 'Money still missing after the deadline (confirmed bookings only).' })
  overdue!: boolean;

  @Field({ description: 'What the guest writes on the bank transfer: the booking number, e.g. #123.' })
  reference!: string;

  @Field(() => PaymentWayEnum, {
    description:
      'By bank transfer (before `dueDate`), or on site on the day (no deadline, nothing to transfer).',
  })
  way!: PaymentWay;
}

@ObjectType({ description: 'What the guest owes and how to pay it (the look-up page).' })
export class GuestPaymentType extends PaymentSummaryType {
  @Field({
    description:
      "How to pay, in the booking's language (the bank account and what to write on the transfer; or that it is paid on site).",
  })
  instructions!: string;
}

@ObjectType({ description: "A booking's payment summary with every record, newest first (admin only)." })
export class BookingPayments extends PaymentSummaryType {
  @Field(() => [Payment], { description: 'Every record of the booking, voided ones included, newest first.' })
  payments!: Payment[];
}

@InputType({ description: 'A payment staff record: money that came (a refund is a RefundInput).' })
export class PaymentInput {
  @Field(() => Int, { description: 'KRW, more than 0.' })
  amount!: number;

  @Field(() => PaymentMethodEnum, { description: 'How the money came.' })
  method!: string;

  @Field({ description: 'The day the money came, YYYY-MM-DD (Asia/Seoul).' })
  paidAt!: string;

  @Field({ nullable: true, description: 'The transfer reference or the depositor name.' })
  reference?: string;

  @Field({ nullable: true, description: 'Staff note.' })
  note?: string;
}

@InputType({ description: 'A refund staff record: money that went back to the guest.' })
export class RefundInput {
  @Field(() => Int, {
    description: 'KRW, more than 0 and at most what the booking kept (payments less refunds).',
  })
  amount!: number;

  @Field(() => PaymentMethodEnum, { description: 'How the money went back.' })
  method!: string;

  @Field({ description: 'The day the money went back, YYYY-MM-DD (Asia/Seoul).' })
  refundedAt!: string;

  @Field({ nullable: true, description: 'The transfer reference of the refund.' })
  reference?: string;

  @Field({ nullable: true, description: 'Staff note.' })
  note?: string;
}

@ObjectType({ description: 'A confirmed booking still owing money past its deadline.' })
export class OverdueBookingType {
  @Field(() => Int, { description: 'The booking id.' })
  id!: number;

  @Field({ description: 'Name of the guest.' })
  guestName!: string;

  @Field(() => Int, { description: 'Id of the booked item.' })
  itemId!: number;

  @Field({ description: 'Date of the visit, YYYY-MM-DD (Asia/Seoul).' })
  bookingDate!: string;

  @Field({ description: 'The payment deadline, YYYY-MM-DD (Asia/Seoul).' })
  dueDate!: string;

  @Field(() => Int, { description: 'What it owes, KRW.' })
  amountDue!: number;

  @Field(() => Int, { description: 'What it has paid, KRW.' })
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
