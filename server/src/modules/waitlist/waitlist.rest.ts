import { LANGUAGES } from '../../../../domain/constants.js';
import { offerAcceptSchema, waitlistRequestSchema } from '../../../../domain/schemas/waitlist.js';
import { WAITLIST_STATUSES } from '../../../../domain/waitlist.js';
import { restRoutes } from '../../rest/api-routes.js';
import { arr, dateTime, int, isoDate, nullable, obj, oneOfValues, str } from '../../rest/json-schema.js';
import { idParam } from '../../rest/route.js';
import * as waitlist from './waitlist.service.js';
import type { WaitlistEntry } from './waitlist-entry.entity.js';
import { WAITLIST_MESSAGES } from '../../../../domain/waitlist.js';

const STATUS = oneOfValues(WAITLIST_STATUSES);
const ANSWER = obj({ status: STATUS });

const REST_ENTRY = obj({
  id: int,
  itemId: int,
  itemName: str,
  bookingDate: isoDate,
  timeSlot: str,
  guestName: str,
  guestEmail: str,
  guestPhone: str,
  numberOfGuests: int,
  language: oneOfValues(LANGUAGES),
  status: STATUS,
  offerBookingId: nullable(int),
  offeredAt: nullable(dateTime),
  offerExpiresAt: nullable(dateTime),
  offeredBy: nullable(str),
  bookingId: nullable(int),
  answeredAt: nullable(dateTime),
  createdAt: dateTime,
});

const entryJson = (e: WaitlistEntry) => ({
  id: e.id,
  itemId: e.experience.id,
  itemName: e.experience.title,
  bookingDate: e.bookingDate,
  timeSlot: e.timeSlot,
  guestName: e.guestName,
  guestEmail: e.guestEmail,
  guestPhone: e.guestPhone,
  numberOfGuests: e.numberOfGuests,
  language: e.language,
  status: e.status,
  offerBookingId: e.offerBookingId ?? null,
  offeredAt: e.offeredAt ?? null,
  offerExpiresAt: e.offerExpiresAt ?? null,
  offeredBy: e.offeredBy ?? null,
  bookingId: e.bookingId ?? null,
  answeredAt: e.answeredAt ?? null,
  createdAt: e.createdAt,
});

const token = (value: unknown) => (typeof value === 'string' ? value : '');
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A full slot's waitlist (issue 41 point 2): the guest's join, offer and leave links; staff's queue. */
export function waitlistRoutes() {
  const api = restRoutes('Waitlist');
  api.post(
    '/waitlist',
    {
      summary: "Join a full slot's waitlist",
      description:
        'Only when the slot cannot take the party (409 `seats_available` otherwise); one open entry per e-mail and slot (409 `already_joined`). The guest is mailed a link to leave. Rate-limited per address.',
      body: {
        schema: waitlistRequestSchema,
        also: { language: oneOfValues(LANGUAGES) },
        example: {
          itemId: 1,
          bookingDate: '2030-01-15',
          timeSlot: '10:00',
          guestName: 'Aiko Tanaka',
          guestEmail: 'aiko@example.jp',
          guestPhone: '+81 9012345678',
          numberOfGuests: 2,
          language: 'JPN',
        },
      },
      response: {
        status: 201,
        description: 'The place in the queue (nothing personal)',
        schema: obj({ status: STATUS, position: int }),
      },
      errors: { 409: 'Seats are available, or the e-mail is already waiting', 429: 'Too many requests' },
    },
    (ctx, req) => waitlist.joinWaitlist(ctx, req.body),
  );
  api.get(
    '/waitlist/offers/:token',
    {
      summary: 'A waitlist offer',
      description: 'The slot and party of the offer its link carries, and whether it is still open.',
      params: { token: 'q9Jx4mZ1…' },
      response: {
        description: 'The offer, nothing personal',
        schema: obj({
          status: STATUS,
          itemId: int,
          title: str,
          bookingDate: isoDate,
          timeSlot: str,
          numberOfGuests: int,
          expiresAt: nullable(dateTime),
        }),
      },
    },
    (ctx, req) => waitlist.offerView(ctx, token(req.params.token)),
  );
  api.post(
    '/waitlist/offers/:token/accept',
    {
      summary: 'Accept a waitlist offer',
      description:
        "Books the held seats as any application would (the item's confirmation and payment). The guest may choose the 6-digit code to look the booking up with; one is made and answered otherwise.",
      params: { token: 'q9Jx4mZ1…' },
      body: { schema: offerAcceptSchema, example: { verificationCode: '246810' } },
      response: {
        status: 201,
        description: 'The booking',
        schema: obj({
          id: int,
          verificationCode: str,
          status: oneOfValues(['pending', 'awaiting_payment', 'confirmed']),
          holdExpiresAt: nullable(dateTime),
        }),
      },
      errors: { 409: WAITLIST_MESSAGES.offerOver },
    },
    (ctx, req) => waitlist.acceptOffer(ctx, token(req.params.token), req.body ?? {}),
  );
  api.post(
    '/waitlist/offers/:token/decline',
    {
      summary: 'Decline a waitlist offer',
      description: 'The held seats pass to the next guest waiting.',
      params: { token: 'q9Jx4mZ1…' },
      response: { description: 'declined', schema: ANSWER },
      errors: { 409: WAITLIST_MESSAGES.offerOver },
    },
    (ctx, req) => waitlist.declineOffer(ctx, token(req.params.token)),
  );
  api.post(
    '/waitlist/leave/:token',
    {
      summary: 'Leave a waitlist',
      description:
        'By the link of the join mail; an open offer passes to the next guest. Leaving twice answers the same.',
      params: { token: 'q9Jx4mZ1…' },
      response: { description: 'left', schema: ANSWER },
      errors: { 409: WAITLIST_MESSAGES.offerOver },
    },
    (ctx, req) => waitlist.leaveWaitlist(ctx, token(req.params.token)),
  );
  api.get(
    '/admin/waitlist',
    {
      summary: "A day's waitlists",
      description: 'Every entry of the day (optionally one item, one slot), in queue order.',
      auth: 'admin',
      query: {
        date: { schema: isoDate, description: 'Date (Asia/Seoul)', required: true, example: '2030-01-15' },
        itemId: { schema: int, description: 'Only this item' },
        time: { schema: str, description: 'Only this slot, HH:mm' },
      },
      response: { description: 'The entries', schema: arr(REST_ENTRY) },
    },
    async (ctx, req) =>
      (
        await waitlist.adminWaitlist(ctx, {
          date: text(req.query.date),
          itemId: text(req.query.itemId),
          time: text(req.query.time),
        })
      ).map(entryJson),
  );
  api.post(
    '/admin/waitlist/:id/offer',
    {
      summary: 'Offer seats to a waitlist entry',
      description:
        'By hand, out of queue order (or to a guest the queue passes over); the guest is mailed. 409 when the slot has no room for the party.',
      auth: 'admin',
      response: { description: 'The entry, offered', schema: REST_ENTRY },
      errors: { 409: WAITLIST_MESSAGES.noRoom },
    },
    async (ctx, req) =>
      entryJson(await waitlist.offerEntry(ctx, idParam(req, WAITLIST_MESSAGES.entryNotFound))),
  );
  return api;
}
