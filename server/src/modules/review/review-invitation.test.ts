import { jest } from '@jest/globals';
import { createLogger } from '../../common/logger.js';
import { makeAdmin, makeBooking, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { sentText } from '../../platform/mail/mail.testing.js';
import { GuestClient } from '../../testing/uploads.js';
import { BookingMailSchedule } from '../booking-mail/booking-mail.schedule.js';
import type { Experience } from '../experience/experience.entity.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { seoulInstant } from '../mail/templates/i18n.js';
import { ReviewInvitation } from './review-invitation.entity.js';
import { newReviewInvitation } from './review-invitation.service.js';
import { Review } from './review.entity.js';

const PIN = '482913';
const USED = 'This review invitation has already been used.';
const OTHER_ITEM = 'This review invitation is for another experience.';
const INVALID = 'This review invitation link is not valid.';

let app: TestApp;
let staff: TestClient;
let tea: Experience;
let pottery: Experience;
let ipCount = 0;
const guest = () => new GuestClient(app.url, `198.51.100.${++ipCount}`);

jest.setTimeout(60_000);

beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: '1' });
  tea = await makeExperience(app.em(), { title: 'Tea ceremony' });
  pottery = await makeExperience(app.em(), { title: 'Pottery' });
  const admin = await makeAdmin(app.em());
  staff = app.client();
  expect((await staff.login(admin.username, admin.password)).status).toBe(200);
});
afterAll(() => app.close());

const body = (itemId: number, change: Record<string, unknown> = {}) => ({
  itemId,
  reviewerName: 'Mina',
  rating: 5,
  visitDate: '2026-01-10',
  reviewContent: 'A calm, beautiful afternoon.',
  password: PIN,
  ...change,
});

/** A confirmed booking of `experience` with an invitation token stored as the schedule stores it. */
async function invitationFor(experience: Experience): Promise<string> {
  const em = app.em();
  const booking = await makeBooking(em, experience, { status: 'confirmed' });
  const { token, tokenHash } = newReviewInvitation(app.hasher);
  em.create(ReviewInvitation, { booking, tokenHash });
  await em.flush();
  return token;
}

const storefront = async (itemId: number) => {
  const res = await app.client().gql<{
    reviews: { id: number; verified: boolean }[];
    experience: { rating: number; reviewCount: number };
  }>(`{ reviews(itemId: ${itemId}) { id verified } experience(id: ${itemId}) { rating reviewCount } }`);
  expect(res.errors).toBeUndefined();
  return res.data!;
};

const CREATE = `mutation ($input: CreateReviewInput!) {
  createReview(input: $input) { id isApproved verified } }`;

describe('a review written from the invitation mail', () => {
  it("takes the mail link's token and is published at once as a verified booking's (REST)", async () => {
    const booking = await makeBooking(app.em(), tea, {
      status: 'confirmed',
      bookingDate: '2027-07-10',
      timeSlot: '14:00',
    });
    const schedule = new BookingMailSchedule(
      app.orm,
      app.pool,
      app.config,
      createLogger({ logLevel: 'silent' }),
      app.mail,
      app.hasher,
      { now: () => seoulInstant('2027-07-11', '10:00') },
    );
    expect(await schedule.queueDue()).toBe(1);
    const mail = await app.em().findOneOrFail(MailOutbox, { kind: 'booking_review_invitation' });
    const link = new URL(/http\S+invitation=\S+/.exec(sentText(app.hasher, mail))![0]);
    expect(link.pathname).toBe(`/experiences/${tea.id}`);
    const token = link.searchParams.get('invitation')!;

    const res = await guest().rest('POST', '/api/reviews', body(tea.id, { invitation: token }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ itemId: tea.id, isApproved: true, verified: true, createdBy: 'user' });

    const list = await guest().rest('GET', `/api/reviews/item/${tea.id}`);
    expect(list.body).toEqual([expect.objectContaining({ id: res.body.id, verified: true })]);
    expect(await storefront(tea.id)).toEqual({
      reviews: [{ id: res.body.id, verified: true }],
      experience: { rating: 5, reviewCount: 1 },
    });
    const used = await app.em().findOneOrFail(ReviewInvitation, { booking: booking.id });
    expect(used.usedAt).toBeInstanceOf(Date);
    expect(used.review?.id).toBe(res.body.id);
  });

  it('is refused when the token was used already (409), by REST and GraphQL', async () => {
    const token = await invitationFor(pottery);
    const first = await guest().gql(CREATE, {
      input: { ...body(pottery.id, { password: undefined }), pin: PIN, invitation: token },
    });
    expect(first.errors).toBeUndefined();
    expect(first.data).toEqual({
      createReview: { id: expect.any(Number), isApproved: true, verified: true },
    });

    const again = await guest().rest('POST', '/api/reviews', body(pottery.id, { invitation: token }));
    expect(again).toMatchObject({ status: 409, body: { message: USED } });
    const gql = await guest().gql(CREATE, {
      input: { ...body(pottery.id, { password: undefined }), pin: PIN, invitation: token },
    });
    expect(gql.errors?.[0]).toMatchObject({ message: USED, extensions: { code: 'CONFLICT' } });
    expect(await app.em().count(Review, { experience: pottery.id })).toBe(1);
  });

  it("is refused for another item's review (400), and the token then still works for its own", async () => {
    const token = await invitationFor(tea);
    const wrong = await guest().rest('POST', '/api/reviews', body(pottery.id, { invitation: token }));
    expect(wrong).toMatchObject({ status: 400, body: { message: OTHER_ITEM } });
    const gql = await guest().gql(CREATE, {
      input: { ...body(pottery.id, { password: undefined }), pin: PIN, invitation: token },
    });
    expect(gql.errors?.[0]).toMatchObject({ message: OTHER_ITEM, extensions: { code: 'BAD_USER_INPUT' } });

    const right = await guest().rest('POST', '/api/reviews', body(tea.id, { invitation: token }));
    expect(right).toMatchObject({ status: 201, body: { verified: true, isApproved: true } });
  });

  it('is refused with an unknown or malformed token (400), writing nothing', async () => {
    const before = await app.em().count(Review, {});
    for (const invitation of ['x'.repeat(43), 'not a token', 42]) {
      const res = await guest().rest('POST', '/api/reviews', body(tea.id, { invitation }));
      expect(res).toMatchObject({ status: 400, body: { message: INVALID } });
    }
    expect(await app.em().count(Review, {})).toBe(before);
  });
});

describe('a review without an invitation', () => {
  it('waits for approval, hidden from the list and the rating; its PIN still edits it; approval shows it', async () => {
    const place = await makeExperience(app.em(), { title: 'Hanok stay' });
    const writer = guest();
    const res = await writer.rest('POST', '/api/reviews', body(place.id, { rating: 2 }));
    expect(res).toMatchObject({ status: 201, body: { isApproved: null, verified: false } });
    const viaGql = await guest().gql(CREATE, {
      input: { ...body(place.id, { password: undefined }), pin: PIN },
    });
    expect(viaGql.data).toEqual({
      createReview: { id: expect.any(Number), isApproved: null, verified: false },
    });

    expect((await guest().rest('GET', `/api/reviews/item/${place.id}`)).body).toEqual([]);
    expect(await storefront(place.id)).toEqual({ reviews: [], experience: { rating: 0, reviewCount: 0 } });

    // Its writer can still change or delete it while it waits.
    const edited = await writer.rest(
      'PATCH',
      `/api/reviews/${res.body.id}`,
      body(place.id, { rating: 3, reviewContent: 'Quiet and warm.' }),
    );
    expect(edited).toMatchObject({ status: 200, body: { rating: 3, isApproved: null } });
    const deleted = await writer.rest('DELETE', `/api/reviews/${viaGql.data!.createReview.id}`, { pin: PIN });
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });

    expect((await staff.rest('POST', `/api/reviews/${res.body.id}/approve`)).status).toBe(200);
    expect(await storefront(place.id)).toEqual({
      reviews: [{ id: res.body.id, verified: false }],
      experience: { rating: 3, reviewCount: 1 },
    });
  });
});
