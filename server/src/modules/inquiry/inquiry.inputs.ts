import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LanguageEnum } from '../../common/enums.js';
import { Paginated } from '../../common/pagination.js';
import { Inquiry } from './inquiry.entity.js';

@InputType({ description: 'The contact form. Rules: domain/schemas/inquiry.ts.' })
export class InquiryInput {
  @Field({ description: "Sender's name." })
  name!: string;

  @Field({ description: "Sender's e-mail, for the answer." })
  email!: string;

  @Field({ description: 'Subject line.' })
  subject!: string;

  @Field({ description: 'The message, plain text.' })
  message!: string;

  @Field(() => LanguageEnum, { nullable: true, description: 'The language the visitor was browsing in.' })
  language?: LanguageEnum;
}

/** The inbox's tabs: not opened, not yet dealt with (new and read), dealt with, everything. */
export const InquiryBoxEnum = { unread: 'unread', open: 'open', handled: 'handled', all: 'all' } as const;
export type InquiryBoxEnum = (typeof InquiryBoxEnum)[keyof typeof InquiryBoxEnum];
registerEnumType(InquiryBoxEnum, {
  name: 'InquiryBox',
  description: 'A tab of the inquiry inbox.',
  valuesConfig: {
    unread: { description: 'Not opened yet (status new).' },
    open: { description: 'Not dealt with yet (new or read).' },
    handled: { description: 'Dealt with (handled).' },
    all: { description: 'Everything.' },
  },
});

@InputType({ description: 'Which inquiries the inbox shows.' })
export class InquiryFilter {
  @Field(() => InquiryBoxEnum, { nullable: true, description: 'The inbox tab (default all).' })
  box?: InquiryBoxEnum | null;

  @Field(() => String, {
    nullable: true,
    description: 'Part of the name, address, subject or message; or an inquiry id.',
  })
  search?: string | null;
}

@ObjectType({ description: 'One page of the inquiry inbox.' })
export class InquiryPage extends Paginated(Inquiry) {}

@ObjectType({ description: 'How many inquiries each inbox tab holds.' })
export class InquiryCounts {
  @Field(() => Int, { description: 'Not opened by staff yet (the sidebar badge).' })
  unread!: number;

  @Field(() => Int, { description: 'Not dealt with yet (unread or read).' })
  open!: number;

  @Field(() => Int, { description: 'Dealt with.' })
  handled!: number;

  @Field(() => Int, { description: 'Every inquiry.' })
  all!: number;
}

@InputType({ description: "Staff's answer, mailed to the guest through the outbox." })
export class InquiryReplyInput {
  @Field({ description: 'Subject of the reply mail.' })
  subject!: string;

  @Field({ description: 'Body of the reply mail, plain text.' })
  message!: string;
}
