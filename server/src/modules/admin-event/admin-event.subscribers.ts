import type { EventBus } from '../../platform/events/event-bus.js';
import type { BookingEvents, BookingStatusChanged, BookingTx } from '../booking/booking.events.js';
import {
  ADMIN_EVENT_CHANNEL,
  adminEventPayload,
  bookingEvent,
  announceAdminEvent,
} from './admin-event.service.js';

/**
 * The back office's live updates of bookings, to every app instance (platform/pubsub), each announced
 * once its change committed (never for one that rolled back or was refused) and beside its commit rather
 * than from it: a notifying commit holds PostgreSQL's one notify lock through its WAL flush, so busy
 * writers' commits (applications, confirmations) would queue one after another. An application's
 * transaction sends what it is handed (`tx.notify`); a status change's and a move's go through
 * announceAdminEvent. Both use the ORM pool's announcer: one order for all.
 */
export function subscribeAdminEvents(events: EventBus<BookingEvents>): void {
  events.within('received', ({ booking, experience }, tx) => {
    tx.notify(
      ADMIN_EVENT_CHANNEL,
      adminEventPayload(bookingEvent('APPLICATION_CREATED', booking, experience)),
    );
  });
  const statusChanged = ({ booking, experience, previousStatus }: BookingStatusChanged, tx: BookingTx) =>
    announceAdminEvent(
      tx.em,
      tx,
      bookingEvent('BOOKING_STATUS_CHANGED', booking, experience, previousStatus),
    );
  events.within('confirmed', statusChanged);
  events.within('cancelled', statusChanged);
  events.within('changed', statusChanged);
  // A move or change request: the open screens re-read the booking (its slot, its request).
  events.within('moved', ({ booking, experience }, tx) =>
    announceAdminEvent(
      tx.em,
      tx,
      bookingEvent('BOOKING_STATUS_CHANGED', booking, experience, booking.status),
    ),
  );
}
