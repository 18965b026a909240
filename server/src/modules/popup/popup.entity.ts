import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { LanguageEnum } from '../../common/enums.js';

/** A promotional home-page popup, active between startDate and endDate (instants; entered in Seoul time). */
@ObjectType({
  description:
    'A promotional home-page popup, shown to visitors of its language between startDate and endDate.',
})
@Entity({ tableName: 'popup' })
@Index({ properties: ['language', 'isActive'] })
export class Popup extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'isActive' | 'language' | 'altText';

  @Field({ description: 'Image URL (an upload of this site).' })
  @Property({ type: 'text' })
  imageUrl!: string;

  @Field({
    description:
      'Where a click on the image goes (opens in a new tab): an http(s) URL or a path of this site.',
  })
  @Property({ type: 'text' })
  linkUrl!: string;

  @Field({
    description: "The image's alternative text, in the popup's language; empty: a generic one is shown.",
  })
  @Property({ type: 'text', default: '' })
  altText: string = '';

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'Shown from this instant (ISO 8601, UTC; entered as Asia/Seoul time); null: no start limit.',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  startDate?: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'Shown until this instant (ISO 8601, UTC; entered as Asia/Seoul time); null: no end.',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  endDate?: Date | null;

  @Field({ description: 'Switched on; false: never shown.' })
  @Property({ default: true })
  isActive: boolean = true;

  @Field(() => LanguageEnum, { description: 'The storefront language that shows it.' })
  @Enum({ items: () => LanguageEnum, default: LanguageEnum.ENG })
  language: LanguageEnum = LanguageEnum.ENG;
}
