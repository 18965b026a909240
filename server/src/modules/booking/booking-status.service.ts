import { LockMode } from '@mikro-orm/core';
import type { AppContext } from '../../context.js';
import { badInput, notFound } from '../../common/errors.js';
import { BookingStatusEnum, LogAuthorEnum } from '../../common/enums.js';
import { bookingEvent, publishAdminEvent } from '../admin-event/admin-event.service.js';
import { bookingMetrics } from '../../platform/metrics/metrics.counters.js';
import { Experience } from '../experience/experience.entity.js';
import { audit } from '../audit/audit.js';
import { BookingLog } from './booking-log.entity.js';
import { checkConfirmCapacity } from './booking.capacity.js';
import { ADMIN_CANCEL_REASON, BOOKING_ERRORS } from './booking.errors.js';
import { getBooking } from './booking-lists.service.js';
import { queueBookingMail } from './booking.mails.js';
import type { UpdateBookingInput } from './booking.inputs.js';
import { GuestBooking } from './guest-booking.entity.js';
import { fixAmountDue, moneyOf } from '../payment/payment.service.js';

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
}

/**
 * Changes a booking's status (and memo) in one transaction. Confirming takes a lock on the slot
 * first, so concurrent confirmations are serialised and can never overbook: beyond maxGuests it
 * answers 409 and changes nothing, unless the admin overrides (logged). Mails the guest on
 * confirmation (with the .ics) and cancellation (with the reason); staff on a guest's cancellation.
 */
export async function changeStatus(
  // What a status change needs of a request: jobs (no request) pass the same three.
  ctx: Pick<AppContext, 'em' | 'config' | 'mail'>,
  id: number,
  status: BookingStatusEnum | undefined,
  change: StatusChange,
): Promise<GuestBooking> {
  const result = await ctx.em.fork().transactional(async (em) => {
    const booking = await em.findOne(GuestBooking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!booking) throw notFound(BOOKING_ERRORS.notFound);
    const experience = await em.findOneOrFail(Experience, { id: booking.itemId });
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
      let details = `Status changed from ${booking.status} to ${status}`;
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
      booking.status = status;
      // What the guest owes is fixed at approval (issue 22), from the price of the day.
      if (status === BookingStatusEnum.confirmed) fixAmountDue(booking, experience, ctx.config, change.now);
      await em.flush();
      await publishAdminEvent(em, bookingEvent('BOOKING_STATUS_CHANGED', booking, experience, previous));
      if (status === BookingStatusEnum.confirmed) bookingMetrics.approved();
      if (status === BookingStatusEnum.confirmed)
        queueBookingMail(em, ctx.config, 'approved', booking, experience, { now: change.now });
      if (status === BookingStatusEnum.cancelled) {
        // A reminder queued just before the cancellation and not yet sent is withdrawn; its key is
        // freed, so a booking confirmed again later can have its reminder.
        await em.execute(
          `update mail_outbox set status = 'failed', last_error = 'Withdrawn: the booking was cancelled',
             dedupe_key = null
           where booking_id = ? and dedupe_key is not null and status = 'pending'`,
          [booking.id],
        );
        // A paid booking's mails say what was paid and what happens to it (a refund due).
        const refund = await moneyOf(em, booking.id);
        queueBookingMail(em, ctx.config, 'cancelled', booking, experience, { reason: change.reason, refund });
        if (change.author === LogAuthorEnum.customer) {
          queueBookingMail(em, ctx.config, 'staff_guest_cancelled', booking, experience, { refund });
        }
      }
    }
    return booking;
  });
  ctx.mail.kick();
  // A clean unit of work, so the answer shows the committed row (not a stale copy of the caller's).
  return getBooking({ ...ctx, em: ctx.em.fork() }, result.id);
}

/** An admin's PATCH: memo and/or status; confirmed approves and cancelled cancels (with the memo as reason). */
export function updateBooking(ctx: AppContext, id: number, input: UpdateBookingInput | undefined) {
  const memo = input?.adminMemo;
  if (memo !== undefined && (typeof memo !== 'string' || memo.length > 5000)) {
    throw badInput(BOOKING_ERRORS.badMemo);
  }
  const status = input?.status;
  if (status !== undefined && status !== null && !Object.values(BookingStatusEnum).includes(status)) {
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
