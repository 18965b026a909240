import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { ArticleCategoryEnum } from '../../common/enums.js';

/**
 * The fields of an article: the table's columns and what GraphQL shows of both Article and
 * RelatedArticle (which has no `related` of its own, so related articles never nest).
 */
@ObjectType()
export abstract class ArticleFields extends BaseEntity {
  @Field({ description: 'Headline.' })
  @Property({ type: 'text' })
  title!: string;

  @Field({ description: 'The article body in simple markdown (headings, bold, lists, links).' })
  @Property({ type: 'text' })
  content!: string;

  @Field(() => ArticleCategoryEnum, { description: 'Section of the magazine.' })
  @Enum({ items: () => ArticleCategoryEnum })
  category!: ArticleCategoryEnum;

  @Field(() => String, { nullable: true, description: 'Cover image URL; null: none.' })
  @Property({ type: 'text', nullable: true })
  featuredImage?: string | null;

  @Field(() => Int, { description: 'Estimated reading time in minutes.' })
  @Property({ type: 'smallint', default: 5 })
  readTime: number = 5;

  @Field({ description: 'Byline.' })
  @Property({ length: 100 })
  author!: string;

  @Field({ description: 'Teaser for lists and meta tags (may be empty).' })
  @Property({ type: 'text', default: '' })
  excerpt: string = '';

  @Field({ description: 'Shown on the site; unpublished ones are never answered.' })
  @Property({ default: true })
  isPublished: boolean = true;
}

/** A culture-guide article; content is simple markdown. */
@ObjectType({ description: 'A magazine article (travel guide, tips, culture, news). Public when published.' })
@Entity({ tableName: 'article' })
@Index({ properties: ['isPublished', 'category', 'createdAt'] })
export class Article extends ArticleFields {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'readTime' | 'excerpt' | 'isPublished';
}

/** An article shown as related to another: every field of Article but `related`, so it cannot nest. */
@ObjectType({
  description: 'An article related to another: the fields of Article without `related` (no nesting).',
})
export class RelatedArticle extends ArticleFields {}
