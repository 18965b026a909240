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
registerEnumType(ReviewStatusFilter, { name: 'ReviewStatusFilter' });

export const ReviewDecision = { approve: 'approve', reject: 'reject' } as const;
export type ReviewDecision = (typeof ReviewDecision)[keyof typeof ReviewDecision];
registerEnumType(ReviewDecision, { name: 'ReviewDecision' });

@ObjectType({ description: "One item's reviews by moderation state (SQL aggregates)." })
export class ReviewItemSummary {
  @Field(() => Int)
  itemId!: number;

  @Field()
  title!: string;

  @Field(() => LanguageEnum, { nullable: true, description: "The item's first language." })
  language!: LanguageEnum | null;

  @Field(() => Int)
  pending!: number;

  @Field(() => Int)
  approved!: number;

  @Field(() => Int)
  rejected!: number;

  @Field(() => Int)
  total!: number;

  @Field(() => Float, {
    description: 'The storefront rating: mean of visible reviews, one decimal; 0 when none.',
  })
  rating!: number;

  @Field(() => Int, { description: 'The storefront review count (visible reviews).' })
  reviewCount!: number;
}

@ObjectType()
export class ReviewItemSummaryPage extends Paginated(ReviewItemSummary) {}

@ObjectType()
export class ReviewCounts {
  @Field(() => Int)
  all!: number;

  @Field(() => Int)
  pending!: number;

  @Field(() => Int)
  approved!: number;

  @Field(() => Int)
  rejected!: number;
}

@ObjectType()
export class AdminReviewPage extends Paginated(Review) {
  @Field(() => ReviewCounts, { description: 'Counts per state of the same item (the filter tabs).' })
  counts!: ReviewCounts;
}

@ObjectType({ description: 'What a bulk decision does (or did): ids changed, already so, not found.' })
export class ReviewModerationResult {
  @Field(() => [Int])
  changed!: number[];

  @Field(() => [Int])
  unchanged!: number[];

  @Field(() => [Int])
  notFound!: number[];
}

@InputType({ description: 'A review by staff. Rules: domain/schemas/review.ts, createAdminReviewSchema.' })
export class AdminReviewInput {
  @Field(() => Int, { nullable: true, description: 'Required on create; ignored on edit.' })
  itemId?: number | null;

  @Field(() => ReviewTypeEnum, { nullable: true })
  reviewType?: ReviewTypeEnum | null;

  @Field(() => String, { nullable: true })
  reviewerName?: string | null;

  @Field(() => Int, { nullable: true })
  rating?: number | null;

  @Field(() => String, { nullable: true })
  visitDate?: string | null;

  @Field(() => String, { nullable: true })
  reviewContent?: string | null;

  @Field(() => [String], { nullable: true })
  reviewImages?: string[] | null;

  @Field(() => String, { nullable: true })
  reelsLink?: string | null;

  @Field(() => String, { nullable: true })
  thumbnailImage?: string | null;

  @Field(() => String, { nullable: true, description: 'A new 6-digit PIN (optional).' })
  pin?: string | null;
}
