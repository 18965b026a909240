import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { seoulToday } from '../../../../../domain/calendar.js';
import { formatKrw } from '../../../../../domain/pricing.js';
import { onlineRefundSchema } from '../../../../../domain/schemas/payment.js';
import type { AppContext } from '../../../context.js';
import { AppError, conflict, notFound } from '../../../common/errors.js';
import { LogAuthorEnum } from '../../../common/enums.js';
import type { Logger } from '../../../common/logger.js';
import { validate } from '../../../common/validate.js';
import { inTransaction } from '../../../platform/events/event-bus.js';
import { BookingLog } from '../../booking/booking-log.entity.js';
import { bookingEvents, bookingTx, type BookingTx } from '../../booking/booking.events.js';
import { GuestBooking } from '../../booking/guest-booking.entity.js';
import { Experience } from '../../experience/experience.entity.js';
import { Payment } from '../payment.entity.js';
import { PAYMENT_ERRORS } from '../payment.errors.js';
import {
  GatewayUnavailable,
  type GatewayPayment,
  type OnlinePaymentGateway,
} from '../portone/portone.gateway.js';
import { OnlinePayment } from './online-payment.entity.js';
import { ONLINE_PAYMENT_ERRORS } from './online-payment.errors.js';
import { attemptOfReference, fetchRemote, gatewayOf, onlineReference } from './online-payment.helpers.js';

// Refunds of online payments: the automatic whole refund of money a booking could not take, the
// guest's automatic refund on a free cancellation, staff refunds in whole or part, and what PortOne
// refunded later or in its console (reconciled by the webhook and the re-check job).

/**
 * Gives an attempt marked `refunding` back in full through PortOne, and writes what came of it: done (a
 * refund record when its payment had been recorded, which mails the guest), requested (PortOne finishes
 * later; the re-check job asks again) or failed (logged for staff, left `refunding` for the job).
 */
export async function refundWhole(
  ctx: Pick<AppContext, 'em' | 'config'> & { logger?: Logger },
  gateway: OnlinePaymentGateway,
  paymentId: string,
  remote: GatewayPayment,
  reason: string,
): Promise<void> {
  const cancellable = remote.amount - remote.cancelledAmount;
  let outcome: { logType: BookingLog['logType']; details: string; refunded?: number };
  if (cancellable <= 0) {
    outcome = {
      logType: 'refund_recorded',
      details: `Online payment ${paymentId} is refunded at PortOne`,
      refunded: 0,
    };
  } else {
    try {
      const done = await gateway.cancel(paymentId, {
        amount: cancellable,
        reason,
        currentCancellableAmount: cancellable,
      });
      outcome =
        done.status === 'SUCCEEDED'
          ? {
              logType: 'refund_recorded',
              details: `Online payment ${paymentId} refunded in full (${formatKrw(done.amount)}) by system`,
              refunded: done.amount,
            }
          : done.status === 'REQUESTED'
            ? {
                logType: 'refund_requested',
                details: `Refund of ${paymentId} requested at PortOne (${formatKrw(cancellable)})`,
              }
            : { logType: 'refund_failed', details: `PortOne refused the refund of ${paymentId}` };
    } catch (error) {
      ctx.logger?.error({ err: error, paymentId }, 'automatic refund failed');
      outcome = {
        logType: 'refund_failed',
        details: `The automatic refund of ${paymentId} failed (${(error as Error).message}); staff must refund it`,
      };
    }
  }
  await inTransaction(ctx.em, ctx.logger, async (em, after) => {
    const row = await em.findOneOrFail(
      OnlinePayment,
      { paymentId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (row.state !== 'refunding') return;
    const booking = await em.findOneOrFail(
      GuestBooking,
      { id: row.booking.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    em.create(BookingLog, {
      booking,
      logType: outcome.logType,
      details: outcome.details,
      createdBy: LogAuthorEnum.system,
    });
    if (outcome.refunded === undefined) return;
    row.state = 'refunded';
    row.refundedAmount = row.amount;
    // Recorded as paid before (a confirmed booking the guest cancelled): the refund is recorded too.
    const recorded = await em.findOne(Payment, {
      booking: booking.id,
      kind: 'payment',
      reference: onlineReference(paymentId),
      voidedAt: null,
    });
    if (!recorded || outcome.refunded === 0) return;
    const tx = bookingTx(em, ctx.config, after);
    await recordOnlineRefund(tx, booking, paymentId, outcome.refunded, reason, LogAuthorEnum.system);
  });
}

/**
 * A refund made through PortOne as a record (method online, its attempt as the reference), and the
 * `refunded` event that mails the guest, in the caller's transaction.
 */
async function recordOnlineRefund(
  tx: BookingTx,
  booking: GuestBooking,
  paymentId: string,
  amount: number,
  note: string,
  createdBy: string,
): Promise<Payment> {
  const on = seoulToday();
  const refund = tx.em.create(Payment, {
    booking,
    kind: 'refund',
    amount,
    method: 'online',
    paidAt: on,
    reference: onlineReference(paymentId),
    note,
    createdBy,
  });
  await tx.em.flush();
  const experience = await tx.em.findOneOrFail(Experience, booking.itemId);
  await bookingEvents.publish(tx, 'refunded', {
    booking,
    experience,
    amount,
    refundedOn: on,
  });
  return refund;
}

/**
 * Gives back, in full and automatically, what a booking paid online (the guest cancelled within the free
 * cancellation window): its paid attempts become `refunding` in the caller's transaction, and the job
 * (onlinePaymentJob) asks PortOne within the minute.
 */
export async function refundOnlineLater(
  em: EntityManager,
  bookingId: number,
  reason: string,
): Promise<number> {
  const paid = await em.find(OnlinePayment, { booking: bookingId, state: 'paid' });
  for (const attempt of paid) {
    attempt.state = 'refunding';
    em.create(BookingLog, {
      booking: attempt.booking,
      logType: 'refund_requested',
      details: `Online payment ${attempt.paymentId} to be refunded in full: ${reason}`,
      createdBy: LogAuthorEnum.system,
    });
  }
  return paid.length;
}

/** How long a refund PortOne answered "requested" is waited for before staff are told to look at it. */
const REQUESTED_REFUND_WAIT_MS = 24 * 60 * 60_000;

/**
 * Records what PortOne refunded of a payment beyond what the site has recorded: a refund it answered
 * "requested" and finished later, or one made in PortOne's console. Under the attempt's lock, so the
 * webhook and the job record it once; the guest is mailed as for any refund. A refund requested a day ago
 * that has still not come is written to the booking's log for staff (and no longer waited for).
 */
export async function reconcileRefunds(
  ctx: Pick<AppContext, 'em' | 'config' | 'mail'> & { logger?: Logger },
  paymentId: string,
  now: Date = new Date(),
): Promise<'recorded' | 'waiting' | 'none'> {
  const gateway = gatewayOf(ctx.config);
  const remote = await fetchRemote(gateway, paymentId);
  if (!remote || remote.storeId !== ctx.config.portone!.storeId) return 'none';
  const outcome = await inTransaction(ctx.em, ctx.logger, async (em, after) => {
    const attempt = await em.findOne(OnlinePayment, { paymentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    // Only a payment the site recorded (an automatic whole refund is refundWhole's).
    if (!attempt || (attempt.state !== 'paid' && attempt.state !== 'refunded')) return 'none' as const;
    const missing = Math.min(remote.cancelledAmount, attempt.amount) - attempt.refundedAmount;
    const booking = await em.findOneOrFail(
      GuestBooking,
      { id: attempt.booking.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const log = (logType: BookingLog['logType'], details: string) =>
      em.create(BookingLog, { booking, logType, details, createdBy: LogAuthorEnum.system });
    if (missing <= 0) {
      if (!attempt.refundRequestedAt) return 'none' as const;
      if (now.getTime() - attempt.refundRequestedAt.getTime() < REQUESTED_REFUND_WAIT_MS)
        return 'waiting' as const;
      attempt.refundRequestedAt = null;
      log(
        'refund_failed',
        `The refund requested at PortOne for ${paymentId} has not been made after a day: check it at PortOne`,
      );
      return 'none' as const;
    }
    attempt.refundedAmount += missing;
    attempt.refundRequestedAt = null;
    if (attempt.refundedAmount >= attempt.amount) attempt.state = 'refunded';
    log(
      'refund_recorded',
      `Refund of ${formatKrw(missing)} (online, ${seoulToday(now)}) completed by PortOne (${paymentId})`,
    );
    const tx = bookingTx(em, ctx.config, after);
    await recordOnlineRefund(tx, booking, paymentId, missing, 'Completed by PortOne', 'system');
    return 'recorded' as const;
  });
  ctx.mail.kick();
  return outcome;
}

/** What a staff refund of an online payment came to: done (recorded), or requested (PortOne finishes later). */
export interface OnlineRefundResult {
  state: 'done' | 'requested';
  refund: Payment | null;
}

/** A second click within this time, for the same amount, answers the first refund instead of a second one. */
const SAME_REFUND_WINDOW_MS = 120_000;

/**
 * Staff refund all or part of a payment recorded from PortOne (`recordId`, a payment record of method
 * `online`): PortOne is asked with the refundable amount the site knows as a guard, under the attempt's
 * lock, so two refunds never go out at once for the same money; the same refund again within two minutes
 * answers the first. Done: a refund record (the guest is mailed). Refused or unanswered: logged for staff
 * (refund_failed) and answered as an error, never hidden.
 */
export async function refundOnline(
  ctx: AppContext,
  bookingId: number,
  recordId: number,
  input: unknown,
): Promise<OnlineRefundResult> {
  const values = validate(onlineRefundSchema, input ?? {});
  const gateway = gatewayOf(ctx.config);
  const staff = ctx.admin?.username ?? 'admin';
  const result = await inTransaction(ctx.em, ctx.logger, async (em, after) => {
    const record = await em.findOne(Payment, {
      id: recordId,
      booking: bookingId,
      kind: 'payment',
      voidedAt: null,
    });
    const paymentId = record?.method === 'online' ? attemptOfReference(record.reference) : null;
    const attempt =
      paymentId && (await em.findOne(OnlinePayment, { paymentId }, { lockMode: LockMode.PESSIMISTIC_WRITE }));
    if (!record || !attempt) throw notFound(ONLINE_PAYMENT_ERRORS.notFound);
    const booking = await em.findOneOrFail(
      GuestBooking,
      { id: bookingId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const same = await em.findOne(
      Payment,
      {
        booking: bookingId,
        kind: 'refund',
        method: 'online',
        reference: onlineReference(attempt.paymentId),
        amount: values.amount,
        voidedAt: null,
        createdAt: { $gte: new Date(Date.now() - SAME_REFUND_WINDOW_MS) },
      },
      { orderBy: { id: 'desc' } },
    );
    if (same) return { state: 'done' as const, refundId: same.id };
    if (attempt.refundRequestedAt) throw conflict(ONLINE_PAYMENT_ERRORS.refundPending);
    const cancellable = attempt.amount - attempt.refundedAmount;
    if (values.amount > cancellable) throw conflict(PAYMENT_ERRORS.refundTooLarge(cancellable));
    const log = (logType: BookingLog['logType'], details: string) =>
      em.create(BookingLog, {
        booking,
        logType,
        details,
        createdBy: LogAuthorEnum.admin,
        createdByName: staff,
      });
    let done;
    try {
      done = await gateway.cancel(attempt.paymentId, {
        amount: values.amount,
        reason: values.reason,
        currentCancellableAmount: cancellable,
        requester: 'ADMIN',
      });
    } catch (error) {
      const why =
        error instanceof GatewayUnavailable
          ? ONLINE_PAYMENT_ERRORS.refundUnknown
          : ONLINE_PAYMENT_ERRORS.refundRefused;
      // Written even though the refund failed: the log is committed below, the error answered after.
      log(
        'refund_failed',
        `Refund of ${formatKrw(values.amount)} (${attempt.paymentId}) by ${staff} failed: ${(error as Error).message}`,
      );
      return {
        state: 'failed' as const,
        error: error instanceof GatewayUnavailable ? 'unavailable' : 'refused',
        why,
      };
    }
    if (done.status === 'FAILED') {
      log(
        'refund_failed',
        `PortOne refused the refund of ${formatKrw(values.amount)} (${attempt.paymentId})`,
      );
      return { state: 'failed' as const, error: 'refused', why: ONLINE_PAYMENT_ERRORS.refundRefused };
    }
    if (done.status === 'REQUESTED') {
      // PortOne finishes it later: the re-check job (and PortOne's Cancelled webhook) record it then.
      attempt.refundRequestedAt = new Date();
      log(
        'refund_requested',
        `Refund of ${formatKrw(values.amount)} (${attempt.paymentId}) requested at PortOne by ${staff}: ${values.reason}`,
      );
      return { state: 'requested' as const };
    }
    attempt.refundedAmount += values.amount;
    if (attempt.refundedAmount >= attempt.amount) attempt.state = 'refunded';
    log(
      'refund_recorded',
      `Refund of ${formatKrw(values.amount)} (online, ${seoulToday()}) made through PortOne by ${staff}: ${values.reason}`,
    );
    const tx = bookingTx(em, ctx.config, after);
    const refund = await recordOnlineRefund(
      tx,
      booking,
      attempt.paymentId,
      values.amount,
      values.reason,
      staff,
    );
    return { state: 'done' as const, refundId: refund.id };
  });
  ctx.mail.kick();
  if (result.state === 'failed') {
    throw result.error === 'unavailable'
      ? new AppError('SERVICE_UNAVAILABLE', result.why)
      : conflict(result.why);
  }
  if (result.state === 'requested') return { state: 'requested', refund: null };
  return { state: 'done', refund: await ctx.em.fork().findOneOrFail(Payment, result.refundId) };
}
