import type { EventBus } from '../../platform/events/event-bus.js';
import type { BookingEvents, BookingStatusChanged, BookingTx } from '../booking/booking.events.js';
import type { ExperienceEvents } from '../experience/experience.events.js';
import { WaitlistEntry } from './waitlist-entry.entity.js';
import { endOffer, offerFreedSeats } from './waitlist.offers.js';
import { seoulToday } from '../../../../domain/calendar.js';
import { WaitlistStatusEnum } from '../../common/enums.js';

/**
 * Seats that come back go to the slot's waitlist in the transaction that freed them (issue 41 point 2):
 * a cancellation, an ended hold (the expiry job) or an answered offer (booking events), and a raised
 * capacity (experience events). A booking moved to another slot frees its old seats the same way once
 * the move publishes its event here.
 */
export function subscribeWaitlist(
  bookings: EventBus<BookingEvents>,
  experiences: EventBus<ExperienceEvents>,
): void {
  const freed = async (event: BookingStatusChanged, tx: BookingTx) => {
    const { booking, experience, previousStatus } = event;
    if (previousStatus === 'offered') await endOffer(tx.em, booking.id);
    await offerFreedSeats(
      tx.em,
      { config: tx.config, signer: tx.signer, now: event.now },
      { experience, date: booking.bookingDate, time: booking.timeSlot },
    );
  };
  bookings.within('cancelled', freed);
  bookings.within('expired', freed);

  experiences.within('capacityRaised', async ({ experience, now }, tx) => {
    const slots = await tx.em.find(
      WaitlistEntry,
      { experience: experience.id, status: WaitlistStatusEnum.waiting, bookingDate: { $gte: seoulToday() } },
      { fields: ['bookingDate', 'timeSlot'], orderBy: { bookingDate: 'asc', timeSlot: 'asc' } },
    );
    const seen = new Set<string>();
    for (const { bookingDate: date, timeSlot: time } of slots) {
      if (seen.has(`${date} ${time}`)) continue;
      seen.add(`${date} ${time}`);
      await offerFreedSeats(tx.em, { config: tx.config, signer: tx.signer, now }, { experience, date, time });
    }
  });
}
