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
  @Field()
  @Property({ type: 'text' })
  title!: string;

  @Field({ description: 'Simple markdown.' })
  @Property({ type: 'text' })
  content!: string;

  @Field(() => ArticleCategoryEnum)
  @Enum({ items: () => ArticleCategoryEnum })
  category!: ArticleCategoryEnum;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  featuredImage?: string | null;

  @Field(() => Int, { description: 'Minutes.' })
  @Property({ type: 'smallint', default: 5 })
  readTime: number = 5;

  @Field()
  @Property({ length: 100 })
  author!: string;

  @Field()
  @Property({ type: 'text', default: '' })
  excerpt: string = '';

  @Field()
  @Property({ default: true })
  isPublished: boolean = true;
}

/** A culture-guide article; content is simple markdown. */
@ObjectType()
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
