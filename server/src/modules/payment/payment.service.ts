import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { seoulToday } from '../../../../domain/calendar.js';
import {
  amountDue,
  isOverdue,
  paymentPlan,
  paymentStatus,
  paymentTotals,
  transferReference,
  type PaymentStatus,
  type PaymentWay,
} from '../../../../domain/payment.js';
import { formatKrw } from '../../../../domain/pricing.js';
import { paymentSchema, refundSchema, voidPaymentSchema } from '../../../../domain/schemas/payment.js';
import type { AppContext } from '../../context.js';
import type { Config } from '../../config.js';
import { conflict, notFound } from '../../common/errors.js';
import { BookingStatusEnum, LogAuthorEnum } from '../../common/enums.js';
import { validate } from '../../common/validate.js';
import { audit, snapshot } from '../audit/audit.js';
import { BookingLog } from '../booking/booking-log.entity.js';
import { BOOKING_ERRORS } from '../booking/booking.errors.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { Experience } from '../experience/experience.entity.js';
import { bookingEvents, bookingTx } from '../booking/booking.events.js';
import { inTransaction, type Transaction } from '../../platform/events/event-bus.js';
import { Payment } from './payment.entity.js';
import { guestPaymentProvider } from './payment.provider.js';
import { PAID_SQL } from '../../common/payment-state.sql.js';
import { PAYMENT_ERRORS } from './payment.errors.js';

/** What a booking owes and has paid, as staff and the guest see it. */
export interface PaymentSummary {
  amountDue: number;
  /** Kept: payments less refunds. */
  amountPaid: number;
  /** Sent back to the guest. */
  amountRefunded: number;
  status: PaymentStatus;
  /** YYYY-MM-DD (Asia/Seoul), or null before approval. */
  dueDate: string | null;
  overdue: boolean;
  /** The reference to write on the transfer (#123). */
  reference: string;
  /** How it is paid, fixed at approval: by bank transfer before the deadline, or on site on the day. */
  way: PaymentWay;
}

/**
 * Fixes what a booking owes at its approval (called in the approving transaction): guests × the price
 * after the discount (+ the option per guest where chosen), less the promo code's discount, and how it is paid (domain/payment.ts
 * `paymentPlan`): by transfer, due `PAYMENT_DUE_DAYS` after the approval day but with a whole day to pay
 * and never later than the eve of the visit, with its reminder; or on site when no such day fits.
 */
export function fixAmountDue(
  booking: GuestBooking,
  experience: Experience,
  config: Pick<Config, 'paymentDueDays'>,
  now = new Date(),
): void {
  // Less the promo code's discount, in won as the guest applied with it (the booking's snapshot).
  booking.amountDue = amountDue(
    experience,
    {
      numberOfGuests: booking.numberOfGuests,
      optionPrice: booking.withOption ? experience.optionPrice : null,
    },
    booking.discount,
  );
  const plan = paymentPlan(now, booking.bookingDate, config.paymentDueDays);
  booking.paymentWay = plan.way;
  booking.paymentDueDate = plan.dueDate;
  booking.paymentReminderAt = plan.remindAt;
}

/** A record as the status rules read it. */
const entryOf = (p: Payment) => ({ kind: p.kind, amount: p.amount, voided: !!p.voidedAt });

/** The summary of a booking's payments (records given, or read). */
export async function paymentSummary(
  em: EntityManager,
  booking: GuestBooking,
  records?: readonly Payment[],
  now = new Date(),
): Promise<PaymentSummary> {
  const payments = records ?? (await em.find(Payment, { booking: booking.id }));
  const entries = payments.map(entryOf);
  const due = booking.amountDue ?? 0;
  const status = paymentStatus(due, entries, booking.status === BookingStatusEnum.cancelled);
  const { kept, refunded } = paymentTotals(entries);
  const dueDate = booking.paymentDueDate ?? null;
  return {
    amountDue: due,
    amountPaid: kept,
    amountRefunded: refunded,
    status,
    dueDate,
    overdue: booking.status === BookingStatusEnum.confirmed && isOverdue(status, dueDate, seoulToday(now)),
    reference: transferReference(booking.id),
    way: booking.paymentWay ?? 'bank_transfer',
  };
}

/**
 * What came in and what went back (KRW, voids left out), for the mails that say what happens to the
 * guest's money (a cancellation, a refund); null when no money ever came.
 */
export async function moneyOf(
  em: EntityManager,
  bookingId: number,
): Promise<{ paid: number; refunded: number } | null> {
  const { received, refunded } = paymentTotals((await em.find(Payment, { booking: bookingId })).map(entryOf));
  return received > 0 ? { paid: received, refunded } : null;
}

async function bookingOf(em: EntityManager, id: number, lock = false): Promise<GuestBooking> {
  const booking = await em.findOne(
    GuestBooking,
    { id },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : { populate: ['experience'] },
  );
  if (!booking) throw notFound(BOOKING_ERRORS.notFound);
  return booking;
}

/** A booking's payment summary and every record, newest first (admin). */
export async function bookingPayments(ctx: AppContext, bookingId: number) {
  const booking = await bookingOf(ctx.em, bookingId);
  const payments = await ctx.em.find(
    Payment,
    { booking: booking.id },
    { orderBy: { paidAt: 'desc', id: 'desc' } },
  );
  return { ...(await paymentSummary(ctx.em, booking, payments)), payments };
}

const staffName = (ctx: AppContext) => ctx.admin?.username ?? 'admin';

/** The log line of a payment: amount, method, date and who, in the booking's activity log. */
function logPayment(
  em: EntityManager,
  booking: GuestBooking,
  type: 'payment_recorded' | 'payment_voided' | 'refund_recorded' | 'refund_voided',
  details: string,
  adminName: string | null,
) {
  em.create(BookingLog, {
    booking,
    logType: type,
    details,
    createdBy: LogAuthorEnum.admin,
    createdByName: adminName,
  });
}

const PAYMENT_FIELDS = ['kind', 'amount', 'method', 'paidAt', 'reference', 'note'] as const;

/** The audit entry of a payment recorded (or imported) by an admin, in the caller's transaction. */
export function auditPayment(
  em: EntityManager,
  ctx: AppContext,
  kind: 'payment.record' | 'payment.import' | 'payment.refund',
  bookingId: number,
  payment: Payment,
) {
  audit(em, ctx, kind, { type: 'payment', id: payment.id }, null, {
    bookingId,
    ...snapshot(payment, PAYMENT_FIELDS),
  });
}

export interface RecordedPayment {
  amount: number;
  method: Payment['method'];
  paidAt: string;
  reference: string;
  note: string;
  statementKey?: string | null;
}

/** Approved (an amount due fixed) and not an application again: money can be recorded against it. */
const approved = (booking: GuestBooking) =>
  booking.amountDue != null && booking.status !== BookingStatusEnum.pending;

/**
 * Adds a payment to a locked, approved booking and logs it (inside the caller's transaction). A
 * cancelled booking takes one too: money that arrives after a cancellation is recorded, then refunded.
 */
export function addPayment(
  em: EntityManager,
  booking: GuestBooking,
  values: RecordedPayment,
  author: string,
  adminName: string | null = null,
) {
  if (!approved(booking)) throw conflict(PAYMENT_ERRORS.notApproved);
  const payment = em.create(Payment, { booking, createdBy: author, kind: 'payment', ...values });
  logPayment(
    em,
    booking,
    'payment_recorded',
    `Payment of ${formatKrw(values.amount)} (${values.method}, ${values.paidAt}) recorded by ${author}` +
      (values.reference ? `: ${values.reference}` : ''),
    adminName,
  );
  return payment;
}

/** What a locked booking keeps now (payments less refunds, voids left out), read in the transaction. */
export async function keptNow(em: EntityManager, bookingId: number): Promise<number> {
  const [row] = await em.execute<{ paid: string }[]>(
    `select ${PAID_SQL} as paid from guest_booking b where b.id = ?`,
    [bookingId],
  );
  return Number(row.paid);
}

/**
 * Records a payment and, when it completes what is owed, queues the guest's receipt and withdraws a
 * payment reminder not yet sent (all in the caller's transaction; the booking is locked).
 */
export async function recordAndSettle(
  em: EntityManager,
  config: Config,
  booking: GuestBooking,
  values: RecordedPayment,
  author: string,
  adminName: string | null,
  committed: Transaction,
): Promise<Payment> {
  const before = await keptNow(em, booking.id);
  const payment = addPayment(em, booking, values, author, adminName);
  await em.flush();
  const due = booking.amountDue ?? 0;
  const after = before + values.amount;
  // The receipt is a confirmed booking's: money on a cancelled one is a refund due, said elsewhere.
  if (booking.status === BookingStatusEnum.confirmed && before < due && after >= due) {
    const experience = await em.findOneOrFail(Experience, booking.itemId);
    await bookingEvents.publish(bookingTx(em, config, committed), 'paid', {
      booking,
      experience,
      paid: after,
    });
    await em.flush();
  }
  return payment;
}

/** Staff record a payment (money that came; never negative: a refund is recordRefund) on a booking. */
export async function recordPayment(ctx: AppContext, bookingId: number, input: unknown): Promise<Payment> {
  const values = validate(paymentSchema, input ?? {});
  const id = await inTransaction(ctx.em, ctx.logger, async (em, after) => {
    const booking = await bookingOf(em, bookingId, true);
    const payment = await recordAndSettle(
      em,
      ctx.config,
      booking,
      {
        amount: values.amount,
        method: values.method as Payment['method'],
        paidAt: values.paidAt,
        reference: values.reference,
        note: values.note,
      },
      staffName(ctx),
      ctx.admin?.username ?? null,
      after,
    );
    auditPayment(em, ctx, 'payment.record', booking.id, payment);
    return payment.id;
  });
  ctx.mail.kick();
  return ctx.em.fork().findOneOrFail(Payment, id);
}

/**
 * Staff record a refund: money that went back to the guest, on an approved booking (a cancelled one
 * usually), never more than it kept. Logged as refund_recorded with the author; the guest is mailed.
 */
export async function recordRefund(ctx: AppContext, bookingId: number, input: unknown): Promise<Payment> {
  const values = validate(refundSchema, input ?? {});
  const author = staffName(ctx);
  const id = await inTransaction(ctx.em, ctx.logger, async (em, after) => {
    const booking = await bookingOf(em, bookingId, true);
    if (booking.amountDue == null) throw conflict(PAYMENT_ERRORS.refundNotApproved);
    const kept = await keptNow(em, booking.id);
    if (kept <= 0) throw conflict(PAYMENT_ERRORS.nothingToRefund);
    if (values.amount > kept) throw conflict(PAYMENT_ERRORS.refundTooLarge(kept));
    const refund = em.create(Payment, {
      booking,
      kind: 'refund',
      amount: values.amount,
      method: values.method as Payment['method'],
      paidAt: values.refundedAt,
      reference: values.reference,
      note: values.note,
      createdBy: author,
    });
    logPayment(
      em,
      booking,
      'refund_recorded',
      `Refund of ${formatKrw(values.amount)} (${values.method}, ${values.refundedAt}) recorded by ${author}` +
        (values.reference ? `: ${values.reference}` : ''),
      ctx.admin?.username ?? null,
    );
    await em.flush();
    auditPayment(em, ctx, 'payment.refund', booking.id, refund);
    const experience = await em.findOneOrFail(Experience, booking.itemId);
    await bookingEvents.publish(bookingTx(em, ctx.config, after), 'refunded', {
      booking,
      experience,
      amount: values.amount,
      refundedOn: values.refundedAt,
    });
    await em.flush();
    return refund.id;
  });
  ctx.mail.kick();
  return ctx.em.fork().findOneOrFail(Payment, id);
}

/** Staff void a payment recorded by mistake, with a reason; it stays in the history. */
export async function voidPayment(
  ctx: AppContext,
  bookingId: number,
  paymentId: number,
  input: unknown,
): Promise<Payment> {
  const { reason } = validate(voidPaymentSchema, input ?? {});
  await ctx.em.fork().transactional(async (em) => {
    const booking = await bookingOf(em, bookingId, true);
    const payment = await em.findOne(Payment, { id: paymentId, booking: booking.id });
    if (!payment) throw notFound(PAYMENT_ERRORS.notFound);
    if (payment.voidedAt) throw conflict(PAYMENT_ERRORS.alreadyVoided);
    const refund = payment.kind === 'refund';
    if (!refund) {
      // Money that went back stays accounted for: a refund never outgrows what was paid.
      const kept = await keptNow(em, booking.id);
      if (kept - payment.amount < 0) throw conflict(PAYMENT_ERRORS.voidUnderRefund(kept));
    }
    Object.assign(payment, { voidedAt: new Date(), voidedBy: staffName(ctx), voidReason: reason });
    logPayment(
      em,
      booking,
      refund ? 'refund_voided' : 'payment_voided',
      `${refund ? 'Refund' : 'Payment'} of ${formatKrw(payment.amount)} (${payment.paidAt}) voided by ${staffName(ctx)}: ${reason}`,
      ctx.admin?.username ?? null,
    );
    audit(
      em,
      ctx,
      'payment.void',
      { type: 'payment', id: payment.id },
      { voidedAt: null, voidReason: null },
      { voidedAt: payment.voidedAt!.toISOString(), voidReason: reason },
    );
    await em.flush();
  });
  return ctx.em.fork().findOneOrFail(Payment, paymentId);
}

/**
 * The guest's view of what they owe (look-up page): amounts, deadline, reference, how it is paid (by
 * transfer, or on site for a booking approved too close to its date) and the payment provider's
 * instructions for that way, in the booking's language; null until staff approve the booking.
 */
export async function guestPaymentOf(ctx: Pick<AppContext, 'em' | 'config'>, bookingId: number) {
  const booking = await ctx.em.findOne(GuestBooking, { id: bookingId });
  if (!booking || booking.amountDue == null) return null;
  const records = await ctx.em.find(Payment, { booking: booking.id });
  // A booking cancelled before any money came owes nothing and has nothing to give back.
  if (booking.status !== BookingStatusEnum.confirmed && !records.some((p) => !p.voidedAt)) return null;
  const summary = await paymentSummary(ctx.em, booking, records);
  const { text: instructions } = guestPaymentProvider(ctx.config, summary.way).instructions(booking);
  return { ...summary, instructions };
}
