import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { seoulToday } from '../../../../../domain/calendar.js';
import { formatKrw } from '../../../../../domain/pricing.js';
import { onlinePayment, type OnlinePayRefusal } from '../../../../../domain/payment.js';
import type { SecretHasher } from '../../../common/secrets.js';
import { payToken, payTokenBooking } from './pay-token.js';
import type { AppContext } from '../../../context.js';
import type { Config } from '../../../config.js';
import type { PortOneConfig } from '../../../config-portone.js';
import { AppError, conflict, notFound } from '../../../common/errors.js';
import { BookingStatusEnum, LogAuthorEnum } from '../../../common/enums.js';
import type { Logger } from '../../../common/logger.js';
import { inTransaction, type Transaction } from '../../../platform/events/event-bus.js';
import { BookingLog } from '../../booking/booking-log.entity.js';
import { checkConfirmCapacity } from '../../booking/booking.capacity.js';
import { changeStatusIn } from '../../booking/booking-status.service.js';
import { GuestBooking } from '../../booking/guest-booking.entity.js';
import { Experience } from '../../experience/experience.entity.js';
import { titleIn } from '../../experience/item-title.js';
import type { Orm } from '../../../db/orm.js';
import type { Job } from '../../../platform/jobs/jobs.js';
import { bookingEvents, bookingTx } from '../../booking/booking.events.js';
import { Payment } from '../payment.entity.js';
import { keptNow, recordAndSettle } from '../payment.service.js';
import { PAYMENT_ERRORS } from '../payment.errors.js';
import { validate } from '../../../common/validate.js';
import { onlineRefundSchema } from '../../../../../domain/schemas/payment.js';
import {
  GatewayUnavailable,
  portOneGateway,
  type GatewayPayment,
  type OnlinePaymentGateway,
} from '../portone/portone.gateway.js';
import { OnlinePayment } from './online-payment.entity.js';

/** The online payment's messages (the API's wording). */
export const ONLINE_PAYMENT_ERRORS = {
  off: 'Online payment is not available: the site takes bank transfers only.',
  notFound: 'Payment not found.',
  notPaid: 'The payment is not complete at PortOne.',
  mismatch: 'The payment does not match the booking: its amount or currency differs from what is due.',
  expired:
    'The seats were no longer held when the payment arrived: the payment is refunded in full automatically.',
  unavailable: 'PortOne could not be reached. Please try again in a moment.',
  linkNotFound:
    'This payment link is not valid. Please use the link in your latest e-mail or the booking look-up page.',
  refundRefused:
    'PortOne refused the refund: nothing was refunded. The reason is in the booking’s activity log.',
  refundPending:
    'A refund of this payment is still being made by PortOne: it is recorded once PortOne reports it done.',
  refundUnknown:
    'PortOne did not answer: the refund may or may not have been made. Check the payment at PortOne before trying again.',
} as const;

/** What a guest's browser needs to open PortOne's payment window for a booking (POST /api/guest-bookings). */
export interface PaymentPart {
  provider: 'portone';
  paymentId: string;
  storeId: string;
  channels: { method: string; channelKey: string }[];
  /** KRW has no minor unit: 50,000 KRW is 50000. */
  amount: number;
  currency: string;
  orderName: string;
  holdExpiresAt: Date | null;
}

const gateways = new WeakMap<PortOneConfig, OnlinePaymentGateway>();

/** The gateway of the site's PortOne settings (one per settings object), or 409 when online payment is off. */
export function gatewayOf(config: Pick<Config, 'portone'>): OnlinePaymentGateway {
  const settings = config.portone;
  if (!settings) throw conflict(ONLINE_PAYMENT_ERRORS.off);
  let gateway = gateways.get(settings);
  if (!gateway) gateways.set(settings, (gateway = portOneGateway(settings)));
  return gateway;
}

/** Tests hand the app a gateway of their own (a stand-in's, with a short timeout). */
export const useGateway = (settings: PortOneConfig, gateway: OnlinePaymentGateway) =>
  gateways.set(settings, gateway);

/**
 * Starts an online payment of a booking: a new attempt under an unguessable payment id, for `amount` KRW
 * (what the booking may be paid now: domain/payment.ts onlinePayment). In the caller's transaction.
 */
function startOnlinePayment(
  em: EntityManager,
  settings: PortOneConfig,
  booking: Pick<GuestBooking, 'id' | 'language' | 'holdExpiresAt'>,
  experience: Experience,
  amount: number,
): PaymentPart {
  const paymentId = `kc-${booking.id}-${randomBytes(12).toString('base64url')}`;
  em.create(OnlinePayment, {
    booking: em.getReference(GuestBooking, booking.id),
    paymentId,
    amount,
    currency: 'KRW',
  });
  return { ...paymentPartFields(settings, booking, experience, amount), paymentId };
}

function paymentPartFields(
  settings: PortOneConfig,
  booking: Pick<GuestBooking, 'id' | 'language' | 'holdExpiresAt'>,
  experience: Experience,
  amount: number,
): Omit<PaymentPart, 'paymentId'> {
  return {
    provider: 'portone',
    storeId: settings.storeId,
    channels: settings.channels.map(({ method, channelKey }) => ({ method, channelKey })),
    amount,
    currency: 'KRW',
    orderName: `#${booking.id} ${titleIn(experience, booking.language)}`.slice(0, 100),
    holdExpiresAt: booking.holdExpiresAt ?? null,
  };
}

/** What a booking may be paid online now, or why not, from what it keeps now (in the caller's transaction). */
export async function onlinePaymentNow(
  em: EntityManager,
  booking: GuestBooking,
  now: Date = new Date(),
): Promise<ReturnType<typeof onlinePayment>> {
  return onlinePayment(
    {
      status: booking.status,
      totalPrice: booking.totalPrice,
      amountDue: booking.amountDue ?? null,
      paid: booking.amountDue == null ? 0 : await keptNow(em, booking.id),
      paymentWay: booking.paymentWay ?? null,
      paymentDueDate: booking.paymentDueDate ?? null,
      holdExpiresAt: booking.holdExpiresAt ?? null,
      bookingDate: booking.bookingDate,
      timeSlot: booking.timeSlot,
    },
    now,
  );
}

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
  ctx: Pick<AppContext, 'em' | 'config' | 'mail'> & { logger?: Logger },
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

async function fetchRemote(gateway: OnlinePaymentGateway, paymentId: string): Promise<GatewayPayment | null> {
  try {
    return await gateway.fetchPayment(paymentId);
  } catch (error) {
    if (error instanceof GatewayUnavailable)
      throw new AppError('SERVICE_UNAVAILABLE', ONLINE_PAYMENT_ERRORS.unavailable);
    throw error;
  }
}

/**
 * Gives an attempt marked `refunding` back in full through PortOne, and writes what came of it: done (a
 * refund record when its payment had been recorded, which mails the guest), requested (PortOne finishes
 * later; the re-check job asks again) or failed (logged for staff, left `refunding` for the job).
 */
async function refundWhole(
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
    await recordOnlineRefund(
      em,
      ctx.config,
      after,
      booking,
      paymentId,
      outcome.refunded,
      reason,
      LogAuthorEnum.system,
    );
  });
}

/**
 * A refund made through PortOne as a record (method online, its attempt as the reference), and the
 * `refunded` event that mails the guest, in the caller's transaction.
 */
async function recordOnlineRefund(
  em: EntityManager,
  config: Config,
  after: Transaction,
  booking: GuestBooking,
  paymentId: string,
  amount: number,
  note: string,
  createdBy: string,
): Promise<Payment> {
  const on = seoulToday();
  const refund = em.create(Payment, {
    booking,
    kind: 'refund',
    amount,
    method: 'online',
    paidAt: on,
    reference: onlineReference(paymentId),
    note,
    createdBy,
  });
  await em.flush();
  const experience = await em.findOneOrFail(Experience, booking.itemId);
  await bookingEvents.publish(bookingTx(em, config, after), 'refunded', {
    booking,
    experience,
    amount,
    refundedOn: on,
  });
  return refund;
}

/** How a payment recorded from PortOne names its attempt (the payment record's reference). */
export const onlineReference = (paymentId: string) => `PortOne ${paymentId}`;
const attemptOfReference = (reference: string) => reference.replace(/^PortOne /, '');

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

/** How long an attempt may stay open before the job asks PortOne about it (a closed tab, a lost webhook). */
export const OPEN_RECHECK_MINUTES = 30;

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
    await recordOnlineRefund(
      em,
      ctx.config,
      after,
      booking,
      paymentId,
      missing,
      'Completed by PortOne',
      'system',
    );
    return 'recorded' as const;
  });
  ctx.mail.kick();
  return outcome;
}

/**
 * The online payments' job, each minute: refunds under way (`refunding`) are asked of PortOne again, and
 * attempts left open over OPEN_RECHECK_MINUTES are completed from PortOne's word (paid: recorded as the
 * return would; failed or cancelled there: closed).
 */
export async function recheckOnlinePayments(
  ctx: Pick<AppContext, 'em' | 'config' | 'mail'> & { logger?: Logger },
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
export function onlinePaymentJob(orm: Orm, deps: Pick<AppContext, 'config' | 'mail'>, logger: Logger): Job {
  return {
    queue: 'online-payments-recheck',
    cron: '* * * * *',
    run: () => recheckOnlinePayments({ ...deps, em: orm.em.fork(), logger }),
  };
}

/**
 * The payment part of a booking that may be paid online now (an instant booking awaiting its payment
 * while its seats are held, or an approved one not paid in full before its deadline), or why not: its
 * open attempt for that amount, or a new one. One attempt is reused, so a retried answer or a reloaded
 * page pays under the same id.
 */
export async function payableNow(
  ctx: Pick<AppContext, 'em' | 'config'> & { logger?: Logger },
  bookingId: number,
  now: Date = new Date(),
): Promise<{ booking: GuestBooking; payment: PaymentPart | null; refusal: OnlinePayRefusal | null } | null> {
  const settings = ctx.config.portone;
  return inTransaction(ctx.em, ctx.logger, async (em) => {
    const booking = await em.findOne(
      GuestBooking,
      { id: bookingId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['experience'] },
    );
    if (!booking) return null;
    const due = await onlinePaymentNow(em, booking, now);
    if ('refusal' in due) return { booking, payment: null, refusal: due.refusal };
    if (!settings) return { booking, payment: null, refusal: null };
    const open = await em.findOne(
      OnlinePayment,
      { booking: bookingId, state: 'requested', amount: due.amount },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    const payment = open
      ? {
          ...paymentPartFields(settings, booking, booking.experience, due.amount),
          paymentId: open.paymentId,
        }
      : startOnlinePayment(em, settings, booking, booking.experience, due.amount);
    return { booking, payment, refusal: null };
  });
}

/** The payment part of a booking that may be paid online now, or null (see payableNow). */
export async function paymentPartOf(
  ctx: Pick<AppContext, 'em' | 'config'> & { logger?: Logger },
  bookingId: number,
  now: Date = new Date(),
): Promise<PaymentPart | null> {
  if (!ctx.config.portone) return null;
  return (await payableNow(ctx, bookingId, now))?.payment ?? null;
}

/** What the pay page shows: the booking's facts (nothing personal), what may be paid now, or why not. */
export interface BookingPaymentView {
  bookingId: number;
  status: BookingStatusEnum;
  itemId: number;
  itemTitle: string;
  bookingDate: string;
  timeSlot: string;
  numberOfGuests: number;
  language: GuestBooking['language'];
  /** KRW the booking may be paid now; 0 when nothing. */
  amount: number;
  currency: 'KRW';
  holdExpiresAt: Date | null;
  payment: PaymentPart | null;
  /** Why nothing can be paid online now; null when `payment` is there. */
  refusal: OnlinePayRefusal | 'off' | null;
}

/**
 * The "Pay now" link's page (`/pay/<token>`, the approval mail and the look-up page): the booking the
 * token was signed for, and the payment to make now (an attempt started or reused), or why there is
 * none (already paid, past the deadline, cancelled, online payment off). 404 for a token this server did
 * not sign.
 */
export async function startBookingPayment(
  ctx: Pick<AppContext, 'em' | 'config' | 'hasher'> & { logger?: Logger },
  token: unknown,
  now: Date = new Date(),
): Promise<BookingPaymentView> {
  const bookingId = payTokenBooking(ctx.hasher, token);
  const found = bookingId === null ? null : await payableNow(ctx, bookingId, now);
  if (!found) throw notFound(ONLINE_PAYMENT_ERRORS.linkNotFound);
  const { booking, payment, refusal } = found;
  return {
    bookingId: booking.id,
    status: booking.status,
    itemId: booking.itemId,
    itemTitle: titleIn(booking.experience, booking.language),
    bookingDate: booking.bookingDate,
    timeSlot: booking.timeSlot,
    numberOfGuests: booking.numberOfGuests,
    language: booking.language,
    amount: payment?.amount ?? 0,
    currency: 'KRW',
    holdExpiresAt: booking.holdExpiresAt ?? null,
    payment,
    refusal: refusal ?? (payment ? null : 'off'),
  };
}

/**
 * The "Pay now" link of a booking that may be paid online now (online payment on), for the look-up page
 * and the approval mail; null otherwise.
 */
export async function payLinkOf(
  em: EntityManager,
  config: Pick<Config, 'portone' | 'publicUrl'>,
  signer: SecretHasher,
  booking: GuestBooking,
  now: Date = new Date(),
): Promise<{ token: string; url: string } | null> {
  if (!config.portone) return null;
  if ('refusal' in (await onlinePaymentNow(em, booking, now))) return null;
  const token = payToken(signer, booking.id);
  return { token, url: new URL(`/pay/${token}`, config.publicUrl).href };
}

/** The online payments of a booking that took money (paid, being refunded, refunded), oldest first. */
export const guestOnlinePayments = (em: EntityManager, bookingId: number) =>
  em.find(
    OnlinePayment,
    { booking: bookingId, state: { $in: ['paid', 'refunding', 'refunded'] } },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );

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
    const refund = await recordOnlineRefund(
      em,
      ctx.config,
      after,
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
