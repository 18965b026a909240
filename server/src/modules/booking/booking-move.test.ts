import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { readBookingLog } from '../../../../domain/bookingLog.js';
import { MOVE_MESSAGES } from '../../../../domain/move.js';
import { makeAdmin, makeBooking, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { renderQueued } from '../mail/templates/registry.js';
import { WaitlistEntry } from '../waitlist/waitlist-entry.entity.js';
import type { Experience } from '../experience/experience.entity.js';
import { BookingLog } from './booking-log.entity.js';
import { BookingMove } from './booking-move.entity.js';
import { GuestBooking } from './guest-booking.entity.js';

// Moving a booking (issue 41 point 1): the same booking moves (number, code, ticket), never without
// room, within the item's change window and the guest's limit; a different price or a bank transfer
// makes a change request that holds the new seats until staff decide; staff move anything.
let app: TestApp;
let staff: TestClient;
let seq = 0;
const inDays = (n: number) => addDays(seoulToday(), n);
const FULL = 'The selected time slot is full.';

beforeAll(async () => {
  app = await createTestApp({
    RATE_LIMIT_LOOKUP_PER_EMAIL: '1000',
    RATE_LIMIT_LOOKUP_PER_IP: '1000',
    STAFF_EMAIL: 'staff@example.kr',
  });
  const { username, password } = await makeAdmin(app.em(), 'mover');
  staff = app.client();
  expect((await staff.login(username, password)).status).toBe(200);
});
afterAll(() => app.close());

const item = (data: Partial<Experience> = {}) =>
  makeExperience(app.em(), {
    title: `Palace walk ${++seq}`,
    maxGuests: 4,
    price: 30_000,
    timeSlots: ['10:00', '14:00'],
    salesAvailableUntil: inDays(60),
    ...data,
  });

/** A confirmed booking (by default) and what its guest types to find and move it. */
async function booked(experience: Experience, data: Partial<GuestBooking> = {}) {
  seq += 1;
  const guestEmail = `mover${seq}@example.jp`;
  const booking = await makeBooking(app.em(), experience, {
    guestEmail,
    bookingDate: inDays(10),
    timeSlot: '10:00',
    status: 'confirmed' as never,
    numberOfGuests: 2,
    ...data,
  });
  const find = { email: guestEmail, phone: '+81 90-1234-5678', verificationCode: '246810' };
  return { booking, find };
}

const move = (find: object, bookingDate: string, timeSlot: string) =>
  app.client().rest('POST', '/api/guest-bookings/move', { ...find, bookingDate, timeSlot });
const staffMove = (id: number, bookingDate: string, timeSlot: string) =>
  staff.rest('POST', `/api/guest-bookings/${id}/move`, { bookingDate, timeSlot });

/** Seats the public sees left in a slot. */
async function seatsLeft(experience: Experience, date: string, time: string): Promise<number> {
  const res = await app.client().gql<{
    experience: { availability: { slots: { time: string; available: number }[] }[] };
  }>(`query ($id: Int!, $date: String!) { experience(id: $id) { availability(from: $date, to: $date) { slots { time available } } } }`, { id: experience.id, date });
  expect(res.errors).toBeUndefined();
  return res.data!.experience.availability[0].slots.find((s) => s.time === time)!.available;
}

const reread = (id: number) => app.em().findOneOrFail(GuestBooking, { id });

describe('the guest moves their booking', () => {
  it('keeps the number, look-up code and ticket; logs, mails both sides with a new calendar file', async () => {
    const palace = await item();
    const { booking, find } = await booked(palace);
    const before = await app.client().rest('POST', '/api/guest-bookings/verify', find);
    expect(before.body).toMatchObject({ id: booking.id, ticketCode: expect.any(String) });
    // The REST look-up says what the GraphQL one says of moving.
    expect(before.body).toMatchObject({
      canMove: true,
      moveRefusal: null,
      moveDeadline: expect.any(String),
      guestMovesLeft: 2,
      changeRequest: null,
    });

    const res = await move(find, inDays(11), '14:00');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: booking.id,
      bookingDate: inDays(11),
      timeSlot: '14:00',
      status: 'confirmed',
      outcome: 'moved',
      ticketCode: before.body.ticketCode,
    });
    // The same code finds it, on its new date.
    const after = await app.client().rest('POST', '/api/guest-bookings/verify', find);
    expect(after.body).toMatchObject({
      id: booking.id,
      bookingDate: inDays(11),
      ticketCode: before.body.ticketCode,
    });
    expect(await seatsLeft(palace, inDays(10), '10:00')).toBe(4);
    expect(await seatsLeft(palace, inDays(11), '14:00')).toBe(2);

    const logs = await app.em().find(BookingLog, { booking: booking.id, logType: 'moved' });
    expect(logs.map((l) => readBookingLog(l.logType, l.details))).toEqual([
      {
        kind: 'moved',
        from: { date: inDays(10), time: '10:00' },
        to: { date: inDays(11), time: '14:00' },
        by: 'guest',
        request: false,
      },
    ]);
    const mails = await app.em().find(MailOutbox, { bookingId: booking.id }, { orderBy: { id: 'asc' } });
    expect(mails.map((m) => [m.kind, m.recipient])).toEqual([
      ['booking_moved', find.email],
      ['booking_staff_moved', 'staff@example.kr'],
    ]);
    expect(mails[0].attachments.map((a) => a.filename)).toEqual([`booking-${booking.id}.ics`, 'ticket.png']);
    expect(mails[0].attachments[0].content).toContain(
      `DTSTART;TZID=Asia/Seoul:${inDays(11).replace(/-/g, '')}T140000`,
    );
  });

  it('refuses a full slot before anything changes: the old seats stay held', async () => {
    const palace = await item();
    await booked(palace, { bookingDate: inDays(11), timeSlot: '14:00', numberOfGuests: 3 });
    const { booking, find } = await booked(palace);
    const res = await move(find, inDays(11), '14:00');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: FULL });
    expect(await reread(booking.id)).toMatchObject({ bookingDate: inDays(10), timeSlot: '10:00' });
    expect(await seatsLeft(palace, inDays(10), '10:00')).toBe(2);
    expect(await app.em().count(BookingMove, { booking: booking.id })).toBe(0);
  });

  it('refuses once the change window has closed (hours before the slot, Seoul time)', async () => {
    // A 5-day window: a booking 3 days ahead is past it, though free cancellation (24 h) is still open.
    const palace = await item({ changeWindowHours: 120 });
    const { booking, find } = await booked(palace, { bookingDate: inDays(3) });
    const look = await app
      .client()
      .gql(
        `query($input: FindBookingInput!) { findBooking(input: $input) { canMove moveRefusal moveDeadline guestMovesLeft } }`,
        { input: find },
      );
    expect(look.data.findBooking).toMatchObject({
      canMove: false,
      moveRefusal: 'window_closed',
      guestMovesLeft: 2,
    });
    const res = await move(find, inDays(4), '10:00');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: MOVE_MESSAGES.window_closed });
    expect(await reread(booking.id)).toMatchObject({ bookingDate: inDays(3) });
  });

  it('allows two guest moves, then only staff (who ignore the window and the limit)', async () => {
    const palace = await item();
    const { booking, find } = await booked(palace);
    expect((await move(find, inDays(11), '10:00')).status).toBe(200);
    expect((await move(find, inDays(12), '10:00')).status).toBe(200);
    const third = await move(find, inDays(13), '10:00');
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ message: MOVE_MESSAGES.limit });

    const byStaff = await staffMove(booking.id, inDays(13), '14:00');
    expect(byStaff.status).toBe(200);
    expect(byStaff.body).toMatchObject({
      id: booking.id,
      bookingDate: inDays(13),
      timeSlot: '14:00',
      guestMovesLeft: 0,
    });
    expect(byStaff.body.moves).toHaveLength(3);
    // Past the change window too (a 30-day one).
    const strict = await item({ changeWindowHours: 720 });
    const late = await booked(strict, { bookingDate: inDays(2) });
    expect((await move(late.find, inDays(3), '10:00')).body).toMatchObject({
      message: MOVE_MESSAGES.window_closed,
    });
    expect((await staffMove(late.booking.id, inDays(3), '10:00')).status).toBe(200);
    // Never over capacity.
    await booked(strict, { bookingDate: inDays(5), numberOfGuests: 4 });
    const full = await staffMove(late.booking.id, inDays(5), '10:00');
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ message: FULL });
  });

  it('a pending application moves and stays pending, its hold kept', async () => {
    const palace = await item({ confirmationMode: 'request' as never });
    const hold = new Date(Date.now() + 24 * 3_600_000);
    const { booking, find } = await booked(palace, { status: 'pending' as never, holdExpiresAt: hold });
    const res = await move(find, inDays(12), '10:00');
    expect(res.body).toMatchObject({ status: 'pending', outcome: 'moved', bookingDate: inDays(12) });
    expect((await reread(booking.id)).holdExpiresAt?.toISOString()).toBe(hold.toISOString());
    expect(await seatsLeft(palace, inDays(12), '10:00')).toBe(2);
  });
});

describe('change requests', () => {
  it('a different price holds the new seats; staff approve (moved at the new price) or decline (seats back)', async () => {
    const palace = await item();
    // Booked when the item cost less: the same guests cost ₩60,000 now.
    const { booking, find } = await booked(palace, { totalPrice: 50_000 });
    const res = await move(find, inDays(11), '14:00');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'change_requested', bookingDate: inDays(10) });
    // Both slots hold its seats while staff decide.
    expect(await seatsLeft(palace, inDays(10), '10:00')).toBe(2);
    expect(await seatsLeft(palace, inDays(11), '14:00')).toBe(2);
    // Staff's day view shows the asked-for slot's held seats, though no booking is on it yet.
    const day = await staff.gql(
      `query($from: String) { bookingDayView(from: $from, days: 1) { itemId timeSlot confirmedGuests heldGuests } }`,
      { from: inDays(11) },
    );
    expect(
      (day.data.bookingDayView as { itemId: number }[]).filter((slot) => slot.itemId === palace.id),
    ).toEqual([{ itemId: palace.id, timeSlot: '14:00', confirmedGuests: 0, heldGuests: 2 }]);
    const look = await app
      .client()
      .gql(
        `query($input: FindBookingInput!) { findBooking(input: $input) { canMove moveRefusal changeRequest { toDate toTime priceDifference } } }`,
        { input: find },
      );
    expect(look.data.findBooking).toEqual({
      canMove: false,
      moveRefusal: 'open_request',
      changeRequest: { toDate: inDays(11), toTime: '14:00', priceDifference: 10_000 },
    });
    expect((await app.client().rest('POST', '/api/guest-bookings/verify', find)).body).toMatchObject({
      canMove: false,
      moveRefusal: 'open_request',
      changeRequest: {
        toDate: inDays(11),
        toTime: '14:00',
        priceDifference: 10_000,
        createdAt: expect.any(String),
      },
    });
    expect((await move(find, inDays(12), '10:00')).body).toMatchObject({
      message: MOVE_MESSAGES.open_request,
    });
    const mails = await app.em().find(MailOutbox, { bookingId: booking.id }, { orderBy: { id: 'asc' } });
    expect(mails.map((m) => m.kind)).toEqual(['booking_moved', 'booking_staff_moved']);
    expect(mails[0].attachments).toEqual([]);

    const approved = await staff.rest('POST', `/api/guest-bookings/${booking.id}/change-request/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      bookingDate: inDays(11),
      timeSlot: '14:00',
      totalPrice: 60_000,
      changeRequest: null,
      moves: [expect.objectContaining({ status: 'approved', priceDifference: 10_000 })],
    });
    expect(await seatsLeft(palace, inDays(10), '10:00')).toBe(4);
    expect(await seatsLeft(palace, inDays(11), '14:00')).toBe(2);

    // Another request, declined: its held seats come back, the booking stays.
    await app.em().nativeUpdate(GuestBooking, { id: booking.id }, { totalPrice: 40_000 });
    expect((await move(find, inDays(12), '10:00')).body).toMatchObject({ outcome: 'change_requested' });
    expect(await seatsLeft(palace, inDays(12), '10:00')).toBe(2);
    const declined = await staff.rest('POST', `/api/guest-bookings/${booking.id}/change-request/decline`);
    expect(declined.body).toMatchObject({ bookingDate: inDays(11), changeRequest: null });
    expect(await seatsLeft(palace, inDays(12), '10:00')).toBe(4);
    const again = await staff.rest('POST', `/api/guest-bookings/${booking.id}/change-request/decline`);
    expect(again.status).toBe(409);
    // Each step is in the log, in words the back office reads back (domain/bookingLog.ts).
    const logs = await app
      .em()
      .find(BookingLog, { booking: booking.id, logType: 'moved' }, { orderBy: { id: 'asc' } });
    expect(logs.map((l) => readBookingLog(l.logType, l.details))).toEqual([
      expect.objectContaining({ kind: 'changeRequested', difference: 10_000, by: 'guest' }),
      expect.objectContaining({ kind: 'moved', request: true, by: 'mover' }),
      expect.objectContaining({ kind: 'changeRequested', difference: 20_000 }),
      { kind: 'changeDeclined', to: { date: inDays(12), time: '10:00' }, by: 'mover' },
    ]);
    // Only staff decide.
    const anonymous = await app
      .client()
      .rest('POST', `/api/guest-bookings/${booking.id}/change-request/approve`);
    expect(anonymous.status).toBe(401);
  });

  it('a booking paid by bank transfer asks staff, even at the same price', async () => {
    const palace = await item();
    const { booking, find } = await booked(palace, {
      status: 'pending' as never,
      holdExpiresAt: new Date(Date.now() + 3_600_000),
    });
    // Approved by staff (what the guest owes is fixed then), then paid by bank transfer.
    expect((await staff.rest('POST', `/api/guest-bookings/${booking.id}/approve`, {})).status).toBe(200);
    const paid = await staff.rest('POST', `/api/guest-bookings/${booking.id}/payments`, {
      amount: 60_000,
      method: 'bank_transfer',
      paidAt: seoulToday().split('-').map(Number),
      reference: 'transfer',
      note: '',
    });
    expect(paid.body).toMatchObject({ method: 'bank_transfer' });
    const res = await move(find, inDays(11), '10:00');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'change_requested', bookingDate: inDays(10) });
    expect(await seatsLeft(palace, inDays(11), '10:00')).toBe(2);
    // Cancelled meanwhile: the request holds nothing more, and cannot be approved.
    expect((await staff.rest('POST', `/api/guest-bookings/${booking.id}/cancel`, {})).status).toBe(200);
    expect(await seatsLeft(palace, inDays(11), '10:00')).toBe(4);
    const approve = await staff.rest('POST', `/api/guest-bookings/${booking.id}/change-request/approve`);
    expect(approve.status).toBe(409);
    expect(approve.body).toMatchObject({ message: MOVE_MESSAGES.status });
  });

  it('a move to an earlier date brings a transfer deadline (and its reminder) before the new visit', async () => {
    const palace = await item();
    const { booking } = await booked(palace, {
      bookingDate: inDays(20),
      status: 'pending' as never,
      holdExpiresAt: new Date(Date.now() + 3_600_000),
    });
    expect((await staff.rest('POST', `/api/guest-bookings/${booking.id}/approve`, {})).status).toBe(200);
    const approved = await reread(booking.id);
    expect(approved).toMatchObject({ paymentWay: 'bank_transfer', paymentDueDate: inDays(3) });
    // Later: the deadline that still fits stays as it was.
    expect((await staffMove(booking.id, inDays(25), '10:00')).status).toBe(200);
    expect(await reread(booking.id)).toMatchObject({ paymentDueDate: inDays(3) });
    // Earlier than the deadline: it comes to fit before the new visit (never on or after its day).
    expect((await staffMove(booking.id, inDays(3), '10:00')).status).toBe(200);
    const moved = await reread(booking.id);
    expect(moved.paymentWay).toBe('bank_transfer');
    expect(moved.paymentDueDate! < inDays(3)).toBe(true);
    expect(
      moved.paymentReminderAt == null || moved.paymentReminderAt < new Date(`${inDays(3)}T00:00:00+09:00`),
    ).toBe(true);
    // The guest's mail of this move says the new deadline (the later move's, which kept it, does not).
    const movedMails = await app
      .em()
      .find(MailOutbox, { bookingId: booking.id, kind: 'booking_moved' }, { orderBy: { id: 'asc' } });
    const texts = await Promise.all(
      movedMails.map(async (m) => (await renderQueued(m.template!, m.language, m.props, new Date())).text),
    );
    expect(texts).toHaveLength(2);
    expect(texts[0]).not.toContain('Pay by');
    expect(texts[1]).toContain('Pay by');
    expect(texts[1]).toContain('Amount due');
    expect(texts[1]).toContain(`${Number(moved.paymentDueDate!.slice(8))}`);
    // Tomorrow: no day is left to transfer, so it is paid on site.
    expect((await staffMove(booking.id, inDays(1), '14:00')).status).toBe(200);
    expect(await reread(booking.id)).toMatchObject({ paymentWay: 'on_site', paymentDueDate: null });
  });

  it('two guests racing for the last seats: exactly one moves', async () => {
    const palace = await item();
    await booked(palace, { bookingDate: inDays(11), numberOfGuests: 2 });
    const a = await booked(palace, { bookingDate: inDays(10) });
    const b = await booked(palace, { bookingDate: inDays(12) });
    const answers = await Promise.all([move(a.find, inDays(11), '10:00'), move(b.find, inDays(11), '10:00')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await seatsLeft(palace, inDays(11), '10:00')).toBe(0);
    const moved = await app
      .em()
      .find(GuestBooking, { id: { $in: [a.booking.id, b.booking.id] }, bookingDate: inDays(11) });
    expect(moved).toHaveLength(1);
  });

  it('the seats a move frees are offered to the old slot’s waitlist', async () => {
    const palace = await item({ maxGuests: 2 });
    const { find } = await booked(palace);
    const joined = await app.client().rest('POST', '/api/waitlist', {
      itemId: palace.id,
      bookingDate: inDays(10),
      timeSlot: '10:00',
      guestName: 'Waiting Guest',
      guestEmail: 'waiting@example.tw',
      guestPhone: '+886 912345678',
      numberOfGuests: 2,
      language: 'ENG',
    });
    expect(joined.status).toBe(201);
    expect((await move(find, inDays(11), '10:00')).body).toMatchObject({ outcome: 'moved' });
    const entry = await app.em().findOneOrFail(WaitlistEntry, { guestEmail: 'waiting@example.tw' });
    expect(entry.status).toBe('offered');
  });
});
