import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { makeAdmin, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import type { Experience } from '../experience/experience.entity.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { GuestBooking } from './guest-booking.entity.js';

// The item's option chosen in the booking (issue 29 point 3): priced per guest like the price, kept
// on the booking with its total, shown to staff and named in the mails.
let app: TestApp;
let admin: TestClient;
let withOption: Experience;
let plain: Experience;
let seq = 0;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_HOUR: '100000', STAFF_EMAIL: 'staff@example.kr' });
  const em = app.em();
  withOption = await makeExperience(em, {
    title: 'K-pop dance class',
    language: ['ENG', 'JPN'],
    price: 50000,
    promotionType: ['%OFF'],
    promotionDiscount: 10,
    optionText: 'Solo filming',
    optionPrice: 20000,
  });
  plain = await makeExperience(em, { title: 'Palace walk', language: ['ENG'], price: 30000 });
  const { username, password } = await makeAdmin(em);
  admin = app.client();
  expect((await admin.login(username, password)).status).toBe(200);
});
afterAll(() => app.close());

function application(data: Record<string, unknown> = {}) {
  seq += 1;
  return {
    itemId: withOption.id,
    bookingDate: addDays(seoulToday(), 4),
    timeSlot: '10:00',
    guestName: 'Sam Lee',
    guestEmail: `option${seq}@example.com`,
    guestPhone: '+1 4155550134',
    verificationCode: '135790',
    numberOfGuests: 2,
    language: 'ENG',
    ...data,
  };
}

const post = (body: unknown) => app.client().rest('POST', '/api/guest-bookings', body);

describe('the option in a booking', () => {
  it('REST: keeps withOption and the total (discounted price + option, per guest), answered by the look-up', async () => {
    const body = application({ withOption: true });
    const res = await post(body);
    expect(res.status).toBe(201);
    const stored = await app.em().findOneOrFail(GuestBooking, { id: res.body.id });
    // (45,000 + 20,000) x 2: the option is not discounted.
    expect(stored).toMatchObject({ withOption: true, totalPrice: 130000 });

    const found = await app.client().rest('POST', '/api/guest-bookings/verify', {
      email: body.guestEmail,
      phone: body.guestPhone,
      verificationCode: body.verificationCode,
    });
    expect(found.body).toMatchObject({ id: res.body.id, withOption: true, totalPrice: 130000 });

    const without = await post(application());
    expect(without.status).toBe(201);
    expect(await app.em().findOneOrFail(GuestBooking, { id: without.body.id })).toMatchObject({
      withOption: false,
      totalPrice: 90000,
    });
  });

  it('GraphQL: createBooking takes withOption; findBooking answers withOption, totalPrice and the option', async () => {
    const input = application({ withOption: true, numberOfGuests: 1 });
    const created = await app
      .client()
      .gql(`mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }`, { input });
    expect(created.errors).toBeUndefined();
    const found = await app.client().gql(
      `query($input: FindBookingInput!) { findBooking(input: $input) {
        id withOption totalPrice experience { optionText optionPrice } } }`,
      { input: { email: input.guestEmail, phone: input.guestPhone, verificationCode: '135790' } },
    );
    expect(found.data.findBooking).toEqual({
      id: created.data.createBooking.id,
      withOption: true,
      totalPrice: 65000,
      experience: { optionText: 'Solo filming', optionPrice: 20000 },
    });
  });

  it('refuses an option the item does not offer, and a withOption that is no boolean (400)', async () => {
    const none = await post(application({ itemId: plain.id, withOption: true }));
    expect(none).toMatchObject({
      status: 400,
      body: { message: 'This experience has no option to choose.' },
    });
    const bad = await post(application({ withOption: 'maybe' }));
    expect(bad).toMatchObject({ status: 400, body: { message: 'withOption must be true or false.' } });
    const gql = await app
      .client()
      .gql(`mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }`, {
        input: application({ itemId: plain.id, withOption: true }),
      });
    expect(gql.errors?.[0]).toMatchObject({
      message: 'This experience has no option to choose.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('names the option and the total in the guest and staff mails', async () => {
    const res = await post(application({ withOption: true }));
    await app.mail.deliverDue();
    const sent = await app.em().find(MailOutbox, { bookingId: res.body.id }, { orderBy: { id: 'asc' } });
    const [guest, staff] = sent;
    expect(guest.kind).toBe('booking_received');
    expect(guest.text).toContain('Solo filming (+₩20,000 per guest)');
    expect(guest.text).toContain('₩130,000');
    expect(staff.kind).toBe('booking_staff_new');
    expect(staff.text).toContain('Solo filming');
    expect(staff.text).toContain('₩130,000');
  });

  it('staff see it: the REST list, adminBookings and the CSV', async () => {
    const res = await post(application({ withOption: true, guestName: 'Option Staffview' }));
    const list = await admin.rest('GET', '/api/guest-bookings');
    expect(list.body.find((b: { id: number }) => b.id === res.body.id)).toMatchObject({
      withOption: true,
      totalPrice: 130000,
    });
    const gql = await admin.gql(
      `{ adminBookings(filter: { search: "Option Staffview" }) { items { id withOption chosenOption totalPrice } } }`,
    );
    expect(gql.data.adminBookings.items).toEqual([
      { id: res.body.id, withOption: true, chosenOption: 'Solo filming', totalPrice: 130000 },
    ]);
    const csv = await (await admin.fetch('/api/admin/bookings.csv?q=Option%20Staffview')).text();
    expect(csv).toContain(',2,Solo filming,130000,Option Staffview,');
  });
});
