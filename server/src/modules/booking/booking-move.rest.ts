import { MOVE_STATUSES } from '../../../../domain/move.js';
import { moveRequestSchema, moveTargetSchema } from '../../../../domain/schemas/booking.js';
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
import type { AppContext } from '../../context.js';
import * as application from './booking-application.service.js';
import {
  decideChangeRequest,
  moveBookingByStaff,
  moveGuestBookingForLookup,
} from './booking-move.service.js';
import { isDone, moveFacts, movesSummary, type MoveRow } from './booking-move.facts.js';
import { GuestMoveRefusalEnum } from './booking-move.types.js';
import { BOOKING_ERRORS } from './booking.errors.js';
import { LOOKUP_FIELDS, REST_BOOKING, toRestBooking, type LookupExtras } from './booking.rest.js';
import { GuestBooking } from './guest-booking.entity.js';

const NOT_FOUND = BOOKING_ERRORS.notFound;

const MOVE = obj({
  id: int,
  fromDate: isoDate,
  fromTime: str,
  toDate: isoDate,
  toTime: str,
  status: oneOfValues(MOVE_STATUSES),
  byGuest: bool,
  byName: nullable(str),
  priceDifference: int,
  createdAt: dateTime,
  decidedAt: nullable(dateTime),
  decidedBy: nullable(str),
});

const moveJson = (m: MoveRow) => ({
  id: m.id,
  fromDate: m.fromDate,
  fromTime: m.fromTime,
  toDate: m.toDate,
  toTime: m.toTime,
  status: m.status,
  byGuest: m.byGuest,
  byName: m.byName ?? null,
  priceDifference: m.priceDifference,
  createdAt: m.createdAt,
  decidedAt: m.decidedAt ?? null,
  decidedBy: m.decidedBy ?? null,
});

/** A booking as staff see it, with its moves, its open change request and the guest's moves left. */
const STAFF_BOOKING = obj({
  ...(REST_BOOKING.properties as Record<string, never>),
  moves: arr(MOVE),
  changeRequest: nullable(MOVE),
  guestMovesLeft: int,
});

async function staffBooking(ctx: AppContext, booking: GuestBooking) {
  const moves = await ctx.loaders.bookingMoves.load(booking.id);
  const { guestMoves, open } = movesSummary(moves);
  return {
    ...toRestBooking(booking),
    moves: moves.filter(isDone).map(moveJson),
    changeRequest: open && moveJson(open),
    guestMovesLeft: Math.max(0, ctx.config.guestMoveLimit - guestMoves),
  };
}

/**
 * What the look-up answers of moving (`POST /api/guest-bookings/verify`), the GraphQL look-up's fields:
 * whether and until when the guest may move it online, how many moves are left, the open change request.
 */
export const lookupMoves: LookupExtras = {
  fields: {
    canMove: { ...bool, description: 'Whether the guest may move the booking online now' },
    moveRefusal: nullable({
      ...oneOfValues(Object.values(GuestMoveRefusalEnum)),
      description: 'Why the guest cannot move it online; null when they can',
    }),
    moveDeadline: nullable({
      ...dateTime,
      description:
        "The last instant the guest may move it online (the item's change window, else its free cancellation); null: only staff move it",
    }),
    guestMovesLeft: { ...int, description: 'How many more times the guest may move it (GUEST_MOVE_LIMIT)' },
    changeRequest: nullable(obj({ toDate: isoDate, toTime: str, priceDifference: int, createdAt: dateTime })),
  },
  of: async (ctx, bookingId) => {
    // The look-up's own booking, with its item: from the request's identity map, not read again.
    const booking = await ctx.em.findOneOrFail(GuestBooking, { id: bookingId }, { populate: ['experience'] });
    const moves = await ctx.loaders.bookingMoves.load(bookingId);
    const facts = moveFacts(moves, booking, booking.experience, ctx.config.guestMoveLimit);
    const open = facts.changeRequest;
    return {
      canMove: facts.moveRefusal === null,
      moveRefusal: facts.moveRefusal,
      moveDeadline: facts.moveDeadline,
      guestMovesLeft: facts.guestMovesLeft,
      changeRequest: open && {
        toDate: open.toDate,
        toTime: open.toTime,
        priceDifference: open.priceDifference,
        createdAt: open.createdAt,
      },
    };
  },
};

const TARGET_BODY = { schema: moveTargetSchema, example: { bookingDate: '2030-01-16', timeSlot: '14:00' } };
const FULL = 'The selected time slot is full (nothing changed).';

/** Moving a booking (issue 41 point 1): the guest's own move, and staff's moves and decisions. */
export function bookingMoveRoutes() {
  const api = restRoutes('Bookings');
  api.post(
    '/guest-bookings/move',
    {
      summary: 'The guest moves their booking to another date and slot',
      description:
        "Same booking (number, look-up code, ticket), same guests and option, while the item's change window is open. `outcome` is `moved`, or `change_requested` when the price differs or a bank transfer was paid: staff approve or decline, the new seats held meanwhile. Rate-limited like the look-up.",
      body: {
        schema: moveRequestSchema,
        example: {
          email: 'aiko@example.jp',
          phone: '+81 9012345678',
          verificationCode: '246810',
          bookingDate: '2030-01-16',
          timeSlot: '14:00',
        },
      },
      response: {
        description: 'The booking and what the move did',
        schema: obj({ ...LOOKUP_FIELDS, outcome: oneOfValues(['moved', 'change_requested']) }),
      },
      errors: {
        400: 'Not a slot of the item on sale.',
        404: NOT_FOUND,
        409: `${FULL} Or: the change window has closed, the limit of moves is reached, a change request is open.`,
        429: 'Too many look-ups.',
      },
    },
    async (ctx, req) => {
      const { booking, outcome } = await moveGuestBookingForLookup(ctx, req.body);
      const {
        experience: _experience,
        checkedInAt: _checkedIn,
        ...lookup
      } = application.toLookup(booking, ctx.hasher);
      return { ...lookup, outcome };
    },
  );
  api.post(
    '/guest-bookings/:id/move',
    {
      summary: 'Move a booking (staff)',
      description:
        'Any booking, no change window or limit; never over capacity. An open change request is declined first.',
      auth: 'admin',
      body: TARGET_BODY,
      response: { description: 'The moved booking', schema: STAFF_BOOKING },
      errors: { 400: 'Not a slot of the item.', 404: NOT_FOUND, 409: FULL },
    },
    async (ctx, req) =>
      staffBooking(ctx, (await moveBookingByStaff(ctx, idParam(req, NOT_FOUND), req.body)).booking),
  );
  for (const decision of ['approve', 'decline'] as const)
    api.post(
      `/guest-bookings/:id/change-request/${decision}`,
      {
        summary:
          decision === 'approve'
            ? "Approve a booking's change request"
            : "Decline a booking's change request",
        description:
          decision === 'approve'
            ? 'The booking moves to the seats the request held, at its new price; the guest is mailed.'
            : 'The held seats come back; the booking stays; the guest is mailed.',
        auth: 'admin',
        response: { description: 'The booking', schema: STAFF_BOOKING },
        errors: { 404: NOT_FOUND, 409: 'The booking has no open change request.' },
      },
      async (ctx, req) =>
        staffBooking(ctx, await decideChangeRequest(ctx, idParam(req, NOT_FOUND), decision === 'approve')),
    );
  return api;
}
