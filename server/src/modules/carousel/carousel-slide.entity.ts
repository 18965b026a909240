import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { LanguageEnum } from '../../common/enums.js';

/** A home-page hero slide, shown to visitors of its language in sortOrder. */
@ObjectType({ description: 'A home-page hero slide, shown to visitors of its language in sortOrder.' })
@Entity({ tableName: 'carousel_slide' })
@Index({ properties: ['language', 'sortOrder'] })
export class CarouselSlide extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'title' | 'sortOrder' | 'language';

  @Field({ description: 'Caption over the image (may be empty).' })
  @Property({ type: 'text', default: '' })
  title: string = '';

  @Field({ description: 'Image URL (an upload of this site).' })
  @Property({ type: 'text' })
  imageUrl!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Where a click goes: an http(s) URL or a path of this site; null: no link.',
  })
  @Property({ type: 'text', nullable: true })
  linkUrl?: string | null;

  @Field(() => Int, { description: 'Position among the slides of its language, from 1.' })
  @Property({ type: 'integer', default: 1 })
  sortOrder: number = 1;

  @Field(() => LanguageEnum, { description: 'The storefront language that shows it.' })
  @Enum({ items: () => LanguageEnum, default: LanguageEnum.ENG })
  language: LanguageEnum = LanguageEnum.ENG;
}
