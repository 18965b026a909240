import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import {
  datesBetween,
  dayStatus,
  isSlotClosed,
  isSlotPast,
  maxGuestsOf,
  seatsLeft,
  timeSlotsOf,
} from '../../../../domain/booking.js';
import { bookingSlotSql, takesSeatsForSaleSql } from '../../../../domain/waitlist.js';
import { seatClaimsSql } from '../../../../domain/holds.js';
import { addDays, isIsoDate, seoulToday } from '../../../../domain/calendar.js';
import { LIMITS } from '../../../../domain/constants.js';
import { badInput, conflict } from '../../common/errors.js';
import { BookingStatusEnum } from '../../common/enums.js';
import type { Experience } from '../experience/experience.entity.js';
import { BOOKING_ERRORS } from './booking.errors.js';
import type { GuestBooking } from './guest-booking.entity.js';

/** How many days one availability request may cover (a calendar shows at most ~6 weeks). */
export const AVAILABILITY_MAX_DAYS = 62;

/** What a sale counts as taken (domain/waitlist.ts takesSeatsForSaleSql), over the seat claims `g` (domain/holds.ts seatClaimsSql). */
const TAKEN_FOR_SALE = takesSeatsForSaleSql(bookingSlotSql('g'), 'g');

const TAKEN_SEATS_SQL = `select experience_id as id, to_char(booking_date, 'YYYY-MM-DD') as day, time_slot as slot,
       sum(number_of_guests) as guests
  from ${seatClaimsSql()} g
  where ${TAKEN_FOR_SALE} and experience_id = any($1::int[]) and booking_date between $2 and $3
  group by experience_id, booking_date, time_slot`;

/**
 * Taken seats per 'YYYY-MM-DD HH:MM' of each experience within a date range: confirmed guests and the
 * guests of live holds (domain/holds.ts; an expired hold counts for nothing, marked or not, except while
 * its slot's waitlist has guests waiting and the expiry job has not offered them its seats yet:
 * domain/waitlist.ts takesSeatsForSaleSql).
 */
export async function takenSeats(
  pool: pg.Pool,
  experienceIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, Map<string, number>>> {
  const { rows } = await pool.query<{ id: number; day: string; slot: string; guests: string }>({
    // Named: parsed once per pooled connection, and planned once (PostgreSQL's generic plan after five
    // custom ones). The seat claims' union and rules cost several times more to plan than to run, and
    // every availability read (storefront calendars, OCTO polls) sends this.
    name: 'taken_seats',
    text: TAKEN_SEATS_SQL,
    values: [experienceIds, from, to],
  });
  const out = new Map<number, Map<string, number>>(experienceIds.map((id) => [id, new Map()]));
  for (const row of rows) out.get(row.id)?.set(`${row.day} ${row.slot}`, Number(row.guests));
  return out;
}

/** Checks an availability range: real dates, in order, at most AVAILABILITY_MAX_DAYS long. */
export function checkRange(from: string, to: string): void {
  if (!isIsoDate(from) || !isIsoDate(to)) throw badInput(BOOKING_ERRORS.badDate);
  if (to < from) throw badInput(BOOKING_ERRORS.rangeOrder);
  if (addDays(from, AVAILABILITY_MAX_DAYS - 1) < to) {
    throw badInput(BOOKING_ERRORS.rangeTooLong(AVAILABILITY_MAX_DAYS));
  }
}

/** The schedule of an experience for each day of a range: status, slots and seats left. */
export function availability(
  experience: Experience,
  from: string,
  to: string,
  taken: Map<string, number>,
  now: Date = new Date(),
) {
  const total = maxGuestsOf(experience);
  const slots = timeSlotsOf(experience);
  return datesBetween(from, to).map((date) => {
    const status = dayStatus(experience, date, now);
    return {
      date,
      status,
      slots:
        status === 'available'
          ? slots.map((time) => ({
              time,
              total,
              available: seatsLeft(experience, taken.get(`${date} ${time}`) ?? 0),
              isPast: isSlotPast(date, time, now),
              isClosed: isSlotClosed(experience, date, time, now),
            }))
          : [],
    };
  });
}

/**
 * The bookings that take seats from today on (confirmed ones and live holds, with their status), with
 * nothing personal: what the spec's capacity reader needs. A reader that counts only `confirmed` (the
 * original storefront) may offer a held seat; the application then refuses it (409).
 */
export async function publicCapacityRecords(pool: pg.Pool) {
  const { rows } = await pool.query<{
    itemId: number;
    bookingDate: string;
    timeSlot: string;
    numberOfGuests: number;
    status: BookingStatusEnum;
  }>(
    `select experience_id as "itemId", to_char(booking_date, 'YYYY-MM-DD') as "bookingDate",
            time_slot as "timeSlot", number_of_guests as "numberOfGuests", status
     from ${seatClaimsSql()} g where ${TAKEN_FOR_SALE} and booking_date >= $1
     order by booking_date, time_slot, experience_id`,
    [seoulToday()],
  );
  return rows;
}

/** The seats a confirmation counts: the slot's other bookings that take seats for a sale ($4: the booking itself). */
export const CONFIRM_TAKEN = {
  name: 'booking_confirm_taken',
  prepare: `prepare booking_confirm_taken as select sum(number_of_guests) as guests from ${seatClaimsSql()} g
    where experience_id = $1 and booking_date = $2 and time_slot = $3 and ${TAKEN_FOR_SALE} and id <> $4`,
};

/** A slot is over capacity when its confirmed guests are more than its maximum (maxGuestsOf). */
export const overCapacity = (confirmedGuests: number, maxGuests: number) => confirmedGuests > maxGuests;
/** overCapacity in SQL, over two expressions of a query. */
export const OVER_CAPACITY_SQL = (confirmedGuests: string, maxGuests: string) =>
  `${confirmedGuests} > ${maxGuests}`;
/** maxGuestsOf in SQL, over an experience's max_guests column. */
export const MAX_GUESTS_SQL = (column: string) =>
  `case when ${column} > 0 then ${column} else ${LIMITS.defaultMaxGuests} end`;

/** What confirming a booking does to its slot: the others' confirmed guests, the maximum, and whether it is overridden. */
export interface ConfirmCapacity {
  confirmed: number;
  max: number;
  /** The confirmation takes the slot over capacity, and the admin chose so. */
  overridden: boolean;
}

/**
 * The capacity check of a confirmation, inside its transaction: takes a lock on the slot first, so
 * concurrent confirmations and applications of one slot are serialised and can never overbook, then
 * sums the seats the slot's other bookings take (confirmed and live holds, and the ended holds whose
 * seats its waitlist is still owed: takesSeatsForSaleSql). Beyond the maximum it
 * answers 409 (CONFLICT) unless the admin overrides.
 */
export async function checkConfirmCapacity(
  em: EntityManager,
  booking: Pick<GuestBooking, 'id' | 'itemId' | 'bookingDate' | 'timeSlot' | 'numberOfGuests'>,
  experience: Pick<Experience, 'maxGuests'>,
  overrideCapacity = false,
): Promise<ConfirmCapacity> {
  // The count is a prepared statement of the transaction's connection (the ORM sends its values as
  // literals, so every other statement of it is parsed and planned each time: this one's seat claims
  // cost several times more to plan than to run). Whether the connection has it yet is read with the lock.
  const [{ prepared }] = await em.execute<{ prepared: boolean }[]>(
    `select ${SLOT_LOCK_SQL('?', '?', '?')},
            exists (select from pg_prepared_statements where name = '${CONFIRM_TAKEN.name}') as prepared`,
    [booking.itemId, booking.bookingDate, booking.timeSlot],
  );
  if (!prepared) await em.execute(CONFIRM_TAKEN.prepare);
  // After the lock's statement: counted in a snapshot taken once the lock was granted.
  const [row] = await em.execute<{ guests: string | null }[]>(`execute ${CONFIRM_TAKEN.name}(?, ?, ?, ?)`, [
    booking.itemId,
    booking.bookingDate,
    booking.timeSlot,
    booking.id,
  ]);
  return confirmCapacity(Number(row?.guests ?? 0), booking, experience, overrideCapacity);
}

/**
 * What confirming `booking` does to its slot whose other bookings take `confirmed` seats (counted under the
 * slot's lock: CONFIRM_TAKEN): 409 (CONFLICT) beyond the maximum unless the admin overrides.
 */
export function confirmCapacity(
  confirmed: number,
  booking: Pick<GuestBooking, 'numberOfGuests'>,
  experience: Pick<Experience, 'maxGuests'>,
  overrideCapacity = false,
): ConfirmCapacity {
  const max = maxGuestsOf(experience);
  const over = overCapacity(confirmed + booking.numberOfGuests, max);
  if (over && !overrideCapacity) {
    throw conflict(BOOKING_ERRORS.overCapacity, { confirmedGuests: confirmed, maxGuests: max });
  }
  return { confirmed, max, overridden: over };
}

/**
 * The slot's lock in SQL over three parameters (experience id, date, time): every write that takes seats
 * (an application, a confirmation) takes it before counting, in its transaction.
 */
export const SLOT_LOCK_SQL = (experienceId: string, date: string, time: string) =>
  `pg_advisory_xact_lock(${experienceId}, hashtext(${date}::text || ' ' || ${time}::text))`;
