import { jest } from '@jest/globals';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { CheckInManifestDocument, CheckInSlotsDocument } from '@/generated/graphql';
import { renderWithProviders } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { QUERIES_BY_EVENT, refreshOpenQueries } from '@/features/admin/kit/liveQueries';
import { seoulToday } from '../lib/time';
import type { ManifestRow, SlotSummary } from '../lib/types';
import { CheckInSection } from './CheckInSection';

const TODAY = seoulToday();
const SLOT: SlotSummary = {
  time: '10:00',
  itemId: 7,
  itemName: 'Hanbok walk',
  bookings: 2,
  guests: 5,
  arrived: 0,
  checkedIn: 0,
  noShows: 0,
  pending: 0,
};

const guest = (bookingId: number, extra: Partial<ManifestRow> = {}): ManifestRow => ({
  bookingId,
  bookingNumber: `#${bookingId}`,
  itemId: 7,
  itemName: 'Hanbok walk',
  date: TODAY,
  time: '10:00',
  name: `Guest ${bookingId}`,
  guests: 1,
  arrived: false,
  guestsArrived: null,
  checkedInAt: null,
  checkedInBy: null,
  scannedAt: null,
  noShow: false,
  noShowAt: null,
  paymentStatus: 'paid',
  amountDue: 0,
  currency: 'KRW',
  option: null,
  language: 'ENG',
  specialRequests: '',
  phone: '+821012345678',
  status: 'confirmed',
  ...extra,
});

type Call = { method: string; url: string; body: Record<string, unknown> | null };
let calls: Call[];
let manifest: ManifestRow[];
/** The next answers to POST /api/admin/check-ins ([status, body] or 'network'), else a plain check-in. */
let checkInAnswers: ([number, unknown] | 'network')[];

/** The GraphQL reads (slots, manifest) answered from the state below, as often as asked; each recorded. */
let reads: { query: string; variables: Record<string, unknown> }[];
const readMocks = (): MockLink.MockedResponse[] => [
  {
    request: { query: CheckInSlotsDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables) => {
      reads.push({ query: 'CheckInSlots', variables });
      return { data: { manifestSlots: [{ __typename: 'ManifestSlotType', ...SLOT }] } };
    },
  },
  {
    request: { query: CheckInManifestDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables) => {
      reads.push({ query: 'CheckInManifest', variables });
      return { data: { manifest: manifest.map((row) => ({ __typename: 'ManifestEntryType', ...row })) } };
    },
  },
];
/** The server unreachable: every read fails. */
const downMocks = (): MockLink.MockedResponse[] =>
  [CheckInSlotsDocument, CheckInManifestDocument].map((query) => ({
    request: { query, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    error: new TypeError('Failed to fetch'),
  }));

/** A stand-in for the check-in REST endpoints (jsdom has no server): records calls, answers from state. */
function serve() {
  reads = [];
  calls = [];
  checkInAnswers = [];
  globalThis.fetch = jest.fn(async (url: string, init: { method?: string; body?: string } = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    calls.push({ method, url, body });
    const reply = (status: number, json: unknown) => ({ ok: status < 400, status, json: async () => json });
    if (url === '/api/admin/check-ins') {
      const next = checkInAnswers.shift();
      if (next === 'network') throw new TypeError('Failed to fetch');
      if (next) return reply(...next);
      const row = manifest.find((r) => r.bookingId === body?.bookingId)!;
      const done = {
        ...row,
        arrived: true,
        guestsArrived: row.guests,
        checkedInAt: new Date().toISOString(),
        checkedInBy: 'Jisoo',
      };
      manifest = manifest.map((r) => (r === row ? done : r));
      return reply(200, {
        booking: done,
        arrived: true,
        alreadyCheckedInAt: null,
        wrongSlot: null,
        amountDue: 0,
      });
    }
    return reply(200, {});
  }) as unknown as typeof fetch;
}

const posts = () => calls.filter((c) => c.method === 'POST').map((c) => c.body);

let client: ApolloClient;
function Client() {
  client = useApolloClient();
  return null;
}

async function open(route = `/admin?section=checkin&slot=10:00&item=7`, mocks = readMocks()) {
  const view = await renderWithProviders(
    <AdminI18nProvider>
      <Client />
      <CheckInSection />
    </AdminI18nProvider>,
    { route, mocks },
  );
  return view;
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('adminLanguage', 'ENG');
  manifest = [
    guest(1, { guests: 4, option: 'With photos', specialRequests: 'Vegetarian lunch' }),
    guest(2, { paymentStatus: 'unpaid', amountDue: 30000 }),
  ];
  serve();
  setOnline(true);
});

describe('the check-in screen', () => {
  it("opens on today's slots; a slot lists its guests with what the guide needs and how to reach them", async () => {
    const { user } = await open('/admin?section=checkin');
    await user.click(await screen.findByRole('button', { name: /10:00 · Hanbok walk/ }));
    const card = await screen.findByRole('listitem', { name: 'Guest 1' });
    expect(card).toHaveTextContent('#1 · 4 guests · With photos · ENG');
    expect(card).toHaveTextContent('Vegetarian lunch');
    expect(card).toHaveTextContent('Paid');
    expect(within(card).getByRole('link', { name: 'Call Guest 1' })).toHaveAttribute(
      'href',
      'tel:+821012345678',
    );
    expect(within(card).getByRole('link', { name: 'WhatsApp Guest 1' })).toHaveAttribute(
      'href',
      'https://wa.me/821012345678',
    );
    expect(screen.getByRole('listitem', { name: 'Guest 2' })).toHaveTextContent('To collect: ₩30,000');
    expect(reads).toContainEqual({
      query: 'CheckInManifest',
      variables: { date: TODAY, time: '10:00', itemId: 7 },
    });
  });

  it('checks a guest in by a tap, naming the slot on screen, and changes the count of guests here', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Check in Guest 1' }));
    const card = screen.getByRole('listitem', { name: 'Guest 1' });
    await within(card).findByText(/Checked in at .* by Jisoo/);
    expect(posts()[0]).toMatchObject({ bookingId: 1, slot: { date: TODAY, time: '10:00', itemId: 7 } });
    expect(posts()[0]?.deviceId).toEqual(expect.any(String));
    expect(within(card).getByText('4 of 4 here')).toBeInTheDocument();
    // The card shows it, with its own undo: no toast lying over the next cards on a phone.
    expect(screen.queryByText('Checked in: Guest 1')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'One guest fewer' }));
    expect(posts()[1]).toMatchObject({ bookingId: 1, guestsArrived: 3 });
    // Sent at once, it is no queued scan: without scannedAt the server changes the count.
    expect(posts()[1]).not.toHaveProperty('scannedAt');
  });

  it('asks how an unpaid booking was paid and records it with the check-in', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Check in Guest 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collect ₩30,000' });
    expect(posts()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cash received · check in' }));
    await waitFor(() =>
      expect(posts()[0]).toMatchObject({ bookingId: 2, collect: { amount: 30000, method: 'cash_on_site' } }),
    );
  });

  it('checks an unpaid booking in without payment when staff choose so, and does not ask a second time', async () => {
    const { user } = await open();
    checkInAnswers.push([
      200,
      {
        booking: guest(2, { arrived: true, amountDue: 30000 }),
        arrived: true,
        alreadyCheckedInAt: null,
        wrongSlot: null,
        amountDue: 30000,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Check in Guest 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collect ₩30,000' });
    await user.click(within(dialog).getByRole('button', { name: 'Check in without payment' }));
    await screen.findByText('Checked in: Guest 2');
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).not.toHaveProperty('collect');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("tells a second scan who checked the guest in and when, and asks before another slot's ticket", async () => {
    const { user } = await open();
    checkInAnswers.push([
      200,
      {
        booking: guest(1),
        arrived: false,
        alreadyCheckedInAt: '2026-11-29T01:02:00.000Z',
        alreadyCheckedInBy: 'Minji',
        amountDue: 0,
      },
    ]);
    await user.type(await screen.findByLabelText('Booking number or ticket code'), '#1{Enter}');
    const already = await screen.findByRole('dialog', { name: 'Already checked in' });
    expect(already).toHaveTextContent(/Already checked in at .*10:02 by Minji/);
    await user.click(within(already).getByRole('button', { name: 'OK' }));

    checkInAnswers.push([
      200,
      {
        booking: guest(9),
        arrived: false,
        wrongSlot: { date: '2026-11-30', time: '14:00', itemName: 'Kimchi class' },
        amountDue: 0,
      },
    ]);
    await user.type(screen.getByLabelText('Booking number or ticket code'), 't7kq-m2xp-a9c3{Enter}');
    const wrong = await screen.findByRole('dialog', { name: 'Ticket for another slot' });
    expect(wrong).toHaveTextContent('Kimchi class');
    expect(wrong).toHaveTextContent('14:00');
    await user.click(within(wrong).getByRole('button', { name: 'Check in anyway' }));
    await waitFor(() =>
      expect(posts().at(-1)).toMatchObject({ ticketCode: 'T7KQ-M2XP-A9C3', override: true }),
    );
  });

  it('says so when a ticket is unknown or its booking cannot be checked in; a pending application has no check-in', async () => {
    manifest = [...manifest, guest(3, { status: 'pending' })];
    const { user } = await open();
    const pending = await screen.findByRole('listitem', { name: 'Guest 3' });
    expect(pending).toHaveTextContent('Application not approved yet');
    expect(within(pending).queryByRole('button', { name: 'Check in Guest 3' })).not.toBeInTheDocument();

    checkInAnswers.push([404, { message: 'Not found' }]);
    await user.type(screen.getByLabelText('Booking number or ticket code'), 'ZZZZ-ZZZZ-ZZZZ-ZZZZ-9{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Not checked in' })).toHaveTextContent(
      'No booking has this ticket code or number.',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    checkInAnswers.push([409, { message: 'Cancelled' }]);
    await user.type(screen.getByLabelText('Booking number or ticket code'), '77{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Not checked in' })).toHaveTextContent(
      'cancelled, expired or not approved yet',
    );
  });

  it('keeps check-ins made offline on the phone and sends them when the connection returns', async () => {
    const { user } = await open();
    await screen.findByRole('listitem', { name: 'Guest 1' });
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Check in Guest 1' }));
    expect(await screen.findByTestId('sync-status')).toHaveTextContent('Offline · 1 waiting to be sent');
    expect(
      within(screen.getByRole('listitem', { name: 'Guest 1' })).getByText('Checked in · waiting to be sent'),
    ).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('checkin:queue:v1')!)).toHaveLength(1);
    expect(posts()).toEqual([]);

    // Another phone was first: the server says so, and the phone shows it.
    checkInAnswers.push([
      200,
      {
        booking: guest(1),
        arrived: false,
        alreadyCheckedInAt: '2026-11-29T01:02:00.000Z',
        alreadyCheckedInBy: 'Minji',
        amountDue: 0,
      },
    ]);
    setOnline(true);
    expect(await screen.findByRole('dialog', { name: 'Already checked in' })).toHaveTextContent('by Minji');
    expect(posts()[0]).toMatchObject({ bookingId: 1, scannedAt: expect.any(String) });
    await waitFor(() => expect(screen.getByTestId('sync-status')).toHaveTextContent(/^Online$/));
    expect(JSON.parse(window.localStorage.getItem('checkin:queue:v1')!)).toEqual([]);
  });

  it('tells staff when a count changed offline was not applied, with what was kept, and applies it on request', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Check in Guest 1' }));
    const card = screen.getByRole('listitem', { name: 'Guest 1' });
    await within(card).findByText('4 of 4 here');
    setOnline(false);
    await user.click(within(card).getByRole('button', { name: 'One guest fewer' }));
    expect(await screen.findByTestId('sync-status')).toHaveTextContent('Offline · 1 waiting to be sent');

    // Sent later, the change comes after the check-in: the server keeps the check-in's count and says so.
    checkInAnswers.push([
      200,
      {
        booking: { ...manifest[0], guestsArrived: 4 },
        arrived: false,
        alreadyCheckedInAt: '2026-11-29T01:02:00.000Z',
        alreadyCheckedInBy: 'Minji',
        keptGuestsArrived: 4,
        amountDue: 0,
      },
    ]);
    setOnline(true);
    const dialog = await screen.findByRole('dialog', { name: 'Guest count not changed' });
    expect(dialog).toHaveTextContent(/Kept 4 of 4 from .*10:02 by Minji/);
    expect(dialog).toHaveTextContent('This phone changed it to 3 of 4 while offline');
    expect(posts().at(-1)).toMatchObject({ bookingId: 1, guestsArrived: 3, scannedAt: expect.any(String) });

    await user.click(within(dialog).getByRole('button', { name: 'Make it 3 of 4' }));
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(posts()[2]).toMatchObject({ bookingId: 1, guestsArrived: 3 });
    expect(posts()[2]).not.toHaveProperty('scannedAt');
  });

  it('shows the manifest saved on the phone when the server cannot be reached', async () => {
    const first = await open();
    await screen.findByRole('listitem', { name: 'Guest 1' });
    first.unmount();
    // A new visit (a new Apollo cache) with the server out of reach: the phone kept the day.
    await open(undefined, downMocks());
    expect(await screen.findByRole('listitem', { name: 'Guest 2' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('sync-status')).toHaveTextContent('showing the copy saved at'),
    );
  });

  it("asks for the manifest again on the back office's live event (another phone's check-in)", async () => {
    await open();
    await screen.findByRole('listitem', { name: 'Guest 1' });
    manifest = [
      {
        ...manifest[0],
        arrived: true,
        guestsArrived: 4,
        checkedInAt: new Date().toISOString(),
        checkedInBy: 'Minji',
      },
      manifest[1],
    ];
    // What the back office's live updates do on a booking event (useAdminLive).
    await act(() => refreshOpenQueries(client, new Set(QUERIES_BY_EVENT.BOOKING_STATUS_CHANGED)));
    const card = screen.getByRole('listitem', { name: 'Guest 1' });
    expect(await within(card).findByText(/by Minji/)).toBeInTheDocument();
  });
});
