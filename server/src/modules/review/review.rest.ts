import { Router } from 'express';
import { idParam, route } from '../../rest/route.js';
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

/** The spec sends the PIN as `password` (create, update); `pin` is accepted too. */
const withPin = (body: unknown) => {
  const b = (body ?? {}) as Record<string, unknown>;
  return { ...b, pin: b.password ?? b.pin };
};

const REVIEW_NOT_FOUND = REVIEW_ERRORS.notFound;

export function reviewRoutes(): Router {
  const router = Router();
  router.get(
    '/reviews',
    route(async (ctx) => (await moderation.allReviews(ctx)).map(toRestReview), { admin: true }),
  );
  for (const decision of ['approve', 'reject'] as const) {
    router.post(
      `/reviews/:id/${decision}`,
      route(
        async (ctx, req) =>
          toRestReview(await moderation.moderateReview(ctx, idParam(req, REVIEW_NOT_FOUND), decision)),
        { admin: true },
      ),
    );
  }
  router.get(
    '/reviews/item/:id',
    route(async (ctx, req) => (await reviews.listVisibleReviews(ctx, idParam(req))).map(toRestReview)),
  );
  router.post(
    '/reviews',
    route(async (ctx, req) => toRestReview(await reviews.createReview(ctx, withPin(req.body))), {
      status: 201,
    }),
  );
  router.patch(
    '/reviews/:id',
    route(async (ctx, req) =>
      toRestReview(await reviews.updateReview(ctx, idParam(req, REVIEW_NOT_FOUND), withPin(req.body))),
    ),
  );
  router.delete(
    '/reviews/:id',
    route(async (ctx, req) => {
      const pin = req.get('x-review-pin') ?? withPin(req.body).pin;
      return { success: await reviews.deleteReview(ctx, idParam(req, REVIEW_NOT_FOUND), pin) };
    }),
  );
  router.post(
    '/reviews/:id/verify-pin',
    route(async (ctx, req) => ({
      valid: await reviews.verifyReviewPin(ctx, idParam(req, REVIEW_NOT_FOUND), withPin(req.body).pin),
    })),
  );
  return router;
}
