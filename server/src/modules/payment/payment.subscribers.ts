import type { EventBus } from '../../platform/events/event-bus.js';
import type { BookingEvents } from '../booking/booking.events.js';
import { fixAmountDue } from './payment.service.js';

/** What a booking owes is fixed at its approval (issue 22), from the price of the day, in its transaction. */
export function subscribePayments(events: EventBus<BookingEvents>): void {
  events.within('confirmed', ({ booking, experience, now }, { config }) => {
    fixAmountDue(booking, experience, config, now);
  });
}
