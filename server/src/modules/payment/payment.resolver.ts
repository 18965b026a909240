import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { BookingLookup } from '../booking/booking.types.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { AdminRole } from '../auth/admin-user.entity.js';
import type { AppContext } from '../../context.js';
import { Payment } from './payment.entity.js';
import * as overdue from './overdue.service.js';
import * as payments from './payment.service.js';
import {
  AutoCancelPreview,
  BookingPayments,
  GuestPaymentType,
  PaymentInput,
  RefundInput,
} from './payment.types.js';
import { PaymentStatusEnum } from '../../common/enums.js';

@Resolver()
export class PaymentResolver {
  @Authorized()
  @Query(() => BookingPayments, {
    description: "Admin session. A booking's amount due, payments and payment status.",
  })
  bookingPayments(
    @Ctx() ctx: AppContext,
    @Arg('bookingId', () => Int, { description: 'The booking id.' }) bookingId: number,
  ) {
    return payments.bookingPayments(ctx, bookingId);
  }

  @Authorized()
  @Mutation(() => Payment, {
    description:
      'Admin session. Records a payment (money that came, more than 0) on a confirmed booking; logged as payment_recorded.',
  })
  recordPayment(
    @Ctx() ctx: AppContext,
    @Arg('bookingId', () => Int, { description: 'The booking id (confirmed).' }) bookingId: number,
    @Arg('input', () => PaymentInput, { description: 'The payment.' }) input: PaymentInput,
  ) {
    return payments.recordPayment(ctx, bookingId, input);
  }

  @Authorized()
  @Mutation(() => Payment, {
    description:
      'Admin session. Records a refund (money sent back to the guest, at most what the booking kept) on an approved booking, a cancelled one usually; logged as refund_recorded, and the guest is e-mailed.',
  })
  recordRefund(
    @Ctx() ctx: AppContext,
    @Arg('bookingId', () => Int, { description: 'The booking id (approved).' }) bookingId: number,
    @Arg('input', () => RefundInput, { description: 'The refund.' }) input: RefundInput,
  ) {
    return payments.recordRefund(ctx, bookingId, input);
  }

  @Authorized()
  @Mutation(() => Payment, {
    description:
      'Admin session. Voids a payment or refund recorded by mistake, with a reason; it stays in the history. A payment a refund depends on is refused (409): void the refund first.',
  })
  voidPayment(
    @Ctx() ctx: AppContext,
    @Arg('bookingId', () => Int, { description: 'The booking id.' }) bookingId: number,
    @Arg('paymentId', () => Int, { description: 'The payment record to void.' }) paymentId: number,
    @Arg('reason', { description: 'Why (kept in the history).' }) reason: string,
  ) {
    return payments.voidPayment(ctx, bookingId, paymentId, { reason });
  }
}

@Resolver()
export class OverduePaymentResolver {
  @Authorized()
  @Query(() => AutoCancelPreview, {
    description:
      'Admin session. The automatic cancellation of unpaid bookings: its setting and what it would cancel now.',
  })
  paymentAutoCancel(@Ctx() ctx: AppContext) {
    return overdue.autoCancelPreview(ctx);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => Int, {
    nullable: true,
    description: `Owner only. Turns the automatic cancellation of unpaid bookings on (days after the deadline, 1-${overdue.AUTO_CANCEL_MAX_DAYS}) or off (null).`,
  })
  setPaymentAutoCancelDays(
    @Ctx() ctx: AppContext,
    @Arg('days', () => Int, {
      nullable: true,
      description: 'Days after the deadline, or null to turn it off.',
    })
    days: number | null,
  ) {
    return overdue.setAutoCancelDays(ctx, days);
  }
}

@Resolver(() => BookingLookup)
export class BookingLookupPaymentResolver {
  @FieldResolver(() => GuestPaymentType, {
    nullable: true,
    description: 'What the guest owes, has paid, by when and with which reference; null until staff approve.',
  })
  payment(@Ctx() ctx: AppContext, @Root() booking: { id: number }) {
    return payments.guestPaymentOf(ctx, booking.id);
  }
}

/** The applications list's payment columns: one query per page of rows (the paymentRows loader). */
@Resolver(() => GuestBooking)
export class GuestBookingPaymentResolver {
  @Authorized()
  @FieldResolver(() => PaymentStatusEnum, { nullable: true, description: 'Null before approval.' })
  async paymentStatus(@Root() booking: GuestBooking, @Ctx() ctx: AppContext) {
    return (await ctx.loaders.paymentRows.load(booking.id)).status;
  }

  @Authorized()
  @FieldResolver(() => Int, {
    nullable: true,
    description: 'KRW, fixed at approval; null before.',
  })
  amountDue(@Root() booking: GuestBooking) {
    return booking.amountDue ?? null;
  }

  @Authorized()
  @FieldResolver(() => Int, { description: 'KRW: payments less refunds, voided records left out.' })
  async amountPaid(@Root() booking: GuestBooking, @Ctx() ctx: AppContext) {
    return (await ctx.loaders.paymentRows.load(booking.id)).amountPaid;
  }

  @Authorized()
  @FieldResolver(() => String, {
    nullable: true,
    description: 'The payment deadline, YYYY-MM-DD (Asia/Seoul); null before approval.',
  })
  paymentDueDate(@Root() booking: GuestBooking) {
    return booking.paymentDueDate ?? null;
  }

  @Authorized()
  @FieldResolver(() => Boolean, {
    description: "Confirmed, still owing and past its deadline (the dashboard's overdue count).",
  })
  async paymentOverdue(@Root() booking: GuestBooking, @Ctx() ctx: AppContext) {
    return (await ctx.loaders.paymentRows.load(booking.id)).overdue;
  }
}
