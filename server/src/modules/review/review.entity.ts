import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { ReviewTypeEnum } from '../../common/enums.js';
import { Experience } from '../experience/experience.entity.js';

/** A guest review, general or video (reels), protected by a 6-digit PIN kept only as a hash. */
@ObjectType()
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

  @Field(() => Int)
  @Property({ persist: false })
  get itemId(): number {
    return this.experience.id;
  }

  @Field(() => ReviewTypeEnum)
  @Enum({ items: () => ReviewTypeEnum, default: ReviewTypeEnum.general })
  reviewType: ReviewTypeEnum = ReviewTypeEnum.general;

  @Field()
  @Property({ length: 100 })
  reviewerName!: string;

  @Field(() => Int)
  @Property({ type: 'smallint' })
  rating!: number;

  @Field({ description: 'YYYY-MM-DD.' })
  @Property({ type: 'date' })
  visitDate!: string;

  @Field({ description: 'Plain text, never HTML.' })
  @Property({ type: 'text', default: '' })
  reviewContent: string = '';

  @Field(() => [String])
  @Property({ type: 'json', default: '[]' })
  reviewImages: string[] = [];

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  thumbnailImage?: string | null;

  @Field(() => String, { nullable: true, description: 'Embed address of the video.' })
  @Property({ type: 'text', nullable: true })
  reelsLink?: string | null;

  @Field(() => String, { nullable: true, description: 'The link as entered.' })
  @Property({ type: 'text', nullable: true })
  originalReelsLink?: string | null;

  /** argon2id hash of the reviewer's PIN; null for reviews created by staff without a PIN. */
  @Property({ type: 'text', nullable: true, hidden: true })
  pinHash?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'null = pending, true = approved, false = rejected.' })
  @Property({ type: 'boolean', nullable: true })
  isApproved?: boolean | null;

  @Field({
    description: "Written from the review invitation of a real booking: shown as 'Verified booking'.",
  })
  @Property({ default: false })
  verified: boolean = false;

  @Field()
  @Property({ length: 20, default: 'user' })
  createdBy: string = 'user';

  @Field(() => String, { nullable: true })
  @Property({ length: 20, nullable: true })
  updatedBy?: string | null;
}
