import type { EventBus } from '../../platform/events/event-bus.js';
import type { BookingEvents, BookingStatusChanged, BookingTx } from '../booking/booking.events.js';
import {
  ADMIN_EVENT_CHANNEL,
  adminEventPayload,
  bookingEvent,
  publishAdminEvent,
} from './admin-event.service.js';

/**
 * The back office's live updates of bookings, to every app instance (platform/pubsub). A status change's
 * is sent from inside its transaction: PostgreSQL delivers a NOTIFY when that transaction commits and
 * never when it rolls back. A guest's application's is handed to its transaction, which sends it once
 * the application committed (never for one refused), beside it: applications come many at once, and a
 * notifying commit holds PostgreSQL's one notify lock through its WAL flush, so theirs would queue.
 */
export function subscribeAdminEvents(events: EventBus<BookingEvents>): void {
  events.within('received', ({ booking, experience }, tx) => {
    tx.notify(
      ADMIN_EVENT_CHANNEL,
      adminEventPayload(bookingEvent('APPLICATION_CREATED', booking, experience)),
    );
  });
  const statusChanged = ({ booking, experience, previousStatus }: BookingStatusChanged, { em }: BookingTx) =>
    publishAdminEvent(em, bookingEvent('BOOKING_STATUS_CHANGED', booking, experience, previousStatus));
  events.within('confirmed', statusChanged);
  events.within('cancelled', statusChanged);
  events.within('changed', statusChanged);
  // A move or change request: the open screens re-read the booking (its slot, its request).
  events.within('moved', ({ booking, experience }, { em }) =>
    publishAdminEvent(em, bookingEvent('BOOKING_STATUS_CHANGED', booking, experience, booking.status)),
  );
}
