import { wrap } from '@mikro-orm/core';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { salesWindow } from '../../../../domain/booking.js';
import type { AppContext } from '../../context.js';
import { EXPECTED, daysCost, limitCost, listCost } from '../../common/cost.js';
import { MAX_PAGE_SIZE, listWindow } from '../../common/pagination.js';
import { Experience } from '../experience/experience.entity.js';
import { BookingLog } from './booking-log.entity.js';
import { BookingFilter, CreateBookingInput, FindBookingInput, UpdateBookingInput } from './booking.inputs.js';
import { AVAILABILITY_MAX_DAYS, availability, checkRange } from './booking.capacity.js';
import * as application from './booking-application.service.js';
import { bookingLogs, getBooking, listBookings } from './booking-lists.service.js';
import { approveBooking, cancelBooking, updateBooking } from './booking-status.service.js';
import {
  AvailabilityDay,
  BookingLookup,
  BookingReceipt,
  BookingWindow,
  DayContactInfo,
} from './booking.types.js';
import { GuestBooking } from './guest-booking.entity.js';

/** The schedule of an experience: its bookable window and seats per day and slot (Seoul). */
@Resolver(() => Experience)
export class ExperienceScheduleResolver {
  @FieldResolver(() => BookingWindow, {
    description: 'First and last bookable dates, YYYY-MM-DD (Asia/Seoul).',
  })
  bookingWindow(@Root() experience: Experience) {
    return salesWindow(experience);
  }

  @FieldResolver(() => [AvailabilityDay], {
    description: `Each day from \`from\` to \`to\` (YYYY-MM-DD, at most ${AVAILABILITY_MAX_DAYS} days) with its slots and seats left. Batched across experiences.`,
    complexity: daysCost(AVAILABILITY_MAX_DAYS),
  })
  async availability(
    @Root() experience: Experience,
    @Ctx() ctx: AppContext,
    @Arg('from', { description: 'First day, YYYY-MM-DD (Asia/Seoul).' }) from: string,
    @Arg('to', { description: 'Last day, YYYY-MM-DD (Asia/Seoul), inclusive.' }) to: string,
  ) {
    checkRange(from, to);
    const taken = await ctx.loaders.takenSeats.load({ id: experience.id, from, to });
    return availability(experience, from, to, taken);
  }
}

/** The on-the-day contact beside a guest's booking (the DAY_OF_CONTACT setting). */
@Resolver(() => BookingLookup)
export class BookingLookupContactResolver {
  @FieldResolver(() => [DayContactInfo], {
    description: 'How to reach the team on the day of the experience (empty when not configured).',
  })
  dayContacts(@Ctx() ctx: AppContext) {
    return application.dayContactsOf(ctx.config);
  }
}

@Resolver(() => GuestBooking)
export class BookingResolver {
  @Mutation(() => BookingReceipt, {
    description:
      'Public. A booking application (pending). A retry with the same idempotencyKey returns the first answer; another payload under that key is UNPROCESSABLE.',
  })
  createBooking(
    @Ctx() ctx: AppContext,
    @Arg('input', () => CreateBookingInput, { description: 'The application.' }) input: CreateBookingInput,
  ) {
    return application.createBooking(ctx, input);
  }

  @Query(() => BookingLookup, {
    description:
      "Public. A guest's booking by e-mail, phone and code; NOT_FOUND 'Booking not found. Please check your information and try again.' on any mismatch.",
  })
  async findBooking(
    @Ctx() ctx: AppContext,
    @Arg('input', () => FindBookingInput, { description: 'E-mail, phone and code given when booking.' })
    input: FindBookingInput,
  ) {
    return application.toLookup(await application.findGuestBooking(ctx, input), ctx.hasher);
  }

  @Mutation(() => BookingLookup, {
    description:
      "Public. The guest cancels their own pending or confirmed booking before the item's free-cancellation deadline; CONFLICT (reason: window_closed, no_free_cancellation, already_cancelled) otherwise.",
  })
  async cancelMyBooking(
    @Ctx() ctx: AppContext,
    @Arg('input', () => FindBookingInput, { description: 'E-mail, phone and code given when booking.' })
    input: FindBookingInput,
  ) {
    return application.toLookup(await application.cancelGuestBooking(ctx, input), ctx.hasher);
  }

  @Authorized()
  @Query(() => [GuestBooking], {
    description: `Admin session. Booking applications, newest first: \`limit\` (1-${MAX_PAGE_SIZE}, default ${MAX_PAGE_SIZE}) from \`offset\`.`,
    complexity: limitCost(MAX_PAGE_SIZE),
  })
  bookings(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => BookingFilter, { nullable: true, description: 'Which bookings (default: all).' })
    filter?: BookingFilter,
    @Arg('limit', () => Int, { nullable: true, description: 'At most this many, 1-100 (default 100).' })
    limit?: number,
    @Arg('offset', () => Int, { nullable: true, description: 'Skip this many first (default 0).' })
    offset?: number,
  ) {
    return listBookings(ctx, filter ?? {}, listWindow(limit, offset));
  }

  @Authorized()
  @Query(() => GuestBooking, { description: 'Admin session. One booking.' })
  booking(@Ctx() ctx: AppContext, @Arg('id', () => Int, { description: 'The booking id.' }) id: number) {
    return getBooking(ctx, id);
  }

  @Authorized()
  @Query(() => [BookingLog], {
    description: 'Admin session. The activity log of a booking, oldest first.',
    complexity: listCost(EXPECTED.bookingLogs),
  })
  bookingLogs(
    @Ctx() ctx: AppContext,
    @Arg('bookingId', () => Int, { description: 'The booking id.' }) bookingId: number,
  ) {
    return bookingLogs(ctx, bookingId);
  }

  @Authorized()
  @Mutation(() => GuestBooking, {
    description:
      'Admin session. Memo and/or status. Confirming over capacity is CONFLICT unless overrideCapacity.',
  })
  updateBooking(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The booking id.' }) id: number,
    @Arg('input', () => UpdateBookingInput, { description: 'What to change.' }) input: UpdateBookingInput,
  ) {
    return updateBooking(ctx, id, input);
  }

  @Authorized()
  @Mutation(() => GuestBooking, {
    description: 'Admin session. Confirm and mail the guest (CONFLICT when over capacity).',
  })
  approveBooking(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The booking id.' }) id: number,
    @Arg('overrideCapacity', {
      nullable: true,
      description: 'Confirm even when the slot would be over capacity (recorded in the history).',
    })
    overrideCapacity?: boolean,
  ) {
    return approveBooking(ctx, id, overrideCapacity === true);
  }

  @Authorized()
  @Mutation(() => GuestBooking, { description: 'Admin session. Cancel and mail the guest the reason.' })
  cancelBooking(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The booking id.' }) id: number,
    @Arg('reason', {
      nullable: true,
      description: 'Why, mailed to the guest (default: the standard organiser reason).',
    })
    reason?: string,
  ) {
    return cancelBooking(ctx, id, reason);
  }

  @FieldResolver(() => Experience, { description: 'The booked experience.' })
  experience(@Root() booking: GuestBooking, @Ctx() ctx: AppContext) {
    return wrap(booking.experience).isInitialized()
      ? booking.experience
      : ctx.em.findOneOrFail(Experience, { id: booking.itemId });
  }
}
