import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { GraphQLISODateTime } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Experience } from '../experience/experience.entity.js';
import * as application from './booking-application.service.js';
import { BookingMove } from './booking-move.entity.js';
import {
  decideChangeRequest,
  moveBookingByStaff,
  moveGuestBookingForLookup,
} from './booking-move.service.js';
import { isDone, moveFacts, movesSummary } from './booking-move.facts.js';
import { guestMovesLeft } from '../../../../domain/move.js';
import { ChangeRequestInfo, GuestMoveRefusalEnum, MoveMyBookingInput } from './booking-move.types.js';
import { BookingLookup } from './booking.types.js';
import { GuestBooking } from './guest-booking.entity.js';

type WithExperience = Pick<GuestBooking, 'id' | 'status' | 'bookingDate' | 'timeSlot' | 'checkedInAt'> & {
  experience: Experience;
};

/** A booking's move facts, its moves read through the request's loader (one query for a list). */
async function factsOf(ctx: AppContext, booking: WithExperience) {
  const moves = await ctx.loaders.bookingMoves.load(booking.id);
  return moveFacts(moves, booking, booking.experience, ctx.config.guestMoveLimit);
}

/** Moves on the guest's side: the mutation, and what the look-up shows of moving. */
@Resolver(() => BookingLookup)
export class BookingLookupMoveResolver {
  @Mutation(() => BookingLookup, {
    description:
      "Public. The guest moves their booking to another date and slot of its item (same guests and option) while its change window is open: `outcome` moved, or change_requested (a different price, or paid by bank transfer: staff decide, the new seats held meanwhile). CONFLICT 'The selected time slot is full.' (reason full) and nothing changes when the slot has no room; CONFLICT with reason window_closed, no_window, limit, open_request, status, checked_in otherwise.",
  })
  async moveMyBooking(
    @Ctx() ctx: AppContext,
    @Arg('input', () => MoveMyBookingInput, { description: 'The booking and its new date and slot.' })
    input: MoveMyBookingInput,
  ) {
    const { booking, outcome } = await moveGuestBookingForLookup(ctx, input);
    return { ...application.toLookup(booking, ctx.hasher), outcome };
  }

  @FieldResolver(() => Boolean, { description: 'Whether the guest may move the booking online now.' })
  async canMove(@Root() lookup: BookingLookup, @Ctx() ctx: AppContext) {
    return (await factsOf(ctx, lookupBooking(lookup))).moveRefusal === null;
  }

  @FieldResolver(() => GuestMoveRefusalEnum, {
    nullable: true,
    description: 'Why the guest cannot move it online; null when they can.',
  })
  async moveRefusal(@Root() lookup: BookingLookup, @Ctx() ctx: AppContext) {
    return (await factsOf(ctx, lookupBooking(lookup))).moveRefusal;
  }

  @FieldResolver(() => GraphQLISODateTime, {
    nullable: true,
    description:
      "The last instant the guest may move it online (the item's change window, else its free cancellation, before the slot; Asia/Seoul), UTC; null: only staff move it.",
  })
  async moveDeadline(@Root() lookup: BookingLookup, @Ctx() ctx: AppContext) {
    return (await factsOf(ctx, lookupBooking(lookup))).moveDeadline;
  }

  @FieldResolver(() => Int, { description: 'How many more times the guest may move it (GUEST_MOVE_LIMIT).' })
  async guestMovesLeft(@Root() lookup: BookingLookup, @Ctx() ctx: AppContext) {
    return (await factsOf(ctx, lookupBooking(lookup))).guestMovesLeft;
  }

  @FieldResolver(() => ChangeRequestInfo, {
    nullable: true,
    description: 'The change request waiting for staff (its seats held); null: none.',
  })
  async changeRequest(@Root() lookup: BookingLookup, @Ctx() ctx: AppContext) {
    return (await factsOf(ctx, lookupBooking(lookup))).changeRequest;
  }
}

const lookupBooking = (lookup: BookingLookup): WithExperience => ({
  id: lookup.id,
  status: lookup.status,
  bookingDate: lookup.bookingDate,
  timeSlot: lookup.timeSlot,
  checkedInAt: lookup.checkedInAt ?? null,
  experience: lookup.experience,
});

/** Moves on the staff's side: moving any booking, deciding change requests, the history. */
@Resolver(() => GuestBooking)
export class BookingMoveResolver {
  @Authorized()
  @Mutation(() => GuestBooking, {
    description:
      "Admin session. Moves the booking to another date and slot of its item (no change window, no limit), never over capacity: CONFLICT 'The selected time slot is full.' and nothing changes. An open change request is declined first.",
  })
  moveBooking(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The booking id.' }) id: number,
    @Arg('bookingDate', { description: 'The new date, YYYY-MM-DD (Asia/Seoul).' }) bookingDate: string,
    @Arg('timeSlot', { description: 'The new slot, HH:mm (Asia/Seoul).' }) timeSlot: string,
  ) {
    return moveBookingByStaff(ctx, id, { bookingDate, timeSlot }).then((answer) => answer.booking);
  }

  @Authorized()
  @Mutation(() => GuestBooking, {
    description:
      'Admin session. Approves the open change request: the booking moves to the seats it held, at its new price; the guest is mailed.',
  })
  approveChangeRequest(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The booking id.' }) id: number,
  ) {
    return decideChangeRequest(ctx, id, true);
  }

  @Authorized()
  @Mutation(() => GuestBooking, {
    description:
      'Admin session. Declines the open change request: its held seats come back; the guest is mailed.',
  })
  declineChangeRequest(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The booking id.' }) id: number,
  ) {
    return decideChangeRequest(ctx, id, false);
  }

  @FieldResolver(() => [BookingMove], { description: 'Its moves to another date or slot, oldest first.' })
  async moves(@Root() booking: GuestBooking, @Ctx() ctx: AppContext) {
    return (await ctx.loaders.bookingMoves.load(booking.id)).filter(isDone);
  }

  @FieldResolver(() => BookingMove, {
    nullable: true,
    description: "The guest's change request waiting for staff (its seats held on the new slot); null: none.",
  })
  async changeRequest(@Root() booking: GuestBooking, @Ctx() ctx: AppContext) {
    return movesSummary(await ctx.loaders.bookingMoves.load(booking.id)).open;
  }

  @FieldResolver(() => Int, { description: 'How many more times the guest may move it themselves.' })
  async guestMovesLeft(@Root() booking: GuestBooking, @Ctx() ctx: AppContext) {
    const { guestMoves } = movesSummary(await ctx.loaders.bookingMoves.load(booking.id));
    return guestMovesLeft(guestMoves, ctx.config.guestMoveLimit);
  }
}
