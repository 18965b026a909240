import type { EntityManager } from '@mikro-orm/postgresql';
import { guestCancelRefusal } from '../../../../domain/cancellation.js';
import { isLiveHold } from '../../../../domain/holds.js';
import { BookingStatusEnum } from '../../common/enums.js';
import { Experience } from '../experience/experience.entity.js';
import { availability, takenSeats } from '../booking/booking.capacity.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import type { PreparedStatement } from '../booking/booking.store.js';
import { confirmedTicketCode } from '../booking/booking.ticket.js';
import { lockedBookingOf, lockedBookingSql } from '../booking/booking-hold-confirm.js';
import { OCTO_ERRORS, OctoError } from './octo.errors.js';
import { availabilityOf, bookingOf, type BookingTimes } from './octo.mapping.js';
import { type OctoContext, checkRange } from './octo.requests.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The reseller's booking of a uuid, or INVALID_BOOKING_UUID. */
export async function ownBooking(em: EntityManager, ctx: OctoContext, uuid: string) {
  const booking = await em.findOne(GuestBooking, {
    octoUuid: bookingUuid(uuid),
    resellerId: ctx.reseller.resellerId,
  });
  if (!booking) throw new OctoError('INVALID_BOOKING_UUID', OCTO_ERRORS.booking(uuid), { uuid });
  return booking;
}

/**
 * The reseller's booking of a uuid under its row lock, in `em`'s unit of work (its changes are flushed),
 * with its item read in the same statement as a plain object (experienceOfRow: nothing of it is tracked,
 * nothing of it written), or INVALID_BOOKING_UUID. One round trip where a lock and the item took two.
 */
export async function lockedBooking(
  em: EntityManager,
  ctx: OctoContext,
  uuid: string,
): Promise<{ booking: GuestBooking; item: Experience }> {
  const [row] = await em.execute<Record<string, unknown>[]>(lockedBookingQuery(em), [
    bookingUuid(uuid),
    ctx.reseller.resellerId,
  ]);
  return bookingAndItem(em, uuid, row);
}

/**
 * The booking (mapped into `em`) and its item (a plain object) of a row of the locked booking's statement,
 * or INVALID_BOOKING_UUID without one.
 */
export function bookingAndItem(em: EntityManager, uuid: string, row: Record<string, unknown> | undefined) {
  const found = lockedBookingOf(em, row);
  if (!found) throw new OctoError('INVALID_BOOKING_UUID', OCTO_ERRORS.booking(uuid), { uuid });
  return found;
}

/** A uuid as OCTO's bookings have them, or INVALID_BOOKING_UUID (nothing is read for another). */
export function bookingUuid(uuid: string): string {
  if (!UUID.test(uuid)) throw new OctoError('INVALID_BOOKING_UUID', OCTO_ERRORS.booking(uuid), { uuid });
  return uuid.toLowerCase();
}

/** The locked booking's statement over two parameters: the uuid and the reseller's id. */
const lockedBookingText = (em: EntityManager, uuid: string, resellerId: string) =>
  lockedBookingSql(em, `g.octo_uuid = ${uuid} and g.reseller_id = ${resellerId}`);
let lockedBookingQueryText: string | undefined;
const lockedBookingQuery = (em: EntityManager) =>
  (lockedBookingQueryText ??= lockedBookingText(em, '?', '?'));
let lockedStatement: PreparedStatement | undefined;
/** lockedBooking's statement prepared (a reseller's confirmation: booking-hold-confirm.ts). */
export const lockedBookingStatement = (em: EntityManager) =>
  (lockedStatement ??= {
    name: 'octo_locked_booking',
    prepare: `prepare octo_locked_booking as ${lockedBookingText(em, '$1::uuid', '$2::int')}`,
  });

/**
 * The OCTO answers of bookings: their slots now and when they were confirmed or cancelled. `known`: an
 * item the caller read already (not read again).
 */
export async function answers(
  ctx: OctoContext,
  bookings: GuestBooking[],
  now = new Date(),
  known?: Experience,
) {
  if (!bookings.length) return [];
  const decided = bookings
    .filter((b) => b.status === BookingStatusEnum.confirmed || b.status === BookingStatusEnum.cancelled)
    .map((b) => b.id);
  const itemIds = [...new Set(bookings.map((b) => b.itemId))].filter((id) => id !== known?.id);
  const [items, logs, taken] = await Promise.all([
    itemIds.length ? ctx.em.find(Experience, { id: { $in: itemIds } }) : [],
    // When they were confirmed or cancelled: only such bookings have it to tell.
    decided.length
      ? ctx.pool.query<{ booking_id: number; new_value: string; created_at: Date; details: string }>(
          `select booking_id, new_value, created_at, details from booking_log
           where booking_id = any($1::int[]) and log_type = 'status_change' and new_value in ('confirmed', 'cancelled')
           order by created_at`,
          [decided],
        )
      : { rows: [] },
    Promise.all(
      bookings.map((b) =>
        takenSeats(ctx.pool, [b.itemId], b.bookingDate, b.bookingDate).then((m) => m.get(b.itemId)!),
      ),
    ),
  ]);
  const times = new Map<number, BookingTimes>();
  for (const row of logs.rows) {
    const entry = times.get(row.booking_id) ?? {};
    if (row.new_value === 'confirmed') entry.confirmedAt = row.created_at;
    else {
      entry.cancelledAt = row.created_at;
      entry.cancelReason = /: (.*)$/s.exec(row.details)?.[1];
    }
    times.set(row.booking_id, entry);
  }
  const byId = new Map([...items, ...(known ? [known] : [])].map((item) => [item.id, item]));
  return bookings.map((booking, index) =>
    answerOf(ctx, booking, byId.get(booking.itemId)!, times.get(booking.id) ?? {}, taken[index], now),
  );
}

/**
 * One booking's OCTO answer from what the caller has already (no read): its item, when it was confirmed
 * or cancelled, and its slot's taken seats ('YYYY-MM-DD HH:MM' → guests, as takenSeats reads them).
 */
export function answerOf(
  ctx: OctoContext,
  booking: GuestBooking,
  item: Experience,
  times: BookingTimes,
  taken: Map<string, number>,
  now = new Date(),
) {
  const [day] = availability(item, booking.bookingDate, booking.bookingDate, taken, now);
  const slot = day.slots.find((s) => s.time === booking.timeSlot);
  const view = { ...ctx, withOption: booking.withOption };
  return bookingOf(
    booking,
    item,
    slot ? availabilityOf(item, booking.bookingDate, slot, view) : null,
    times,
    cancellable(booking, item, now),
    ctx,
    now,
    confirmedTicketCode(ctx.hasher, booking),
  );
}

/** A hold may be released; a confirmed booking within the item's free-cancellation window. */
function cancellable(booking: GuestBooking, item: Experience, now: Date): boolean {
  if (booking.status === BookingStatusEnum.confirmed)
    return guestCancelRefusal(booking, item.freeCancellationHours, now) === null;
  return isLiveHold(booking, now);
}

export const answerOne = async (
  ctx: OctoContext,
  booking: GuestBooking,
  now = new Date(),
  known?: Experience,
) => (await answers(ctx, [booking], now, known))[0];

/** A fresh read of a booking by id (after a write in another unit of work). */
export const reread = (ctx: OctoContext, id: number) => ctx.em.fork().findOneOrFail(GuestBooking, { id });

/** GET /bookings/{uuid}. */
export async function getBooking(ctx: OctoContext, uuid: string) {
  return answerOne(ctx, await ownBooking(ctx.em, ctx, uuid));
}

/** GET /bookings: the reseller's bookings by its reference, ours, or a date (range). */
export async function listBookings(ctx: OctoContext, query: Record<string, unknown>) {
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
  const where: Record<string, unknown> = { resellerId: ctx.reseller.resellerId };
  const resellerReference = text('resellerReference');
  const supplierReference = text('supplierReference');
  const localDate = text('localDate');
  const start = text('localDateStart');
  const end = text('localDateEnd');
  if (resellerReference) where.resellerReference = resellerReference;
  else if (supplierReference) {
    if (!/^\d{1,9}$/.test(supplierReference)) return [];
    where.id = Number(supplierReference);
  } else if (localDate) {
    const range = checkRange(localDate, localDate);
    where.bookingDate = range.from;
  } else if (start || end) {
    const range = checkRange(start, end);
    where.bookingDate = { $gte: range.from, $lte: range.to };
  } else throw new OctoError('BAD_REQUEST', OCTO_ERRORS.bookingFilter);
  const productId = text('productId');
  if (productId) where.experience = /^\d{1,9}$/.test(productId) ? Number(productId) : -1;
  const found = await ctx.em.find(GuestBooking, where, { orderBy: { id: 'asc' }, limit: 500 });
  return answers(ctx, found);
}
