import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { LanguageEnum } from '../../common/enums.js';

/** A contact-form message; staff are mailed a copy. */
@ObjectType()
@Entity({ tableName: 'inquiry' })
@Index({ properties: ['createdAt'] })
export class Inquiry extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'language';

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
}
