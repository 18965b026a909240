import { isIsoDate } from '../../../../domain/calendar.js';
import { LANGUAGES } from '../../../../domain/constants.js';
import { badInput } from '../../common/errors.js';
import type { SortDirection, PageInput } from '../../common/pagination.js';
import { containsPattern, type SqlParams } from '../../common/sql.js';
import { paymentFilterSql } from '../../common/payment-state.sql.js';
import { PaymentFilterEnum } from '../../common/enums.js';
import { BOOKING_ERRORS } from './booking.errors.js';
import type { AdminBookingFilter, BookingSortEnum } from './booking-admin.types.js';

/** The SQL the admin desk's lists, summaries and export share (alias b = guest_booking, e = experience). */

export const TITLE_SQL = `coalesce(nullif(e.title, ''), 'Unknown')`;
export const LANGUAGE_SQL = `coalesce(e.language[1], 'N/A')`;

export function checkDate(value: string | null | undefined): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isIsoDate(value)) throw badInput(BOOKING_ERRORS.badDate);
  return value;
}

/**
 * The where clause of the application lists (alias b = guest_booking), without the status, so the
 * status tabs count under the same filter. Phone search compares digits: '+82 10-1234-5678',
 * '01012345678' and '1012345678' all find '+82 1012345678'.
 */
export function bookingWhere(sql: SqlParams, filter: AdminBookingFilter = {}): string {
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
    if (!(filter.payment in PaymentFilterEnum)) throw badInput(BOOKING_ERRORS.badPaymentFilter);
    parts.push(paymentFilterSql(filter.payment, (v) => sql.p(v)));
  }
  const search = filter.search?.trim();
  if (search) {
    // One indexed arm per column (trigram indexes), united: an OR across columns would scan the table.
    const like = sql.p(containsPattern(search));
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

export const BOOKING_SORT: Record<BookingSortEnum, string> = {
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
export const needsItem = (sort: BookingSortEnum) => sort === 'itemLanguage' || sort === 'itemTitle';

/** The application list's sort column, checked (BAD_USER_INPUT on one it does not know). */
export function bookingSort(sort: BookingSortEnum): string {
  if (!(sort in BOOKING_SORT)) throw badInput(BOOKING_ERRORS.badSort(Object.keys(BOOKING_SORT)));
  return BOOKING_SORT[sort];
}

/**
 * Whether booking_tally (counts per item and status, kept by a trigger) answers a filter's counts: only
 * the item and its language narrow it; dates, slots, payments and searches count the bookings themselves.
 */
export const countedAnswers = (filter: AdminBookingFilter) =>
  !filter.dateFrom && !filter.dateTo && !filter.timeSlot && !filter.payment && !filter.search?.trim();

/** What the application list (and its CSV) is asked: a page, a sort and a filter. */
export interface BookingListArgs {
  page?: Partial<PageInput> | null;
  sort?: BookingSortEnum | null;
  direction?: SortDirection | null;
  filter?: AdminBookingFilter | null;
}
