import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { BookingReceipt } from '../booking/booking.types.js';
import { WaitlistEntry } from './waitlist-entry.entity.js';
import * as waitlist from './waitlist.service.js';
import { JoinWaitlistInput, WaitlistAnswer, WaitlistJoined, WaitlistOffer } from './waitlist.types.js';

@Resolver(() => WaitlistEntry)
export class WaitlistResolver {
  @Mutation(() => WaitlistJoined, {
    description:
      "Public. Joins a full slot's waitlist (rate-limited): CONFLICT seats_available when the slot can take the party, already_joined for a second entry of the e-mail.",
  })
  joinWaitlist(
    @Ctx() ctx: AppContext,
    @Arg('input', () => JoinWaitlistInput, { description: 'The slot, the party and the guest.' })
    input: JoinWaitlistInput,
  ) {
    return waitlist.joinWaitlist(ctx, input);
  }

  @Query(() => WaitlistOffer, { description: 'Public. A waitlist offer by the token of its link.' })
  waitlistOffer(
    @Ctx() ctx: AppContext,
    @Arg('token', { description: "The offer link's token." }) token: string,
  ) {
    return waitlist.offerView(ctx, token);
  }

  @Mutation(() => BookingReceipt, {
    description:
      "Public. Accepts a waitlist offer: the booking is made as any application (the item's confirmation and payment); CONFLICT offer_over once it is not open.",
  })
  acceptWaitlistOffer(
    @Ctx() ctx: AppContext,
    @Arg('token', { description: "The offer link's token." }) token: string,
    @Arg('verificationCode', () => String, {
      nullable: true,
      description: 'The 6-digit code to look the booking up with; one is made when absent.',
    })
    verificationCode?: string | null,
  ) {
    return waitlist.acceptOffer(ctx, token, { verificationCode: verificationCode ?? undefined });
  }

  @Mutation(() => WaitlistAnswer, {
    description: 'Public. Declines a waitlist offer: its seats pass to the next guest waiting.',
  })
  declineWaitlistOffer(
    @Ctx() ctx: AppContext,
    @Arg('token', { description: "The offer link's token." }) token: string,
  ) {
    return waitlist.declineOffer(ctx, token);
  }

  @Mutation(() => WaitlistAnswer, {
    description: 'Public. Leaves a waitlist by the link of its mail (an open offer passes on).',
  })
  leaveWaitlist(
    @Ctx() ctx: AppContext,
    @Arg('token', { description: "The leave link's token." }) token: string,
  ) {
    return waitlist.leaveWaitlist(ctx, token);
  }

  @Authorized()
  @Query(() => [WaitlistEntry], {
    description: "Admin session. A day's waitlists (optionally one item, one slot), in queue order.",
  })
  adminWaitlist(
    @Ctx() ctx: AppContext,
    @Arg('date', { description: 'YYYY-MM-DD (Asia/Seoul).' }) date: string,
    @Arg('itemId', () => Int, { nullable: true, description: 'Only this item.' }) itemId?: number | null,
    @Arg('time', () => String, { nullable: true, description: 'Only this slot, HH:mm.' })
    time?: string | null,
  ) {
    return waitlist.adminWaitlist(ctx, { itemId, date, time });
  }

  @Authorized()
  @Mutation(() => WaitlistEntry, {
    description:
      'Admin session. Offers seats to a waiting entry by hand, out of queue order (mailed); CONFLICT no_seats when the slot has no room for the party.',
  })
  offerWaitlistEntry(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The entry id.' }) id: number,
  ) {
    return waitlist.offerEntry(ctx, id);
  }

  @FieldResolver(() => String, { description: "The experience's title." })
  itemName(@Root() entry: WaitlistEntry) {
    return entry.experience.title;
  }
}
