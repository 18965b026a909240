import { bookingEvents } from './modules/booking/booking.events.js';
import { subscribeAdminEvents } from './modules/admin-event/admin-event.subscribers.js';
import { subscribeBookingMails } from './modules/booking-mail/booking-mail.subscribers.js';
import { subscribePayments } from './modules/payment/payment.subscribers.js';
import { reviewEvents } from './modules/review/review.events.js';
import { subscribeWebhooks } from './modules/webhook/webhook.subscribers.js';
import { experienceEvents } from './modules/experience/experience.events.js';
import { subscribeWaitlist } from './modules/waitlist/waitlist.subscribers.js';

let subscribed = false;

/**
 * Who listens to which module's events (docs/architecture.md, "Events"), once per process. The order is
 * the order of delivery: payment fixes what a confirmed booking owes before its approval mail says it;
 * the live update goes last, once every write of the change is in its transaction.
 */
export function subscribeModules(): void {
  if (subscribed) return;
  subscribed = true;
  subscribePayments(bookingEvents);
  subscribeBookingMails(bookingEvents);
  // Seats freed by a change go to the slot's waitlist before the live update says what the slot holds.
  subscribeWaitlist(bookingEvents, experienceEvents);
  subscribeWebhooks(bookingEvents, reviewEvents);
  subscribeAdminEvents(bookingEvents);
}
