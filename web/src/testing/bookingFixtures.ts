import { jest } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { addDays, weekday } from '@domain/calendar';
import {
  BookingExperienceDocument,
  ExperienceAvailabilityDocument,
  type BookingExperienceQuery,
  type BookingLookupFieldsFragment,
  type DayStatus,
} from '@/generated/graphql';

type BookingExperience = BookingExperienceQuery['experience'];

/** The experience as the schedule and dialog load it: window 2026-06-16 to 2026-07-15. */
export function bookingExperience(overrides: Partial<BookingExperience> = {}) {
  return {
    __typename: 'Experience' as const,
    id: 7,
    title: 'DMZ Half-Day Tour',
    location: 'Paju, Gyeonggi-do',
    category: 'Tour' as const,
    minGuests: 1,
    maxGuests: 10,
    maxGuestsPerBooking: null,
    price: 89000,
    discountedPrice: 80100,
    optionText: null,
    optionPrice: null,
    freeCancellationHours: 24,
    confirmationMode: 'request' as const,
    bookingWindow: { __typename: 'BookingWindow' as const, from: '2026-06-16', until: '2026-07-15' },
    translations: [],
    ...overrides,
  };
}

export const bookingExperienceMock = (
  experience = bookingExperience(),
  onlinePaymentMethods: string[] = [],
): MockLink.MockedResponse => ({
  request: { query: BookingExperienceDocument, variables: { id: experience.id } },
  result: { data: { experience, onlinePaymentMethods } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

type SlotSpec = { time: string; available?: number; total?: number; isPast?: boolean; isClosed?: boolean };

/**
 * The server's availability of June or July 2026 for the window 2026-06-16..2026-07-15:
 * earlier days past, 2026-06-20 unavailable, Sundays blocked, later days outside the window.
 * Each available day has 08:00, 10:00 and 14:00 with 10 seats unless `slots` says otherwise.
 */
export function availabilityMock(
  month: '2026-06' | '2026-07',
  slots: Record<string, SlotSpec[]> = {},
  experienceId = 7,
): MockLink.MockedResponse {
  const from = `${month}-01`;
  const to = month === '2026-06' ? '2026-06-30' : '2026-07-31';
  const days = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const status: DayStatus =
      date < '2026-06-16'
        ? 'past'
        : date > '2026-07-15'
          ? 'outside_window'
          : date === '2026-06-20'
            ? 'unavailable'
            : weekday(date) === 0
              ? 'blocked_weekday'
              : 'available';
    const specs = slots[date] ?? [{ time: '08:00' }, { time: '10:00' }, { time: '14:00' }];
    days.push({
      __typename: 'AvailabilityDay' as const,
      date,
      status,
      slots:
        status === 'available'
          ? specs.map((spec) => ({
              __typename: 'SlotAvailability' as const,
              time: spec.time,
              total: spec.total ?? 10,
              available: spec.available ?? spec.total ?? 10,
              isPast: spec.isPast ?? false,
              isClosed: spec.isClosed ?? spec.isPast ?? false,
            }))
          : [],
    });
  }
  return {
    request: { query: ExperienceAvailabilityDocument, variables: { id: experienceId, from, to } },
    result: { data: { experience: { __typename: 'Experience', id: experienceId, availability: days } } },
    // Asked again after a booking (the cached seats are dropped).
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A booking as the look-up answers it. */
export function lookedUp(overrides: Partial<BookingLookupFieldsFragment> = {}) {
  return {
    __typename: 'BookingLookup' as const,
    id: 55,
    bookingDate: '2026-06-16',
    timeSlot: '10:00',
    guestName: 'Mina Kim',
    guestEmail: 'mina@example.com',
    guestPhone: '+819012345678',
    numberOfGuests: 2,
    withOption: false,
    totalPrice: 160200,
    promoCode: null as string | null,
    discount: 0,
    status: 'pending' as BookingLookupFieldsFragment['status'],
    holdExpiresAt: null as string | null,
    payToken: null as string | null,
    canCancel: true,
    cancelRefusal: null,
    // 24 hours before 10:00 on 16 June in Seoul.
    cancellationDeadline: '2026-06-15T01:00:00.000Z',
    // A confirmed booking's ticket code (the server gives none for another status).
    ticketCode: null as string | null,
    // Movable until the same deadline (the item names no change window), twice.
    canMove: false,
    moveDeadline: '2026-06-15T01:00:00.000Z' as string | null,
    guestMovesLeft: 2,
    changeRequest: null as BookingLookupFieldsFragment['changeRequest'],
    dayContacts: [] as BookingLookupFieldsFragment['dayContacts'],
    // Nothing owed before approval.
    payment: null as BookingLookupFieldsFragment['payment'],
    experience: {
      __typename: 'Experience' as const,
      id: 7,
      title: 'DMZ Half-Day Tour',
      category: 'Tour' as const,
      location: 'Paju, Gyeonggi-do',
      optionText: null as string | null,
      freeCancellationHours: 24 as number | null,
      bookingWindow: { __typename: 'BookingWindow' as const, from: '2026-06-01', until: '2026-07-31' },
      translations: [
        {
          __typename: 'ExperienceTranslation' as const,
          language: 'JPN' as const,
          title: 'DMZ半日ツアー',
          location: '京畿道坡州',
        },
      ],
    },
    ...overrides,
  };
}

/**
 * Freezes only the clock (Date), not timers, at `iso`: the calendar's "today" and past slots
 * follow it while Testing Library and Apollo keep their real timers.
 */
export function freezeClock(iso: string) {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
