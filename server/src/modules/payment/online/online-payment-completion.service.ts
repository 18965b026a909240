import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { seoulToday } from '../../../../../domain/calendar.js';
import { formatKrw } from '../../../../../domain/pricing.js';
import type { AppContext } from '../../../context.js';
import { AppError, conflict, notFound } from '../../../common/errors.js';
import { BookingStatusEnum, LogAuthorEnum } from '../../../common/enums.js';
import type { Logger } from '../../../common/logger.js';
import { inTransaction } from '../../../platform/events/event-bus.js';
import type { Orm } from '../../../db/orm.js';
import type { Job } from '../../../platform/jobs/jobs.js';
import { BookingLog } from '../../booking/booking-log.entity.js';
import { checkConfirmCapacity } from '../../booking/booking.capacity.js';
import { changeStatusIn } from '../../booking/booking-status.service.js';
import { GuestBooking } from '../../booking/guest-booking.entity.js';
import { Experience } from '../../experience/experience.entity.js';
import { keptNow, recordAndSettle } from '../payment.service.js';
import { OnlinePayment } from './online-payment.entity.js';
import { ONLINE_PAYMENT_ERRORS } from './online-payment.errors.js';
import { fetchRemote, gatewayOf, onlineReference } from './online-payment.helpers.js';
import { reconcileRefunds, refundWhole } from './online-payment-refund.service.js';

// Completing an online payment from PortOne's word (the guest's return, the webhook) and the job that
// re-checks attempts left open and refunds still under way.

/** Whether an expired booking's seats are free again for it (under the slot's lock, as a confirmation counts). */
async function seatsStillFree(em: EntityManager, booking: GuestBooking): Promise<boolean> {
  const experience = await em.findOneOrFail(Experience, { id: booking.itemId });
  try {
    await checkConfirmCapacity(em, booking, experience);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return false;
    throw error;
  }
}

/** What a completion did: recorded the payment now, found it recorded before, or refunded it. */
export type Completion = 'recorded' | 'already' | 'refunded';

/**
 * Completes an online payment from PortOne's word (the guest's return and the webhook both end here,
 * in any order, any number of times): fetches the payment from PortOne, and records it only when its
 * store, amount and currency match the attempt and it is paid. The attempt's row is locked while it is
 * recorded, so one payment is recorded, the booking confirmed once and one receipt sent. A payment for
 * a booking whose hold ended (or that was cancelled) is refunded in full automatically.
 */
export async function completeOnlinePayment(
  ctx: Pick<AppContext, 'em' | 'config' | 'mail'> & Partial<Pick<AppContext, 'hasher'>> & { logger?: Logger },
  paymentId: unknown,
  now: Date = new Date(),
): Promise<{ bookingId: number; completion: Completion }> {
  const gateway = gatewayOf(ctx.config);
  if (typeof paymentId !== 'string' || paymentId.length > 64) throw notFound(ONLINE_PAYMENT_ERRORS.notFound);
  const attempt = await ctx.em.fork().findOne(OnlinePayment, { paymentId });
  if (!attempt) throw notFound(ONLINE_PAYMENT_ERRORS.notFound);
  const remote = await fetchRemote(gateway, paymentId);
  if (!remote || remote.storeId !== ctx.config.portone!.storeId)
    throw notFound(ONLINE_PAYMENT_ERRORS.notFound);
  if (remote.status !== 'PAID' && attempt.state === 'requested') {
    throw new AppError('CONFLICT', ONLINE_PAYMENT_ERRORS.notPaid, { status: remote.status });
  }
  const matches = remote.amount === attempt.amount && remote.currency === attempt.currency;

  const outcome = await inTransaction(ctx.em, ctx.logger, async (em, after) => {
    const row = await em.findOneOrFail(
      OnlinePayment,
      { paymentId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const bookingId = row.booking.id;
    if (row.state !== 'requested') return { bookingId, completion: 'already' as Completion, refund: false };
    const booking = await em.findOneOrFail(
      GuestBooking,
      { id: bookingId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const log = (logType: BookingLog['logType'], details: string) =>
      em.create(BookingLog, { booking, logType, details, createdBy: LogAuthorEnum.system });
    row.method = remote.method ?? null;
    row.pgTxId = remote.pgTxId ?? null;
    if (!matches) {
      // Never recorded: what came is not what was asked. It goes back whole.
      row.state = 'refunding';
      log(
        'refund_requested',
        `Online payment ${paymentId} refused: PortOne reports ${remote.amount} ${remote.currency}, due ${attempt.amount} ${attempt.currency}; refunding it`,
      );
      return { bookingId, completion: 'refunded' as Completion, refund: true };
    }
    // Paid while its seats were held (PortOne's time of payment, so a tab closed on the way back or a
    // late webhook still counts), and still waiting or expired since: confirmed if the seats still fit.
    const paidAt = (remote.paidAt ?? now).getTime();
    const held =
      (booking.status === BookingStatusEnum.awaiting_payment ||
        booking.status === BookingStatusEnum.expired) &&
      !!booking.holdExpiresAt &&
      booking.holdExpiresAt.getTime() > paidAt &&
      (booking.status === BookingStatusEnum.awaiting_payment || (await seatsStillFree(em, booking)));
    // An approved booking paid from its "Pay now" link: taken while it still owes that much (a transfer
    // that came meanwhile would make it paid twice: then it goes back whole, as a late one does).
    const payable =
      held ||
      (booking.status === BookingStatusEnum.confirmed &&
        booking.amountDue != null &&
        (await keptNow(em, booking.id)) + remote.amount <= booking.amountDue);
    if (!payable) {
      row.state = 'refunding';
      log(
        'refund_requested',
        `Online payment ${paymentId} of ${formatKrw(remote.amount)} arrived for a booking ${booking.status} that could not take it (its hold ended, it was cancelled or it was paid meanwhile); refunding it`,
      );
      return { bookingId, completion: 'refunded' as Completion, refund: true };
    }
    row.state = 'paid';
    if (held) {
      // Paid while its seats were held: confirmed now (which fixes what it owes), then paid in full.
      await changeStatusIn(em, ctx.config, after, bookingId, BookingStatusEnum.confirmed, {
        author: LogAuthorEnum.system,
        now,
        paidNow: remote.amount,
        // The server key: the confirmation mail carries the booking's ticket (booking.ticket.ts).
        ...(ctx.hasher ? { signer: ctx.hasher } : {}),
      });
    }
    await recordAndSettle(
      em,
      ctx.config,
      booking,
      {
        amount: remote.amount,
        method: 'online',
        paidAt: seoulToday(remote.paidAt ?? now),
        reference: onlineReference(paymentId),
        note: [remote.method, remote.pgTxId].filter(Boolean).join(' · '),
      },
      LogAuthorEnum.system,
      null,
      after,
    );
    return { bookingId, completion: 'recorded' as Completion, refund: false };
  });
  ctx.mail.kick();
  if (outcome.refund) {
    await refundWhole(ctx, gateway, paymentId, remote, 'The booking could not take the payment.');
    if (matches) throw new AppError('GONE', ONLINE_PAYMENT_ERRORS.expired, { bookingId: outcome.bookingId });
    throw conflict(ONLINE_PAYMENT_ERRORS.mismatch, { bookingId: outcome.bookingId });
  }
  return { bookingId: outcome.bookingId, completion: outcome.completion };
}

/** How long an attempt may stay open before the job asks PortOne about it (a closed tab, a lost webhook). */
export const OPEN_RECHECK_MINUTES = 30;

/**
 * The online payments' job, each minute: refunds under way (`refunding`) are asked of PortOne again, and
 * attempts left open over OPEN_RECHECK_MINUTES are completed from PortOne's word (paid: recorded as the
 * return would; failed or cancelled there: closed).
 */
export async function recheckOnlinePayments(
  ctx: Pick<AppContext, 'em' | 'config' | 'mail'> & Partial<Pick<AppContext, 'hasher'>> & { logger?: Logger },
  now: Date = new Date(),
): Promise<{ refunded: string[]; completed: string[]; closed: string[] }> {
  const done = { refunded: [] as string[], completed: [] as string[], closed: [] as string[] };
  if (!ctx.config.portone) return done;
  const gateway = gatewayOf(ctx.config);
  const open = await ctx.em.fork().find(
    OnlinePayment,
    {
      $or: [
        { state: 'refunding' },
        { refundRequestedAt: { $ne: null } },
        { state: 'requested', createdAt: { $lte: new Date(now.getTime() - OPEN_RECHECK_MINUTES * 60_000) } },
      ],
    },
    { orderBy: { createdAt: 'asc' }, limit: 200 },
  );
  for (const attempt of open) {
    try {
      if (attempt.refundRequestedAt && attempt.state !== 'refunding') {
        if ((await reconcileRefunds(ctx, attempt.paymentId, now)) === 'recorded')
          done.refunded.push(attempt.paymentId);
        continue;
      }
      const remote = await gateway.fetchPayment(attempt.paymentId);
      if (attempt.state === 'refunding') {
        if (!remote) continue;
        await refundWhole(
          { ...ctx, em: ctx.em.fork() },
          gateway,
          attempt.paymentId,
          remote,
          'Refunded automatically.',
        );
        done.refunded.push(attempt.paymentId);
      } else if (remote?.status === 'PAID') {
        await completeOnlinePayment({ ...ctx, em: ctx.em.fork() }, attempt.paymentId, now).catch(
          () => undefined,
        );
        done.completed.push(attempt.paymentId);
      } else if (!remote || remote.status === 'FAILED' || remote.status === 'CANCELLED') {
        await ctx.em
          .fork()
          .nativeUpdate(OnlinePayment, { id: attempt.id, state: 'requested' }, { state: 'failed' });
        done.closed.push(attempt.paymentId);
      }
    } catch (error) {
      ctx.logger?.error({ err: error, paymentId: attempt.paymentId }, 'online payment re-check failed');
    }
  }
  ctx.mail.kick();
  return done;
}

/** recheckOnlinePayments as a job each minute (once across instances). */
export function onlinePaymentJob(
  orm: Orm,
  deps: Pick<AppContext, 'config' | 'mail'> & Partial<Pick<AppContext, 'hasher'>>,
  logger: Logger,
): Job {
  return {
    queue: 'online-payments-recheck',
    cron: '* * * * *',
    run: () => recheckOnlinePayments({ ...deps, em: orm.em.fork(), logger }),
  };
}
