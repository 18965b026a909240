import type { EntityManager } from '@mikro-orm/postgresql';
import { maxGuestsOf } from '../../../../domain/booking.js';
import { seatClaimsSql, seatsTakenSql, takesSeatsSql } from '../../../../domain/holds.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { BookingEvents, BookingStatusChanged, BookingTx } from '../booking/booking.events.js';
import type { ReviewEvents } from '../review/review.events.js';
import { wakeWebhookDispatcher } from './webhook.dispatcher.js';
import {
  bookingData,
  payload,
  resellerBookingData,
  takesSeats,
  type ResellerBooking,
  type WebhookEventType,
} from './webhook.events.js';

/**
 * One delivery per active subscription to the event, written with the transaction's handle: the
 * deliveries exist exactly when the change does (never sent for a change that rolled back).
 */
const FAN_OUT = `insert into webhook_delivery (subscription_id, event_type, payload)
  select s.id, ?, ?::jsonb from webhook_subscription s
  where s.disabled_at is null and ? = any(s.events) and s.reseller_id is not distinct from ?::int`;

/** To the operator's subscriptions (`resellerId` absent), or to one reseller's own. */
async function queue(
  em: EntityManager,
  type: WebhookEventType,
  data: Record<string, unknown>,
  now?: Date,
  resellerId: number | null = null,
) {
  await em.execute(FAN_OUT, [type, JSON.stringify(payload(type, data, now)), type, resellerId]);
}

/**
 * A booking event: ids and states to the operator's subscriptions; a reseller's booking also, with its
 * OCTO data, to the reseller's own (both in one statement).
 */
async function queueBooking(
  em: EntityManager,
  type: WebhookEventType,
  data: Record<string, unknown>,
  booking: ResellerBooking,
  now?: Date,
) {
  if (!booking.resellerId) return queue(em, type, data, now);
  await em.execute(
    `insert into webhook_delivery (subscription_id, event_type, payload)
     select s.id, ?, case when s.reseller_id is null then ?::jsonb else ?::jsonb end from webhook_subscription s
     where s.disabled_at is null and ? = any(s.events) and (s.reseller_id is null or s.reseller_id = ?::int)
     order by s.reseller_id nulls first, s.id`,
    [
      type,
      JSON.stringify(payload(type, data, now)),
      JSON.stringify(payload(type, resellerBookingData(data, booking), now)),
      type,
      booking.resellerId,
    ],
  );
}

/**
 * `availability.changed` when a status change moved the slot's free seats (a booking that took seats no
 * longer does, or the other way): the seats the others take, read in the transaction, and this one's.
 * Whether it took seats before is known without a read when the publisher tells its hold's end (a live
 * hold confirmed, the reseller's usual path, reads nothing here).
 */
async function availabilityChange(em: EntityManager, event: BookingStatusChanged) {
  const { booking, experience } = event;
  const now = event.now ?? new Date();
  const takesNow = takesSeats(booking.status, booking.holdExpiresAt, now);
  if (
    event.previousHoldExpiresAt !== undefined &&
    takesSeats(event.previousStatus, event.previousHoldExpiresAt, now) === takesNow
  )
    return;
  const [row] = await em.execute<{ others: string; took: boolean | null }[]>(
    `select coalesce(sum(number_of_guests) filter (where id <> ? and ${takesSeatsSql('', '?::timestamptz')}), 0) as others,
            bool_or(id = ? and ${takesSeatsSql('', '?::timestamptz')}) as took
     from ${seatClaimsSql()} claim where experience_id = ? and booking_date = ? and time_slot = ?`,
    [booking.id, now, booking.id, now, experience.id, booking.bookingDate, booking.timeSlot],
  );
  if (Boolean(row?.took) === takesNow) return;
  const taken = Number(row?.others ?? 0) + (takesNow ? booking.numberOfGuests : 0);
  await queueSeatsLeft(em, experience, { date: booking.bookingDate, time: booking.timeSlot }, taken, now);
}

/** `availability.changed` for a slot whose claims take `taken` seats. */
function queueSeatsLeft(
  em: EntityManager,
  experience: BookingStatusChanged['experience'],
  slot: { date: string; time: string },
  taken: number,
  now: Date,
) {
  const capacity = maxGuestsOf(experience);
  return queue(
    em,
    'availability.changed',
    {
      experienceId: experience.id,
      date: slot.date,
      time: slot.time,
      capacity,
      seatsLeft: Math.max(0, capacity - taken),
    },
    now,
  );
}

/** `availability.changed` with a slot's seats left as every claim on it takes them at `now`. */
async function slotAvailability(
  em: EntityManager,
  experience: BookingStatusChanged['experience'],
  slot: { date: string; time: string },
  now = new Date(),
) {
  const [row] = await em.execute<{ taken: string }[]>(
    `select ${seatsTakenSql('', '?::timestamptz')} as taken
     from ${seatClaimsSql()} claim where experience_id = ? and booking_date = ? and time_slot = ?`,
    [now, experience.id, slot.date, slot.time],
  );
  await queueSeatsLeft(em, experience, slot, Number(row?.taken ?? 0), now);
}

/** The webhook deliveries of booking and review events (docs/webhooks.md). */
export function subscribeWebhooks(bookings: EventBus<BookingEvents>, reviews: EventBus<ReviewEvents>): void {
  // A guest's application: written by the application's one statement (booking.store.ts), which fills
  // the slot's seats left after it in `availability.changed`.
  bookings.within('received', ({ booking, experience }, tx) => {
    const created = bookingData(booking, experience.id);
    tx.queueWebhook(payload('booking.created', created));
    if (booking.reseller)
      tx.queueWebhook({
        ...payload(
          'booking.created',
          resellerBookingData(created, {
            ...booking,
            octoUuid: booking.reseller.uuid,
            resellerReference: booking.reseller.reference,
          }),
        ),
        resellerId: booking.reseller.id,
      });
    tx.queueWebhook(
      payload('availability.changed', {
        experienceId: experience.id,
        date: booking.bookingDate,
        time: booking.timeSlot,
        capacity: maxGuestsOf(experience),
        seatsLeft: null,
      }),
    );
  });
  const statusChange =
    (type: WebhookEventType) =>
    async (event: BookingStatusChanged, { em }: BookingTx) => {
      const data = bookingData(event.booking, event.experience.id, event.previousStatus);
      await queueBooking(em, type, data, event.booking, event.now);
      await availabilityChange(em, event);
    };
  bookings.within('confirmed', statusChange('booking.confirmed'));
  bookings.within('cancelled', statusChange('booking.cancelled'));
  bookings.within('expired', statusChange('booking.expired'));
  bookings.within('changed', statusChange('booking.changed'));
  // A booking on another slot (moved at once or a change request approved): where from and where to, and
  // the seats left of both slots. A request holds the asked slot's seats and its decline gives them back:
  // that slot's seats left changed, though the booking did not move.
  bookings.within('moved', async ({ booking, experience, kind, from, to, now }, { em }) => {
    if (kind === 'moved')
      await queueBooking(
        em,
        'booking.moved',
        { ...bookingData(booking, experience.id), from, to },
        booking,
        now,
      );
    for (const slot of kind === 'moved' ? [from, to] : [to])
      await slotAvailability(em, experience, slot, now);
  });
  bookings.within('paid', async ({ booking, experience, paid }, { em }) => {
    await queue(em, 'payment.received', { ...bookingData(booking, experience.id), paid });
  });
  reviews.within('published', async ({ review }, { em }) => {
    await queue(em, 'review.published', {
      reviewId: review.id,
      experienceId: review.experienceId,
      rating: review.rating,
      reviewType: review.type,
    });
  });
  for (const name of ['received', 'confirmed', 'cancelled', 'expired', 'changed', 'moved', 'paid'] as const)
    bookings.committed(name, wakeWebhookDispatcher);
  reviews.committed('published', wakeWebhookDispatcher);
}
