import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { LIMITS } from '../../../../domain/constants.js';
import type { AppContext } from '../../context.js';
import { ArticleCategoryEnum } from '../../common/enums.js';
import { Article } from './article.entity.js';
import * as articles from './article.service.js';

@Resolver(() => Article)
export class ArticleResolver {
  @Query(() => [Article], { description: 'Published articles, newest first.' })
  articles(
    @Ctx() ctx: AppContext,
    @Arg('category', () => ArticleCategoryEnum, { nullable: true }) category?: ArticleCategoryEnum,
  ) {
    return articles.listArticles(ctx, { category });
  }

  @Query(() => Article, { description: 'NOT_FOUND when missing or unpublished.' })
  article(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return articles.getArticle(ctx, id);
  }

  @FieldResolver(() => [Article], { description: 'Up to 3 other articles of the same category.' })
  related(@Root() article: Article, @Ctx() ctx: AppContext) {
    return articles.relatedArticles(ctx, article, LIMITS.relatedArticles);
  }
}
