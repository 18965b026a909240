import { DAY_CONTACT_CHANNELS } from '../../../../domain/contact.js';
import { CATEGORIES } from '../../../../domain/constants.js';
import { bookingRequestSchema, lookupRequestSchema } from '../../../../domain/schemas/booking.js';
import { restRoutes, type RouteSpec } from '../../rest/api-routes.js';
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
import type { AppContext } from '../../context.js';
import { badInput } from '../../common/errors.js';
import { BookingStatusEnum, LanguageEnum } from '../../common/enums.js';
import { SortDirection } from '../../common/pagination.js';
import type { BookingLog } from './booking-log.entity.js';
import { publicCapacityRecords } from './booking.capacity.js';
import { BOOKING_ERRORS } from './booking.errors.js';
import * as application from './booking-application.service.js';
import { bookingLogs, listBookings } from './booking-lists.service.js';
import { approveBooking, cancelBooking, updateBooking } from './booking-status.service.js';
import { exportBookingsCsv } from './booking-export.js';
import { BookingSortEnum, type AdminBookingFilter } from './booking-admin.types.js';
import type { BookingListArgs } from './booking.sql.js';
import type { GuestBooking } from './guest-booking.entity.js';
import type { JsonSchema } from '../../rest/json-schema.js';

/**
 * What the guest's look-up answers of the booking's money: the payment module's part, handed in by the
 * wiring (rest-routes.ts), as GraphQL's look-up gets it from payment's field resolver. The booking
 * module imports no payment code.
 */
export interface LookupPayment {
  schema: JsonSchema;
  of(ctx: AppContext, bookingId: number): Promise<unknown>;
}

/** More of the look-up answer from the payment module (its "Pay now" link, its online payments), by field. */
export interface LookupExtras {
  fields: Record<string, JsonSchema>;
  of(ctx: AppContext, bookingId: number): Promise<Record<string, unknown>>;
}

/** Several modules' parts of the look-up answer as one (their fields side by side). */
export const lookupExtrasOf = (...parts: LookupExtras[]): LookupExtras => ({
  fields: Object.assign({}, ...parts.map((p) => p.fields)),
  of: async (ctx, bookingId) => {
    const answers = [];
    // One after another: they share the request's unit of work.
    for (const part of parts) answers.push(await part.of(ctx, bookingId));
    return Object.assign({}, ...answers);
  },
});

const NOT_FOUND = BOOKING_ERRORS.notFound;

/** A booking in the spec's REST shape (admin eyes only); the code hash never leaves the server. */
export const toRestBooking = (b: GuestBooking) => ({
  id: b.id,
  itemId: b.itemId,
  bookingDate: b.bookingDate,
  timeSlot: b.timeSlot,
  guestName: b.guestName,
  guestEmail: b.guestEmail,
  guestPhone: b.guestPhone,
  numberOfGuests: b.numberOfGuests,
  language: b.language,
  status: b.status,
  adminMemo: b.adminMemo,
  specialRequests: b.specialRequests,
  withOption: b.withOption,
  totalPrice: b.totalPrice,
  listPrice: b.listPrice,
  discount: b.discount,
  promoCode: b.promoCode ?? null,
  createdAt: b.createdAt,
  updatedAt: b.updatedAt,
});

/**
 * The spec's `GET /api/guest-bookings`: an admin session gets the full list; anyone else only the
 * capacity records (confirmed, from today on, nothing personal).
 */
async function guestBookingsFor(ctx: AppContext) {
  return ctx.admin ? (await listBookings(ctx)).map(toRestBooking) : publicCapacityRecords(ctx.pool);
}

/** The CSV route's query string (`status`, `q`, `itemId`, `language`, `dateFrom`, `dateTo`, `timeSlot`, `payment`, `sort`, `direction`) as list arguments. */
function csvArgs(query: Record<string, unknown>): BookingListArgs {
  const text = (key: string) =>
    typeof query[key] === 'string' && query[key] !== '' ? (query[key] as string) : null;
  const status = text('status');
  if (status && !(Object.values(BookingStatusEnum) as string[]).includes(status)) {
    throw badInput(BOOKING_ERRORS.badStatus);
  }
  const itemId = text('itemId');
  if (itemId && !/^\d{1,9}$/.test(itemId)) throw badInput(BOOKING_ERRORS.notFound);
  const direction = text('direction');
  const sort = text('sort');
  if (sort && !(Object.values(BookingSortEnum) as string[]).includes(sort)) {
    throw badInput(BOOKING_ERRORS.badSort(Object.values(BookingSortEnum)));
  }
  return {
    sort: (sort as BookingSortEnum | null) ?? undefined,
    direction: direction === 'ASC' ? SortDirection.ASC : SortDirection.DESC,
    filter: {
      status: status as BookingStatusEnum | null,
      search: text('q'),
      itemId: itemId ? Number(itemId) : null,
      language: text('language') as AdminBookingFilter['language'],
      dateFrom: text('dateFrom'),
      dateTo: text('dateTo'),
      timeSlot: text('timeSlot'),
      payment: text('payment') as AdminBookingFilter['payment'],
    },
  };
}

const STATUS = oneOfValues(Object.values(BookingStatusEnum));
const LANGUAGE = oneOfValues(Object.values(LanguageEnum));
/** What the guest's look-up and the admin's booking answers both carry. */
const BOOKING_FIELDS = {
  id: int,
  itemId: int,
  bookingDate: isoDate,
  timeSlot: str,
  guestName: str,
  guestEmail: str,
  guestPhone: str,
  numberOfGuests: int,
  language: LANGUAGE,
  status: STATUS,
  specialRequests: nullable(str),
  withOption: bool,
  totalPrice: int,
  /** The promo code's snapshot (issue 41): the total before it, what it took off, the code. */
  listPrice: int,
  discount: int,
  promoCode: nullable(str),
  createdAt: dateTime,
};
export const REST_BOOKING = obj({ ...BOOKING_FIELDS, adminMemo: nullable(str), updatedAt: dateTime });
const CAPACITY_RECORD = obj({
  itemId: int,
  bookingDate: isoDate,
  timeSlot: str,
  numberOfGuests: int,
  status: STATUS,
});
export const LOOKUP_FIELDS = {
  ...BOOKING_FIELDS,
  canCancel: bool,
  cancelRefusal: nullable(oneOfValues(['already_cancelled', 'no_free_cancellation', 'window_closed'])),
  cancellationDeadline: nullable(dateTime),
  holdExpiresAt: nullable(dateTime),
  ticketCode: nullable(str),
};
const lookupSchema = (payment: JsonSchema, extras: Record<string, JsonSchema>) =>
  obj({
    ...LOOKUP_FIELDS,
    ...extras,
    dayContacts: arr(obj({ channel: oneOfValues(DAY_CONTACT_CHANNELS), value: str, href: str })),
    payment: nullable(payment),
    experience: obj({
      id: int,
      title: str,
      category: oneOfValues(CATEGORIES),
      location: str,
      optionText: nullable(str),
      optionPrice: nullable(int),
      freeCancellationHours: nullable(int),
    }),
  });

/** The guest's three facts that find their booking (the example matches the booking example). */
export const LOOKUP_BODY: RouteSpec['body'] = {
  schema: lookupRequestSchema,
  example: { email: 'aiko@example.jp', phone: '+81 9012345678', verificationCode: '246810' },
};

const toRestLog = (l: BookingLog) => ({
  id: l.id,
  logType: l.logType,
  details: l.details,
  oldValue: l.oldValue ?? null,
  newValue: l.newValue ?? null,
  createdBy: l.createdBy,
  createdAt: l.createdAt,
});

/**
 * What an application answers of a payment due now (an instant booking awaiting its online payment):
 * the payment module's part, handed in by the wiring like LookupPayment.
 */
export interface ReceiptPayment {
  schema: JsonSchema;
  of(ctx: AppContext, bookingId: number): Promise<unknown>;
}

export function bookingRoutes(
  payment: LookupPayment,
  receiptPayment: ReceiptPayment,
  lookupExtras: LookupExtras,
) {
  const api = restRoutes('Bookings');
  // Anonymous: capacity records only (no personal data); an admin session: the full list.
  api.get(
    '/guest-bookings',
    {
      summary: 'Booked capacity, or every booking (admin)',
      description:
        'Anonymous: the confirmed capacity records from today on, nothing personal. With an admin session: every booking.',
      response: {
        description: 'Capacity records, or bookings for an admin',
        schema: arr({ anyOf: [CAPACITY_RECORD, REST_BOOKING] }),
      },
    },
    (ctx) => guestBookingsFor(ctx),
  );
  api.post(
    '/guest-bookings',
    {
      summary: 'Apply for a booking',
      description:
        'The guest chooses the 6-digit code they look the booking up with. A retry with the same `Idempotency-Key` answers the first result.',
      body: {
        schema: bookingRequestSchema,
        example: {
          itemId: 1,
          bookingDate: '2030-01-15',
          timeSlot: '10:00',
          guestName: 'Aiko Tanaka',
          guestEmail: 'aiko@example.jp',
          guestPhone: '+81 9012345678',
          verificationCode: '246810',
          numberOfGuests: 2,
          language: 'JPN',
          specialRequests: '',
          promoCode: null,
        },
      },
      headers: {
        'Idempotency-Key': { schema: { type: 'string', maxLength: 100 }, description: 'Makes a retry safe' },
      },
      response: {
        status: 201,
        description:
          'The booking: pending (waiting for staff), confirmed (instant), or awaiting_payment with the payment to make now; holdExpiresAt is when a waiting booking releases its seats',
        schema: obj({
          id: int,
          verificationCode: str,
          status: { type: 'string', enum: ['pending', 'confirmed', 'awaiting_payment'] },
          holdExpiresAt: nullable({ type: 'string', format: 'date-time' }),
          payment: nullable(receiptPayment.schema),
        }),
      },
      errors: {
        409: 'The slot is full or not offered.',
        422: 'Another payload under the same Idempotency-Key.',
        429: 'Too many applications.',
      },
    },
    async (ctx, req) => {
      const receipt = await application.createBooking(ctx, req.body, req.get('Idempotency-Key') ?? null);
      const due = receipt.status === BookingStatusEnum.awaiting_payment;
      return { ...receipt, payment: due ? await receiptPayment.of(ctx, receipt.id) : null };
    },
  );
  api.post(
    '/guest-bookings/verify',
    {
      summary: 'Look a booking up',
      body: LOOKUP_BODY,
      response: {
        description: 'The booking, its payment and the day-of contacts',
        schema: lookupSchema(payment.schema, lookupExtras.fields),
      },
      errors: { 404: NOT_FOUND, 429: 'Too many look-ups (guessing limits).' },
    },
    async (ctx, req) => {
      const booking = await application.findGuestBooking(ctx, req.body);
      const { experience, checkedInAt: _checkedIn, ...rest } = application.toLookup(booking, ctx.hasher);
      return {
        ...rest,
        dayContacts: application.dayContactsOf(ctx.config),
        payment: await payment.of(ctx, booking.id),
        ...(await lookupExtras.of(ctx, booking.id)),
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
    },
  );
  api.post(
    '/guest-bookings/cancel',
    {
      summary: 'The guest cancels their booking',
      body: LOOKUP_BODY,
      response: { description: 'The cancelled booking', schema: obj(LOOKUP_FIELDS) },
      errors: { 404: NOT_FOUND, 409: 'Past the free cancellation period.', 429: 'Too many look-ups.' },
    },
    async (ctx, req) => {
      const {
        experience: _experience,
        checkedInAt: _checkedIn,
        ...rest
      } = application.toLookup(await application.cancelGuestBooking(ctx, req.body), ctx.hasher);
      return rest;
    },
  );
  api.patch(
    '/guest-bookings/:id',
    {
      summary: "Change a booking's memo or status",
      auth: 'admin',
      body: { graphql: 'UpdateBookingInput', example: { adminMemo: 'Called the guest' } },
      response: { description: 'The booking', schema: REST_BOOKING },
      errors: { 409: "The slot's confirmed guests would exceed the maximum." },
    },
    async (ctx, req) => toRestBooking(await updateBooking(ctx, idParam(req, NOT_FOUND), req.body)),
  );
  api.post(
    '/guest-bookings/:id/approve',
    {
      summary: 'Approve a booking',
      auth: 'admin',
      body: {
        schema: obj({ overrideCapacity: bool }, ['overrideCapacity']),
        example: { overrideCapacity: false },
      },
      response: { description: 'The confirmed booking', schema: REST_BOOKING },
      errors: { 409: "The slot's confirmed guests would exceed the maximum." },
    },
    async (ctx, req) =>
      toRestBooking(await approveBooking(ctx, idParam(req, NOT_FOUND), req.body?.overrideCapacity === true)),
  );
  api.post(
    '/guest-bookings/:id/cancel',
    {
      summary: 'Cancel a booking (staff)',
      auth: 'admin',
      body: {
        schema: obj({ reason: nullable({ type: 'string', maxLength: 2000 }) }, ['reason']),
        example: { reason: 'The venue is closed that day.' },
      },
      response: { description: 'The cancelled booking', schema: REST_BOOKING },
    },
    async (ctx, req) => toRestBooking(await cancelBooking(ctx, idParam(req, NOT_FOUND), req.body?.reason)),
  );
  api.get(
    '/logs/booking/:id',
    {
      summary: "A booking's activity log",
      auth: 'admin',
      response: {
        description: 'Oldest first',
        schema: arr(
          obj({
            id: int,
            logType: str,
            details: str,
            oldValue: nullable(str),
            newValue: nullable(str),
            createdBy: str,
            createdAt: dateTime,
          }),
        ),
      },
    },
    async (ctx, req) => (await bookingLogs(ctx, idParam(req, NOT_FOUND))).map(toRestLog),
  );
  // Admin: the filtered application list as CSV (same query parameters as the list view).
  const text = (description: string) => ({ schema: str, description });
  api.get(
    '/admin/bookings.csv',
    {
      summary: 'Bookings as CSV',
      auth: 'admin',
      query: {
        status: { schema: STATUS, description: 'Only this status' },
        q: text('Search over name, e-mail, phone, booking id and item title'),
        itemId: { schema: int, description: 'Only this item' },
        language: { schema: LANGUAGE, description: "Only this guest's language" },
        dateFrom: { schema: isoDate, description: 'Visit date from (Seoul)' },
        dateTo: { schema: isoDate, description: 'Visit date to (Seoul)' },
      },
      response: { description: 'UTF-8 CSV with a BOM', contentType: 'text/csv' },
    },
    (ctx, req, res) => exportBookingsCsv(ctx, csvArgs(req.query), res),
  );
  return api;
}
