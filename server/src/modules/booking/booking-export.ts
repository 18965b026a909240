import type { Response } from 'express';
import { seoulToday } from '../../../../domain/calendar.js';
import type { AppContext } from '../../context.js';
import { streamCsv } from '../../common/csv.js';
import { orderBy, SqlParams, sqlDirection } from '../../common/sql.js';
import { paymentStatusSql } from '../../common/payment-state.sql.js';
import { PAID_SQL } from '../../common/payment-state.sql.js';
import { BookingSortEnum } from './booking-admin.types.js';
import { bookingSort, bookingWhere, LANGUAGE_SQL, TITLE_SQL, type BookingListArgs } from './booking.sql.js';

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
  'arrival',
  // The promo code's snapshot (issue 41): the price before it, the code, and what it took off.
  'listPrice',
  'promoCode',
  'discount',
];

/** SQL twin of domain/checkIn.ts `arrivalText`: `arrived 3 of 4`, `no-show`, or empty (booking-export.test.ts). */
const ARRIVAL_SQL = `case when b.checked_in_at is not null
    then 'arrived ' || coalesce(b.guests_arrived, b.number_of_guests) || ' of ' || b.number_of_guests
  when b.no_show_at is not null then 'no-show' else '' end`;

/** Streams the filtered list as CSV (common/csv.ts). */
export async function exportBookingsCsv(ctx: AppContext, args: BookingListArgs, res: Response) {
  const column = bookingSort(args.sort ?? BookingSortEnum.createdAt);
  const sql = new SqlParams();
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
              to_char(b.payment_due_date::timestamp, 'YYYY-MM-DD') as "paymentDueDate",
              ${ARRIVAL_SQL} as arrival,
              b.total_price + b.discount as "listPrice", b.promo_code as "promoCode", b.discount
       from guest_booking b join experience e on e.id = b.experience_id
         left join lateral (select ${PAID_SQL} as paid where b.amount_due is not null) pay on true
       where ${where} order by ${orderBy(column, sqlDirection(args.direction), 'b.id')}`,
    params: sql.params,
    columns: CSV_COLUMNS,
    filename: `bookings-${seoulToday()}.csv`,
  });
}
