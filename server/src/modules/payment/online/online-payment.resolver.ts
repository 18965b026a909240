import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { Payment } from '../payment.entity.js';
import type { AppContext } from '../../../context.js';
import { BookingStatusEnum } from '../../../common/enums.js';
import { BookingReceipt } from '../../booking/booking.types.js';
import { GuestBooking } from '../../booking/guest-booking.entity.js';
import { describePortOne } from '../../../config-portone.js';
import { BookingLookup } from '../../booking/booking.types.js';
import { LanguageEnum } from '../../../common/enums.js';
import { completeOnlinePayment } from './online-payment-completion.service.js';
import { guestOnlinePayments } from './online-payment.reads.js';
import { refundOnline } from './online-payment-refund.service.js';
import { payLinkOf, paymentPartOf, startBookingPayment } from './online-payment-start.service.js';

@ObjectType({ description: 'A payment method PortOne takes for this site, and the channel that serves it.' })
class OnlinePaymentChannel {
  @Field({ description: 'card, alipay or wechatpay.' })
  method!: string;

  @Field({ description: "The channel key to give PortOne's browser SDK." })
  channelKey!: string;
}

@ObjectType({
  description: "The payment to make now, as the guest's browser hands it to PortOne's browser SDK.",
})
class OnlinePaymentPart {
  @Field({ description: 'portone.' })
  provider!: string;

  @Field({ description: 'The id to pay under (PortOne paymentId).' })
  paymentId!: string;

  @Field({ description: 'The PortOne store.' })
  storeId!: string;

  @Field(() => [OnlinePaymentChannel], { description: 'The methods offered, in order.' })
  channels!: OnlinePaymentChannel[];

  @Field(() => Int, { description: 'In KRW, which has no minor unit: 50,000 KRW is 50000.' })
  amount!: number;

  @Field({ description: 'KRW.' })
  currency!: string;

  @Field({ description: 'What the payment window shows.' })
  orderName!: string;

  @Field(() => Date, { nullable: true, description: 'Until when the seats are held for this payment.' })
  holdExpiresAt!: Date | null;
}

@ObjectType({ description: 'A completed online payment: the booking it paid and where it stands now.' })
class OnlinePaymentCompletion {
  @Field(() => Int, { description: 'The booking number.' })
  bookingId!: number;

  @Field(() => BookingStatusEnum, { description: 'confirmed once paid.' })
  status!: BookingStatusEnum;
}

@ObjectType({
  description: 'A refund asked of PortOne: done (recorded) or requested (PortOne finishes later).',
})
class OnlineRefund {
  @Field({ description: 'done or requested.' })
  state!: string;

  @Field(() => Payment, { nullable: true, description: 'The refund record, once done.' })
  refund!: Payment | null;
}

@ObjectType({ description: 'Whether guests can pay online, and how (never a secret).' })
class OnlinePaymentSettings {
  @Field({ description: 'PortOne is configured (PORTONE_*): instant items are paid when booked.' })
  enabled!: boolean;

  @Field(() => String, { nullable: true, description: 'The PortOne store; null when off.' })
  storeId!: string | null;

  @Field(() => [String], { description: 'The live methods (card, alipay, wechatpay), in the order offered.' })
  methods!: string[];
}

@ObjectType({
  description:
    'A booking as its "Pay now" link shows it (no personal data): what may be paid online now, or why nothing can.',
})
class BookingPayment {
  @Field(() => Int, { description: 'The booking number.' })
  bookingId!: number;

  @Field(() => BookingStatusEnum, {
    description: 'awaiting_payment (instant) or confirmed (approved), usually.',
  })
  status!: BookingStatusEnum;

  @Field(() => Int, { description: 'The booked item.' })
  itemId!: number;

  @Field({ description: "The item's title in the booking's language." })
  itemTitle!: string;

  @Field({ description: 'Date of the visit, YYYY-MM-DD (Asia/Seoul).' })
  bookingDate!: string;

  @Field({ description: 'Slot start time, HH:mm (Asia/Seoul).' })
  timeSlot!: string;

  @Field(() => Int, { description: 'Guests on the booking.' })
  numberOfGuests!: number;

  @Field(() => LanguageEnum, { description: 'The language the guest booked in.' })
  language!: LanguageEnum;

  @Field(() => Int, { description: 'KRW that may be paid now (no minor unit); 0 when nothing.' })
  amount!: number;

  @Field({ description: 'KRW.' })
  currency!: string;

  @Field(() => Date, { nullable: true, description: 'Until when the seats are held (an instant booking).' })
  holdExpiresAt!: Date | null;

  @Field(() => OnlinePaymentPart, {
    nullable: true,
    description: "The payment to hand PortOne's browser SDK.",
  })
  payment!: OnlinePaymentPart | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Why nothing can be paid online now: paid, not_due (waiting for staff), deadline_passed, hold_ended, cancelled, off (online payment is off); null when payment is there.',
  })
  refusal!: string | null;
}

@ObjectType({ description: "An online payment of the guest's booking, as the look-up page shows it." })
class GuestOnlinePayment {
  @Field({ description: 'portone.' })
  provider!: string;

  @Field(() => String, { nullable: true, description: 'How it was paid at PortOne (CARD, EASY_PAY …).' })
  method!: string | null;

  @Field(() => Int, { description: 'KRW paid.' })
  amount!: number;

  @Field(() => Int, { description: 'KRW given back so far.' })
  refundedAmount!: number;

  @Field({ description: 'paid, refunding or refunded.' })
  state!: string;

  @Field(() => Date, { description: 'When the payment was started.' })
  createdAt!: Date;
}

@Resolver(() => BookingLookup)
export class BookingLookupOnlinePaymentResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The token of the booking\'s "Pay now" link (/pay/<token>) while it may be paid online; null otherwise.',
  })
  async payToken(@Ctx() ctx: AppContext, @Root() lookup: { id: number }) {
    const booking = await ctx.em.findOne(GuestBooking, { id: lookup.id });
    return booking ? ((await payLinkOf(ctx.em, ctx.config, ctx.hasher, booking))?.token ?? null) : null;
  }

  @FieldResolver(() => [GuestOnlinePayment], {
    description: 'Its online payments (paid, being refunded or refunded), oldest first.',
  })
  onlinePayments(@Ctx() ctx: AppContext, @Root() lookup: { id: number }) {
    return guestOnlinePayments(ctx.em, lookup.id);
  }
}

@Resolver(() => BookingReceipt)
export class BookingReceiptPaymentResolver {
  @FieldResolver(() => OnlinePaymentPart, {
    nullable: true,
    description: 'The payment to make now (an instant booking awaiting its online payment); null otherwise.',
  })
  payment(@Ctx() ctx: AppContext, @Root() receipt: BookingReceipt) {
    return receipt.status === BookingStatusEnum.awaiting_payment ? paymentPartOf(ctx, receipt.id) : null;
  }
}

@Resolver()
export class OnlinePaymentResolver {
  @Authorized()
  @Query(() => OnlinePaymentSettings, {
    description:
      'Admin session. Whether online payment is on and which methods are live (set by PORTONE_*; no secret).',
  })
  onlinePaymentSettings(@Ctx() ctx: AppContext): OnlinePaymentSettings {
    const described = describePortOne(ctx.config.portone);
    return described.enabled
      ? { enabled: true, storeId: described.storeId, methods: described.methods }
      : { enabled: false, storeId: null, methods: [] };
  }

  @Mutation(() => BookingPayment, {
    description:
      'Public. The "Pay now" link (/pay/<token>, from the approval mail or the look-up page): the booking it was made for and the payment to make now (started or the open one reused), or why nothing can be paid. NOT_FOUND for a token this server did not sign.',
  })
  startBookingPayment(
    @Ctx() ctx: AppContext,
    @Arg('token', { description: "The link's token." }) token: string,
  ) {
    return startBookingPayment(ctx, token);
  }

  @Query(() => [String], {
    description:
      'Public. The payment methods guests may pay online with (card, alipay, wechatpay), in the order offered; empty when online payment is off.',
  })
  onlinePaymentMethods(@Ctx() ctx: AppContext): string[] {
    return describePortOne(ctx.config.portone).methods;
  }

  @Mutation(() => OnlinePaymentCompletion, {
    description:
      'Public. The guest came back from PortOne: the server asks PortOne and records the payment when it matches what is due (CONFLICT otherwise, or when not paid; GONE when the hold had ended: refunded). The same answer however many times it is called.',
  })
  async completeOnlinePayment(
    @Ctx() ctx: AppContext,
    @Arg('paymentId', { description: 'The id the payment was made under.' }) paymentId: string,
  ) {
    const { bookingId } = await completeOnlinePayment(ctx, paymentId);
    const booking = await ctx.em.fork().findOneOrFail(GuestBooking, { id: bookingId });
    return { bookingId, status: booking.status };
  }

  @Authorized()
  @Mutation(() => OnlineRefund, {
    description:
      'Admin session. Refunds all or part of an online payment (a payment record of method online) through PortOne; the same refund again within two minutes answers the first. CONFLICT when refused or beyond what is refundable, SERVICE_UNAVAILABLE when PortOne did not answer (both logged).',
  })
  refundOnlinePayment(
    @Ctx() ctx: AppContext,
    @Arg('bookingId', () => Int, { description: 'The booking.' }) bookingId: number,
    @Arg('paymentId', () => Int, { description: 'The payment record (method online).' }) paymentId: number,
    @Arg('amount', () => Int, { description: 'KRW.' }) amount: number,
    @Arg('reason', { description: 'Told to PortOne (the guest may see it).' }) reason: string,
  ) {
    return refundOnline(ctx, bookingId, paymentId, { amount, reason });
  }
}
