import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { makeAdmin, makeBooking, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import type { Experience } from '../experience/experience.entity.js';

// The applications list's payment columns, filter and CSV columns (issue 22 point 3): the status the
// server derives, computed in SQL for the filter and batched for the rows.
let app: TestApp;
let staff: TestClient;
let item: Experience;
const ids: Record<string, number> = {};
const today = seoulToday();

const pay = async (id: number, amount: number) => {
  const res = await staff.gql(
    `mutation($b: Int!, $i: PaymentInput!) { recordPayment(bookingId: $b, input: $i) { id } }`,
    { b: id, i: { amount, method: 'bank_transfer', paidAt: today } },
  );
  expect(res.errors).toBeUndefined();
  return res.data.recordPayment.id as number;
};

const refund = async (id: number, amount: number) => {
  const res = await staff.gql(
    `mutation($b: Int!, $i: RefundInput!) { recordRefund(bookingId: $b, input: $i) { id } }`,
    { b: id, i: { amount, method: 'bank_transfer', refundedAt: today } },
  );
  expect(res.errors).toBeUndefined();
};

/** A booking of 1 guest (30,000 KRW), approved unless `pending`. */
async function booking(name: string, pending = false) {
  const b = await makeBooking(app.em(), item, {
    guestName: name,
    guestEmail: `${name}@example.com`,
    bookingDate: addDays(today, 20),
  });
  if (!pending) {
    expect((await staff.rest('POST', `/api/guest-bookings/${b.id}/approve`, {})).status).toBe(200);
  }
  ids[name] = b.id;
  return b.id;
}

beforeAll(async () => {
  app = await createTestApp({ PAYMENT_DUE_DAYS: '3' });
  const admin = await makeAdmin(app.em(), 'ledger');
  staff = app.client();
  expect((await staff.login(admin.username, admin.password)).status).toBe(200);
  item = await makeExperience(app.em(), { title: 'Palace walk', price: 30_000, maxGuests: 500 });
  await booking('pending', true);
  await booking('unpaid');
  await pay(await booking('partly'), 10_000);
  await pay(await booking('paid'), 30_000);
  await pay(await booking('over'), 40_000);
  const refunded = await booking('refunded');
  await pay(refunded, 30_000);
  await refund(refunded, 30_000);
  const voided = await staff.gql(
    `mutation($b: Int!, $p: Int!) { voidPayment(bookingId: $b, paymentId: $p, reason: "typo") { id } }`,
    { b: await booking('voided'), p: await pay(ids.voided, 30_000) },
  );
  expect(voided.errors).toBeUndefined();
  await pay(await booking('late'), 5_000);
  await app.pool.query('update guest_booking set payment_due_date = $1 where id = $2', [
    addDays(today, -2),
    ids.late,
  ]);
});
afterAll(() => app.close());

const LIST = `query($filter: AdminBookingFilter, $pageSize: Int) {
  adminBookings(filter: $filter, sort: id, direction: ASC, page: { page: 1, pageSize: $pageSize }) {
    totalCount counts { pending confirmed cancelled all }
    items { id guestName paymentStatus amountDue amountPaid paymentDueDate paymentOverdue }
  }
}`;
const list = async (payment?: string, pageSize = 50) => {
  const res = await staff.gql(LIST, { filter: { itemId: item.id, payment }, pageSize });
  expect(res.errors).toBeUndefined();
  return res.data.adminBookings;
};
const names = async (payment: string) =>
  (await list(payment)).items.map((b: { guestName: string }) => b.guestName);

it('gives each row its amount due, paid, status, deadline and overdue flag (null before approval)', async () => {
  const due = addDays(today, 3);
  const row = (guestName: string, rest: Record<string, unknown>) => ({
    id: ids[guestName],
    guestName,
    amountDue: 30_000,
    paymentDueDate: due,
    paymentOverdue: false,
    ...rest,
  });
  expect((await list()).items).toEqual([
    {
      id: ids.pending,
      guestName: 'pending',
      paymentStatus: null,
      amountDue: null,
      amountPaid: 0,
      paymentDueDate: null,
      paymentOverdue: false,
    },
    row('unpaid', { paymentStatus: 'unpaid', amountPaid: 0 }),
    row('partly', { paymentStatus: 'partially_paid', amountPaid: 10_000 }),
    row('paid', { paymentStatus: 'paid', amountPaid: 30_000 }),
    row('over', { paymentStatus: 'overpaid', amountPaid: 40_000 }),
    row('refunded', { paymentStatus: 'refunded', amountPaid: 0 }),
    row('voided', { paymentStatus: 'unpaid', amountPaid: 0 }),
    row('late', {
      paymentStatus: 'partially_paid',
      amountPaid: 5_000,
      paymentDueDate: addDays(today, -2),
      paymentOverdue: true,
    }),
  ]);
});

it('filters by payment status, awaiting and overdue in SQL, the tabs counting under the same filter', async () => {
  expect(await names('unpaid')).toEqual(['unpaid', 'voided']);
  expect(await names('partially_paid')).toEqual(['partly', 'late']);
  expect(await names('paid')).toEqual(['paid']);
  expect(await names('overpaid')).toEqual(['over']);
  expect(await names('refunded')).toEqual(['refunded']);
  // A confirmed booking whose money went back owes again (the dashboard counts it so too).
  expect(await names('awaiting')).toEqual(['unpaid', 'partly', 'refunded', 'voided', 'late']);
  expect(await names('overdue')).toEqual(['late']);
  const awaiting = await list('awaiting');
  expect(awaiting.totalCount).toBe(5);
  expect(awaiting.counts).toEqual({ pending: 0, confirmed: 5, cancelled: 0, all: 5 });
});

it('agrees with the dashboard counts the tile links from', async () => {
  const res = await staff.gql(`{ adminDashboard { awaitingPayment overduePayments } }`);
  expect(res.data.adminDashboard).toEqual({
    awaitingPayment: (await list('awaiting')).totalCount,
    overduePayments: (await list('overdue')).totalCount,
  });
});

it('loads the payment fields of a page in one statement, whatever its size', async () => {
  const count = async (pageSize: number) => {
    app.queries.length = 0;
    await list(undefined, pageSize);
    return app.queries.filter((q) => q.includes('from payment p')).length;
  };
  expect(await count(10)).toBe(1);
  expect(await count(100)).toBe(1);
});

it('refuses an unknown payment filter', async () => {
  const res = await staff.gql(LIST, { filter: { payment: 'maybe' } });
  expect(res.errors?.[0].message).toMatch(/PaymentFilter/);
  const csv = await staff.rest('GET', '/api/admin/bookings.csv?payment=maybe');
  expect(csv.status).toBe(400);
});

it('exports the payment columns as CSV, filtered by payment', async () => {
  const res = await staff.fetch(
    `/api/admin/bookings.csv?itemId=${item.id}&payment=awaiting&sort=id&direction=ASC`,
  );
  expect(res.status).toBe(200);
  const [header, ...lines] = (await res.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  const PAYMENT_COLUMNS = ['amountDue', 'amountPaid', 'paymentStatus', 'paymentDueDate'];
  const at = PAYMENT_COLUMNS.map((name) => header.split(',').indexOf(name));
  expect(at.every((i) => i > 0)).toBe(true);
  const tail = (line: string) => at.map((i) => line.split(',')[i]);
  expect(lines.map(tail)).toEqual([
    ['30000', '0', 'unpaid', addDays(today, 3)],
    ['30000', '10000', 'partially_paid', addDays(today, 3)],
    ['30000', '0', 'refunded', addDays(today, 3)],
    ['30000', '0', 'unpaid', addDays(today, 3)],
    ['30000', '5000', 'partially_paid', addDays(today, -2)],
  ]);
  const all = await staff.fetch(`/api/admin/bookings.csv?itemId=${item.id}&sort=id&direction=ASC`);
  const pendingLine = (await all.text()).trim().split('\n')[1];
  // Before approval: nothing owed yet, the payment cells empty.
  expect(tail(pendingLine)).toEqual(['', '', '', '']);
});

// Issue 34 point 4: a cancelled booking that kept money owes it back; the list, its filter and the
// CSV say so (refund due, partially refunded, refunded), as the dashboard counts it.
it('lists, filters and exports the refunds of cancelled bookings', async () => {
  const other = await makeExperience(app.em(), { title: 'Night market', price: 30_000, maxGuests: 500 });
  const cancelled = async (name: string, paid: number, refunded = 0) => {
    const b = await makeBooking(app.em(), other, {
      guestName: name,
      guestEmail: `${name}@example.com`,
      bookingDate: addDays(today, 20),
    });
    expect((await staff.rest('POST', `/api/guest-bookings/${b.id}/approve`, {})).status).toBe(200);
    if (paid) await pay(b.id, paid);
    expect((await staff.rest('POST', `/api/guest-bookings/${b.id}/cancel`, {})).status).toBe(200);
    if (refunded) await refund(b.id, refunded);
    return b.id;
  };
  await cancelled('owed', 30_000);
  await cancelled('halfBack', 30_000, 10_000);
  await cancelled('allBack', 30_000, 30_000);
  await cancelled('never', 0);
  const rows = async (payment?: string) => {
    const res = await staff.gql(LIST, { filter: { itemId: other.id, payment }, pageSize: 50 });
    expect(res.errors).toBeUndefined();
    return res.data.adminBookings.items.map(
      (b: { guestName: string; paymentStatus: string; amountPaid: number }) => [
        b.guestName,
        b.paymentStatus,
        b.amountPaid,
      ],
    );
  };
  expect(await rows()).toEqual([
    ['owed', 'refund_due', 30_000],
    ['halfBack', 'partially_refunded', 20_000],
    ['allBack', 'refunded', 0],
    ['never', 'unpaid', 0],
  ]);
  expect(await rows('refund_due')).toEqual([['owed', 'refund_due', 30_000]]);
  expect(await rows('partially_refunded')).toEqual([['halfBack', 'partially_refunded', 20_000]]);
  expect(await rows('refunded')).toEqual([['allBack', 'refunded', 0]]);
  // Nothing is awaited of a cancelled booking.
  expect(await rows('awaiting')).toEqual([]);

  const csv = await staff.fetch(`/api/admin/bookings.csv?itemId=${other.id}&sort=id&direction=ASC`);
  const [header, ...lines] = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  const at = ['amountPaid', 'paymentStatus'].map((name) => header.split(',').indexOf(name));
  expect(lines.map((line) => at.map((i) => line.split(',')[i]))).toEqual([
    ['30000', 'refund_due'],
    ['20000', 'partially_refunded'],
    ['0', 'refunded'],
    ['0', 'unpaid'],
  ]);
});
