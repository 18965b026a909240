import { Router } from 'express';
import { idParam, route } from '../../rest/route.js';
import type { BookingLog } from './booking-log.entity.js';
import { BOOKING_ERRORS } from './booking.errors.js';
import * as bookings from './booking.service.js';
import { csvArgs, exportBookingsCsv } from './booking-admin.service.js';
import { guestPaymentOf } from '../payment/payment.service.js';
import { toRestSummary } from '../payment/payment.rest.js';

const NOT_FOUND = BOOKING_ERRORS.notFound;
const toRestBooking = bookings.bookingRecord;

const toRestLog = (l: BookingLog) => ({
  id: l.id,
  logType: l.logType,
  details: l.details,
  oldValue: l.oldValue ?? null,
  newValue: l.newValue ?? null,
  createdBy: l.createdBy,
  createdAt: l.createdAt,
});

export function bookingRoutes(): Router {
  const router = Router();
  // Anonymous: capacity records only (no personal data); an admin session: the full list.
  router.get(
    '/guest-bookings',
    route((ctx) => bookings.guestBookingsFor(ctx)),
  );
  router.post(
    '/guest-bookings',
    route((ctx, req) => bookings.createBooking(ctx, req.body, req.get('Idempotency-Key') ?? null), {
      status: 201,
    }),
  );
  router.post(
    '/guest-bookings/verify',
    route(async (ctx, req) => {
      const booking = await bookings.findGuestBooking(ctx, req.body);
      const { experience, ...rest } = bookings.toLookup(booking);
      const payment = await guestPaymentOf(ctx, booking.id);
      return {
        ...rest,
        dayContacts: bookings.dayContactsOf(ctx.config),
        payment: payment && toRestSummary(payment),
        experience: {
          id: experience.id,
          title: experience.title,
          category: experience.category,
          location: experience.location,
          optionText: experience.optionText ?? null,
          optionPrice: experience.optionPrice ?? null,
          freeCancellationHours: experience.freeCancellationHours,
        },
      };
    }),
  );
  router.post(
    '/guest-bookings/cancel',
    route(async (ctx, req) => {
      const { experience: _experience, ...rest } = bookings.toLookup(
        await bookings.cancelGuestBooking(ctx, req.body),
      );
      return rest;
    }),
  );
  router.patch(
    '/guest-bookings/:id',
    route(
      async (ctx, req) => toRestBooking(await bookings.updateBooking(ctx, idParam(req, NOT_FOUND), req.body)),
      {
        admin: true,
      },
    ),
  );
  router.post(
    '/guest-bookings/:id/approve',
    route(
      async (ctx, req) =>
        toRestBooking(
          await bookings.approveBooking(ctx, idParam(req, NOT_FOUND), req.body?.overrideCapacity === true),
        ),
      { admin: true },
    ),
  );
  router.post(
    '/guest-bookings/:id/cancel',
    route(
      async (ctx, req) =>
        toRestBooking(await bookings.cancelBooking(ctx, idParam(req, NOT_FOUND), req.body?.reason)),
      {
        admin: true,
      },
    ),
  );
  router.get(
    '/logs/booking/:id',
    route(async (ctx, req) => (await bookings.bookingLogs(ctx, idParam(req, NOT_FOUND))).map(toRestLog), {
      admin: true,
    }),
  );
  // Admin: the filtered application list as CSV (same query parameters as the list view).
  router.get(
    '/admin/bookings.csv',
    route((ctx, req, res) => exportBookingsCsv(ctx, csvArgs(req.query), res), { admin: true }),
  );
  return router;
}
