import type { Response } from 'express';
import { maxGuestsOf } from '../../../../domain/booking.js';
import { addDays, isIsoDate, seoulToday } from '../../../../domain/calendar.js';
import { LANGUAGES } from '../../../../domain/constants.js';
import type { AppContext } from '../../context.js';
import { streamCsv } from '../../common/csv.js';
import { AppError, badInput, notFound } from '../../common/errors.js';
import { BookingStatusEnum } from '../../common/enums.js';
import {
  pageWindow,
  SortDirection,
  toPage,
  type PageInput,
  type PageWindow,
} from '../../common/pagination.js';
import { paymentFilterSql, paymentStatusSql } from '../payment/payment-list.js';
import { PAYMENT_ERRORS } from '../payment/payment.errors.js';
import { PAID_SQL } from '../payment/payment.sql.js';
import { PaymentFilterEnum } from '../payment/payment.types.js';
import { ADMIN_CANCEL_REASON, BOOKING_ERRORS } from './booking.errors.js';
import { approveBooking, cancelBooking } from './booking.service.js';
import {
  BookingSortEnum,
  BulkActionEnum,
  BulkOutcomeEnum,
  ItemSummarySortEnum,
  SlotFilterEnum,
  SlotSortEnum,
  type AdminBookingFilter,
  type BookingItemSummary,
  type BookingSlotSummary,
  type BookingTally,
} from './booking-admin.types.js';
import { GuestBooking } from './guest-booking.entity.js';

/** The admin desk's lists and summaries: SQL aggregates, a constant number of statements per request. */

/** Collects positional parameters ($1, $2, ...) for one statement. */
class Sql {
  readonly params: unknown[] = [];
  p(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

const dir = (d?: SortDirection | null) => (d === SortDirection.ASC ? 'asc' : 'desc');
const TITLE_SQL = `coalesce(nullif(e.title, ''), 'Unknown')`;
const LANGUAGE_SQL = `coalesce(e.language[1], 'N/A')`;
const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function checkDate(value: string | null | undefined): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isIsoDate(value)) throw badInput(BOOKING_ERRORS.badDate);
  return value;
}

/**
 * The where clause of the application lists (alias b = guest_booking), without the status, so the
 * status tabs count under the same filter. Phone search compares digits: '+82 10-1234-5678',
 * '01012345678' and '1012345678' all find '+82 1012345678'.
 */
function bookingWhere(sql: Sql, filter: AdminBookingFilter = {}): string {
  const parts: string[] = ['true'];
  if (filter.itemId) parts.push(`b.experience_id = ${sql.p(filter.itemId)}`);
  if (filter.language) {
    if (!(LANGUAGES as readonly string[]).includes(filter.language))
      throw badInput(BOOKING_ERRORS.badLanguage);
    parts.push(
      `b.experience_id in (select id from experience where language[1] = ${sql.p(filter.language)})`,
    );
  }
  const from = checkDate(filter.dateFrom);
  const to = checkDate(filter.dateTo);
  if (from) parts.push(`b.booking_date >= ${sql.p(from)}`);
  if (to) parts.push(`b.booking_date <= ${sql.p(to)}`);
  if (filter.timeSlot) parts.push(`b.time_slot = ${sql.p(filter.timeSlot)}`);
  if (filter.payment) {
    if (!(filter.payment in PaymentFilterEnum)) throw badInput(PAYMENT_ERRORS.badFilter);
    parts.push(paymentFilterSql(filter.payment, (v) => sql.p(v)));
  }
  const search = filter.search?.trim();
  if (search) {
    // One indexed arm per column (trigram indexes), united: an OR across columns would scan the table.
    const like = sql.p(likeOf(search));
    const arms = [
      `select id from guest_booking where guest_name ilike ${like}`,
      `select id from guest_booking where guest_email ilike ${like}`,
      // A join, not `= any(array(...))`: the planner then expects an item's few hundred bookings, not
      // thousands, and probes the matches by id instead of scanning the table for them.
      `select g.id from experience x join guest_booking g on g.experience_id = x.id where x.title ilike ${like}`,
    ];
    const id = /^#?(\d{1,9})$/.exec(search);
    if (id) arms.push(`select ${sql.p(Number(id[1]))}::int`);
    const digits = search.replace(/\D/g, '');
    if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(search)) {
      arms.push(
        `select id from guest_booking where regexp_replace(guest_phone, '\\D', '', 'g') like ${sql.p(`%${digits}%`)}`,
      );
      const national = digits.replace(/^0+/, '');
      if (national) {
        arms.push(
          `select id from guest_booking where split_part(guest_phone, ' ', 2) like ${sql.p(`%${national}%`)}`,
        );
      }
    }
    parts.push(`b.id in (${arms.join(' union ')})`);
  }
  return parts.join(' and ');
}

const BOOKING_SORT: Record<BookingSortEnum, string> = {
  id: 'b.id',
  itemLanguage: LANGUAGE_SQL,
  itemTitle: TITLE_SQL,
  bookingDate: 'b.booking_date {dir}, b.time_slot',
  timeSlot: 'b.time_slot',
  numberOfGuests: 'b.number_of_guests',
  guestName: 'b.guest_name',
  guestPhone: 'b.guest_phone',
  guestEmail: 'b.guest_email',
  createdAt: 'b.created_at',
  status: 'b.status',
};
const needsItem = (sort: BookingSortEnum) => sort === 'itemLanguage' || sort === 'itemTitle';

function orderBy(template: string, direction: string, tieBreak: string): string {
  const main = template.includes('{dir}') ? template.replace('{dir}', direction) : template;
  return `${main} ${direction}, ${tieBreak} ${direction}`;
}

export interface BookingListArgs {
  page?: Partial<PageInput> | null;
  sort?: BookingSortEnum | null;
  direction?: SortDirection | null;
  filter?: AdminBookingFilter | null;
}

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
    const sql = new Sql();
    const where = bookingWhere(sql, filter);
    const status = filter.status ? ` and m.status = ${sql.p(filter.status)}` : '';
    const { rows } = await ctx.pool.query<{ ids: number[]; counts: StatusCount[] | null }>(
      `with m as materialized (select b.id, b.status from guest_booking b where ${where})
       select array(select b.id from guest_booking b ${join}
                    where b.id in (select m.id from m where true${status})
                    order by ${order} limit ${sql.p(window.limit)} offset ${sql.p(window.offset)}) as ids,
              (select json_agg(c) from (select m.status, count(*) as n from m group by m.status) c) as counts`,
      sql.params,
    );
    return { ids: rows[0].ids, counts: rows[0].counts ?? [] };
  }
  const countSql = new Sql();
  const countWhere = bookingWhere(countSql, filter);
  const pageSql = new Sql();
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
       order by ${order} limit ${pageSql.p(window.limit)} offset ${pageSql.p(window.offset)}`,
      pageSql.params,
    ),
  ]);
  return { ids: page.rows.map((r) => r.id), counts: counts.rows };
}

/** One page of applications plus the per-status counts under the same filter (2 or 3 statements). */
export async function adminBookings(ctx: AppContext, args: BookingListArgs) {
  const window = pageWindow(args.page);
  const sort = args.sort ?? BookingSortEnum.createdAt;
  if (!(sort in BOOKING_SORT)) throw badInput(BOOKING_ERRORS.badSort(Object.keys(BOOKING_SORT)));
  const filter = args.filter ?? {};
  const join = needsItem(sort) ? 'join experience e on e.id = b.experience_id' : '';
  const order = orderBy(BOOKING_SORT[sort], dir(args.direction), 'b.id');
  const { ids, counts } = await pageAndCounts(ctx, filter, order, join, window);
  const byStatus = Object.fromEntries(counts.map((r) => [r.status, Number(r.n)]));
  const tabs = {
    pending: byStatus.pending ?? 0,
    confirmed: byStatus.confirmed ?? 0,
    cancelled: byStatus.cancelled ?? 0,
    all: counts.reduce((sum, r) => sum + Number(r.n), 0),
  };
  const found = ids.length ? await ctx.em.find(GuestBooking, { id: ids }, { populate: ['experience'] }) : [];
  const byId = new Map(found.map((b) => [b.id, b]));
  const items = ids.map((id) => byId.get(id)).filter((b): b is GuestBooking => Boolean(b));
  const totalCount = filter.status ? tabs[filter.status] : tabs.all;
  return { ...toPage(items, totalCount, window), counts: tabs };
}

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

/**
 * Whether booking_tally (counts per item and status, kept by a trigger) answers a filter's counts: only
 * the item and its language narrow it; dates, slots, payments and searches count the bookings themselves.
 */
const countedAnswers = (filter: AdminBookingFilter) =>
  !filter.dateFrom && !filter.dateTo && !filter.timeSlot && !filter.payment && !filter.search?.trim();

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
  const sql = new Sql();
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
     order by ${orderBy(ITEM_SORT[sort], dir(args.direction), '"itemId"')}
     limit ${sql.p(window.limit)} offset ${sql.p(window.offset)}`,
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
  overCapacity: `"confirmedGuests" > "maxGuests"`,
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
  const sql = new Sql();
  const where = bookingWhere(sql, { itemId: args.itemId, dateFrom: args.dateFrom, dateTo: args.dateTo });
  const maxSql = `(select case when max_guests > 0 then max_guests else 10 end from experience where id = ${sql.p(args.itemId)})`;
  const itemSql = new Sql();
  const [slots, item] = await Promise.all([
    ctx.pool.query<Record<string, unknown> & { bookingDate: string; timeSlot: string; total: string }>(
      `select t.*, greatest(t."maxGuests" - t."confirmedGuests", 0) as "seatsLeft", count(*) over () as total
       from (select to_char(b.booking_date, 'YYYY-MM-DD') as "bookingDate", b.time_slot as "timeSlot",
                    ${maxSql} as "maxGuests", ${TALLY_SQL}
             from guest_booking b where ${where}
             group by b.booking_date, b.time_slot) t
       where ${SLOT_HAVING[slotFilter]}
       order by ${orderBy(SLOT_SORT[sort], dir(args.direction ?? SortDirection.ASC), '"timeSlot"')}
       limit ${sql.p(window.limit)} offset ${sql.p(window.offset)}`,
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
      overCapacity: tally.confirmedGuests > maxGuests,
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
 * The coming days' slots with confirmed and pending guests against capacity (1 statement), in order of
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
    confirmedGuests: string;
    pendingGuests: string;
  }>(
    // Per day, grouped in the order of guest_booking_day_slot_item_index, so a limit stops the walk.
    `select e.id as "itemId", ${TITLE_SQL} as title, ${LANGUAGE_SQL} as language,
            to_char(s.booking_date, 'YYYY-MM-DD') as "bookingDate", s.time_slot as "timeSlot",
            e.max_guests as "maxGuests", s."confirmedGuests", s."pendingGuests"
     from generate_series($1::date, $2::date, interval '1 day') d(day)
     cross join lateral (
       select b.booking_date, b.time_slot, b.experience_id,
              coalesce(sum(b.number_of_guests) filter (where b.status = 'confirmed'), 0) as "confirmedGuests",
              coalesce(sum(b.number_of_guests) filter (where b.status = 'pending'), 0) as "pendingGuests"
       from guest_booking b where b.booking_date = d.day::date and b.status <> 'cancelled'
       group by b.booking_date, b.time_slot, b.experience_id
       order by b.time_slot, b.experience_id
       limit $3) s
     join experience e on e.id = s.experience_id
     order by s.booking_date, s.time_slot, e.title, e.id`,
    [start, addDays(start, days - 1), slotsPerDay ?? null],
  );
  return rows.map((r) => ({
    ...r,
    key: `${r.itemId}:${r.bookingDate}:${r.timeSlot}`,
    maxGuests: maxGuestsOf({ maxGuests: r.maxGuests }),
    confirmedGuests: Number(r.confirmedGuests),
    pendingGuests: Number(r.pendingGuests),
  }));
}

// ---------------------------------------------------------------------------------------------
// Bulk actions, export

/** The most bookings one bulk action (or its preview) takes. */
export const BULK_MAX = 500;
const targetOf = (action: BulkActionEnum) =>
  action === BulkActionEnum.approve ? BookingStatusEnum.confirmed : BookingStatusEnum.cancelled;

function checkSelection(ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length < 1 || unique.length > BULK_MAX || unique.some((id) => !Number.isInteger(id) || id < 1)) {
    throw badInput(BOOKING_ERRORS.badSelection);
  }
  return unique;
}

/** How many of the selected a bulk action applies to (those not already in its status). */
export async function bulkPreview(ctx: AppContext, ids: readonly number[], action: BulkActionEnum) {
  const selected = checkSelection(ids);
  const { rows } = await ctx.pool.query<{ n: string }>(
    `select count(*) as n from guest_booking where id = any($1::int[]) and status <> $2`,
    [selected, targetOf(action)],
  );
  return { selected: selected.length, applicable: Number(rows[0].n), mailsGuests: true };
}

/**
 * Approves or cancels each selected booking through the single-booking path (same slot lock, same
 * mails), oldest application first, and reports each outcome; a full slot refuses, never overbooks.
 */
export async function bulkAction(
  ctx: AppContext,
  ids: readonly number[],
  action: BulkActionEnum,
  reason?: string | null,
) {
  const selected = checkSelection(ids);
  const target = targetOf(action);
  const current = await ctx.em.find(
    GuestBooking,
    { id: selected },
    { orderBy: { createdAt: 'asc', id: 'asc' }, populate: ['experience'] },
  );
  const byId = new Map(current.map((b) => [b.id, b]));
  const results: { id: number; outcome: BulkOutcomeEnum; booking: GuestBooking | null }[] = [];
  for (const booking of current) {
    if (booking.status === target) {
      results.push({ id: booking.id, outcome: BulkOutcomeEnum.already, booking });
      continue;
    }
    try {
      const changed =
        action === BulkActionEnum.approve
          ? await approveBooking(ctx, booking.id)
          : await cancelBooking(ctx, booking.id, reason?.trim() || ADMIN_CANCEL_REASON);
      results.push({
        id: booking.id,
        outcome: action === BulkActionEnum.approve ? BulkOutcomeEnum.approved : BulkOutcomeEnum.cancelled,
        booking: changed,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') {
        results.push({ id: booking.id, outcome: BulkOutcomeEnum.refused_over_capacity, booking });
      } else if (error instanceof AppError && error.code === 'NOT_FOUND') {
        results.push({ id: booking.id, outcome: BulkOutcomeEnum.not_found, booking: null });
      } else throw error;
    }
  }
  for (const id of selected) {
    if (!byId.has(id)) results.push({ id, outcome: BulkOutcomeEnum.not_found, booking: null });
  }
  return results;
}

/** The CSV route's query string (`status`, `q`, `itemId`, `language`, `dateFrom`, `dateTo`, `timeSlot`, `payment`, `sort`, `direction`) as list arguments. */
export function csvArgs(query: Record<string, unknown>): BookingListArgs {
  const text = (key: string) =>
    typeof query[key] === 'string' && query[key] !== '' ? (query[key] as string) : null;
  const status = text('status');
  if (status && !(Object.values(BookingStatusEnum) as string[]).includes(status)) {
    throw badInput(BOOKING_ERRORS.badStatus);
  }
  const itemId = text('itemId');
  if (itemId && !/^\d{1,9}$/.test(itemId)) throw badInput(BOOKING_ERRORS.notFound);
  const direction = text('direction');
  const sort = text('sort');
  if (sort && !(Object.values(BookingSortEnum) as string[]).includes(sort)) {
    throw badInput(BOOKING_ERRORS.badSort(Object.values(BookingSortEnum)));
  }
  return {
    sort: (sort as BookingSortEnum | null) ?? undefined,
    direction: direction === 'ASC' ? SortDirection.ASC : SortDirection.DESC,
    filter: {
      status: status as BookingStatusEnum | null,
      search: text('q'),
      itemId: itemId ? Number(itemId) : null,
      language: text('language') as AdminBookingFilter['language'],
      dateFrom: text('dateFrom'),
      dateTo: text('dateTo'),
      timeSlot: text('timeSlot'),
      payment: text('payment') as AdminBookingFilter['payment'],
    },
  };
}

const CSV_COLUMNS = [
  'id',
  'itemLanguage',
  'itemTitle',
  'bookingDate',
  'timeSlot',
  'numberOfGuests',
  'option',
  'totalPrice',
  'guestName',
  'guestPhone',
  'guestEmail',
  'status',
  'createdAt',
  'adminMemo',
  'specialRequests',
  'amountDue',
  'amountPaid',
  'paymentStatus',
  'paymentDueDate',
];

/** Streams the filtered list as CSV (common/csv.ts). */
export async function exportBookingsCsv(ctx: AppContext, args: BookingListArgs, res: Response) {
  const sort = args.sort ?? BookingSortEnum.createdAt;
  if (!(sort in BOOKING_SORT)) throw badInput(BOOKING_ERRORS.badSort(Object.keys(BOOKING_SORT)));
  const sql = new Sql();
  let where = bookingWhere(sql, args.filter ?? {});
  if (args.filter?.status) where += ` and b.status = ${sql.p(args.filter.status)}`;
  await streamCsv(ctx.pool, res, {
    // Dates as timestamps without a zone (a date would be cast to one with the session's zone, row by
    // row), each booking's payments summed once (pay), for lists of tens of thousands of rows.
    sql: `select b.id, ${LANGUAGE_SQL} as "itemLanguage", ${TITLE_SQL} as "itemTitle",
              to_char(b.booking_date::timestamp, 'YYYY-MM-DD') as "bookingDate", b.time_slot as "timeSlot",
              b.number_of_guests as "numberOfGuests",
              case when b.with_option then coalesce(nullif(btrim(e.option_text), ''), 'option') end as "option",
              b.total_price as "totalPrice", b.guest_name as "guestName",
              b.guest_phone as "guestPhone", b.guest_email as "guestEmail", b.status,
              to_char(b.created_at at time zone 'Asia/Seoul', 'YYYY-MM-DD HH24:MI') as "createdAt",
              b.admin_memo as "adminMemo", b.special_requests as "specialRequests",
              b.amount_due as "amountDue", pay.paid as "amountPaid",
              ${paymentStatusSql('pay.paid')} as "paymentStatus",
              to_char(b.payment_due_date::timestamp, 'YYYY-MM-DD') as "paymentDueDate"
       from guest_booking b join experience e on e.id = b.experience_id
         left join lateral (select ${PAID_SQL} as paid where b.amount_due is not null) pay on true
       where ${where} order by ${orderBy(BOOKING_SORT[sort], dir(args.direction), 'b.id')}`,
    params: sql.params,
    columns: CSV_COLUMNS,
    filename: `bookings-${seoulToday()}.csv`,
  });
}
