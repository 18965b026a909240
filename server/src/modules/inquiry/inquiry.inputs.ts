import { Field, InputType } from 'type-graphql';
import { LanguageEnum } from '../../common/enums.js';

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
