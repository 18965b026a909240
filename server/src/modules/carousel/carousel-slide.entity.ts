import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { LanguageEnum } from '../../common/enums.js';

/** A home-page hero slide, shown to visitors of its language in sortOrder. */
@ObjectType()
@Entity({ tableName: 'carousel_slide' })
@Index({ properties: ['language', 'sortOrder'] })
export class CarouselSlide extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'title' | 'sortOrder' | 'language';

  @Field()
  @Property({ type: 'text', default: '' })
  title: string = '';

  @Field()
  @Property({ type: 'text' })
  imageUrl!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  linkUrl?: string | null;

  @Field(() => Int)
  @Property({ type: 'integer', default: 1 })
  sortOrder: number = 1;

  @Field(() => LanguageEnum)
  @Enum({ items: () => LanguageEnum, default: LanguageEnum.ENG })
  language: LanguageEnum = LanguageEnum.ENG;
}
