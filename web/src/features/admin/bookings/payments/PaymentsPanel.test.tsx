import { isDeepStrictEqual } from 'node:util';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError, type DocumentNode } from 'graphql';
import { seoulToday } from '@domain/calendar';
import {
  BookingLogsDocument,
  BookingPaymentsDocument,
  BookingSlotTallyDocument,
  RecordPaymentDocument,
  RecordRefundDocument,
  RefundOnlinePaymentDocument,
  VoidPaymentDocument,
} from '@/generated/graphql';
import { adminBookingRow } from '@/testing/adminFixtures';
import { renderWithProviders } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { ManageDialog } from '../components/ManageDialog';

type Vars = Record<string, unknown>;
const once = (query: DocumentNode, data: unknown, match: (v: Vars) => boolean = () => true) => ({
  request: { query, variables: match },
  result: { data },
  maxUsageCount: 1,
});

const record = (id: number, amount: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'Payment',
  id,
  kind: 'payment',
  amount,
  method: 'bank_transfer',
  paidAt: '2026-11-20',
  reference: 'KIM MINJI',
  note: '',
  createdBy: 'owner',
  createdAt: '2026-11-20T03:00:00.000Z',
  voidedAt: null,
  voidedBy: null,
  voidReason: null,
  ...extra,
});
const payments = (
  status: string,
  paid: number,
  list: unknown[],
  overdue = false,
  extra: Record<string, unknown> = {},
  online: unknown[] = [],
) => ({
  booking: { __typename: 'GuestBooking', id: 5, onlinePayments: online },
  bookingPayments: {
    __typename: 'BookingPayments',
    amountDue: 90000,
    amountPaid: paid,
    amountRefunded: 0,
    status,
    dueDate: '2026-11-26',
    overdue,
    reference: '#5',
    way: 'bank_transfer',
    payments: list,
    ...extra,
  },
});
const shell = [
  once(BookingSlotTallyDocument, {
    bookingSlotSummaries: { __typename: 'BookingSlotSummaryPage', items: [] },
  }),
  { ...once(BookingLogsDocument, { bookingLogs: [] }), maxUsageCount: 5 },
];

const render = (mocks: unknown[], status = 'confirmed') => {
  window.localStorage.setItem('adminLanguage', 'ENG');
  return renderWithProviders(
    <AdminI18nProvider>
      <ManageDialog booking={adminBookingRow(5, { status }) as never} onClose={() => undefined} />
    </AdminI18nProvider>,
    { route: '/admin?section=bookings', mocks: [...shell, ...mocks] as never },
  );
};

const panel = () => screen.findByRole('region', { name: 'Payment' });

describe('payments panel', () => {
  it('is not shown before the booking is confirmed', async () => {
    await render([], 'pending');
    await screen.findByRole('dialog', { name: 'Booking #5' });
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it('shows what is owed, the overdue badge and the records, a void struck through with who and why', async () => {
    await render([
      once(
        BookingPaymentsDocument,
        payments(
          'partially_paid',
          30000,
          [
            record(2, 30000),
            record(1, 50000, { voidedAt: '2026-11-21T00:00:00.000Z', voidedBy: 'owner', voidReason: 'typo' }),
          ],
          true,
        ),
      ),
    ]);
    const region = await panel();
    expect(await within(region).findByText('Partially paid')).toBeInTheDocument();
    expect(within(region).getByText('Overdue')).toBeInTheDocument();
    expect(within(region).getByText('₩90,000')).toBeInTheDocument();
    const records = within(region).getAllByRole('listitem');
    expect(records[1].querySelector('s')).toHaveTextContent('₩50,000');
    expect(records[1]).toHaveTextContent('Voided by owner: typo');
    // Only the live record can be voided.
    expect(within(records[0]).getByRole('button', { name: /^Void/ })).toBeInTheDocument();
    expect(within(records[1]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a booking approved too close to its date is paid on site, not a missing deadline (issue 34)', async () => {
    await render([
      once(BookingPaymentsDocument, payments('unpaid', 0, [], false, { dueDate: null, way: 'on_site' })),
    ]);
    const region = await panel();
    const deadline = (await within(region).findByText('Deadline')).nextElementSibling;
    expect(deadline).toHaveTextContent('On site, on the day');
  });

  it('records a payment dated today (Seoul) by default, then shows the new status without a reload', async () => {
    const { user } = await render([
      once(BookingPaymentsDocument, payments('unpaid', 0, [])),
      once(
        RecordPaymentDocument,
        { recordPayment: record(3, 90000, { paidAt: seoulToday() }) },
        (v) =>
          v.bookingId === 5 &&
          isDeepStrictEqual(v.input, {
            amount: 90000,
            method: 'bank_transfer',
            paidAt: seoulToday(),
            reference: 'KIM',
            note: '',
          }),
      ),
      once(BookingPaymentsDocument, payments('paid', 90000, [record(3, 90000, { paidAt: seoulToday() })])),
    ]);
    const region = await panel();
    expect(await within(region).findByText('Unpaid')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Record payment' }));
    expect(await within(region).findByText(/The amount must be a whole number/)).toBeInTheDocument();

    await user.type(within(region).getByLabelText('Amount (KRW)'), '90000');
    await user.type(within(region).getByLabelText('Reference'), 'KIM');
    await user.click(within(region).getByRole('button', { name: 'Record payment' }));
    expect(await within(region).findByRole('listitem')).toHaveTextContent('₩90,000');
    // The "Paid" label of the amount paid, and now the status badge.
    expect(within(region).getAllByText('Paid')).toHaveLength(2);
    expect(within(region).queryByText('Unpaid')).not.toBeInTheDocument();
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
  });

  it('voids a record after asking for the reason', async () => {
    const { user } = await render([
      once(BookingPaymentsDocument, payments('paid', 90000, [record(3, 90000)])),
      once(
        VoidPaymentDocument,
        {
          voidPayment: record(3, 90000, {
            voidedAt: '2026-11-22T00:00:00.000Z',
            voidedBy: 'owner',
            voidReason: 'wrong booking',
          }),
        },
        (v) => v.bookingId === 5 && v.paymentId === 3 && v.reason === 'wrong booking',
      ),
      once(
        BookingPaymentsDocument,
        payments('unpaid', 0, [
          record(3, 90000, {
            voidedAt: '2026-11-22T00:00:00.000Z',
            voidedBy: 'owner',
            voidReason: 'wrong booking',
          }),
        ]),
      ),
    ]);
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: /^Void/ }));
    const dialog = await screen.findByRole('alertdialog', { name: /Void the payment of ₩90,000/ });
    const confirm = within(dialog).getByRole('button', { name: 'Void payment' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'wrong booking');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await within(region).findByText('Voided by owner: wrong booking')).toBeInTheDocument();
    expect(within(region).getByText('Unpaid')).toBeInTheDocument();
  });

  // Issue 34 point 4: a paid booking that is cancelled keeps its panel, says a refund is due, and
  // staff record the refund as a refund (never more than was kept).
  it("keeps a cancelled paid booking's panel: refund due, then the refund recorded as its own record", async () => {
    const refunded = record(4, 90000, { kind: 'refund', paidAt: seoulToday(), reference: 'KB 77' });
    const { user } = await render(
      [
        once(BookingPaymentsDocument, payments('refund_due', 90000, [record(1, 90000)])),
        once(
          RecordRefundDocument,
          { recordRefund: refunded },
          (v) =>
            v.bookingId === 5 &&
            isDeepStrictEqual(v.input, {
              amount: 90000,
              method: 'bank_transfer',
              refundedAt: seoulToday(),
              reference: 'KB 77',
              note: '',
            }),
        ),
        once(
          BookingPaymentsDocument,
          payments('refunded', 0, [refunded, record(1, 90000)], false, { amountRefunded: 90000 }),
        ),
      ],
      'cancelled',
    );
    const region = await panel();
    expect(await within(region).findByText('Refund due')).toBeInTheDocument();
    const form = within(region).getByRole('form', { name: 'Record a refund' });
    const amount = within(form).getByLabelText('Amount (KRW)');
    // What the booking kept, ready to send back; more is refused before it reaches the server.
    expect(amount).toHaveValue('90000');
    await user.clear(amount);
    await user.type(amount, '-90001');
    expect(amount).toHaveValue('90001');
    await user.type(within(form).getByLabelText('Reference'), 'KB 77');
    await user.click(within(form).getByRole('button', { name: 'Record refund and e-mail the guest' }));
    expect(
      await within(form).findByText('A refund can be at most what the booking kept: ₩90,000.'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '90000');
    await user.click(within(form).getByRole('button', { name: 'Record refund and e-mail the guest' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    expect(await within(region).findByText('Refunded', { selector: 'span' })).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent('Refund −₩90,000');
    expect(within(region).queryByRole('form', { name: 'Record a refund' })).not.toBeInTheDocument();
  });

  it('has no panel on a cancelled booking that was never approved', async () => {
    await render(
      [once(BookingPaymentsDocument, payments('unpaid', 0, [], false, { dueDate: null, amountDue: 0 }))],
      'cancelled',
    );
    await screen.findByRole('dialog', { name: 'Booking #5' });
    // While its payments load the panel waits; their answer leaves nothing to show.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument());
    expect(screen.queryByText('Record a payment')).not.toBeInTheDocument();
  });
});

// Issue 37 point 5: a payment made through PortOne shows where it came from and is refunded through
// PortOne from its row, in whole or in part, never beyond what is still refundable.
describe('an online payment in the payments panel', () => {
  const PAYMENT_ID = 'kc-5-AbCdEfGhIjKlMnOp';
  const online = record(3, 90000, {
    method: 'online',
    reference: `PortOne ${PAYMENT_ID}`,
    note: 'alipay',
    createdBy: 'system',
  });
  const attempt = (extra: Record<string, unknown> = {}) => ({
    __typename: 'OnlinePaymentAttempt',
    id: 11,
    provider: 'portone',
    paymentId: PAYMENT_ID,
    state: 'paid',
    method: 'alipay',
    amount: 90000,
    currency: 'KRW',
    refundedAmount: 0,
    refundRequestedAt: null,
    refundable: 90000,
    recordId: 3,
    createdAt: '2026-11-20T03:00:00.000Z',
    ...extra,
  });
  const refundRecord = (amount: number) =>
    record(4, amount, { kind: 'refund', method: 'online', reference: `PortOne ${PAYMENT_ID}`, note: 'x' });
  /** Every refund the panel asked the server for. */
  const asked: Vars[] = [];
  beforeEach(() => {
    asked.length = 0;
  });
  const refunds = (state: string, amount: number, errors?: GraphQLError[]) => ({
    request: {
      query: RefundOnlinePaymentDocument,
      variables: (v: Vars) =>
        Boolean(asked.push(v)) &&
        isDeepStrictEqual(v, {
          bookingId: 5,
          paymentId: 3,
          amount,
          reason: 'The show was cancelled',
        }),
    },
    result: errors
      ? { errors }
      : {
          data: {
            refundOnlinePayment: {
              __typename: 'OnlineRefund',
              state,
              refund: state === 'done' ? refundRecord(amount) : null,
            },
          },
        },
    maxUsageCount: 1,
  });
  const openRefund = async (user: Awaited<ReturnType<typeof render>>['user']) => {
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: /^Refund through PortOne:/ }));
    return screen.findByRole('dialog', { name: 'Refund through PortOne' });
  };

  it('shows provider, method, state and the PortOne id (copyable); refunds it in full, then shows it refunded without a reload', async () => {
    const { user } = await render([
      once(BookingPaymentsDocument, payments('paid', 90000, [online], false, {}, [attempt()])),
      refunds('done', 90000),
      {
        ...once(
          BookingPaymentsDocument,
          payments('refunded', 0, [refundRecord(90000), online], false, { amountRefunded: 90000 }, [
            attempt({ state: 'refunded', refundedAmount: 90000, refundable: 0 }),
          ]),
        ),
        maxUsageCount: 3,
      },
    ]);
    const region = await panel();
    const row = (await within(region).findAllByRole('listitem'))[0];
    expect(row).toHaveTextContent('PortOne · Alipay');
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText(PAYMENT_ID)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `Copy payment id ${PAYMENT_ID}` }));
    expect(await navigator.clipboard.readText()).toBe(PAYMENT_ID);

    const dialog = await openRefund(user);
    expect(dialog).toHaveTextContent(`Payment ${PAYMENT_ID}: ₩90,000 paid.`);
    // What is still refundable, ready to go back whole.
    expect(within(dialog).getByLabelText('Amount to refund (KRW)')).toHaveValue('90000');
    await user.type(within(dialog).getByLabelText('Reason'), 'The show was cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded ₩90,000 through PortOne')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Refund through PortOne' })).not.toBeInTheDocument(),
    );
    expect(await within(region).findByText('Refunded in full')).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent('Refund −₩90,000');
    expect(
      within(region).queryByRole('button', { name: /^Refund through PortOne:/ }),
    ).not.toBeInTheDocument();
  });

  it('refuses more than is still refundable before asking PortOne, then refunds part (PortOne finishes it later)', async () => {
    const partly = attempt({ refundedAmount: 20000, refundable: 70000 });
    const waiting = attempt({
      refundedAmount: 20000,
      refundable: 0,
      refundRequestedAt: '2026-11-21T01:00:00.000Z',
    });
    const { user } = await render([
      once(BookingPaymentsDocument, payments('paid', 70000, [online], false, {}, [partly])),
      refunds('requested', 30000),
      {
        ...once(BookingPaymentsDocument, payments('paid', 70000, [online], false, {}, [waiting])),
        maxUsageCount: 3,
      },
    ]);
    const dialog = await openRefund(user);
    expect(dialog).toHaveTextContent('₩90,000 paid, ₩20,000 refunded already');
    const amount = within(dialog).getByLabelText('Amount to refund (KRW)');
    expect(amount).toHaveValue('70000');
    await user.clear(amount);
    await user.type(amount, '70001');
    await user.type(within(dialog).getByLabelText('Reason'), 'The show was cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('A refund can be at most what is still refundable: ₩70,000.'),
    ).toBeInTheDocument();
    // Nothing was asked of the server.
    expect(asked).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '30000');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund of ₩30,000 requested at PortOne')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Refund through PortOne' })).not.toBeInTheDocument(),
    );
    // Until PortOne finishes it, the row says so and offers no other refund.
    const region = await panel();
    expect(await within(region).findByText('Refund requested, PortOne finishing it')).toBeInTheDocument();
    expect(
      within(region).queryByRole('button', { name: /^Refund through PortOne:/ }),
    ).not.toBeInTheDocument();
  });

  it('shows a refusal (409) in the dialog and stays open; with no answer (503) it says to check at PortOne first', async () => {
    const refused =
      'PortOne refused the refund: nothing was refunded. The reason is in the booking’s activity log.';
    const { user } = await render([
      {
        ...once(BookingPaymentsDocument, payments('paid', 90000, [online], false, {}, [attempt()])),
        maxUsageCount: 5,
      },
      refunds('done', 90000, [new GraphQLError(refused, { extensions: { code: 'CONFLICT' } })]),
      refunds('done', 90000, [
        new GraphQLError('PortOne did not answer', { extensions: { code: 'SERVICE_UNAVAILABLE' } }),
      ]),
    ]);
    const dialog = await openRefund(user);
    await user.type(within(dialog).getByLabelText('Reason'), 'The show was cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The refund was refused; nothing was refunded.');
    expect(alert).toHaveTextContent(refused);

    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'PortOne did not answer: the refund may or may not have been made. Check the payment at PortOne before trying again.',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Refund through PortOne' })).toBeInTheDocument();
  });
});
