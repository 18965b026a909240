import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { DashboardChartsDocument, type DashboardChartsQuery } from '@/generated/graphql';
import { renderWithProviders } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { DashboardCharts } from './DashboardCharts';

type Charts = DashboardChartsQuery['dashboardCharts'];

const charts = (
  extra: Partial<Charts> = {},
): { dashboardCharts: Charts & { __typename: 'DashboardCharts' } } => ({
  dashboardCharts: {
    __typename: 'DashboardCharts',
    from: '2026-10-25',
    to: '2026-11-23',
    applicationsPerDay: [
      { __typename: 'DailyApplications', date: '2026-11-21', applications: 1, guests: 2 },
      { __typename: 'DailyApplications', date: '2026-11-22', applications: 4, guests: 9 },
      { __typename: 'DailyApplications', date: '2026-11-23', applications: 2, guests: 3 },
    ],
    occupancy: [
      { __typename: 'DailyOccupancy', date: '2026-11-23', confirmedGuests: 5, capacity: 20 },
      { __typename: 'DailyOccupancy', date: '2026-11-24', confirmedGuests: 9, capacity: 10 },
    ],
    bookingsByLanguage: [
      { __typename: 'LanguageShare', language: 'ENG', bookings: 4, guests: 8 },
      { __typename: 'LanguageShare', language: 'JPN', bookings: 3, guests: 6 },
    ],
    topItems: [
      { __typename: 'TopItem', itemId: 7, title: 'Kimchi class', applications: 5, guests: 11 },
      { __typename: 'TopItem', itemId: 9, title: 'Hanbok walk', applications: 2, guests: 3 },
    ],
    arrivalsPerItem: [],
    ...extra,
  } as Charts & { __typename: 'DashboardCharts' },
});

const answer = (data: unknown): MockLink.MockedResponse =>
  ({
    request: { query: DashboardChartsDocument, variables: () => true },
    result: { data },
  }) as unknown as MockLink.MockedResponse;

function renderCharts(mocks: MockLink.MockedResponse[], language: 'ENG' | null = 'ENG') {
  if (language) window.localStorage.setItem('adminLanguage', language);
  return renderWithProviders(
    <AdminI18nProvider>
      <DashboardCharts />
    </AdminI18nProvider>,
    { route: '/admin', mocks },
  );
}

/** The table behind a figure's "Show as a table", as rows of cell texts (header row first). */
const tableText = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

describe('the dashboard charts', () => {
  it('shows five figures (issue 39 adds arrivals), each titled and captioned with its numbers in a sentence', async () => {
    await renderCharts([answer(charts())]);

    const daily = await screen.findByRole('figure', {
      name: 'Applications and guests per day (last 30 days)',
    });
    const figures = screen.getAllByRole('figure');
    expect(figures.map((figure) => within(figure).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Applications and guests per day (last 30 days)',
      'Seat occupancy (next 14 days)',
      'Bookings by guest language (last 30 days)',
      'Top items (last 30 days)',
      'Arrivals and no-shows per item (last 30 days)',
    ]);
    const caption = (figure: HTMLElement) => figure.querySelector('figcaption p')?.textContent;
    expect(figures.map(caption)).toEqual([
      '7 applications for 14 guests from 2026-10-25 to 2026-11-23; the busiest day was 2026-11-22 with 4.',
      '14 of 30 seats confirmed over the next 14 days (47%); the fullest day is 2026-11-24 at 90%.',
      'Applications of the last 30 days by guest language: ENG 4, JPN 3.',
      'Most applications in the last 30 days: Kimchi class with 5.',
      'No arrivals or no-shows recorded in the last 30 days.',
    ]);
    // The drawing is an image named by its title and that sentence.
    expect(within(daily).getByRole('img')).toHaveAccessibleName(
      'Applications and guests per day (last 30 days) 7 applications for 14 guests from 2026-10-25 to 2026-11-23; the busiest day was 2026-11-22 with 4.',
    );
  });

  it('opens the table fallback of a figure with its numbers', async () => {
    const { user } = await renderCharts([answer(charts())]);

    const occupancy = await screen.findByRole('figure', { name: 'Seat occupancy (next 14 days)' });
    const table = within(occupancy).getByRole('table', { name: 'Confirmed guests against seats offered' });
    expect(table).not.toBeVisible();

    await user.click(within(occupancy).getByText('Show as a table'));
    expect(table).toBeVisible();
    expect(
      within(occupancy).getByRole('region', { name: 'Confirmed guests against seats offered' }),
    ).toHaveAttribute('tabindex', '0');
    expect(tableText(table)).toEqual([
      ['Date', 'Confirmed guests', 'Seats offered', 'Occupancy'],
      ['2026-11-23', '5', '20', '25%'],
      ['2026-11-24', '9', '10', '90%'],
    ]);
    expect(within(table).getByRole('rowheader', { name: '2026-11-24' })).toBeInTheDocument();
    // The other figures' tables stay closed.
    const top = screen.getByRole('figure', { name: 'Top items (last 30 days)' });
    expect(within(top).getByRole('table', { name: 'Items with the most applications' })).not.toBeVisible();

    await user.click(within(top).getByText('Show as a table'));
    expect(tableText(within(top).getByRole('table'))).toEqual([
      ['Item', 'Applications', 'Guests'],
      ['Kimchi class', '5', '11'],
      ['Hanbok walk', '2', '3'],
    ]);

    const languages = screen.getByRole('figure', { name: 'Bookings by guest language (last 30 days)' });
    await user.click(within(languages).getByText('Show as a table'));
    expect(tableText(within(languages).getByRole('table'))).toEqual([
      ['Language', 'Applications', 'Guests'],
      ['ENG', '4', '8'],
      ['JPN', '3', '6'],
    ]);

    const daily = screen.getByRole('figure', { name: 'Applications and guests per day (last 30 days)' });
    await user.click(within(daily).getByText('Show as a table'));
    expect(tableText(within(daily).getByRole('table', { name: 'Applications and guests per day' }))).toEqual([
      ['Date', 'Applications', 'Guests'],
      ['2026-11-21', '1', '2'],
      ['2026-11-22', '4', '9'],
      ['2026-11-23', '2', '3'],
    ]);
    // Closed again with a second click.
    await user.click(within(daily).getByText('Show as a table'));
    expect(within(daily).getByRole('table', { hidden: true })).not.toBeVisible();
  });

  it('says so in words when a period is quiet', async () => {
    await renderCharts([
      answer(
        charts({
          applicationsPerDay: [],
          occupancy: [],
          // Every language is listed, with zeros.
          bookingsByLanguage: ['ENG', 'JPN'].map((language) => ({
            __typename: 'LanguageShare' as const,
            language: language as 'ENG',
            bookings: 0,
            guests: 0,
          })),
          topItems: [],
        }),
      ),
    ]);
    const captions = (await screen.findAllByRole('figure')).map(
      (figure) => figure.querySelector('figcaption p')?.textContent,
    );
    expect(captions).toEqual([
      'No applications from 2026-10-25 to 2026-11-23.',
      'No seats are offered in the next 14 days.',
      'Applications of the last 30 days by guest language: ENG 0, JPN 0.',
      'No applications in the last 30 days.',
      'No arrivals or no-shows recorded in the last 30 days.',
    ]);
  });

  it('draws each chart once its width is known, inside its named image', async () => {
    const original = globalThis.ResizeObserver;
    // A layout of 480 px: jsdom measures nothing, so the observer reports it.
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback(
          [{ target, contentRect: { width: 480, height: 220 } } as unknown as ResizeObserverEntry],
          this as unknown as ResizeObserver,
        );
      }
      unobserve() {}
      disconnect() {}
    };
    try {
      await renderCharts([answer(charts())]);
      const figure = await screen.findByRole('figure', { name: 'Seat occupancy (next 14 days)' });
      const drawing = within(figure).getByRole('img');
      await waitFor(() => expect(drawing.querySelector('svg')).not.toBeNull());
      expect(drawing.querySelector('svg')).toHaveAttribute('width', '480');
      expect(drawing.querySelector('svg')).toHaveAttribute('height', '220');
    } finally {
      globalThis.ResizeObserver = original;
    }
  });

  it('names the busiest and the fullest day inside their windows only, the fullest by its exact share', async () => {
    await renderCharts([
      answer(
        charts({
          applicationsPerDay: [
            // Before the period: never named, however busy.
            { __typename: 'DailyApplications', date: '2026-10-24', applications: 40, guests: 80 },
            { __typename: 'DailyApplications', date: '2026-11-02', applications: 3, guests: 3 },
            { __typename: 'DailyApplications', date: '2026-11-20', applications: 3, guests: 6 },
          ] as never,
          occupancy: [
            // Today: its slots have started, no seat is offered any more.
            { __typename: 'DailyOccupancy', date: '2026-11-23', confirmedGuests: 0, capacity: 0 },
            { __typename: 'DailyOccupancy', date: '2026-11-25', confirmedGuests: 2, capacity: 1216 },
            { __typename: 'DailyOccupancy', date: '2026-11-26', confirmedGuests: 3, capacity: 1428 },
            // Past the 14 days: never named.
            { __typename: 'DailyOccupancy', date: '2026-12-07', confirmedGuests: 10, capacity: 10 },
          ] as never,
        }),
      ),
    ]);
    const caption = async (name: string) =>
      (await screen.findByRole('figure', { name })).querySelector('figcaption p')?.textContent;
    expect(await caption('Applications and guests per day (last 30 days)')).toBe(
      '6 applications for 9 guests from 2026-10-25 to 2026-11-23; the busiest day was 2026-11-02 with 3.',
    );
    // 3 of 1,428 (0.21%) beats 2 of 1,216 (0.16%), though both round to 0%.
    expect(await caption('Seat occupancy (next 14 days)')).toBe(
      '5 of 2644 seats confirmed over the next 14 days (<1%); the fullest day is 2026-11-26 at <1%.',
    );
  });

  it('names no fullest day while no seat of the 14 days is confirmed', async () => {
    await renderCharts([
      answer(
        charts({
          occupancy: [
            { __typename: 'DailyOccupancy', date: '2026-11-23', confirmedGuests: 0, capacity: 0 },
            { __typename: 'DailyOccupancy', date: '2026-11-24', confirmedGuests: 0, capacity: 40 },
          ] as never,
        }),
      ),
    ]);
    const figure = await screen.findByRole('figure', { name: 'Seat occupancy (next 14 days)' });
    expect(figure.querySelector('figcaption p')).toHaveTextContent(
      'None of the 40 seats of the next 14 days is confirmed yet.',
    );
  });

  it('lists the top items as text that wraps, each with its count, in the admin language', async () => {
    const long = '韓国家庭料理クッキングクラス（ビビンバ・チャプチェ・チヂミ）';
    await renderCharts(
      [
        {
          request: { query: DashboardChartsDocument, variables: { titleLanguage: 'KOR' } },
          result: {
            data: charts({
              topItems: [
                {
                  __typename: 'TopItem',
                  itemId: 7,
                  title: '한국 가정식 쿠킹 클래스',
                  applications: 5,
                  guests: 11,
                },
                { __typename: 'TopItem', itemId: 9, title: long, applications: 2, guests: 3 },
              ] as never,
            }),
          },
        } as unknown as MockLink.MockedResponse,
      ],
      null,
    );
    const figure = await screen.findByRole('figure', { name: '인기 상품 (최근 30일)' });
    const rows = [...figure.querySelectorAll('[data-top-item]')];
    expect(rows.map((row) => row.textContent)).toEqual(['한국 가정식 쿠킹 클래스5', `${long}2`]);
    // No SVG axis whose labels could run into each other.
    expect(within(figure).getByRole('img').querySelector('svg')).toBeNull();
  });

  it('shows an alert when the charts cannot be loaded', async () => {
    await renderCharts([
      {
        request: { query: DashboardChartsDocument, variables: () => true },
        result: { errors: [{ message: 'Database unavailable' }] },
      } as unknown as MockLink.MockedResponse,
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The charts could not be loaded.');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('is in Korean by default, the table fallback included', async () => {
    const { user } = await renderCharts([answer(charts())], null);
    const figure = await screen.findByRole('figure', { name: '일별 신청과 인원 (최근 30일)' });
    await user.click(within(figure).getByText('표로 보기'));
    expect(within(figure).getByRole('table', { name: '일별 신청 건수와 인원' })).toBeVisible();
  });
});
