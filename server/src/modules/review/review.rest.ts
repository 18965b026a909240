import { Router } from 'express';
import { idParam, route } from '../../rest/route.js';
import type { Review } from './review.entity.js';
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
  createdBy: r.createdBy,
  updatedBy: r.updatedBy ?? null,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export function reviewRoutes(): Router {
  const router = Router();
  router.get(
    '/reviews/item/:id',
    route(async (ctx, req) => (await reviews.listVisibleReviews(ctx, idParam(req))).map(toRestReview)),
  );
  return router;
}
