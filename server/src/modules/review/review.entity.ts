import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { ReviewTypeEnum } from '../../common/enums.js';
import { Experience } from '../experience/experience.entity.js';

/** A guest review, general or video (reels), protected by a 6-digit PIN kept only as a hash. */
@ObjectType({
  description:
    'A guest review of an experience, written or video (reels), guarded by a 6-digit PIN. Public once approved.',
})
@Entity({ tableName: 'review' })
@Index({ properties: ['experience', 'createdAt'] })
@Check({ name: 'review_rating_check', expression: 'rating between 1 and 5' })
export class Review extends BaseEntity {
  [OptionalProps]?:
    | 'itemId'
    | 'createdAt'
    | 'updatedAt'
    | 'reviewType'
    | 'reviewContent'
    | 'reviewImages'
    | 'createdBy'
    | 'verified';

  @ManyToOne(() => Experience, { deleteRule: 'cascade' })
  experience!: Experience;

  @Field(() => Int, { description: 'Id of the reviewed experience.' })
  @Property({ persist: false })
  get itemId(): number {
    return this.experience.id;
  }

  @Field(() => ReviewTypeEnum, { description: 'Written (general) or video (reels).' })
  @Enum({ items: () => ReviewTypeEnum, default: ReviewTypeEnum.general })
  reviewType: ReviewTypeEnum = ReviewTypeEnum.general;

  @Field({ description: 'Name the reviewer gave.' })
  @Property({ length: 100 })
  reviewerName!: string;

  @Field(() => Int, { description: 'Stars, 1-5.' })
  @Property({ type: 'smallint' })
  rating!: number;

  @Field({ description: 'Date of the visit, YYYY-MM-DD (Asia/Seoul).' })
  @Property({ type: 'date' })
  visitDate!: string;

  @Field({ description: 'The review text: plain text, never HTML.' })
  @Property({ type: 'text', default: '' })
  reviewContent: string = '';

  @Field(() => [String], { description: 'Photo URLs (uploads of this site), at most 5.' })
  @Property({ type: 'json', default: '[]' })
  reviewImages: string[] = [];

  @Field(() => String, { nullable: true, description: 'Cover image URL of a video review.' })
  @Property({ type: 'text', nullable: true })
  thumbnailImage?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Embed address of the video (YouTube links become youtube.com/embed/...).',
  })
  @Property({ type: 'text', nullable: true })
  reelsLink?: string | null;

  @Field(() => String, { nullable: true, description: 'The video link as the reviewer entered it.' })
  @Property({ type: 'text', nullable: true })
  originalReelsLink?: string | null;

  /** argon2id hash of the reviewer's PIN; null for reviews created by staff without a PIN. */
  @Property({ type: 'text', nullable: true, hidden: true })
  pinHash?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Moderation: null = pending, true = approved (shown), false = rejected (hidden).',
  })
  @Property({ type: 'boolean', nullable: true })
  isApproved?: boolean | null;

  @Field({
    description: "Written from the review invitation of a real booking: shown as 'Verified booking'.",
  })
  @Property({ default: false })
  verified: boolean = false;

  @Field({ description: 'Who wrote it: "user" (a guest) or "admin" (staff).' })
  @Property({ length: 20, default: 'user' })
  createdBy: string = 'user';

  @Field(() => String, {
    nullable: true,
    description: 'Who changed it last: "user" or "admin"; null when never changed.',
  })
  @Property({ length: 20, nullable: true })
  updatedBy?: string | null;
}
