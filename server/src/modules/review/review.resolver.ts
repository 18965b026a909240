import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Review } from './review.entity.js';
import { CreateReviewInput, UpdateReviewInput } from './review.inputs.js';
import * as reviews from './review.service.js';

@Resolver(() => Review)
export class ReviewResolver {
  @Query(() => [Review], {
    description: 'Visible reviews of an experience (pending and approved), newest first.',
  })
  reviews(@Ctx() ctx: AppContext, @Arg('itemId', () => Int) itemId: number) {
    return reviews.listVisibleReviews(ctx, itemId);
  }

  @Mutation(() => Review, { description: 'Writes a review (pending moderation). Rate limited per IP.' })
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
}
