import {
  AdminWaitlistDocument,
  BookingPaymentsDocument,
  DashboardChartsDocument,
  InboxBadgeDocument,
  ItemPickerSearchDocument,
  PaymentAutoCancelDocument,
} from '@/generated/graphql';
/** The item pickers' server search answered, whatever is typed, with these items (id and title). */
export const itemPickerFinds = (items: readonly (readonly [number, string])[]) => ({
  request: { query: ItemPickerSearchDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      adminExperiences: {
        __typename: 'ExperiencePage' as const,
        totalCount: items.length,
        items: items.map(([id, title]) => ({ __typename: 'Experience' as const, id, title })),
      },
    },
  },
});

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
  withOption: false,
  chosenOption: null,
  totalPrice: 90000,
  guestName: `Guest ${id}`,
  guestPhone: '+819012345678',
  guestEmail: `guest${id}@example.jp`,
  status: 'pending',
  adminMemo: '',
  specialRequests: 'Vegetarian',
  language: 'JPN',
  createdAt: '2026-11-23T01:05:00.000Z',
  paymentStatus: null,
  amountDue: null,
  amountPaid: 0,
  paymentDueDate: null,
  paymentOverdue: false,
  paidOnline: false,
  checkedInAt: null,
  checkInScannedAt: null,
  guestsArrived: null,
  noShowAt: null,
  holdExpiresAt: null,
  resellerName: null,
  resellerReference: null,
  promoCode: null,
  discount: 0,
  moves: [],
  changeRequest: null,
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

/**
 * What the signed-in admin frame and the dashboard ask besides a test's own mocks: the inbox's
 * unread count (none), the charts (a quiet period), payments (none; auto-cancel off), a slot's waitlist (empty) and the item pickers' search (no match). Appended after the test's mocks by the
 * render helpers, so a test that gives its own answer is answered first.
 */
export const ADMIN_SHELL_MOCKS = [
  {
    // A slot's waitlist in the desk: nobody waiting, unless a test answers first.
    request: { query: AdminWaitlistDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { adminWaitlist: [] } },
  },
  {
    // A confirmed booking's payments panel: nothing owed or paid yet, unless a test answers first.
    request: { query: BookingPaymentsDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        bookingPayments: {
          __typename: 'BookingPayments' as const,
          amountDue: 0,
          amountPaid: 0,
          amountRefunded: 0,
          status: 'unpaid' as const,
          dueDate: null,
          overdue: false,
          reference: '#0',
          way: 'bank_transfer' as const,
          payments: [],
        },
        booking: { __typename: 'GuestBooking' as const, id: 0, onlinePayments: [] },
      },
    },
  },
  {
    // The dashboard's payments tile: automatic cancellation off.
    request: { query: PaymentAutoCancelDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: { paymentAutoCancel: { __typename: 'AutoCancelPreview' as const, days: null, wouldCancel: [] } },
    },
  },
  {
    // The item pickers' server search: nothing found, unless a test answers first.
    request: { query: ItemPickerSearchDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: { adminExperiences: { __typename: 'ExperiencePage' as const, totalCount: 0, items: [] } },
    },
  },
  {
    request: { query: InboxBadgeDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { inquiryCounts: { __typename: 'InquiryCounts' as const, unread: 0 } } },
  },
  {
    request: { query: DashboardChartsDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        dashboardCharts: {
          __typename: 'DashboardCharts' as const,
          from: '2026-10-25',
          to: '2026-11-23',
          applicationsPerDay: [],
          occupancy: [],
          bookingsByLanguage: [],
          topItems: [],
          arrivalsPerItem: [],
        },
      },
    },
  },
];
