import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { ArticleCategoryEnum } from '../../common/enums.js';

/** A culture-guide article; content is simple markdown. */
@ObjectType()
@Entity({ tableName: 'article' })
@Index({ properties: ['isPublished', 'category', 'createdAt'] })
export class Article extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'readTime' | 'excerpt' | 'isPublished';

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
