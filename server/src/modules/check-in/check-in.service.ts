import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { seoulToday } from '../../../../domain/calendar.js';
import { slotStartInstant } from '../../../../domain/cancellation.js';
import { believedScanTime, undoable } from '../../../../domain/checkIn.js';
import { checkInSchema, type CheckInValues } from '../../../../domain/schemas/checkIn.js';
import type { AdminIdentity, AppContext } from '../../context.js';
import { badInput, conflict, notFound, unauthenticated } from '../../common/errors.js';
import { BookingStatusEnum, LogAuthorEnum, type BookingLogTypeEnum } from '../../common/enums.js';
import { validate } from '../../common/validate.js';
import { inTransaction } from '../../platform/events/event-bus.js';
import { bookingEvent, publishAdminEvent } from '../admin-event/admin-event.service.js';
import { audit } from '../audit/audit.js';
import { BookingLog } from '../booking/booking-log.entity.js';
import { BOOKING_ERRORS } from '../booking/booking.errors.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { findBookingIdByTicketCode } from '../booking/booking.ticket.js';
import { Experience } from '../experience/experience.entity.js';
import { auditPayment, paymentSummary, recordAndSettle } from '../payment/payment.service.js';
import type { Payment } from '../payment/payment.entity.js';
import { CHECK_IN_ERRORS } from './check-in.errors.js';
import { manifestEntry, type ManifestEntry } from './manifest.service.js';

/**
 * Check-in at the meeting point (issue 39): by ticket code or booking id, a partial arrival, a second
 * scan, a ticket of another slot, money collected in the same step, the undo, the no-show marks. Every
 * change locks the booking's row first (SELECT ... FOR UPDATE), so two phones checking in one booking at
 * once are served one after the other: the first checks it in, the second is told it already was. Each
 * change writes the booking's log (author and device) and announces the booking on the admin live
 * channel when its transaction commits.
 */

/** What a check-in answers (REST and GraphQL). */
export interface CheckInResult {
  /** The booking as the manifest shows it, after the check-in. */
  booking: ManifestEntry;
  /** True when this request checked the guests in (false: already in, or a ticket of another slot). */
  arrived: boolean;
  /** When and by whom it was checked in before this request (a second scan). */
  alreadyCheckedInAt: Date | null;
  alreadyCheckedInBy: string | null;
  /**
   * A queued (offline) count sent for a booking checked in already: not applied (the first check-in won);
   * the count the server kept, which `alreadyCheckedInAt` / `By` recorded. Null otherwise.
   */
  keptGuestsArrived: number | null;
  /** The slot the ticket is for, when it is not the slot being checked in (nothing done without `override`). */
  wrongSlot: { date: string; time: string; itemId: number; itemName: string } | null;
  /** KRW still to collect after this request. */
  amountDue: number;
  /** The payment recorded with this check-in, if money was collected. */
  collected: { amount: number; method: string } | null;
}

const SYSTEM = 'system';

function staffOf(ctx: Pick<AppContext, 'admin'>): AdminIdentity {
  if (!ctx.admin) throw unauthenticated();
  return ctx.admin;
}

async function lockedBooking(em: EntityManager, id: number): Promise<GuestBooking> {
  const booking = await em.findOne(GuestBooking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!booking) throw notFound(BOOKING_ERRORS.notFound);
  return booking;
}

function requireConfirmed(booking: GuestBooking) {
  if (booking.status !== BookingStatusEnum.confirmed)
    throw conflict(CHECK_IN_ERRORS.notConfirmed(booking.status), { reason: booking.status });
}

/** A log line of the day, with its author and (when a phone sent it) the device. */
export function logArrival(
  em: EntityManager,
  booking: GuestBooking,
  logType: BookingLogTypeEnum,
  details: string,
  author: string | null,
  device?: string | null,
) {
  em.create(BookingLog, {
    booking,
    logType,
    details: device ? `${details} [device ${device}]` : details,
    createdBy: author ? LogAuthorEnum.admin : LogAuthorEnum.system,
    createdByName: author,
  });
}

/** Tells the open admin screens (other phones, the desk) that the booking changed, when `em` commits. */
export async function announce(em: EntityManager, booking: GuestBooking) {
  const experience = await em.findOneOrFail(Experience, booking.itemId);
  await publishAdminEvent(em, bookingEvent('BOOKING_STATUS_CHANGED', booking, experience, booking.status));
}

/** The id a request names: its booking id, or its ticket code's booking (an unknown code is counted, see below). */
async function bookingIdOf(ctx: AppContext, values: CheckInValues, staff: AdminIdentity): Promise<number> {
  if (values.bookingId) return values.bookingId;
  // A ticket code is a secret: each scan spends one point of the staff account's own scan limit (a gate's
  // pace, not the guest look-up's) before the code is checked, so scans sent at once cannot all pass it;
  // a known code gives its point back, so only unknown or forged codes count.
  const scans = ctx.rateLimiters.ticketScan;
  const key = String(staff.id);
  await scans.consume(key);
  const id = await findBookingIdByTicketCode(ctx.em, ctx.hasher, values.ticketCode ?? '');
  if (id === null) throw notFound(CHECK_IN_ERRORS.unknownTicket);
  await scans.refund(key);
  return id;
}

/** Whether the booking is for another slot than the one the phone checks in (or, without one, another day). */
function otherSlot(booking: GuestBooking, values: CheckInValues, now: Date): boolean {
  const slot = values.slot;
  if (!slot) return booking.bookingDate !== seoulToday(now);
  return (
    booking.bookingDate !== slot.date ||
    booking.timeSlot !== slot.time ||
    (slot.itemId !== undefined && booking.itemId !== slot.itemId)
  );
}

/** GraphQL's absent optional fields arrive as null: the schema reads them as not given. */
function withoutNulls(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date)
    return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, withoutNulls(v)]),
  );
}

/** Checks a confirmed booking's guests in (see CheckInResult; docs/check-in.md). */
export async function checkIn(ctx: AppContext, input: unknown, now = new Date()): Promise<CheckInResult> {
  const values = validate(checkInSchema, withoutNulls(input));
  const staff = staffOf(ctx);
  const bookingId = await bookingIdOf(ctx, values, staff);
  const device = values.deviceId || null;
  const result = await inTransaction(ctx.em, ctx.logger, async (em, after) => {
    const booking = await lockedBooking(em, bookingId);
    requireConfirmed(booking);
    const already = booking.checkedInAt ? { at: booking.checkedInAt, by: booking.checkedInBy ?? null } : null;
    let arrived = false;
    let wrongSlot: CheckInResult['wrongSlot'] = null;
    let keptGuestsArrived: number | null = null;
    let changed = false;
    if (values.guestsArrived !== undefined && values.guestsArrived > booking.numberOfGuests)
      throw badInput(CHECK_IN_ERRORS.tooManyArrived(booking.numberOfGuests), { field: 'guestsArrived' });
    if (already) {
      // A changed count from the screen ("3 of 4", then "4 of 4"); a queued offline scan (scannedAt)
      // arriving after a check-in (another device's, or this one's before it went offline) changes
      // nothing, the first check-in won, and a count it asked for is answered with the count kept.
      const count = values.guestsArrived;
      if (count !== undefined && count !== booking.guestsArrived && values.scannedAt)
        keptGuestsArrived = booking.guestsArrived ?? booking.numberOfGuests;
      else if (count !== undefined && count !== booking.guestsArrived) {
        booking.guestsArrived = count;
        logArrival(
          em,
          booking,
          'checked_in',
          `Arrival changed to ${count} of ${booking.numberOfGuests} guest(s) by ${staff.username}`,
          staff.username,
          device,
        );
        changed = true;
      }
    } else if (otherSlot(booking, values, now) && !values.override) {
      const experience = await em.findOneOrFail(Experience, booking.itemId);
      wrongSlot = {
        date: booking.bookingDate,
        time: booking.timeSlot,
        itemId: experience.id,
        itemName: experience.title,
      };
    } else {
      const other = otherSlot(booking, values, now);
      const count = values.guestsArrived ?? booking.numberOfGuests;
      Object.assign(booking, {
        // The check-in's own time is the server's (the undo counts from it); an offline scan's time is
        // kept beside it, as when the guest arrived.
        checkedInAt: now,
        checkInScannedAt: believedScanTime(values.scannedAt, now),
        checkedInById: staff.id,
        checkedInBy: staff.username,
        guestsArrived: count,
        checkInDevice: device,
        // Guests who came after all (late) are no no-show.
        noShowAt: null,
        noShowBy: null,
      });
      logArrival(
        em,
        booking,
        'checked_in',
        `Checked in ${count} of ${booking.numberOfGuests} guest(s) by ${staff.username}` +
          (other ? ' (ticket of another slot)' : ''),
        staff.username,
        device,
      );
      arrived = changed = true;
    }
    let collected: CheckInResult['collected'] = null;
    if (values.collect && !wrongSlot) {
      const owed = await stillDue(em, booking);
      // Nothing owed (paid already, or this request sent twice): nothing is recorded twice.
      if (owed > 0) {
        const payment = await recordAndSettle(
          em,
          ctx.config,
          booking,
          {
            amount: values.collect.amount,
            method: values.collect.method as Payment['method'],
            paidAt: seoulToday(now),
            reference: '',
            note: 'Collected at check-in',
          },
          staff.username,
          staff.username,
          after,
        );
        auditPayment(em, ctx, 'payment.record', booking.id, payment);
        collected = { amount: payment.amount, method: payment.method };
        changed = true;
      }
    }
    if (changed) await announce(em, booking);
    await em.flush();
    const entry = await manifestEntry(em, booking.id);
    return {
      booking: entry,
      arrived,
      alreadyCheckedInAt: already?.at ?? null,
      alreadyCheckedInBy: already?.by ?? null,
      keptGuestsArrived,
      wrongSlot,
      amountDue: entry.amountDue,
      collected,
    };
  });
  if (result.collected) ctx.mail.kick();
  return result;
}

/** What a confirmed booking still owes (KRW), from payment's own summary. */
async function stillDue(em: EntityManager, booking: GuestBooking): Promise<number> {
  const summary = await paymentSummary(em, booking);
  return Math.max(summary.amountDue - summary.amountPaid, 0);
}

/**
 * Undoes a check-in within CHECK_IN_UNDO_SECONDS of the server recording it (not of an offline scan sent
 * later), by anyone on staff; money collected stays recorded.
 */
export async function undoCheckIn(
  ctx: AppContext,
  bookingId: number,
  deviceId?: string | null,
  now = new Date(),
): Promise<ManifestEntry> {
  const staff = staffOf(ctx);
  return inTransaction(ctx.em, ctx.logger, async (em) => {
    const booking = await lockedBooking(em, bookingId);
    if (!booking.checkedInAt) throw conflict(CHECK_IN_ERRORS.notCheckedIn, { reason: 'not_checked_in' });
    if (!undoable(booking.checkedInAt, now))
      throw conflict(CHECK_IN_ERRORS.undoTooLate, { reason: 'too_late' });
    Object.assign(booking, {
      checkedInAt: null,
      checkedInById: null,
      checkedInBy: null,
      guestsArrived: null,
      checkInDevice: null,
      checkInScannedAt: null,
    });
    logArrival(
      em,
      booking,
      'check_in_undone',
      `Check-in undone by ${staff.username}`,
      staff.username,
      deviceId,
    );
    await announce(em, booking);
    await em.flush();
    return manifestEntry(em, booking.id);
  });
}

/** Staff mark a confirmed booking a no-show, once its slot has started (marking twice changes nothing). */
export async function markNoShow(
  ctx: AppContext,
  bookingId: number,
  now = new Date(),
): Promise<ManifestEntry> {
  const staff = staffOf(ctx);
  return inTransaction(ctx.em, ctx.logger, async (em) => {
    const booking = await lockedBooking(em, bookingId);
    requireConfirmed(booking);
    const start = slotStartInstant(booking.bookingDate, booking.timeSlot);
    if (!start || now < start) throw conflict(CHECK_IN_ERRORS.noShowBeforeStart, { reason: 'not_started' });
    if (booking.checkedInAt) throw conflict(CHECK_IN_ERRORS.noShowCheckedIn, { reason: 'checked_in' });
    if (!booking.noShowAt) {
      setNoShow(em, booking, staff.username, now, `Marked as a no-show by ${staff.username}`);
      audit(
        em,
        ctx,
        'booking.no-show',
        { type: 'booking', id: booking.id },
        { noShow: false },
        { noShow: true },
      );
      await announce(em, booking);
      await em.flush();
    }
    return manifestEntry(em, booking.id);
  });
}

/** Marks a locked booking a no-show (staff, or `author` null: the automatic job) and logs it. */
export function setNoShow(
  em: EntityManager,
  booking: GuestBooking,
  author: string | null,
  now: Date,
  details: string,
) {
  booking.noShowAt = now;
  booking.noShowBy = author ?? SYSTEM;
  logArrival(em, booking, 'no_show', details, author);
}

/** Staff take a no-show mark back (the guests turn out to have come): the booking is unmarked again. */
export async function unmarkNoShow(ctx: AppContext, bookingId: number): Promise<ManifestEntry> {
  const staff = staffOf(ctx);
  return inTransaction(ctx.em, ctx.logger, async (em) => {
    const booking = await lockedBooking(em, bookingId);
    if (booking.noShowAt) {
      booking.noShowAt = null;
      booking.noShowBy = null;
      logArrival(em, booking, 'no_show_undone', `No-show mark removed by ${staff.username}`, staff.username);
      audit(
        em,
        ctx,
        'booking.no-show',
        { type: 'booking', id: booking.id },
        { noShow: true },
        { noShow: false },
      );
      await announce(em, booking);
      await em.flush();
    }
    return manifestEntry(em, booking.id);
  });
}
