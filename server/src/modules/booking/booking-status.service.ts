import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { SecretHasher } from '../../common/secrets.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { BookingStatusEnum, LogAuthorEnum } from '../../common/enums.js';
import { bookingMetrics } from '../../platform/metrics/metrics.counters.js';
import { inTransaction, type Transaction } from '../../platform/events/event-bus.js';
import { cutoffHoursOf } from '../../../../domain/booking.js';
import { seoulDateTime } from '../../../../domain/calendar.js';
import { holdUntil, isHoldingStatus } from '../../../../domain/holds.js';
import { Experience } from '../experience/experience.entity.js';
import { audit } from '../audit/audit.js';
import { BookingLog } from './booking-log.entity.js';
import { checkConfirmCapacity } from './booking.capacity.js';
import { ADMIN_CANCEL_REASON, BOOKING_ERRORS } from './booking.errors.js';
import { getBooking } from './booking-lists.service.js';
import { bookingEvents, bookingTx } from './booking.events.js';
import type { UpdateBookingInput } from './booking.inputs.js';
import { GuestBooking } from './guest-booking.entity.js';

/** A booking's status changes: approve, cancel, an admin's PATCH, and the one path they all take. */

export interface StatusChange {
  author: LogAuthorEnum;
  reason?: string;
  overrideCapacity?: boolean;
  memo?: string;
  /** The admin's request (their name goes into the log; the change into the audit trail). */
  actor?: Pick<AppContext, 'admin' | 'ip'>;
  /** The clock of the change (tests): an approval fixes the payment plan and writes its mail at it. */
  now?: Date;
  /** KRW paid with this change (an online payment confirming its booking), for its mail. */
  paidNow?: number;
  /** The server key, for the links the change's mails carry (the approval's "Pay now"); a request has it. */
  signer?: SecretHasher;
  /** A condition read under the booking's lock: when false, nothing changes (a job's second look). */
  onlyIf?: (booking: GuestBooking) => boolean;
  /** A reseller's booking: whether its guest is mailed (OCTO `emailReceipt`; booking.events.ts). */
  mailGuest?: boolean;
  /** The booking as the caller read it under its row lock in this transaction (`em`): not read again. */
  locked?: GuestBooking;
  /** Its experience as the caller read it in this transaction (with the lock): not read again. */
  experience?: Experience;
}

/**
 * Changes a booking's status (and memo) in one transaction. Confirming takes a lock on the slot
 * first, so concurrent confirmations are serialised and can never overbook: beyond maxGuests it
 * answers 409 and changes nothing, unless the admin overrides (logged). Mails the guest on
 * confirmation (with the .ics) and cancellation (with the reason); staff on a guest's cancellation.
 */
export async function changeStatus(
  // What a status change needs of a request: jobs (no request) pass the same three, and their logger.
  ctx: Pick<AppContext, 'em' | 'config' | 'mail'> & Partial<Pick<AppContext, 'logger' | 'hasher'>>,
  id: number,
  status: BookingStatusEnum | undefined,
  change: StatusChange,
): Promise<GuestBooking> {
  const signer = change.signer ?? ctx.hasher;
  const result = await inTransaction(ctx.em, ctx.logger, (em, after) =>
    changeStatusIn(em, ctx.config, after, id, status, signer ? { ...change, signer } : change),
  );
  ctx.mail.kick();
  // A clean unit of work, so the answer shows the committed row (not a stale copy of the caller's).
  return getBooking({ ...ctx, em: ctx.em.fork() }, result.id);
}

/**
 * changeStatus inside the caller's transaction (`after` its after-commit hooks): for a module that
 * changes a status with writes of its own in one transaction (an online payment that confirms its
 * booking). Locks the booking's row; the caller kicks the mail dispatcher after commit.
 */
export async function changeStatusIn(
  em: EntityManager,
  config: Config,
  after: Transaction,
  id: number,
  status: BookingStatusEnum | undefined,
  change: StatusChange,
): Promise<GuestBooking> {
  const booking =
    change.locked?.id === id
      ? change.locked
      : await em.findOne(GuestBooking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!booking) throw notFound(BOOKING_ERRORS.notFound);
  if (change.onlyIf && !change.onlyIf(booking)) return booking;
  const experience =
    change.experience?.id === booking.itemId
      ? change.experience
      : await em.findOneOrFail(Experience, { id: booking.itemId });
  const log = (entry: Pick<BookingLog, 'logType' | 'details' | 'oldValue' | 'newValue'>) =>
    em.create(BookingLog, {
      booking,
      createdBy: change.author,
      createdByName: change.actor?.admin?.username ?? null,
      ...entry,
    });
  const actor = change.actor ?? {};

  if (change.memo !== undefined && change.memo !== booking.adminMemo) {
    log({
      logType: 'memo_update',
      oldValue: booking.adminMemo,
      newValue: change.memo,
      details: 'Admin memo updated',
    });
    audit(
      em,
      actor,
      'booking.memo',
      { type: 'booking', id: booking.id },
      { adminMemo: booking.adminMemo },
      {
        adminMemo: change.memo,
      },
    );
    booking.adminMemo = change.memo;
  }
  if (status && status !== booking.status) {
    if (status === BookingStatusEnum.confirmed) await refuseStaffOnResellerHold(em, booking, change.author);
    let details = statusChangeDetails(booking.status, status);
    if (status === BookingStatusEnum.confirmed) {
      const slot = await checkConfirmCapacity(em, booking, experience, change.overrideCapacity);
      if (slot.overridden) {
        details += ` (capacity overridden: ${slot.confirmed + booking.numberOfGuests}/${slot.max} guests)`;
      }
    }
    if (status === BookingStatusEnum.cancelled && change.reason) details += `: ${change.reason}`;
    log({ logType: 'status_change', oldValue: booking.status, newValue: status, details });
    audit(
      em,
      actor,
      'booking.status',
      { type: 'booking', id: booking.id },
      { status: booking.status },
      {
        status,
        ...(change.overrideCapacity && status === BookingStatusEnum.confirmed
          ? { overrideCapacity: true }
          : {}),
        ...(status === BookingStatusEnum.cancelled && change.reason ? { reason: change.reason } : {}),
      },
    );
    const previous = booking.status;
    const previousHoldExpiresAt = booking.holdExpiresAt ?? null;
    booking.status = status;
    // A hold lasts only while the booking waits: staff putting it back to pending give it a new one.
    booking.holdExpiresAt =
      status === BookingStatusEnum.pending
        ? holdUntil(
            'request',
            { cutoffHours: cutoffHoursOf(experience), date: booking.bookingDate, time: booking.timeSlot },
            config.holds,
            change.now,
          )
        : // An expired booking keeps when its hold ended: a payment made before it still counts.
          isHoldingStatus(status) || status === BookingStatusEnum.expired
          ? booking.holdExpiresAt
          : null;
    // The modules that act on a status change do it in this transaction (booking.events.ts): payment
    // fixes what a confirmed booking owes, booking-mail writes the guest's mail, admin-event tells
    // the back office.
    const tx = bookingTx(em, config, after, change.signer);
    const event = {
      booking,
      experience,
      previousStatus: previous,
      previousHoldExpiresAt,
      author: change.author,
      now: change.now,
      paidNow: change.paidNow,
      mailGuest: change.mailGuest,
    };
    if (status === BookingStatusEnum.confirmed) await bookingEvents.publish(tx, 'confirmed', event);
    else if (status === BookingStatusEnum.cancelled)
      await bookingEvents.publish(tx, 'cancelled', { ...event, reason: change.reason });
    else if (status === BookingStatusEnum.expired) await bookingEvents.publish(tx, 'expired', event);
    else await bookingEvents.publish(tx, 'changed', event);
    await em.flush();
    if (status === BookingStatusEnum.confirmed) bookingMetrics.approved();
  }
  return booking;
}

/** A status change's log line (changeStatusIn's; booking-hold-confirm.ts's). */
export const statusChangeDetails = (from: BookingStatusEnum, to: BookingStatusEnum) =>
  `Status changed from ${from} to ${to}`;

/**
 * A reseller's hold (OCTO reserve, `pending` until its utcExpiresAt) is the reseller's to confirm: staff
 * approving it would confirm seats the reseller may still release. Staff may cancel it. The reseller's
 * name is read from its table by id (the booking module imports nothing of the reseller's).
 */
async function refuseStaffOnResellerHold(em: EntityManager, booking: GuestBooking, author: LogAuthorEnum) {
  if (booking.resellerId == null || author !== LogAuthorEnum.admin || !isHoldingStatus(booking.status))
    return;
  const [row] = await em
    .getConnection()
    .execute<{ name: string }[]>('select name from reseller where id = ?', [booking.resellerId]);
  const until = booking.holdExpiresAt ? seoulDateTime(booking.holdExpiresAt).time : '—';
  throw conflict(BOOKING_ERRORS.resellerHold(row?.name ?? 'a reseller', until), {
    reason: 'reseller_hold',
  });
}

/** An admin's PATCH: memo and/or status; confirmed approves and cancelled cancels (with the memo as reason). */
const STAFF_STATUSES: readonly BookingStatusEnum[] = [
  BookingStatusEnum.pending,
  BookingStatusEnum.confirmed,
  BookingStatusEnum.cancelled,
];

export function updateBooking(ctx: AppContext, id: number, input: UpdateBookingInput | undefined) {
  const memo = input?.adminMemo;
  if (memo !== undefined && (typeof memo !== 'string' || memo.length > 5000)) {
    throw badInput(BOOKING_ERRORS.badMemo);
  }
  const status = input?.status;
  // Staff decide (pending, confirmed, cancelled); waiting for a payment and expiring are the system's.
  if (status !== undefined && status !== null && !STAFF_STATUSES.includes(status)) {
    throw badInput(BOOKING_ERRORS.badStatus);
  }
  const reason = input?.reason?.trim() || memo?.trim() || ADMIN_CANCEL_REASON;
  return changeStatus(ctx, id, status ?? undefined, {
    author: LogAuthorEnum.admin,
    memo,
    reason,
    overrideCapacity: input?.overrideCapacity === true,
    actor: ctx,
  });
}

export const approveBooking = (ctx: AppContext, id: number, overrideCapacity = false) =>
  changeStatus(ctx, id, BookingStatusEnum.confirmed, {
    author: LogAuthorEnum.admin,
    overrideCapacity,
    actor: ctx,
  });

export function cancelBooking(ctx: AppContext, id: number, reason?: unknown) {
  if (reason !== undefined && reason !== null && (typeof reason !== 'string' || reason.length > 2000)) {
    throw badInput(BOOKING_ERRORS.badReason);
  }
  return changeStatus(ctx, id, BookingStatusEnum.cancelled, {
    author: LogAuthorEnum.admin,
    reason: (reason as string | undefined)?.trim() || ADMIN_CANCEL_REASON,
    actor: ctx,
  });
}
