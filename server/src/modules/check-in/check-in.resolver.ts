import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { AdminRole } from '../auth/admin-user.entity.js';
import * as checkIns from './check-in.service.js';
import * as manifests from './manifest.service.js';
import * as noShows from './no-show.service.js';
import { arrivalsPerItem } from './arrivals.service.js';
import { DashboardCharts } from '../dashboard/dashboard-charts.types.js';
import {
  CheckInInput,
  CheckInResultType,
  ItemArrivalsType,
  ManifestEntryType,
  ManifestSlotType,
} from './check-in.types.js';

/** The day of the experience (issue 39): staff and owners alike. */
@Resolver()
export class CheckInResolver {
  @Authorized()
  @Query(() => [ManifestEntryType], {
    description:
      "Admin session. A slot's manifest: its confirmed bookings (then pending or awaiting-payment ones) with arrival and payment.",
  })
  manifest(
    @Ctx() ctx: AppContext,
    @Arg('date', { description: 'YYYY-MM-DD (Asia/Seoul).' }) date: string,
    @Arg('time', { description: 'Slot start, HH:mm.' }) time: string,
    @Arg('itemId', () => Int, { nullable: true, description: 'One experience (default: all at that time).' })
    itemId?: number | null,
  ) {
    return manifests.manifest(ctx, date, time, itemId);
  }

  @Authorized()
  @Query(() => [ManifestSlotType], {
    description: "Admin session. The day's slots with their confirmed bookings, guests and arrivals.",
  })
  manifestSlots(
    @Ctx() ctx: AppContext,
    @Arg('date', { description: 'YYYY-MM-DD (Asia/Seoul).' }) date: string,
  ) {
    return manifests.manifestSlots(ctx, date);
  }

  @Authorized()
  @Mutation(() => CheckInResultType, {
    description:
      'Admin session. Checks a confirmed booking in by ticket code or id (a second scan answers when and by whom; a ticket of another slot needs override; money collected is recorded as a payment). An unknown ticket code is NOT_FOUND and counts as a guess.',
  })
  checkIn(
    @Ctx() ctx: AppContext,
    @Arg('input', () => CheckInInput, { description: 'A ticket code or booking id, and what came with it.' })
    input: CheckInInput,
  ) {
    return checkIns.checkIn(ctx, input);
  }

  @Authorized()
  @Mutation(() => ManifestEntryType, {
    description: 'Admin session. Undoes a check-in within 60 seconds of it (CONFLICT after).',
  })
  undoCheckIn(
    @Ctx() ctx: AppContext,
    @Arg('bookingId', () => Int, { description: 'The booking id.' }) bookingId: number,
    @Arg('deviceId', () => String, { nullable: true, description: 'The phone (kept in the log).' })
    deviceId?: string | null,
  ) {
    return checkIns.undoCheckIn(ctx, bookingId, deviceId);
  }

  @Authorized()
  @Mutation(() => ManifestEntryType, {
    description:
      'Admin session. Marks a confirmed booking a no-show, once its slot has started (CONFLICT before).',
  })
  markNoShow(
    @Ctx() ctx: AppContext,
    @Arg('bookingId', () => Int, { description: 'The booking id (confirmed).' }) bookingId: number,
  ) {
    return checkIns.markNoShow(ctx, bookingId);
  }

  @Authorized()
  @Mutation(() => ManifestEntryType, { description: "Admin session. Takes a booking's no-show mark back." })
  unmarkNoShow(
    @Ctx() ctx: AppContext,
    @Arg('bookingId', () => Int, { description: 'The booking id (confirmed).' }) bookingId: number,
  ) {
    return checkIns.unmarkNoShow(ctx, bookingId);
  }

  @Authorized()
  @Query(() => Int, {
    nullable: true,
    description:
      "Admin session. Hours after a slot's end when its unmarked confirmed bookings become no-shows; null: off (the default).",
  })
  noShowAutoHours(@Ctx() ctx: AppContext) {
    return noShows.noShowAutoHours(ctx.em);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => Int, {
    nullable: true,
    description: "Owner only. Turns automatic no-shows on (hours after the slot's end, 1-72) or off (null).",
  })
  setNoShowAutoHours(
    @Ctx() ctx: AppContext,
    @Arg('hours', () => Int, { nullable: true, description: 'Hours, or null to turn it off.' })
    hours: number | null,
  ) {
    return noShows.setNoShowAutoHours(ctx, hours);
  }
}

/** The dashboard's arrivals card: asked only when the screen shows it (one statement). */
@Resolver(() => DashboardCharts)
export class DashboardArrivalsResolver {
  @Authorized()
  @FieldResolver(() => [ItemArrivalsType], {
    description: 'Arrivals and the no-show rate per item over the same 30 days, by visit date (Asia/Seoul).',
  })
  arrivalsPerItem(@Ctx() ctx: AppContext, @Root() charts: DashboardCharts) {
    return arrivalsPerItem(ctx, charts.from, charts.to);
  }
}
