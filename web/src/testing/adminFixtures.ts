/** An application as the admin lists load it (`AdminBookingRow`): pending, 2 guests, item 7. */
export const adminBookingRow = (id: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'GuestBooking' as const,
  id,
  itemId: 7,
  itemLanguage: 'JPN',
  itemTitle: 'Kimchi class',
  bookingDate: '2026-12-05',
  timeSlot: '10:00',
  numberOfGuests: 2,
  guestName: `Guest ${id}`,
  guestPhone: '+81 9012345678',
  guestEmail: `guest${id}@example.jp`,
  status: 'pending',
  adminMemo: '',
  specialRequests: 'Vegetarian',
  language: 'JPN',
  createdAt: '2026-11-23T01:05:00.000Z',
  ...extra,
});

/** The by-item view's header answer (`BookingItemHeader`) for item 7. */
export const bookingItemHeader = {
  bookingSlotSummaries: {
    __typename: 'BookingSlotSummaryPage',
    item: {
      __typename: 'BookingItemSummary',
      itemId: 7,
      title: 'Kimchi class',
      language: 'JPN',
      maxGuests: 10,
    },
  },
};
