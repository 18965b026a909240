import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { TypedDocumentNode } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import {
  AdminBookingsDocument,
  AdminDashboardDocument,
  BookingItemHeaderDocument,
  InboxBadgeDocument,
  MeDocument,
} from '@/generated/graphql';
import { adminBookingRow, bookingItemHeader } from '@/testing/adminFixtures';
import { backupStatusMock } from '@/testing/backupFixtures';
import { renderApp } from '@/testing/render';
import { liveBatching } from './useAdminLive';

type Vars = Record<string, unknown>;
type Message = { id?: string; type: string; payload?: unknown };

/**
 * The server's end of the admin's live socket, speaking graphql-ws's protocol
 * (graphql-transport-ws): the test opens it, the client's connection_init is acknowledged, its
 * subscriptions are remembered, and `push` sends an event to each of them.
 */
class FakeServerSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static opened: FakeServerSocket[] = [];

  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  readonly subscriptions = new Set<string>();

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    FakeServerSocket.opened.push(this);
  }

  send(data: string) {
    const message = JSON.parse(data) as Message;
    if (message.type === 'connection_init') this.receive({ type: 'connection_ack' });
    else if (message.type === 'subscribe') this.subscriptions.add(message.id!);
    else if (message.type === 'complete') this.subscriptions.delete(message.id!);
  }

  close(code = 1000, reason = '') {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason, wasClean: true });
  }

  /** The server accepts the connection. */
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }

  /** The connection drops (a network cut, a server restart). */
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006, reason: '', wasClean: false });
  }

  receive(message: Message) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  push(event: Record<string, unknown>) {
    for (const id of this.subscriptions) {
      this.receive({ id, type: 'next', payload: { data: { adminEvents: adminEvent(event) } } });
    }
  }
}

const adminEvent = (extra: Record<string, unknown>) => ({
  __typename: 'AdminEvent',
  kind: 'APPLICATION_CREATED',
  id: 31,
  itemId: null,
  itemTitle: null,
  name: null,
  bookingDate: null,
  timeSlot: null,
  guests: null,
  status: null,
  previousStatus: null,
  subject: null,
  at: '2026-11-23T01:05:00.000Z',
  ...extra,
});

const application = adminEvent({
  kind: 'APPLICATION_CREATED',
  id: 31,
  itemId: 7,
  itemTitle: 'Kimchi class',
  name: 'Mina Park',
  bookingDate: '2026-12-05',
  timeSlot: '10:00',
  guests: 2,
  status: 'pending',
});

let originalWebSocket: unknown;
beforeAll(() => {
  originalWebSocket = globalThis.WebSocket;
  Object.assign(globalThis, { WebSocket: FakeServerSocket });
});
afterAll(() => {
  Object.assign(globalThis, { WebSocket: originalWebSocket });
});
beforeEach(() => {
  FakeServerSocket.opened = [];
  window.localStorage.setItem('adminLanguage', 'ENG');
});

/** Answers every call of `query` with `respond(variables)`, counting the calls. */
function serve<T>(
  query: TypedDocumentNode<T, never>,
  respond: (variables: Vars) => unknown,
  calls: Vars[] = [],
): MockLink.MockedResponse {
  return {
    request: {
      query,
      variables: (variables: Vars) => {
        calls.push(variables);
        return true;
      },
    },
    result: (variables: Vars) => ({ data: respond(variables) }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  } as unknown as MockLink.MockedResponse;
}

/** The signed-in back office on its home, with a server whose counts the test changes. */
async function openBackOffice(extraMocks: MockLink.MockedResponse[] = []) {
  const server = { pending: 2, unread: 0 };
  const calls = { dashboard: [] as Vars[], badge: [] as Vars[], me: [] as Vars[] };
  const rendered = await renderApp({
    route: '/admin',
    mocks: [
      serve(MeDocument, () => ({ me: { __typename: 'AdminUser', id: 1, username: 'curator' } }), calls.me),
      serve(
        AdminDashboardDocument,
        () => ({
          adminDashboard: {
            __typename: 'AdminDashboard',
            pendingApplications: server.pending,
            reviewsAwaitingModeration: 0,
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
            todaySlots: [],
            tomorrowSlots: [],
            paymentInstructionsPlaceholder: [],
          },
          onlinePaymentSettings: { __typename: 'OnlinePaymentSettings' as const, enabled: false },
        }),
        calls.dashboard,
      ),
      serve(
        InboxBadgeDocument,
        () => ({ inquiryCounts: { __typename: 'InquiryCounts', unread: server.unread } }),
        calls.badge,
      ),
      { ...backupStatusMock(), maxUsageCount: Number.POSITIVE_INFINITY },
      ...extraMocks,
    ],
  });
  // The first render of a file loads the back office's modules (transformed on first import): on a
  // loaded CI machine that alone took over 5 s, so this one wait gets longer (each test gets 60 s).
  await screen.findByRole('link', { name: '2 waiting for a decision' }, { timeout: 30_000 });
  return { ...rendered, server, calls };
}

/** Opens the socket the page made and waits for its subscription to the admin events. */
async function connect(index = 0) {
  await waitFor(() => expect(FakeServerSocket.opened).toHaveLength(index + 1));
  const socket = FakeServerSocket.opened[index];
  await act(async () => socket.accept());
  await waitFor(() => expect(socket.subscriptions.size).toBe(1));
  return socket;
}

const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });

// Each test opens the whole back office: on a loaded machine, more than the default 20 s (see openBackOffice).
jest.setTimeout(60_000);
const BATCH_MS = liveBatching.ms;
afterEach(() => {
  liveBatching.ms = BATCH_MS;
});

describe('live updates in the back office', () => {
  it('connects to /graphql over graphql-ws and says "Live"; "Reconnecting…" when the socket drops', async () => {
    await openBackOffice();
    const line = screen.getByText('Connecting…');
    expect(line).toHaveAttribute('role', 'status');
    expect(FakeServerSocket.opened[0].url).toBe('ws://localhost/graphql');
    expect(FakeServerSocket.opened[0].protocol).toBe('graphql-transport-ws');

    const socket = await connect();
    expect(await screen.findByText('Live')).toHaveAttribute('role', 'status');

    await act(async () => socket.drop());
    expect(await screen.findByText('Reconnecting…')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Live')).not.toBeInTheDocument();

    // It tries again by itself (after about half a second) and is live again.
    await connect(1);
    expect(await screen.findByText('Live')).toBeInTheDocument();
  });

  it('after a reconnect, asks every open query again (events may have been missed)', async () => {
    const { server, calls } = await openBackOffice();
    const socket = await connect();
    await screen.findByText('Live');
    const before = { dashboard: calls.dashboard.length, badge: calls.badge.length, me: calls.me.length };

    server.pending = 5;
    server.unread = 1;
    await act(async () => socket.drop());
    await connect(1);

    expect(await screen.findByRole('link', { name: '5 waiting for a decision' })).toBeInTheDocument();
    await waitFor(() => expect(calls.badge.length).toBeGreaterThan(before.badge));
    expect(calls.me.length).toBeGreaterThan(before.me);
    expect(
      within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', {
        name: /^Inquiries/,
      }),
    ).toHaveAccessibleName(/1 unread$/);
  });

  it('a new application refreshes the open dashboard and shows a toast whose link opens the slot', async () => {
    const slot = (v: Vars) => {
      const filter = v.filter as Vars;
      return (
        filter.itemId === 7 &&
        filter.dateFrom === '2026-12-05' &&
        filter.dateTo === '2026-12-05' &&
        filter.timeSlot === '10:00'
      );
    };
    const { user, server, calls } = await openBackOffice([
      {
        request: { query: BookingItemHeaderDocument, variables: () => true },
        result: { data: bookingItemHeader },
        maxUsageCount: 10,
      },
      {
        request: { query: AdminBookingsDocument, variables: slot },
        result: {
          data: {
            adminBookings: {
              __typename: 'BookingPage',
              totalCount: 1,
              page: 1,
              pageSize: 20,
              counts: {
                __typename: 'BookingStatusCounts',
                pending: 1,
                awaitingPayment: 0,
                confirmed: 0,
                cancelled: 0,
                expired: 0,
                all: 1,
              },
              items: [adminBookingRow(31, { guestName: 'Mina Park', bookingDate: '2026-12-05' })],
            },
          },
        },
        maxUsageCount: 10,
      },
    ] as unknown as MockLink.MockedResponse[]);
    const socket = await connect();
    const badgeCalls = calls.badge.length;

    server.pending = 3;
    await act(async () => socket.push(application));

    const toast = await within(notifications()).findByRole('listitem');
    expect(toast).toHaveTextContent('New application: Mina Park');
    expect(toast).toHaveTextContent('Kimchi class · 2026-12-05 10:00 · Open the slot');
    // The open dashboard is asked again; the inbox's badge is not (an application is no inquiry).
    expect(await screen.findByRole('link', { name: '3 waiting for a decision' })).toBeInTheDocument();
    expect(calls.badge).toHaveLength(badgeCalls);

    // The toasts live outside the router; their link still changes the page in the app.
    const link = within(toast).getByRole('link', { name: 'Open the slot' });
    expect(link).toHaveAttribute(
      'href',
      '/admin?section=bookings&view=by-item&item=7&slot=2026-12-05%2010:00',
    );
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 2, name: 'Bookings' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open booking #31' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('button', { name: 'Kimchi class' })).toBeInTheDocument();
    expect(within(crumbs).getByText(/10:00/)).toHaveAttribute('aria-current', 'page');
    expect(
      within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', {
        name: 'Bookings',
      }),
    ).toHaveAttribute('aria-current', 'page');
    // Still live: the page changed inside the app, it did not load again.
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(FakeServerSocket.opened).toHaveLength(1);
  });

  it('a new inquiry refreshes the sidebar badge without a toast; the dashboard is left alone', async () => {
    const { server, calls } = await openBackOffice();
    const socket = await connect();
    const dashboardCalls = calls.dashboard.length;

    server.unread = 2;
    await act(async () =>
      socket.push({ kind: 'INQUIRY_CREATED', id: 12, name: 'Yuki', subject: 'Parking near the palace' }),
    );

    const inquiries = within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', {
      name: /^Inquiries/,
    });
    await waitFor(() => expect(inquiries).toHaveAccessibleName(/^Inquiries\s*2 unread$/));
    expect(calls.dashboard).toHaveLength(dashboardCalls);
    expect(within(notifications()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('gathers a burst of events into one refresh', async () => {
    // The window is widened so that handling three messages on a loaded machine stays inside it.
    liveBatching.ms = 3000;
    const { server, calls } = await openBackOffice();
    const socket = await connect();
    const dashboardCalls = calls.dashboard.length;

    server.pending = 4;
    await act(async () => {
      socket.push({ ...application, id: 32, name: 'Sora' });
      socket.push({ kind: 'BOOKING_STATUS_CHANGED', id: 33, status: 'confirmed', previousStatus: 'pending' });
      socket.push({ kind: 'REVIEW_PENDING', id: 5, itemId: 7, name: 'Kenji' });
    });
    expect(
      await screen.findByRole('link', { name: '4 waiting for a decision' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    // Let a second refresh come, were there one (without batching, each event refreshes at once).
    // Inside act: a toast's timers may fire meanwhile, and an update outside act fails the test.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(calls.dashboard).toHaveLength(dashboardCalls + 1);
    expect(within(notifications()).getByRole('listitem')).toHaveTextContent('New application: Sora');
  });
});
