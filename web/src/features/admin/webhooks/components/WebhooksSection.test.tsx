import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  AdminDashboardDocument,
  CreateWebhookDocument,
  DeleteWebhookDocument,
  MeDocument,
  RetryWebhookDeliveryDocument,
  RotateWebhookSecretDocument,
  WebhookDeliveriesDocument,
  WebhookResellersDocument,
  WebhooksDocument,
} from '@/generated/graphql';
import { backupStatusMock } from '@/testing/backupFixtures';
import { renderApp, renderWithProviders, type RenderOptions } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { WebhooksSection } from '../index';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const URL_A = 'https://hooks.example.com/bookings';

const subscription = (id: number, url: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'WebhookSubscription' as const,
  id,
  url,
  events: ['booking.created', 'booking.confirmed'],
  resellerId: null as number | null,
  disabledAt: null,
  disabledReason: null,
  createdAt: '2026-11-23T01:05:00.000Z',
  ...extra,
});

const delivery = (id: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'WebhookDelivery' as const,
  id,
  eventType: 'booking.confirmed',
  status: 'failed',
  attempts: 9,
  lastResponseCode: 503,
  lastError: 'HTTP 503',
  nextAttemptAt: '2026-11-26T01:05:00.000Z',
  sentAt: null,
  createdAt: '2026-11-23T01:05:00.000Z',
  ...extra,
});

const listMock = (rows: ReturnType<typeof subscription>[]) => ({
  request: { query: WebhooksDocument },
  result: { data: { webhooks: rows } },
});

const resellersMock = (rows: { id: number; name: string }[] = []) => ({
  request: { query: WebhookResellersDocument },
  result: {
    data: { resellers: rows.map((r) => ({ __typename: 'ResellerType' as const, disabledAt: null, ...r })) },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

async function renderSection(mocks: RenderOptions['mocks'], resellers = resellersMock()) {
  window.localStorage.setItem('adminLanguage', 'ENG');
  const result = await renderWithProviders(
    <AdminI18nProvider>
      <WebhooksSection />
    </AdminI18nProvider>,
    { route: '/admin?section=webhooks', mocks: [...(mocks ?? []), resellers] },
  );
  await screen.findByRole('heading', { name: 'Webhooks' });
  return result;
}

describe('webhooks section', () => {
  afterEach(() => window.localStorage.clear());

  it("shows the server's refusal of a URL under the field, then the new secret once, then the list", async () => {
    const sent: unknown[] = [];
    const { user } = await renderSection([
      listMock([]),
      {
        request: {
          query: CreateWebhookDocument,
          variables: { input: { url: 'http://10.0.0.5/hook', events: ['booking.confirmed'] } },
        },
        result: (variables: unknown) => {
          sent.push(variables);
          return {
            errors: [
              new GraphQLError('The URL points into a private network: give a public address.', {
                extensions: { code: 'BAD_USER_INPUT', field: 'url' },
              }),
            ],
          };
        },
      },
      {
        request: {
          query: CreateWebhookDocument,
          variables: { input: { url: URL_A, events: ['booking.confirmed'] } },
        },
        result: (variables: unknown) => {
          sent.push(variables);
          return {
            data: {
              createWebhook: {
                __typename: 'CreatedWebhook',
                secret: SECRET,
                subscription: subscription(4, URL_A, { events: ['booking.confirmed'] }),
              },
            },
          };
        },
      },
      listMock([subscription(4, URL_A, { events: ['booking.confirmed'] })]),
    ]);
    expect(await screen.findByText('No subscriptions yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook subscription' });

    // Nothing chosen: the form says so before asking the server.
    await user.click(within(dialog).getByRole('button', { name: 'Create subscription' }));
    expect(await within(dialog).findByText('Choose at least one event.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Receiver URL'), 'http://10.0.0.5/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Booking confirmed (booking.confirmed)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create subscription' }));
    const url = within(dialog).getByLabelText('Receiver URL');
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(
        expect.stringContaining('The URL points into a private network: give a public address.'),
      ),
    );
    expect(sent).toHaveLength(1);

    await user.clear(url);
    await user.type(url, URL_A);
    await user.click(within(dialog).getByRole('button', { name: 'Create subscription' }));

    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(shown).getByLabelText('Signing secret')).toHaveTextContent(SECRET);
    expect(shown).toHaveTextContent('You will not see it again.');
    await user.click(within(shown).getByRole('button', { name: 'Copy the secret' }));
    expect(await screen.findByText('Signing secret copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(SECRET);

    await user.click(within(shown).getByRole('button', { name: 'I have saved the secret' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Once closed, the secret is nowhere on the page; the list has the new subscription.
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent(URL_A);
    expect(rows[1]).toHaveTextContent('booking.confirmed');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('2026. 11. 23. 10:05');
    expect(sent).toHaveLength(2);
  });

  it('subscribes for a reseller: only booking events are offered, and the list names the reseller', async () => {
    const sent: unknown[] = [];
    const { user } = await renderSection(
      [
        listMock([]),
        {
          request: {
            query: CreateWebhookDocument,
            variables: { input: { url: URL_A, events: ['booking.confirmed'], resellerId: 7 } },
          },
          result: (variables: unknown) => {
            sent.push(variables);
            return {
              data: {
                createWebhook: {
                  __typename: 'CreatedWebhook',
                  secret: SECRET,
                  subscription: subscription(3, URL_A, { events: ['booking.confirmed'], resellerId: 7 }),
                },
              },
            };
          },
        },
        listMock([subscription(3, URL_A, { events: ['booking.confirmed'], resellerId: 7 })]),
      ],
      resellersMock([{ id: 7, name: 'Klook' }]),
    );
    expect(await screen.findByText('No subscriptions yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook subscription' });
    await user.type(within(dialog).getByLabelText('Receiver URL'), URL_A);
    const review = 'Review published (review.published)';
    expect(within(dialog).getByRole('checkbox', { name: review })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'For' }));
    await user.click(await screen.findByRole('option', { name: /^Klook/ }));
    // A reseller's subscription gets its own bookings' events only: the review event is not offered.
    expect(within(dialog).queryByRole('checkbox', { name: review })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Booking confirmed (booking.confirmed)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create subscription' }));
    await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(sent).toEqual([{ input: { url: URL_A, events: ['booking.confirmed'], resellerId: 7 } }]);
    await user.click(screen.getByRole('button', { name: 'I have saved the secret' }));
    expect(await screen.findByText('Klook: its own bookings')).toBeInTheDocument();
  });

  it('deletes a subscription only after confirming', async () => {
    let deleted = 0;
    const { user } = await renderSection([
      listMock([subscription(4, URL_A), subscription(5, 'https://b.example.com/x')]),
      {
        request: { query: DeleteWebhookDocument, variables: { id: 4 } },
        result: () => {
          deleted += 1;
          return { data: { deleteWebhook: true } };
        },
      },
      listMock([subscription(5, 'https://b.example.com/x')]),
    ]);
    await user.click(await screen.findByRole('button', { name: `Delete ${URL_A}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Delete ${URL_A}?` });
    expect(deleted).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Subscription deleted')).toBeInTheDocument();
    expect(deleted).toBe(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Delete ${URL_A}` })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Delete https://b.example.com/x' })).toBeInTheDocument();
  });

  it('rotates the secret after confirming and shows the new one once', async () => {
    let rotated = 0;
    const { user } = await renderSection([
      listMock([subscription(4, URL_A)]),
      {
        request: { query: RotateWebhookSecretDocument, variables: { id: 4 } },
        result: () => {
          rotated += 1;
          return { data: { rotateWebhookSecret: SECRET } };
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: `New secret for ${URL_A}` }));
    const confirm = await screen.findByRole('alertdialog', { name: `A new secret for ${URL_A}?` });
    expect(rotated).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Make a new secret' }));
    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(shown).getByLabelText('Signing secret')).toHaveTextContent(SECRET);
    expect(rotated).toBe(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
  });

  it("lists a subscription's deliveries (next try in Seoul time) and sends one again", async () => {
    let retried = 0;
    const disabled = subscription(4, URL_A, {
      disabledAt: '2026-11-26T01:05:00.000Z',
      disabledReason: 'The receiver failed for 3 days.',
    });
    const { user } = await renderSection([
      listMock([disabled]),
      {
        request: { query: WebhookDeliveriesDocument, variables: { id: 4 } },
        result: {
          data: {
            webhookDeliveries: [
              delivery(12),
              delivery(11, {
                eventType: 'booking.created',
                status: 'pending',
                attempts: 2,
                lastResponseCode: 500,
                nextAttemptAt: '2026-11-23T15:30:00.000Z',
              }),
            ],
          },
        },
      },
      {
        request: { query: RetryWebhookDeliveryDocument, variables: { id: 4, deliveryId: 12 } },
        result: () => {
          retried += 1;
          return {
            data: {
              retryWebhookDelivery: delivery(12, {
                status: 'pending',
                nextAttemptAt: '2026-11-27T03:00:00.000Z',
              }),
            },
          };
        },
      },
      // Sending again turns the subscription back on.
      listMock([{ ...disabled, disabledAt: null, disabledReason: null }]),
    ]);
    const list = await screen.findByRole('table', { name: 'Subscriptions' });
    expect(list).toHaveTextContent('Disabled since 2026. 11. 26. 10:05: The receiver failed for 3 days.');
    await user.click(within(list).getByRole('button', { name: `Deliveries to ${URL_A}` }));
    const dialog = await screen.findByRole('dialog', { name: `Deliveries to ${URL_A}` });
    const table = await within(dialog).findByRole('table', { name: `Deliveries to ${URL_A}` });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Booking confirmed (booking.confirmed)');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('503');
    // A pending one's next try, in Seoul: 15:30 UTC is 00:30 the next day.
    expect(rows[2]).toHaveTextContent('Pending');
    expect(rows[2]).toHaveTextContent('2026. 11. 24. 00:30');

    await user.click(within(rows[1]).getByRole('button', { name: 'Send again: delivery #12' }));
    expect(await screen.findByText('Delivery #12 will be sent again now')).toBeInTheDocument();
    expect(retried).toBe(1);
    await waitFor(() => expect(rows[1]).toHaveTextContent('Pending'));
    expect(rows[1]).toHaveTextContent('2026. 11. 27. 12:00');
    await waitFor(() => expect(list).toHaveTextContent('Active'));
  });
});

describe('webhooks in the back office', () => {
  const me = (role: 'owner' | 'staff') => ({
    request: { query: MeDocument },
    result: {
      data: {
        me: {
          __typename: 'AdminUser' as const,
          id: 1,
          username: 'curator',
          role,
          twoFactorEnabled: true,
          mustEnrolTwoFactor: false,
        },
      },
    },
  });
  // The dashboard (where a section one may not open leads) stays loading: it is not under test.
  const dashboard = {
    request: { query: AdminDashboardDocument, variables: () => true },
    delay: Number.POSITIVE_INFINITY,
    result: { data: null },
  };

  beforeEach(() => window.localStorage.setItem('adminLanguage', 'ENG'));
  afterEach(() => window.localStorage.clear());

  it('is an owner section', async () => {
    await renderApp({
      route: '/admin?section=webhooks',
      mocks: [me('owner'), listMock([]), resellersMock()],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Webhooks' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');
  });

  it('is neither in a staff account’s sidebar nor opened by its address', async () => {
    await renderApp({
      route: '/admin?section=webhooks',
      mocks: [me('staff'), dashboard, { ...backupStatusMock(), maxUsageCount: 5 }],
    });
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Webhooks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Webhooks' })).not.toBeInTheDocument();
  });
});
