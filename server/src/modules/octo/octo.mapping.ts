import { createHash } from 'node:crypto';
import {
  AvailabilityStatus,
  AvailabilityType,
  BookingStatus,
  DeliveryFormat,
  DeliveryMethod,
  DurationUnit,
  PricingPer,
  RedemptionMethod,
  Refund,
  UnitType,
  type Availability,
  type AvailabilityCalendar,
  type Booking,
  type Contact,
  type Option,
  type Pricing,
  type Product,
  type Ticket,
  type Unit,
} from '@octocloud/types';
import { fromLanguageCode } from '../../../../domain/locales.js';
import { cutoffHoursOf, minGuestsOf, partyMaxOf, timeSlotsOf } from '../../../../domain/booking.js';
import { seoulDateTime, seoulWallTime } from '../../../../domain/calendar.js';
import { isLiveHold, salesCloseAt } from '../../../../domain/holds.js';
import { parseDurationMinutes } from '../../../../domain/duration.js';
import { discountedPrice, hasOption } from '../../../../domain/pricing.js';
import type { LanguageEnum } from '../../common/enums.js';
import type { Experience } from '../experience/experience.entity.js';
import { titleIn } from '../experience/item-title.js';
import type { GuestBooking, OctoUnitItemRow } from '../booking/guest-booking.entity.js';

/**
 * How our catalogue reads in OCTO (docs/resellers.md, "Mapping"): a product is an active item, its
 * options `DEFAULT` and, where the item has an add-on, `ADDON`; one unit, `ADULT`, per person (an item
 * has one price per person: no child price); one availability per slot, its id the slot's start in
 * Seoul (`2026-12-01T10:00:00+09:00`). Prices in KRW without minor unit.
 */

export const OPTION_DEFAULT = 'DEFAULT';
export const OPTION_ADDON = 'ADDON';
export const UNIT_ADULT = 'ADULT';
export const TIME_ZONE = 'Asia/Seoul';
export const CURRENCY = 'KRW';

/** What the caller asked for and reads in: its language and the capabilities it named. */
export interface OctoView {
  language: LanguageEnum;
  /** `octo/pricing` was asked in `Octo-Capabilities`. */
  pricing: boolean;
}

/** The BCP 47 locale of a language code (domain/locales: CHN zh-Hant, CHS zh-Hans). */
export const localeOf = (language: LanguageEnum): string => fromLanguageCode(language) ?? 'en';

/** The availability id of a slot: its local start with Seoul's offset. */
export const availabilityIdOf = (date: string, time: string) => `${date}T${time}:00+09:00`;

const AVAILABILITY_ID = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):00\+09:00$/;

/** The slot of an availability id, or null when the text is not one. */
export function slotOfAvailabilityId(id: string): { date: string; time: string } | null {
  const match = AVAILABILITY_ID.exec(id);
  return match ? { date: match[1], time: match[2] } : null;
}

/** Whether an option id is one this item has. */
export const isOptionOf = (experience: Experience, optionId: string) =>
  optionId === OPTION_DEFAULT || (optionId === OPTION_ADDON && hasOption(experience));

/** One person's price of an option, before and after the item's discount (domain/pricing.ts). */
export function unitPricing(experience: Experience, withOption: boolean, units = 1): Pricing {
  const extra = withOption && hasOption(experience) ? (experience.optionPrice ?? 0) : 0;
  return {
    original: (experience.price + extra) * units,
    retail: (discountedPrice(experience) + extra) * units,
    net: null,
    currency: CURRENCY,
    currencyPrecision: 0,
    includedTaxes: [],
  };
}

const unitOf = (experience: Experience, withOption: boolean, view: OctoView): Unit => ({
  id: UNIT_ADULT,
  internalName: 'Adult',
  reference: null,
  type: UnitType.ADULT,
  restrictions: {
    minAge: 0,
    maxAge: 100,
    idRequired: false,
    minQuantity: null,
    maxQuantity: null,
    paxCount: 1,
    accompaniedBy: [],
  },
  requiredContactFields: [],
  title: 'Person',
  ...(view.pricing ? { pricingFrom: [unitPricing(experience, withOption)] } : {}),
});

function optionOf(experience: Experience, withOption: boolean, view: OctoView): Option {
  const hours = experience.freeCancellationHours ?? 0;
  const title = withOption ? experience.optionText?.trim() || 'With add-on' : 'Standard';
  return {
    id: withOption ? OPTION_ADDON : OPTION_DEFAULT,
    default: !withOption,
    internalName: title,
    reference: null,
    title,
    availabilityLocalStartTimes: timeSlotsOf(experience),
    cancellationCutoff: `${hours} hours`,
    cancellationCutoffAmount: hours,
    cancellationCutoffUnit: DurationUnit.HOUR,
    requiredContactFields: [],
    restrictions: { minUnits: minGuestsOf(experience), maxUnits: partyMaxOf(experience) },
    units: [unitOf(experience, withOption, view)],
    ...(view.pricing ? { pricingFrom: [unitPricing(experience, withOption)] } : {}),
  };
}

/** An item as an OCTO product, its content in the caller's language where the item has it. */
export function productOf(experience: Experience, view: OctoView): Product {
  const translated = experience.translations?.[view.language];
  const minutes = parseDurationMinutes(experience.duration);
  return {
    id: String(experience.id),
    internalName: experience.title,
    reference: null,
    locale: translated?.title?.trim() ? localeOf(view.language) : 'en',
    timeZone: TIME_ZONE,
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: AvailabilityType.START_TIME,
    // A confirmed booking's ticket: one QR code per booking (booking.ticket.ts), as its voucher and on each
    // unit item; staff still find a guest without it on the day's manifest.
    deliveryFormats: [DeliveryFormat.QRCODE],
    deliveryMethods: DELIVERY_METHODS,
    redemptionMethod: RedemptionMethod.MANIFEST,
    options: [
      optionOf(experience, false, view),
      ...(hasOption(experience) ? [optionOf(experience, true, view)] : []),
    ],
    title: titleIn(experience, view.language),
    shortDescription: experience.shortDescription || null,
    description: translated?.description?.trim() || experience.description || null,
    ...(minutes ? { durationMinutesFrom: minutes, durationMinutesTo: minutes } : {}),
    ...(view.pricing
      ? { defaultCurrency: CURRENCY, availableCurrencies: [CURRENCY], pricingPer: PricingPer.UNIT }
      : {}),
  };
}

/** A slot as the storefront's schedule has it (booking.capacity.ts `availability`). */
export interface SlotFacts {
  time: string;
  total: number;
  available: number;
  isPast: boolean;
  isClosed: boolean;
}

/** OCTO's status of a slot: CLOSED once past or cut off, SOLD_OUT, LIMITED under half its seats. */
export function slotStatus(slot: SlotFacts): AvailabilityStatus {
  if (slot.isPast || slot.isClosed) return AvailabilityStatus.CLOSED;
  if (slot.available <= 0) return AvailabilityStatus.SOLD_OUT;
  return slot.available * 2 < slot.total ? AvailabilityStatus.LIMITED : AvailabilityStatus.AVAILABLE;
}

/** The local end of a slot: its start plus the item's duration (an hour when it states none). */
function localEnd(experience: Experience, date: string, time: string): string {
  const minutes = parseDurationMinutes(experience.duration) ?? 60;
  const end = seoulDateTime(new Date(seoulWallTime(date, time).getTime() + minutes * 60_000));
  return availabilityIdOf(end.date, end.time);
}

/** One slot as an OCTO availability (`units`: the persons asked, for `available` and the price). */
export function availabilityOf(
  experience: Experience,
  date: string,
  slot: SlotFacts,
  view: OctoView & { withOption: boolean; units?: number },
): Availability {
  const status = slotStatus(slot);
  const open = status === AvailabilityStatus.AVAILABLE || status === AvailabilityStatus.LIMITED;
  const id = availabilityIdOf(date, slot.time);
  return {
    id,
    localDateTimeStart: id,
    localDateTimeEnd: localEnd(experience, date, slot.time),
    utcCutoffAt: octoUtc(salesCloseAt(cutoffHoursOf(experience), date, slot.time)),
    allDay: false,
    available: open && slot.available >= (view.units ?? 1),
    status,
    vacancies: open ? slot.available : 0,
    capacity: slot.total,
    maxUnits: open ? slot.available : 0,
    openingHours: [],
    ...(view.pricing
      ? {
          unitPricing: [{ ...unitPricing(experience, view.withOption), unitId: UNIT_ADULT }],
          pricing: unitPricing(experience, view.withOption, view.units ?? 1),
        }
      : {}),
  };
}

/** A day as an OCTO calendar entry: its best slot's status, the seats of its open slots. */
export function calendarDayOf(
  experience: Experience,
  date: string,
  slots: readonly SlotFacts[],
  view: OctoView & { withOption: boolean; units?: number },
): AvailabilityCalendar {
  const open = slots.filter((slot) => !slot.isPast && !slot.isClosed);
  const vacancies = open.reduce((sum, slot) => sum + slot.available, 0);
  const capacity = open.reduce((sum, slot) => sum + slot.total, 0);
  const statuses = open.map(slotStatus);
  const status: AvailabilityStatus = statuses.includes(AvailabilityStatus.AVAILABLE)
    ? AvailabilityStatus.AVAILABLE
    : statuses.includes(AvailabilityStatus.LIMITED)
      ? AvailabilityStatus.LIMITED
      : statuses.length
        ? AvailabilityStatus.SOLD_OUT
        : AvailabilityStatus.CLOSED;
  return {
    localDate: date,
    available: open.some((slot) => slot.available >= (view.units ?? 1)),
    status,
    vacancies,
    capacity,
    openingHours: [],
    ...(view.pricing
      ? {
          unitPricingFrom: [{ ...unitPricing(experience, view.withOption), unitId: UNIT_ADULT }],
          pricingFrom: unitPricing(experience, view.withOption),
        }
      : {}),
  };
}

/** OCTO's status of a booking: a hold past its end is EXPIRED whether or not the job marked it yet. */
export function bookingStatusOf(booking: GuestBooking, now: Date): BookingStatus {
  switch (booking.status) {
    case 'confirmed':
      return BookingStatus.CONFIRMED;
    case 'cancelled':
      return BookingStatus.CANCELLED;
    case 'expired':
      return BookingStatus.EXPIRED;
    default:
      return isLiveHold(booking, now) ? BookingStatus.ON_HOLD : BookingStatus.EXPIRED;
  }
}

/** A unit item's own contact in OCTO's full shape (every field, null when not given). */
function contactOf(given: NonNullable<OctoUnitItemRow['contact']>): Contact {
  return {
    fullName: given.fullName ?? null,
    firstName: given.firstName ?? null,
    lastName: given.lastName ?? null,
    emailAddress: given.emailAddress ?? null,
    phoneNumber: given.phoneNumber ?? null,
    locales: given.locales ?? [],
    postalCode: given.postalCode ?? null,
    country: given.country ?? null,
    notes: given.notes ?? null,
  };
}

/**
 * A stable uuid for the n-th unit item of a booking that has no stored one (a booking from before they
 * were kept, or persons staff added).
 */
function unitItemUuid(bookingUuid: string, index: number): string {
  const hex = createHash('sha256').update(`${bookingUuid}:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** When a booking was confirmed and cancelled (its log), for the answer. */
export interface BookingTimes {
  confirmedAt?: Date;
  cancelledAt?: Date;
  cancelReason?: string;
}

const DELIVERY_METHODS = [DeliveryMethod.VOUCHER, DeliveryMethod.TICKET];

/**
 * A booking's ticket as OCTO delivers it (the voucher and every unit item's ticket, present because the
 * product delivers both: the OCTO validator checks them whatever the status): shown on the guest's phone
 * (DIGITAL), with a confirmed booking's code as a QR code; no delivery option (no code) before it is
 * confirmed and once cancelled.
 */
const ticketOf = (code: string | null): Ticket => ({
  redemptionMethod: RedemptionMethod.DIGITAL,
  utcRedeemedAt: null,
  deliveryOptions: code ? [{ deliveryFormat: DeliveryFormat.QRCODE, deliveryValue: code }] : [],
});

/** An instant as OCTO writes it: UTC to the second (`2026-12-06T04:00:00Z`), as the spec's examples and its validator have it. */
export const octoUtc = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * A booking as OCTO has it; `availability` is its slot as the calendar shows it now; `ticketCode` a
 * confirmed booking's (booking.ticket.ts confirmedTicketCode), null otherwise.
 */
export function bookingOf(
  booking: GuestBooking,
  experience: Experience,
  availability: Availability | null,
  times: BookingTimes,
  cancellable: boolean,
  view: OctoView,
  now: Date,
  ticketCode: string | null = null,
): Booking {
  const ticket = ticketOf(ticketCode);
  const status = bookingStatusOf(booking, now);
  const extras = booking.octoContact;
  const contact: Contact = {
    fullName: booking.guestName || null,
    firstName: extras?.firstName ?? null,
    lastName: extras?.lastName ?? null,
    emailAddress: booking.guestEmail || null,
    phoneNumber: booking.guestPhone || null,
    locales: [localeOf(booking.language)],
    postalCode: extras?.postalCode ?? null,
    country: extras?.country ?? null,
    notes: extras?.notes ?? (booking.specialRequests || null),
  };
  const uuid = booking.octoUuid!;
  return {
    id: String(booking.id),
    uuid,
    testMode: false,
    resellerReference: booking.resellerReference ?? null,
    supplierReference: String(booking.id),
    status,
    utcCreatedAt: octoUtc(booking.createdAt),
    utcUpdatedAt: octoUtc(booking.updatedAt),
    utcExpiresAt:
      status === BookingStatus.ON_HOLD && booking.holdExpiresAt ? octoUtc(booking.holdExpiresAt) : null,
    utcRedeemedAt: null,
    // Kept once confirmed, a later cancellation included (the spec's cancel example keeps it).
    utcConfirmedAt:
      (status === BookingStatus.CONFIRMED || status === BookingStatus.CANCELLED) && times.confirmedAt
        ? octoUtc(times.confirmedAt)
        : null,
    productId: String(experience.id),
    optionId: booking.withOption ? OPTION_ADDON : OPTION_DEFAULT,
    cancellable,
    cancellation:
      status === BookingStatus.CANCELLED
        ? {
            refund: Refund.FULL,
            reason: times.cancelReason ?? null,
            utcCancelledAt: octoUtc(times.cancelledAt ?? booking.updatedAt),
          }
        : null,
    freesale: false,
    availabilityId: availabilityIdOf(booking.bookingDate, booking.timeSlot),
    availability,
    contact,
    notes: booking.specialRequests || null,
    deliveryMethods: DELIVERY_METHODS,
    voucher: ticket,
    // As the reseller sent them (uuid, reference, contact); one per person.
    unitItems: Array.from({ length: booking.numberOfGuests }, (_, index) => {
      const stored = booking.octoUnitItems?.[index];
      return {
        uuid: stored?.uuid ?? unitItemUuid(uuid, index),
        resellerReference: stored?.resellerReference ?? null,
        supplierReference: `${booking.id}-${index + 1}`,
        unitId: stored?.unitId ?? UNIT_ADULT,
        status,
        utcRedeemedAt: null,
        contact: stored?.contact ? contactOf(stored.contact) : contact,
        // One code per booking: every unit item carries the booking's (docs/resellers.md).
        ticket,
        ...(view.pricing ? { pricing: unitPricing(experience, booking.withOption) } : {}),
      };
    }),
    ...(view.pricing
      ? {
          pricing: {
            ...unitPricing(experience, booking.withOption, booking.numberOfGuests),
            // What the booking was sold at (fixed at the reserve), not today's price.
            retail: booking.totalPrice,
          },
        }
      : {}),
  };
}
