import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  zBookingCancellationBody,
  zBookingConfirmationBody,
  zBookingReservationBody,
  zBookingUpdateBody,
  zExtendReservationBody,
} from '@octocloud/types';
import { bookingRefusal, maxGuestsOf } from '../../../../domain/booking.js';
import { guestCancelRefusal } from '../../../../domain/cancellation.js';
import { isLiveHold } from '../../../../domain/holds.js';
import { bookingTotal } from '../../../../domain/pricing.js';
import { AppError } from '../../common/errors.js';
import { BookingStatusEnum, LogAuthorEnum } from '../../common/enums.js';
import { AfterCommit, inTransaction } from '../../platform/events/event-bus.js';
import { announceAfterCommit, announcingPool } from '../../platform/pubsub/pubsub.js';
import { Experience } from '../experience/experience.entity.js';
import { checkConfirmCapacity } from '../booking/booking.capacity.js';
import { bookingEvents, bookingTx, type ApplicationTx } from '../booking/booking.events.js';
import { changeStatusIn } from '../booking/booking-status.service.js';
import {
  isUniqueViolation,
  NO_PENDING_LIMIT,
  storeApplication,
  type ApplicationExtras,
  type ApplicationRow,
  type StoredApplication,
} from '../booking/booking.store.js';
import { GuestBooking, type OctoUnitItemRow } from '../booking/guest-booking.entity.js';
import { OCTO_ERRORS, OctoError } from './octo.errors.js';
import { applyContact, contactColumns, contactExtras } from './octo.contact.js';
import { availabilityIdOf, OPTION_DEFAULT } from './octo.mapping.js';
import {
  type OctoContext,
  parse,
  holdMinutes,
  productItem,
  productItemAndId,
  checkOption,
  personsOf,
  slotOf,
} from './octo.requests.js';
import {
  lockedBooking,
  answerOf,
  answerOne,
  bookingAndItem,
  bookingUuid,
  lockedBookingStatement,
} from './octo-bookings.reads.js';
import { confirmHold } from '../booking/booking-hold-confirm.js';

/**
 * The storefront's rules for a slot and a number of persons (domain/booking.ts `bookingRefusal`): a slot
 * the item does not run is an unknown availability; one it runs but no longer sells, or without the
 * seats, is UNPROCESSABLE_ENTITY.
 */
function checkSlot(
  item: Experience,
  availabilityId: string,
  slot: { date: string; time: string },
  persons: number,
  taken: number,
  now: Date,
) {
  const refusal = bookingRefusal(
    item,
    { bookingDate: slot.date, timeSlot: slot.time, numberOfGuests: persons },
    taken,
    now,
  );
  if (!refusal) return;
  if (['invalid_date', 'invalid_slot', 'outside_window', 'unavailable', 'blocked_weekday'].includes(refusal))
    throw new OctoError('INVALID_AVAILABILITY_ID', OCTO_ERRORS.availability(availabilityId), {
      availabilityId,
    });
  throw new OctoError('UNPROCESSABLE_ENTITY', BOOKING_REFUSALS[refusal] ?? 'This slot cannot be booked.');
}

const BOOKING_REFUSALS: Record<string, string> = {
  past: 'This slot has already started.',
  slot_past: 'This slot has already started.',
  sales_closed: "Bookings for this slot have closed (the item's booking cut-off has passed).",
  below_min_guests: 'Fewer persons than this product takes: see the option’s restrictions.minUnits.',
  above_max_guests: 'More persons than this product takes: see the option’s restrictions.maxUnits.',
  no_seats: 'Sold out: not enough seats are left in this slot.',
};

/** A reserve's body with its unit items left out read as none (refused as UNPROCESSABLE_ENTITY below). */
const withUnitItems = (input: unknown) =>
  input && typeof input === 'object' && !Array.isArray(input) && !('unitItems' in input)
    ? { ...input, unitItems: [] }
    : input;

/**
 * POST /bookings: a hold on the seats, stored exactly as a guest's application (booking.store.ts: the
 * slot's lock, seats counted by domain/holds.ts), `pending` until `utcExpiresAt`. A retry with the same
 * `uuid` answers the booking it made.
 */
export async function reserve(ctx: OctoContext, input: unknown, now = new Date()) {
  // No unit items, left out or empty, is a booking that cannot be made (UNPROCESSABLE_ENTITY, as the OCTO
  // validator's scenario has it), not a malformed request.
  const body = parse(zBookingReservationBody, withUnitItems(input));
  const uuid = (body.uuid ?? randomUUID()).toLowerCase();
  // Only a uuid the reseller chose can have been used before (a retry).
  const earlier = body.uuid ? await ctx.em.findOne(GuestBooking, { octoUuid: uuid }) : null;
  if (earlier) {
    if (earlier.resellerId !== ctx.reseller.resellerId)
      throw new OctoError('BAD_REQUEST', OCTO_ERRORS.badRequest(OCTO_ERRORS.uuidTaken));
    return answerOne(ctx, earlier, now);
  }
  const { item, id } = await productItemAndId(ctx, body.productId);
  const withOption = checkOption(item, body.optionId);
  if (!body.unitItems.length) throw new OctoError('UNPROCESSABLE_ENTITY', OCTO_ERRORS.noUnits);
  const unitItems = unitItemRows(body.unitItems);
  const persons = unitItems.length;
  if (!body.availabilityId)
    throw new OctoError('BAD_REQUEST', OCTO_ERRORS.badRequest('availabilityId: required (START_TIME)'));
  const slot = slotOf(body.availabilityId);
  // The item's rules here; the seats are counted once, under the slot's lock, by storeApplication.
  checkSlot(item, body.availabilityId, slot, persons, 0, now);

  const contact = contactColumns(body.contact, ctx.language);
  const row: ApplicationRow = {
    experienceId: item.id,
    bookingDate: slot.date,
    timeSlot: slot.time,
    ...contact,
    // No guest code: the reseller manages the booking, the guest's look-up does not find it.
    verificationCodeHash: `reseller:${randomUUID()}`,
    numberOfGuests: persons,
    specialRequests: (body.notes ?? body.contact?.notes ?? '').slice(0, 2000),
    withOption,
    totalPrice: bookingTotal(item, persons, withOption),
    idempotencyKey: null,
    idempotencyFingerprint: null,
    status: 'pending',
    holdExpiresAt: new Date(now.getTime() + holdMinutes(body.expirationMinutes) * 60_000),
    maxGuests: maxGuestsOf(item),
    reseller: {
      id: ctx.reseller.resellerId,
      reference: body.resellerReference ?? null,
      uuid,
      unitItems,
      contact: contactExtras(body.contact),
    },
  };
  // The application's subscribers (webhooks, the back office's live update) go with the hold; its
  // mails do not: the team is mailed when the reseller confirms (booking-mail), the guest never here.
  const committed = new AfterCommit();
  const written: Omit<ApplicationExtras, 'logDetails'> = { mails: [], webhooks: [] };
  // The ORM's own pool: its parsers read the stored row as the ORM reads a booking (em.map below), and
  // its announcer is the storefront's application's (booking-application.service.ts): after the commit.
  const ormPool = await announcingPool(ctx.em);
  const tx: ApplicationTx = {
    config: ctx.config,
    queueMail: () => undefined,
    notify: (channel, payload) =>
      committed.afterCommit(() => announceAfterCommit(ormPool, { channel, payload }, ctx.logger)),
    queueWebhook: (event) => written.webhooks.push(event),
    afterCommit: committed.afterCommit,
  };
  const facts = { ...row, id, amountDue: null, paymentDueDate: null, paymentWay: null };
  await bookingEvents.publish(tx, 'received', { booking: facts, experience: item, mailGuest: false });
  let stored: StoredApplication | { refused: unknown };
  try {
    // The hold answers its row as stored and its slot's seats taken with it: no read after it.
    stored = await storeApplication(
      ormPool,
      row,
      NO_PENDING_LIMIT,
      id,
      {
        logDetails: `Hold for ${persons} guest(s) on ${slot.date} ${slot.time} by reseller ${ctx.reseller.name} (OCTO)`,
        ...written,
      },
      { answersRow: true },
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same uuid twice at once: the second answers what the first stored.
    const first = await ctx.em.fork().findOne(GuestBooking, { octoUuid: uuid });
    if (!first || first.resellerId !== ctx.reseller.resellerId) throw error;
    return answerOne(ctx, first, now);
  }
  // Another channel took the seats between the check and the slot's lock.
  if ('refused' in stored || !stored.stored)
    throw new OctoError('UNPROCESSABLE_ENTITY', BOOKING_REFUSALS.no_seats);
  committed.committed(ctx.logger);
  const booking = ctx.em.fork().map(GuestBooking, stored.stored.row);
  const taken = new Map([[`${booking.bookingDate} ${booking.timeSlot}`, stored.stored.taken]]);
  return answerOf(ctx, booking, item, {}, taken, now);
}

/**
 * Changes a booking under its row lock in one transaction; `work` (given the booking and its item, read
 * with the lock: lockedBooking) may call changeStatusIn. Expired and cancelled bookings (or ones `work`
 * refuses) change nothing. Answers the booking as committed (answerOne).
 */
async function underLock(
  ctx: OctoContext,
  uuid: string,
  work: (em: EntityManager, booking: GuestBooking, after: AfterCommit, item: Experience) => Promise<void>,
  now: Date,
) {
  const changed = await inTransaction(ctx.em, ctx.logger, async (em, after) => {
    const { booking, item } = await lockedBooking(em, ctx, uuid);
    await work(em, booking, after as AfterCommit, item);
    await em.flush();
    // As committed (the lock held it): answered without reading it again.
    return booking;
  }).catch(soldOutOnConflict);
  ctx.mail.kick();
  return answerOne(ctx, changed, now);
}

/** The slot's capacity (confirmCapacity) refused a change: sold out for it. */
function soldOutOnConflict(error: unknown): never {
  if (error instanceof AppError && error.extensions.code === 'CONFLICT')
    throw new OctoError('UNPROCESSABLE_ENTITY', BOOKING_REFUSALS.no_seats);
  throw error;
}

/** A hold that is still live, or INVALID_BOOKING_UUID for one that ran out (OCTO's validator expects it). */
function liveHold(booking: GuestBooking, uuid: string, now: Date) {
  if (!isLiveHold(booking, now)) {
    if (booking.status === BookingStatusEnum.pending || booking.status === BookingStatusEnum.expired)
      throw new OctoError('INVALID_BOOKING_UUID', OCTO_ERRORS.holdExpired(uuid), { uuid });
    throw new OctoError('UNPROCESSABLE_ENTITY', OCTO_ERRORS.notHeld(booking.status));
  }
}

interface UnitItemInput {
  uuid?: string;
  unitId: string;
  resellerReference?: string;
  contact?: OctoUnitItemRow['contact'];
}

/**
 * The unit items as stored and answered back: each unit the product has (INVALID_UNIT_ID otherwise), the
 * reseller's uuid kept (one is made when it gave none; the same uuid twice is BAD_REQUEST), its reference
 * and contact as given.
 */
function unitItemRows(items: readonly UnitItemInput[]): OctoUnitItemRow[] {
  personsOf(items);
  const seen = new Set<string>();
  return items.map((unit) => {
    const uuid = (unit.uuid ?? randomUUID()).toLowerCase();
    if (seen.has(uuid))
      throw new OctoError(
        'BAD_REQUEST',
        OCTO_ERRORS.badRequest(`unitItems: the uuid ${uuid} is given twice`),
      );
    seen.add(uuid);
    return {
      uuid,
      unitId: unit.unitId,
      resellerReference: unit.resellerReference ?? null,
      contact: unit.contact ?? null,
    };
  });
}

/** The unit items given (validated), or undefined when none were: they replace the booking's. */
const unitItemsOf = (items: readonly UnitItemInput[] | undefined) =>
  items?.length ? unitItemRows(items) : undefined;

/**
 * POST /bookings/{uuid}/confirm: a live hold becomes a confirmed booking without staff (the same
 * confirmation as staff's approval: the slot's lock and count, the staff's mail, webhooks; written without
 * the ORM's unit of work: booking-hold-confirm.ts), its contact and unit items set on the way; the guest is
 * mailed only with `emailReceipt: true`. Answered from what it read and wrote, without reading it back.
 */
export async function confirm(ctx: OctoContext, uuid: string, input: unknown, now = new Date()) {
  const body = parse(zBookingConfirmationBody, input);
  const unitItems = unitItemsOf(body.unitItems);
  const em = ctx.em.fork();
  const done = await confirmHold(
    await em.getConnection().getNativeClient(),
    { em, config: ctx.config, signer: ctx.hasher, logger: ctx.logger },
    {
      locked: { statement: lockedBookingStatement(em), values: [bookingUuid(uuid), ctx.reseller.resellerId] },
      map: (row) => bookingAndItem(em, uuid, row),
      decide: (booking, item) => {
        if (booking.status === BookingStatusEnum.confirmed) return false;
        liveHold(booking, uuid, now);
        applyContact(booking, body.contact, ctx.language);
        if (body.resellerReference !== undefined) booking.resellerReference = body.resellerReference;
        if (unitItems) {
          setPersons(booking, item, unitItems.length, now);
          booking.octoUnitItems = unitItems;
        }
        return true;
      },
      mailGuest: body.emailReceipt === true,
    },
    now,
  ).catch(soldOutOnConflict);
  ctx.mail.kick();
  const { booking, item, confirmed } = done;
  if (!confirmed) return answerOne(ctx, booking, now, item);
  // The slot's seats as its count under the lock found them, with this booking's own.
  const taken = new Map([[`${booking.bookingDate} ${booking.timeSlot}`, confirmed.slotTaken]]);
  return answerOf(ctx, booking, item, { confirmedAt: confirmed.at }, taken, now);
}

/** A new number of persons on a booking of `item`: its limits, the price again (seats: the caller's lock). */
function setPersons(booking: GuestBooking, item: Experience, persons: number, now: Date) {
  if (persons === booking.numberOfGuests) return;
  // Only the item's limits here: the seats are counted under the slot's lock by the caller.
  checkSlot(
    item,
    availabilityIdOf(booking.bookingDate, booking.timeSlot),
    { date: booking.bookingDate, time: booking.timeSlot },
    persons,
    0,
    now,
  );
  booking.numberOfGuests = persons;
  booking.totalPrice = bookingTotal(item, persons, booking.withOption);
}

/** POST /bookings/{uuid}/extend: a live hold lasts `expirationMinutes` more from now (at most 60). */
export async function extend(ctx: OctoContext, uuid: string, input: unknown, now = new Date()) {
  const body = parse(zExtendReservationBody, input);
  return underLock(
    ctx,
    uuid,
    async (_em, booking) => {
      liveHold(booking, uuid, now);
      booking.holdExpiresAt = new Date(now.getTime() + holdMinutes(body.expirationMinutes) * 60_000);
    },
    now,
  );
}

/**
 * POST /bookings/{uuid}/cancel: a hold is released at once; a confirmed booking is cancelled within the
 * item's free-cancellation window (domain/cancellation.ts), else UNPROCESSABLE_ENTITY.
 */
export async function cancel(ctx: OctoContext, uuid: string, input: unknown, now = new Date()) {
  const body = parse(zBookingCancellationBody, input);
  return underLock(
    ctx,
    uuid,
    async (em, booking, after, item) => {
      if (booking.status === BookingStatusEnum.cancelled) return;
      const confirmed = booking.status === BookingStatusEnum.confirmed;
      if (!confirmed && !isLiveHold(booking, now))
        throw new OctoError('UNPROCESSABLE_ENTITY', OCTO_ERRORS.cancelExpired);
      if (confirmed && guestCancelRefusal(booking, item.freeCancellationHours, now))
        throw new OctoError('UNPROCESSABLE_ENTITY', OCTO_ERRORS.cancelClosed);
      await changeStatusIn(em, ctx.config, after, booking.id, BookingStatusEnum.cancelled, {
        // A confirmed booking's cancellation is the guest's (the team is mailed); a hold's is no one's.
        author: confirmed ? LogAuthorEnum.customer : LogAuthorEnum.system,
        reason: body.reason?.trim().slice(0, 2000) || `Cancelled by the reseller ${ctx.reseller.name}.`,
        now,
        locked: booking,
        experience: item,
      });
    },
    now,
  );
}

/**
 * PATCH /bookings/{uuid}: what OCTO's update allows on a hold or a confirmed booking: reference, contact,
 * notes, unit items, another availability or option (the new slot's seats counted under its lock), a
 * hold's expiry.
 */
export async function update(ctx: OctoContext, uuid: string, input: unknown, now = new Date()) {
  const body = parse(zBookingUpdateBody, input);
  const unitItems = unitItemsOf(body.unitItems);
  const persons = unitItems?.length;
  return underLock(
    ctx,
    uuid,
    async (em, booking, after, locked) => {
      const confirmed = booking.status === BookingStatusEnum.confirmed;
      if (!confirmed) liveHold(booking, uuid, now);
      let item = locked;
      const previous = {
        itemId: item.id,
        date: booking.bookingDate,
        time: booking.timeSlot,
        persons: booking.numberOfGuests,
      };
      if (body.productId !== undefined && body.productId !== String(item.id)) {
        // Another product (OCTO's update allows it): one the reseller may sell, on one of its own slots
        // and with its own option (the default unless another is given), within its rules and seats.
        if (body.availabilityId === undefined)
          throw new OctoError('BAD_REQUEST', OCTO_ERRORS.badRequest(OCTO_ERRORS.productNeedsSlot));
        item = await productItem({ ...ctx, em }, body.productId);
        booking.experience = item;
      }
      applyContact(booking, body.contact, ctx.language);
      if (body.notes !== undefined) booking.specialRequests = (body.notes ?? '').slice(0, 2000);
      if (body.resellerReference !== undefined) booking.resellerReference = body.resellerReference;
      if (body.optionId !== undefined || item.id !== previous.itemId)
        booking.withOption = checkOption(item, body.optionId ?? OPTION_DEFAULT);
      if (body.availabilityId !== undefined) {
        const slot = slotOf(body.availabilityId);
        checkSlot(item, body.availabilityId, slot, persons ?? booking.numberOfGuests, 0, now);
        booking.bookingDate = slot.date;
        booking.timeSlot = slot.time;
      }
      if (unitItems) {
        setPersons(booking, item, unitItems.length, now);
        booking.octoUnitItems = unitItems;
      }
      booking.totalPrice = bookingTotal(item, booking.numberOfGuests, booking.withOption);
      if (!confirmed && body.expirationMinutes !== undefined)
        booking.holdExpiresAt = new Date(now.getTime() + holdMinutes(body.expirationMinutes) * 60_000);
      const moved =
        previous.itemId !== item.id ||
        previous.date !== booking.bookingDate ||
        previous.time !== booking.timeSlot ||
        previous.persons < booking.numberOfGuests;
      // More seats, or other ones: counted under the (new) slot's lock, as a confirmation is (its 409
      // becomes UNPROCESSABLE_ENTITY in underLock).
      if (moved) await checkConfirmCapacity(em, booking, item);
      await bookingEvents.publish(bookingTx(em, ctx.config, after), 'changed', {
        booking,
        experience: item,
        previousStatus: booking.status,
        author: LogAuthorEnum.system,
        now,
      });
    },
    now,
  );
}
