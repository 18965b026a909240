import type { EventBus } from '../../platform/events/event-bus.js';
import type { BookingEvents, BookingStatusChanged, BookingTx } from '../booking/booking.events.js';
import type { ExperienceEvents } from '../experience/experience.events.js';
import { WaitlistEntry } from './waitlist-entry.entity.js';
import { endOffer, offerFreedSeats } from './waitlist.offers.js';
import { seoulToday } from '../../../../domain/calendar.js';
import { isLiveHold } from '../../../../domain/holds.js';
import { WaitlistStatusEnum } from '../../common/enums.js';

/**
 * Seats that come back go to the slot's waitlist in the transaction that freed them (issue 41 point 2):
 * a cancellation, an ended hold (the expiry job) or an answered offer (booking events), and a raised
 * capacity (experience events). A booking moved to another slot frees its old seats the same way (its
 * `moved` event), and a declined change request the seats it held on its target.
 */
/** Whether the booking holds seats (confirmed, or a live hold): only then did a move free any. */
const takesSeatsNow = (booking: BookingStatusChanged['booking'], now?: Date) =>
  booking.status === 'confirmed' || isLiveHold(booking, now);

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
  // A move frees the seats of the slot it left; a declined change request, those it held on its target.
  bookings.within('moved', async ({ booking, experience, kind, from, to, now }, tx) => {
    if (kind === 'requested') return;
    const slot = kind === 'moved' ? from : to;
    if (!takesSeatsNow(booking, now)) return;
    await offerFreedSeats(
      tx.em,
      { config: tx.config, signer: tx.signer, now },
      { experience, date: slot.date, time: slot.time },
    );
  });

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
