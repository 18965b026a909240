import { screen, within } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import {
  AdminBookingsDocument,
  AdminDashboardDocument,
  AdminReviewsDocument,
  BookingItemHeaderDocument,
  BookingItemSummariesDocument,
  MeDocument,
  ReviewSummaryDocument,
} from '@/generated/graphql';
import { adminBookingRow, bookingItemHeader } from '@/testing/adminFixtures';
import { backupStatusMock } from '@/testing/backupFixtures';
import { renderApp } from '@/testing/render';

// The sections behind the links use Radix selects and checkboxes.
beforeEach(() => window.localStorage.setItem('adminLanguage', 'ENG'));
afterEach(() => window.localStorage.clear());

type Vars = Record<string, unknown>;
/** Answers `data` to every call of `query` whose variables pass `match`. */
const answer = (query: DocumentNode, data: unknown, match: (v: Vars) => boolean = () => true) => ({
  request: { query, variables: match },
  result: { data },
  maxUsageCount: 10,
});

const signedIn = answer(MeDocument, {
  me: { __typename: 'AdminUser', id: 1, username: 'curator', role: 'owner' },
});

const dashboard = answer(AdminDashboardDocument, {
  adminDashboard: {
    __typename: 'AdminDashboard',
    pendingApplications: 2,
    reviewsAwaitingModeration: 2,
    awaitingPayment: 0,
    overduePayments: 0,
    overpaidPayments: 0,
    refundsDue: 0,
    holdsEndingSoon: 0,
    awaitingOnlinePayment: 0,
    onlinePaymentsToday: 0,
    onlinePaidToday: 0,
    today: '2026-11-23',
    tomorrow: '2026-11-24',
    todaySlots: [
      {
        __typename: 'BookingDaySlot',
        key: '7:2026-11-23:10:00',
        itemId: 7,
        title: 'Kimchi class',
        bookingDate: '2026-11-23',
        timeSlot: '10:00',
        maxGuests: 10,
        confirmedGuests: 2,
        pendingGuests: 2,
      },
    ],
    tomorrowSlots: [],
    paymentInstructionsPlaceholder: [],
  },
  onlinePaymentSettings: { __typename: 'OnlinePaymentSettings' as const, enabled: false },
});

const TITLES: Record<number, string> = { 1: 'Hanbok walk', 2: 'Tea ceremony' };

const review = (id: number, itemId: number, reviewerName: string) => ({
  __typename: 'Review',
  id,
  itemId,
  itemTitle: TITLES[itemId] ?? null,
  reviewType: 'general',
  reviewerName,
  rating: 4,
  visitDate: '2026-11-01',
  reviewContent: `Said ${reviewerName}`,
  reviewImages: [],
  thumbnailImage: null,
  reelsLink: null,
  originalReelsLink: null,
  isApproved: null,
  createdBy: 'user',
  createdAt: '2026-11-02T00:00:00.000Z',
});

const summaryRow = (itemId: number, title: string) => ({
  __typename: 'ReviewItemSummary',
  itemId,
  title,
  language: 'ENG',
  pending: 1,
  approved: 0,
  rejected: 0,
  total: 1,
  rating: 4,
  reviewCount: 1,
});

const bookingsPage = (items: unknown[]) => ({
  adminBookings: {
    __typename: 'BookingPage',
    totalCount: items.length,
    page: 1,
    pageSize: 20,
    counts: {
      __typename: 'BookingStatusCounts',
      pending: 2,
      awaitingPayment: 0,
      confirmed: 1,
      cancelled: 0,
      expired: 0,
      all: 3,
    },
    items,
  },
});

const noItemSummaries = answer(BookingItemSummariesDocument, {
  bookingItemSummaries: {
    __typename: 'BookingItemSummaryPage',
    totalCount: 0,
    page: 1,
    pageSize: 100,
    items: [],
  },
});

/** The dashboard's backup tile (asked each time the home opens). */
const backup = { ...backupStatusMock(), maxUsageCount: 10 };

async function openDashboard(mocks: unknown[]) {
  const result = await renderApp({
    route: '/admin',
    mocks: [signedIn, dashboard, backup, ...mocks] as never,
  });
  await screen.findByRole('heading', { level: 2, name: 'Dashboard' });
  return result;
}

describe("the dashboard's links open the filtered lists", () => {
  it('reviews awaiting moderation: the pending reviews of every item', async () => {
    const { user } = await openDashboard([
      answer(ReviewSummaryDocument, {
        reviewSummary: {
          __typename: 'ReviewItemSummaryPage',
          totalCount: 2,
          page: 1,
          pageSize: 100,
          items: [summaryRow(1, 'Hanbok walk'), summaryRow(2, 'Tea ceremony')],
        },
      }),
      answer(
        AdminReviewsDocument,
        {
          adminReviews: {
            __typename: 'AdminReviewPage',
            totalCount: 2,
            page: 1,
            pageSize: 20,
            counts: { __typename: 'ReviewCounts', all: 5, pending: 2, approved: 2, rejected: 1 },
            items: [review(1, 1, 'Mina'), review(5, 2, 'Sora')],
          },
        },
        (v) => v.itemId === null && v.status === 'pending',
      ),
    ]);

    await user.click(await screen.findByRole('link', { name: '2 to moderate' }));
    await screen.findByRole('heading', { level: 2, name: 'Reviews' });
    const table = await screen.findByRole('table', { name: '2 reviews' });
    expect(screen.getByRole('button', { name: 'Pending (2)' })).toHaveAttribute('aria-pressed', 'true');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Mina#1', 'Sora#5']);
    expect(within(rows[0]).getByRole('button', { name: 'Hanbok walk' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Tea ceremony' })).toBeInTheDocument();
  });

  it('pending applications: the flat list on its Waiting tab', async () => {
    const { user } = await openDashboard([
      noItemSummaries,
      answer(AdminBookingsDocument, bookingsPage([adminBookingRow(1), adminBookingRow(2)]), (v) => {
        const filter = v.filter as Vars;
        return filter.status === 'pending' && filter.itemId === null && filter.timeSlot === null;
      }),
    ]);

    await user.click(await screen.findByRole('link', { name: '2 waiting for a decision' }));
    await screen.findByRole('heading', { level: 2, name: 'Bookings' });
    expect(await screen.findByRole('button', { name: 'Open booking #2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Waiting (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All applications' })).toHaveAttribute('aria-current', 'page');
  });

  it("today's slot: the applications of that slot, with its breadcrumbs", async () => {
    const { user } = await openDashboard([
      answer(BookingItemHeaderDocument, bookingItemHeader),
      answer(
        AdminBookingsDocument,
        bookingsPage([adminBookingRow(3, { bookingDate: '2026-11-23' })]),
        (v) => {
          const filter = v.filter as Vars;
          return (
            filter.itemId === 7 &&
            filter.dateFrom === '2026-11-23' &&
            filter.dateTo === '2026-11-23' &&
            filter.timeSlot === '10:00'
          );
        },
      ),
    ]);

    await user.click(await screen.findByRole('link', { name: '10:00 Kimchi class' }));
    expect(await screen.findByRole('button', { name: 'Open booking #3' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('button', { name: 'Kimchi class' })).toBeInTheDocument();
    expect(within(crumbs).getByText(/10:00/)).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).getByText(/10:00/)).toHaveTextContent('2026. 11. 23.');
  });
});
