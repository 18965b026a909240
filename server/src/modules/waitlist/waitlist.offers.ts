import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { cutoffHoursOf, maxGuestsOf } from '../../../../domain/booking.js';
import { seatClaimsSql, takesSeatsSql } from '../../../../domain/holds.js';
import { bookingTotal } from '../../../../domain/pricing.js';
import { entriesToOffer, mayOffer, offerUntil, type WaitlistSlot } from '../../../../domain/waitlist.js';
import type { Config } from '../../config.js';
import { BookingStatusEnum, WaitlistStatusEnum } from '../../common/enums.js';
import type { SecretHasher } from '../../common/secrets.js';
import { SLOT_LOCK_SQL } from '../booking/booking.capacity.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { Experience } from '../experience/experience.entity.js';
import { WaitlistEntry } from './waitlist-entry.entity.js';
import { queueWaitlistMail } from './waitlist.mails.js';

/** A one-time link's token (256 random bits) and what is stored of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** What an offer's transaction knows beside its unit of work: the links' host, the server key, the clock. */
export interface OfferContext {
  config: Pick<Config, 'publicUrl'>;
  signer?: SecretHasher;
  now?: Date;
}

/** A slot of an experience. */
export interface SlotOf {
  experience: Experience;
  date: string;
  time: string;
}

const slotRules = ({ experience, date, time }: SlotOf): WaitlistSlot => ({
  cutoffHours: cutoffHoursOf(experience),
  date,
  time,
});

/**
 * Takes the slot's lock (the one every write that takes seats takes, booking.capacity.ts), after the
 * caller's pending changes are written, so what it counts next includes them.
 */
export async function lockSlot(em: EntityManager, { experience, date, time }: SlotOf): Promise<void> {
  await em.flush();
  await em.execute(`select ${SLOT_LOCK_SQL('?', '?', '?')}`, [experience.id, date, time]);
}

/** The seats a slot has free now (capacity − what takesSeatsSql counts), read under its lock. */
export async function freeSeats(em: EntityManager, { experience, date, time }: SlotOf): Promise<number> {
  const [row] = await em.execute<{ taken: string | null }[]>(
    `select sum(number_of_guests) as taken from ${seatClaimsSql()} claim
     where experience_id = ? and booking_date = ? and time_slot = ? and ${takesSeatsSql()}`,
    [experience.id, date, time],
  );
  return maxGuestsOf(experience) - Number(row?.taken ?? 0);
}

/**
 * Holds the entry's party's seats as an `offered` booking until the earlier of the item's offer hours
 * and the slot's cut-off, and mails the guest the offer with its accept and decline links. In the
 * caller's transaction, under the slot's lock.
 */
export async function makeOffer(
  em: EntityManager,
  ctx: OfferContext,
  slot: SlotOf,
  entry: WaitlistEntry,
  offeredBy: string | null = null,
): Promise<void> {
  const now = ctx.now ?? new Date();
  const { experience } = slot;
  const until = offerUntil(experience.waitlistOfferHours, slotRules(slot), now);
  const offer = em.create(GuestBooking, {
    experience,
    bookingDate: entry.bookingDate,
    timeSlot: entry.timeSlot,
    guestName: entry.guestName,
    guestEmail: entry.guestEmail,
    guestPhone: entry.guestPhone,
    // No code opens an offer: the guest answers by its link, and accepting makes the booking anew.
    verificationCodeHash: `waitlist-offer:${randomBytes(16).toString('hex')}`,
    numberOfGuests: entry.numberOfGuests,
    language: entry.language,
    status: BookingStatusEnum.offered,
    holdExpiresAt: until,
    totalPrice: bookingTotal(experience, entry.numberOfGuests, false),
  });
  await em.flush();
  const { token, hash } = newToken();
  Object.assign(entry, {
    status: WaitlistStatusEnum.offered,
    offerTokenHash: hash,
    offerBookingId: offer.id,
    offeredAt: now,
    offerExpiresAt: until,
    offeredBy,
  });
  queueWaitlistMail(em, ctx.config, 'offer', entry, experience, {
    offerToken: token,
    offerExpiresAt: until,
    signer: ctx.signer,
  });
}

/**
 * Ends a slot's queue once its sales closed: every guest still waiting is told no seats will come
 * (an open offer ends by itself at the cut-off). In the caller's transaction.
 */
export async function closeQueue(em: EntityManager, ctx: OfferContext, slot: SlotOf): Promise<number> {
  const waiting = await em.find(
    WaitlistEntry,
    {
      experience: slot.experience.id,
      bookingDate: slot.date,
      timeSlot: slot.time,
      status: WaitlistStatusEnum.waiting,
    },
    { orderBy: { id: 'asc' } },
  );
  for (const entry of waiting) {
    entry.status = WaitlistStatusEnum.closed;
    queueWaitlistMail(em, ctx.config, 'closed', entry, slot.experience);
  }
  await em.flush();
  return waiting.length;
}

/**
 * Offers what a slot has free to its queue, in the transaction that freed the seats (a cancellation,
 * an ended hold or offer, a raised capacity), so they are never on sale in between: under the slot's
 * lock, the waiting entries in order, each whose party fits what is left (domain/waitlist.ts
 * entriesToOffer), none whose guest booked this slot and cancelled. Once the slot's sales closed there
 * are no offers: the seats go back on sale and the queue is closed. Answers the entries offered.
 */
export async function offerFreedSeats(
  em: EntityManager,
  ctx: OfferContext,
  slot: SlotOf,
): Promise<WaitlistEntry[]> {
  const now = ctx.now ?? new Date();
  const queued = await em.count(WaitlistEntry, {
    experience: slot.experience.id,
    bookingDate: slot.date,
    timeSlot: slot.time,
    status: WaitlistStatusEnum.waiting,
  });
  if (queued === 0) return [];
  await lockSlot(em, slot);
  if (!mayOffer(slotRules(slot), now)) {
    await closeQueue(em, ctx, slot);
    return [];
  }
  const free = await freeSeats(em, slot);
  if (free <= 0) return [];
  const queue = await em.find(
    WaitlistEntry,
    {
      experience: slot.experience.id,
      bookingDate: slot.date,
      timeSlot: slot.time,
      status: WaitlistStatusEnum.waiting,
    },
    { orderBy: { id: 'asc' } },
  );
  const rows = await em.execute<{ email: string }[]>(
    `select distinct lower(guest_email) as email from guest_booking
     where experience_id = ? and booking_date = ? and time_slot = ? and status = 'cancelled'`,
    [slot.experience.id, slot.date, slot.time],
  );
  const chosen = entriesToOffer(queue, free, new Set(rows.map((r) => r.email)));
  for (const entry of chosen) await makeOffer(em, ctx, slot, entry);
  await em.flush();
  return chosen;
}

/**
 * What becomes of the entry whose offer `offerBookingId` ended (ran out, or staff withdrew it): it
 * expires, unless its guest answered first (declined, or left the queue).
 */
export async function endOffer(em: EntityManager, offerBookingId: number): Promise<void> {
  const entry = await em.findOne(WaitlistEntry, { offerBookingId });
  if (entry?.status === WaitlistStatusEnum.offered) entry.status = WaitlistStatusEnum.expired;
}
