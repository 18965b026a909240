import type { EntityManager } from '@mikro-orm/postgresql';
import { isHhMm, isIsoDate } from '../../../../domain/calendar.js';
import type { PaymentStatus } from '../../../../domain/payment.js';
import type { AppContext } from '../../context.js';
import { badInput } from '../../common/errors.js';
import { PAID_SQL, paymentStatusSql } from '../../common/payment-state.sql.js';
import { TITLE_SQL } from '../booking/booking.sql.js';
import { CHECK_IN_ERRORS } from './check-in.errors.js';

/**
 * The day's manifest (issue 39): a slot's bookings as the guide at the meeting point needs them, and the
 * day's slots. One statement each, over guest_booking_day_slot_item_index (date, time, item); the payment
 * state is payment's own SQL (common/payment-state.sql.ts), with what each booking kept summed once.
 */

/** One booking of the manifest. `amountDue`: what is still to collect (KRW), 0 when paid or not approved. */
export interface ManifestEntry {
  bookingId: number;
  bookingNumber: string;
  itemId: number;
  itemName: string;
  date: string;
  time: string;
  name: string;
  guests: number;
  arrived: boolean;
  guestsArrived: number | null;
  /** When the server recorded the check-in (the undo counts from it). */
  checkedInAt: Date | null;
  checkedInBy: string | null;
  /** When the phone scanned it, for a check-in queued offline and sent later; else null. */
  scannedAt: Date | null;
  noShow: boolean;
  noShowAt: Date | null;
  /** Null before approval (a pending application owes nothing yet). */
  paymentStatus: PaymentStatus | null;
  amountDue: number;
  currency: 'KRW';
  option: string | null;
  language: string;
  specialRequests: string;
  phone: string;
  /** confirmed, or pending / awaiting_payment: listed after the confirmed ones, not checked in until approved. */
  status: string;
}

/** The manifest's row of the bookings `where` picks (alias b; e the experience; k.paid what b kept). */
const manifestSql = (where: string) => `
  select b.id as "bookingId", '#' || b.id as "bookingNumber", e.id as "itemId", ${TITLE_SQL} as "itemName",
         to_char(b.booking_date, 'YYYY-MM-DD') as date, b.time_slot as time,
         b.guest_name as name, b.number_of_guests as guests,
         b.checked_in_at is not null as arrived, b.guests_arrived as "guestsArrived",
         b.checked_in_at as "checkedInAt", b.checked_in_by as "checkedInBy",
         b.check_in_scanned_at as "scannedAt",
         b.no_show_at is not null as "noShow", b.no_show_at as "noShowAt",
         ${paymentStatusSql('k.paid')} as "paymentStatus",
         case when b.status = 'confirmed' then greatest(coalesce(b.amount_due, 0) - k.paid, 0)::int else 0 end
           as "amountDue",
         'KRW' as currency,
         case when b.with_option then e.option_text end as option,
         b.language, b.special_requests as "specialRequests", b.guest_phone as phone, b.status
    from guest_booking b
    join experience e on e.id = b.experience_id
    cross join lateral (select ${PAID_SQL}::int as paid) k
   where ${where}`;

/** Instants as Date whichever driver read them (the ORM's raw execute answers timestamptz as text). */
const instant = (value: Date | string | null) =>
  value === null || value instanceof Date ? value : new Date(value);
const toEntry = (row: ManifestEntry): ManifestEntry => ({
  ...row,
  checkedInAt: instant(row.checkedInAt),
  scannedAt: instant(row.scannedAt),
  noShowAt: instant(row.noShowAt),
});

const LISTED = `b.status in ('confirmed', 'pending', 'awaiting_payment')`;

function checkDay(date: string) {
  if (!isIsoDate(date)) throw badInput(CHECK_IN_ERRORS.badDate, { field: 'date' });
}

/** A slot's bookings (every item at that time, or one item's): confirmed first, then by name. */
export async function manifest(
  ctx: Pick<AppContext, 'pool'>,
  date: string,
  time: string,
  itemId?: number | null,
): Promise<ManifestEntry[]> {
  checkDay(date);
  if (!isHhMm(time)) throw badInput(CHECK_IN_ERRORS.badTime, { field: 'time' });
  const { rows } = await ctx.pool.query<ManifestEntry>(
    `${manifestSql(`b.booking_date = $1 and b.time_slot = $2 and ($3::int is null or b.experience_id = $3) and ${LISTED}`)}
     order by b.status <> 'confirmed', b.guest_name, b.id`,
    [date, time, itemId ?? null],
  );
  return rows.map(toEntry);
}

/** One booking's manifest row, read in the caller's transaction (what a check-in answers). */
export async function manifestEntry(em: EntityManager, bookingId: number): Promise<ManifestEntry> {
  const [row] = await em.execute<ManifestEntry[]>(manifestSql('b.id = ?'), [bookingId]);
  return toEntry(row);
}

/** One slot of the day: an item at a time, with its confirmed bookings, guests and arrivals. */
export interface ManifestSlot {
  time: string;
  itemId: number;
  itemName: string;
  /** Confirmed bookings and their guests. */
  bookings: number;
  guests: number;
  /** Guests checked in (partial arrivals counted as they came). */
  arrived: number;
  /** Confirmed bookings checked in, and marked no-shows. */
  checkedIn: number;
  noShows: number;
  /** Applications not yet approved (pending or awaiting payment). */
  pending: number;
}

/** The day's slots that have a confirmed or waiting booking, by time then item name. */
export async function manifestSlots(ctx: Pick<AppContext, 'pool'>, date: string): Promise<ManifestSlot[]> {
  checkDay(date);
  const { rows } = await ctx.pool.query<ManifestSlot>(
    `select b.time_slot as time, e.id as "itemId", ${TITLE_SQL} as "itemName",
            count(*) filter (where b.status = 'confirmed')::int as bookings,
            coalesce(sum(b.number_of_guests) filter (where b.status = 'confirmed'), 0)::int as guests,
            coalesce(sum(coalesce(b.guests_arrived, b.number_of_guests))
              filter (where b.status = 'confirmed' and b.checked_in_at is not null), 0)::int as arrived,
            count(*) filter (where b.status = 'confirmed' and b.checked_in_at is not null)::int as "checkedIn",
            count(*) filter (where b.status = 'confirmed' and b.no_show_at is not null)::int as "noShows",
            count(*) filter (where b.status <> 'confirmed')::int as pending
       from guest_booking b join experience e on e.id = b.experience_id
      where b.booking_date = $1 and ${LISTED}
      group by b.time_slot, e.id
      order by b.time_slot, "itemName", e.id`,
    [date],
  );
  return rows;
}
