import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  zAvailabilityCalendarBody,
  zAvailabilityCheckBody,
  zBookingCancellationBody,
  zBookingConfirmationBody,
  zBookingReservationBody,
  zBookingUpdateBody,
  zExtendReservationBody,
} from '@octocloud/types';
import { bookingRefusal, maxGuestsOf } from '../../../../domain/booking.js';
import { addDays, isHhMm, isIsoDate } from '../../../../domain/calendar.js';
import { guestCancelRefusal } from '../../../../domain/cancellation.js';
import { isLiveHold } from '../../../../domain/holds.js';
import { toE164 } from '../../../../domain/phone.js';
import { bookingTotal } from '../../../../domain/pricing.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../common/errors.js';
import { BookingStatusEnum, LogAuthorEnum, type LanguageEnum } from '../../common/enums.js';
import { AfterCommit, inTransaction } from '../../platform/events/event-bus.js';
import type { ResellerPrincipal } from '../reseller/reseller.gate.js';
import { Experience } from '../experience/experience.entity.js';
import { availability, checkConfirmCapacity, takenSeats } from '../booking/booking.capacity.js';
import { bookingEvents, bookingTx, type ApplicationTx } from '../booking/booking.events.js';
import { changeStatusIn } from '../booking/booking-status.service.js';
import {
  isUniqueViolation,
  NO_PENDING_LIMIT,
  storeApplication,
  type ApplicationExtras,
  type ApplicationRow,
} from '../booking/booking.store.js';
import { GuestBooking, type OctoUnitItemRow } from '../booking/guest-booking.entity.js';
import { seatsKey, type OctoReadCache } from './octo.cache.js';
import { OCTO_ERRORS, OctoError } from './octo.errors.js';
import {
  OPTION_ADDON,
  availabilityIdOf,
  availabilityOf,
  bookingOf,
  calendarDayOf,
  isOptionOf,
  productOf,
  slotOfAvailabilityId,
  UNIT_ADULT,
  type BookingTimes,
  type OctoView,
} from './octo.mapping.js';

/** A request to the OCTO API: the app's parts it uses, the reseller calling, and how it reads. */
export interface OctoContext
  extends Pick<AppContext, 'em' | 'pool' | 'config' | 'mail' | 'logger' | 'hasher'>, OctoView {
  reseller: ResellerPrincipal;
  /** What the reads keep on this instance (octo.cache.ts); none: everything read every time. */
  cache?: OctoReadCache;
}

/** The longest date range one availability or calendar request may cover. */
export const OCTO_MAX_DAYS = 366;
/** A hold lasts this long unless the reseller asks (`expirationMinutes`), and never longer than the most. */
export const DEFAULT_HOLD_MINUTES = 30;
export const MAX_HOLD_MINUTES = 60;

/** The body parsed with the package's zod schema of the request, or OCTO's BAD_REQUEST. */
function parse<T>(
  schema: {
    safeParse(
      input: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new OctoError(
    'BAD_REQUEST',
    OCTO_ERRORS.badRequest(`${issue.path.map(String).join('.') || 'body'}: ${issue.message}`),
  );
}

const holdMinutes = (asked: number | undefined) =>
  Math.min(MAX_HOLD_MINUTES, Math.max(1, asked ?? DEFAULT_HOLD_MINUTES));

/** An item the reseller may sell (active, and on its list when it has one), or INVALID_PRODUCT_ID. */
async function productItem(ctx: OctoContext, productId: string): Promise<Experience> {
  return (await keptProductItem(ctx, productId)).item;
}

/**
 * productItem, for the availability reads (`kept`) as the instance keeps it (octo.cache.ts), with the
 * catalogue version it was read under (null: not kept). Never `kept` for a write: its copy is shared.
 */
async function keptProductItem(
  ctx: OctoContext,
  productId: string,
  kept = false,
): Promise<{ item: Experience; version: string | null }> {
  const id = /^\d{1,9}$/.test(productId) ? Number(productId) : NaN;
  const allowed = ctx.reseller.experienceIds;
  const found =
    Number.isInteger(id) && (!allowed || allowed.includes(id))
      ? kept && ctx.cache
        ? await ctx.cache.activeItem(ctx.em, id)
        : { item: await ctx.em.findOne(Experience, { id, isActive: true }), version: null }
      : { item: null, version: null };
  if (!found.item) throw new OctoError('INVALID_PRODUCT_ID', OCTO_ERRORS.product(productId), { productId });
  return { item: found.item, version: found.version };
}

function checkOption(item: Experience, optionId: string): boolean {
  if (!isOptionOf(item, optionId))
    throw new OctoError('INVALID_OPTION_ID', OCTO_ERRORS.option(optionId), { optionId });
  return optionId === OPTION_ADDON;
}

/** The persons of a list of units (each must be ADULT). */
function personsOf(units: readonly { id?: string; unitId?: string; quantity?: number }[]): number {
  let persons = 0;
  for (const unit of units) {
    const unitId = unit.unitId ?? unit.id ?? '';
    if (unitId !== UNIT_ADULT) throw new OctoError('INVALID_UNIT_ID', OCTO_ERRORS.unit(unitId), { unitId });
    persons += unit.quantity ?? 1;
  }
  return persons;
}

/** Every active item the reseller may sell. */
export async function listProducts(ctx: OctoContext) {
  const allowed = ctx.reseller.experienceIds;
  const items = await ctx.em.find(
    Experience,
    { isActive: true, ...(allowed ? { id: { $in: allowed } } : {}) },
    { orderBy: { id: 'asc' } },
  );
  return items.map((item) => productOf(item, ctx));
}

export async function getProduct(ctx: OctoContext, productId: string) {
  return productOf(await productItem(ctx, productId), ctx);
}

/**
 * The storefront's schedule of an item over a range (booking.capacity.ts), as one read of taken seats,
 * made into an answer by `answer`; the answer kept for the same item version, request, Seoul minute and
 * taken seats (octo.cache.ts: the seats are read every time, so a kept answer never shows a taken seat).
 */
async function scheduled<T>(
  ctx: OctoContext,
  { item, version }: { item: Experience; version: string | null },
  range: { from: string; to: string },
  request: string,
  now: Date,
  answer: (days: ReturnType<typeof availability>) => T,
): Promise<T> {
  const taken = (await takenSeats(ctx.pool, [item.id], range.from, range.to)).get(item.id)!;
  const compute = () => answer(availability(item, range.from, range.to, taken, now));
  if (!ctx.cache) return compute();
  const minute = Math.floor(now.getTime() / 60_000);
  const key = `${item.id}|${range.from}|${range.to}|${request}|${ctx.pricing}|${minute}|${seatsKey(taken)}`;
  return ctx.cache.answer(version, key, compute);
}

function checkRange(from: string | undefined, to: string | undefined): { from: string; to: string } {
  if (!isIsoDate(from) || !isIsoDate(to) || to < from || addDays(from, OCTO_MAX_DAYS - 1) < to)
    throw new OctoError('BAD_REQUEST', OCTO_ERRORS.dateRange(OCTO_MAX_DAYS));
  return { from, to };
}

/** POST /availability: the slots of a range (or of the ids asked) with their seats left. */
export async function checkAvailability(ctx: OctoContext, input: unknown, now = new Date()) {
  const body = parse(zAvailabilityCheckBody, input);
  const kept = await keptProductItem(ctx, body.productId, true);
  const { item } = kept;
  const withOption = checkOption(item, body.optionId);
  const units = body.units ? personsOf(body.units) : undefined;
  let from = body.localDateStart;
  let to = body.localDateEnd;
  let wanted: Set<string> | undefined;
  if (body.availabilityIds?.length) {
    const slots = body.availabilityIds.map(slotOf);
    const dates = slots.map((slot) => slot.date).sort();
    from = dates[0];
    to = dates[dates.length - 1];
    wanted = new Set(body.availabilityIds);
  }
  const range = checkRange(from, to);
  const view = { ...ctx, withOption, units: units || undefined };
  const request = `slots|${withOption}|${view.units}|${[...(wanted ?? [])].join(',')}`;
  return scheduled(ctx, kept, range, request, now, (days) =>
    days.flatMap((day) =>
      day.slots
        .map((slot) => availabilityOf(item, day.date, slot, view))
        .filter((answer) => !wanted || wanted.has(answer.id)),
    ),
  );
}

/** POST /availability/calendar: one entry per day of the range. */
export async function availabilityCalendar(ctx: OctoContext, input: unknown, now = new Date()) {
  const body = parse(zAvailabilityCalendarBody, input);
  const kept = await keptProductItem(ctx, body.productId, true);
  const { item } = kept;
  const withOption = checkOption(item, body.optionId);
  const units = body.units ? personsOf(body.units) : undefined;
  const range = checkRange(body.localDateStart, body.localDateEnd);
  const view = { ...ctx, withOption, units: units || undefined };
  return scheduled(ctx, kept, range, `calendar|${withOption}|${view.units}`, now, (days) =>
    days.map((day) => calendarDayOf(item, day.date, day.slots, view)),
  );
}

// ---------------------------------------------------------------------------------------------
// Bookings
// ---------------------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The reseller's booking of a uuid (locked when asked), or INVALID_BOOKING_UUID. */
async function ownBooking(em: EntityManager, ctx: OctoContext, uuid: string, lock = false) {
  const booking = UUID.test(uuid)
    ? await em.findOne(
        GuestBooking,
        { octoUuid: uuid.toLowerCase(), resellerId: ctx.reseller.resellerId },
        lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
      )
    : null;
  if (!booking) throw new OctoError('INVALID_BOOKING_UUID', OCTO_ERRORS.booking(uuid), { uuid });
  return booking;
}

/** The real date and time an availability id names, or INVALID_AVAILABILITY_ID. */
function slotOf(availabilityId: string) {
  const slot = slotOfAvailabilityId(availabilityId);
  if (!slot || !isIsoDate(slot.date) || !isHhMm(slot.time))
    throw new OctoError('INVALID_AVAILABILITY_ID', OCTO_ERRORS.availability(availabilityId), {
      availabilityId,
    });
  return slot;
}

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

interface ContactInput {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  emailAddress?: string | null;
  phoneNumber?: string | null;
  locales?: string[];
  notes?: string | null;
}

const LANGUAGE_OF_LOCALE: Record<string, LanguageEnum> = { en: 'ENG', ja: 'JPN', zh: 'CHN', ko: 'KOR' };

/** A contact as the booking's columns store it (empty strings when the reseller gave none). */
function contactColumns(contact: ContactInput | undefined, fallback: LanguageEnum) {
  const name =
    contact?.fullName?.trim() || [contact?.firstName, contact?.lastName].filter(Boolean).join(' ').trim();
  const phone = contact?.phoneNumber?.trim() ?? '';
  const locale = contact?.locales?.[0]?.slice(0, 2).toLowerCase();
  return {
    guestName: name.slice(0, 200),
    guestEmail: (contact?.emailAddress ?? '').trim().toLowerCase().slice(0, 254),
    guestPhone: (phone ? (toE164(phone) ?? phone) : '').slice(0, 32),
    language: (locale && LANGUAGE_OF_LOCALE[locale]) || fallback,
  };
}

/** The reseller's contact changes on a stored booking (only the fields given). */
function applyContact(booking: GuestBooking, contact: ContactInput | undefined, language: LanguageEnum) {
  if (!contact) return;
  const columns = contactColumns(contact, booking.language ?? language);
  if (contact.fullName !== undefined || contact.firstName !== undefined || contact.lastName !== undefined)
    booking.guestName = columns.guestName;
  if (contact.emailAddress !== undefined) booking.guestEmail = columns.guestEmail;
  if (contact.phoneNumber !== undefined) booking.guestPhone = columns.guestPhone;
  if (contact.locales?.length) booking.language = columns.language;
  if (contact.notes !== undefined) booking.specialRequests = (contact.notes ?? '').slice(0, 2000);
}

/**
 * The OCTO answers of bookings: their slots now and when they were confirmed or cancelled. `known`: an
 * item the caller read already (not read again).
 */
async function answers(ctx: OctoContext, bookings: GuestBooking[], now = new Date(), known?: Experience) {
  if (!bookings.length) return [];
  const decided = bookings
    .filter((b) => b.status === BookingStatusEnum.confirmed || b.status === BookingStatusEnum.cancelled)
    .map((b) => b.id);
  const itemIds = [...new Set(bookings.map((b) => b.itemId))].filter((id) => id !== known?.id);
  const [items, logs, taken] = await Promise.all([
    itemIds.length ? ctx.em.find(Experience, { id: { $in: itemIds } }) : [],
    // When they were confirmed or cancelled: only such bookings have it to tell.
    decided.length
      ? ctx.pool.query<{ booking_id: number; new_value: string; created_at: Date; details: string }>(
          `select booking_id, new_value, created_at, details from booking_log
           where booking_id = any($1::int[]) and log_type = 'status_change' and new_value in ('confirmed', 'cancelled')
           order by created_at`,
          [decided],
        )
      : { rows: [] },
    Promise.all(
      bookings.map((b) =>
        takenSeats(ctx.pool, [b.itemId], b.bookingDate, b.bookingDate).then((m) => m.get(b.itemId)!),
      ),
    ),
  ]);
  const times = new Map<number, BookingTimes>();
  for (const row of logs.rows) {
    const entry = times.get(row.booking_id) ?? {};
    if (row.new_value === 'confirmed') entry.confirmedAt = row.created_at;
    else {
      entry.cancelledAt = row.created_at;
      entry.cancelReason = /: (.*)$/s.exec(row.details)?.[1];
    }
    times.set(row.booking_id, entry);
  }
  const byId = new Map([...items, ...(known ? [known] : [])].map((item) => [item.id, item]));
  return bookings.map((booking, index) => {
    const item = byId.get(booking.itemId)!;
    const [day] = availability(item, booking.bookingDate, booking.bookingDate, taken[index], now);
    const slot = day.slots.find((s) => s.time === booking.timeSlot);
    const view = { ...ctx, withOption: booking.withOption };
    return bookingOf(
      booking,
      item,
      slot ? availabilityOf(item, booking.bookingDate, slot, view) : null,
      times.get(booking.id) ?? {},
      cancellable(booking, item, now),
      ctx,
      now,
    );
  });
}

/** A hold may be released; a confirmed booking within the item's free-cancellation window. */
function cancellable(booking: GuestBooking, item: Experience, now: Date): boolean {
  if (booking.status === BookingStatusEnum.confirmed)
    return guestCancelRefusal(booking, item.freeCancellationHours, now) === null;
  return isLiveHold(booking, now);
}

const answerOne = async (ctx: OctoContext, booking: GuestBooking, now = new Date(), known?: Experience) =>
  (await answers(ctx, [booking], now, known))[0];

/** A fresh read of a booking by id (after a write in another unit of work). */
const reread = (ctx: OctoContext, id: number) => ctx.em.fork().findOneOrFail(GuestBooking, { id });

/**
 * POST /bookings: a hold on the seats, stored exactly as a guest's application (booking.store.ts: the
 * slot's lock, seats counted by domain/holds.ts), `pending` until `utcExpiresAt`. A retry with the same
 * `uuid` answers the booking it made.
 */
export async function reserve(ctx: OctoContext, input: unknown, now = new Date()) {
  const body = parse(zBookingReservationBody, input);
  const uuid = (body.uuid ?? randomUUID()).toLowerCase();
  // Only a uuid the reseller chose can have been used before (a retry).
  const earlier = body.uuid ? await ctx.em.findOne(GuestBooking, { octoUuid: uuid }) : null;
  if (earlier) {
    if (earlier.resellerId !== ctx.reseller.resellerId)
      throw new OctoError('BAD_REQUEST', OCTO_ERRORS.badRequest(OCTO_ERRORS.uuidTaken));
    return answerOne(ctx, earlier, now);
  }
  const item = await productItem(ctx, body.productId);
  const withOption = checkOption(item, body.optionId);
  if (!body.unitItems.length) throw new OctoError('BAD_REQUEST', OCTO_ERRORS.noUnits);
  const unitItems = unitItemRows(body.unitItems);
  const persons = unitItems.length;
  if (!body.availabilityId)
    throw new OctoError('BAD_REQUEST', OCTO_ERRORS.badRequest('availabilityId: required (START_TIME)'));
  const slot = slotOf(body.availabilityId);
  // The item's rules here; the seats are counted once, under the slot's lock, by storeApplication.
  checkSlot(item, body.availabilityId, slot, persons, 0, now);

  const contact = contactColumns(body.contact, ctx.language);
  const [{ id }] = (await ctx.pool.query<{ id: number }>(`select nextval('guest_booking_id_seq')::int as id`))
    .rows;
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
    reseller: { id: ctx.reseller.resellerId, reference: body.resellerReference ?? null, uuid, unitItems },
  };
  // The application's subscribers (webhooks, the back office's live update) go with the hold; its
  // mails do not: the team is mailed when the reseller confirms (booking-mail), the guest never here.
  const committed = new AfterCommit();
  const written: Omit<ApplicationExtras, 'logDetails'> = { mails: [], notifications: [], webhooks: [] };
  const tx: ApplicationTx = {
    config: ctx.config,
    queueMail: () => undefined,
    notify: (channel, payload) => written.notifications.push({ channel, payload }),
    queueWebhook: (event) => written.webhooks.push(event),
    afterCommit: committed.afterCommit,
  };
  const facts = { ...row, id, amountDue: null, paymentDueDate: null, paymentWay: null };
  await bookingEvents.publish(tx, 'received', { booking: facts, experience: item, mailGuest: false });
  try {
    const stored = await storeApplication(ctx.pool, row, NO_PENDING_LIMIT, id, {
      logDetails: `Hold for ${persons} guest(s) on ${slot.date} ${slot.time} by reseller ${ctx.reseller.name} (OCTO)`,
      ...written,
    });
    // Another channel took the seats between the check and the slot's lock.
    if ('refused' in stored) throw new OctoError('UNPROCESSABLE_ENTITY', BOOKING_REFUSALS.no_seats);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same uuid twice at once: the second answers what the first stored.
    const first = await ctx.em.fork().findOne(GuestBooking, { octoUuid: uuid });
    if (!first || first.resellerId !== ctx.reseller.resellerId) throw error;
    return answerOne(ctx, first, now);
  }
  committed.committed(ctx.logger);
  return answerOne(ctx, await reread(ctx, id), now, item);
}

/**
 * Changes a booking under its row lock in one transaction; `work` may call changeStatusIn. Expired and
 * cancelled bookings (or ones `work` refuses) change nothing. Answers the booking as committed.
 */
async function underLock(
  ctx: OctoContext,
  uuid: string,
  work: (em: EntityManager, booking: GuestBooking, after: AfterCommit) => Promise<void>,
  now: Date,
) {
  const changed = await inTransaction(ctx.em, ctx.logger, async (em, after) => {
    const booking = await ownBooking(em, ctx, uuid, true);
    await work(em, booking, after as AfterCommit);
    await em.flush();
    // As committed (the lock held it): answered without reading it again.
    return booking;
  }).catch((error: unknown) => {
    // The slot's capacity (checkConfirmCapacity) refused: sold out for this change.
    if (error instanceof AppError && error.extensions.code === 'CONFLICT')
      throw new OctoError('UNPROCESSABLE_ENTITY', BOOKING_REFUSALS.no_seats);
    throw error;
  });
  ctx.mail.kick();
  return answerOne(ctx, changed, now);
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
 * confirmation as staff's approval: the slot's lock and count, the staff's mail, webhooks), its
 * contact and unit items set on the way; the guest is mailed only with `emailReceipt: true`.
 */
export async function confirm(ctx: OctoContext, uuid: string, input: unknown, now = new Date()) {
  const body = parse(zBookingConfirmationBody, input);
  const unitItems = unitItemsOf(body.unitItems);
  return underLock(
    ctx,
    uuid,
    async (em, booking, after) => {
      if (booking.status === BookingStatusEnum.confirmed) return;
      liveHold(booking, uuid, now);
      applyContact(booking, body.contact, ctx.language);
      if (body.resellerReference !== undefined) booking.resellerReference = body.resellerReference;
      if (unitItems) {
        await setPersons(em, booking, unitItems.length, now);
        booking.octoUnitItems = unitItems;
      }
      await changeStatusIn(em, ctx.config, after, booking.id, BookingStatusEnum.confirmed, {
        author: LogAuthorEnum.system,
        now,
        mailGuest: body.emailReceipt === true,
      });
    },
    now,
  );
}

/** A new number of persons on a booking: the item's limits, the price again (seats: the caller's lock). */
async function setPersons(em: EntityManager, booking: GuestBooking, persons: number, now: Date) {
  const item = await em.findOneOrFail(Experience, { id: booking.itemId });
  if (persons === booking.numberOfGuests) return item;
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
  return item;
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
    async (em, booking, after) => {
      if (booking.status === BookingStatusEnum.cancelled) return;
      const item = await em.findOneOrFail(Experience, { id: booking.itemId });
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
    async (em, booking, after) => {
      const confirmed = booking.status === BookingStatusEnum.confirmed;
      if (!confirmed) liveHold(booking, uuid, now);
      const item = await em.findOneOrFail(Experience, { id: booking.itemId });
      if (body.productId !== undefined && body.productId !== String(item.id))
        throw new OctoError('UNPROCESSABLE_ENTITY', OCTO_ERRORS.notChangeable);
      applyContact(booking, body.contact, ctx.language);
      if (body.notes !== undefined) booking.specialRequests = (body.notes ?? '').slice(0, 2000);
      if (body.resellerReference !== undefined) booking.resellerReference = body.resellerReference;
      if (body.optionId !== undefined) booking.withOption = checkOption(item, body.optionId);
      const previous = { date: booking.bookingDate, time: booking.timeSlot, persons: booking.numberOfGuests };
      if (body.availabilityId !== undefined) {
        const slot = slotOf(body.availabilityId);
        checkSlot(item, body.availabilityId, slot, persons ?? booking.numberOfGuests, 0, now);
        booking.bookingDate = slot.date;
        booking.timeSlot = slot.time;
      }
      if (unitItems) {
        await setPersons(em, booking, unitItems.length, now);
        booking.octoUnitItems = unitItems;
      }
      booking.totalPrice = bookingTotal(item, booking.numberOfGuests, booking.withOption);
      if (!confirmed && body.expirationMinutes !== undefined)
        booking.holdExpiresAt = new Date(now.getTime() + holdMinutes(body.expirationMinutes) * 60_000);
      const moved =
        previous.date !== booking.bookingDate ||
        previous.time !== booking.timeSlot ||
        previous.persons < booking.numberOfGuests;
      // More seats, or other ones: counted under the (new) slot's lock, as a confirmation is.
      if (moved) await checkConfirmSeats(em, booking, item);
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

/** booking.capacity.ts's count under the slot's lock (its 409 becomes UNPROCESSABLE_ENTITY). */
const checkConfirmSeats = (em: EntityManager, booking: GuestBooking, item: Experience) =>
  checkConfirmCapacity(em, booking, item);

/** GET /bookings/{uuid}. */
export async function getBooking(ctx: OctoContext, uuid: string) {
  return answerOne(ctx, await ownBooking(ctx.em, ctx, uuid));
}

/** GET /bookings: the reseller's bookings by its reference, ours, or a date (range). */
export async function listBookings(ctx: OctoContext, query: Record<string, unknown>) {
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
  const where: Record<string, unknown> = { resellerId: ctx.reseller.resellerId };
  const resellerReference = text('resellerReference');
  const supplierReference = text('supplierReference');
  const localDate = text('localDate');
  const start = text('localDateStart');
  const end = text('localDateEnd');
  if (resellerReference) where.resellerReference = resellerReference;
  else if (supplierReference) {
    if (!/^\d{1,9}$/.test(supplierReference)) return [];
    where.id = Number(supplierReference);
  } else if (localDate) {
    const range = checkRange(localDate, localDate);
    where.bookingDate = range.from;
  } else if (start || end) {
    const range = checkRange(start, end);
    where.bookingDate = { $gte: range.from, $lte: range.to };
  } else throw new OctoError('BAD_REQUEST', OCTO_ERRORS.bookingFilter);
  const productId = text('productId');
  if (productId) where.experience = /^\d{1,9}$/.test(productId) ? Number(productId) : -1;
  const found = await ctx.em.find(GuestBooking, where, { orderBy: { id: 'asc' }, limit: 500 });
  return answers(ctx, found);
}
