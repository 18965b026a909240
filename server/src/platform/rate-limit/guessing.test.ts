import { hashSecret, secretChecks } from '../../common/secrets.js';
import { makeAdmin, makeBooking, makeExperience, makeReview, testHasher } from '../../testing/fixtures.js';
import { reviewPinHash } from '../../modules/review/review.service.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { GuestClient } from '../../testing/uploads.js';
import type { Experience } from '../../modules/experience/experience.entity.js';

// Guessing limits (issue 20 points 1, 2, 10; issue 28 point 6): spent before the secret is checked,
// counted per target and address, per address, and per target from anywhere (a higher count).
let app: TestApp;
let experience: Experience;

beforeAll(async () => {
  app = await createTestApp({
    TRUST_PROXY: '1',
    RATE_LIMIT_LOOKUP_PER_EMAIL: '5',
    RATE_LIMIT_LOOKUP_PER_IP: '20',
    RATE_LIMIT_LOOKUP_PER_EMAIL_DAILY: '12',
    RATE_LIMIT_LOGIN_PER_USERNAME: '5',
    RATE_LIMIT_LOGIN_PER_IP: '20',
    RATE_LIMIT_LOGIN_PER_USERNAME_DAILY: '12',
    RATE_LIMIT_REVIEW_PIN_PER_REVIEW: '5',
    RATE_LIMIT_REVIEW_PIN_PER_IP: '20',
    RATE_LIMIT_REVIEW_PIN_PER_REVIEW_DAILY: '12',
  });
  experience = await makeExperience(app.em());
});
afterAll(() => app.close());

let addressSeq = 0;
/** A fresh client address (X-Forwarded-For, trusted with TRUST_PROXY=1). */
const nextAddress = () => `198.51.100.${++addressSeq}`;

const at = (address: string) => new GuestClient(app.url, address);
const lookup = (address: string, body: Record<string, string>) =>
  at(address).rest('POST', '/api/guest-bookings/verify', body);
const login = (address: string, username: string, password: string) =>
  at(address).rest('POST', '/api/admin/login', { username, password });
const verifyPin = (address: string, id: number, pin: string) =>
  at(address).rest('POST', `/api/reviews/${id}/verify-pin`, { pin });

const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>(
    (acc, { status }) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }),
    {},
  );

describe('parallel guesses cannot pass a limit', () => {
  it('20 wrong look-ups at once for one e-mail from one address: 5 are checked, 15 answer 429', async () => {
    await makeBooking(app.em(), experience, { guestEmail: 'parallel@example.com' });
    const address = nextAddress();
    app.queries.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        lookup(address, {
          email: 'parallel@example.com',
          phone: '+81 9012345678',
          verificationCode: String(100000 + i),
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 404: 5, 429: 15 });
    // The code is checked in SQL, by its keyed hash: five look-ups reached it.
    expect(app.queries.filter((sql) => /guest_email.*verification_code_hash/s.test(sql)).length).toBe(5);
    for (const res of answers.filter((a) => a.status === 429)) {
      expect(res.body).toEqual({ message: 'Too many attempts. Please try again later.' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('20 wrong logins at once for one username from one address: 5 are checked, 15 answer 429', async () => {
    await makeAdmin(app.em(), 'parallel-admin', 'the right password');
    const address = nextAddress();
    const before = secretChecks.count;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(address, 'parallel-admin', `wrong ${i}`)),
    );
    expect(statuses(answers)).toEqual({ 401: 5, 429: 15 });
    expect(secretChecks.count - before).toBe(5);
  });

  it('20 wrong PINs at once for one review from one address: 5 are checked, 15 answer 429', async () => {
    const review = await makeReview(app.em(), experience, { pinHash: await hashSecret('135790') });
    const address = nextAddress();
    const before = secretChecks.count;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verifyPin(address, review.id, String(200000 + i))),
    );
    expect(statuses(answers)).toEqual({ 403: 5, 429: 15 });
    expect(secretChecks.count - before).toBe(5);
  });
});

describe("a stranger's wrong guesses do not lock the owner out", () => {
  // Seven argon2id checks one after another (passwords stay on argon2id): seconds each when the CI
  // machine runs the whole suite on two cores, so this one gets a minute.
  it('admin: five wrong passwords from one address; the admin still signs in from their own', async () => {
    const { username, password } = await makeAdmin(app.em(), 'owner', 'owner password 1');
    const stranger = nextAddress();
    for (let i = 0; i < 5; i += 1) expect((await login(stranger, username, 'x'.repeat(9))).status).toBe(401);
    expect((await login(stranger, username, password)).status).toBe(429);
    const res = await login(nextAddress(), username, password);
    expect(res.status).toBe(200);
  }, 60_000);

  it('look-up: five wrong codes from one address; the guest still finds the booking from theirs', async () => {
    const booking = await makeBooking(app.em(), experience, { guestEmail: 'victim@example.com' });
    const body = { email: 'victim@example.com', phone: '+81 9012345678', verificationCode: '000000' };
    const stranger = nextAddress();
    for (let i = 0; i < 5; i += 1) expect((await lookup(stranger, body)).status).toBe(404);
    expect((await lookup(stranger, body)).status).toBe(429);
    const res = await lookup(nextAddress(), { ...body, verificationCode: '246810' });
    expect(res).toMatchObject({ status: 200, body: { id: booking.id } });
  });

  it('review PIN: five wrong PINs from one address; the author still edits from theirs', async () => {
    const review = await makeReview(app.em(), experience, { pinHash: reviewPinHash(testHasher, '246800') });
    const stranger = nextAddress();
    for (let i = 0; i < 5; i += 1) expect((await verifyPin(stranger, review.id, '111111')).status).toBe(403);
    expect((await verifyPin(stranger, review.id, '111111')).status).toBe(429);
    const res = await verifyPin(nextAddress(), review.id, '246800');
    expect(res).toMatchObject({ status: 200, body: { valid: true } });
  });

  it('a right answer gives its points back: the owner is never counted for succeeding', async () => {
    await makeBooking(app.em(), experience, { guestEmail: 'often@example.com' });
    const address = nextAddress();
    const body = { email: 'often@example.com', phone: '+81 9012345678', verificationCode: '246810' };
    for (let i = 0; i < 8; i += 1) expect((await lookup(address, body)).status).toBe(200);
  });
});

describe('guessing spread over many addresses', () => {
  it('stops at the per-target count (12 a day here), whichever address asks', async () => {
    await makeBooking(app.em(), experience, { guestEmail: 'spread@example.com' });
    const body = { email: 'spread@example.com', phone: '+81 9012345678', verificationCode: '000000' };
    for (let i = 0; i < 12; i += 1) {
      expect((await lookup(nextAddress(), body)).status).toBe(404);
    }
    expect((await lookup(nextAddress(), body)).status).toBe(429);
  });

  it('counts an IPv6 caller by its /64: a new address in the same network is the same caller', async () => {
    await makeBooking(app.em(), experience, { guestEmail: 'six@example.com' });
    const body = { email: 'six@example.com', phone: '+81 9012345678', verificationCode: '000000' };
    for (let i = 1; i <= 5; i += 1) {
      expect((await lookup(`2001:db8:77:1::${i}`, body)).status).toBe(404);
    }
    expect((await lookup('2001:db8:77:1:ffff::9', body)).status).toBe(429);
    expect((await lookup('2001:db8:77:2::1', body)).status).toBe(404);
  });
});

describe('one address coming back window after window', () => {
  // A one-second window, so the test can outlast it; the daily counts as shipped (10 per target and
  // address, 20 per target).
  let patient: TestApp;
  beforeAll(async () => {
    patient = await createTestApp({
      TRUST_PROXY: '1',
      RATE_LIMIT_LOOKUP_PER_EMAIL: '5',
      RATE_LIMIT_LOOKUP_WINDOW_SECONDS: '1',
      RATE_LIMIT_REVIEW_PIN_PER_REVIEW: '5',
      RATE_LIMIT_REVIEW_PIN_WINDOW_SECONDS: '1',
    });
  });
  afterAll(() => patient.close());

  const from = (address: string) => new GuestClient(patient.url, address);
  const nextWindow = () => new Promise((resolve) => setTimeout(resolve, 1_100));

  it("look-up: spends at most its own daily share, so the guest's booking stays reachable", async () => {
    const experienceHere = await makeExperience(patient.em());
    const booking = await makeBooking(patient.em(), experienceHere, { guestEmail: 'patient@example.com' });
    // The stranger filed an application under the guest's e-mail, with a phone and code of its own:
    // a right answer to it gives the stranger's window back, but not the wrong guesses of the day.
    await makeBooking(patient.em(), experienceHere, {
      guestEmail: 'patient@example.com',
      guestPhone: '+44 7700900123',
      code: '135790',
    });
    const stranger = from('192.0.2.10');
    const verify = (client: GuestClient, phone: string, code: string) =>
      client.rest('POST', '/api/guest-bookings/verify', {
        email: 'patient@example.com',
        phone,
        verificationCode: code,
      });
    const seen: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      for (let i = 0; i < 4; i += 1) seen.push((await verify(stranger, '+81 9012345678', '000000')).status);
      await verify(stranger, '+44 7700900123', '135790');
      await nextWindow();
    }
    // Ten wrong guesses a day from one address, then 429 whatever the window.
    expect(seen.filter((s) => s === 404)).toHaveLength(10);
    expect(seen.filter((s) => s === 429)).toHaveLength(6);
    const res = await verify(from('192.0.2.11'), '+81 9012345678', '246810');
    expect(res).toMatchObject({ status: 200, body: { id: booking.id } });
  });

  it('review PIN: ten wrong PINs a day from one address at most; the author still gets in', async () => {
    const experienceHere = await makeExperience(patient.em());
    // Stored as reviews store their PIN today (keyed): a legacy argon2 hash made each of the 16 guesses
    // cost an argon2 check, over 20 s on a loaded machine.
    const review = await makeReview(patient.em(), experienceHere, {
      pinHash: reviewPinHash(testHasher, '246800'),
    });
    const stranger = from('192.0.2.20');
    const seen: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 5; i += 1) {
        seen.push(
          (await stranger.rest('POST', `/api/reviews/${review.id}/verify-pin`, { pin: '111111' })).status,
        );
      }
      await nextWindow();
    }
    expect(seen.filter((s) => s === 403)).toHaveLength(10);
    expect(seen.filter((s) => s === 429)).toHaveLength(5);
    const res = await from('192.0.2.21').rest('POST', `/api/reviews/${review.id}/verify-pin`, {
      pin: '246800',
    });
    expect(res).toMatchObject({ status: 200, body: { valid: true } });
  });
});
