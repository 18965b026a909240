import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { DocumentNode } from 'graphql';
import {
  AdminBookingsDocument,
  BookingDayViewDocument,
  ApproveBookingDocument,
  BookingItemHeaderDocument,
  BookingItemSummariesDocument,
  BookingLogsDocument,
  BookingSlotSummariesDocument,
  BookingSlotTallyDocument,
  BulkBookingActionDocument,
  BulkBookingPreviewDocument,
  CancelBookingDocument,
  UpdateBookingStatusDocument,
} from '@/generated/graphql';
import { addDays, seoulToday } from '@domain/calendar';
import { formatSeoulDate } from '@/features/admin/kit/seoulTime';
import { adminBookingRow, bookingItemHeader } from '@/testing/adminFixtures';
import { pickRange } from '@/testing/pickDate';
import { pickOption } from '@/testing/pickOption';
import { renderWithProviders } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { activateAdminLocale } from '@/features/admin/kit/i18n/adminI18n';
import { BookingsSection } from '../index';

type Vars = Record<string, unknown>;
const any = () => true;
/** A mock answering `data` to every call of `query` whose variables pass `match`. */
const mock = (query: DocumentNode, data: unknown, match: (v: Vars) => boolean = any, times = 20) => ({
  request: { query, variables: match },
  result: { data },
  maxUsageCount: times,
});

const booking = adminBookingRow;

const counts = {
  __typename: 'BookingStatusCounts',
  pending: 2,
  awaitingPayment: 0,
  confirmed: 1,
  cancelled: 0,
  expired: 0,
  all: 3,
};
const listOf = (items: unknown[], c = counts) => ({
  adminBookings: {
    __typename: 'BookingPage',
    totalCount: items.length,
    page: 1,
    pageSize: 20,
    counts: c,
    items,
  },
});
const tally = (p: number, pg: number, c: number, cg: number, x = 0, xg = 0) => ({
  __typename: 'BookingTally',
  pendingBookings: p,
  pendingGuests: pg,
  confirmedBookings: c,
  confirmedGuests: cg,
  cancelledBookings: x,
  cancelledGuests: xg,
  totalBookings: p + c + x,
  totalGuests: pg + cg + xg,
});
const itemSummary = {
  __typename: 'BookingItemSummary',
  itemId: 7,
  language: 'JPN',
  title: 'Kimchi class',
  maxGuests: 10,
  tally: tally(2, 4, 1, 2),
};
const itemsPage = (items: unknown[]) => ({
  bookingItemSummaries: {
    __typename: 'BookingItemSummaryPage',
    totalCount: items.length,
    page: 1,
    pageSize: 20,
    items,
  },
});
const slot = {
  __typename: 'BookingSlotSummary',
  key: '7:2026-12-05:10:00',
  bookingDate: '2026-12-05',
  timeSlot: '10:00',
  maxGuests: 10,
  seatsLeft: 8,
  overCapacity: false,
  tally: tally(2, 4, 1, 2),
};
const header = bookingItemHeader;
const slotsPage = {
  bookingSlotSummaries: {
    __typename: 'BookingSlotSummaryPage',
    totalCount: 1,
    page: 1,
    pageSize: 20,
    item: header.bookingSlotSummaries.item,
    items: [slot],
  },
};
const slotTally = {
  bookingSlotSummaries: {
    __typename: 'BookingSlotSummaryPage',
    items: [
      {
        __typename: 'BookingSlotSummary',
        key: slot.key,
        timeSlot: '10:00',
        maxGuests: 10,
        seatsLeft: 8,
        tally: slot.tally,
      },
    ],
  },
};
const noLogs = { bookingLogs: [] };

const render = (route: string, mocks: unknown[], korean = false) => {
  if (korean) window.localStorage.removeItem('adminLanguage');
  else window.localStorage.setItem('adminLanguage', 'ENG');
  return renderWithProviders(
    <AdminI18nProvider>
      <BookingsSection />
    </AdminI18nProvider>,
    { route, mocks: mocks as never },
  );
};

const listMocks = (items: unknown[], c = counts) => [
  mock(AdminBookingsDocument, listOf(items, c)),
  mock(BookingItemSummariesDocument, itemsPage([itemSummary])),
];

describe('bookings section: flat list', () => {
  it('shows the applications with status tab counts, in Seoul time and the Korean date format', async () => {
    await render(
      '/admin?section=bookings',
      listMocks([
        booking(1),
        booking(2, { status: 'confirmed', withOption: true, chosenOption: 'Solo filming' }),
      ]),
    );
    // The table shows skeleton rows until the page arrives.
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('button', { name: 'Open booking #1' })).toBeInTheDocument();
    const row = within(table).getByRole('button', { name: 'Open booking #1' }).closest('tr')!;
    expect(row).toHaveTextContent('Kimchi class');
    expect(row).toHaveTextContent('2026. 12. 05.');
    // 01:05 UTC is 10:05 in Seoul.
    expect(row).toHaveTextContent('10:05');
    expect(row).toHaveTextContent('Waiting');
    expect(row).not.toHaveTextContent('Solo filming');
    expect(within(table).getByRole('columnheader', { name: 'Option' })).toBeInTheDocument();
    const second = within(table).getByRole('button', { name: 'Open booking #2' }).closest('tr')!;
    expect(second).toHaveTextContent('Solo filming');
    expect(screen.getByRole('button', { name: 'Waiting (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All (3)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/bookings.csv?',
    );
  });

  it('speaks Korean by default: 대기 / 확정 / 취소', async () => {
    await render(
      '/admin?section=bookings',
      listMocks([booking(1), booking(2, { status: 'confirmed' })]),
      true,
    );
    expect(await screen.findByRole('button', { name: '대기 (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '확정 (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '취소 (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '예약 #1 열기' }).closest('tr')).toHaveTextContent('대기');
  });

  it("names each item in the admin's language: the list asks for titles in it, as English when switched", async () => {
    const inLanguage = (language: string) => (v: Vars) => v.titleLanguage === language;
    await render(
      '/admin?section=bookings',
      [
        mock(
          AdminBookingsDocument,
          listOf([booking(1, { itemTitle: '김치 만들기 교실' })]),
          inLanguage('KOR'),
        ),
        mock(AdminBookingsDocument, listOf([booking(1)]), inLanguage('ENG')),
      ],
      true,
    );
    const row = (await screen.findByRole('button', { name: '예약 #1 열기' })).closest('tr')!;
    expect(row).toHaveTextContent('김치 만들기 교실');
    // The admin switches to English (the shell's language select does this).
    await act(() => activateAdminLocale('en'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open booking #1' }).closest('tr')).toHaveTextContent(
        'Kimchi class',
      ),
    );
  });

  it('says when no application matches', async () => {
    const zero = { ...counts, pending: 0, confirmed: 0, all: 0 };
    await render('/admin?section=bookings&status=cancelled&q=nobody', listMocks([], zero));
    expect(await screen.findByText('No applications match the condition.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/bookings.csv?status=cancelled&q=nobody',
    );
  });

  it('filters by a booking-date range from a calendar, kept in the URL as from and to', async () => {
    const range = (from: string | null, to: string | null) => (v: Vars) => {
      const filter = v.filter as Record<string, unknown>;
      return filter.dateFrom === from && filter.dateTo === to;
    };
    const { user } = await render('/admin?section=bookings&from=2026-12-01&to=2026-12-05', [
      mock(AdminBookingsDocument, listOf([booking(1)]), range('2026-12-01', '2026-12-05')),
      mock(AdminBookingsDocument, listOf([booking(2)]), range('2026-12-10', '2026-12-12')),
      mock(AdminBookingsDocument, listOf([booking(3)]), range(null, null)),
      mock(BookingItemSummariesDocument, itemsPage([itemSummary])),
    ]);
    const csv = () => screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(await screen.findByRole('button', { name: 'Open booking #1' })).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: /^Booking dates Dec 1\s–\s5, 2026$/ });
    expect(csv()).toBe('/api/admin/bookings.csv?dateFrom=2026-12-01&dateTo=2026-12-05');

    await pickRange(user, trigger, '2026-12-10', '2026-12-12');
    expect(await screen.findByRole('button', { name: 'Open booking #2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Booking dates Dec 10\s–\s12, 2026$/ })).toBeInTheDocument();
    expect(csv()).toBe('/api/admin/bookings.csv?dateFrom=2026-12-10&dateTo=2026-12-12');

    await user.click(screen.getByRole('button', { name: /^Booking dates/ }));
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(await screen.findByRole('button', { name: 'Open booking #3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Booking dates Any dates' })).toBeInTheDocument();
    expect(csv()).toBe('/api/admin/bookings.csv?');
  });

  it('previews a bulk approval, then shows a result per booking', async () => {
    const approve = jest.fn();
    const { user } = await render('/admin?section=bookings', [
      ...listMocks([booking(1), booking(2, { status: 'confirmed' })]),
      mock(
        BulkBookingPreviewDocument,
        {
          bulkBookingPreview: {
            __typename: 'BulkBookingPreview',
            selected: 2,
            applicable: 1,
            mailsGuests: true,
          },
        },
        (v) => v.action === 'approve',
      ),
      {
        request: {
          query: BulkBookingActionDocument,
          variables: { ids: [1, 2], action: 'approve', titleLanguage: 'ENG' },
        },
        result: () => {
          approve();
          return {
            data: {
              bulkBookingAction: [
                {
                  __typename: 'BulkBookingResult',
                  id: 1,
                  outcome: 'approved',
                  booking: booking(1, { status: 'confirmed' }),
                },
                {
                  __typename: 'BulkBookingResult',
                  id: 2,
                  outcome: 'already',
                  booking: booking(2, { status: 'confirmed' }),
                },
              ],
            },
          };
        },
      },
      mock(BookingLogsDocument, noLogs),
    ]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select booking #1 (Guest 1)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select booking #2 (Guest 2)' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve selected applications' });
    expect(
      await within(dialog).findByText('Applies to 1 of the 2 selected; guests will be e-mailed.'),
    ).toBeInTheDocument();
    expect(approve).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Approve 1' }));
    const results = await within(dialog).findByRole('list', { name: 'Results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#1 Guest 1: Approved', '#2 Guest 2: Already in that status']);
    expect(approve).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('1 of 2 applications changed')).toBeInTheDocument();
  });
});

describe('bookings section: by item', () => {
  it('drills from items to slots to the applications of one slot, with breadcrumbs', async () => {
    const { user } = await render('/admin?section=bookings&view=by-item', [
      mock(BookingItemSummariesDocument, itemsPage([itemSummary])),
      mock(BookingItemHeaderDocument, header),
      mock(BookingSlotSummariesDocument, slotsPage),
      mock(AdminBookingsDocument, listOf([booking(1)]), (v) => {
        const f = v.filter as Vars;
        return (
          f.itemId === 7 && f.dateFrom === '2026-12-05' && f.dateTo === '2026-12-05' && f.timeSlot === '10:00'
        );
      }),
    ]);
    const items = await screen.findByRole('table');
    const row = (await within(items).findByRole('button', { name: 'Kimchi class' })).closest('tr')!;
    expect(row).toHaveTextContent('2 (4 guests)');
    expect(row).toHaveTextContent('3 (6 guests)');
    await user.click(within(row).getByRole('button', { name: 'View slots' }));

    const slotButton = await screen.findByRole('button', { name: /2026\. 12\. 05\..* 10:00/ });
    expect(slotButton.closest('tr')).toHaveTextContent('8 / 10');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('button', { name: 'Kimchi class' })).toBeInTheDocument();
    await user.click(slotButton);

    expect(await screen.findByRole('button', { name: 'Open booking #1' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'E-mail' })).toBeInTheDocument();
    expect(within(crumbs).getByText(/10:00/)).toHaveAttribute('aria-current', 'page');
    await user.click(within(crumbs).getByRole('button', { name: 'All items' }));
    expect(await screen.findByRole('button', { name: 'View slots' })).toBeInTheDocument();
  });

  it("prints a slot's roster with each guest's special request", async () => {
    const { user } = await render('/admin?section=bookings&view=by-item&item=7&slot=2026-12-05+10%3A00', [
      mock(BookingItemHeaderDocument, header),
      mock(
        AdminBookingsDocument,
        listOf([
          booking(1),
          booking(2, {
            status: 'confirmed',
            specialRequests: 'Wheelchair access, please',
            withOption: true,
            chosenOption: 'Solo filming',
          }),
          booking(3, { specialRequests: '' }),
        ]),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Roster for printing' }));
    const roster = await screen.findByRole('region', { name: /^Roster: Kimchi class/ });
    const table = within(roster).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Special requests' })).toBeInTheDocument();
    const rowOf = (name: string) => within(table).getByRole('cell', { name }).closest('tr')!;
    expect(rowOf('Guest 1')).toHaveTextContent('Vegetarian');
    expect(rowOf('Guest 2')).toHaveTextContent('Wheelchair access, please');
    expect(rowOf('Guest 3')).toHaveTextContent('—');
    // The option the guest chose, in its own column.
    expect(within(table).getByRole('columnheader', { name: 'Option' })).toBeInTheDocument();
    expect(rowOf('Guest 2')).toHaveTextContent('Solo filming');
    expect(rowOf('Guest 1')).not.toHaveTextContent('Solo filming');
  });

  it("a started slot's roster shows who arrived (how many, when) and the no-shows", async () => {
    const past = addDays(seoulToday(), -1);
    const { user } = await render(`/admin?section=bookings&view=by-item&item=7&slot=${past}+10%3A00`, [
      mock(BookingItemHeaderDocument, header),
      mock(
        AdminBookingsDocument,
        listOf([
          booking(1, {
            status: 'confirmed',
            numberOfGuests: 4,
            checkedInAt: `${past}T01:10:00.000Z`,
            checkInScannedAt: `${past}T00:55:00.000Z`,
            guestsArrived: 3,
          }),
          booking(2, { status: 'confirmed', noShowAt: `${past}T05:00:00.000Z` }),
          booking(3, { status: 'confirmed' }),
          booking(4),
        ]),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Roster for printing' }));
    const roster = await screen.findByRole('region', { name: /^Roster: Kimchi class/ });
    expect(roster).toHaveTextContent('8 confirmed guests · arrived 3 / 8');
    const table = within(roster).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Arrival' })).toBeInTheDocument();
    const rowOf = (name: string) => within(table).getByRole('cell', { name }).closest('tr')!;
    // The arrival is the phone's scan (09:55 in Seoul), not when the queued check-in reached the server.
    expect(rowOf('Guest 1')).toHaveTextContent(/Arrived 3 \/ 4 at .*09:55/);
    expect(rowOf('Guest 2')).toHaveTextContent('No-show');
    expect(rowOf('Guest 3')).toHaveTextContent('Not checked in');
    expect(rowOf('Guest 4').lastElementChild).toHaveTextContent('—');
  });

  it("names items and the item of their slots in the admin's language", async () => {
    const korean = (v: Vars) => v.titleLanguage === 'KOR';
    const { user } = await render(
      '/admin?section=bookings&view=by-item',
      [
        mock(
          BookingItemSummariesDocument,
          itemsPage([{ ...itemSummary, title: '김치 만들기 교실' }]),
          korean,
        ),
        mock(
          BookingItemHeaderDocument,
          {
            bookingSlotSummaries: {
              ...header.bookingSlotSummaries,
              item: { ...header.bookingSlotSummaries.item, title: '김치 만들기 교실' },
            },
          },
          korean,
        ),
        mock(BookingSlotSummariesDocument, slotsPage, korean),
      ],
      true,
    );
    await user.click(await screen.findByRole('button', { name: '김치 만들기 교실' }));
    const crumbs = await screen.findByRole('navigation', { name: '탐색 경로' });
    expect(await within(crumbs).findByRole('button', { name: '김치 만들기 교실' })).toBeInTheDocument();
  });

  it('says when no item has applications', async () => {
    await render('/admin?section=bookings&view=by-item', [mock(BookingItemSummariesDocument, itemsPage([]))]);
    expect(await screen.findByText('No items with applications.')).toBeInTheDocument();
  });
});

describe('bookings section: day view', () => {
  const daySlot = (key: string, time: string, confirmed: number) => ({
    __typename: 'BookingDaySlot',
    key,
    itemId: 7,
    title: 'Kimchi class',
    language: 'JPN',
    bookingDate: '2026-12-05',
    timeSlot: time,
    maxGuests: 10,
    confirmedGuests: confirmed,
    pendingGuests: 1,
    heldGuests: 0,
    arrivedGuests: 0,
    noShows: 0,
  });

  it("shows a started slot's arrivals and no-shows, and nothing of the kind for a coming slot", async () => {
    const past = addDays(seoulToday(), -1);
    const coming = addDays(seoulToday(), 2);
    await render('/admin?section=bookings&view=day', [
      mock(BookingDayViewDocument, {
        bookingDayView: [
          { ...daySlot('p', '10:00', 7), bookingDate: past, arrivedGuests: 5, noShows: 1 },
          { ...daySlot('c', '10:00', 4), bookingDate: coming, heldGuests: 2 },
        ],
      }),
    ]);
    const started = await screen.findByRole('region', { name: formatSeoulDate(past) });
    expect(started).toHaveTextContent('Arrived 5 / 7 · 1 no-show');
    expect(started).not.toHaveTextContent('held');
    const later = screen.getByRole('region', { name: formatSeoulDate(coming) });
    expect(later).not.toHaveTextContent('Arrived');
    // Seats held by a payment in progress, an offer or a change request show beside the counts.
    expect(later).toHaveTextContent('4 / 10 confirmed, 1 waiting · 2 held');
  });

  it('colours each slot by its fill (orange from 70%, red from 90%) and opens a slot on click', async () => {
    const { user } = await render('/admin?section=bookings&view=day', [
      mock(BookingDayViewDocument, {
        bookingDayView: [daySlot('a', '09:00', 5), daySlot('b', '10:00', 7), daySlot('c', '11:00', 9)],
      }),
      mock(BookingItemHeaderDocument, header),
      mock(AdminBookingsDocument, listOf([booking(1)]), (v) => (v.filter as Vars).timeSlot === '10:00'),
    ]);
    const day = await screen.findByRole('region', { name: /2026\. 12\. 05\./ });
    expect(
      within(day)
        .getAllByRole('img')
        .map((bar) => bar.getAttribute('data-level')),
    ).toEqual(['low', 'high', 'full']);
    expect(within(day).getByRole('img', { name: '7 of 10 seats confirmed' })).toBeInTheDocument();
    await user.click(within(day).getByRole('button', { name: '10:00 Kimchi class' }));
    expect(await screen.findByRole('button', { name: 'Open booking #1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roster for printing' })).toBeInTheDocument();
  });

  it('lists 12 slots a day and opens the list of that day for the rest', async () => {
    const slots = Array.from({ length: 13 }, (_, i) =>
      daySlot(`s${i}`, `${String(8 + i).padStart(2, '0')}:00`, 1),
    );
    const { user } = await render('/admin?section=bookings&view=day', [
      mock(BookingDayViewDocument, { bookingDayView: slots }, (v) => v.slotsPerDay === 13),
      mock(
        AdminBookingsDocument,
        listOf([booking(1)]),
        (v) => (v.filter as Vars).dateFrom === '2026-12-05' && (v.filter as Vars).dateTo === '2026-12-05',
      ),
    ]);
    const day = await screen.findByRole('region', { name: /2026\. 12\. 05\./ });
    expect(within(day).getAllByRole('listitem')).toHaveLength(12);
    expect(within(day).queryByRole('button', { name: '20:00 Kimchi class' })).not.toBeInTheDocument();
    await user.click(within(day).getByRole('button', { name: "More slots: this day's applications" }));
    expect(await screen.findByRole('button', { name: 'Open booking #1' })).toBeInTheDocument();
  });
});

describe('manage dialog', () => {
  const open = async (mocks: unknown[], extra: Record<string, unknown> = {}) => {
    const result = await render('/admin?section=bookings', [
      ...listMocks([booking(1, extra)]),
      mock(BookingSlotTallyDocument, slotTally),
      ...mocks,
    ]);
    await result.user.click(await screen.findByRole('button', { name: 'Open booking #1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking #1' });
    return { ...result, dialog };
  };
  const choose = async (
    user: Awaited<ReturnType<typeof open>>['user'],
    dialog: HTMLElement,
    label: string,
  ) => {
    await pickOption(user, 'Status', label, dialog);
  };

  it("shows a reseller's booking with the reseller's name in the list and its name and reference here", async () => {
    const { dialog } = await open([mock(BookingLogsDocument, noLogs)], {
      resellerName: 'Klook',
      resellerReference: 'KL-20261205-9',
    });
    const row = screen.getByRole('button', { name: 'Open booking #1', hidden: true }).closest('tr')!;
    expect(within(row).getByTitle('Booked by reseller Klook')).toHaveTextContent('Klook');
    expect(within(dialog).getByText('Reseller')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Klook, reference KL-20261205-9');
  });

  it('shows no reseller for a storefront booking', async () => {
    const { dialog } = await open([mock(BookingLogsDocument, noLogs)]);
    const row = screen.getByRole('button', { name: 'Open booking #1', hidden: true }).closest('tr')!;
    expect(within(row).queryByTitle(/Booked by reseller/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Reseller')).not.toBeInTheDocument();
  });

  it("shows a promo code's snapshot: the code and what it took off the list total", async () => {
    const { dialog } = await open([mock(BookingLogsDocument, noLogs)], {
      totalPrice: 81_909,
      promoCode: 'HANOK10',
      discount: 9101,
    });
    expect(within(dialog).getByText('Promo code')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('HANOK10: ₩9,101 off ₩91,010');
  });

  it('shows the application and the slot, enables Save only on a change, and approves on confirmed', async () => {
    const approved = jest.fn();
    const { user, dialog } = await open([
      mock(BookingLogsDocument, {
        bookingLogs: [
          {
            __typename: 'BookingLog',
            id: 1,
            logType: 'booking_created',
            details: 'Application for 2 guest(s)',
            oldValue: null,
            newValue: 'pending',
            createdBy: 'customer',
            createdByName: null,
            createdAt: '2026-11-23T01:05:00.000Z',
          },
          {
            __typename: 'BookingLog',
            id: 2,
            logType: 'memo_update',
            details: 'Admin memo updated',
            oldValue: '',
            newValue: 'VIP',
            createdBy: 'admin',
            createdByName: 'helper',
            createdAt: '2026-11-23T02:05:00.000Z',
          },
        ],
      }),
      {
        request: {
          query: ApproveBookingDocument,
          variables: { id: 1, overrideCapacity: false, titleLanguage: 'ENG' },
        },
        result: () => {
          approved();
          return { data: { approveBooking: booking(1, { status: 'confirmed' }) } };
        },
      },
    ]);
    expect(within(dialog).getByText('Vegetarian')).toBeInTheDocument();
    // No option chosen; the total as the guest applied.
    expect(within(dialog).getByText('Option').nextElementSibling).toHaveTextContent('—');
    expect(within(dialog).getByText('Total').nextElementSibling).toHaveTextContent('₩90,000');
    expect(
      await within(dialog).findByText(/Waiting 4, confirmed 2, cancelled 0 guests; 8 of 10 seats left/),
    ).toBeInTheDocument();
    const log = within(dialog).getByRole('region', { name: 'Activity log' });
    expect(await within(log).findByText('Application received')).toBeInTheDocument();
    expect(log).toHaveTextContent('Customer');
    expect(log).toHaveTextContent('— → Waiting');
    // An admin's entry names the staff member, not just "Admin".
    expect(within(log).getAllByRole('listitem')[1]).toHaveTextContent('helper');
    expect(within(log).getAllByRole('listitem')[1]).not.toHaveTextContent('Admin ·');

    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await choose(user, dialog, 'Confirmed');
    expect(save).toBeEnabled();
    await user.click(save);
    // Saving a status that mails the guest asks first, as the Approve button does.
    const ask = await screen.findByRole('alertdialog', { name: 'Approve booking #1?' });
    expect(approved).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Approve and send the e-mail' }));
    await waitFor(() => expect(approved).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
  });

  it('explains a 409 over capacity and confirms only on the explicit override', async () => {
    const overridden = jest.fn();
    const { user, dialog } = await open([
      mock(BookingLogsDocument, noLogs),
      {
        request: {
          query: ApproveBookingDocument,
          variables: { id: 1, overrideCapacity: false, titleLanguage: 'ENG' },
        },
        result: {
          errors: [
            new GraphQLError('Confirming this booking would exceed the capacity of its time slot.', {
              extensions: { code: 'CONFLICT', confirmedGuests: 9, maxGuests: 10 },
            }),
          ],
        },
      },
      {
        request: {
          query: ApproveBookingDocument,
          variables: { id: 1, overrideCapacity: true, titleLanguage: 'ENG' },
        },
        result: () => {
          overridden();
          return { data: { approveBooking: booking(1, { status: 'confirmed' }) } };
        },
      },
    ]);
    expect(await within(dialog).findByText('No activity records.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Approve booking #1?' });
    await user.click(within(ask).getByRole('button', { name: 'Approve and send the e-mail' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("exceeds the slot's capacity: 9 of 10 seats are already confirmed");
    expect(overridden).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Confirm anyway (over capacity)' }));
    await waitFor(() => expect(overridden).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
  });

  it('cancels with the memo as the reason, and saves a memo alone through update', async () => {
    const cancelled = jest.fn();
    const { user, dialog } = await open([
      mock(BookingLogsDocument, noLogs),
      {
        request: {
          query: CancelBookingDocument,
          variables: { id: 1, reason: 'Typhoon', titleLanguage: 'ENG' },
        },
        result: () => {
          cancelled();
          return { data: { cancelBooking: booking(1, { status: 'cancelled' }) } };
        },
      },
      mock(
        UpdateBookingStatusDocument,
        { updateBooking: booking(1, { status: 'cancelled', adminMemo: 'Typhoon' }) },
        (v) => (v.input as Vars).adminMemo === 'Typhoon' && (v.input as Vars).status === undefined,
      ),
    ]);
    await choose(user, dialog, 'Cancelled');
    await user.type(within(dialog).getByLabelText('Admin memo'), 'Typhoon');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Decline booking #1?' });
    expect(within(ask).getByLabelText('Reason for the guest')).toHaveValue('Typhoon');
    expect(cancelled).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Decline and send the e-mail' }));
    await waitFor(() => expect(cancelled).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
  });

  it('names the option the guest chose, and the total with it', async () => {
    const { dialog } = await open([mock(BookingLogsDocument, noLogs)], {
      withOption: true,
      chosenOption: 'Solo filming',
      totalPrice: 130000,
    });
    expect(within(dialog).getByText('Option').nextElementSibling).toHaveTextContent('Solo filming');
    expect(within(dialog).getByText('Total').nextElementSibling).toHaveTextContent('₩130,000');
  });

  it('approves with one click: the confirmation names the mail and its address, the toast says it was sent', async () => {
    const approved = jest.fn();
    const { user, dialog } = await open([
      mock(BookingLogsDocument, noLogs),
      {
        request: {
          query: ApproveBookingDocument,
          variables: { id: 1, overrideCapacity: false, titleLanguage: 'ENG' },
        },
        result: () => {
          approved();
          return { data: { approveBooking: booking(1, { status: 'confirmed' }) } };
        },
      },
    ]);
    // Beside the free status select; a waiting application can be approved or declined.
    expect(within(dialog).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Approve booking #1?' });
    expect(ask).toHaveAccessibleDescription(
      "Guest 1's booking will be confirmed. The guest will receive the booking confirmation e-mail at guest1@example.jp.",
    );
    // Backing out sends nothing.
    await user.click(within(ask).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(approved).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    ask = await screen.findByRole('alertdialog', { name: 'Approve booking #1?' });
    await user.click(within(ask).getByRole('button', { name: 'Approve and send the e-mail' }));
    await waitFor(() => expect(approved).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    expect(
      screen.getByText('The booking confirmation e-mail was sent to guest1@example.jp.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Booking #1' })).not.toBeInTheDocument());
  });

  it('declines with a reason for the guest, apart from the internal memo, and says the cancellation e-mail was sent', async () => {
    const cancelled = jest.fn();
    const updated = jest.fn();
    const { user, dialog } = await open(
      [
        mock(BookingLogsDocument, noLogs),
        {
          request: {
            query: CancelBookingDocument,
            variables: { id: 1, reason: 'Our guide is ill; we are sorry.', titleLanguage: 'ENG' },
          },
          result: () => {
            cancelled();
            return { data: { cancelBooking: booking(1, { status: 'cancelled' }) } };
          },
        },
        {
          request: { query: UpdateBookingStatusDocument, variables: any },
          result: () => {
            updated();
            return { data: { updateBooking: booking(1) } };
          },
        },
      ],
      { status: 'confirmed', adminMemo: 'Paid by transfer' },
    );
    // Already confirmed: nothing to approve.
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Decline booking #1?' });
    expect(ask).toHaveAccessibleDescription(
      "Guest 1's booking will be cancelled. The guest will receive the cancellation e-mail at guest1@example.jp, giving the reason below.",
    );
    // The internal memo is not offered to the guest.
    const reason = within(ask).getByLabelText('Reason for the guest');
    expect(reason).toHaveValue('');
    expect(reason).toHaveAccessibleDescription(
      'Left empty, the e-mail gives the reason "Cancelled by the organiser." in the guest\'s language.',
    );
    await user.type(reason, 'Our guide is ill; we are sorry.');
    await user.click(within(ask).getByRole('button', { name: 'Decline and send the e-mail' }));
    await waitFor(() => expect(cancelled).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(screen.getByText('The cancellation e-mail was sent to guest1@example.jp.')).toBeInTheDocument();
    expect(updated).not.toHaveBeenCalled();
  });

  it('speaks Korean: 승인 / 거절, and the confirmation names the mail', async () => {
    const { user } = await render(
      '/admin?section=bookings',
      [
        ...listMocks([booking(1)]),
        mock(BookingSlotTallyDocument, slotTally),
        mock(BookingLogsDocument, noLogs),
      ],
      true,
    );
    await user.click(await screen.findByRole('button', { name: '예약 #1 열기' }));
    const dialog = await screen.findByRole('dialog', { name: '예약 #1' });
    expect(within(dialog).getByRole('button', { name: '거절' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    const ask = await screen.findByRole('alertdialog', { name: '예약 #1을(를) 승인할까요?' });
    expect(ask).toHaveAccessibleDescription(
      'Guest 1님의 예약이 확정됩니다. 고객에게 guest1@example.jp(으)로 예약 확정 이메일이 발송됩니다.',
    );
    expect(within(ask).getByRole('button', { name: '승인하고 이메일 보내기' })).toBeInTheDocument();
  });

  it('counts the memo, refuses one over 5000 characters under the field, and saves nothing', async () => {
    const updated = jest.fn();
    const { user, dialog } = await open([
      mock(BookingLogsDocument, noLogs),
      {
        request: { query: UpdateBookingStatusDocument, variables: any },
        result: () => {
          updated();
          return { data: { updateBooking: booking(1) } };
        },
      },
    ]);
    const memo = within(dialog).getByLabelText('Admin memo');
    expect(within(dialog).getByText('0 / 5000')).toBeInTheDocument();
    await user.click(memo);
    await user.paste('x'.repeat(5001));
    expect(within(dialog).getByText('5001 / 5000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const message = 'The admin memo must be text of at most 5000 characters.';
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(memo).toHaveAttribute('aria-invalid', 'true');
    expect(memo).toHaveAccessibleDescription(message);
    expect(within(dialog).getByRole('alert', { name: 'Fields to fix' })).toHaveTextContent('Admin memo');
    expect(updated).not.toHaveBeenCalled();

    // Back to what was stored: nothing to save any more.
    await user.clear(memo);
    expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('says what cancelling will mail, only when cancelling', async () => {
    const { user, dialog } = await open([mock(BookingLogsDocument, noLogs)]);
    const memo = within(dialog).getByLabelText('Admin memo');
    expect(memo).not.toHaveAccessibleDescription(/Cancelling e-mails the guest/);
    await choose(user, dialog, 'Cancelled');
    expect(memo).toHaveAccessibleDescription(/Cancelling e-mails the guest with this memo as the reason/);
    await choose(user, dialog, 'Waiting');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("toasts 'error occurred while changing status' on a failure, and a failing log shows an empty log", async () => {
    const { user, dialog } = await open([
      { request: { query: BookingLogsDocument, variables: any }, error: new Error('offline') },
      {
        request: { query: UpdateBookingStatusDocument, variables: any },
        result: { errors: [new GraphQLError('Booking not found.', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await within(dialog).findByText('No activity records.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Admin memo'), 'Called the guest');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error occurred while changing status')).toBeInTheDocument();
  });
});
