import type { EventBus } from '../../platform/events/event-bus.js';
import type { BookingEvents, BookingStatusChanged, BookingTx } from '../booking/booking.events.js';
import {
  ADMIN_EVENT_CHANNEL,
  adminEventPayload,
  bookingEvent,
  publishAdminEvent,
} from './admin-event.service.js';

/**
 * The back office's live updates of bookings. They only notify, yet they are sent from inside the
 * transaction: PostgreSQL delivers a NOTIFY when that transaction commits and never when it rolls
 * back, to every app instance (platform/pubsub), which is what "after commit" has to mean here.
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
}
