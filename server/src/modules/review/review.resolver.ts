import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { limitCost, pageCost } from '../../common/cost.js';
import { MAX_PAGE_SIZE, PageInput, listWindow } from '../../common/pagination.js';
import * as moderation from './review-admin.service.js';
import {
  AdminReviewInput,
  AdminReviewPage,
  ReviewDecision,
  ReviewItemSummaryPage,
  ReviewModerationResult,
  ReviewStatusFilter,
} from './review-admin.types.js';
import { Review } from './review.entity.js';
import { CreateReviewInput, UpdateReviewInput } from './review.inputs.js';
import * as reviews from './review.service.js';

@Resolver(() => Review)
export class ReviewResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: "The reviewed experience's title (batched: one query for a whole list).",
  })
  itemTitle(@Ctx() ctx: AppContext, @Root() review: Review) {
    return ctx.loaders.experienceTitle.load(review.itemId);
  }

  @Query(() => [Review], {
    description: `Approved reviews of an experience, newest first: \`limit\` (1-${MAX_PAGE_SIZE}, default ${MAX_PAGE_SIZE}) from \`offset\`.`,
    complexity: limitCost(MAX_PAGE_SIZE),
  })
  reviews(
    @Ctx() ctx: AppContext,
    @Arg('itemId', () => Int) itemId: number,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
  ) {
    return reviews.listVisibleReviews(ctx, itemId, listWindow(limit, offset));
  }

  @Mutation(() => Review, {
    description:
      'Writes a review: pending moderation, or verified and published at once with an invitation token. Rate limited per IP.',
  })
  createReview(@Ctx() ctx: AppContext, @Arg('input', () => CreateReviewInput) input: CreateReviewInput) {
    return reviews.createReview(ctx, input);
  }

  @Mutation(() => Review, {
    description: 'Changes a review; needs its PIN unless an admin is signed in. Wrong PINs are rate limited.',
  })
  updateReview(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateReviewInput) input: UpdateReviewInput,
  ) {
    return reviews.updateReview(ctx, id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a review; needs its PIN unless an admin is signed in.' })
  deleteReview(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('pin', () => String, { nullable: true }) pin?: string | null,
  ) {
    return reviews.deleteReview(ctx, id, pin);
  }

  @Mutation(() => Boolean, {
    description: "True when the PIN is the review's; otherwise FORBIDDEN 'Incorrect PIN. Please try again.'",
  })
  verifyReviewPin(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('pin') pin: string) {
    return reviews.verifyReviewPin(ctx, id, pin);
  }

  @Authorized()
  @Query(() => ReviewItemSummaryPage, {
    description: 'Admin: per item, pending / approved / rejected counts and the storefront rating.',
    complexity: pageCost,
  })
  reviewSummary(
    @Ctx() ctx: AppContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput | null,
  ) {
    return moderation.reviewSummary(ctx, page);
  }

  @Authorized()
  @Query(() => AdminReviewPage, {
    description: 'Admin: reviews of an item (or all), by state, newest first.',
    complexity: pageCost,
  })
  adminReviews(
    @Ctx() ctx: AppContext,
    @Arg('itemId', () => Int, { nullable: true }) itemId?: number | null,
    @Arg('status', () => ReviewStatusFilter, { defaultValue: 'all' }) status: ReviewStatusFilter = 'all',
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput | null,
  ) {
    return moderation.adminReviews(ctx, itemId, status, page);
  }

  @Authorized()
  @Mutation(() => Review, { description: 'Admin: approves a review (pending or rejected).' })
  approveReview(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return moderation.moderateReview(ctx, id, 'approve');
  }

  @Authorized()
  @Mutation(() => Review, {
    description: 'Admin: rejects a review (pending or approved); the storefront hides it.',
  })
  rejectReview(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return moderation.moderateReview(ctx, id, 'reject');
  }

  @Authorized()
  @Query(() => ReviewModerationResult, {
    description: 'Admin: what a bulk decision would do, changing nothing.',
  })
  reviewModerationPreview(
    @Ctx() ctx: AppContext,
    @Arg('ids', () => [Int]) ids: number[],
    @Arg('decision', () => ReviewDecision) decision: ReviewDecision,
  ) {
    return moderation.moderateReviews(ctx, ids, decision, false);
  }

  @Authorized()
  @Mutation(() => ReviewModerationResult, {
    description: 'Admin: approves or rejects the selected reviews at once.',
  })
  moderateReviews(
    @Ctx() ctx: AppContext,
    @Arg('ids', () => [Int]) ids: number[],
    @Arg('decision', () => ReviewDecision) decision: ReviewDecision,
  ) {
    return moderation.moderateReviews(ctx, ids, decision, true);
  }

  @Authorized()
  @Mutation(() => Review, {
    description: 'Admin: a review written by staff, pending like any other; PIN optional.',
  })
  adminCreateReview(@Ctx() ctx: AppContext, @Arg('input', () => AdminReviewInput) input: AdminReviewInput) {
    return reviews.createReview(ctx, input);
  }

  @Authorized()
  @Mutation(() => Review, { description: 'Admin: changes the fields given (no PIN needed).' })
  adminUpdateReview(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AdminReviewInput) input: AdminReviewInput,
  ) {
    return reviews.updateReview(ctx, id, input);
  }
}
