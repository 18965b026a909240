import { createHash } from 'node:crypto';
import {
  BOOKING_REFUSAL_MESSAGES,
  bookingRefusal,
  cutoffHoursOf,
  maxGuestsOf,
} from '../../../../domain/booking.js';
import { applicationStatus, holdUntil } from '../../../../domain/holds.js';
import {
  cancellationDeadline,
  GUEST_CANCEL_MESSAGES,
  guestCancelRefusal,
  STANDARD_CANCEL_REASONS,
} from '../../../../domain/cancellation.js';
import { dayContactHref } from '../../../../domain/contact.js';
import { toE164 } from '../../../../domain/phone.js';
import { bookingTotal, hasOption } from '../../../../domain/pricing.js';
import {
  NOT_FOUND_MESSAGE,
  bookingRequestSchema,
  lookupRequestSchema,
} from '../../../../domain/schemas/booking.js';
import type { AppContext } from '../../context.js';
import type { Config } from '../../config.js';
import { AppError, badInput, conflict, notFound, tooManyRequests } from '../../common/errors.js';
import { retryAfterSeconds } from '../../platform/rate-limit/counter.sql.js';
import { BookingStatusEnum, LogAuthorEnum } from '../../common/enums.js';
import { needsRehash, verifyNothing, verifySecret, type SecretHasher } from '../../common/secrets.js';
import { validate } from '../../common/validate.js';
import { bookingMetrics } from '../../platform/metrics/metrics.counters.js';
import { AfterCommit } from '../../platform/events/event-bus.js';
import { announceAfterCommit, announcingPool } from '../../platform/pubsub/pubsub.js';
import { BOOKING_ERRORS } from './booking.errors.js';
import { bookingEvents, type ApplicationTx } from './booking.events.js';
import { changeStatus } from './booking-status.service.js';
import { confirmApplication } from './booking-hold-confirm.js';
import {
  applicationChecks,
  isUniqueViolation,
  storeApplication,
  type ApplicationExtras,
  type ApplicationRow,
} from './booking.store.js';
import { GuestBooking } from './guest-booking.entity.js';
import { confirmedTicketCode } from './booking.ticket.js';
import { promoForApplication, promoRefusedAtStore } from '../promo-code/promo-code.apply.js';
import { experienceColumns, experienceOfRow } from './booking.experience-row.js';
import {
  idempotencyKeyOf,
  languageOf,
  receiptOf,
  replay,
  replayed,
  type BookingReceipt,
} from './booking-application.input.js';

export type { BookingReceipt } from './booking-application.input.js';

/** A guest's booking: the application (with its idempotency), the look-up, and the guest's own cancellation. */

/**
 * The seats an application takes over from a waitlist's offer (the `offered` booking `bookingId` holding
 * `seats`): the application is checked as if they were free, and its transaction removes the offer.
 */
export interface OfferTakeover {
  bookingId: number;
  seats: number;
}

/**
 * A guest's booking application (spec §7 POST /api/guest-bookings): every rule checked here,
 * the code stored hashed, the `booking_created` log and both mails written in one transaction. A guest
 * accepting a waitlist offer applies here too (`offer`), so the item's rules, confirmation and payment
 * are the same.
 */
export async function createBooking(
  ctx: AppContext,
  input: unknown,
  idempotencyHeader?: string | null,
  now: Date = new Date(),
  offer?: OfferTakeover,
): Promise<BookingReceipt> {
  const values = validate(bookingRequestSchema, input);
  const language = languageOf(input);
  const key = idempotencyKeyOf(input, idempotencyHeader);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ ...values, language }))
    .digest('hex');
  // Everything the checks read, at once, in one statement: the experience, the slot's taken seats, an
  // earlier answer under the key, and the address's point spent.
  const perAddress = ctx.rateLimiters.booking;
  const checks = await applicationChecks(
    ctx.pool,
    experienceColumns(ctx.orm.em),
    {
      experienceId: values.itemId,
      bookingDate: values.bookingDate,
      timeSlot: values.timeSlot,
      idempotencyKey: key,
    },
    { counter: perAddress.counter, key: ctx.address },
  );
  // A retry (or another payload under its key) is not another application: its point is given back;
  // so is a refused one's, so what is left stays usable (as the limiter's consume does).
  const overLimit = checks.spent !== null && checks.spent.points > perAddress.counter.points;
  if (checks.first || overLimit) await perAddress.refund(ctx.address);
  if (checks.first) return replayed(checks.first, fingerprint, values.verificationCode);
  if (overLimit) throw tooManyRequests(retryAfterSeconds(checks.spent!.expire));
  // The row with the values the ORM would have read (findOne).
  const experience = checks.experience && experienceOfRow(ctx.orm.em, checks.experience);
  if (!experience || !experience.isActive) throw notFound(BOOKING_ERRORS.experienceNotFound);
  if (!experience.language.includes(language)) {
    throw badInput(BOOKING_REFUSAL_MESSAGES.not_offered, { reason: 'not_offered' });
  }
  const taken = checks.taken - (offer?.seats ?? 0);
  const refusal = bookingRefusal(experience, values, taken, now);
  if (refusal === 'no_seats') throw conflict(BOOKING_REFUSAL_MESSAGES.no_seats);
  if (refusal) throw badInput(BOOKING_REFUSAL_MESSAGES[refusal], { reason: refusal });
  const withOption = values.withOption === true;
  if (withOption && !hasOption(experience)) throw badInput(BOOKING_ERRORS.noOption, { reason: 'no_option' });

  const verificationCodeHash = bookingCodeHash(
    ctx.hasher,
    values.guestEmail.toLowerCase(),
    values.verificationCode,
  );
  const guestEmail = values.guestEmail.toLowerCase();
  const limit = ctx.config.rateLimits.pendingPerEmail;
  // The price is the server's: the list total, less what the promo code takes off (checked for this
  // booking here, its uses counted again under its lock in STORE).
  const listTotal = bookingTotal(experience, values.numberOfGuests, withOption);
  const promo = await promoForApplication(
    ctx,
    { ...values, itemId: experience.id, guestEmail, language },
    listTotal,
    now,
  );
  const startStatus = applicationStatus(experience.confirmationMode, ctx.config.portone !== null);
  const row: ApplicationRow = {
    experienceId: experience.id,
    bookingDate: values.bookingDate,
    timeSlot: values.timeSlot,
    guestName: values.guestName,
    guestEmail,
    guestPhone: values.guestPhone,
    verificationCodeHash,
    numberOfGuests: values.numberOfGuests,
    language,
    specialRequests: values.specialRequests ?? '',
    withOption,
    totalPrice: listTotal - (promo?.discount ?? 0),
    promo,
    idempotencyKey: key,
    idempotencyFingerprint: key ? fingerprint : null,
    // An instant item with online payment waits for the payment, holding its seats a few minutes; any
    // other application holds them while it waits for staff (an instant one is confirmed right after).
    status: startStatus === 'awaiting_payment' ? 'awaiting_payment' : 'pending',
    holdExpiresAt: holdUntil(
      startStatus === 'awaiting_payment' ? 'payment' : 'request',
      { cutoffHours: cutoffHoursOf(experience), date: values.bookingDate, time: values.timeSlot },
      ctx.config.holds,
      now,
    ),
    maxGuests: maxGuestsOf(experience),
    ...(offer ? { takesOverOffer: offer.bookingId } : {}),
  };
  const committed = new AfterCommit();
  // The announcer of the ORM's pool: the one a status change's live update goes through (admin-event),
  // so the two go out in the order they were handed.
  const announcer = await announcingPool(ctx.orm.em);
  try {
    const id = checks.nextId!;
    const booking = { ...row, id, amountDue: null, paymentDueDate: null, paymentWay: null };
    // What the subscribers to `received` write (mails, the live update) goes with the application.
    const written: Omit<ApplicationExtras, 'logDetails'> = { mails: [], webhooks: [] };
    const tx: ApplicationTx = {
      config: ctx.config,
      queueMail: (mail, limited) => written.mails.push(limited ? { ...mail, limited } : mail),
      // Sent once the application committed, beside its transaction rather than from it: the commit then
      // takes no notify lock, so parallel applications' commits do not queue one after another.
      notify: (channel, payload) =>
        committed.afterCommit(() => announceAfterCommit(announcer, { channel, payload }, ctx.logger)),
      queueWebhook: (event) => written.webhooks.push(event),
      afterCommit: committed.afterCommit,
    };
    // Confirmed at once or paid first: the guest's next mail is the confirmation, not "received".
    const mailGuest = startStatus === 'pending';
    await bookingEvents.publish(tx, 'received', { booking, experience, mailGuest });
    const stored = await storeApplication(ctx.pool, row, limit, id, {
      logDetails: `Application for ${values.numberOfGuests} guest(s) on ${values.bookingDate} ${values.timeSlot}`,
      ...written,
      // A few "received" mails per address an hour: applications filed under someone else's e-mail
      // cannot fill their inbox. The rest are logged, not mailed. Counted only when stored.
      mailLimit: { counter: ctx.rateLimiters.receivedMail.counter, key: guestEmail },
    });
    if ('refused' in stored) {
      // Another guest took the last seats between the check above and the slot's lock.
      if (stored.refused === 'no_seats') throw conflict(BOOKING_REFUSAL_MESSAGES.no_seats);
      if (stored.refused === 'promo') throw promoRefusedAtStore(ctx.logger, promo, language);
      if (stored.refused === 'offer_gone') throw conflict(BOOKING_ERRORS.offerGone, { reason: 'offer_gone' });
      throw new AppError('TOO_MANY_REQUESTS', BOOKING_ERRORS.tooManyPending(limit), {
        reason: 'too_many_pending',
        limit,
      });
    }
    committed.committed(ctx.logger);
    if (!stored.mailed) {
      ctx.logger.info({ bookingId: id }, 'application received mail not sent: hourly limit of its address');
    }
    ctx.mail.kick();
    bookingMetrics.created();
    if (startStatus === 'confirmed') {
      // Instant confirmation without online payment: its seats are held already, so this never
      // overbooks; it fixes what is owed and mails the confirmation like an approval by staff.
      try {
        // The process's manager: confirmApplication works in a fork of its own (the request's would be
        // made only to be forked again).
        const confirmed = await confirmApplication(
          { em: ctx.orm.em, config: ctx.config, signer: ctx.hasher, logger: ctx.logger },
          id,
          now,
        );
        ctx.mail.kick();
        return receiptOf(confirmed, values.verificationCode);
      } catch (error) {
        // The application is stored and holds its seats: staff see it pending and approve it.
        ctx.logger.error({ err: error, bookingId: id }, 'instant confirmation failed; left pending');
      }
    }
    return receiptOf({ id, status: row.status, holdExpiresAt: row.holdExpiresAt }, values.verificationCode);
  } catch (error) {
    // Two submits with one key at once: the loser answers what the winner stored.
    if (key && isUniqueViolation(error)) {
      const first = await replay(ctx.em.fork(), key, fingerprint, values.verificationCode);
      if (first) return first;
    }
    throw error;
  }
}

/**
 * The stored hash of a booking's code: keyed (see SecretHasher), and the same for the same e-mail and
 * code, so the look-up finds the booking by it in SQL.
 */
export const bookingCodeHash = (hasher: SecretHasher, email: string, code: string) =>
  hasher.hash(`booking-code ${email}`, code, '');

/** Whether some booking still has a code hashed the old way (argon2), re-read at most every minute. */
export const legacyCodes = { remain: true, checkedAt: 0 };

async function legacyCodesRemain(ctx: AppContext): Promise<boolean> {
  if (legacyCodes.remain && Date.now() - legacyCodes.checkedAt > 60_000) {
    const [row] = await ctx.em.execute<{ remain: boolean }[]>(
      `select exists (select 1 from guest_booking where verification_code_hash like '$argon2%') as remain`,
    );
    Object.assign(legacyCodes, { remain: row.remain, checkedAt: Date.now() });
  }
  return legacyCodes.remain;
}

/**
 * Finds the guest's booking by e-mail, phone and code: the guess is counted first (see GuessGuard),
 * then the booking is looked up by e-mail, E.164 phone and the keyed hash of the code in SQL (one
 * index), with no cut-off, so applications others file under the guest's e-mail cannot push theirs out
 * of reach. A booking whose code was hashed the old way (argon2) is checked one by one and re-stored
 * keyed when it matches. Every mismatch answers the same message in the same time, whether or not the
 * e-mail exists.
 */
export async function findGuestBooking(ctx: AppContext, input: unknown): Promise<GuestBooking> {
  const values = validate(lookupRequestSchema, input);
  const giveBack = await ctx.rateLimiters.lookup.spend(values.email, ctx.address);

  const hash = bookingCodeHash(ctx.hasher, values.email, values.verificationCode);
  // Whatever format the guest types ('+81 90-1234-5678', '+81 09012345678', '+819012345678') is the
  // same E.164 number, as stored; a number that is none matches nothing (after the same work).
  const phone = toE164(values.phone) ?? '';
  const candidates = await ctx.em.find(
    GuestBooking,
    {
      guestEmail: values.email,
      guestPhone: phone,
      $or: [{ verificationCodeHash: hash }, { verificationCodeHash: { $like: '$argon2%' } }],
    },
    { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['experience'] },
  );
  let found = candidates.find((b) => b.verificationCodeHash === hash);
  let slowChecks = 0;
  for (const booking of candidates.filter((b) => needsRehash(b.verificationCodeHash))) {
    if (found) break;
    slowChecks += 1;
    if (await verifySecret(booking.verificationCodeHash, values.verificationCode)) {
      found = booking;
      found.verificationCodeHash = hash;
      await ctx.em.flush();
    }
  }
  // While old hashes remain anywhere, every look-up spends one slow check, so its time does not
  // tell whether this e-mail has (old) bookings.
  if (slowChecks === 0 && (await legacyCodesRemain(ctx))) await verifyNothing();
  if (!found) throw notFound(NOT_FOUND_MESSAGE);
  await giveBack();
  return found;
}

/**
 * The look-up answer: the booking's own fields, its experience, and whether the guest may cancel it
 * (the item's policy, domain/cancellation.ts) with the deadline, or why not.
 */
export function toLookup(booking: GuestBooking, hasher: SecretHasher, now: Date = new Date()) {
  const hours = booking.experience.freeCancellationHours;
  const refusal = guestCancelRefusal(booking, hours, now);
  return {
    id: booking.id,
    itemId: booking.itemId,
    experience: booking.experience,
    bookingDate: booking.bookingDate,
    timeSlot: booking.timeSlot,
    guestName: booking.guestName,
    guestEmail: booking.guestEmail,
    guestPhone: booking.guestPhone,
    numberOfGuests: booking.numberOfGuests,
    status: booking.status,
    language: booking.language,
    specialRequests: booking.specialRequests,
    withOption: booking.withOption,
    totalPrice: booking.totalPrice,
    listPrice: booking.listPrice,
    discount: booking.discount,
    promoCode: booking.promoCode ?? null,
    createdAt: booking.createdAt,
    canCancel: refusal === null,
    cancelRefusal: refusal,
    cancellationDeadline: cancellationDeadline(booking.bookingDate, booking.timeSlot, hours),
    holdExpiresAt: booking.holdExpiresAt ?? null,
    ticketCode: confirmedTicketCode(hasher, booking),
    checkedInAt: booking.checkedInAt ?? null,
  };
}

/** The on-the-day contacts with their links, for the look-up page (GraphQL and REST). */
export const dayContactsOf = (config: Pick<Config, 'dayContacts'>) =>
  config.dayContacts.map((contact) => ({ ...contact, href: dayContactHref(contact) }));

/**
 * The guest cancels their own booking (found with e-mail, phone and code), pending or confirmed,
 * within the item's free-cancellation window; otherwise 409 saying why and whom to contact. Logged
 * as the customer's, both sides mailed, the seats freed (only confirmed bookings hold any).
 */
export async function cancelGuestBooking(
  ctx: AppContext,
  input: unknown,
  now: Date = new Date(),
): Promise<GuestBooking> {
  const found = await findGuestBooking(ctx, input);
  const refusal = guestCancelRefusal(found, found.experience.freeCancellationHours, now);
  if (refusal) throw conflict(GUEST_CANCEL_MESSAGES[refusal], { reason: refusal });
  return changeStatus(ctx, found.id, BookingStatusEnum.cancelled, {
    author: LogAuthorEnum.customer,
    reason: STANDARD_CANCEL_REASONS.guest.message,
  });
}
