import { hashSecret } from '../../common/secrets.js';
import { makeExperience } from '../../testing/fixtures.js';
import { Experience } from '../experience/experience.entity.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { BookingLog } from './booking-log.entity.js';
import { GuestBooking } from './guest-booking.entity.js';
import { admin, app, book, experience, inDays, mails, setUpBookings } from './booking.testing.js';

setUpBookings();

describe('admin operations', () => {
  it('need an admin session (401) on REST and GraphQL', async () => {
    const { id } = await book();
    const anon = app.client();
    for (const [method, path] of [
      ['PATCH', `/api/guest-bookings/${id}`],
      ['POST', `/api/guest-bookings/${id}/approve`],
      ['POST', `/api/guest-bookings/${id}/cancel`],
      ['GET', `/api/logs/booking/${id}`],
    ]) {
      expect((await anon.rest(method, path, method === 'GET' ? undefined : {})).status).toBe(401);
    }
    const gql = await anon.gql(`{ bookings { id guestEmail } }`);
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.em().findOneOrFail(GuestBooking, { id })).status).toBe('pending');
  });

  it('PATCH saves the memo (memo_update) and confirmed approves with the .ics mail in the guest language', async () => {
    const { id } = await book({ bookingDate: inDays(9), timeSlot: '14:00', numberOfGuests: 2 });
    const memo = await admin.rest('PATCH', `/api/guest-bookings/${id}`, { adminMemo: 'VIP' });
    expect(memo).toMatchObject({ status: 200, body: { id, adminMemo: 'VIP', status: 'pending' } });
    const approve = await admin.rest('PATCH', `/api/guest-bookings/${id}`, { status: 'confirmed' });
    expect(approve.body.status).toBe('confirmed');

    const logs = await admin.rest('GET', `/api/logs/booking/${id}`);
    expect(logs.body.map((l: { logType: string }) => l.logType)).toEqual([
      'booking_created',
      'memo_update',
      'status_change',
    ]);
    expect(logs.body[1]).toMatchObject({ oldValue: '', newValue: 'VIP', createdBy: 'admin' });
    expect(logs.body[2]).toMatchObject({ oldValue: 'pending', newValue: 'confirmed', createdBy: 'admin' });

    const approved = (await mails(id)).find((m) => m.kind === 'booking_approved')!;
    expect(approved.subject).toBe('ご予約が確定しました：マッコリ造り');
    // The Japanese guest reads the Japanese payment instructions.
    expect(approved.text).toContain('当日、受付で現金でお支払いください。');
    expect(approved.text).not.toContain('Pay at the door in cash.');
    expect(approved.text).toContain('₩90,000');
    const ics = approved.attachments[0];
    expect(ics.filename).toBe(`booking-${id}.ics`);
    // 14:00 in Seoul time (issue 34: TZID=Asia/Seoul, no longer UTC); 2 hours 30 minutes long.
    const day = inDays(9).replace(/-/g, '');
    const unfolded = ics.content.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DTSTART;TZID=Asia/Seoul:${day}T140000`);
    expect(unfolded).toContain(`DTEND;TZID=Asia/Seoul:${day}T163000`);
    expect(unfolded).toContain(`DESCRIPTION:予約番号: #${id}\\n人数: 2\\n`);
  });

  it('cancels with the reason in the guest mail, and logs it', async () => {
    const { id } = await book({ language: 'CHN' });
    const res = await admin.rest('POST', `/api/guest-bookings/${id}/cancel`, { reason: 'Typhoon warning' });
    expect(res.body.status).toBe('cancelled');
    const cancelled = (await mails(id)).find((m) => m.kind === 'booking_cancelled')!;
    expect(cancelled.subject).toContain('您的預約已取消');
    expect(cancelled.text).toContain('原因\nTyphoon warning');
    const log = await app.em().findOneOrFail(BookingLog, { booking: id, logType: 'status_change' });
    expect(log.details).toContain('Typhoon warning');
  });

  it('refuses to confirm over capacity (409) and changes nothing, unless the admin overrides', async () => {
    const date = inDays(10);
    const small = await makeExperience(app.em(), { maxGuests: 6, language: ['JPN'], timeSlots: ['10:00'] });
    const big = await book({ itemId: small.id, bookingDate: date, numberOfGuests: 5 });
    const more = await book({ itemId: small.id, bookingDate: date, numberOfGuests: 1 });
    // Its hold ends unanswered (REQUEST_EXPIRY_HOURS), and another guest takes the seat it held.
    await app
      .em()
      .execute(`update guest_booking set hold_expires_at = now() - interval '1 minute' where id = ?`, [
        more.id,
      ]);
    const other = await book({ itemId: small.id, bookingDate: date, numberOfGuests: 1 });
    expect((await admin.rest('POST', `/api/guest-bookings/${big.id}/approve`)).status).toBe(200);
    expect((await admin.rest('POST', `/api/guest-bookings/${other.id}/approve`)).status).toBe(200);
    const refused = await admin.rest('POST', `/api/guest-bookings/${more.id}/approve`);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'Confirming this booking would exceed the capacity of its time slot.' },
    });
    expect((await app.em().findOneOrFail(GuestBooking, { id: more.id })).status).toBe('pending');
    expect(await app.em().count(BookingLog, { booking: more.id, logType: 'status_change' })).toBe(0);

    const forced = await admin.gql(
      `mutation($id: Int!) { approveBooking(id: $id, overrideCapacity: true) { status } }`,
      {
        id: more.id,
      },
    );
    expect(forced.data.approveBooking.status).toBe('confirmed');
    const log = await app.em().findOneOrFail(BookingLog, { booking: more.id, logType: 'status_change' });
    expect(log.details).toContain('capacity overridden');
  });

  it('20 parallel approvals of one-guest bookings on a 3-seat slot confirm exactly 3', async () => {
    const slot = await makeExperience(app.em(), { maxGuests: 3, timeSlots: ['16:00'], language: ['ENG'] });
    // Twenty applications for the slot (written directly: 20 API round trips would only slow the test).
    const em = app.em();
    const verificationCodeHash = await hashSecret('246810');
    const created = Array.from({ length: 20 }, (_, i) =>
      em.create(GuestBooking, {
        experience: em.getReference(Experience, slot.id),
        bookingDate: inDays(11),
        timeSlot: '16:00',
        guestName: `Guest ${i}`,
        guestEmail: `parallel${i}@example.com`,
        guestPhone: '+1 2025550100',
        verificationCodeHash,
        language: 'ENG',
      }),
    );
    await em.flush();
    const ids = created.map((b) => b.id);
    const answers = await Promise.all(
      ids.map((id) => admin.rest('POST', `/api/guest-bookings/${id}/approve`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    expect(await app.em().count(GuestBooking, { experience: slot.id, status: 'confirmed' })).toBe(3);
    expect(await app.em().count(MailOutbox, { bookingId: { $in: ids }, kind: 'booking_approved' })).toBe(3);
  });

  it('lists, filters and reads bookings over GraphQL', async () => {
    const { id } = await book({ guestName: 'Filter Target', guestEmail: 'filter@example.com' });
    const res = await admin.gql(
      `query($f: BookingFilter) { bookings(filter: $f) { id guestName status experience { id title } } }`,
      { f: { search: 'filter target', status: 'pending' } },
    );
    expect(res.data.bookings).toEqual([
      {
        id,
        guestName: 'Filter Target',
        status: 'pending',
        experience: { id: experience.id, title: 'Makgeolli brewing' },
      },
    ]);
    const logs = await admin.gql(`query($id: Int!) { bookingLogs(bookingId: $id) { logType createdBy } }`, {
      id,
    });
    expect(logs.data.bookingLogs).toEqual([{ logType: 'booking_created', createdBy: 'customer' }]);
  });

  it('answers 404 for a missing booking and 400 for a bad status', async () => {
    expect((await admin.rest('POST', '/api/guest-bookings/999999/approve')).status).toBe(404);
    expect((await admin.rest('GET', '/api/logs/booking/abc')).status).toBe(404);
    const { id } = await book();
    expect((await admin.rest('PATCH', `/api/guest-bookings/${id}`, { status: 'done' })).status).toBe(400);
  });
});
