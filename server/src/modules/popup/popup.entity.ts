import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { LanguageEnum } from '../../common/enums.js';

/** A promotional home-page popup, active between startDate and endDate (instants; entered in Seoul time). */
@ObjectType()
@Entity({ tableName: 'popup' })
@Index({ properties: ['language', 'isActive'] })
export class Popup extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'isActive' | 'language' | 'altText';

  @Field()
  @Property({ type: 'text' })
  imageUrl!: string;

  @Field()
  @Property({ type: 'text' })
  linkUrl!: string;

  @Field({
    description: "The image's alternative text, in the popup's language; empty: a generic one is shown.",
  })
  @Property({ type: 'text', default: '' })
  altText: string = '';

  @Field(() => GraphQLISODateTime, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  startDate?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  endDate?: Date | null;

  @Field()
  @Property({ default: true })
  isActive: boolean = true;

  @Field(() => LanguageEnum)
  @Enum({ items: () => LanguageEnum, default: LanguageEnum.ENG })
  language: LanguageEnum = LanguageEnum.ENG;
}
