import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { wrap } from '@mikro-orm/core';
import type { AppContext } from '../../context.js';
import { titleFor } from '../experience/item-title.js';
import { EXPECTED, asked, idsCost, listCost, pageCost } from '../../common/cost.js';
import { PageInput, SortDirection } from '../../common/pagination.js';
import { LanguageEnum } from '../../common/enums.js';
import { Experience } from '../experience/experience.entity.js';
import { adminBookings } from './booking-lists.service.js';
import * as summaries from './booking-summaries.service.js';
import * as bulk from './booking-bulk.service.js';
import {
  AdminBookingFilter,
  BookingDaySlot,
  BookingItemSummary,
  BookingItemSummaryPage,
  BookingPage,
  BookingSlotSummaryPage,
  BookingSortEnum,
  BulkActionEnum,
  BulkBookingPreview,
  BulkBookingResult,
  ITEM_TITLE,
  ItemSummarySortEnum,
  SlotFilterEnum,
  SlotSortEnum,
} from './booking-admin.types.js';
import { GuestBooking } from './guest-booking.entity.js';

const experienceOf = async (ctx: AppContext, booking: GuestBooking) =>
  wrap(booking.experience).isInitialized()
    ? booking.experience
    : ctx.em.findOneOrFail(Experience, { id: booking.itemId });

/** The admin applications desk: lists, summaries, bulk actions (all admin only; resending a mail is booking-mail's). */
@Resolver(() => GuestBooking)
export class BookingAdminResolver {
  @Authorized()
  @Query(() => BookingPage, {
    description: 'Admin session. One page of applications and the status counts.',
    complexity: pageCost,
  })
  adminBookings(
    @Ctx() ctx: AppContext,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Page number and size (default page 1 of 20).',
    })
    page?: PageInput,
    @Arg('sort', () => BookingSortEnum, { nullable: true, description: 'Column to sort by (default id).' })
    sort?: BookingSortEnum,
    @Arg('direction', () => SortDirection, { nullable: true, description: 'Sort order (default DESC).' })
    direction?: SortDirection,
    @Arg('filter', () => AdminBookingFilter, {
      nullable: true,
      description: 'Which applications (default: all).',
    })
    filter?: AdminBookingFilter,
  ) {
    return adminBookings(ctx, { page, sort, direction, filter });
  }

  @Authorized()
  @Query(() => BookingItemSummaryPage, {
    description: 'Admin session. Items with applications, counted per status.',
    complexity: pageCost,
  })
  bookingItemSummaries(
    @Ctx() ctx: AppContext,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Page number and size (default page 1 of 20).',
    })
    page?: PageInput,
    @Arg('sort', () => ItemSummarySortEnum, { nullable: true, description: 'Column to sort by.' })
    sort?: ItemSummarySortEnum,
    @Arg('direction', () => SortDirection, { nullable: true, description: 'Sort order.' })
    direction?: SortDirection,
    @Arg('filter', () => AdminBookingFilter, {
      nullable: true,
      description: 'Which applications are counted.',
    })
    filter?: AdminBookingFilter,
  ) {
    return summaries.bookingItemSummaries(ctx, { page, sort, direction, filter });
  }

  @Authorized()
  @Query(() => BookingSlotSummaryPage, {
    description: 'Admin session. The slots of one item, counted per status.',
    complexity: pageCost,
  })
  bookingSlotSummaries(
    @Ctx() ctx: AppContext,
    @Arg('itemId', () => Int, { description: 'The item.' }) itemId: number,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Page number and size (default page 1 of 20).',
    })
    page?: PageInput,
    @Arg('sort', () => SlotSortEnum, { nullable: true, description: 'Column to sort by.' })
    sort?: SlotSortEnum,
    @Arg('direction', () => SortDirection, { nullable: true, description: 'Sort order.' })
    direction?: SortDirection,
    @Arg('slotFilter', () => SlotFilterEnum, { nullable: true, description: 'Which slots (default all).' })
    slotFilter?: SlotFilterEnum,
    @Arg('dateFrom', () => String, {
      nullable: true,
      description: 'Slots from this date, YYYY-MM-DD (Asia/Seoul).',
    })
    dateFrom?: string,
    @Arg('dateTo', () => String, {
      nullable: true,
      description: 'Slots until this date (inclusive), YYYY-MM-DD (Asia/Seoul).',
    })
    dateTo?: string,
  ) {
    return summaries.bookingSlotSummaries(ctx, {
      itemId,
      page,
      sort,
      direction,
      slotFilter,
      dateFrom,
      dateTo,
    });
  }

  @Authorized()
  @Query(() => [BookingDaySlot], {
    description: `Admin session. Slots with confirmed and pending guests from \`from\` (default today, Seoul) for \`days\` days (at most ${summaries.DAY_VIEW_MAX_DAYS}), by date, time and item title; with \`slotsPerDay\`, each day's first that many by time, then item id.`,
    complexity: listCost(
      (args) =>
        asked(args.days, summaries.DAY_VIEW_DEFAULT_DAYS, summaries.DAY_VIEW_MAX_DAYS) *
        asked(args.slotsPerDay, EXPECTED.bookedSlotsPerDay, summaries.DAY_VIEW_MAX_SLOTS_PER_DAY),
    ),
  })
  bookingDayView(
    @Ctx() ctx: AppContext,
    @Arg('from', () => String, {
      nullable: true,
      description: 'First day, YYYY-MM-DD (Asia/Seoul); default today.',
    })
    from?: string,
    @Arg('days', () => Int, {
      nullable: true,
      description: `Number of days from \`from\`, 1-${summaries.DAY_VIEW_MAX_DAYS} (default ${summaries.DAY_VIEW_DEFAULT_DAYS}).`,
    })
    days?: number,
    @Arg('slotsPerDay', () => Int, {
      nullable: true,
      description: `At most this many slots a day, 1-${summaries.DAY_VIEW_MAX_SLOTS_PER_DAY} (default all): ask one more than you show to know a day has more.`,
    })
    slotsPerDay?: number,
  ) {
    return summaries.bookingDayView(ctx, from, days ?? summaries.DAY_VIEW_DEFAULT_DAYS, slotsPerDay);
  }

  @Authorized()
  @Query(() => BulkBookingPreview, {
    description: 'Admin session. How many of the selected a bulk action applies to.',
  })
  bulkBookingPreview(
    @Ctx() ctx: AppContext,
    @Arg('ids', () => [Int], { description: 'The selected booking ids.' }) ids: number[],
    @Arg('action', () => BulkActionEnum, { description: 'The action to preview.' }) action: BulkActionEnum,
  ) {
    return bulk.bulkPreview(ctx, ids, action);
  }

  @Authorized()
  @Mutation(() => [BulkBookingResult], {
    description: `Admin session. Approve or cancel each selected booking (at most ${bulk.BULK_MAX}; guests mailed); a result per booking.`,
    complexity: idsCost(bulk.BULK_MAX),
  })
  bulkBookingAction(
    @Ctx() ctx: AppContext,
    @Arg('ids', () => [Int], { description: 'The selected booking ids.' }) ids: number[],
    @Arg('action', () => BulkActionEnum, { description: 'Approve or cancel.' }) action: BulkActionEnum,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'For cancel: the reason mailed to each guest (default: the standard organiser reason).',
    })
    reason?: string,
  ) {
    return bulk.bulkAction(ctx, ids, action, reason);
  }

  @FieldResolver(() => String, { description: "The item's first language, or N/A." })
  async itemLanguage(@Root() booking: GuestBooking, @Ctx() ctx: AppContext) {
    return (await experienceOf(ctx, booking)).language?.[0] ?? 'N/A';
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The item's option when the guest chose it (its optionText, '' when it has none); else null.",
  })
  async chosenOption(@Root() booking: GuestBooking, @Ctx() ctx: AppContext) {
    if (!booking.withOption) return null;
    return (await experienceOf(ctx, booking)).optionText?.trim() ?? '';
  }

  @FieldResolver(() => String, { description: ITEM_TITLE })
  async itemTitle(
    @Root() booking: GuestBooking,
    @Ctx() ctx: AppContext,
    @Arg('language', () => LanguageEnum, {
      nullable: true,
      description: 'Language of the title wanted; none: the item title as stored.',
    })
    language?: LanguageEnum | null,
  ) {
    const experience = await experienceOf(ctx, booking);
    return titleFor(ctx, { itemId: experience.id, title: experience.title || 'Unknown' }, language);
  }
}

/** The back office names an item in the admin's language where the item has a title in it. */
@Resolver(() => BookingItemSummary)
export class BookingItemSummaryResolver {
  @FieldResolver(() => String, { description: ITEM_TITLE })
  title(
    @Root() item: BookingItemSummary,
    @Ctx() ctx: AppContext,
    @Arg('language', () => LanguageEnum, {
      nullable: true,
      description: 'Language of the title wanted; none: the item title as stored.',
    })
    language?: LanguageEnum | null,
  ) {
    return titleFor(ctx, item, language);
  }
}

@Resolver(() => BookingDaySlot)
export class BookingDaySlotResolver {
  @FieldResolver(() => String, { description: ITEM_TITLE })
  title(
    @Root() slot: BookingDaySlot,
    @Ctx() ctx: AppContext,
    @Arg('language', () => LanguageEnum, {
      nullable: true,
      description: 'Language of the title wanted; none: the item title as stored.',
    })
    language?: LanguageEnum | null,
  ) {
    return titleFor(ctx, slot, language);
  }
}
