import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LanguageEnum, ReviewTypeEnum } from '../../common/enums.js';
import { Paginated } from '../../common/pagination.js';
import { Review } from './review.entity.js';

export const ReviewStatusFilter = {
  all: 'all',
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
} as const;
export type ReviewStatusFilter = (typeof ReviewStatusFilter)[keyof typeof ReviewStatusFilter];
registerEnumType(ReviewStatusFilter, {
  name: 'ReviewStatusFilter',
  description: 'Which reviews the moderation list shows.',
  valuesConfig: {
    all: { description: 'Every review.' },
    pending: { description: 'Waiting for moderation.' },
    approved: { description: 'Approved (shown on the storefront).' },
    rejected: { description: 'Rejected (hidden).' },
  },
});

export const ReviewDecision = { approve: 'approve', reject: 'reject' } as const;
export type ReviewDecision = (typeof ReviewDecision)[keyof typeof ReviewDecision];
registerEnumType(ReviewDecision, {
  name: 'ReviewDecision',
  description: 'A moderation decision.',
  valuesConfig: {
    approve: { description: 'Show the review on the storefront.' },
    reject: { description: 'Hide the review.' },
  },
});

@ObjectType({ description: "One item's reviews by moderation state (SQL aggregates)." })
export class ReviewItemSummary {
  @Field(() => Int, { description: 'The item id.' })
  itemId!: number;

  @Field({ description: 'The item title.' })
  title!: string;

  @Field(() => LanguageEnum, { nullable: true, description: "The item's first language." })
  language!: LanguageEnum | null;

  @Field(() => Int, { description: 'Reviews waiting for moderation.' })
  pending!: number;

  @Field(() => Int, { description: 'Approved (shown) reviews.' })
  approved!: number;

  @Field(() => Int, { description: 'Rejected (hidden) reviews.' })
  rejected!: number;

  @Field(() => Int, { description: 'All reviews of the item.' })
  total!: number;

  @Field(() => Float, {
    description: 'The storefront rating: mean of visible reviews, one decimal; 0 when none.',
  })
  rating!: number;

  @Field(() => Int, { description: 'The storefront review count (visible reviews).' })
  reviewCount!: number;
}

@ObjectType({ description: 'One page of items with their reviews counted by moderation state.' })
export class ReviewItemSummaryPage extends Paginated(ReviewItemSummary) {}

@ObjectType({ description: 'Reviews per moderation state (the filter tabs).' })
export class ReviewCounts {
  @Field(() => Int, { description: 'All reviews.' })
  all!: number;

  @Field(() => Int, { description: 'Waiting for moderation.' })
  pending!: number;

  @Field(() => Int, { description: 'Approved (shown).' })
  approved!: number;

  @Field(() => Int, { description: 'Rejected (hidden).' })
  rejected!: number;
}

@ObjectType({ description: 'One page of reviews for moderation, with the counts per state.' })
export class AdminReviewPage extends Paginated(Review) {
  @Field(() => ReviewCounts, { description: 'Counts per state of the same item (the filter tabs).' })
  counts!: ReviewCounts;
}

@ObjectType({ description: 'What a bulk decision does (or did): ids changed, already so, not found.' })
export class ReviewModerationResult {
  @Field(() => [Int], { description: 'Ids whose state changed (or would change).' })
  changed!: number[];

  @Field(() => [Int], { description: 'Ids already in that state.' })
  unchanged!: number[];

  @Field(() => [Int], { description: 'Ids of no review.' })
  notFound!: number[];
}

@InputType({ description: 'A review by staff. Rules: domain/schemas/review.ts, createAdminReviewSchema.' })
export class AdminReviewInput {
  @Field(() => Int, { nullable: true, description: 'Required on create; ignored on edit.' })
  itemId?: number | null;

  @Field(() => ReviewTypeEnum, {
    nullable: true,
    description: 'Written (general) or video (reels); required on create.',
  })
  reviewType?: ReviewTypeEnum | null;

  @Field(() => String, { nullable: true, description: 'Name shown with the review.' })
  reviewerName?: string | null;

  @Field(() => Int, { nullable: true, description: 'Stars, 1-5.' })
  rating?: number | null;

  @Field(() => String, { nullable: true, description: 'Date of the visit, YYYY-MM-DD (Asia/Seoul).' })
  visitDate?: string | null;

  @Field(() => String, { nullable: true, description: 'The review text, plain text.' })
  reviewContent?: string | null;

  @Field(() => [String], { nullable: true, description: 'Photo URLs returned by uploadImage, at most 5.' })
  reviewImages?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'Video link (for reels); YouTube links are stored as an embed address.',
  })
  reelsLink?: string | null;

  @Field(() => String, { nullable: true, description: 'Cover image URL returned by uploadImage.' })
  thumbnailImage?: string | null;

  @Field(() => String, { nullable: true, description: 'A new 6-digit PIN (optional).' })
  pin?: string | null;
}
