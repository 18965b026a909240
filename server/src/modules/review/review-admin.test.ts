import { makeAdmin, makeExperience, makeReview } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { makeImage, restUpload } from '../../testing/uploads.js';
import type { Experience } from '../experience/experience.entity.js';
import { Review } from './review.entity.js';

let app: TestApp;
let staff: TestClient;
let item: Experience;
let other: Experience;
let photo: string;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await makeAdmin(app.em());
  staff = app.client();
  expect((await staff.login(admin.username, admin.password)).status).toBe(200);
  item = await makeExperience(app.em(), { title: 'Tea ceremony', language: ['JPN', 'ENG'] });
  other = await makeExperience(app.em(), { title: 'Bibimbap class', language: ['ENG'] });
  photo = (await restUpload(staff, await makeImage('jpeg', 16, 12))).body.imageUrl;
});
afterAll(() => app.close());

const load = (id: number) => app.em().findOne(Review, id);

describe('review moderation', () => {
  it('summarises each item by state with the storefront rating (SQL aggregates)', async () => {
    const em = app.em();
    await makeReview(em, item, { rating: 5, isApproved: true });
    await makeReview(em, item, { rating: 3, isApproved: null });
    await makeReview(em, item, { rating: 1, isApproved: false });
    await makeReview(em, other, { rating: 4, isApproved: true });
    const res = await staff.gql(`{ reviewSummary { totalCount items {
      itemId title language pending approved rejected total rating reviewCount } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.reviewSummary).toEqual({
      totalCount: 2,
      items: [
        {
          itemId: item.id,
          title: 'Tea ceremony',
          language: 'JPN',
          pending: 1,
          approved: 1,
          rejected: 1,
          total: 3,
          // The storefront's figures count approved reviews only.
          rating: 5,
          reviewCount: 1,
        },
        {
          itemId: other.id,
          title: 'Bibimbap class',
          language: 'ENG',
          pending: 0,
          approved: 1,
          rejected: 0,
          total: 1,
          rating: 4,
          reviewCount: 1,
        },
      ],
    });
  });

  it('names the item of each review across items, in one query for the whole page', async () => {
    const res = await staff.gql(
      `{ adminReviews(status: all, page: { page: 1, pageSize: 20 }) { items { itemId itemTitle } } }`,
    );
    expect(res.errors).toBeUndefined();
    const items = res.data.adminReviews.items as { itemId: number; itemTitle: string }[];
    const titles = new Map(items.map((r) => [r.itemId, r.itemTitle]));
    expect(Object.fromEntries(titles)).toEqual({ [item.id]: 'Tea ceremony', [other.id]: 'Bibimbap class' });
  });

  it('lists one item by state, paged, with the counts of each state', async () => {
    const q = (status: string, page = 1) =>
      staff.gql(
        `query($item: Int!, $status: ReviewStatusFilter!, $page: Int!) {
          adminReviews(itemId: $item, status: $status, page: { page: $page, pageSize: 10 }) {
            totalCount page items { rating isApproved } counts { all pending approved rejected } } }`,
        { item: item.id, status, page },
      );
    const all = await q('all');
    expect(all.data.adminReviews.counts).toEqual({ all: 3, pending: 1, approved: 1, rejected: 1 });
    expect(all.data.adminReviews.totalCount).toBe(3);
    expect((await q('pending')).data.adminReviews.items).toEqual([{ rating: 3, isApproved: null }]);
    expect((await q('approved')).data.adminReviews.items).toEqual([{ rating: 5, isApproved: true }]);
    expect((await q('rejected')).data.adminReviews.items).toEqual([{ rating: 1, isApproved: false }]);
    expect((await q('all', 2)).data.adminReviews).toMatchObject({ page: 2, items: [] });
    const bad = await staff.gql(`{ adminReviews(page: { page: 1, pageSize: 7 }) { totalCount } }`);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("a rejection hides the review and changes the storefront's rating and count on the next request", async () => {
    const e = await makeExperience(app.em(), { title: 'Pottery' });
    const good = await makeReview(app.em(), e, { rating: 5, isApproved: true, reviewerName: 'Good' });
    const spam = await makeReview(app.em(), e, { rating: 1, isApproved: true, reviewerName: 'Spam' });
    const storefront = app.client();
    const page = `{ experience(id: ${e.id}) { rating reviewCount } reviews(itemId: ${e.id}) { reviewerName } }`;
    // Asked twice so that the answer is kept in the catalog cache.
    await storefront.gql(page);
    expect((await storefront.gql(page)).data).toEqual({
      experience: { rating: 3, reviewCount: 2 },
      reviews: [{ reviewerName: 'Spam' }, { reviewerName: 'Good' }],
    });
    const restList = await storefront.rest('GET', '/api/experiences');
    expect(restList.body.find((x: { id: number }) => x.id === e.id)).toMatchObject({
      rating: 3,
      reviewCount: 2,
    });

    const rejected = await staff.rest('POST', `/api/reviews/${spam.id}/reject`);
    expect(rejected).toMatchObject({
      status: 200,
      body: { id: spam.id, isApproved: false, updatedBy: 'admin' },
    });
    expect((await storefront.gql(page)).data).toEqual({
      experience: { rating: 5, reviewCount: 1 },
      reviews: [{ reviewerName: 'Good' }],
    });
    expect((await storefront.rest('GET', `/api/reviews/item/${e.id}`)).body).toHaveLength(1);
    const after = await storefront.rest('GET', '/api/experiences');
    expect(after.body.find((x: { id: number }) => x.id === e.id)).toMatchObject({
      rating: 5,
      reviewCount: 1,
    });

    // Rejected can be approved again (spec §4), and approved rejected.
    const approved = await staff.gql(`mutation { approveReview(id: ${spam.id}) { isApproved } }`);
    expect(approved.data.approveReview).toEqual({ isApproved: true });
    expect((await storefront.gql(page)).data.experience).toEqual({ rating: 3, reviewCount: 2 });
    const again = await staff.gql(`mutation { rejectReview(id: ${good.id}) { isApproved } }`);
    expect(again.data.rejectReview).toEqual({ isApproved: false });
    expect((await load(good.id))!.isApproved).toBe(false);
    expect(await staff.rest('POST', '/api/reviews/999999/approve')).toMatchObject({
      status: 404,
      body: { message: 'Review not found.' },
    });
  });

  it('bulk: the preview changes nothing; the decision applies to those that change', async () => {
    const e = await makeExperience(app.em(), { title: 'Bulk' });
    const [a, b, c] = [
      await makeReview(app.em(), e, { isApproved: null }),
      await makeReview(app.em(), e, { isApproved: false }),
      await makeReview(app.em(), e, { isApproved: true }),
    ];
    const ids = [a.id, b.id, c.id, 999999];
    const preview = await staff.gql(
      `query($ids: [Int!]!) { reviewModerationPreview(ids: $ids, decision: approve) { changed unchanged notFound } }`,
      { ids },
    );
    expect(preview.data.reviewModerationPreview).toEqual({
      changed: [a.id, b.id],
      unchanged: [c.id],
      notFound: [999999],
    });
    expect((await load(a.id))!.isApproved).toBeNull();
    expect((await load(b.id))!.isApproved).toBe(false);
    const done = await staff.gql(
      `mutation($ids: [Int!]!) { moderateReviews(ids: $ids, decision: approve) { changed unchanged notFound } }`,
      { ids },
    );
    expect(done.data.moderateReviews).toEqual(preview.data.reviewModerationPreview);
    for (const r of [a, b, c]) expect((await load(r.id))!.isApproved).toBe(true);
    const reject = await staff.gql(
      `mutation { moderateReviews(ids: [${a.id}], decision: reject) { changed } }`,
    );
    expect(reject.data.moderateReviews.changed).toEqual([a.id]);
    expect((await load(a.id))!.isApproved).toBe(false);
    const empty = await staff.gql(`mutation { moderateReviews(ids: [], decision: reject) { changed } }`);
    expect(empty.errors?.[0]).toMatchObject({
      message: 'Select between 1 and 500 reviews.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('GET /api/reviews gives the admin every review with isApproved', async () => {
    const res = await staff.rest('GET', '/api/reviews');
    expect(res.status).toBe(200);
    const total = await app.em().count(Review);
    expect(res.body).toHaveLength(total);
    expect(res.body.some((r: { isApproved: boolean | null }) => r.isApproved === false)).toBe(true);
    expect(res.text).not.toMatch(/pinHash/);
  });
});

describe('reviews written and edited by staff', () => {
  const base = () => ({
    itemId: item.id,
    reviewType: 'general',
    reviewerName: 'Staff pick',
    rating: 4,
    visitDate: '2026-01-05',
    reviewContent: 'Written from a phone call.',
    reviewImages: [photo],
  });

  it('creates a pending review without a PIN (REST and GraphQL), edits and deletes it without one', async () => {
    const post = await staff.rest('POST', '/api/reviews', { ...base(), isApproved: null });
    expect(post.status).toBe(201);
    expect(post.body).toMatchObject({ itemId: item.id, isApproved: null, createdBy: 'admin', rating: 4 });
    expect((await load(post.body.id))!.pinHash).toBeNull();

    const reels = await staff.gql(
      `mutation($input: AdminReviewInput!) { adminCreateReview(input: $input) {
        id reviewType reelsLink originalReelsLink thumbnailImage isApproved } }`,
      {
        input: {
          ...base(),
          reviewType: 'reels',
          reviewContent: '',
          reelsLink: 'https://youtube.com/shorts/abcDEF12345',
          thumbnailImage: photo,
          pin: '012345',
        },
      },
    );
    expect(reels.errors).toBeUndefined();
    expect(reels.data.adminCreateReview).toMatchObject({
      reviewType: 'reels',
      reelsLink: 'https://www.youtube.com/embed/abcDEF12345?modestbranding=1&rel=0&playsinline=1',
      originalReelsLink: 'https://youtube.com/shorts/abcDEF12345',
      thumbnailImage: photo,
      isApproved: null,
    });
    expect((await load(reels.data.adminCreateReview.id))!.pinHash).toMatch(/^k1\$/);

    const patch = await staff.rest('PATCH', `/api/reviews/${post.body.id}`, {
      rating: 2,
      reviewerName: 'Renamed',
    });
    expect(patch).toMatchObject({
      status: 200,
      body: { rating: 2, reviewerName: 'Renamed', updatedBy: 'admin' },
    });
    const gqlEdit = await staff.gql(
      `mutation { adminUpdateReview(id: ${post.body.id}, input: { reviewContent: "Edited." }) { reviewContent rating } }`,
    );
    expect(gqlEdit.data.adminUpdateReview).toEqual({ reviewContent: 'Edited.', rating: 2 });
    expect(await staff.rest('DELETE', `/api/reviews/${post.body.id}`)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await load(post.body.id)).toBeNull();
  });

  it('refuses each admin rule with its message and stores nothing', async () => {
    const before = await app.em().count(Review);
    const cases: [Record<string, unknown>, string][] = [
      [{ itemId: undefined }, 'Please choose an item.'],
      [{ reviewerName: ' ' }, 'Please enter the reviewer name.'],
      [{ visitDate: '' }, 'Please choose the visit date.'],
      [{ reviewContent: '' }, 'Please enter the review content.'],
      [
        { reviewType: 'reels', reelsLink: 'https://youtu.be/abcDEF12345' },
        'Please upload a thumbnail image.',
      ],
      [{ reviewType: 'reels', thumbnailImage: photo }, 'Please enter the video link.'],
      [{ pin: '12345' }, 'PIN must be 6 digits'],
      [{ pin: '12345a' }, 'PIN must be 6 digits'],
      [{ rating: 6 }, 'Rating must be a whole number from 1 to 5.'],
      [{ rating: 0 }, 'Rating must be a whole number from 1 to 5.'],
      [{ reviewImages: [photo, photo, photo, photo, photo, photo] }, 'You can add up to 5 photos.'],
    ];
    for (const [change, message] of cases) {
      const res = await staff.rest('POST', '/api/reviews', { ...base(), ...change });
      expect({ change, status: res.status, body: res.body }).toEqual({
        change,
        status: 400,
        body: { message },
      });
    }
    const gql = await staff.gql(
      `mutation($input: AdminReviewInput!) { adminCreateReview(input: $input) { id } }`,
      {
        input: { ...base(), reviewerName: '' },
      },
    );
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Please enter the reviewer name.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await app.em().count(Review)).toBe(before);
  });

  it('edit rules: name and visit date required; a video review keeps its thumbnail but needs its link', async () => {
    const r = await makeReview(app.em(), item, {
      reviewType: 'reels',
      reelsLink: 'https://www.youtube.com/embed/abcDEF12345?modestbranding=1&rel=0&playsinline=1',
      reviewContent: '',
    });
    const edit = (input: Record<string, unknown>) => staff.rest('PATCH', `/api/reviews/${r.id}`, input);
    expect(await edit({ reviewerName: '' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter the reviewer name.' },
    });
    expect(await edit({ visitDate: '' })).toMatchObject({
      status: 400,
      body: { message: 'Please choose the visit date.' },
    });
    expect(await edit({ reelsLink: '' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter the video link.' },
    });
    expect(await edit({ rating: 3 })).toMatchObject({
      status: 200,
      body: { rating: 3, thumbnailImage: null },
    });
  });
});

describe('anonymous callers', () => {
  it('answer 401 on every admin review call (REST and GraphQL) and change nothing', async () => {
    const r = await makeReview(app.em(), item, { isApproved: null, reviewerName: 'Untouched' });
    const anon = app.client();
    expect((await anon.rest('GET', '/api/reviews')).status).toBe(401);
    expect((await anon.rest('POST', `/api/reviews/${r.id}/approve`)).status).toBe(401);
    expect((await anon.rest('POST', `/api/reviews/${r.id}/reject`)).status).toBe(401);
    for (const query of [
      `{ reviewSummary { totalCount } }`,
      `{ adminReviews { totalCount } }`,
      `{ reviewModerationPreview(ids: [${r.id}], decision: approve) { changed } }`,
      `mutation { approveReview(id: ${r.id}) { id } }`,
      `mutation { rejectReview(id: ${r.id}) { id } }`,
      `mutation { moderateReviews(ids: [${r.id}], decision: reject) { changed } }`,
      `mutation { adminCreateReview(input: { itemId: ${item.id}, reviewerName: "x" }) { id } }`,
      `mutation { adminUpdateReview(id: ${r.id}, input: { reviewerName: "x" }) { id } }`,
    ]) {
      const res = await anon.gql(query);
      expect(res.status).toBe(401);
      expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    // Without a session, edit and delete still need the PIN.
    expect((await anon.rest('DELETE', `/api/reviews/${r.id}`)).status).toBe(400);
    expect(await load(r.id)).toMatchObject({ isApproved: null, reviewerName: 'Untouched' });
  });
});
