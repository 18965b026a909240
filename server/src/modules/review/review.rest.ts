import { object } from 'yup';
import { REVIEW_TYPES } from '../../../../domain/constants.js';
import { pinSchema, reviewSchema } from '../../../../domain/schemas/review.js';
import { restRoutes, type RouteSpec } from '../../rest/api-routes.js';
import {
  arr,
  bool,
  dateTime,
  int,
  isoDate,
  nullable,
  obj,
  oneOfValues,
  str,
} from '../../rest/json-schema.js';
import { idParam } from '../../rest/route.js';
import * as moderation from './review-admin.service.js';
import type { Review } from './review.entity.js';
import { REVIEW_ERRORS } from './review.errors.js';
import * as reviews from './review.service.js';

/** A review in the spec's REST shape; the PIN hash never leaves the server. */
export const toRestReview = (r: Review) => ({
  id: r.id,
  itemId: r.itemId,
  reviewType: r.reviewType,
  reviewerName: r.reviewerName,
  rating: r.rating,
  visitDate: r.visitDate,
  reviewContent: r.reviewContent,
  reviewImages: r.reviewImages,
  thumbnailImage: r.thumbnailImage ?? null,
  reelsLink: r.reelsLink ?? null,
  originalReelsLink: r.originalReelsLink ?? null,
  isApproved: r.isApproved ?? null,
  verified: r.verified,
  createdBy: r.createdBy,
  updatedBy: r.updatedBy ?? null,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

const REVIEW = obj({
  id: int,
  itemId: int,
  reviewType: oneOfValues(REVIEW_TYPES),
  reviewerName: str,
  rating: { type: 'integer', minimum: 1, maximum: 5 },
  visitDate: isoDate,
  reviewContent: str,
  reviewImages: arr(str),
  thumbnailImage: nullable(str),
  reelsLink: nullable(str),
  originalReelsLink: nullable(str),
  isApproved: { type: ['boolean', 'null'], description: 'null pending, true approved, false rejected' },
  verified: bool,
  createdBy: str,
  updatedBy: nullable(str),
  createdAt: dateTime,
  updatedAt: dateTime,
});

/** The review form as the REST shim takes it: the PIN under `password` (as the spec sends it). */
const reviewBody = reviewSchema.omit(['pin']).shape({ password: pinSchema });
const PIN_ERRORS = { 403: 'Incorrect PIN. Please try again.', 429: 'Too many PIN attempts.' };
const REVIEW_EXAMPLE = {
  itemId: 1,
  reviewType: 'general',
  reviewerName: 'Mina',
  rating: 5,
  visitDate: '2026-01-10',
  reviewContent: 'The best day of our trip.',
  reviewImages: [],
  password: '123456',
};

/** The spec sends the PIN as `password` (create, update); `pin` is accepted too. */
const withPin = (body: unknown) => {
  const b = (body ?? {}) as Record<string, unknown>;
  return { ...b, pin: b.password ?? b.pin };
};

const REVIEW_NOT_FOUND = REVIEW_ERRORS.notFound;

export function reviewRoutes() {
  const api = restRoutes('Reviews');
  const notFound = (req: Parameters<typeof idParam>[0]) => idParam(req, REVIEW_NOT_FOUND);
  const one: RouteSpec['response'] = { description: 'The review', schema: REVIEW };
  api.get(
    '/reviews',
    {
      summary: 'Every review (moderation)',
      auth: 'admin',
      response: { description: 'Newest first, with isApproved', schema: arr(REVIEW) },
    },
    async (ctx) => (await moderation.allReviews(ctx)).map(toRestReview),
  );
  for (const decision of ['approve', 'reject'] as const) {
    api.post(
      `/reviews/:id/${decision}`,
      {
        summary: decision === 'approve' ? 'Approve a review' : 'Reject a review',
        auth: 'admin',
        response: one,
      },
      async (ctx, req) => toRestReview(await moderation.moderateReview(ctx, notFound(req), decision)),
    );
  }
  api.get(
    '/reviews/item/:id',
    {
      summary: "An item's reviews",
      response: { description: 'Pending and approved ones, newest first', schema: arr(REVIEW) },
    },
    async (ctx, req) => (await reviews.listVisibleReviews(ctx, idParam(req))).map(toRestReview),
  );
  api.post(
    '/reviews',
    {
      summary: 'Write a review',
      description:
        'Photos must be uploads of this site (`/api/images/...`). With an admin session the PIN is optional and the review is created by staff.',
      body: {
        schema: reviewBody,
        also: { itemId: { type: 'integer', minimum: 1 } },
        example: REVIEW_EXAMPLE,
      },
      response: { ...one, status: 201 },
      errors: { 429: 'Too many reviews.' },
    },
    async (ctx, req) => toRestReview(await reviews.createReview(ctx, withPin(req.body))),
  );
  api.patch(
    '/reviews/:id',
    {
      summary: 'Edit a review (with its PIN)',
      body: {
        schema: reviewBody,
        example: { ...REVIEW_EXAMPLE, itemId: undefined, reviewContent: 'Still the best day.' },
      },
      response: one,
      errors: PIN_ERRORS,
    },
    async (ctx, req) => toRestReview(await reviews.updateReview(ctx, notFound(req), withPin(req.body))),
  );
  api.delete(
    '/reviews/:id',
    {
      summary: 'Delete a review (with its PIN)',
      headers: { 'X-Review-Pin': { schema: str, description: 'The PIN (or `password` in a JSON body)' } },
      response: { description: 'Deleted', schema: obj({ success: bool }) },
      errors: { 400: 'PIN must be 6 digits', ...PIN_ERRORS },
    },
    async (ctx, req) => {
      const pin = req.get('x-review-pin') ?? withPin(req.body).pin;
      return { success: await reviews.deleteReview(ctx, notFound(req), pin) };
    },
  );
  api.post(
    '/reviews/:id/verify-pin',
    {
      summary: "Check a review's PIN",
      body: { schema: object({ pin: pinSchema }), example: { pin: '123456' } },
      response: { description: 'It matches', schema: obj({ valid: bool }) },
      errors: PIN_ERRORS,
    },
    async (ctx, req) => ({ valid: await reviews.verifyReviewPin(ctx, notFound(req), withPin(req.body).pin) }),
  );
  return api;
}
