import iconv from 'iconv-lite';
import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { makeAdmin, makeBooking, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import { BookingLog } from '../booking/booking-log.entity.js';
import type { Experience } from '../experience/experience.entity.js';
import { MailOutbox } from '../mail/mail-outbox.entity.js';
import { Payment } from './payment.entity.js';

// Bank statement import (issue 22 points 4 and 7): preview first, then one transaction; matched,
// ambiguous, unmatched and already-imported rows; CP949 files; admin only.
let app: TestApp;
let staff: TestClient;
let experience: Experience;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await makeAdmin(app.em(), 'accounts');
  staff = app.client();
  expect((await staff.login(admin.username, admin.password)).status).toBe(200);
  experience = await makeExperience(app.em(), { title: 'Palace tour', price: 45_000, maxGuests: 50 });
});
afterAll(() => app.close());

async function approved(numberOfGuests = 1) {
  const booking = await makeBooking(app.em(), experience, {
    numberOfGuests,
    bookingDate: addDays(seoulToday(), 15),
  });
  expect((await staff.rest('POST', `/api/guest-bookings/${booking.id}/approve`, {})).status).toBe(200);
  return booking.id;
}

async function send(
  client: TestClient,
  step: 'preview' | 'import',
  file: Buffer | string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'statement.csv');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await client.fetch(`/api/admin/bank-statements/${step}`, { method: 'POST', body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const statement = (lines: string[]) => ['거래일시,적요,입금액,입금자명', ...lines].join('\n');

it('previews, then records the matched rows in one go; the same file again pays nothing twice', async () => {
  const a = await approved(2); // 90,000
  const b = await approved(1); // 45,000
  const c = await approved(1);
  const d = await approved(1);
  const file = iconv.encode(
    statement([
      `2026.11.27 10:00,#${a} 예약,"90,000",TANAKA AIKO`,
      `2026.11.27 11:00,${b},45000,김민아`,
      `2026.11.27 12:00,#${c} #${d},45000,PARK`,
      `2026.11.27 13:00,#${a},"12,345",SOMEONE`,
      `2026.11.27 14:00,월세,"500,000",집주인`,
      `2026.11.27 15:00,#99999,45000,NOBODY`,
    ]),
    'cp949',
  );
  const preview = await send(staff, 'preview', file);
  expect(preview.status).toBe(200);
  expect(preview.body.mapping).toEqual({
    date: '거래일시',
    name: '입금자명',
    amount: '입금액',
    memo: '적요',
  });
  expect(preview.body.rows).toEqual([
    {
      line: 2,
      date: [2026, 11, 27],
      name: 'TANAKA AIKO',
      amount: 90_000,
      memo: `#${a} 예약`,
      match: 'matched',
      bookingId: a,
    },
    {
      line: 3,
      date: [2026, 11, 27],
      name: '김민아',
      amount: 45_000,
      memo: String(b),
      match: 'matched',
      bookingId: b,
    },
    {
      line: 4,
      date: [2026, 11, 27],
      name: 'PARK',
      amount: 45_000,
      memo: `#${c} #${d}`,
      match: 'ambiguous',
      candidates: [c, d],
    },
    {
      line: 5,
      date: [2026, 11, 27],
      name: 'SOMEONE',
      amount: 12_345,
      memo: `#${a}`,
      match: 'ambiguous',
      candidates: [a],
    },
    { line: 6, date: [2026, 11, 27], name: '집주인', amount: 500_000, memo: '월세', match: 'unmatched' },
    { line: 7, date: [2026, 11, 27], name: 'NOBODY', amount: 45_000, memo: '#99999', match: 'unmatched' },
  ]);
  // A preview records nothing.
  expect(await app.em().count(Payment, {})).toBe(0);

  // Staff settle the ambiguous row with two candidates by assigning it.
  const imported = await send(staff, 'import', file, { assign: JSON.stringify({ 4: d }) });
  expect(imported.status).toBe(200);
  expect(imported.body.recorded).toBe(3);
  expect(
    imported.body.payments.map((p: { amount: number; method: string; createdBy: string }) => [
      p.amount,
      p.method,
      p.createdBy,
    ]),
  ).toEqual([
    [90_000, 'bank_transfer', 'accounts (bank statement)'],
    [45_000, 'bank_transfer', 'accounts (bank statement)'],
    [45_000, 'bank_transfer', 'accounts (bank statement)'],
  ]);
  for (const id of [a, b, d]) {
    expect((await staff.rest('GET', `/api/guest-bookings/${id}/payments`)).body.status).toBe('paid');
  }
  expect((await staff.rest('GET', `/api/guest-bookings/${c}/payments`)).body.status).toBe('unpaid');
  // One audit entry per imported payment, by the staff member, in the import's transaction.
  const audited = await app.em().find(AuditEntry, { kind: 'payment.import' }, { orderBy: { id: 'asc' } });
  expect(audited.map((e) => [e.username, e.after?.bookingId, e.after?.amount])).toEqual([
    ['accounts', a, 90_000],
    ['accounts', b, 45_000],
    ['accounts', d, 45_000],
  ]);

  const again = await send(staff, 'preview', file);
  expect(again.body.rows.map((r: { match: string }) => r.match)).toEqual([
    'duplicate',
    'duplicate',
    'duplicate',
    'ambiguous',
    'unmatched',
    'unmatched',
  ]);
  const reimported = await send(staff, 'import', file);
  expect(reimported.body.recorded).toBe(0);
  expect(await app.em().count(Payment, {})).toBe(3);
  expect(await app.em().count(AuditEntry, { kind: 'payment.import' })).toBe(3);
});

it('two imports of one file at the same moment record its payments once', async () => {
  const id = await approved(1);
  const file = statement([`2026.11.28 10:00,#${id},45000,RACE`]);
  const answers = await Promise.all([send(staff, 'import', file), send(staff, 'import', file)]);
  // One records it; the other either waited on the booking's lock and found it done, or lost on the
  // row's unique digest (409).
  expect(answers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
  expect(await app.em().count(Payment, { booking: id })).toBe(1);
  for (const res of answers) expect([200, 409]).toContain(res.status);
});

it('records all of a statement or none: a row that fails rolls back the rows recorded before it', async () => {
  const first = await approved(1);
  const second = await approved(1);
  const file = statement([
    `2026.11.28 11:00,#${first},45000,FIRST`,
    `2026.11.28 12:00,#${second},45000,SECOND`,
  ]);
  // The database refuses the second booking's payment, after the first row's payment, log line and
  // receipt were written in the same transaction.
  await app.pool.query(`create function refuse_payment() returns trigger language plpgsql as $$
    begin raise exception 'payment refused for the test'; end $$`);
  await app.pool.query(`create trigger refuse_payment before insert on payment
    for each row when (new.booking_id = ${second}) execute function refuse_payment()`);
  try {
    expect((await send(staff, 'import', file)).status).toBe(500);
  } finally {
    await app.pool.query('drop trigger refuse_payment on payment; drop function refuse_payment()');
  }
  for (const id of [first, second]) {
    expect(await app.em().count(Payment, { booking: id })).toBe(0);
    expect(await app.em().count(BookingLog, { booking: id, logType: 'payment_recorded' })).toBe(0);
    expect(await app.em().count(MailOutbox, { booking: id, kind: 'booking_payment_received' })).toBe(0);
  }
  // Nothing was half-imported: the same file now records both.
  expect((await send(staff, 'preview', file)).body.rows.map((r: { match: string }) => r.match)).toEqual([
    'matched',
    'matched',
  ]);
  expect((await send(staff, 'import', file)).body.recorded).toBe(2);
});

it('remembers a column mapping for files with the same header row', async () => {
  const id = await approved(1);
  const file = `When,Who,Money In,Note\n20261129,MINA,45000,#${id}\n`;
  const unknown = await send(staff, 'preview', file);
  expect(unknown).toMatchObject({
    status: 400,
    body: {
      message:
        "The columns could not be recognised: map date, name, amount and memo to the file's columns (When, Who, Money In, Note).",
    },
  });
  const mapping = JSON.stringify({ date: 'When', name: 'Who', amount: 'Money In', memo: 'Note' });
  expect((await send(staff, 'preview', file, { mapping })).body.rows[0]).toMatchObject({
    match: 'matched',
    bookingId: id,
  });
  // Next time, without the mapping.
  expect((await send(staff, 'preview', file)).body.rows[0]).toMatchObject({
    match: 'matched',
    bookingId: id,
  });
});

it('refuses bad files and assignments with a 400 naming the problem, and is admin only', async () => {
  expect(await send(staff, 'preview', '')).toMatchObject({
    status: 400,
    body: { message: 'The statement file is empty.' },
  });
  expect(await send(staff, 'preview', 'a,"b\n')).toMatchObject({
    status: 400,
    body: { message: 'The statement file could not be read as CSV.' },
  });
  const noFile = new FormData();
  noFile.append('mapping', '{}');
  const withoutFile = await staff.fetch('/api/admin/bank-statements/preview', {
    method: 'POST',
    body: noFile,
  });
  expect(withoutFile.status).toBe(400);
  expect(((await withoutFile.json()) as { message: string }).message).toBe(
    'Send the statement as multipart/form-data with the file in the field `file` (or, to import, the `previewId` of its preview).',
  );
  expect(await send(staff, 'preview', Buffer.alloc(2 * 1024 * 1024 + 1, 'a'))).toMatchObject({
    status: 413,
    body: { message: 'A statement file may be at most 2 MB.' },
  });
  const huge = statement(Array.from({ length: 5000 }, (_, i) => `2026.11.28 10:00,#${i + 1},1000,X`));
  expect(await send(staff, 'preview', huge)).toMatchObject({
    status: 400,
    body: { message: 'A statement may hold at most 5000 rows.' },
  });
  expect(
    await send(staff, 'preview', statement([]), {
      mapping: JSON.stringify({ date: 'Nope', name: '입금자명', amount: '입금액' }),
    }),
  ).toMatchObject({
    status: 400,
    body: { message: 'The column mapping names a column the file does not have.' },
  });
  expect(await send(staff, 'preview', statement([]), { mapping: '[1' })).toMatchObject({
    status: 400,
    body: {
      message: 'The column mapping must be a JSON object naming the date, name, amount and memo columns.',
    },
  });
  const id = await approved(1);
  const file = statement([`2026.11.28 10:00,#${id},45000,X`]);
  expect(await send(staff, 'import', file, { assign: 'not json' })).toMatchObject({
    status: 400,
    body: { message: 'The assignments must be a JSON object of line numbers to booking numbers.' },
  });
  expect(await send(staff, 'import', file, { assign: JSON.stringify({ 9: id }) })).toMatchObject({
    status: 400,
    body: {
      message: 'Line 9 cannot be assigned: it is not a deposit of this file, or it was imported before.',
    },
  });
  const pending = await makeBooking(app.em(), experience, { bookingDate: addDays(seoulToday(), 15) });
  expect(await send(staff, 'import', file, { assign: JSON.stringify({ 2: pending.id }) })).toMatchObject({
    status: 400,
    body: { message: `Booking #${pending.id} is not a confirmed booking with an amount due.` },
  });
  expect(await app.em().count(Payment, { booking: id })).toBe(0);

  const stranger = app.client();
  expect((await send(stranger, 'preview', file)).status).toBe(401);
  expect((await send(stranger, 'import', file)).status).toBe(401);
  expect(await app.em().count(Payment, { booking: id })).toBe(0);
});

it('never records a payment on a guessed day: a row whose date cannot be read is unmatched, and cannot be assigned', async () => {
  const id = await approved(1);
  const file = statement([`sometime,#${id},45000,TANAKA`]);
  const preview = await send(staff, 'preview', file);
  expect(preview.status).toBe(200);
  expect(preview.body.rows).toEqual([
    expect.objectContaining({ line: 2, date: null, amount: 45000, match: 'unmatched' }),
  ]);
  expect(await send(staff, 'import', file)).toMatchObject({ status: 200 });
  expect(await send(staff, 'import', file, { assign: JSON.stringify({ 2: id }) })).toMatchObject({
    status: 400,
    body: {
      message: 'Line 2 has no date that can be read: record this payment by hand, with the date it arrived.',
    },
  });
  expect(await app.em().count(Payment, { booking: id })).toBe(0);
});

it("imports by the preview's id instead of sending the file again (REST JSON)", async () => {
  const id = await approved(1);
  const file = statement([`2026.11.29 10:00,#${id},45000,BY ID`]);
  const preview = await send(staff, 'preview', file);
  expect(preview.body.previewId).toMatch(/^[0-9a-f-]{36}$/);
  const imported = await staff.rest('POST', '/api/admin/bank-statements/import', {
    previewId: preview.body.previewId,
  });
  expect(imported).toMatchObject({ status: 200, body: { recorded: 1 } });
  expect(await app.em().count(Payment, { booking: id })).toBe(1);
  const bad = await staff.rest('POST', '/api/admin/bank-statements/import', { previewId: 'nope' });
  expect(bad).toMatchObject({ status: 400, body: { message: 'The preview id is not valid.' } });
  const gone = await staff.rest('POST', '/api/admin/bank-statements/import', {
    previewId: '00000000-0000-4000-8000-000000000000',
  });
  expect(gone).toMatchObject({
    status: 404,
    body: { message: 'This preview is no longer available: upload the statement again.' },
  });
});

it('the same in GraphQL: preview by upload, import by the preview id', async () => {
  const id = await approved(1);
  const file = statement([`2026.11.29 11:00,#${id},45000,GRAPHQL`]);
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: `mutation($file: Upload!) { previewBankStatement(file: $file) { previewId mapping { amount } rows { line match bookingId amount } } }`,
      variables: { file: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([file], { type: 'text/csv' }), 'statement.csv');
  const res = await staff.fetch('/graphql', {
    method: 'POST',
    body: form,
    headers: { 'apollo-require-preflight': 'true' },
  });
  const preview = (await res.json()) as {
    data: { previewBankStatement: { previewId: string; mapping: { amount: string }; rows: unknown[] } };
  };
  expect(preview.data.previewBankStatement).toMatchObject({
    mapping: { amount: '입금액' },
    rows: [{ line: 2, match: 'matched', bookingId: id, amount: 45_000 }],
  });
  const imported = await staff.gql(
    `mutation($p: String) { importBankStatement(previewId: $p) { amount method } }`,
    {
      p: preview.data.previewBankStatement.previewId,
    },
  );
  expect(imported.data.importBankStatement).toEqual([{ amount: 45_000, method: 'bank_transfer' }]);
  const stranger = await app.client().gql(`mutation { importBankStatement(previewId: "x") { id } }`);
  expect(stranger.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});
