import { Field, InputType, Int } from 'type-graphql';
import { ReviewTypeEnum } from '../../common/enums.js';

@InputType({
  description: 'A new review. Rules: domain/schemas/review.ts; photos must be uploads of this site.',
})
export class CreateReviewInput {
  @Field(() => Int, { description: 'The experience reviewed (active).' })
  itemId!: number;

  @Field(() => ReviewTypeEnum, { defaultValue: ReviewTypeEnum.general })
  reviewType!: ReviewTypeEnum;

  @Field()
  reviewerName!: string;

  @Field(() => Int, { description: '1-5.' })
  rating!: number;

  @Field({ description: 'YYYY-MM-DD, not after today in Seoul.' })
  visitDate!: string;

  @Field({ description: 'Plain text, at most 4000 characters.' })
  reviewContent!: string;

  @Field(() => [String], { defaultValue: [], description: 'Up to 5 URLs returned by uploadImage.' })
  reviewImages!: string[];

  @Field(() => String, {
    nullable: true,
    description: 'Video link (required for reels); YouTube links are stored as an embed address.',
  })
  reelsLink?: string | null;

  @Field(() => String, { nullable: true, description: 'A URL returned by uploadImage.' })
  thumbnailImage?: string | null;

  @Field({ description: 'The 6-digit PIN that will guard editing and deleting.' })
  pin!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The one-time token of the booking's review invitation link: the review is then verified and published at once.",
  })
  invitation?: string | null;
}

@InputType({ description: 'The new content of a review. Rules: domain/schemas/review.ts.' })
export class UpdateReviewInput {
  @Field()
  reviewerName!: string;

  @Field(() => Int)
  rating!: number;

  @Field()
  visitDate!: string;

  @Field()
  reviewContent!: string;

  @Field(() => [String], { defaultValue: [] })
  reviewImages!: string[];

  @Field(() => String, { nullable: true, description: 'Omitted: kept as it is.' })
  reelsLink?: string | null;

  @Field(() => String, { nullable: true, description: 'Omitted: kept as it is.' })
  thumbnailImage?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The review's PIN; optional only with an admin session.",
  })
  pin?: string | null;
}
