import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { makeAdmin, makeBooking, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { freePort, Inbox } from '../../platform/mail/mail.testing.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import type { Experience } from '../experience/experience.entity.js';
import { ticketCodeFor } from '../booking/booking.ticket.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';

// Issue 39 point 1: the confirmation mail shows the ticket, a QR code image that mail clients display
// (an inline PNG by its Content-ID, not a data: URI) and the code in text; a QR reader reads it back.
let app: TestApp;
let inbox: Inbox;
let admin: TestClient;
let experience: Experience;
let seq = 0;

beforeAll(async () => {
  inbox = new Inbox(await freePort());
  await inbox.start();
  app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}` });
  experience = await makeExperience(app.em(), {
    title: 'Hanbok walk',
    language: ['ENG', 'JPN', 'CHN', 'KOR'],
    maxGuests: 50,
  });
  const { username, password } = await makeAdmin(app.em());
  admin = app.client();
  expect((await admin.login(username, password)).status).toBe(200);
});
afterAll(async () => {
  await app.close();
  await inbox.stop();
});

/** A booking approved by staff, its mails sent: the booking as stored and its raw approval mail. */
async function approved(language: GuestBooking['language'] = 'ENG') {
  const guestEmail = `ticket${++seq}@example.com`;
  const made = await makeBooking(app.em(), experience, { guestEmail, language, bookingDate: '2030-03-10' });
  expect((await admin.rest('POST', `/api/guest-bookings/${made.id}/approve`, {})).status).toBe(200);
  await app.mail.deliverDue();
  const booking = await app.em().findOneOrFail(GuestBooking, made.id);
  const raw = inbox.received.filter((m) => m.includes(`To: ${guestEmail}`));
  return { booking, code: ticketCodeFor(app.hasher, booking), raw: raw.at(-1)! };
}

/** The MIME part with this Content-ID: its headers and its base64 body decoded. */
function inlinePart(raw: string, cid: string) {
  const at = raw.indexOf(`Content-ID: <${cid}>`);
  expect(at).toBeGreaterThan(-1);
  const start = raw.lastIndexOf('\n--', at);
  const headersEnd = raw.indexOf('\r\n\r\n', at);
  const headers = raw.slice(start, headersEnd);
  const body = raw.slice(headersEnd + 4, raw.indexOf('\r\n--', headersEnd));
  return { headers, content: Buffer.from(body.replace(/\s+/g, ''), 'base64') };
}

// jsqr is CommonJS: its function is the module and its `default` (typed as the latter under NodeNext).
const jsQR = jsQRModule.default;

/** What a QR reader makes of a PNG. */
async function readQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** The raw mail's text as read (quoted-printable undone). */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('the confirmation mail', () => {
  it('carries the ticket as an inline QR code PNG that a QR reader decodes back to the code, and the code in text', async () => {
    const { code, raw } = await approved();
    const qr = inlinePart(raw, 'ticket-qr');
    expect(qr.headers).toMatch(/Content-Type: image\/png/);
    expect(qr.headers).toMatch(/Content-Disposition: inline/);
    expect(qr.content.subarray(1, 4).toString()).toBe('PNG');
    expect(await readQr(qr.content)).toBe(code);
    const text = decoded(raw);
    expect(text).toContain('src="cid:ticket-qr"');
    expect(text).not.toContain('data:image');
    expect(text).toContain(code);
    expect(text).toContain('Show this QR code at the meeting point.');
  });

  it('keeps no ticket code in the stored outbox, and a resend still carries it', async () => {
    const { booking, code } = await approved();
    const stored = await app
      .em()
      .findOneOrFail(MailOutbox, { bookingId: booking.id, kind: 'booking_approved' });
    expect(stored.status).toBe('sent');
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored.html).toContain('[secret-1]');
    expect(stored.attachments).toContainEqual(
      expect.objectContaining({ cid: 'ticket-qr', qrText: '[secret-1]' }),
    );

    inbox.received = [];
    const res = await admin.gql(`mutation($id: Int!) { resendBookingMail(id: $id) { subject } }`, {
      id: booking.id,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.resendBookingMail.subject).toMatch(/^Your booking is confirmed/);
    await app.mail.deliverDue();
    expect(inbox.received).toHaveLength(1);
    expect(await readQr(inlinePart(inbox.received[0]!, 'ticket-qr').content)).toBe(code);
  });

  // One language a test: each renders a mail and decodes its QR code, work a loaded machine does slowly.
  it.each([
    ['ENG', 'Your ticket'],
    ['JPN', 'チケット'],
    ['CHN', '票券'],
    ['KOR', '티켓'],
  ] as const)("says it in the guest's language: %s", async (language, title) => {
    const { booking, code, raw } = await approved(language);
    // As sent (the stored copy, its code withheld): the ticket's title in the guest's language.
    const stored = await app
      .em()
      .findOneOrFail(MailOutbox, { bookingId: booking.id, kind: 'booking_approved' });
    expect(stored.html).toContain(title);
    expect(stored.html).toContain('src="cid:ticket-qr"');
    expect(await readQr(inlinePart(raw, 'ticket-qr').content)).toBe(code);
  });
});
