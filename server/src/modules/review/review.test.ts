import { jest } from '@jest/globals';
import argon2 from 'argon2';
import { reviewPinHash } from './review.service.js';
import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { makeAdmin, makeExperience, makeReview, testHasher } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { GuestClient, makeImage, restUpload } from '../../testing/uploads.js';
import type { Experience } from '../experience/experience.entity.js';
import { Review } from './review.entity.js';

const PUBLIC_WRITES = 6;
const PIN = '482913';
const WRONG = '000000';
const INCORRECT = { message: 'Incorrect PIN. Please try again.' };

let app: TestApp;
let experience: Experience;
let admin: { username: string; password: string };
let photos: string[];
let pinHash: string;
let ipCount = 0;
/** A visitor from an address of its own (TRUST_PROXY=1), so per-IP limits of one test never touch another. */
const guest = () => new GuestClient(app.url, `203.0.113.${++ipCount}`);

const body = (change: Record<string, unknown> = {}) => ({
  itemId: experience.id,
  reviewType: 'general',
  reviewerName: 'Mina',
  rating: 5,
  visitDate: '2026-01-10',
  reviewContent: 'We made makgeolli and it was great.',
  reviewImages: [photos[0]],
  password: PIN,
  createdBy: 'user',
  ...change,
});

/** A review saved directly with a PIN hash, as a guest would have created it. */
const reviewWithPin = (data: Partial<Review> = {}) => makeReview(app.em(), experience, { pinHash, ...data });

jest.setTimeout(60_000);
const load = (id: number) => app.em().findOne(Review, id);

beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PUBLIC_WRITES_PER_HOUR: String(PUBLIC_WRITES) });
  experience = await makeExperience(app.em(), { title: 'Makgeolli class' });
  admin = await makeAdmin(app.em());
  pinHash = reviewPinHash(testHasher, PIN);
  const uploader = guest();
  photos = [];
  for (let i = 0; i < 6; i++) {
    const res = await restUpload(uploader, await makeImage('jpeg', 16, 12));
    photos.push(res.body.imageUrl);
  }
});
afterAll(() => app.close());

describe('creating a review', () => {
  it('POST /api/reviews stores it pending, the PIN as a keyed hash, and never answers the hash', async () => {
    const res = await guest().rest(
      'POST',
      '/api/reviews',
      body({ reviewImages: photos.slice(0, 2), createdBy: 'admin', isApproved: true }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      itemId: experience.id,
      reviewType: 'general',
      reviewerName: 'Mina',
      rating: 5,
      visitDate: '2026-01-10',
      reviewContent: 'We made makgeolli and it was great.',
      reviewImages: photos.slice(0, 2),
      thumbnailImage: null,
      reelsLink: null,
      originalReelsLink: null,
      isApproved: null,
      verified: false,
      createdBy: 'user',
      updatedBy: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.text).not.toMatch(/pinHash|argon2|password|482913/);
    const saved = await load(res.body.id);
    // Keyed and salted (HMAC-SHA-256 under the server's key): the PIN opens it, another does not.
    expect(saved!.pinHash).toMatch(/^k1\$[\w-]{16}\$[\w-]{43}$/);
    const url = `/api/reviews/${res.body.id}/verify-pin`;
    expect((await guest().rest('POST', url, { pin: PIN })).status).toBe(200);
    expect((await guest().rest('POST', url, { pin: WRONG })).status).toBe(403);
  });

  it('createReview (GraphQL) answers the review; pinHash is not in the schema', async () => {
    const client = guest();
    const res = await client.gql(
      `mutation ($input: CreateReviewInput!) {
        createReview(input: $input) { id itemId reviewType reviewerName rating visitDate reviewContent reviewImages isApproved createdBy }
      }`,
      {
        input: {
          itemId: experience.id,
          reviewerName: '  Hana ',
          rating: 4,
          visitDate: '2026-02-01',
          reviewContent: '<img src=x onerror=alert(1)> Loved it',
          reviewImages: [`${app.config.publicUrl}${photos[1]}`],
          pin: PIN,
        },
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createReview).toEqual({
      id: expect.any(Number),
      itemId: experience.id,
      reviewType: 'general',
      reviewerName: 'Hana',
      rating: 4,
      visitDate: '2026-02-01',
      // Kept as the text written; the storefront renders it as text.
      reviewContent: '<img src=x onerror=alert(1)> Loved it',
      reviewImages: [photos[1]],
      isApproved: null,
      createdBy: 'user',
    });
    const probe = await client.gql(`{ reviews(itemId: ${experience.id}) { id pinHash } }`);
    expect(probe.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('turns a YouTube link into the embed address and keeps the link as entered', async () => {
    const res = await guest().rest(
      'POST',
      '/api/reviews',
      body({
        reviewType: 'reels',
        reelsLink: 'https://youtube.com/shorts/abcDEF12_-3?feature=share',
        thumbnailImage: photos[2],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      reviewType: 'reels',
      reelsLink: 'https://www.youtube.com/embed/abcDEF12_-3?modestbranding=1&rel=0&playsinline=1',
      originalReelsLink: 'https://youtube.com/shorts/abcDEF12_-3?feature=share',
      thumbnailImage: photos[2],
    });
    const other = await guest().rest(
      'POST',
      '/api/reviews',
      body({ reviewType: 'reels', reelsLink: 'https://www.instagram.com/reel/Cx1yZ2abc/' }),
    );
    expect(other.body).toMatchObject({
      reelsLink: 'https://www.instagram.com/reel/Cx1yZ2abc/',
      originalReelsLink: 'https://www.instagram.com/reel/Cx1yZ2abc/',
    });
  });

  it.each([
    ['rating 0', { rating: 0 }, 'Rating must be a whole number from 1 to 5.'],
    ['rating 6', { rating: 6 }, 'Rating must be a whole number from 1 to 5.'],
    ['rating 4.5', { rating: 4.5 }, 'Rating must be a whole number from 1 to 5.'],
    ['no rating', { rating: undefined }, 'Please choose a rating.'],
    ['a blank name', { reviewerName: '   ' }, 'Please enter your name.'],
    ['a long name', { reviewerName: 'n'.repeat(101) }, 'Name must be at most 100 characters.'],
    ['no visit date', { visitDate: undefined }, 'Please choose your visit date.'],
    ['an impossible date', { visitDate: '2026-02-30' }, 'Please choose a valid visit date.'],
    ['a future visit', { visitDate: addDays(seoulToday(), 1) }, 'The visit date cannot be in the future.'],
    ['blank content', { reviewContent: ' \n\t ' }, 'Please write your review.'],
    ['4001 characters', { reviewContent: 'x'.repeat(4001) }, 'Review must be at most 4000 characters.'],
    ['six photos', { reviewImages: 'six' }, 'You can add up to 5 photos.'],
    ['a photo from elsewhere', { reviewImages: ['https://evil.example/a.jpg'] }, 'NOT_OURS'],
    ['an upload that does not exist', { reviewImages: ['/api/images/0000.jpg'] }, 'NOT_OURS'],
    ['a traversal path', { reviewImages: ['/api/images/../../etc/passwd'] }, 'NOT_OURS'],
    ['a variant URL', { reviewImages: ['VARIANT'] }, 'NOT_OURS'],
    ['a thumbnail from elsewhere', { thumbnailImage: 'https://evil.example/t.jpg' }, 'NOT_OURS'],
    ['a reels review without a link', { reviewType: 'reels' }, 'Please enter the video link.'],
    [
      'a javascript: link',
      { reelsLink: 'javascript:alert(1)' },
      'Please enter a valid link starting with http:// or https://.',
    ],
    ['a 5-digit PIN', { password: '12345' }, 'PIN must be 6 digits'],
    ['a PIN with letters', { password: '12a456' }, 'PIN must be 6 digits'],
    ['no PIN', { password: undefined }, 'PIN must be 6 digits'],
    ['no itemId', { itemId: undefined }, 'itemId must be the id of an experience.'],
  ])('refuses %s with 400 and nothing stored', async (_name, change, message) => {
    const before = await app.em().count(Review);
    const fixed = { ...change } as Record<string, unknown>;
    if (fixed.reviewImages === 'six') fixed.reviewImages = photos.slice(0, 6);
    if ((fixed.reviewImages as string[] | undefined)?.[0] === 'VARIANT')
      fixed.reviewImages = [`${photos[0]}?w=320`];
    const res = await guest().rest('POST', '/api/reviews', body(fixed));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: message === 'NOT_OURS' ? 'A photo is not valid. Please upload it again.' : message,
    });
    expect(await app.em().count(Review)).toBe(before);
  });

  it('answers GraphQL BAD_USER_INPUT with the rule message', async () => {
    const res = await guest().gql(
      `mutation ($input: CreateReviewInput!) { createReview(input: $input) { id } }`,
      {
        input: {
          itemId: experience.id,
          reviewerName: 'A',
          rating: 5,
          visitDate: '2026-01-01',
          reviewContent: 'ok',
          pin: '12',
        },
      },
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'PIN must be 6 digits',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('needs an existing, active experience', async () => {
    const hidden = await makeExperience(app.em(), { isActive: false });
    const inactive = await guest().rest('POST', '/api/reviews', body({ itemId: hidden.id }));
    expect(inactive.status).toBe(404);
    const missing = await guest().rest('POST', '/api/reviews', body({ itemId: 999999 }));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      message: "The experience you're looking for doesn't exist or has been removed.",
    });
  });

  it(`counts against the public-write limit: ${PUBLIC_WRITES} per IP per hour, then 429`, async () => {
    const client = guest();
    for (let i = 0; i < PUBLIC_WRITES; i++) {
      expect((await client.rest('POST', '/api/reviews', body({ reviewImages: [] }))).status).toBe(201);
    }
    const limited = await client.rest('POST', '/api/reviews', body({ reviewImages: [] }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('verifying a PIN', () => {
  it('answers 200 {valid: true} for the right PIN, 403 for a wrong one, 400 for a malformed one', async () => {
    const review = await reviewWithPin();
    const client = guest();
    const url = `/api/reviews/${review.id}/verify-pin`;
    expect(await client.rest('POST', url, { pin: PIN })).toMatchObject({
      status: 200,
      body: { valid: true },
    });
    expect(await client.rest('POST', url, { pin: WRONG })).toMatchObject({ status: 403, body: INCORRECT });
    expect(await client.rest('POST', url, {})).toMatchObject({
      status: 400,
      body: { message: 'PIN must be 6 digits' },
    });
    expect(await client.rest('POST', url, { pin: 123 })).toMatchObject({ status: 400 });
    expect(await client.rest('POST', url, { pin: Number(PIN) })).toMatchObject({
      status: 400,
      body: { message: 'PIN must be 6 digits' },
    });
    expect((await client.rest('POST', '/api/reviews/999999/verify-pin', { pin: PIN })).status).toBe(404);
  });

  it('verifyReviewPin (GraphQL): true, or FORBIDDEN with the spec message', async () => {
    const review = await reviewWithPin();
    const client = guest();
    const q = 'mutation ($id: Int!, $pin: String!) { verifyReviewPin(id: $id, pin: $pin) }';
    expect((await client.gql(q, { id: review.id, pin: PIN })).data).toEqual({ verifyReviewPin: true });
    const wrong = await client.gql(q, { id: review.id, pin: WRONG });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Incorrect PIN. Please try again.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('a review created without a PIN (staff) accepts none', async () => {
    const review = await makeReview(app.em(), experience);
    const res = await guest().rest('POST', `/api/reviews/${review.id}/verify-pin`, { pin: PIN });
    expect(res).toMatchObject({ status: 403, body: INCORRECT });
  });
});

describe('wrong-PIN limits', () => {
  it('allows 20 wrong PINs a day per review from any addresses, then answers 429 even to the right one', async () => {
    const review = await reviewWithPin();
    const url = `/api/reviews/${review.id}/verify-pin`;
    for (let i = 0; i < 20; i++) {
      expect((await guest().rest('POST', url, { pin: WRONG })).status).toBe(403);
    }
    const limited = await guest().rest('POST', url, { pin: PIN });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Update and delete are limited by the same count.
    const del = await guest().rest('DELETE', `/api/reviews/${review.id}`, undefined, { 'x-review-pin': PIN });
    expect(del.status).toBe(429);
    expect(await load(review.id)).not.toBeNull();
  });

  it('allows 10 wrong PINs per IP across reviews, then answers 429 on any review', async () => {
    const reviews = await Promise.all([reviewWithPin(), reviewWithPin(), reviewWithPin(), reviewWithPin()]);
    const client = guest();
    for (let i = 0; i < 10; i++) {
      const id = reviews[i % 3].id;
      expect((await client.rest('PATCH', `/api/reviews/${id}`, body({ password: WRONG }))).status).toBe(403);
    }
    const limited = await client.rest('POST', `/api/reviews/${reviews[3].id}/verify-pin`, { pin: PIN });
    expect(limited.status).toBe(429);
    // The same review from another address is fine.
    expect(
      (await guest().rest('POST', `/api/reviews/${reviews[3].id}/verify-pin`, { pin: PIN })).status,
    ).toBe(200);
  });

  it('gives the point back for a right PIN: 12 right answers in a row all pass', async () => {
    const review = await reviewWithPin();
    const client = guest();
    for (let i = 0; i < 12; i++) {
      expect((await client.rest('POST', `/api/reviews/${review.id}/verify-pin`, { pin: PIN })).status).toBe(
        200,
      );
    }
  });

  it('holds against parallel wrong guesses from one address: never more than 10 get an answer', async () => {
    const review = await reviewWithPin();
    const client = guest();
    const results = await Promise.all(
      Array.from({ length: 16 }, () =>
        client.rest('POST', `/api/reviews/${review.id}/verify-pin`, { pin: WRONG }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 403)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });
});

describe('updating a review', () => {
  const patch = (change: Record<string, unknown> = {}) =>
    body({
      reviewerName: 'Mina K.',
      rating: 3,
      reviewContent: 'Updated story',
      reviewImages: [photos[3]],
      ...change,
    });

  it('PATCH /api/reviews/{id} with the right password changes it', async () => {
    const review = await reviewWithPin();
    const res = await guest().rest('PATCH', `/api/reviews/${review.id}`, patch({ updatedBy: 'admin' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: review.id,
      reviewerName: 'Mina K.',
      rating: 3,
      reviewContent: 'Updated story',
      reviewImages: [photos[3]],
      updatedBy: 'user',
    });
    expect(res.body).not.toHaveProperty('pinHash');
    expect(await load(review.id)).toMatchObject({ reviewerName: 'Mina K.', rating: 3 });
  });

  it('refuses a wrong PIN (403) and a missing one (400), changing nothing', async () => {
    const review = await reviewWithPin({ reviewerName: 'Original' });
    const client = guest();
    expect(await client.rest('PATCH', `/api/reviews/${review.id}`, patch({ password: WRONG }))).toMatchObject(
      {
        status: 403,
        body: INCORRECT,
      },
    );
    expect(
      await client.rest('PATCH', `/api/reviews/${review.id}`, patch({ password: undefined })),
    ).toMatchObject({
      status: 400,
      body: { message: 'PIN must be 6 digits' },
    });
    expect((await load(review.id))!.reviewerName).toBe('Original');
  });

  it('checks the same rules as creation', async () => {
    const review = await reviewWithPin();
    const client = guest();
    for (const [change, message] of [
      [{ rating: 9 }, 'Rating must be a whole number from 1 to 5.'],
      [{ reviewContent: '' }, 'Please write your review.'],
      [{ reviewImages: ['https://evil.example/a.jpg'] }, 'A photo is not valid. Please upload it again.'],
    ] as const) {
      const res = await client.rest('PATCH', `/api/reviews/${review.id}`, patch(change));
      expect(res).toMatchObject({ status: 400, body: { message } });
    }
  });

  it('keeps a video link and thumbnail that the update leaves out', async () => {
    const review = await reviewWithPin({
      reviewType: 'reels',
      reelsLink: 'https://www.youtube.com/embed/abcDEF12_-3?modestbranding=1&rel=0&playsinline=1',
      originalReelsLink: 'https://youtu.be/abcDEF12_-3',
      thumbnailImage: photos[4],
    });
    const res = await guest().rest('PATCH', `/api/reviews/${review.id}`, patch());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      reelsLink: 'https://www.youtube.com/embed/abcDEF12_-3?modestbranding=1&rel=0&playsinline=1',
      originalReelsLink: 'https://youtu.be/abcDEF12_-3',
      thumbnailImage: photos[4],
    });
    const cleared = await guest().rest('PATCH', `/api/reviews/${review.id}`, patch({ reelsLink: null }));
    expect(cleared).toMatchObject({ status: 400, body: { message: 'Please enter the video link.' } });
  });

  it('updateReview (GraphQL): PIN required for guests, optional with an admin session', async () => {
    const review = await reviewWithPin();
    const q = `mutation ($id: Int!, $input: UpdateReviewInput!) {
      updateReview(id: $id, input: $input) { id reviewerName rating updatedBy }
    }`;
    const input = {
      reviewerName: 'Edited',
      rating: 2,
      visitDate: '2026-01-05',
      reviewContent: 'Edited text',
    };
    const anonymous = await guest().gql(q, { id: review.id, input });
    expect(anonymous.errors?.[0]).toMatchObject({
      message: 'PIN must be 6 digits',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const withPin = await guest().gql(q, { id: review.id, input: { ...input, pin: PIN } });
    expect(withPin.data?.updateReview).toEqual({
      id: review.id,
      reviewerName: 'Edited',
      rating: 2,
      updatedBy: 'user',
    });

    const staff = guest();
    expect((await staff.login(admin.username, admin.password)).status).toBe(200);
    const byAdmin = await staff.gql(q, { id: review.id, input: { ...input, reviewerName: 'Moderated' } });
    expect(byAdmin.data?.updateReview).toEqual({
      id: review.id,
      reviewerName: 'Moderated',
      rating: 2,
      updatedBy: 'admin',
    });
    // The PIN is as it was.
    const pin = await guest().rest('POST', `/api/reviews/${review.id}/verify-pin`, { pin: PIN });
    expect(pin.status).toBe(200);
  });
});

describe('a guest rewriting a moderated review', () => {
  const pendingIds = async () => {
    const staff = guest();
    expect((await staff.login(admin.username, admin.password)).status).toBe(200);
    const res = await staff.gql(
      `{ adminReviews(status: pending, page: { page: 1, pageSize: 100 }) { items { id } }
         adminDashboard { reviewsAwaitingModeration } }`,
    );
    expect(res.errors).toBeUndefined();
    return {
      ids: (res.data.adminReviews.items as { id: number }[]).map((r) => r.id),
      count: res.data.adminDashboard.reviewsAwaitingModeration as number,
    };
  };

  it('sends an approved review back to moderation (REST)', async () => {
    const review = await reviewWithPin({ isApproved: true });
    const before = await pendingIds();
    expect(before.ids).not.toContain(review.id);
    const res = await guest().rest(
      'PATCH',
      `/api/reviews/${review.id}`,
      body({ rating: 1, reviewContent: 'SCAM!!! Book instead at http://evil.example' }),
    );
    expect(res).toMatchObject({ status: 200, body: { rating: 1, isApproved: null } });
    expect((await load(review.id))!.isApproved).toBeNull();
    const after = await pendingIds();
    expect(after.ids).toContain(review.id);
    expect(after.count).toBe(before.count + 1);
  });

  it('sends a rejected review back to moderation (REST): its PIN opens it, the public still does not see it', async () => {
    const review = await reviewWithPin({ isApproved: false });
    const wrong = await guest().rest('PATCH', `/api/reviews/${review.id}`, {
      ...body({ rating: 1 }),
      password: '000000',
    });
    expect(wrong.status).toBe(403);
    expect(await load(review.id)).toMatchObject({ isApproved: false, rating: review.rating });
    const before = await pendingIds();
    const res = await guest().rest(
      'PATCH',
      `/api/reviews/${review.id}`,
      body({ reviewContent: 'Rewritten after the rejection, calmly.' }),
    );
    expect(res).toMatchObject({ status: 200, body: { isApproved: null } });
    expect((await load(review.id))!.isApproved).toBeNull();
    const after = await pendingIds();
    expect(after.ids).toContain(review.id);
    expect(after.count).toBe(before.count + 1);
  });

  it('sends an approved review back to moderation (GraphQL), but not an unchanged save', async () => {
    const review = await reviewWithPin({ isApproved: true });
    const q = `mutation ($id: Int!, $input: UpdateReviewInput!) {
      updateReview(id: $id, input: $input) { id isApproved } }`;
    const same = {
      reviewerName: review.reviewerName,
      rating: review.rating,
      visitDate: review.visitDate,
      reviewContent: review.reviewContent,
      reviewImages: review.reviewImages,
      pin: PIN,
    };
    const unchanged = await guest().gql(q, { id: review.id, input: same });
    expect(unchanged.data?.updateReview).toEqual({ id: review.id, isApproved: true });
    const edited = await guest().gql(q, { id: review.id, input: { ...same, reviewImages: [photos[5]] } });
    expect(edited.data?.updateReview).toEqual({ id: review.id, isApproved: null });
    expect((await pendingIds()).ids).toContain(review.id);

    const rejected = await reviewWithPin({ isApproved: false });
    const again = await guest().gql(q, {
      id: rejected.id,
      input: { ...same, rating: 4, reviewContent: 'Rewritten after the rejection.' },
    });
    expect(again.data?.updateReview).toEqual({ id: rejected.id, isApproved: null });
    expect((await pendingIds()).ids).toContain(rejected.id);
  });

  it("leaves staff's own edit of an approved review approved", async () => {
    const review = await reviewWithPin({ isApproved: true });
    const staff = guest();
    expect((await staff.login(admin.username, admin.password)).status).toBe(200);
    const res = await staff.gql(
      `mutation ($id: Int!) { adminUpdateReview(id: $id, input: { reviewContent: "Typo fixed." }) { isApproved } }`,
      { id: review.id },
    );
    expect(res.data?.adminUpdateReview).toEqual({ isApproved: true });
  });
});

describe('deleting a review', () => {
  it('DELETE with the X-Review-Pin header, or the password in the body', async () => {
    const a = await reviewWithPin();
    const b = await reviewWithPin();
    const client = guest();
    expect(
      await client.rest('DELETE', `/api/reviews/${a.id}`, undefined, { 'x-review-pin': PIN }),
    ).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await client.rest('DELETE', `/api/reviews/${b.id}`, { password: PIN })).toMatchObject({
      status: 200,
    });
    expect(await load(a.id)).toBeNull();
    expect(await load(b.id)).toBeNull();
    expect((await client.rest('DELETE', `/api/reviews/${a.id}`, { pin: PIN })).status).toBe(404);
  });

  it('refuses a wrong PIN (403) and a missing one (400)', async () => {
    const review = await reviewWithPin();
    const client = guest();
    expect(
      await client.rest('DELETE', `/api/reviews/${review.id}`, undefined, { 'x-review-pin': WRONG }),
    ).toMatchObject({ status: 403, body: INCORRECT });
    expect(await client.rest('DELETE', `/api/reviews/${review.id}`)).toMatchObject({
      status: 400,
      body: { message: 'PIN must be 6 digits' },
    });
    expect(await load(review.id)).not.toBeNull();
  });

  it('deleteReview (GraphQL): with the PIN, or by an admin without one', async () => {
    const a = await reviewWithPin();
    const b = await reviewWithPin();
    const q = 'mutation ($id: Int!, $pin: String) { deleteReview(id: $id, pin: $pin) }';
    expect((await guest().gql(q, { id: a.id })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await guest().gql(q, { id: a.id, pin: WRONG })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await guest().gql(q, { id: a.id, pin: PIN })).data).toEqual({ deleteReview: true });
    const staff = guest();
    await staff.login(admin.username, admin.password);
    expect((await staff.gql(q, { id: b.id })).data).toEqual({ deleteReview: true });
    expect(await load(a.id)).toBeNull();
    expect(await load(b.id)).toBeNull();
  });
});

describe('pending and rejected reviews', () => {
  it('are hidden from the storefront and do not count in the rating; a rejected one is reached by its PIN only', async () => {
    const place = await makeExperience(app.em(), { title: 'Hanok stay' });
    const shown = await makeReview(app.em(), place, { rating: 5, isApproved: true });
    await makeReview(app.em(), place, { rating: 3 }); // waiting for approval
    const rejected = await makeReview(app.em(), place, {
      rating: 1,
      isApproved: false,
      pinHash,
    });
    const client = guest();
    const rest = await client.rest('GET', `/api/reviews/item/${place.id}`);
    expect(rest.body.map((r: { id: number }) => r.id)).toEqual([shown.id]);
    const gql = await client.gql<{
      reviews: { id: number }[];
      experience: { rating: number; reviewCount: number };
    }>(`{ reviews(itemId: ${place.id}) { id } experience(id: ${place.id}) { rating reviewCount } }`);
    expect(gql.data!.reviews).toEqual([{ id: shown.id }]);
    expect(gql.data!.experience).toEqual({ rating: 5, reviewCount: 1 });

    expect(
      (await client.rest('POST', `/api/reviews/${rejected.id}/verify-pin`, { pin: '000000' })).status,
    ).toBe(403);
    expect((await client.rest('DELETE', `/api/reviews/${rejected.id}`, { pin: '000000' })).status).toBe(403);
    expect((await client.rest('POST', `/api/reviews/${rejected.id}/verify-pin`, { pin: PIN })).status).toBe(
      200,
    );
    expect((await client.rest('DELETE', `/api/reviews/${rejected.id}`, { pin: PIN })).status).toBe(200);
    expect(await load(rejected.id)).toBeNull();
    const other = await makeReview(app.em(), place, { isApproved: false, pinHash });
    const staff = guest();
    await staff.login(admin.username, admin.password);
    expect((await staff.rest('DELETE', `/api/reviews/${other.id}`)).status).toBe(200);
  });
});

describe('a PIN stored before keyed hashes (argon2)', () => {
  it('still opens its review, and is stored keyed from its first right answer on', async () => {
    const review = await makeReview(app.em(), experience, {
      pinHash: await argon2.hash(PIN, { type: argon2.argon2id }),
    });
    const url = `/api/reviews/${review.id}/verify-pin`;
    expect((await guest().rest('POST', url, { pin: WRONG })).status).toBe(403);
    expect((await load(review.id))!.pinHash).toMatch(/^\$argon2id\$/);
    expect((await guest().rest('POST', url, { pin: PIN })).status).toBe(200);
    expect((await load(review.id))!.pinHash).toMatch(/^k1\$/);
    expect((await guest().rest('POST', url, { pin: PIN })).status).toBe(200);
    expect((await guest().rest('POST', url, { pin: WRONG })).status).toBe(403);
  });
});
