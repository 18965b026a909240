import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { LanguageEnum } from '../../common/enums.js';
import { Paginated } from '../../common/pagination.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';

export const SubscriberStatusEnum = {
  subscribed: 'subscribed',
  unsubscribed: 'unsubscribed',
  all: 'all',
} as const;
export type SubscriberStatusEnum = (typeof SubscriberStatusEnum)[keyof typeof SubscriberStatusEnum];
registerEnumType(SubscriberStatusEnum, { name: 'SubscriberStatus' });

@InputType()
export class SubscriberFilter {
  @Field(() => SubscriberStatusEnum, { nullable: true, description: 'Default: all.' })
  status?: SubscriberStatusEnum | null;

  @Field(() => LanguageEnum, { nullable: true })
  language?: LanguageEnum | null;

  @Field(() => String, { nullable: true, description: 'Part of the address.' })
  search?: string | null;
}

@ObjectType()
export class NewsletterSubscriberPage extends Paginated(NewsletterSubscription) {}

@ObjectType({ description: 'What an unsubscribe link ended.' })
export class UnsubscribeResult {
  @Field()
  email!: string;

  @Field(() => LanguageEnum)
  language!: LanguageEnum;
}
