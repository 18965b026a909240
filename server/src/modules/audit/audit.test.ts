import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { AdminRole } from '../auth/admin-user.entity.js';
import { BookingLog } from '../booking/booking-log.entity.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import type { Experience } from '../experience/experience.entity.js';
import {
  makeAdmin,
  makeBooking,
  makeExperience,
  makePopup,
  makeReview,
  makeSlide,
  testHasher,
} from '../../testing/fixtures.js';
import { reviewPinHash } from '../review/review.service.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { sentText } from '../../platform/mail/mail.testing.js';
import { AuditEntry } from './audit-entry.entity.js';

// The audit trail (issue 24 point 5): each admin change writes one entry with it, in the same
// transaction; guests and failed changes write none; entries can be neither edited nor deleted.
let app: TestApp;
let owner: TestClient;
let staff: TestClient;
let staffId: number;
let experience: Experience;

beforeAll(async () => {
  app = await createTestApp();
  await makeAdmin(app.em(), 'boss', 'a long enough passphrase', AdminRole.owner);
  staffId = (await makeAdmin(app.em(), 'helper', 'a long enough passphrase', AdminRole.staff)).admin.id;
  owner = app.client();
  staff = app.client();
  expect((await owner.login('boss', 'a long enough passphrase')).status).toBe(200);
  expect((await staff.login('helper', 'a long enough passphrase')).status).toBe(200);
  experience = await makeExperience(app.em(), {
    title: 'Temple stay',
    price: 50_000,
    maxGuests: 4,
    ...(VALID as object),
  });
});
afterAll(() => app.close());

/** An item the editor's rules accept. */
const VALID = {
  kCultureTags: ['K-Food'],
  location: 'Mapo-gu, Seoul',
  duration: '2hrs',
  salesAvailableFrom: '2026-01-01',
  salesAvailableUntil: '2030-12-31',
  timeSlots: [{ startTime: '10:00' }],
};

/** The entries written since `after` (an id), oldest first. */
const since = (after: number) =>
  app.em().find(AuditEntry, { id: { $gt: after } }, { orderBy: { id: 'asc' } });
const last = async () =>
  (await app.em().find(AuditEntry, {}, { orderBy: { id: 'desc' }, limit: 1 }))[0]?.id ?? 0;

describe('each admin change writes one entry with who, where and the changed fields', () => {
  it('items: a price change keeps only the changed fields; the switch and the deletion too', async () => {
    const mark = await last();
    const item = await makeExperience(app.em(), {
      title: 'Kimchi class',
      price: 30_000,
      ...(VALID as object),
    });
    const patch = await staff.rest('PATCH', `/api/experiences/${item.id}`, { price: 35_000 });
    expect(patch.status).toBe(200);
    expect((await staff.rest('PATCH', `/api/experiences/${item.id}`, { isActive: false })).status).toBe(200);
    expect((await owner.rest('DELETE', `/api/experiences/${item.id}`)).status).toBe(204);
    const entries = await since(mark);
    expect(entries.map((e) => [e.kind, e.username, e.targetType, e.targetId])).toEqual([
      ['item.update', 'helper', 'experience', String(item.id)],
      ['item.update', 'helper', 'experience', String(item.id)],
      ['item.delete', 'boss', 'experience', String(item.id)],
    ]);
    expect(entries[0]).toMatchObject({
      adminUserId: staffId,
      before: { price: 30_000 },
      after: { price: 35_000 },
    });
    expect(entries[0].address).toMatch(/127\.0\.0\.1|::1/);
    expect(entries[1]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect(entries[2]).toMatchObject({ after: null, before: { title: 'Kimchi class', price: 35_000 } });
  });

  it('a change refused by validation writes nothing, and an unchanged save writes nothing', async () => {
    // A first save stores the editor's normal form of the fixture; saving it again changes nothing.
    expect((await staff.rest('PATCH', `/api/experiences/${experience.id}`, {})).status).toBe(200);
    const mark = await last();
    expect((await staff.rest('PATCH', `/api/experiences/${experience.id}`, { price: -1 })).status).toBe(400);
    expect((await staff.rest('PATCH', `/api/experiences/${experience.id}`, { price: 50_000 })).status).toBe(
      200,
    );
    expect(await since(mark)).toEqual([]);
  });

  it("bookings: status and memo, with the staff member's name in the booking's log", async () => {
    const booking = await makeBooking(app.em(), experience, { bookingDate: addDays(seoulToday(), 20) });
    const mark = await last();
    const res = await staff.rest('PATCH', `/api/guest-bookings/${booking.id}`, {
      adminMemo: 'VIP',
      status: 'confirmed',
    });
    expect(res.status).toBe(200);
    const entries = await since(mark);
    expect(entries.map((e) => [e.kind, e.targetId, e.before, e.after])).toEqual([
      ['booking.memo', String(booking.id), { adminMemo: '' }, { adminMemo: 'VIP' }],
      ['booking.status', String(booking.id), { status: 'pending' }, { status: 'confirmed' }],
    ]);
    const logs = await app.em().find(BookingLog, { booking: booking.id }, { orderBy: { id: 'asc' } });
    expect(logs.map((l) => [l.logType, l.createdBy, l.createdByName])).toEqual([
      ['memo_update', 'admin', 'helper'],
      ['status_change', 'admin', 'helper'],
    ]);
    const gql = await staff.gql<{ bookingLogs: { createdByName: string | null }[] }>(
      `query($id: Int!) { bookingLogs(bookingId: $id) { createdByName } }`,
      { id: booking.id },
    );
    expect(gql.data!.bookingLogs.map((l) => l.createdByName)).toEqual(['helper', 'helper']);
  });

  it('an approval refused for capacity writes no entry (the same transaction)', async () => {
    const date = addDays(seoulToday(), 30);
    await makeBooking(app.em(), experience, {
      bookingDate: date,
      numberOfGuests: 4,
      status: 'confirmed' as never,
    });
    const extra = await makeBooking(app.em(), experience, { bookingDate: date, numberOfGuests: 1 });
    const mark = await last();
    expect((await staff.rest('POST', `/api/guest-bookings/${extra.id}/approve`, {})).status).toBe(409);
    expect(await since(mark)).toEqual([]);
  });

  it('payments: recorded and voided', async () => {
    const booking = await makeBooking(app.em(), experience, { bookingDate: addDays(seoulToday(), 40) });
    expect((await staff.rest('POST', `/api/guest-bookings/${booking.id}/approve`, {})).status).toBe(200);
    const mark = await last();
    const paid = await staff.rest<{ id: number }>('POST', `/api/guest-bookings/${booking.id}/payments`, {
      amount: 10_000,
      method: 'cash_on_site',
      paidAt: seoulToday(),
    });
    expect(paid.status).toBe(201);
    const voided = await staff.rest(
      'POST',
      `/api/guest-bookings/${booking.id}/payments/${paid.body.id}/void`,
      {
        reason: 'typo',
      },
    );
    expect(voided.status).toBe(200);
    const entries = await since(mark);
    expect(entries.map((e) => [e.kind, e.targetType, e.targetId])).toEqual([
      ['payment.record', 'payment', String(paid.body.id)],
      ['payment.void', 'payment', String(paid.body.id)],
    ]);
    expect(entries[0].after).toMatchObject({ bookingId: booking.id, amount: 10_000, method: 'cash_on_site' });
    expect(entries[1].after).toMatchObject({ voidReason: 'typo' });
    const logs = await app.em().find(BookingLog, { booking: booking.id, logType: { $like: 'payment%' } });
    expect(logs.map((l) => l.createdByName)).toEqual(['helper', 'helper']);
  });

  it('carousels, popups, reviews, staff and settings', async () => {
    const slide = await makeSlide(app.em(), { title: 'Spring', sortOrder: 1 });
    const popup = await makePopup(app.em(), { altText: 'Sale' });
    const review = await makeReview(app.em(), experience, { isApproved: false });
    const mark = await last();
    expect((await staff.rest('PATCH', `/api/carousels/${slide.id}`, { title: 'Summer' })).status).toBe(200);
    expect((await staff.rest('PATCH', `/api/popups/${popup.id}`, { altText: 'Big sale' })).status).toBe(200);
    expect(
      (
        await staff.gql(`mutation($id: Int!) { approveReview(id: $id) { id } }`, {
          id: review.id,
        })
      ).errors,
    ).toBeUndefined();
    expect((await owner.rest('POST', `/api/admin/staff/${staffId}/disable`)).status).toBe(200);
    expect((await owner.rest('POST', `/api/admin/staff/${staffId}/enable`)).status).toBe(200);
    expect((await owner.gql('mutation { setPaymentAutoCancelDays(days: 5) }')).errors).toBeUndefined();
    const entries = await since(mark);
    expect(entries.map((e) => [e.kind, e.username, e.before, e.after])).toEqual([
      ['carousel.update', 'helper', { title: 'Spring' }, { title: 'Summer' }],
      ['popup.update', 'helper', { altText: 'Sale' }, { altText: 'Big sale' }],
      ['review.moderate', 'helper', { isApproved: false }, { isApproved: true }],
      ['staff.disable', 'boss', { disabledAt: null }, { disabledAt: expect.any(String) }],
      ['staff.enable', 'boss', { disabledAt: expect.any(String) }, { disabledAt: null }],
      ['settings.update', 'boss', { 'payment-auto-cancel-days': null }, { 'payment-auto-cancel-days': 5 }],
    ]);
    // The disabled account signs in again for the rest of the file.
    expect((await staff.login('helper', 'a long enough passphrase')).status).toBe(200);
  });

  it('a guest action writes nothing', async () => {
    const { booking } = {
      booking: await makeBooking(app.em(), experience, {
        guestEmail: 'walk@example.com',
        bookingDate: addDays(seoulToday(), 50),
      }),
    };
    const mark = await last();
    const res = await app.client().rest('POST', '/api/guest-bookings/cancel', {
      email: 'walk@example.com',
      phone: '+81 90-1234-5678',
      verificationCode: '246810',
    });
    expect(res.status).toBe(200);
    const logs = await app.em().find(BookingLog, { booking: booking.id });
    expect(logs.map((l) => [l.createdBy, l.createdByName])).toEqual([['customer', null]]);
    expect(await since(mark)).toEqual([]);
  });
});

describe('entries are never edited nor deleted', () => {
  it('the database refuses UPDATE and DELETE', async () => {
    const id = await last();
    expect(id).toBeGreaterThan(0);
    await expect(
      app.pool.query(`update audit_entry set username = 'nobody' where id = $1`, [id]),
    ).rejects.toThrow(/append-only/);
    await expect(app.pool.query(`delete from audit_entry where id = $1`, [id])).rejects.toThrow(
      /append-only/,
    );
    expect(
      (await app.pool.query(`select count(*)::int as n from audit_entry where username = 'nobody'`)).rows[0]
        .n,
    ).toBe(0);
  });

  it('the API has no way to change them', async () => {
    const res = await owner.gql('mutation { deleteAuditEntry(id: 1) }');
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('the activity list', () => {
  const QUERY = `query($username: String, $kind: String, $from: String, $to: String, $page: PageInput) {
    auditEntries(username: $username, kind: $kind, from: $from, to: $to, page: $page) {
      totalCount page pageSize items { username kind targetType targetId address before after }
    } }`;
  type Answer = {
    auditEntries: {
      totalCount: number;
      items: {
        username: string;
        kind: string;
        before: string | null;
        after: string | null;
      }[];
    };
  };

  it('filters by user, kind (or its family) and date, newest first, paged', async () => {
    const all = await staff.gql<Answer>(QUERY, {});
    const total = await app.em().count(AuditEntry, {});
    expect(all.data!.auditEntries.totalCount).toBe(total);
    const byBoss = await staff.gql<Answer>(QUERY, { username: 'boss' });
    expect(byBoss.data!.auditEntries.items.map((i) => i.kind)).toEqual([
      'settings.update',
      'staff.enable',
      'staff.disable',
      'item.delete',
    ]);
    const payments = await staff.gql<Answer>(QUERY, { kind: 'payment' });
    expect(payments.data!.auditEntries.items.map((i) => i.kind)).toEqual(['payment.void', 'payment.record']);
    const exact = await staff.gql<Answer>(QUERY, { kind: 'booking.memo' });
    expect(exact.data!.auditEntries.items[0]).toMatchObject({
      before: '{"adminMemo":""}',
      after: '{"adminMemo":"VIP"}',
    });
    const today = seoulToday();
    expect((await staff.gql<Answer>(QUERY, { from: today, to: today })).data!.auditEntries.totalCount).toBe(
      total,
    );
    expect((await staff.gql<Answer>(QUERY, { to: addDays(today, -1) })).data!.auditEntries.totalCount).toBe(
      0,
    );
    const page2 = await staff.gql<Answer>(QUERY, { page: { page: 2, pageSize: 10 } });
    expect(page2.data!.auditEntries).toMatchObject({ totalCount: total, page: 2, pageSize: 10 });
    expect(page2.data!.auditEntries.items).toHaveLength(Math.min(10, total - 10));
    expect((await staff.gql(QUERY, { from: 'yesterday' })).errors?.[0].extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it("REST: GET /api/admin/audit in the issue's shape; anonymous callers refused", async () => {
    const res = await owner.rest<Record<string, unknown>[]>(
      'GET',
      '/api/admin/audit?user=helper&kind=carousel',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        user: 'helper',
        action: 'carousel.update',
        entity: 'carousel_slide',
        entityId: expect.any(String),
        before: { title: 'Spring' },
        after: { title: 'Summer' },
        address: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);
    expect((await app.client().rest('GET', '/api/admin/audit')).status).toBe(401);
    expect((await app.client().gql(QUERY, {})).status).toBe(401);
  });

  it("staff see it without what is the owners' (issue 35): other accounts' addresses, the e-mails of accounts", async () => {
    const invited = await owner.rest('POST', '/api/admin/staff', {
      email: 'invitee@example.com',
      role: 'staff',
    });
    expect(invited.status).toBe(201);
    type Item = { username: string; address: string | null; after: string };
    const items = async (client: TestClient, variables: Record<string, unknown>) =>
      (
        (await client.gql(QUERY, variables)).data as { auditEntries: { items: Item[] } }
      ).auditEntries.items.map((item) => ({ ...item, after: item.after && JSON.parse(item.after) }));
    const ADDRESS = /127\.0\.0\.1|::1/;
    expect((await items(owner, { kind: 'staff.invite' }))[0]).toMatchObject({
      address: expect.stringMatching(ADDRESS),
      after: { email: 'invitee@example.com', role: 'staff' },
    });
    expect((await items(staff, { kind: 'staff.invite' }))[0]).toMatchObject({
      address: null,
      after: { role: 'staff' },
    });
    // Their own entries keep their address; the owner's other entries have none for them.
    const own = await items(staff, { username: 'helper' });
    expect(own.length).toBeGreaterThan(0);
    for (const item of own) expect(item.address).toMatch(ADDRESS);
    for (const item of await items(staff, { username: 'boss' })) expect(item.address).toBeNull();
    // The REST call answers the same.
    const rest = await staff.rest<Record<string, unknown>[]>('GET', '/api/admin/audit?kind=staff.invite');
    expect(rest.body[0]).toMatchObject({ address: null, after: { role: 'staff' } });
    const whole = await owner.rest<Record<string, unknown>[]>('GET', '/api/admin/audit?kind=staff.invite');
    expect(whole.body[0]).toMatchObject({
      address: expect.stringMatching(ADDRESS),
      after: { email: 'invitee@example.com', role: 'staff' },
    });
  });
});

describe('the changes the trail missed before (issue 24 point 5)', () => {
  it("reviews: staff's new review and its deletion; a bulk decision keeps each review's own state", async () => {
    const mark = await last();
    const created = await staff.rest<{ id: number }>('POST', '/api/reviews', {
      itemId: experience.id,
      reviewType: 'general',
      reviewerName: 'Staff pick',
      rating: 4,
      visitDate: '2026-01-05',
      reviewContent: 'Written from a phone call.',
    });
    expect(created.status).toBe(201);
    const rejected = await makeReview(app.em(), experience, { isApproved: false });
    const bulk = await staff.gql(
      `mutation($ids: [Int!]!) { moderateReviews(ids: $ids, decision: approve) { changed } }`,
      { ids: [created.body.id, rejected.id] },
    );
    expect(bulk.errors).toBeUndefined();
    expect((await staff.rest('DELETE', `/api/reviews/${created.body.id}`)).status).toBe(200);
    const entries = await since(mark);
    expect(entries.map((e) => [e.kind, e.username, e.targetId, e.before, e.after])).toEqual([
      [
        'review.create',
        'helper',
        String(created.body.id),
        null,
        expect.objectContaining({
          reviewerName: 'Staff pick',
          rating: 4,
          itemId: experience.id,
          isApproved: null,
        }),
      ],
      ['review.moderate', 'helper', String(created.body.id), { isApproved: null }, { isApproved: true }],
      ['review.moderate', 'helper', String(rejected.id), { isApproved: false }, { isApproved: true }],
      [
        'review.delete',
        'helper',
        String(created.body.id),
        expect.objectContaining({ reviewerName: 'Staff pick', isApproved: true }),
        null,
      ],
    ]);
  });

  it('a guest deleting their review with its PIN writes nothing', async () => {
    const review = await makeReview(app.em(), experience, {
      isApproved: true,
      pinHash: reviewPinHash(testHasher, '246813'),
    });
    const mark = await last();
    const res = await app
      .client()
      .rest('DELETE', `/api/reviews/${review.id}`, undefined, { 'x-review-pin': '246813' });
    expect(res.status).toBe(200);
    expect(await since(mark)).toEqual([]);
  });

  it('inquiries: opened (unread to read), moved, replied to', async () => {
    const sent = await app.client().rest<{ id: number }>('POST', '/api/inquiries', {
      name: 'Guest',
      email: 'guest@example.com',
      subject: 'Parking',
      message: 'Is there parking nearby?',
    });
    expect(sent.status).toBe(201);
    const id = sent.body.id;
    const mark = await last();
    const gql = async (query: string, variables: Record<string, unknown>) =>
      expect((await staff.gql(query, variables)).errors).toBeUndefined();
    await gql('mutation($id: Int!) { openInquiry(id: $id) { id } }', { id });
    await gql('mutation($id: Int!) { openInquiry(id: $id) { id } }', { id });
    await gql('mutation($id: Int!) { setInquiryStatus(id: $id, status: new) { id } }', { id });
    await gql(
      'mutation($id: Int!, $input: InquiryReplyInput!) { replyToInquiry(id: $id, input: $input) { id } }',
      { id, input: { subject: 'Re: Parking', message: 'Yes, across the street.' } },
    );
    const entries = await since(mark);
    expect(entries.map((e) => [e.kind, e.username, e.targetType, e.before, e.after])).toEqual([
      ['inquiry.status', 'helper', 'inquiry', { status: 'new' }, { status: 'read' }],
      ['inquiry.status', 'helper', 'inquiry', { status: 'read' }, { status: 'new' }],
      ['inquiry.reply', 'helper', 'inquiry_reply', null, { inquiryId: id, subject: 'Re: Parking' }],
      ['inquiry.status', 'helper', 'inquiry', { status: 'new' }, { status: 'handled' }],
    ]);
  });

  it('bookings: a mail sent again says who sent it', async () => {
    const booking = await makeBooking(app.em(), experience, { bookingDate: addDays(seoulToday(), 60) });
    expect((await staff.rest('POST', `/api/guest-bookings/${booking.id}/approve`, {})).status).toBe(200);
    const mark = await last();
    const res = await staff.gql('mutation($id: Int!) { resendBookingMail(id: $id) { bookingId } }', {
      id: booking.id,
    });
    expect(res.errors).toBeUndefined();
    expect((await since(mark)).map((e) => [e.kind, e.username, e.targetId, e.after])).toEqual([
      ['booking.resend-mail', 'helper', String(booking.id), { mail: 'booking_approved' }],
    ]);
  });

  it('staff: an accepted invitation is recorded with the new account as its author', async () => {
    expect(
      (await owner.rest('POST', '/api/admin/staff', { email: 'new@example.com', role: 'staff' })).status,
    ).toBe(201);
    const mail = await app
      .em()
      .findOneOrFail(MailOutbox, { kind: 'staff_invitation', recipient: 'new@example.com' });
    const token = /token=([\w-]{43})/.exec(sentText(app.hasher, mail))![1];
    const mark = await last();
    const accepted = await app.client().rest<{ id: number }>('POST', '/api/admin/invitations/accept', {
      token,
      username: 'newcomer',
      password: 'a long enough passphrase',
    });
    expect(accepted.status).toBe(201);
    const entries = await since(mark);
    expect(entries.map((e) => [e.kind, e.username, e.adminUserId, e.targetId, e.after])).toEqual([
      [
        'staff.join',
        'newcomer',
        accepted.body.id,
        String(accepted.body.id),
        { username: 'newcomer', email: 'new@example.com', role: 'staff', invitationId: expect.any(Number) },
      ],
    ]);
    expect(entries[0].address).toMatch(/127\.0\.0\.1|::1/);
  });
});
