import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { AdminNewsletterSubscribersDocument } from '@/generated/graphql';
import { pickOption } from '@/testing/pickOption';
import { renderWithProviders } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { InquiriesSection } from '../index';

type Vars = Record<string, unknown>;

type Subscriber = {
  __typename: 'NewsletterSubscription';
  id: number;
  email: string;
  language: string;
  consentedAt: string;
  unsubscribedAt: string | null;
};

const subscriber = (id: number, extra: Partial<Subscriber> = {}): Subscriber => ({
  __typename: 'NewsletterSubscription',
  id,
  email: `reader${id}@example.com`,
  language: 'ENG',
  consentedAt: '2026-11-20T05:05:00.000Z',
  unsubscribedAt: null,
  ...extra,
});

/** The subscribers' list on a stand-in server that filters as the real one; the variables are recorded. */
function subscribers(all: Subscriber[]) {
  const calls: Vars[] = [];
  const mock = {
    request: {
      query: AdminNewsletterSubscribersDocument,
      variables: (variables: Vars) => {
        calls.push(variables);
        return true;
      },
    },
    result: (variables: Vars) => {
      const filter = variables.filter as { status: string; language: string | null; search: string | null };
      const page = variables.page as { page: number; pageSize: number };
      const found = all.filter(
        (s) =>
          (filter.status === 'all' || (filter.status === 'subscribed') === !s.unsubscribedAt) &&
          (!filter.language || s.language === filter.language) &&
          (!filter.search || s.email.includes(filter.search)),
      );
      return {
        data: {
          adminNewsletterSubscribers: {
            __typename: 'NewsletterSubscriberPage',
            totalCount: found.length,
            page: page.page,
            pageSize: page.pageSize,
            items: found.slice((page.page - 1) * page.pageSize, page.page * page.pageSize),
          },
        },
      };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  } as unknown as MockLink.MockedResponse;
  return { calls, mocks: [mock] };
}

function renderSubscribers(mocks: MockLink.MockedResponse[], language: 'ENG' | null = 'ENG') {
  if (language) window.localStorage.setItem('adminLanguage', language);
  return renderWithProviders(
    <AdminI18nProvider>
      <InquiriesSection />
    </AdminI18nProvider>,
    { route: '/admin?section=inquiries&view=subscribers', mocks },
  );
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const exportLink = () => screen.getByRole('link', { name: 'Export CSV' });

describe('the newsletter subscribers', () => {
  it('lists the subscribed addresses with their language and consent time (Seoul), with the CSV export', async () => {
    const server = subscribers([
      subscriber(1, { email: 'mina@example.com', language: 'KOR', consentedAt: '2026-11-24T05:05:00.000Z' }),
      subscriber(2, { email: 'yuki@example.jp', language: 'JPN', consentedAt: '2026-11-23T15:30:00.000Z' }),
      subscriber(3, { email: 'gone@example.com', unsubscribedAt: '2026-11-25T00:00:00.000Z' }),
    ]);
    await renderSubscribers(server.mocks);

    expect(await screen.findByRole('tab', { name: 'Newsletter subscribers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = await screen.findByRole('table', { name: 'Newsletter subscribers' });
    await within(table).findByText('mina@example.com');
    expect(server.calls[0]).toEqual({
      filter: { status: 'subscribed', language: null, search: null },
      page: { page: 1, pageSize: 20 },
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['E-mail', 'Language', 'Consent given', 'Unsubscribed']);
    const rows = bodyRows(table).map((row) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    );
    expect(rows).toEqual([
      ['mina@example.com', 'KOR', '2026. 11. 24. 14:05', '-'],
      // 15:30 UTC is half past midnight the next day in Seoul.
      ['yuki@example.jp', 'JPN', '2026. 11. 24. 00:30', '-'],
    ]);
    expect(screen.getByRole('button', { name: 'Subscribed' })).toHaveAttribute('aria-pressed', 'true');

    expect(exportLink()).toHaveAttribute('href', '/api/admin/newsletter-subscribers.csv?status=subscribed');
    expect(exportLink()).toHaveAttribute('download');
  });

  it('shows when an address unsubscribed, and the export follows the state, language and search', async () => {
    const server = subscribers([
      subscriber(1, { email: 'mina@example.com', language: 'KOR' }),
      subscriber(2, {
        email: 'yuki@example.jp',
        language: 'JPN',
        unsubscribedAt: '2026-11-25T03:00:00.000Z',
      }),
      subscriber(3, {
        email: 'kenji@example.jp',
        language: 'JPN',
        unsubscribedAt: '2026-11-25T04:00:00.000Z',
      }),
    ]);
    const { user } = await renderSubscribers(server.mocks);
    const table = await screen.findByRole('table', { name: 'Newsletter subscribers' });
    await within(table).findByText('mina@example.com');

    await user.click(screen.getByRole('button', { name: 'Unsubscribed' }));
    await within(table).findByText('yuki@example.jp');
    expect(server.calls.at(-1)).toEqual({
      filter: { status: 'unsubscribed', language: null, search: null },
      page: { page: 1, pageSize: 20 },
    });
    const yuki = bodyRows(table).find((row) => within(row).queryByText('yuki@example.jp'))!;
    expect(yuki.lastElementChild).toHaveTextContent('2026. 11. 25. 12:00');
    expect(exportLink()).toHaveAttribute('href', '/api/admin/newsletter-subscribers.csv?status=unsubscribed');

    await pickOption(user, 'Language', 'JPN');
    await waitFor(() =>
      expect(server.calls.at(-1)).toEqual({
        filter: { status: 'unsubscribed', language: 'JPN', search: null },
        page: { page: 1, pageSize: 20 },
      }),
    );
    expect(exportLink()).toHaveAttribute(
      'href',
      '/api/admin/newsletter-subscribers.csv?status=unsubscribed&lang=JPN',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search addresses' }), 'kenji');
    await waitFor(() =>
      expect(server.calls.at(-1)).toEqual({
        filter: { status: 'unsubscribed', language: 'JPN', search: 'kenji' },
        page: { page: 1, pageSize: 20 },
      }),
    );
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(bodyRows(table)[0]).toHaveTextContent('kenji@example.jp');
    expect(exportLink()).toHaveAttribute(
      'href',
      '/api/admin/newsletter-subscribers.csv?status=unsubscribed&lang=JPN&q=kenji',
    );

    // All languages again: the filter and the export's lang go away.
    await pickOption(user, 'Language', 'All languages');
    await waitFor(() =>
      expect(server.calls.at(-1)).toEqual({
        filter: { status: 'unsubscribed', language: null, search: 'kenji' },
        page: { page: 1, pageSize: 20 },
      }),
    );
    expect(exportLink()).toHaveAttribute(
      'href',
      '/api/admin/newsletter-subscribers.csv?status=unsubscribed&q=kenji',
    );
  });

  it('is the second tab of the section, in Korean by default', async () => {
    const server = subscribers([subscriber(1, { email: 'mina@example.com', language: 'KOR' })]);
    await renderSubscribers(server.mocks, null);

    const tab = await screen.findByRole('tab', { name: '뉴스레터 구독자' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: '뉴스레터 구독자' });
    expect(await within(table).findByText('mina@example.com')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '동의 일시' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV 내보내기' })).toHaveAttribute(
      'href',
      '/api/admin/newsletter-subscribers.csv?status=subscribed',
    );
  });
});
