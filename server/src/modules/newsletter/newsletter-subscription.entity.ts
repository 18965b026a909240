import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { LanguageEnum } from '../../common/enums.js';

/**
 * One sign-up per (lower-cased) address and language. Unsubscribing keeps the row (with when), so
 * the list shows who left; signing up again gives new consent.
 */
@ObjectType({
  description: 'A newsletter sign-up: one per (lower-cased) address and language. Admin session only.',
})
@Entity({ tableName: 'newsletter_subscription' })
@Unique({ properties: ['email', 'language'] })
export class NewsletterSubscription extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'consentedAt';

  @Field({ description: 'The address (lower-cased).' })
  @Property({ length: 254 })
  email!: string;

  @Field(() => LanguageEnum, { description: 'The language of the newsletter it receives.' })
  @Enum({ items: () => LanguageEnum })
  language!: LanguageEnum;

  @Field(() => GraphQLISODateTime, {
    description: 'When the address gave its latest consent (ISO 8601, UTC).',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  consentedAt: Date = new Date();

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When it unsubscribed (ISO 8601, UTC); null while subscribed.',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  unsubscribedAt?: Date | null;
}
