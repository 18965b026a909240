import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { LanguageEnum } from '../../common/enums.js';

/** Where a message is in the inbox: not opened yet, opened, or dealt with (replied to, or marked so). */
export const InquiryStatusEnum = { new: 'new', read: 'read', handled: 'handled' } as const;
export type InquiryStatusEnum = (typeof InquiryStatusEnum)[keyof typeof InquiryStatusEnum];
registerEnumType(InquiryStatusEnum, { name: 'InquiryStatus' });

/** A contact-form message; staff are mailed a copy and answer it from the inbox. */
@ObjectType()
@Entity({ tableName: 'inquiry' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['status', 'createdAt'] })
export class Inquiry extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'language' | 'status';

  @Field()
  @Property({ length: 100 })
  name!: string;

  @Field()
  @Property({ length: 254 })
  email!: string;

  @Field()
  @Property({ length: 200 })
  subject!: string;

  @Field()
  @Property({ type: 'text' })
  message!: string;

  @Field(() => LanguageEnum)
  @Enum({ items: () => LanguageEnum, default: LanguageEnum.ENG })
  language: LanguageEnum = LanguageEnum.ENG;

  @Field(() => InquiryStatusEnum)
  @Enum({ items: () => InquiryStatusEnum, default: InquiryStatusEnum.new })
  status: InquiryStatusEnum = InquiryStatusEnum.new;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When staff first opened it.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  readAt?: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When it was replied to or marked handled.',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  handledAt?: Date | null;
}
