import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BOOKING_REFUSAL_MESSAGES,
  bookingRefusal,
  cutoffHoursOf,
  isSlotPast,
  maxGuestsOf,
  timeSlotsOf,
} from '../../../../domain/booking.js';
import { isIsoDate } from '../../../../domain/calendar.js';
import { isHoldingStatus, salesCloseAt, seatClaimsSql } from '../../../../domain/holds.js';
import { guestMoveRefusal, MOVE_MESSAGES, type MoveOutcome } from '../../../../domain/move.js';
import { planAfterMove } from '../../../../domain/payment.js';
import { bookingTotal, formatKrw } from '../../../../domain/pricing.js';
import { promoDiscount, type PromoKind } from '../../../../domain/promo.js';
import { moveRequestSchema, moveTargetSchema } from '../../../../domain/schemas/booking.js';
import { bookingSlotSql, takesSeatsForSaleSql } from '../../../../domain/waitlist.js';
import type { AppContext } from '../../context.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { BookingStatusEnum, LogAuthorEnum } from '../../common/enums.js';
import { validate } from '../../common/validate.js';
import { inTransaction } from '../../platform/events/event-bus.js';
import { Experience } from '../experience/experience.entity.js';
import { audit } from '../audit/audit.js';
import { BookingLog } from './booking-log.entity.js';
import { BookingMove } from './booking-move.entity.js';
import { SLOT_LOCK_SQL } from './booking.capacity.js';
import { BOOKING_ERRORS } from './booking.errors.js';
import { bookingEvents, bookingTx, type SlotAt } from './booking.events.js';
import { findGuestBooking } from './booking-application.service.js';
import { getBooking } from './booking-lists.service.js';
import { GuestBooking } from './guest-booking.entity.js';
import { movesSummary } from './booking-move.facts.js';

/**
 * Moving a booking to another date or slot of its item (issue 41 point 1). The same booking row moves
 * (its number, look-up code and ticket stay), in one transaction that locks the booking, then both
 * slots in a fixed order (so two moves never deadlock), counts the target's seats as every count does
 * (domain/holds.ts) and only then changes anything: a target without room is refused first.
 */

type MoveCtx = Pick<AppContext, 'em' | 'config' | 'mail' | 'logger' | 'hasher' | 'admin' | 'ip'>;

/** Who moves: the guest (their window and limit apply) or a staff member (neither applies). */
type Mover = { guest: true } | { guest: false; username: string };

export interface MoveAnswer {
  booking: GuestBooking;
  outcome: MoveOutcome;
}

/** The log's English lines (domain/bookingLog.ts reads them back for the back office). */
const at = (slot: SlotAt) => `${slot.date} ${slot.time}`;
const byOf = (mover: Mover) => (mover.guest ? 'guest' : mover.username);
export const MOVE_LOG = {
  moved: (from: SlotAt, to: SlotAt, by: string, request = false) =>
    `Moved from ${at(from)} to ${at(to)} by ${by}${request ? ' (change request)' : ''}`,
  requested: (from: SlotAt, to: SlotAt, by: string, difference: number) =>
    `Change requested from ${at(from)} to ${at(to)} by ${by}${difference ? `, price difference ${formatKrw(difference)}` : ''}`,
  declined: (to: SlotAt, by: string) => `Change request to ${at(to)} declined by ${by}`,
};

/** The guest moves their booking (found with e-mail, phone and code, rate-limited like the look-up). */
export async function moveGuestBooking(
  ctx: AppContext,
  input: unknown,
  now: Date = new Date(),
): Promise<MoveAnswer> {
  const values = validate(moveRequestSchema, input);
  const found = await findGuestBooking(ctx, input);
  return moveBooking(
    ctx,
    found.id,
    { date: values.bookingDate, time: values.timeSlot },
    { guest: true },
    now,
  );
}

/** The guest's move, answered as their look-up reads it: the booking with its experience, and the outcome. */
export async function moveGuestBookingForLookup(ctx: AppContext, input: unknown, now: Date = new Date()) {
  const { booking, outcome } = await moveGuestBooking(ctx, input, now);
  const found = await ctx.em
    .fork()
    .findOneOrFail(GuestBooking, { id: booking.id }, { populate: ['experience'] });
  return { booking: found, outcome };
}

/** A staff member moves any booking: no window, no limit, never over capacity. */
export function moveBookingByStaff(ctx: MoveCtx, id: number, input: unknown, now: Date = new Date()) {
  const values = validate(moveTargetSchema, input);
  return moveBooking(
    ctx,
    id,
    { date: values.bookingDate, time: values.timeSlot },
    { guest: false, username: ctx.admin?.username ?? 'staff' },
    now,
  );
}

const movesOf = async (em: EntityManager, bookingId: number) =>
  movesSummary(await em.find(BookingMove, { booking: bookingId }, { orderBy: { id: 'asc' } }));

/** Locks both slots (the item's, by date and time: one order for every move) before any seat is counted. */
async function lockSlots(em: EntityManager, itemId: number, slots: SlotAt[]) {
  for (const slot of [...slots].sort((a, b) => at(a).localeCompare(at(b))))
    await em.execute(`select ${SLOT_LOCK_SQL('?', '?', '?')}`, [itemId, slot.date, slot.time]);
}

/**
 * The seats the target slot's other claims take (bookings, live holds, change requests, and the seats its
 * waitlist is still owed: domain/waitlist.ts takesSeatsForSaleSql), under its lock: a move is a sale.
 */
async function takenOn(em: EntityManager, booking: GuestBooking, slot: SlotAt): Promise<number> {
  const [row] = await em.execute<{ guests: string | null }[]>(
    `select sum(number_of_guests) as guests from ${seatClaimsSql()} claim
     where experience_id = ? and booking_date = ? and time_slot = ? and ${takesSeatsForSaleSql(bookingSlotSql('claim'), 'claim')} and id <> ?`,
    [booking.itemId, slot.date, slot.time, booking.id],
  );
  return Number(row?.guests ?? 0);
}

/**
 * What the booking would cost on the target: the item's list total now, less its promo code when the
 * code's travel window takes the new date (its other rules were met when it was booked).
 */
async function totalOn(em: EntityManager, booking: GuestBooking, experience: Experience, to: SlotAt) {
  const list = bookingTotal(experience, booking.numberOfGuests, booking.withOption);
  if (booking.promoCodeId == null) return { total: list, discount: 0 };
  const [code] = await em.execute<
    { kind: PromoKind; value: number; travel_from: string | null; travel_until: string | null }[]
  >(
    `select kind, value, to_char(travel_from, 'YYYY-MM-DD') as travel_from,
            to_char(travel_until, 'YYYY-MM-DD') as travel_until from promo_code where id = ?`,
    [booking.promoCodeId],
  );
  const applies =
    code &&
    !(code.travel_from && to.date < code.travel_from) &&
    !(code.travel_until && to.date > code.travel_until);
  const discount = applies ? promoDiscount(code, list) : 0;
  return { total: list - discount, discount };
}

/** Whether a bank transfer was recorded for the booking (not voided): staff then settle the change. */
async function paidByTransfer(em: EntityManager, bookingId: number): Promise<boolean> {
  const [row] = await em.execute<{ paid: boolean }[]>(
    `select exists (select 1 from payment where booking_id = ? and kind = 'payment'
       and method = 'bank_transfer' and voided_at is null) as paid`,
    [bookingId],
  );
  return Boolean(row?.paid);
}

/** The target is a slot of the item the mover may choose: the guest, one on sale with room; staff, any slot not started. */
function checkTarget(
  experience: Experience,
  booking: GuestBooking,
  to: SlotAt,
  taken: number,
  mover: Mover,
  now: Date,
) {
  if (mover.guest) {
    const refusal = bookingRefusal(
      experience,
      { bookingDate: to.date, timeSlot: to.time, numberOfGuests: booking.numberOfGuests },
      taken,
      now,
    );
    if (refusal === 'no_seats') throw conflict(MOVE_MESSAGES.full, { reason: 'full' });
    if (refusal) throw badInput(BOOKING_REFUSAL_MESSAGES[refusal], { reason: refusal });
    return;
  }
  if (!isIsoDate(to.date)) throw badInput(BOOKING_REFUSAL_MESSAGES.invalid_date, { reason: 'invalid_date' });
  if (!timeSlotsOf(experience).includes(to.time))
    throw badInput(BOOKING_REFUSAL_MESSAGES.invalid_slot, { reason: 'invalid_slot' });
  if (isSlotPast(to.date, to.time, now))
    throw badInput(BOOKING_REFUSAL_MESSAGES.slot_past, { reason: 'slot_past' });
  if (booking.numberOfGuests > maxGuestsOf(experience) - taken)
    throw conflict(MOVE_MESSAGES.full, { reason: 'full' });
}

/** The booking log's line of a move, a request or its decision (from → to, by whom). */
function moveLog(
  em: EntityManager,
  booking: GuestBooking,
  from: SlotAt,
  to: SlotAt,
  author: LogAuthorEnum,
  name: string | null,
  details: string,
) {
  return em.create(BookingLog, {
    booking,
    logType: 'moved',
    details,
    oldValue: at(from),
    newValue: at(to),
    createdBy: author,
    createdByName: name,
  });
}

/**
 * Puts the booking on its new slot; a hold (a pending application's) never lasts past the new cut-off, and
 * a transfer deadline never past the new visit's eve (domain/payment.ts planAfterMove: its reminder too).
 * Answers whether how or by when it is paid changed (the guest's mail then says it).
 */
function applyMove(
  booking: GuestBooking,
  experience: Experience,
  to: SlotAt,
  now: Date,
  dueDays: number,
): boolean {
  booking.bookingDate = to.date;
  booking.timeSlot = to.time;
  const plan = planAfterMove(
    { way: booking.paymentWay, dueDate: booking.paymentDueDate },
    to.date,
    now,
    dueDays,
  );
  const changed =
    plan !== null && (plan.way !== booking.paymentWay || plan.dueDate !== (booking.paymentDueDate ?? null));
  if (plan) {
    booking.paymentWay = plan.way;
    booking.paymentDueDate = plan.dueDate;
    booking.paymentReminderAt = plan.remindAt;
  }
  if (isHoldingStatus(booking.status) && booking.holdExpiresAt) {
    const close = salesCloseAt(cutoffHoursOf(experience), to.date, to.time);
    if (close.getTime() > now.getTime() && close.getTime() < booking.holdExpiresAt.getTime())
      booking.holdExpiresAt = close;
  }
  return changed;
}

/**
 * Moves booking `id` to `to`, or (for the guest, when the price differs or a bank transfer was paid)
 * files a change request that holds the target's seats. One transaction; nothing changes when refused.
 */
async function moveBooking(
  ctx: MoveCtx,
  id: number,
  to: SlotAt,
  mover: Mover,
  now: Date,
): Promise<MoveAnswer> {
  const outcome = await inTransaction(ctx.em, ctx.logger, async (em, after) => {
    const booking = await em.findOne(GuestBooking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!booking) throw notFound(BOOKING_ERRORS.notFound);
    const experience = await em.findOneOrFail(Experience, { id: booking.itemId });
    const from = { date: booking.bookingDate, time: booking.timeSlot };
    if (at(from) === at(to)) throw badInput(MOVE_MESSAGES.same_slot, { reason: 'same_slot' });
    const { guestMoves, open } = await movesOf(em, booking.id);
    if (mover.guest) {
      const refusal = guestMoveRefusal(
        booking,
        {
          changeWindowHours: experience.changeWindowHours,
          freeCancellationHours: experience.freeCancellationHours,
          guestMoves,
          limit: ctx.config.guestMoveLimit,
          openRequest: open !== null,
        },
        now,
      );
      if (refusal) throw conflict(MOVE_MESSAGES[refusal], { reason: refusal });
    } else if (!STAFF_MOVABLE.includes(booking.status)) {
      throw conflict(MOVE_MESSAGES.status, { reason: 'status' });
    }
    await lockSlots(em, booking.itemId, [from, to]);
    // A staff move replaces the guest's open request: its held seats come back first.
    if (open && !mover.guest) {
      Object.assign(open, { status: 'declined', decidedAt: now, decidedBy: mover.username });
      await em.flush();
    }
    checkTarget(experience, booking, to, await takenOn(em, booking, to), mover, now);

    const priced = await totalOn(em, booking, experience, to);
    const difference = priced.total - booking.totalPrice;
    const request = mover.guest && (difference !== 0 || (await paidByTransfer(em, booking.id)));
    const author = mover.guest ? LogAuthorEnum.customer : LogAuthorEnum.admin;
    const log = (details: string) =>
      moveLog(em, booking, from, to, author, mover.guest ? null : mover.username, details);
    em.create(BookingMove, {
      booking,
      fromDate: from.date,
      fromTime: from.time,
      toDate: to.date,
      toTime: to.time,
      status: request ? 'requested' : 'moved',
      byGuest: mover.guest,
      byName: mover.guest ? null : mover.username,
      priceDifference: difference,
      createdAt: now,
    });
    let paymentPlanChanged = false;
    if (request) log(MOVE_LOG.requested(from, to, byOf(mover), difference));
    else {
      paymentPlanChanged = applyMove(booking, experience, to, now, ctx.config.paymentDueDays);
      log(MOVE_LOG.moved(from, to, byOf(mover)));
    }
    audit(em, ctx, 'booking.move', { type: 'booking', id: booking.id }, { slot: at(from) }, { slot: at(to) });
    await em.flush();
    await bookingEvents.publish(bookingTx(em, ctx.config, after, ctx.hasher), 'moved', {
      booking,
      experience,
      kind: request ? 'requested' : 'moved',
      from,
      to,
      byGuest: mover.guest,
      priceDifference: difference,
      paymentPlanChanged,
      author,
      now,
    });
    await em.flush();
    return request ? 'change_requested' : 'moved';
  });
  ctx.mail.kick();
  return { booking: await getBooking({ ...ctx, em: ctx.em.fork() }, id), outcome };
}

/** The statuses staff may move (a cancelled, expired or offered booking holds no seats to move). */
const STAFF_MOVABLE: readonly string[] = [
  BookingStatusEnum.pending,
  BookingStatusEnum.awaiting_payment,
  BookingStatusEnum.confirmed,
];

/**
 * Staff decide a booking's open change request: approving moves the booking to the seats the request
 * held (room is checked again all the same) at its new price; declining gives those seats back.
 */
export async function decideChangeRequest(
  ctx: MoveCtx,
  id: number,
  approve: boolean,
  now: Date = new Date(),
): Promise<GuestBooking> {
  const username = ctx.admin?.username ?? 'staff';
  await inTransaction(ctx.em, ctx.logger, async (em, after) => {
    const booking = await em.findOne(GuestBooking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!booking) throw notFound(BOOKING_ERRORS.notFound);
    const { open } = await movesOf(em, booking.id);
    if (!open) throw conflict(MOVE_MESSAGES.no_request, { reason: 'no_request' });
    const experience = await em.findOneOrFail(Experience, { id: booking.itemId });
    const from = { date: booking.bookingDate, time: booking.timeSlot };
    const to = { date: open.toDate, time: open.toTime };
    await lockSlots(em, booking.itemId, [from, to]);
    const log = (details: string) => moveLog(em, booking, from, to, LogAuthorEnum.admin, username, details);
    Object.assign(open, { status: approve ? 'approved' : 'declined', decidedAt: now, decidedBy: username });
    let paymentPlanChanged = false;
    if (approve) {
      // A booking cancelled or expired meanwhile held nothing: its request can only be declined.
      if (!STAFF_MOVABLE.includes(booking.status)) throw conflict(MOVE_MESSAGES.status, { reason: 'status' });
      // The request held these seats; were they lost anyway (capacity lowered), staff are told.
      if (booking.numberOfGuests > maxGuestsOf(experience) - (await takenOn(em, booking, to)))
        throw conflict(MOVE_MESSAGES.full, { reason: 'full' });
      const priced = await totalOn(em, booking, experience, to);
      const difference = priced.total - booking.totalPrice;
      booking.totalPrice = priced.total;
      booking.discount = priced.discount;
      if (booking.amountDue != null) booking.amountDue = Math.max(0, booking.amountDue + difference);
      paymentPlanChanged = applyMove(booking, experience, to, now, ctx.config.paymentDueDays);
      log(MOVE_LOG.moved(from, to, username, true));
    } else log(MOVE_LOG.declined(to, username));
    audit(
      em,
      ctx,
      approve ? 'booking.change_request.approve' : 'booking.change_request.decline',
      { type: 'booking', id: booking.id },
      { slot: at(from) },
      { slot: approve ? at(to) : at(from) },
    );
    await em.flush();
    await bookingEvents.publish(bookingTx(em, ctx.config, after, ctx.hasher), 'moved', {
      booking,
      experience,
      kind: approve ? 'moved' : 'declined',
      from,
      to,
      byGuest: open.byGuest,
      priceDifference: open.priceDifference,
      paymentPlanChanged,
      author: LogAuthorEnum.admin,
      now,
    });
    await em.flush();
  });
  ctx.mail.kick();
  return getBooking({ ...ctx, em: ctx.em.fork() }, id);
}
