import type { AppContext } from '../../context.js';
import { badInput, notFound } from '../../common/errors.js';
import { pageWindow, toPage, type ListWindow, type PageWindow } from '../../common/pagination.js';
import { containsPattern, orderBy, SqlParams, sqlDirection } from '../../common/sql.js';
import { isIsoDate } from '../../../../domain/calendar.js';
import { BOOKING_STATUSES } from '../../../../domain/constants.js';
import type { BookingStatusEnum } from '../../common/enums.js';
import { BookingLog } from './booking-log.entity.js';
import { BOOKING_ERRORS } from './booking.errors.js';
import type { BookingFilter } from './booking.inputs.js';
import { BookingSortEnum, type AdminBookingFilter } from './booking-admin.types.js';
import { bookingSort, bookingWhere, countedAnswers, needsItem, type BookingListArgs } from './booking.sql.js';
import { GuestBooking } from './guest-booking.entity.js';

/** The admin's lists of applications and the reads of one booking (callers check the admin session). */

type StatusCount = { status: string; n: string | number };

/**
 * The ids of one page and the bookings per status under the filter. A search's matches are found once
 * (a materialised CTE: the trigram look-ups are the cost) and both answers read them, in 1 statement;
 * otherwise the counts (from booking_tally when it answers) and the page run side by side, in 2.
 */
async function pageAndCounts(
  ctx: AppContext,
  filter: AdminBookingFilter,
  order: string,
  join: string,
  window: PageWindow,
): Promise<{ ids: number[]; counts: StatusCount[] }> {
  if (filter.search?.trim()) {
    const sql = new SqlParams();
    const where = bookingWhere(sql, filter);
    const status = filter.status ? ` and m.status = ${sql.p(filter.status)}` : '';
    const { rows } = await ctx.pool.query<{ ids: number[]; counts: StatusCount[] | null }>(
      `with m as materialized (select b.id, b.status from guest_booking b where ${where})
       select array(select b.id from guest_booking b ${join}
                    where b.id in (select m.id from m where true${status})
                    order by ${order} ${sql.window(window)}) as ids,
              (select json_agg(c) from (select m.status, count(*) as n from m group by m.status) c) as counts`,
      sql.params,
    );
    return { ids: rows[0].ids, counts: rows[0].counts ?? [] };
  }
  const countSql = new SqlParams();
  const countWhere = bookingWhere(countSql, filter);
  const pageSql = new SqlParams();
  let pageWhere = bookingWhere(pageSql, filter);
  if (filter.status) pageWhere += ` and b.status = ${pageSql.p(filter.status)}`;
  const [counts, page] = await Promise.all([
    ctx.pool.query<StatusCount>(
      countedAnswers(filter)
        ? `select b.status, sum(b.bookings) as n from booking_tally b where ${countWhere} group by b.status`
        : `select b.status, count(*) as n from guest_booking b where ${countWhere} group by b.status`,
      countSql.params,
    ),
    ctx.pool.query<{ id: number }>(
      `select b.id from guest_booking b ${join} where ${pageWhere}
       order by ${order} ${pageSql.window(window)}`,
      pageSql.params,
    ),
  ]);
  return { ids: page.rows.map((r) => r.id), counts: counts.rows };
}

/** One page of applications plus the per-status counts under the same filter (2 or 3 statements). */
export async function adminBookings(ctx: AppContext, args: BookingListArgs) {
  const window = pageWindow(args.page);
  const sort = args.sort ?? BookingSortEnum.createdAt;
  const column = bookingSort(sort);
  const filter = args.filter ?? {};
  const join = needsItem(sort) ? 'join experience e on e.id = b.experience_id' : '';
  const order = orderBy(column, sqlDirection(args.direction), 'b.id');
  const { ids, counts } = await pageAndCounts(ctx, filter, order, join, window);
  const byStatus = Object.fromEntries(counts.map((r) => [r.status, Number(r.n)]));
  const tabs = {
    ...(Object.fromEntries(BOOKING_STATUSES.map((status) => [status, byStatus[status] ?? 0])) as Record<
      BookingStatusEnum,
      number
    >),
    all: counts.reduce((sum, r) => sum + Number(r.n), 0),
  };
  const found = ids.length ? await ctx.em.find(GuestBooking, { id: ids }, { populate: ['experience'] }) : [];
  const byId = new Map(found.map((b) => [b.id, b]));
  const items = ids.map((id) => byId.get(id)).filter((b): b is GuestBooking => Boolean(b));
  const totalCount = filter.status ? tabs[filter.status] : tabs.all;
  return { ...toPage(items, totalCount, window), counts: tabs };
}

/**
 * Admin: applications, newest first, with the experience loaded: a window of them (GraphQL: `limit`/`offset` checked by
 * listWindow; the REST shim's full list: the newest 5000).
 */
export async function listBookings(
  ctx: AppContext,
  filter: BookingFilter = {},
  window: ListWindow = { limit: 5000, offset: 0 },
): Promise<GuestBooking[]> {
  const where: Record<string, unknown> = {};
  if (filter.status) where.status = filter.status;
  if (filter.itemId) where.experience = filter.itemId;
  if (filter.bookingDate) {
    if (!isIsoDate(filter.bookingDate)) throw badInput(BOOKING_ERRORS.badDate);
    where.bookingDate = filter.bookingDate;
  }
  if (filter.timeSlot) where.timeSlot = filter.timeSlot;
  const search = filter.search?.trim();
  if (search) {
    const like = containsPattern(search);
    where.$or = [
      { guestName: { $ilike: like } },
      { guestEmail: { $ilike: like } },
      { guestPhone: { $ilike: like } },
    ];
  }
  return ctx.em.find(GuestBooking, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    populate: ['experience'],
    limit: window.limit,
    offset: window.offset,
  });
}

export async function getBooking(ctx: Pick<AppContext, 'em'>, id: number): Promise<GuestBooking> {
  const booking = await ctx.em.findOne(GuestBooking, { id }, { populate: ['experience'] });
  if (!booking) throw notFound(BOOKING_ERRORS.notFound);
  return booking;
}

/** The activity log of a booking, oldest first (404 when the booking does not exist). */
export async function bookingLogs(ctx: AppContext, id: number): Promise<BookingLog[]> {
  await getBooking(ctx, id);
  return ctx.em.find(BookingLog, { booking: id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
}
