import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { LanguageEnum } from '../../common/enums.js';

/** Where a message is in the inbox: not opened yet, opened, or dealt with (replied to, or marked so). */
export const InquiryStatusEnum = { new: 'new', read: 'read', handled: 'handled' } as const;
export type InquiryStatusEnum = (typeof InquiryStatusEnum)[keyof typeof InquiryStatusEnum];
registerEnumType(InquiryStatusEnum, {
  name: 'InquiryStatus',
  description: 'Where a contact-form message is in the inbox.',
  valuesConfig: {
    new: { description: 'Not opened by staff yet.' },
    read: { description: 'Opened, not dealt with yet.' },
    handled: { description: 'Replied to, or marked handled.' },
  },
});

/** A contact-form message; staff are mailed a copy and answer it from the inbox. */
@ObjectType({
  description:
    'A contact-form message; staff get a copy by mail and answer it from the inbox. Admin session only (the sender gets theirs back from sendInquiry).',
})
@Entity({ tableName: 'inquiry' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['status', 'createdAt'] })
export class Inquiry extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'language' | 'status';

  @Field({ description: "Sender's name." })
  @Property({ length: 100 })
  name!: string;

  @Field({ description: "Sender's e-mail; replies go there." })
  @Property({ length: 254 })
  email!: string;

  @Field({ description: 'Subject line.' })
  @Property({ length: 200 })
  subject!: string;

  @Field({ description: 'The message, plain text.' })
  @Property({ type: 'text' })
  message!: string;

  @Field(() => LanguageEnum, { description: 'The language the sender was browsing in.' })
  @Enum({ items: () => LanguageEnum, default: LanguageEnum.ENG })
  language: LanguageEnum = LanguageEnum.ENG;

  @Field(() => InquiryStatusEnum, { description: 'New, read or handled.' })
  @Enum({ items: () => InquiryStatusEnum, default: InquiryStatusEnum.new })
  status: InquiryStatusEnum = InquiryStatusEnum.new;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When staff first opened it (ISO 8601, UTC); null: not yet.',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  readAt?: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When it was replied to or marked handled (ISO 8601, UTC); null: not yet.',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  handledAt?: Date | null;
}
