import { randomInt } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { BOOKING_REFUSAL_MESSAGES, bookingRefusal, cutoffHoursOf } from '../../../../domain/booking.js';
import { LANGUAGES } from '../../../../domain/constants.js';
import { isHhMm, isIsoDate } from '../../../../domain/calendar.js';
import { offerAcceptSchema, waitlistRequestSchema } from '../../../../domain/schemas/waitlist.js';
import { mayOffer, WAITLIST_MESSAGES } from '../../../../domain/waitlist.js';
import type { AppContext } from '../../context.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import {
  BookingStatusEnum,
  LogAuthorEnum,
  WaitlistStatusEnum,
  type LanguageEnum,
} from '../../common/enums.js';
import { validate } from '../../common/validate.js';
import { inTransaction } from '../../platform/events/event-bus.js';
import { audit } from '../audit/audit.js';
import { createBooking, type BookingReceipt } from '../booking/booking-application.service.js';
import { takenSeats } from '../booking/booking.capacity.js';
import { BOOKING_ERRORS } from '../booking/booking.errors.js';
import { changeStatusIn } from '../booking/booking-status.service.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { Experience } from '../experience/experience.entity.js';
import { titleIn } from '../experience/item-title.js';
import { WaitlistEntry } from './waitlist-entry.entity.js';
import { queueWaitlistMail } from './waitlist.mails.js';
import { freeSeats, lockSlot, makeOffer, newToken, tokenHash } from './waitlist.offers.js';

/** A guest's place in a slot's queue (issue 41 point 2): joining, leaving, answering an offer; staff's desk. */

function languageOf(input: unknown): LanguageEnum {
  const raw = (input as { language?: unknown } | null)?.language;
  if (raw === undefined || raw === null || raw === '') return 'ENG';
  if (!(LANGUAGES as readonly unknown[]).includes(raw)) throw badInput(BOOKING_ERRORS.badLanguage);
  return raw as LanguageEnum;
}

/** What joining answers: where the guest stands in the queue, nothing personal. */
export interface WaitlistJoined {
  status: WaitlistStatusEnum;
  /** 1 for the first guest still waiting. */
  position: number;
}

/**
 * A guest joins a slot's waitlist: only when the slot cannot take their party (every other rule of a
 * booking holds: a real, open slot, the item's language and party size), one open entry per e-mail and
 * slot. Rate-limited per address (the public writes' limit). The guest is mailed their place with a
 * link to leave.
 */
export async function joinWaitlist(
  ctx: AppContext,
  input: unknown,
  now = new Date(),
): Promise<WaitlistJoined> {
  const values = validate(waitlistRequestSchema, input);
  const language = languageOf(input);
  await ctx.rateLimiters.publicWrite.consume(ctx.address);
  const experience = await ctx.em.findOne(Experience, { id: values.itemId });
  if (!experience || !experience.isActive) throw notFound(BOOKING_ERRORS.experienceNotFound);
  if (!experience.language.includes(language)) {
    throw badInput(BOOKING_REFUSAL_MESSAGES.not_offered, { reason: 'not_offered' });
  }
  const taken = (await takenSeats(ctx.pool, [experience.id], values.bookingDate, values.bookingDate))
    .get(experience.id)
    ?.get(`${values.bookingDate} ${values.timeSlot}`);
  const refusal = bookingRefusal(experience, values, taken ?? 0, now);
  if (refusal === null) throw conflict(WAITLIST_MESSAGES.seatsAvailable, { reason: 'seats_available' });
  if (refusal !== 'no_seats') throw badInput(BOOKING_REFUSAL_MESSAGES[refusal], { reason: refusal });

  const guestEmail = values.guestEmail.toLowerCase();
  const { token, hash } = newToken();
  try {
    const entry = await inTransaction(ctx.em, ctx.logger, async (em) => {
      const item = await em.findOneOrFail(Experience, { id: experience.id });
      const created = em.create(WaitlistEntry, {
        experience: item,
        bookingDate: values.bookingDate,
        timeSlot: values.timeSlot,
        guestName: values.guestName,
        guestEmail,
        guestPhone: values.guestPhone,
        numberOfGuests: values.numberOfGuests,
        language,
        leaveTokenHash: hash,
      });
      await em.flush();
      queueWaitlistMail(em, ctx.config, 'joined', created, item, { leaveToken: token, signer: ctx.hasher });
      await em.flush();
      return created;
    });
    ctx.mail.kick();
    const [{ ahead }] = await ctx.em.execute<{ ahead: string }[]>(
      `select count(*) as ahead from waitlist_entry
       where experience_id = ? and booking_date = ? and time_slot = ? and status = 'waiting' and id < ?`,
      [experience.id, values.bookingDate, values.timeSlot, entry.id],
    );
    return { status: entry.status, position: Number(ahead) + 1 };
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw conflict(WAITLIST_MESSAGES.alreadyJoined, { reason: 'already_joined' });
    }
    throw error;
  }
}

/** What an offer's page shows: the slot, the party and where the offer stands, nothing personal. */
export interface OfferView {
  status: WaitlistStatusEnum;
  itemId: number;
  title: string;
  bookingDate: string;
  timeSlot: string;
  numberOfGuests: number;
  /** When the open offer ends; null once it is answered or over. */
  expiresAt: Date | null;
}

async function entryByOffer(ctx: Pick<AppContext, 'em'>, token: unknown): Promise<WaitlistEntry> {
  if (typeof token !== 'string' || !/^[\w-]{20,100}$/.test(token))
    throw notFound(WAITLIST_MESSAGES.offerNotFound);
  const entry = await ctx.em.findOne(
    WaitlistEntry,
    { offerTokenHash: tokenHash(token) },
    { populate: ['experience'] },
  );
  if (!entry) throw notFound(WAITLIST_MESSAGES.offerNotFound);
  return entry;
}

/** An offer as its page shows it (GET by its token). */
export async function offerView(ctx: AppContext, token: unknown, now = new Date()): Promise<OfferView> {
  const entry = await entryByOffer(ctx, token);
  const open =
    entry.status === WaitlistStatusEnum.offered && !!entry.offerExpiresAt && entry.offerExpiresAt > now;
  return {
    status: entry.status === WaitlistStatusEnum.offered && !open ? WaitlistStatusEnum.expired : entry.status,
    itemId: entry.experience.id,
    title: titleIn(entry.experience, entry.language),
    bookingDate: entry.bookingDate,
    timeSlot: entry.timeSlot,
    numberOfGuests: entry.numberOfGuests,
    expiresAt: open ? entry.offerExpiresAt! : null,
  };
}

/**
 * The guest accepts an offer: the normal application (createBooking: the item's rules, instant or by
 * request, payment as the item asks), which takes the offer's seats over in its transaction. The guest
 * may choose the 6-digit code they will look the booking up with; one is made otherwise (answered once).
 */
export async function acceptOffer(
  ctx: AppContext,
  token: unknown,
  input: unknown,
  now = new Date(),
): Promise<BookingReceipt> {
  const { verificationCode } = validate(offerAcceptSchema, input ?? {});
  const entry = await entryByOffer(ctx, token);
  const offer =
    entry.status === WaitlistStatusEnum.offered && entry.offerBookingId
      ? await ctx.em.findOne(GuestBooking, { id: entry.offerBookingId })
      : null;
  if (
    !offer ||
    offer.status !== BookingStatusEnum.offered ||
    !offer.holdExpiresAt ||
    offer.holdExpiresAt <= now
  ) {
    throw conflict(WAITLIST_MESSAGES.offerOver, { reason: 'offer_over' });
  }
  const receipt = await createBooking(
    ctx,
    {
      itemId: entry.experience.id,
      bookingDate: entry.bookingDate,
      timeSlot: entry.timeSlot,
      guestName: entry.guestName,
      guestEmail: entry.guestEmail,
      guestPhone: entry.guestPhone,
      numberOfGuests: entry.numberOfGuests,
      language: entry.language,
      verificationCode: verificationCode || String(randomInt(0, 1_000_000)).padStart(6, '0'),
    },
    null,
    now,
    { bookingId: offer.id, seats: offer.numberOfGuests },
  );
  // The offer's row is gone with its seats (taken over); the entry records the booking it became.
  await ctx.em
    .fork()
    .nativeUpdate(
      WaitlistEntry,
      { id: entry.id },
      { status: WaitlistStatusEnum.accepted, bookingId: receipt.id, answeredAt: now },
    );
  return receipt;
}

/**
 * Ends an entry's open offer in a transaction (the guest declined, or left the queue): the offer's
 * booking expires, and its seats go to the next entry (waitlist.subscribers.ts) in the same transaction.
 */
async function answerOffer(
  ctx: AppContext,
  find: Record<string, unknown>,
  answer: 'declined' | 'left',
  now: Date,
  allowWaiting: boolean,
): Promise<WaitlistStatusEnum> {
  const status = await inTransaction(ctx.em, ctx.logger, async (em, after) => {
    const entry = await em.findOne(WaitlistEntry, find, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!entry)
      throw notFound(answer === 'left' ? WAITLIST_MESSAGES.leaveNotFound : WAITLIST_MESSAGES.offerNotFound);
    if (answer === 'left' && entry.status === WaitlistStatusEnum.left) return entry.status;
    const open =
      entry.status === WaitlistStatusEnum.offered ||
      (allowWaiting && entry.status === WaitlistStatusEnum.waiting);
    if (!open) throw conflict(WAITLIST_MESSAGES.offerOver, { reason: 'offer_over' });
    const offered = entry.status === WaitlistStatusEnum.offered ? entry.offerBookingId : null;
    entry.status = answer === 'left' ? WaitlistStatusEnum.left : WaitlistStatusEnum.declined;
    entry.answeredAt = now;
    if (offered) {
      await changeStatusIn(em, ctx.config, after, offered, BookingStatusEnum.expired, {
        author: LogAuthorEnum.customer,
        signer: ctx.hasher,
        now,
        onlyIf: (booking) => booking.status === BookingStatusEnum.offered,
      });
    }
    await em.flush();
    return entry.status;
  });
  ctx.mail.kick();
  return status;
}

/** The guest declines an offer: the seats pass to the next guest waiting. */
export async function declineOffer(ctx: AppContext, token: unknown, now = new Date()) {
  const entry = await entryByOffer(ctx, token);
  return { status: await answerOffer(ctx, { id: entry.id }, 'declined', now, false) };
}

/** The guest leaves the queue by their link (an open offer of theirs passes on). Leaving twice is fine. */
export async function leaveWaitlist(ctx: AppContext, token: unknown, now = new Date()) {
  if (typeof token !== 'string' || !/^[\w-]{20,100}$/.test(token))
    throw notFound(WAITLIST_MESSAGES.leaveNotFound);
  return { status: await answerOffer(ctx, { leaveTokenHash: tokenHash(token) }, 'left', now, true) };
}

/** The desk's queue of a day (optionally one item, one slot): every entry, in queue order. */
export async function adminWaitlist(
  ctx: AppContext,
  query: { itemId?: unknown; date?: unknown; time?: unknown },
): Promise<WaitlistEntry[]> {
  const { itemId, date, time } = query;
  if (typeof date !== 'string' || !isIsoDate(date)) throw badInput(BOOKING_ERRORS.badDate);
  if (time !== undefined && time !== null && time !== '' && (typeof time !== 'string' || !isHhMm(time)))
    throw badInput(WAITLIST_MESSAGES.badTime);
  const item = itemId === undefined || itemId === null || itemId === '' ? null : Number(itemId);
  if (item !== null && !(Number.isInteger(item) && item > 0)) throw badInput(WAITLIST_MESSAGES.badItem);
  return ctx.em.find(
    WaitlistEntry,
    {
      bookingDate: date,
      ...(item !== null ? { experience: item } : {}),
      ...(typeof time === 'string' && time ? { timeSlot: time } : {}),
    },
    { orderBy: { timeSlot: 'asc', experience: 'asc', id: 'asc' }, populate: ['experience'] },
  );
}

/**
 * Staff offer seats to a waiting entry by hand, out of queue order or to a guest the queue passes over
 * (one who cancelled this slot before): while the slot is still sold and has room for the party (the
 * guest's acceptance is an application, which the slot's capacity must take).
 */
export async function offerEntry(ctx: AppContext, id: number, now = new Date()): Promise<WaitlistEntry> {
  const entryId = await inTransaction(ctx.em, ctx.logger, async (em) => {
    const entry = await em.findOne(WaitlistEntry, { id }, { populate: ['experience'] });
    if (!entry) throw notFound(WAITLIST_MESSAGES.entryNotFound);
    const slot = { experience: entry.experience, date: entry.bookingDate, time: entry.timeSlot };
    await lockSlot(em, slot);
    await em.refresh(entry);
    if (entry.status !== WaitlistStatusEnum.waiting) throw conflict(WAITLIST_MESSAGES.notWaiting);
    if (!mayOffer({ cutoffHours: cutoffHoursOf(entry.experience), date: slot.date, time: slot.time }, now))
      throw conflict(WAITLIST_MESSAGES.slotClosed, { reason: 'sales_closed' });
    const free = await freeSeats(em, slot);
    if (free < entry.numberOfGuests)
      throw conflict(WAITLIST_MESSAGES.noRoom, { reason: 'no_seats', seatsFree: Math.max(free, 0) });
    await makeOffer(
      em,
      { config: ctx.config, signer: ctx.hasher, now },
      slot,
      entry,
      ctx.admin?.username ?? null,
    );
    audit(
      em,
      ctx,
      'waitlist.offer',
      { type: 'waitlist', id: entry.id },
      { status: 'waiting' },
      { status: 'offered' },
    );
    await em.flush();
    return entry.id;
  });
  ctx.mail.kick();
  return ctx.em.fork().findOneOrFail(WaitlistEntry, { id: entryId }, { populate: ['experience'] });
}
