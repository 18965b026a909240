import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { onlinePayment, type OnlinePayRefusal } from '../../../../../domain/payment.js';
import type { SecretHasher } from '../../../common/secrets.js';
import type { AppContext } from '../../../context.js';
import type { Config } from '../../../config.js';
import type { PortOneConfig } from '../../../config-portone.js';
import { notFound } from '../../../common/errors.js';
import type { BookingStatusEnum } from '../../../common/enums.js';
import type { Logger } from '../../../common/logger.js';
import { inTransaction } from '../../../platform/events/event-bus.js';
import { GuestBooking } from '../../booking/guest-booking.entity.js';
import type { Experience } from '../../experience/experience.entity.js';
import { titleIn } from '../../experience/item-title.js';
import { keptNow } from '../payment.service.js';
import { OnlinePayment } from './online-payment.entity.js';
import { ONLINE_PAYMENT_ERRORS } from './online-payment.errors.js';
import { payToken, payTokenBooking } from './pay-token.js';

// Starting an online payment: the payment part of a booking that may be paid now (an instant booking
// when booked, the "Pay now" link's page), its attempt started or reused, and the link itself.

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
