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
registerEnumType(SubscriberStatusEnum, {
  name: 'SubscriberStatus',
  description: 'Which newsletter sign-ups the list shows.',
  valuesConfig: {
    subscribed: { description: 'Still subscribed.' },
    unsubscribed: { description: 'Unsubscribed (kept to show who left).' },
    all: { description: 'Both.' },
  },
});

@InputType({ description: 'Which newsletter sign-ups the list shows.' })
export class SubscriberFilter {
  @Field(() => SubscriberStatusEnum, {
    nullable: true,
    description: 'Subscribed, unsubscribed or all (default all).',
  })
  status?: SubscriberStatusEnum | null;

  @Field(() => LanguageEnum, { nullable: true, description: 'Only this language; none: all.' })
  language?: LanguageEnum | null;

  @Field(() => String, { nullable: true, description: 'Part of the address.' })
  search?: string | null;
}

@ObjectType({ description: 'One page of newsletter sign-ups.' })
export class NewsletterSubscriberPage extends Paginated(NewsletterSubscription) {}

@ObjectType({ description: 'What an unsubscribe link ended.' })
export class UnsubscribeResult {
  @Field({ description: 'The address that was unsubscribed.' })
  email!: string;

  @Field(() => LanguageEnum, { description: 'The language of the newsletter it left.' })
  language!: LanguageEnum;
}
