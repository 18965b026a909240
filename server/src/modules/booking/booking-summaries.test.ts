import { makeBooking, makeExperience } from '../../testing/fixtures.js';
import {
  admin,
  app,
  d1,
  d2,
  fixture,
  hanok,
  inDays,
  ITEMS,
  kimchi,
  LIST,
  setUpBookingDesk,
  SLOTS,
  tally,
} from './booking-admin.testing.js';

setUpBookingDesk();

describe('by item', () => {
  it('counts bookings and guests per status for each item (hand-computed)', async () => {
    const res = await admin.gql(ITEMS, { filter: fixture, sort: 'title', direction: 'ASC' });
    expect(res.errors).toBeUndefined();
    expect(res.data.bookingItemSummaries).toEqual({
      totalCount: 2,
      items: [
        {
          itemId: kimchi.id,
          title: 'Kimchi class',
          language: 'JPN',
          maxGuests: 10,
          tally: tally(1, 3, 1, 1, 0, 0, 2, 4),
        },
        {
          itemId: hanok.id,
          title: '한옥 다도 체험',
          language: 'KOR',
          maxGuests: 4,
          tally: tally(2, 3, 2, 5, 1, 1, 5, 9),
        },
      ],
    });
    const byTotal = await admin.gql(ITEMS, { filter: fixture, sort: 'total', direction: 'DESC' });
    expect(byTotal.data.bookingItemSummaries.items.map((i: { itemId: number }) => i.itemId)).toEqual([
      hanok.id,
      kimchi.id,
    ]);
  });

  it('counts each slot of an item, with seats left and the slot filters', async () => {
    const res = await admin.gql(SLOTS, { itemId: hanok.id });
    expect(res.errors).toBeUndefined();
    expect(res.data.bookingSlotSummaries).toEqual({
      totalCount: 2,
      item: { itemId: hanok.id, title: '한옥 다도 체험' },
      items: [
        {
          bookingDate: d1,
          timeSlot: '10:00',
          seatsLeft: 0,
          overCapacity: true,
          maxGuests: 4,
          tally: tally(1, 2, 2, 5, 1, 1, 4, 8),
        },
        {
          bookingDate: d2,
          timeSlot: '14:00',
          seatsLeft: 4,
          overCapacity: false,
          maxGuests: 4,
          tally: tally(1, 1, 0, 0, 0, 0, 1, 1),
        },
      ],
    });
    const dates = async (slotFilter: string) =>
      (await admin.gql(SLOTS, { itemId: hanok.id, slotFilter })).data.bookingSlotSummaries.items.map(
        (s: { bookingDate: string }) => s.bookingDate,
      );
    expect(await dates('overCapacity')).toEqual([d1]);
    expect(await dates('withConfirmed')).toEqual([d1]);
    expect(await dates('withPending')).toEqual([d1, d2]);
    const bySeats = await admin.gql(SLOTS, { itemId: hanok.id, sort: 'seatsLeft', direction: 'DESC' });
    expect(
      bySeats.data.bookingSlotSummaries.items.map((s: { bookingDate: string }) => s.bookingDate),
    ).toEqual([d2, d1]);
  });

  it('lists the applications of one slot with a status filter', async () => {
    const res = await admin.gql(LIST, {
      filter: { itemId: hanok.id, dateFrom: d1, dateTo: d1, timeSlot: '10:00', status: 'confirmed' },
      sort: 'guestName',
      direction: 'ASC',
    });
    expect(res.data.adminBookings.items.map((b: { guestName: string }) => b.guestName)).toEqual([
      'Lee Sora',
      'Park Jun',
    ]);
    expect(res.data.adminBookings.counts).toEqual({ pending: 1, confirmed: 2, cancelled: 1, all: 4 });
  });

  it('shows the day view’s other seat holds: a live online-payment hold and a waitlist offer, not an ended one', async () => {
    const item = await makeExperience(app.em(), { maxGuests: 8, timeSlots: ['09:00'] });
    const day = inDays(30);
    const live = new Date(Date.now() + 600_000);
    const ended = new Date(Date.now() - 60_000);
    for (const [status, holdExpiresAt, numberOfGuests] of [
      ['awaiting_payment', live, 2],
      ['offered', live, 1],
      ['awaiting_payment', ended, 4],
      ['confirmed', null, 3],
    ] as const)
      await makeBooking(app.em(), item, {
        bookingDate: day,
        timeSlot: '09:00',
        status: status as never,
        holdExpiresAt,
        numberOfGuests,
      });
    const res = await admin.gql(
      `query($from: String) { bookingDayView(from: $from, days: 1) { itemId confirmedGuests pendingGuests heldGuests } }`,
      { from: day },
    );
    expect(res.data.bookingDayView).toEqual([
      { itemId: item.id, confirmedGuests: 3, pendingGuests: 0, heldGuests: 3 },
    ]);
  });

  it('shows the day view: confirmed and pending guests against capacity', async () => {
    const res = await admin.gql(
      `query($from: String) { bookingDayView(from: $from, days: 2) { itemId bookingDate timeSlot maxGuests confirmedGuests pendingGuests } }`,
      { from: d1 },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.bookingDayView).toEqual([
      {
        itemId: kimchi.id,
        bookingDate: d1,
        timeSlot: '10:00',
        maxGuests: 10,
        confirmedGuests: 1,
        pendingGuests: 3,
      },
      {
        itemId: hanok.id,
        bookingDate: d1,
        timeSlot: '10:00',
        maxGuests: 4,
        confirmedGuests: 5,
        pendingGuests: 2,
      },
      {
        itemId: hanok.id,
        bookingDate: d2,
        timeSlot: '14:00',
        maxGuests: 4,
        confirmedGuests: 0,
        pendingGuests: 1,
      },
    ]);
  });
});
