import {
  DEFAULT_TIME_SLOTS,
  bookingRefusal,
  datesBetween,
  dayStatus,
  dialogCapacity,
  isSlotClosed,
  isSlotPast,
  partyMaxOf,
  salesWindow,
  seatsLeft,
  timeSlotsOf,
  type Schedulable,
} from './booking.js';

/** 2026-11-23 00:00 in Seoul (a Monday) = 2026-11-22 15:00 UTC = 2026-11-22 05:00 in Honolulu. */
const SEOUL_MIDNIGHT = new Date('2026-11-22T15:00:00Z');
const ONE_MINUTE_BEFORE = new Date('2026-11-22T14:59:00Z');
const ZONES = ['Pacific/Honolulu', 'UTC', 'Asia/Tokyo'];

/** An item sold up to its slots' start (no cut-off), unless `data` says otherwise. */
const item = (data: Partial<Schedulable> = {}): Schedulable => ({
  unavailableDates: [],
  blockedWeekdays: [],
  timeSlots: [],
  bookingCutoffHours: 0,
  ...data,
});

describe.each(ZONES)('the schedule seen by a visitor in %s', (zone) => {
  // Provided by server/src/testing/node-environment.mjs: sets the worker's real local zone.
  const setTimeZone = (globalThis as unknown as { __setTimeZone: (zone?: string) => void }).__setTimeZone;
  beforeAll(() => setTimeZone(zone));
  afterAll(() => setTimeZone(undefined));

  it('really runs in that zone', () => {
    const offset = { 'Pacific/Honolulu': 600, UTC: 0, 'Asia/Tokyo': -540 }[zone];
    expect(SEOUL_MIDNIGHT.getTimezoneOffset()).toBe(offset);
  });

  it('takes "today" from Seoul: at Seoul midnight yesterday is past, even where it is still the 22nd', () => {
    expect(dayStatus(item(), '2026-11-22', SEOUL_MIDNIGHT)).toBe('past');
    expect(dayStatus(item(), '2026-11-23', SEOUL_MIDNIGHT)).toBe('available');
    // 17:00 in Seoul on the 22nd is 22:00 on the 21st in Honolulu: the 22nd is still bookable.
    expect(dayStatus(item(), '2026-11-22', new Date('2026-11-22T08:00:00Z'))).toBe('available');
    // At 23:59 every default slot (the last at 18:00) has started: today is over.
    expect(dayStatus(item(), '2026-11-22', ONE_MINUTE_BEFORE)).toBe('past');
  });

  it('closes today once its last slot has started in Seoul', () => {
    const x = item({ timeSlots: ['10:00', '18:00'] });
    expect(dayStatus(x, '2026-11-23', new Date('2026-11-23T08:59:00Z'))).toBe('available'); // 17:59
    expect(dayStatus(x, '2026-11-23', new Date('2026-11-23T09:00:00Z'))).toBe('past'); // 18:00
    expect(dayStatus(x, '2026-11-24', new Date('2026-11-23T09:00:00Z'))).toBe('available');
    const late = { bookingDate: '2026-11-23', timeSlot: '10:00', numberOfGuests: 1 };
    expect(bookingRefusal(x, late, 0, new Date('2026-11-23T09:00:00Z'))).toBe('slot_past');
  });

  it('opens a window of 30 days from Seoul today when no end is given', () => {
    expect(salesWindow(item(), SEOUL_MIDNIGHT)).toEqual({ from: '2026-11-23', until: '2026-12-23' });
    expect(dayStatus(item(), '2026-12-23', SEOUL_MIDNIGHT)).toBe('available');
    expect(dayStatus(item(), '2026-12-24', SEOUL_MIDNIGHT)).toBe('outside_window');
  });

  it('honours the sales window, unavailable dates and blocked weekdays', () => {
    const x = item({
      salesAvailableFrom: '2026-11-25',
      salesAvailableUntil: '2026-11-30',
      unavailableDates: ['2026-11-26'],
      blockedWeekdays: [0], // Sunday 2026-11-29
    });
    expect(salesWindow(x, SEOUL_MIDNIGHT)).toEqual({ from: '2026-11-25', until: '2026-11-30' });
    expect(datesBetween('2026-11-23', '2026-12-01').map((d) => dayStatus(x, d, SEOUL_MIDNIGHT))).toEqual([
      'outside_window',
      'outside_window',
      'available',
      'unavailable',
      'available',
      'available',
      'blocked_weekday',
      'available',
      'outside_window',
    ]);
  });

  it('closes the slots of today that have started in Seoul, whatever the local clock says', () => {
    // 23:59 in Seoul on the 22nd: every slot of the 22nd has started; none of the 23rd.
    expect(isSlotPast('2026-11-22', '18:00', ONE_MINUTE_BEFORE)).toBe(true);
    expect(isSlotPast('2026-11-23', '09:00', ONE_MINUTE_BEFORE)).toBe(false);
    // 10:30 in Seoul: 10:00 has started, 11:00 has not.
    const halfPastTen = new Date('2026-11-23T01:30:00Z');
    expect(isSlotPast('2026-11-23', '10:00', halfPastTen)).toBe(true);
    expect(isSlotPast('2026-11-23', '11:00', halfPastTen)).toBe(false);
  });
});

describe('slots', () => {
  it('are hourly 09:00 to 18:00 when the experience names none', () => {
    expect(DEFAULT_TIME_SLOTS).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
    expect(timeSlotsOf(item())).toEqual(DEFAULT_TIME_SLOTS);
  });

  it("are the experience's own, sorted and without duplicates", () => {
    expect(timeSlotsOf(item({ timeSlots: ['14:00', '09:30', '14:00'] }))).toEqual(['09:30', '14:00']);
  });
});

describe('capacity', () => {
  it('counts seats left from maxGuests (10 when absent), floor 0 for display and 1 for the dialog', () => {
    expect(seatsLeft({ maxGuests: 3 }, 1)).toBe(2);
    expect(seatsLeft({ maxGuests: 3 }, 5)).toBe(0);
    expect(seatsLeft({ maxGuests: null }, 4)).toBe(6);
    expect(dialogCapacity({ maxGuests: 3 }, 3)).toBe(1);
    expect(dialogCapacity({ maxGuests: 3 }, 1)).toBe(2);
  });

  it('caps one booking at the per-booking maximum, never above the seats per slot', () => {
    expect(partyMaxOf({ maxGuests: 300, maxGuestsPerBooking: 10 })).toBe(10);
    expect(partyMaxOf({ maxGuests: 300, maxGuestsPerBooking: null })).toBe(300);
    expect(partyMaxOf({ maxGuests: 8, maxGuestsPerBooking: 12 })).toBe(8);
    expect(partyMaxOf({ maxGuests: null, maxGuestsPerBooking: null })).toBe(10);
    // The dialog offers the smaller of the seats left and the maximum.
    expect(dialogCapacity({ maxGuests: 300, maxGuestsPerBooking: 10 }, 0)).toBe(10);
    expect(dialogCapacity({ maxGuests: 300, maxGuestsPerBooking: 10 }, 295)).toBe(5);
    const show = item({ maxGuests: 300, maxGuestsPerBooking: 10, timeSlots: ['10:00'] });
    const request = { bookingDate: '2026-11-24', timeSlot: '10:00', numberOfGuests: 11 };
    expect(bookingRefusal(show, request, 0, SEOUL_MIDNIGHT)).toBe('above_max_guests');
    expect(bookingRefusal(show, { ...request, numberOfGuests: 10 }, 0, SEOUL_MIDNIGHT)).toBeNull();
  });

  it('refuses a request for each broken rule, in order', () => {
    const x = item({
      maxGuests: 4,
      minGuests: 2,
      timeSlots: ['10:00', '14:00'],
      unavailableDates: ['2026-11-26'],
    });
    const ok = { bookingDate: '2026-11-24', timeSlot: '10:00', numberOfGuests: 2 };
    const refuse = (change: Partial<typeof ok>, confirmed = 0) =>
      bookingRefusal(x, { ...ok, ...change }, confirmed, SEOUL_MIDNIGHT);
    expect(refuse({})).toBeNull();
    expect(refuse({ bookingDate: '2026-02-30' })).toBe('invalid_date');
    expect(refuse({ bookingDate: '2026-11-22' })).toBe('past');
    expect(refuse({ bookingDate: '2027-01-30' })).toBe('outside_window');
    expect(refuse({ bookingDate: '2026-11-26' })).toBe('unavailable');
    expect(refuse({ timeSlot: '11:00' })).toBe('invalid_slot');
    expect(bookingRefusal(x, { ...ok, bookingDate: '2026-11-23' }, 0, new Date('2026-11-23T02:00:00Z'))).toBe(
      'slot_past',
    );
    expect(refuse({ numberOfGuests: 1 })).toBe('below_min_guests');
    expect(refuse({ numberOfGuests: 5 })).toBe('above_max_guests');
    expect(refuse({ numberOfGuests: 3 }, 2)).toBe('no_seats');
    expect(refuse({ numberOfGuests: 2 }, 2)).toBeNull();
  });
});

describe('the booking cut-off', () => {
  // 2026-11-23 (Monday) 11:30 in Seoul.
  const NOW = new Date('2026-11-23T02:30:00Z');
  const request = (timeSlot: string, bookingDate = '2026-11-23') => ({
    bookingDate,
    timeSlot,
    numberOfGuests: 1,
  });

  it('stops selling a slot its cut-off hours before it starts (2 by default)', () => {
    const x = item({ timeSlots: ['13:00', '14:00'], bookingCutoffHours: undefined });
    expect(isSlotClosed(x, '2026-11-23', '13:00', NOW)).toBe(true); // 1 h 30 away
    expect(isSlotClosed(x, '2026-11-23', '14:00', NOW)).toBe(false); // 2 h 30 away
    expect(bookingRefusal(x, request('13:00'), 0, NOW)).toBe('sales_closed');
    expect(bookingRefusal(x, request('14:00'), 0, NOW)).toBeNull();
    // Exactly at the cut-off the slot closes.
    expect(isSlotClosed(x, '2026-11-23', '14:00', new Date('2026-11-23T03:00:00Z'))).toBe(true);
  });

  it("follows the item's own cut-off, and closes a whole day whose every slot is closed", () => {
    const dayAhead = item({ timeSlots: ['10:00'], bookingCutoffHours: 24 });
    expect(isSlotClosed(dayAhead, '2026-11-24', '10:00', NOW)).toBe(true); // 22 h 30 away
    expect(dayStatus(dayAhead, '2026-11-24', NOW)).toBe('past');
    expect(bookingRefusal(dayAhead, request('10:00', '2026-11-24'), 0, NOW)).toBe('sales_closed');
    expect(dayStatus(dayAhead, '2026-11-25', NOW)).toBe('available');
    // A slot that has started says so, not "closed".
    expect(bookingRefusal(dayAhead, request('10:00'), 0, NOW)).toBe('slot_past');
  });
});
