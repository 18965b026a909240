import { makeExperience } from '../../testing/fixtures.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { BookingLog } from './booking-log.entity.js';
import { GuestBooking } from './guest-booking.entity.js';
import { admin, app, inbox, inDays, insert, kimchi, setUpBookingDesk } from './booking-admin.testing.js';

setUpBookingDesk();

describe('bulk actions', () => {
  it('approves 20 one-guest applications onto a 3-seat slot: 3 confirmed, 17 refused', async () => {
    const slot = await makeExperience(app.em(), { title: 'Small room', maxGuests: 3, language: ['ENG'] });
    const ids = await insert(
      Array.from({ length: 20 }, (_, i) => ({
        item: slot,
        date: inDays(9),
        slot: '16:00',
        name: `Bulk ${i}`,
        phone: '+1 2025550100',
        guests: 1,
        status: 'pending' as const,
      })),
    );
    const preview = await admin.gql(
      `query($ids: [Int!]!) { bulkBookingPreview(ids: $ids, action: approve) { selected applicable mailsGuests } }`,
      { ids },
    );
    expect(preview.data.bulkBookingPreview).toEqual({ selected: 20, applicable: 20, mailsGuests: true });

    const BULK = `mutation($ids: [Int!]!) { bulkBookingAction(ids: $ids, action: approve) { id outcome booking { status } } }`;
    const res = await admin.gql(BULK, { ids });
    expect(res.errors).toBeUndefined();
    const outcomes = res.data.bulkBookingAction.map((r: { outcome: string }) => r.outcome);
    expect(outcomes.filter((o: string) => o === 'approved')).toHaveLength(3);
    expect(outcomes.filter((o: string) => o === 'refused_over_capacity')).toHaveLength(17);
    // Oldest applications first.
    expect(res.data.bulkBookingAction.slice(0, 3).map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 3));
    expect(await app.em().count(GuestBooking, { experience: slot.id, status: 'confirmed' })).toBe(3);
    expect(await app.em().count(MailOutbox, { bookingId: { $in: ids }, kind: 'booking_approved' })).toBe(3);

    const again = await admin.gql(
      `query($ids: [Int!]!) { bulkBookingPreview(ids: $ids, action: approve) { selected applicable } }`,
      { ids },
    );
    expect(again.data.bulkBookingPreview).toEqual({ selected: 20, applicable: 17 });
    const second = await admin.gql(BULK, { ids: ids.slice(0, 4) });
    expect(second.data.bulkBookingAction.map((r: { outcome: string }) => r.outcome)).toEqual([
      'already',
      'already',
      'already',
      'refused_over_capacity',
    ]);
  });

  it('cancels in bulk with the reason mailed, and refuses an empty selection', async () => {
    const ids = await insert([
      {
        item: kimchi,
        date: inDays(12),
        slot: '11:00',
        name: 'Cancel A',
        phone: '+81 9000000001',
        guests: 1,
        status: 'pending',
      },
      {
        item: kimchi,
        date: inDays(12),
        slot: '11:00',
        name: 'Cancel B',
        phone: '+81 9000000002',
        guests: 1,
        status: 'cancelled',
      },
    ]);
    const res = await admin.gql(
      `mutation($ids: [Int!]!) { bulkBookingAction(ids: $ids, action: cancel, reason: "Typhoon") { id outcome } }`,
      { ids: [...ids, 999999] },
    );
    expect(res.data.bulkBookingAction).toEqual([
      { id: ids[0], outcome: 'cancelled' },
      { id: ids[1], outcome: 'already' },
      { id: 999999, outcome: 'not_found' },
    ]);
    await app.mail.deliverDue();
    const [mail] = await app.em().find(MailOutbox, { bookingId: ids[0], kind: 'booking_cancelled' });
    expect(mail.text).toContain('Typhoon');
    const empty = await admin.gql(`mutation { bulkBookingAction(ids: [], action: cancel) { id } }`);
    expect(empty.errors?.[0]).toMatchObject({
      message: 'Select between 1 and 500 bookings.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('resend', () => {
  it("sends the booking's last mail to the guest again and logs email_sent", async () => {
    const booked = await app.client().rest('POST', '/api/guest-bookings', {
      itemId: kimchi.id,
      bookingDate: inDays(4),
      timeSlot: '10:00',
      guestName: '山田 太郎',
      guestEmail: 'taro@example.jp',
      guestPhone: '+81 9012345678',
      verificationCode: '135790',
      numberOfGuests: 2,
      language: 'JPN',
    });
    expect(booked.status).toBe(201);
    const id = booked.body.id as number;
    expect((await admin.rest('POST', `/api/guest-bookings/${id}/approve`)).status).toBe(200);
    await app.mail.deliverDue();
    inbox.received = [];
    const sentBefore = await app.em().count(BookingLog, { booking: id, logType: 'email_sent' });

    const res = await admin.gql(
      `mutation($id: Int!) { resendBookingMail(id: $id) { bookingId recipient subject } }`,
      {
        id,
      },
    );
    expect(res.errors).toBeUndefined();
    // The mail first sent (the resend is queued beside it, rendered only when it goes out).
    const approved = await app
      .em()
      .findOneOrFail(MailOutbox, { bookingId: id, kind: 'booking_approved' }, { orderBy: { id: 'asc' } });
    expect(res.data.resendBookingMail).toEqual({
      bookingId: id,
      recipient: 'taro@example.jp',
      subject: approved.subject,
    });
    expect(await app.mail.deliverDue()).toBe(1);
    expect(inbox.received).toHaveLength(1);
    expect(inbox.received[0]).toMatch(/^To: taro@example.jp/m);
    const logs = await app
      .em()
      .find(BookingLog, { booking: id, logType: 'email_sent' }, { orderBy: { id: 'asc' } });
    expect(logs).toHaveLength(sentBefore + 1);
    expect(logs.at(-1)).toMatchObject({
      createdBy: 'system',
      newValue: 'taro@example.jp',
      details: approved.subject,
    });

    const missing = await admin.gql(`mutation { resendBookingMail(id: 999999) { subject } }`);
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
