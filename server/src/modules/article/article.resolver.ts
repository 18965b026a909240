import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { LIMITS } from '../../../../domain/constants.js';
import type { AppContext } from '../../context.js';
import { listCost } from '../../common/cost.js';
import { ArticleCategoryEnum } from '../../common/enums.js';
import { Article, RelatedArticle } from './article.entity.js';
import * as articles from './article.service.js';

@Resolver(() => Article)
export class ArticleResolver {
  @Query(() => [Article], {
    description: `Public. Published articles, newest first (at most ${articles.ARTICLES_MAX}).`,
    complexity: listCost(articles.ARTICLES_MAX),
  })
  articles(
    @Ctx() ctx: AppContext,
    @Arg('category', () => ArticleCategoryEnum, {
      nullable: true,
      description: 'Only this section; none: all.',
    })
    category?: ArticleCategoryEnum,
  ) {
    return articles.listArticles(ctx, { category });
  }

  @Query(() => Article, {
    description: 'Public. One published article by id. NOT_FOUND when missing or unpublished.',
  })
  article(@Ctx() ctx: AppContext, @Arg('id', () => Int, { description: 'The article id.' }) id: number) {
    return articles.getArticle(ctx, id);
  }

  @FieldResolver(() => [RelatedArticle], {
    description: `Up to ${LIMITS.relatedArticles} other articles of the same category, newest first. Batched across articles.`,
    complexity: listCost(LIMITS.relatedArticles),
  })
  related(@Root() article: Article, @Ctx() ctx: AppContext) {
    return ctx.loaders.relatedArticles.load(article.id);
  }
}
