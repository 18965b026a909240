import { hashSecret } from '../common/secrets.js';
import { makeExperience, makeReview } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
let reviewId: number;

beforeAll(async () => {
  app = await createTestApp();
  const experience = await makeExperience(app.em(), { title: 'Target' });
  reviewId = (await makeReview(app.em(), experience, { pinHash: await hashSecret('123456') })).id;
});
afterAll(async () => {
  await app.close();
});

type Case = [method: string, path: string, body: string | undefined, status: number, message: RegExp];

/** Malformed or mistyped requests: each answers 4xx with a message, never a 500. */
const cases: Case[] = [
  ['POST', '/api/guest-bookings', '{bad json', 400, /not valid JSON/],
  ['POST', '/api/guest-bookings', '[]', 400, /must be a JSON object/],
  [
    'POST',
    '/api/guest-bookings',
    JSON.stringify({ itemId: 1, bookingDate: '2026-12-01', timeSlot: { at: '10:00' }, numberOfGuests: 1 }),
    400,
    /^timeSlot must be text\.$/,
  ],
  [
    'POST',
    '/api/guest-bookings',
    JSON.stringify({ itemId: '1; drop table', bookingDate: [2026, 13, 40], numberOfGuests: 'x' }),
    400,
    /must be text|Please/,
  ],
  [
    'POST',
    '/api/guest-bookings/verify',
    JSON.stringify({ email: ['a@b.co'], phone: 5, verificationCode: null }),
    400,
    /^email must be text\.$/,
  ],
  [
    'POST',
    '/api/reviews',
    JSON.stringify({
      itemId: 1,
      reviewType: 'general',
      reviewerName: 'Mina',
      rating: 5,
      visitDate: '2026-01-01',
      reviewContent: 'Great',
      reviewImages: [{ url: '/api/images/x.webp' }],
      password: '123456',
    }),
    400,
    /^reviewImages must be text\.$/,
  ],
  [
    'PATCH',
    '/api/reviews/:review',
    JSON.stringify({ reviewerName: ['x'], password: '123456' }),
    400,
    /^reviewerName must be text\.$/,
  ],
  ['POST', '/api/reviews/:review/verify-pin', JSON.stringify({ pin: { a: 1 } }), 400, /./],
  [
    'POST',
    '/api/inquiries',
    JSON.stringify({ name: {}, email: 'a@b.co', subject: 's', message: 'm' }),
    400,
    /./,
  ],
  ['POST', '/api/newsletter', JSON.stringify({ email: { $ne: null } }), 400, /./],
  ['GET', '/api/experiences/%E0%A4%A', undefined, 400, /address is not valid/],
  ['GET', '/api/experiences/99999999999', undefined, 404, /./],
  ['GET', '/api/images/..%2f..%2fetc%2fpasswd', undefined, 404, /./],
  ['GET', '/api/images/x.webp?w=abc', undefined, 400, /w must be one of/],
];

describe('hostile input over REST', () => {
  it.each(cases)('%s %s %s answers %i', async (method, path, body, status, message) => {
    const res = await app.client().fetch(path.replace(':review', String(reviewId)), {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { message: string }).message).toMatch(message);
  });
});
