import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { LanguageEnum } from '../../common/enums.js';

/** One sign-up per (lower-cased) address and language. */
@ObjectType()
@Entity({ tableName: 'newsletter_subscription' })
@Unique({ properties: ['email', 'language'] })
export class NewsletterSubscription extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @Field()
  @Property({ length: 254 })
  email!: string;

  @Field(() => LanguageEnum)
  @Enum({ items: () => LanguageEnum })
  language!: LanguageEnum;
}
