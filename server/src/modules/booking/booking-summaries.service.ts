import { maxGuestsOf } from '../../../../domain/booking.js';
import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { takesSeatsSql } from '../../../../domain/holds.js';
import type { AppContext } from '../../context.js';
import { badInput, notFound } from '../../common/errors.js';
import { pageWindow, SortDirection, toPage, type PageInput } from '../../common/pagination.js';
import { orderBy, SqlParams, sqlDirection } from '../../common/sql.js';
import { BOOKING_ERRORS } from './booking.errors.js';
import { MAX_GUESTS_SQL, OVER_CAPACITY_SQL, overCapacity } from './booking.capacity.js';
import { bookingWhere, checkDate, countedAnswers, LANGUAGE_SQL, TITLE_SQL } from './booking.sql.js';
import {
  ItemSummarySortEnum,
  SlotFilterEnum,
  SlotSortEnum,
  type AdminBookingFilter,
  type BookingItemSummary,
  type BookingSlotSummary,
  type BookingTally,
} from './booking-admin.types.js';

/** The admin desk's summaries: per item, per slot of an item, per day. SQL aggregates, a constant number of statements per request. */

/**
 * Bookings and guests per status, as aggregates over the rows of alias b: bookings themselves
 * (`count(*)`, `sum(b.number_of_guests)`) or their counts in booking_tally (`sum(b.bookings)`, `sum(b.guests)`).
 */
function tallySql(bookings: string, guests: string): string {
  const of = (status: string | null, sum: string, name: string) =>
    `coalesce(${sum}${status ? ` filter (where b.status = '${status}')` : ''}, 0) as "${name}"`;
  return ['pending', 'confirmed', 'cancelled', null]
    .flatMap((status) => {
      const prefix = status ?? 'total';
      return [of(status, bookings, `${prefix}Bookings`), of(status, guests, `${prefix}Guests`)];
    })
    .join(',\n  ');
}
const TALLY_SQL = tallySql('count(*)', 'sum(b.number_of_guests)');
const COUNTED_TALLY_SQL = tallySql('sum(b.bookings)', 'sum(b.guests)');

const TALLY_KEYS = [
  'pendingBookings',
  'pendingGuests',
  'confirmedBookings',
  'confirmedGuests',
  'cancelledBookings',
  'cancelledGuests',
  'totalBookings',
  'totalGuests',
] as const;
const tallyOf = (row: Record<string, unknown>): BookingTally =>
  Object.fromEntries(TALLY_KEYS.map((k) => [k, Number(row[k] ?? 0)])) as unknown as BookingTally;

const ITEM_SORT: Record<ItemSummarySortEnum, string> = {
  language: '"language"',
  title: '"title"',
  pending: '"pendingBookings" {dir}, "pendingGuests"',
  confirmed: '"confirmedBookings" {dir}, "confirmedGuests"',
  cancelled: '"cancelledBookings" {dir}, "cancelledGuests"',
  total: '"totalBookings" {dir}, "totalGuests"',
};

export interface ItemSummaryArgs {
  page?: Partial<PageInput> | null;
  sort?: ItemSummarySortEnum | null;
  direction?: SortDirection | null;
  filter?: AdminBookingFilter | null;
}

type ItemRow = { itemId: number; language: string; title: string; maxGuests: number; total: string };
const toItemSummary = (row: ItemRow & Record<string, unknown>): BookingItemSummary => ({
  itemId: row.itemId,
  language: row.language,
  title: row.title,
  maxGuests: maxGuestsOf({ maxGuests: row.maxGuests }),
  tally: tallyOf(row),
});

/** Items that have applications, each with bookings and guests per status (1 statement). */
export async function bookingItemSummaries(ctx: AppContext, args: ItemSummaryArgs) {
  const window = pageWindow(args.page);
  const sort = args.sort ?? ItemSummarySortEnum.total;
  if (!(sort in ITEM_SORT)) throw badInput(BOOKING_ERRORS.badSort(Object.keys(ITEM_SORT)));
  const sql = new SqlParams();
  const filter = { ...(args.filter ?? {}), status: null };
  const where = bookingWhere(sql, filter);
  // From the kept counts when they answer the filter (an item without bookings has none left there).
  const [tally, from] = countedAnswers(filter)
    ? [COUNTED_TALLY_SQL, 'booking_tally']
    : [TALLY_SQL, 'guest_booking'];
  const { rows } = await ctx.pool.query<ItemRow>(
    `select t.*, count(*) over () as total from (
       select e.id as "itemId", ${LANGUAGE_SQL} as "language", ${TITLE_SQL} as "title",
              e.max_guests as "maxGuests", ${tally}
       from ${from} b join experience e on e.id = b.experience_id
       where ${where} group by e.id) t
     where t."totalBookings" > 0
     order by ${orderBy(ITEM_SORT[sort], sqlDirection(args.direction), '"itemId"')}
     ${sql.window(window)}`,
    sql.params,
  );
  return toPage(rows.map(toItemSummary), Number(rows[0]?.total ?? 0), window);
}

const SLOT_SORT: Record<SlotSortEnum, string> = {
  date: '"bookingDate" {dir}, "timeSlot"',
  pending: '"pendingGuests" {dir}, "pendingBookings"',
  confirmed: '"confirmedGuests" {dir}, "confirmedBookings"',
  cancelled: '"cancelledGuests" {dir}, "cancelledBookings"',
  total: '"totalGuests" {dir}, "totalBookings"',
  seatsLeft: '"seatsLeft" {dir}, "bookingDate"',
};
const SLOT_HAVING: Record<SlotFilterEnum, string> = {
  all: 'true',
  withPending: `"pendingBookings" > 0`,
  overCapacity: OVER_CAPACITY_SQL('"confirmedGuests"', '"maxGuests"'),
  withConfirmed: `"confirmedBookings" > 0`,
};

export interface SlotSummaryArgs {
  itemId: number;
  page?: Partial<PageInput> | null;
  sort?: SlotSortEnum | null;
  direction?: SortDirection | null;
  slotFilter?: SlotFilterEnum | null;
  dateFrom?: string | null;
  dateTo?: string | null;
}

/** The slots of one item with their counts and seats left, plus the item's own summary (2 statements). */
export async function bookingSlotSummaries(ctx: AppContext, args: SlotSummaryArgs) {
  const window = pageWindow(args.page);
  const sort = args.sort ?? SlotSortEnum.date;
  const slotFilter = args.slotFilter ?? SlotFilterEnum.all;
  if (!(sort in SLOT_SORT)) throw badInput(BOOKING_ERRORS.badSort(Object.keys(SLOT_SORT)));
  if (!(slotFilter in SLOT_HAVING)) throw badInput(BOOKING_ERRORS.badSort(Object.keys(SLOT_HAVING)));
  const sql = new SqlParams();
  const where = bookingWhere(sql, { itemId: args.itemId, dateFrom: args.dateFrom, dateTo: args.dateTo });
  const maxSql = `(select ${MAX_GUESTS_SQL('max_guests')} from experience where id = ${sql.p(args.itemId)})`;
  const itemSql = new SqlParams();
  const [slots, item] = await Promise.all([
    ctx.pool.query<Record<string, unknown> & { bookingDate: string; timeSlot: string; total: string }>(
      `select t.*, greatest(t."maxGuests" - t."confirmedGuests", 0) as "seatsLeft", count(*) over () as total
       from (select to_char(b.booking_date, 'YYYY-MM-DD') as "bookingDate", b.time_slot as "timeSlot",
                    ${maxSql} as "maxGuests", ${TALLY_SQL}
             from guest_booking b where ${where}
             group by b.booking_date, b.time_slot) t
       where ${SLOT_HAVING[slotFilter]}
       order by ${orderBy(SLOT_SORT[sort], sqlDirection(args.direction ?? SortDirection.ASC), '"timeSlot"')}
       ${sql.window(window)}`,
      sql.params,
    ),
    ctx.pool.query<ItemRow>(
      `select e.id as "itemId", ${LANGUAGE_SQL} as "language", ${TITLE_SQL} as "title",
              e.max_guests as "maxGuests", ${TALLY_SQL}
       from experience e left join guest_booking b on b.experience_id = e.id
       where e.id = ${itemSql.p(args.itemId)} group by e.id`,
      itemSql.params,
    ),
  ]);
  if (!item.rows[0]) throw notFound(BOOKING_ERRORS.experienceNotFound);
  const items: BookingSlotSummary[] = slots.rows.map((row) => {
    const tally = tallyOf(row);
    const maxGuests = Number(row.maxGuests);
    return {
      key: `${args.itemId}:${row.bookingDate}:${row.timeSlot}`,
      itemId: args.itemId,
      bookingDate: row.bookingDate,
      timeSlot: row.timeSlot,
      maxGuests,
      seatsLeft: Number(row.seatsLeft),
      overCapacity: overCapacity(tally.confirmedGuests, maxGuests),
      tally,
    };
  });
  return {
    ...toPage(items, Number(slots.rows[0]?.total ?? 0), window),
    item: toItemSummary(item.rows[0] as ItemRow & Record<string, unknown>),
  };
}

export const DAY_VIEW_MAX_DAYS = 42;
export const DAY_VIEW_DEFAULT_DAYS = 14;
export const DAY_VIEW_MAX_SLOTS_PER_DAY = 100;

/**
 * The coming days' slots with confirmed and pending guests against capacity, the guests of other seat
 * holds (awaiting an online payment, a waitlist's offer, a change request asking for the slot), and the
 * arrivals of the confirmed ones (guests checked in, bookings marked no-shows: issue 39) (1 statement), in order of
 * date, time and item title. With `slotsPerDay`, each day keeps its first that many by time, then item
 * id: an index walk per day, where every slot of three weeks could be ~100,000 rows at scale.
 */
export async function bookingDayView(
  ctx: AppContext,
  from?: string | null,
  days = DAY_VIEW_DEFAULT_DAYS,
  slotsPerDay?: number | null,
) {
  const start = checkDate(from) ?? seoulToday();
  if (!Number.isInteger(days) || days < 1 || days > DAY_VIEW_MAX_DAYS) {
    throw badInput(BOOKING_ERRORS.rangeTooLong(DAY_VIEW_MAX_DAYS));
  }
  if (
    slotsPerDay !== undefined &&
    slotsPerDay !== null &&
    (!Number.isInteger(slotsPerDay) || slotsPerDay < 1 || slotsPerDay > DAY_VIEW_MAX_SLOTS_PER_DAY)
  ) {
    throw badInput(BOOKING_ERRORS.badSlotsPerDay(DAY_VIEW_MAX_SLOTS_PER_DAY));
  }
  const { rows } = await ctx.pool.query<{
    itemId: number;
    title: string;
    language: string;
    bookingDate: string;
    timeSlot: string;
    maxGuests: number;
    confirmedGuests: string | null;
    pendingGuests: string | null;
    heldGuests: string | null;
    arrivedGuests: string | null;
    noShows: string | null;
  }>(
    // Per day, grouped in the order of guest_booking_day_slot_item_index, so a limit stops the walk. The
    // guests' change requests hold seats on the slot they ask for (domain/holds.ts seatClaimsSql): a few
    // rows, through booking_move_request_slot_index, joined on, so a slot held only by one still shows.
    `with slots as (
       select s.* from generate_series($1::date, $2::date, interval '1 day') d(day)
       cross join lateral (
         select b.booking_date, b.time_slot, b.experience_id,
                coalesce(sum(b.number_of_guests) filter (where b.status = 'confirmed'), 0) as "confirmedGuests",
                coalesce(sum(b.number_of_guests) filter (where b.status = 'pending'), 0) as "pendingGuests",
                coalesce(sum(b.number_of_guests) filter (where b.status in ('awaiting_payment', 'offered')
                                                           and b.hold_expires_at > now()), 0) as "heldGuests",
                coalesce(sum(coalesce(b.guests_arrived, b.number_of_guests))
                  filter (where b.status = 'confirmed' and b.checked_in_at is not null), 0) as "arrivedGuests",
                count(*) filter (where b.status = 'confirmed' and b.no_show_at is not null) as "noShows"
         from guest_booking b where b.booking_date = d.day::date and b.status <> 'cancelled'
         group by b.booking_date, b.time_slot, b.experience_id
         order by b.time_slot, b.experience_id
         limit $3) s
     ),
     requested as (
       select m.to_date as booking_date, m.to_time as time_slot, b.experience_id, sum(b.number_of_guests) as guests
       from booking_move m join guest_booking b on b.id = m.booking_id
       where m.status = 'requested' and m.to_date between $1::date and $2::date and ${takesSeatsSql('b')}
       group by m.to_date, m.to_time, b.experience_id
     )
     select e.id as "itemId", ${TITLE_SQL} as title, ${LANGUAGE_SQL} as language,
            to_char(booking_date, 'YYYY-MM-DD') as "bookingDate", time_slot as "timeSlot",
            e.max_guests as "maxGuests", s."confirmedGuests", s."pendingGuests",
            coalesce(s."heldGuests", 0) + coalesce(r.guests, 0) as "heldGuests", s."arrivedGuests", s."noShows"
     from slots s full join requested r using (booking_date, time_slot, experience_id)
     join experience e on e.id = experience_id
     order by booking_date, time_slot, e.title, e.id`,
    [start, addDays(start, days - 1), slotsPerDay ?? null],
  );
  return rows.map((r) => ({
    ...r,
    key: `${r.itemId}:${r.bookingDate}:${r.timeSlot}`,
    maxGuests: maxGuestsOf({ maxGuests: r.maxGuests }),
    confirmedGuests: Number(r.confirmedGuests ?? 0),
    pendingGuests: Number(r.pendingGuests ?? 0),
    heldGuests: Number(r.heldGuests ?? 0),
    arrivedGuests: Number(r.arrivedGuests ?? 0),
    noShows: Number(r.noShows ?? 0),
  }));
}
