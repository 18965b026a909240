import { LANGUAGES } from '../../../../domain/constants.js';
import { PAYMENT_STATUSES } from '../../../../domain/payment.js';
import { checkInSchema } from '../../../../domain/schemas/checkIn.js';
import { restRoutes } from '../../rest/api-routes.js';
import {
  arr,
  bool,
  dateTime,
  int,
  isoDate,
  nullable,
  obj,
  oneOfValues,
  str,
} from '../../rest/json-schema.js';
import { idParam } from '../../rest/route.js';
import { BOOKING_ERRORS } from '../booking/booking.errors.js';
import * as checkIns from './check-in.service.js';
import * as manifests from './manifest.service.js';

export const REST_MANIFEST_ENTRY = obj({
  bookingId: int,
  bookingNumber: { type: 'string', description: 'The booking number as written (#123)' },
  itemId: int,
  itemName: str,
  date: isoDate,
  time: { type: 'string', description: 'HH:mm (Asia/Seoul)' },
  name: str,
  guests: int,
  arrived: bool,
  guestsArrived: nullable(int),
  checkedInAt: nullable(dateTime),
  checkedInBy: nullable(str),
  scannedAt: nullable(dateTime),
  noShow: bool,
  noShowAt: nullable(dateTime),
  paymentStatus: nullable(oneOfValues(PAYMENT_STATUSES)),
  amountDue: { type: 'integer', description: 'KRW still to collect' },
  currency: oneOfValues(['KRW']),
  option: nullable(str),
  language: oneOfValues(LANGUAGES),
  specialRequests: str,
  phone: str,
  status: oneOfValues(['confirmed', 'pending', 'awaiting_payment']),
});

const REST_SLOT = obj({
  time: str,
  itemId: int,
  itemName: str,
  bookings: int,
  guests: int,
  arrived: int,
  checkedIn: int,
  noShows: int,
  pending: int,
});

const REST_CHECK_IN = obj({
  booking: REST_MANIFEST_ENTRY,
  arrived: bool,
  alreadyCheckedInAt: nullable(dateTime),
  alreadyCheckedInBy: nullable(str),
  keptGuestsArrived: nullable(int),
  wrongSlot: nullable(obj({ date: isoDate, time: str, itemId: int, itemName: str })),
  amountDue: int,
  collected: nullable(obj({ amount: int, method: str })),
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const bookingId = (req: Parameters<typeof idParam>[0]) => idParam(req, BOOKING_ERRORS.notFound);

/** The day of the experience (docs/check-in.md): staff and owners. */
export function checkInRoutes() {
  const api = restRoutes('Check-in');
  api.get(
    '/admin/manifest',
    {
      summary: "A slot's manifest",
      description:
        'The bookings of a slot (every item at that time, or `itemId`): confirmed ones, then pending or awaiting-payment ones (their `status` says), with arrival and what is still to collect.',
      auth: 'admin',
      query: {
        date: { schema: isoDate, description: 'Date (Asia/Seoul)', required: true, example: '2030-01-15' },
        time: { schema: str, description: 'Slot start, HH:mm', required: true, example: '10:00' },
        itemId: { schema: int, description: 'Only this item' },
      },
      response: { description: 'The bookings', schema: arr(REST_MANIFEST_ENTRY) },
    },
    (ctx, req) => {
      const item = Number(req.query.itemId);
      return manifests.manifest(
        ctx,
        text(req.query.date),
        text(req.query.time),
        req.query.itemId !== undefined && Number.isInteger(item) ? item : null,
      );
    },
  );
  api.get(
    '/admin/manifest/slots',
    {
      summary: "The day's slots",
      auth: 'admin',
      query: {
        date: { schema: isoDate, description: 'Date (Asia/Seoul)', required: true, example: '2030-01-15' },
      },
      response: {
        description: 'Each item at each time, with bookings, guests and arrivals',
        schema: arr(REST_SLOT),
      },
    },
    (ctx, req) => manifests.manifestSlots(ctx, text(req.query.date)),
  );
  api.post(
    '/admin/check-ins',
    {
      summary: 'Check a booking in',
      description:
        'By `ticketCode` (scanned) or `bookingId`. A second check-in answers 200 with `alreadyCheckedInAt`/`By`; a ticket of another slot answers `wrongSlot` and is checked in only with `override: true`; `collect` records money taken on site. An unknown ticket code is 404 and counts as a guess (429 after too many).',
      auth: 'admin',
      body: {
        schema: checkInSchema,
        example: { bookingId: 1, guestsArrived: 1, override: true, deviceId: 'phone-1' },
      },
      response: { description: 'The booking after the check-in', schema: REST_CHECK_IN },
      errors: {
        409: 'The booking is cancelled, expired or not confirmed yet.',
        429: 'Too many unknown ticket codes.',
      },
    },
    (ctx, req) => checkIns.checkIn(ctx, req.body),
  );
  api.delete(
    '/admin/check-ins/:id',
    {
      summary: 'Undo a check-in',
      description: 'Within 60 seconds of the check-in (409 after). Money collected with it stays recorded.',
      auth: 'admin',
      response: { description: 'The booking after the undo', schema: REST_MANIFEST_ENTRY },
      errors: { 409: 'Not checked in, or checked in more than 60 seconds ago.' },
    },
    (ctx, req) => checkIns.undoCheckIn(ctx, bookingId(req), text(req.query.deviceId) || null),
  );
  api.post(
    '/guest-bookings/:id/no-show',
    {
      summary: 'Mark a no-show',
      description: 'Once the slot has started (409 before); not for a booking checked in.',
      auth: 'admin',
      response: { description: 'The booking, marked', schema: REST_MANIFEST_ENTRY },
      errors: { 409: 'The slot has not started, the booking is checked in or not confirmed.' },
    },
    (ctx, req) => checkIns.markNoShow(ctx, bookingId(req)),
  );
  api.delete(
    '/guest-bookings/:id/no-show',
    {
      summary: 'Take a no-show mark back',
      auth: 'admin',
      response: { description: 'The booking, unmarked', schema: REST_MANIFEST_ENTRY },
    },
    (ctx, req) => checkIns.unmarkNoShow(ctx, bookingId(req)),
  );
  return api;
}
