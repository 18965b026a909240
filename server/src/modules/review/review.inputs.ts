import { Field, InputType, Int } from 'type-graphql';
import { ReviewTypeEnum } from '../../common/enums.js';

@InputType({
  description: 'A new review. Rules: domain/schemas/review.ts; photos must be uploads of this site.',
})
export class CreateReviewInput {
  @Field(() => Int, { description: 'The experience reviewed (active).' })
  itemId!: number;

  @Field(() => ReviewTypeEnum, {
    defaultValue: ReviewTypeEnum.general,
    description: 'Written (general, default) or video (reels).',
  })
  reviewType!: ReviewTypeEnum;

  @Field({ description: 'Name shown with the review.' })
  reviewerName!: string;

  @Field(() => Int, { description: '1-5.' })
  rating!: number;

  @Field({ description: 'Date of the visit, YYYY-MM-DD, not after today (Asia/Seoul).' })
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

  @Field({
    description: 'A 6-digit PIN the reviewer chooses; it guards editing and deleting. Stored only as a hash.',
  })
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
  @Field({ description: 'Name shown with the review.' })
  reviewerName!: string;

  @Field(() => Int, { description: 'Stars, 1-5.' })
  rating!: number;

  @Field({ description: 'Date of the visit, YYYY-MM-DD, not after today (Asia/Seoul).' })
  visitDate!: string;

  @Field({ description: 'The review text, plain text, at most 4000 characters.' })
  reviewContent!: string;

  @Field(() => [String], {
    defaultValue: [],
    description: 'Photo URLs returned by uploadImage, at most 5 (the full new list).',
  })
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
