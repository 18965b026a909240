import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LanguageEnum } from '../../common/enums.js';
import { Paginated } from '../../common/pagination.js';
import { Inquiry } from './inquiry.entity.js';

@InputType({ description: 'The contact form. Rules: domain/schemas/inquiry.ts.' })
export class InquiryInput {
  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field()
  subject!: string;

  @Field()
  message!: string;

  @Field(() => LanguageEnum, { nullable: true, description: 'The language the visitor was browsing in.' })
  language?: LanguageEnum;
}

/** The inbox's tabs: not opened, not yet dealt with (new and read), dealt with, everything. */
export const InquiryBoxEnum = { unread: 'unread', open: 'open', handled: 'handled', all: 'all' } as const;
export type InquiryBoxEnum = (typeof InquiryBoxEnum)[keyof typeof InquiryBoxEnum];
registerEnumType(InquiryBoxEnum, { name: 'InquiryBox' });

@InputType()
export class InquiryFilter {
  @Field(() => InquiryBoxEnum, { nullable: true, description: 'Default: all.' })
  box?: InquiryBoxEnum | null;

  @Field(() => String, {
    nullable: true,
    description: 'Part of the name, address, subject or message; or an inquiry id.',
  })
  search?: string | null;
}

@ObjectType()
export class InquiryPage extends Paginated(Inquiry) {}

@ObjectType({ description: 'How many inquiries each inbox tab holds.' })
export class InquiryCounts {
  @Field(() => Int, { description: 'Not opened by staff yet (the sidebar badge).' })
  unread!: number;

  @Field(() => Int, { description: 'Not dealt with yet (unread or read).' })
  open!: number;

  @Field(() => Int)
  handled!: number;

  @Field(() => Int)
  all!: number;
}

@InputType({ description: "Staff's answer, mailed to the guest through the outbox." })
export class InquiryReplyInput {
  @Field()
  subject!: string;

  @Field()
  message!: string;
}
