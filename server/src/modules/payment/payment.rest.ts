import { toDateParts } from '../../../../domain/calendar.js';
import {
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_WAYS,
} from '../../../../domain/payment.js';
import { paymentSchema, refundSchema, voidPaymentSchema } from '../../../../domain/schemas/payment.js';
import type { AppContext } from '../../context.js';
import { restRoutes } from '../../rest/api-routes.js';
import {
  arr,
  bool,
  dateParts,
  dateTime,
  describedAs,
  int,
  nullable,
  obj,
  oneOfValues,
  str,
} from '../../rest/json-schema.js';
import { idParam } from '../../rest/route.js';
import { BOOKING_ERRORS } from '../booking/booking.errors.js';
import type { Payment } from './payment.entity.js';
import * as payments from './payment.service.js';
import { PAYMENT_ERRORS } from './payment.errors.js';

/** A payment as the REST shim answers it: dates as the spec's [year, month, day]. */
export const toRestPayment = (p: Payment) => ({
  id: p.id,
  kind: p.kind,
  amount: p.amount,
  method: p.method,
  paidAt: toDateParts(p.paidAt),
  reference: p.reference,
  note: p.note,
  createdBy: p.createdBy,
  createdAt: p.createdAt,
  voidedAt: p.voidedAt ?? null,
  voidedBy: p.voidedBy ?? null,
  voidReason: p.voidReason ?? null,
});

export const REST_PAYMENT = obj({
  id: int,
  kind: describedAs('payment (money came) or refund (money went back)', oneOfValues(PAYMENT_KINDS)),
  amount: { type: 'integer', description: 'KRW, more than 0 (a refund is its kind)' },
  method: oneOfValues(PAYMENT_METHODS),
  paidAt: describedAs('The day the money came, or went back for a refund', dateParts),
  reference: str,
  note: str,
  createdBy: str,
  createdAt: dateTime,
  voidedAt: nullable(dateTime),
  voidedBy: nullable(str),
  voidReason: nullable(str),
});

/** A payment summary for REST: the deadline as [year, month, day] (null before approval). */
export const toRestSummary = <T extends payments.PaymentSummary>(summary: T) => ({
  ...summary,
  dueDate: summary.dueDate ? toDateParts(summary.dueDate) : null,
});

const SUMMARY_FIELDS = {
  amountDue: int,
  amountPaid: { type: 'integer', description: 'KRW kept: payments less refunds' },
  amountRefunded: { type: 'integer', description: 'KRW sent back to the guest' },
  status: oneOfValues(PAYMENT_STATUSES),
  dueDate: nullable(dateParts),
  overdue: bool,
  reference: { type: 'string', description: 'What to write on the transfer (#123)' },
  way: oneOfValues(PAYMENT_WAYS),
} as const;
export const REST_PAYMENT_SUMMARY = obj(SUMMARY_FIELDS);
/** The guest's look-up: the summary, how it is paid and the provider's instructions for that way. */
export const REST_GUEST_PAYMENT = obj({
  ...SUMMARY_FIELDS,
  instructions: { type: 'string', description: "How to pay, in the booking's language" },
});

/** The payment part of the guest's look-up answer (booking.rest.ts LookupPayment; null before approval). */
export const lookupPayment = {
  schema: REST_GUEST_PAYMENT,
  of: async (ctx: AppContext, bookingId: number) => {
    const payment = await payments.guestPaymentOf(ctx, bookingId);
    return payment && toRestSummary(payment);
  },
};

export function paymentRoutes() {
  const api = restRoutes('Payments');
  const bookingId = (req: Parameters<typeof idParam>[0]) => idParam(req, BOOKING_ERRORS.notFound);
  api.get(
    '/guest-bookings/:id/payments',
    {
      summary: "A booking's payments",
      auth: 'admin',
      response: {
        description: 'What it owes and has paid, and every payment record (voided ones too)',
        schema: obj({ ...SUMMARY_FIELDS, payments: arr(REST_PAYMENT) }),
      },
    },
    async (ctx, req) => {
      const { payments: records, ...summary } = await payments.bookingPayments(ctx, bookingId(req));
      return { ...toRestSummary(summary), payments: records.map(toRestPayment) };
    },
  );
  api.post(
    '/guest-bookings/:id/payments',
    {
      summary: 'Record a payment',
      auth: 'admin',
      body: {
        schema: paymentSchema,
        example: { amount: 50000, method: 'bank_transfer', paidAt: [2026, 5, 1], reference: '#1', note: '' },
      },
      response: { status: 201, description: 'The payment record', schema: REST_PAYMENT },
      errors: { 409: 'The booking is not confirmed.' },
    },
    async (ctx, req) => toRestPayment(await payments.recordPayment(ctx, bookingId(req), req.body)),
  );
  api.post(
    '/guest-bookings/:id/refunds',
    {
      summary: 'Record a refund',
      description:
        'Money sent back to the guest, at most what the booking kept (payments less refunds); the guest is e-mailed.',
      auth: 'admin',
      body: {
        schema: refundSchema,
        example: {
          amount: 50000,
          method: 'bank_transfer',
          refundedAt: [2026, 5, 3],
          reference: '',
          note: '',
        },
      },
      response: { status: 201, description: 'The refund record', schema: REST_PAYMENT },
      errors: { 409: 'Not approved, or more than the booking kept.' },
    },
    async (ctx, req) => toRestPayment(await payments.recordRefund(ctx, bookingId(req), req.body)),
  );
  api.post(
    '/guest-bookings/:id/payments/:paymentId/void',
    {
      summary: 'Void a payment or refund',
      auth: 'admin',
      body: { schema: voidPaymentSchema, example: { reason: 'Recorded twice' } },
      response: { description: 'The voided payment record', schema: REST_PAYMENT },
      errors: { 409: 'Voided already, or a refund depends on it.' },
    },
    async (ctx, req) =>
      toRestPayment(
        await payments.voidPayment(
          ctx,
          bookingId(req),
          idParam(req, PAYMENT_ERRORS.notFound, 'paymentId'),
          req.body,
        ),
      ),
  );
  return api;
}
