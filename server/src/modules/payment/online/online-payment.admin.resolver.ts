import {
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Int,
  ObjectType,
  registerEnumType,
  Resolver,
  Root,
} from 'type-graphql';
import type { AppContext } from '../../../context.js';
import { EXPECTED, listCost } from '../../../common/cost.js';
import { GuestBooking } from '../../booking/guest-booking.entity.js';
import type { OnlinePaymentState } from './online-payment.entity.js';
import type { OnlinePaymentAttemptRow } from './online-payment.reads.js';

export const OnlinePaymentStateEnum = {
  requested: 'requested',
  paid: 'paid',
  failed: 'failed',
  refunding: 'refunding',
  refunded: 'refunded',
} as const satisfies Record<OnlinePaymentState, OnlinePaymentState>;

registerEnumType(OnlinePaymentStateEnum, {
  name: 'OnlinePaymentState',
  description: 'Where an online payment attempt stands on our side.',
  valuesConfig: {
    requested: { description: 'Started: the guest was sent to pay; nothing paid yet.' },
    paid: { description: 'Paid and recorded (possibly refunded in part since).' },
    failed: { description: 'Not paid: failed or abandoned at PortOne.' },
    refunding: { description: 'Going back in full automatically (the job asks PortOne each minute).' },
    refunded: { description: 'Refunded in full.' },
  },
});

@ObjectType({
  description:
    "One attempt to pay a booking online (staff's view): PortOne's payment id, its state and amounts.",
})
export class OnlinePaymentAttempt implements Omit<OnlinePaymentAttemptRow, 'bookingId'> {
  @Field(() => Int, { description: 'The attempt id.' })
  id!: number;

  @Field({ description: 'portone.' })
  provider!: string;

  @Field({ description: 'The id it is paid under at PortOne (what to search for in its console).' })
  paymentId!: string;

  @Field(() => OnlinePaymentStateEnum, { description: 'Where it stands on our side.' })
  state!: OnlinePaymentState;

  @Field(() => String, { nullable: true, description: 'card, alipay or wechatpay, once PortOne says.' })
  method!: string | null;

  @Field(() => Int, { description: 'What was asked, in KRW (no minor unit: 50,000 KRW is 50000).' })
  amount!: number;

  @Field({ description: 'KRW.' })
  currency!: string;

  @Field(() => Int, { description: 'What has gone back to the guest through PortOne, KRW.' })
  refundedAmount!: number;

  @Field(() => Date, {
    nullable: true,
    description:
      'When a refund PortOne answered "requested" was asked, while PortOne has not finished it (no other refund meanwhile); null otherwise.',
  })
  refundRequestedAt!: Date | null;

  @Field(() => Int, {
    description:
      'What staff may still refund (refundOnlinePayment), KRW: the amount less refunds while paid and recorded and no refund waits at PortOne; 0 otherwise.',
  })
  refundable!: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'The payment record it became (method online): the paymentId refundOnlinePayment takes; null before.',
  })
  recordId!: number | null;

  @Field(() => Date, { description: 'When the guest was sent to pay.' })
  createdAt!: Date;
}

/** The admin's reads of online payments on a booking: batched per request (the onlinePayments loader). */
@Resolver(() => GuestBooking)
export class GuestBookingOnlinePaymentResolver {
  @Authorized()
  @FieldResolver(() => [OnlinePaymentAttempt], {
    description: 'Admin session. The online payment attempts (PortOne), oldest first; empty when none.',
    complexity: listCost(EXPECTED.onlineAttemptsPerBooking),
  })
  onlinePayments(@Root() booking: GuestBooking, @Ctx() ctx: AppContext) {
    return ctx.loaders.onlinePayments.load(booking.id);
  }

  @Authorized()
  @FieldResolver(() => Boolean, {
    description: 'Admin session. Paid online: a payment recorded from PortOne (the list marks it).',
  })
  async paidOnline(@Root() booking: GuestBooking, @Ctx() ctx: AppContext) {
    return (await ctx.loaders.onlinePayments.load(booking.id)).some((a) => a.recordId !== null);
  }
}
