import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Review } from './review.entity.js';
import * as reviews from './review.service.js';

@Resolver(() => Review)
export class ReviewResolver {
  @Query(() => [Review], {
    description: 'Visible reviews of an experience (pending and approved), newest first.',
  })
  reviews(@Ctx() ctx: AppContext, @Arg('itemId', () => Int) itemId: number) {
    return reviews.listVisibleReviews(ctx, itemId);
  }
}
