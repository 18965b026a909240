import { Router } from 'express';
import { toDateParts } from '../../../../domain/calendar.js';
import { idParam, route } from '../../rest/route.js';
import { BOOKING_ERRORS } from '../booking/booking.errors.js';
import type { Payment } from './payment.entity.js';
import * as payments from './payment.service.js';

/** A payment as the REST shim answers it: dates as the spec's [year, month, day]. */
export const toRestPayment = (p: Payment) => ({
  id: p.id,
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

/** A payment summary for REST: the deadline as [year, month, day] (null before approval). */
export const toRestSummary = <T extends payments.PaymentSummary>(summary: T) => ({
  ...summary,
  dueDate: summary.dueDate ? toDateParts(summary.dueDate) : null,
});

export function paymentRoutes(): Router {
  const router = Router();
  const bookingId = (req: Parameters<typeof idParam>[0]) => idParam(req, BOOKING_ERRORS.notFound);
  router.get(
    '/guest-bookings/:id/payments',
    route(
      async (ctx, req) => {
        const { payments: records, ...summary } = await payments.bookingPayments(ctx, bookingId(req));
        return { ...toRestSummary(summary), payments: records.map(toRestPayment) };
      },
      { admin: true },
    ),
  );
  router.post(
    '/guest-bookings/:id/payments',
    route(async (ctx, req) => toRestPayment(await payments.recordPayment(ctx, bookingId(req), req.body)), {
      admin: true,
      status: 201,
    }),
  );
  router.post(
    '/guest-bookings/:id/payments/:paymentId/void',
    route(
      async (ctx, req) =>
        toRestPayment(
          await payments.voidPayment(
            ctx,
            bookingId(req),
            idParam(req, payments.PAYMENT_ERRORS.notFound, 'paymentId'),
            req.body,
          ),
        ),
      { admin: true },
    ),
  );
  return router;
}
