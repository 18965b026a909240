import type { AppContext } from '../../context.js';
import { Review } from './review.entity.js';

/** An experience's reviews as the storefront shows them: rejected ones hidden, newest first. */
export function listVisibleReviews(ctx: AppContext, itemId: number): Promise<Review[]> {
  return ctx.em.find(
    Review,
    { experience: itemId, $or: [{ isApproved: null }, { isApproved: true }] },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
}
