import { jest } from '@jest/globals';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { screen, within } from '@testing-library/react';
import { BookingPaymentsDocument } from '@/generated/graphql';
import { renderWithProviders } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { BankImportDialog } from './BankImportDialog';
import type { StatementRow } from './api';

const row = (
  line: number,
  match: StatementRow['match'],
  extra: Partial<StatementRow> = {},
): StatementRow => ({
  line,
  date: [2026, 11, 20],
  name: `DEPOSITOR ${line}`,
  amount: 90000,
  memo: `#${line * 10}`,
  match,
  ...extra,
});
const ROWS = [
  row(2, 'matched', { bookingId: 20 }),
  row(3, 'ambiguous', { candidates: [30, 31] }),
  row(4, 'unmatched'),
  row(5, 'duplicate'),
];
const MAPPING = { date: '거래일시', name: '적요', amount: '입금액', memo: '메모' };

type Call = { url: string; form: FormData };
let calls: Call[] = [];
/** Answers the REST calls in order, recording each URL and form. */
function answer(...bodies: [number, unknown][]) {
  calls = [];
  const fetchMock = jest.fn(async (url: string, init: { body: FormData }) => {
    calls.push({ url, form: init.body });
    const [status, body] = bodies[calls.length - 1];
    // jsdom has no Response: what the component reads of one.
    return { ok: status < 400, status, json: async () => body };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
}

const onClose = jest.fn();
let client: ApolloClient;
/** Holds on to the test's Apollo client, to look into its cache. */
function ClientProbe() {
  client = useApolloClient();
  return null;
}
async function open(korean = false) {
  if (korean) window.localStorage.removeItem('adminLanguage');
  else window.localStorage.setItem('adminLanguage', 'ENG');
  const view = await renderWithProviders(
    <AdminI18nProvider>
      <ClientProbe />
      <BankImportDialog onClose={onClose} />
    </AdminI18nProvider>,
    { route: '/admin?section=bookings' },
  );
  const file = new File(['거래일시,적요,입금액\n'], 'statement.csv', { type: 'text/csv' });
  return { ...view, file };
}

describe('bank statement import', () => {
  it('previews the deposits, records the matched and assigned ones, and says how many', async () => {
    answer(
      [200, { headers: Object.values(MAPPING), mapping: MAPPING, rows: ROWS }],
      [200, { recorded: 2, payments: [] }],
    );
    const { user, file } = await open();
    const input = await screen.findByLabelText('Statement file (CSV)');
    // A payments panel staff opened earlier: its unpaid summary is in the cache.
    const paymentsOf20 = { query: BookingPaymentsDocument, variables: { bookingId: 20 } };
    const unpaid = {
      __typename: 'BookingPayments' as const,
      amountDue: 90000,
      amountPaid: 0,
      amountRefunded: 0,
      status: 'unpaid' as const,
      dueDate: '2026-11-26',
      overdue: false,
      reference: '#20',
      way: 'bank_transfer' as const,
      payments: [],
    };
    const booking = { __typename: 'GuestBooking' as const, id: 20, onlinePayments: [] };
    client.writeQuery({ ...paymentsOf20, data: { bookingPayments: unpaid, booking } });
    expect(client.readQuery(paymentsOf20)?.bookingPayments.status).toBe('unpaid');
    await user.upload(input, file);
    const table = await screen.findByRole('table', { name: 'Statement deposits' });
    expect(calls[0].url).toBe('/api/admin/bank-statements/preview');
    expect(calls[0].form.get('file')).toBeInstanceOf(File);
    expect(within(table).getByRole('link', { name: '#20' })).toHaveAttribute(
      'href',
      '/admin?section=bookings&q=20',
    );
    expect(within(table).getByText('Already imported')).toBeInTheDocument();
    expect(within(table).getByText('Not recognised')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record 1 payments' })).toBeEnabled();

    await user.selectOptions(within(table).getByLabelText('Booking for line 3'), '31');
    await user.type(within(table).getByLabelText('Booking number for line 4'), '#4x2');
    await user.click(screen.getByRole('button', { name: 'Record 3 payments' }));
    expect(await screen.findByText('2 payments recorded')).toBeInTheDocument();
    expect(calls[1].url).toBe('/api/admin/bank-statements/import');
    expect(JSON.parse(String(calls[1].form.get('assign')))).toEqual({ 3: 31, 4: 42 });
    expect(JSON.parse(String(calls[1].form.get('mapping')))).toEqual(MAPPING);
    expect(onClose).toHaveBeenCalled();
    // Opened again, the panel loads what the import changed instead of the cached summary.
    expect(client.readQuery(paymentsOf20)).toBeNull();
  });

  it('asks which column is which when the headers are not recognised, then previews with that mapping', async () => {
    const headers = ['Day', 'Who', 'In', 'Text'];
    answer(
      [200, { headers, mapping: null, rows: [] }],
      [200, { headers, mapping: { date: 'Day', name: 'Who', amount: 'In', memo: 'Text' }, rows: [ROWS[0]] }],
    );
    const { user, file } = await open(true);
    await user.upload(await screen.findByLabelText('거래내역 파일 (CSV)'), file);
    expect(await screen.findByText(/파일의 열을 인식하지 못했습니다/)).toBeInTheDocument();
    const preview = screen.getByRole('button', { name: '이 열로 미리보기' });
    expect(preview).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('날짜 열'), 'Day');
    await user.selectOptions(screen.getByLabelText('입금자명 열'), 'Who');
    await user.selectOptions(screen.getByLabelText('입금액 열'), 'In');
    await user.selectOptions(screen.getByLabelText('메모 열 (선택)'), 'Text');
    await user.click(preview);
    expect(await screen.findByRole('table', { name: '거래내역 입금' })).toBeInTheDocument();
    expect(JSON.parse(String(calls[1].form.get('mapping')))).toEqual({
      date: 'Day',
      name: 'Who',
      amount: 'In',
      memo: 'Text',
    });
    expect(screen.getByRole('button', { name: '입금 1건 기록' })).toBeEnabled();
  });

  // Issue 34 point 5: a deposit recorded by hand already is not recorded unless staff choose to.
  it('leaves a deposit possibly recorded already out, unless staff tick it', async () => {
    answer(
      [
        200,
        {
          headers: Object.values(MAPPING),
          mapping: MAPPING,
          rows: [
            row(2, 'possibly_recorded', {
              bookingId: 20,
              recordedAs: { paidAt: [2026, 11, 19], createdBy: 'cashier', line: null },
            }),
            row(3, 'possibly_recorded', {
              bookingId: 30,
              recordedAs: { paidAt: [2026, 11, 20], createdBy: null, line: 2 },
            }),
            row(4, 'matched', { bookingId: 40 }),
          ],
        },
      ],
      [200, { recorded: 2, payments: [] }],
    );
    const { user, file } = await open();
    await user.upload(await screen.findByLabelText('Statement file (CSV)'), file);
    const table = await screen.findByRole('table', { name: 'Statement deposits' });
    expect(within(table).getAllByText('Possibly recorded already')).toHaveLength(2);
    expect(within(table).getByText(/^Recorded on 2026\. ?11\. ?19\..* by cashier$/)).toBeInTheDocument();
    expect(within(table).getByText('Same as line 2 of this file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record 1 payments' })).toBeEnabled();
    const tick = within(table).getByRole('checkbox', { name: 'Record anyway: line 2' });
    expect(tick).not.toBeChecked();
    await user.click(tick);
    await user.click(screen.getByRole('button', { name: 'Record 2 payments' }));
    expect(await screen.findByText('2 payments recorded')).toBeInTheDocument();
    expect(JSON.parse(String(calls[1].form.get('assign')))).toEqual({ 2: 20 });
  });

  // Issue 34 point 6: the columns read are shown and can be changed (the server remembers them).
  it('shows the columns it read, reads every text column, and previews again with the columns chosen', async () => {
    const headers = ['거래일시', '적요', '메모', '입금액', '입금자명'];
    const guessed = { date: '거래일시', name: '입금자명', amount: '입금액', memo: '적요' };
    const chosen = { ...guessed, memo: '메모' };
    answer(
      [
        200,
        {
          headers,
          mapping: guessed,
          rows: [row(2, 'matched', { memo: '타행이체', details: '#9', bookingId: 9 })],
        },
      ],
      [
        200,
        {
          headers,
          mapping: chosen,
          rows: [row(2, 'matched', { memo: '#9', details: '타행이체', bookingId: 9 })],
        },
      ],
    );
    const { user, file } = await open(true);
    await user.upload(await screen.findByLabelText('거래내역 파일 (CSV)'), file);
    const table = await screen.findByRole('table', { name: '거래내역 입금' });
    expect(within(table).getByText('타행이체 · #9')).toBeInTheDocument();
    await user.click(screen.getByText(/^열:/));
    const columns = screen.getByRole('region', { name: '파일의 열' });
    expect(within(columns).getByLabelText('메모 열 (선택)')).toHaveValue('적요');
    await user.selectOptions(within(columns).getByLabelText('메모 열 (선택)'), '메모');
    await user.click(within(columns).getByRole('button', { name: '이 열로 미리보기' }));
    expect(await screen.findByText('#9 · 타행이체')).toBeInTheDocument();
    expect(calls[1].url).toBe('/api/admin/bank-statements/preview');
    expect(JSON.parse(String(calls[1].form.get('mapping')))).toEqual(chosen);
  });

  it("shows the server's refusal", async () => {
    answer([413, { message: 'A statement file may be at most 2 MB.' }]);
    const { user, file } = await open();
    await user.upload(await screen.findByLabelText('Statement file (CSV)'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent('A statement file may be at most 2 MB.');
  });
});
