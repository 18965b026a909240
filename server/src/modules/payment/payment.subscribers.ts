import type { EventBus } from '../../platform/events/event-bus.js';
import type { BookingEvents } from '../booking/booking.events.js';
import { LogAuthorEnum } from '../../common/enums.js';
import { refundOnlineLater } from './online/online-payment-refund.service.js';
import { fixAmountDue } from './payment.service.js';

/** What a booking owes is fixed at its approval (issue 22), from the price of the day, in its transaction. */
export function subscribePayments(events: EventBus<BookingEvents>): void {
  events.within('confirmed', ({ booking, experience, now }, { config }) => {
    // A reseller's guest paid the reseller: the booking owes us nothing (no amount due, no reminder).
    if (booking.resellerId) return;
    fixAmountDue(booking, experience, config, now);
  });
  // A guest may cancel only within the free-cancellation window (booking's rule): what they paid
  // online goes back in full, by the online payments' job.
  events.within('cancelled', async ({ booking, author }, { em }) => {
    if (author !== LogAuthorEnum.customer) return;
    await refundOnlineLater(em, booking.id, 'Cancelled by the guest within the free-cancellation window');
  });
}
