import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { limitCost, pageCost } from '../../common/cost.js';
import { MAX_PAGE_SIZE, PageInput, listWindow } from '../../common/pagination.js';
import * as moderation from './review-admin.service.js';
import {
  AdminReviewInput,
  AdminReviewPage,
  ReviewDecision,
  ReviewItemSummary,
  ReviewItemSummaryPage,
  ReviewModerationResult,
  ReviewStatusFilter,
} from './review-admin.types.js';
import { Review } from './review.entity.js';
import { CreateReviewInput, UpdateReviewInput } from './review.inputs.js';
import * as reviews from './review.service.js';
import { LanguageEnum } from '../../common/enums.js';
import { titleFor } from '../experience/item-title.js';

@Resolver(() => Review)
export class ReviewResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: "The reviewed experience's title (batched: one query for a whole list).",
  })
  async itemTitle(
    @Ctx() ctx: AppContext,
    @Root() review: Review,
    @Arg('language', () => LanguageEnum, {
      nullable: true,
      description: "The back office's language: the title translated into it where the item has one.",
    })
    language?: LanguageEnum | null,
  ) {
    const own = await ctx.loaders.experienceTitle.load(review.itemId);
    return own === null ? null : titleFor(ctx, { itemId: review.itemId, title: own }, language);
  }

  @Query(() => [Review], {
    description: `Public. Approved reviews of an experience, newest first: \`limit\` (1-${MAX_PAGE_SIZE}, default ${MAX_PAGE_SIZE}) from \`offset\`.`,
    complexity: limitCost(MAX_PAGE_SIZE),
  })
  reviews(
    @Ctx() ctx: AppContext,
    @Arg('itemId', () => Int, { description: 'The experience id.' }) itemId: number,
    @Arg('limit', () => Int, { nullable: true, description: 'At most this many, 1-100 (default 100).' })
    limit?: number,
    @Arg('offset', () => Int, { nullable: true, description: 'Skip this many first (default 0).' })
    offset?: number,
  ) {
    return reviews.listVisibleReviews(ctx, itemId, listWindow(limit, offset));
  }

  @Mutation(() => Review, {
    description:
      'Public. Writes a review: pending moderation, or verified and published at once with an invitation token. Rate limited per IP.',
  })
  createReview(
    @Ctx() ctx: AppContext,
    @Arg('input', () => CreateReviewInput, { description: 'The review.' }) input: CreateReviewInput,
  ) {
    return reviews.createReview(ctx, input);
  }

  @Mutation(() => Review, {
    description:
      'Public. Changes a review; needs its PIN unless an admin is signed in. Wrong PINs are rate limited.',
  })
  updateReview(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The review id.' }) id: number,
    @Arg('input', () => UpdateReviewInput, { description: 'The new content, with the PIN.' })
    input: UpdateReviewInput,
  ) {
    return reviews.updateReview(ctx, id, input);
  }

  @Mutation(() => Boolean, {
    description: 'Public. Deletes a review; needs its PIN unless an admin is signed in.',
  })
  deleteReview(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The review id.' }) id: number,
    @Arg('pin', () => String, {
      nullable: true,
      description: "The review's PIN; optional only with an admin session.",
    })
    pin?: string | null,
  ) {
    return reviews.deleteReview(ctx, id, pin);
  }

  @Mutation(() => Boolean, {
    description:
      "Public. True when the PIN is the review's; otherwise FORBIDDEN 'Incorrect PIN. Please try again.'",
  })
  verifyReviewPin(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The review id.' }) id: number,
    @Arg('pin', { description: 'The PIN to check.' }) pin: string,
  ) {
    return reviews.verifyReviewPin(ctx, id, pin);
  }

  @Authorized()
  @Query(() => ReviewItemSummaryPage, {
    description: 'Admin session. Per item, pending / approved / rejected counts and the storefront rating.',
    complexity: pageCost,
  })
  reviewSummary(
    @Ctx() ctx: AppContext,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Page number and size (default page 1 of 20).',
    })
    page?: PageInput | null,
  ) {
    return moderation.reviewSummary(ctx, page);
  }

  @Authorized()
  @Query(() => AdminReviewPage, {
    description: 'Admin session. Reviews of an item (or all), by state, newest first.',
    complexity: pageCost,
  })
  adminReviews(
    @Ctx() ctx: AppContext,
    @Arg('itemId', () => Int, { nullable: true, description: 'Only reviews of this item; none: all items.' })
    itemId?: number | null,
    @Arg('status', () => ReviewStatusFilter, {
      defaultValue: 'all',
      description: 'Which moderation state (default all).',
    })
    status: ReviewStatusFilter = 'all',
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Page number and size (default page 1 of 20).',
    })
    page?: PageInput | null,
  ) {
    return moderation.adminReviews(ctx, itemId, status, page);
  }

  @Authorized()
  @Mutation(() => Review, { description: 'Admin session. Approves a review (pending or rejected).' })
  approveReview(@Ctx() ctx: AppContext, @Arg('id', () => Int, { description: 'The review id.' }) id: number) {
    return moderation.moderateReview(ctx, id, 'approve');
  }

  @Authorized()
  @Mutation(() => Review, {
    description: 'Admin session. Rejects a review (pending or approved); the storefront hides it.',
  })
  rejectReview(@Ctx() ctx: AppContext, @Arg('id', () => Int, { description: 'The review id.' }) id: number) {
    return moderation.moderateReview(ctx, id, 'reject');
  }

  @Authorized()
  @Query(() => ReviewModerationResult, {
    description: 'Admin session. What a bulk decision would do, changing nothing.',
  })
  reviewModerationPreview(
    @Ctx() ctx: AppContext,
    @Arg('ids', () => [Int], { description: 'The selected review ids.' }) ids: number[],
    @Arg('decision', () => ReviewDecision, { description: 'Approve or reject.' }) decision: ReviewDecision,
  ) {
    return moderation.moderateReviews(ctx, ids, decision, false);
  }

  @Authorized()
  @Mutation(() => ReviewModerationResult, {
    description: 'Admin session. Approves or rejects the selected reviews at once.',
  })
  moderateReviews(
    @Ctx() ctx: AppContext,
    @Arg('ids', () => [Int], { description: 'The selected review ids.' }) ids: number[],
    @Arg('decision', () => ReviewDecision, { description: 'Approve or reject.' }) decision: ReviewDecision,
  ) {
    return moderation.moderateReviews(ctx, ids, decision, true);
  }

  @Authorized()
  @Mutation(() => Review, {
    description: 'Admin session. A review written by staff, pending like any other; PIN optional.',
  })
  adminCreateReview(
    @Ctx() ctx: AppContext,
    @Arg('input', () => AdminReviewInput, {
      description: 'The review, checked like a guest review but with no PIN needed.',
    })
    input: AdminReviewInput,
  ) {
    return reviews.createReview(ctx, input);
  }

  @Authorized()
  @Mutation(() => Review, { description: 'Admin session. Changes the fields given (no PIN needed).' })
  adminUpdateReview(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The review id.' }) id: number,
    @Arg('input', () => AdminReviewInput, { description: 'The fields to change.' }) input: AdminReviewInput,
  ) {
    return reviews.updateReview(ctx, id, input);
  }
}

/** The moderation summary names each item in the admin's language where the item has a title in it. */
@Resolver(() => ReviewItemSummary)
export class ReviewItemSummaryResolver {
  @FieldResolver(() => String, { description: 'The item title (in `language` where translated).' })
  title(
    @Ctx() ctx: AppContext,
    @Root() item: ReviewItemSummary,
    @Arg('language', () => LanguageEnum, {
      nullable: true,
      description: 'Language of the title wanted; none: the item title as stored.',
    })
    language?: LanguageEnum | null,
  ) {
    return titleFor(ctx, item, language);
  }
}
