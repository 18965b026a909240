import { maxGuestsOf } from '../../../../domain/booking.js';
import { seatClaimsSql, seatsTakenSql, takesSeatsSql } from '../../../../domain/holds.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import {
  webhookQueue,
  type BookingEvents,
  type BookingStatusChanged,
  type BookingTx,
} from '../booking/booking.events.js';
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
 * To the operator's subscriptions, written with the transaction's handle: the deliveries exist exactly
 * when the change does (never sent for a change that rolled back).
 */
function queue(
  tx: Pick<BookingTx, 'queueWebhook'>,
  type: WebhookEventType,
  data: Record<string, unknown>,
  now?: Date,
) {
  return tx.queueWebhook(payload(type, data, now));
}

/**
 * A booking event: ids and states to the operator's subscriptions; a reseller's booking also, with its
 * OCTO data, to the reseller's own (both in one statement).
 */
function queueBooking(
  tx: Pick<BookingTx, 'queueWebhook'>,
  type: WebhookEventType,
  data: Record<string, unknown>,
  booking: ResellerBooking,
  now?: Date,
) {
  if (!booking.resellerId) return queue(tx, type, data, now);
  return tx.queueWebhook(payload(type, data, now), {
    ...payload(type, resellerBookingData(data, booking), now),
    resellerId: booking.resellerId,
  });
}

/**
 * `availability.changed` when a status change moved the slot's free seats (a booking that took seats no
 * longer does, or the other way): the seats the others take, read in the transaction, and this one's.
 * Whether it took seats before is known without a read when the publisher tells its hold's end (a live
 * hold confirmed, the reseller's usual path, reads nothing here).
 */
async function availabilityChange({ em, queueWebhook }: BookingTx, event: BookingStatusChanged) {
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
  await queueSeatsLeft(
    { queueWebhook },
    experience,
    { date: booking.bookingDate, time: booking.timeSlot },
    taken,
    now,
  );
}

/** `availability.changed` for a slot whose claims take `taken` seats. */
function queueSeatsLeft(
  tx: Pick<BookingTx, 'queueWebhook'>,
  experience: BookingStatusChanged['experience'],
  slot: { date: string; time: string },
  taken: number,
  now: Date,
) {
  const capacity = maxGuestsOf(experience);
  return queue(
    tx,
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
  { em, queueWebhook }: BookingTx,
  experience: BookingStatusChanged['experience'],
  slot: { date: string; time: string },
  now = new Date(),
) {
  const [row] = await em.execute<{ taken: string }[]>(
    `select ${seatsTakenSql('', '?::timestamptz')} as taken
     from ${seatClaimsSql()} claim where experience_id = ? and booking_date = ? and time_slot = ?`,
    [now, experience.id, slot.date, slot.time],
  );
  await queueSeatsLeft({ queueWebhook }, experience, slot, Number(row?.taken ?? 0), now);
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
  const statusChange = (type: WebhookEventType) => async (event: BookingStatusChanged, tx: BookingTx) => {
    const data = bookingData(event.booking, event.experience.id, event.previousStatus);
    await queueBooking(tx, type, data, event.booking, event.now);
    await availabilityChange(tx, event);
  };
  bookings.within('confirmed', statusChange('booking.confirmed'));
  bookings.within('cancelled', statusChange('booking.cancelled'));
  bookings.within('expired', statusChange('booking.expired'));
  bookings.within('changed', statusChange('booking.changed'));
  // A booking on another slot (moved at once or a change request approved): where from and where to, and
  // the seats left of both slots. A request holds the asked slot's seats and its decline gives them back:
  // that slot's seats left changed, though the booking did not move.
  bookings.within('moved', async ({ booking, experience, kind, from, to, now }, tx) => {
    if (kind === 'moved')
      await queueBooking(
        tx,
        'booking.moved',
        { ...bookingData(booking, experience.id), from, to },
        booking,
        now,
      );
    for (const slot of kind === 'moved' ? [from, to] : [to])
      await slotAvailability(tx, experience, slot, now);
  });
  bookings.within('paid', async ({ booking, experience, paid }, tx) => {
    await queue(tx, 'payment.received', { ...bookingData(booking, experience.id), paid });
  });
  reviews.within('published', async ({ review }, { em }) => {
    await queue({ queueWebhook: webhookQueue(em) }, 'review.published', {
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
