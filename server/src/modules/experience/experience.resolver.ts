import { Arg, Ctx, Field, FieldResolver, Float, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { discountedPrice } from '../../../../domain/pricing.js';
import type { AppContext } from '../../context.js';
import { LanguageEnum } from '../../common/enums.js';
import { Experience } from './experience.entity.js';
import { ExperienceFilter, ExperienceSortEnum } from './experience.inputs.js';
import * as experiences from './experience.service.js';

@ObjectType({ description: 'Copy of an experience in one language.' })
export class ExperienceTranslation {
  @Field(() => LanguageEnum)
  language!: LanguageEnum;

  @Field(() => String, { nullable: true })
  title?: string;

  @Field(() => String, { nullable: true })
  description?: string;

  @Field(() => String, { nullable: true })
  location?: string;

  @Field(() => String, { nullable: true })
  overviewContent?: string;

  @Field(() => String, { nullable: true })
  itineraryContent?: string;

  @Field(() => String, { nullable: true })
  includesContent?: string;

  @Field(() => String, { nullable: true })
  reviewsContent?: string;
}

@ObjectType({ description: 'Suggestions for an empty search box.' })
export class PopularSearches {
  @Field(() => [String], { description: 'Up to 3 random culture tags, e.g. "K-Pop".' })
  cultureTags!: string[];

  @Field(() => [String], { description: 'The 3 most frequent hashtags.' })
  hashtags!: string[];
}

@Resolver(() => Experience)
export class ExperienceResolver {
  @Query(() => PopularSearches, { description: 'Among active experiences offered in the language.' })
  popularSearches(@Ctx() ctx: AppContext, @Arg('language', () => LanguageEnum) language: LanguageEnum) {
    return experiences.popularSearches(ctx, language);
  }

  @Query(() => [Experience], { description: 'Active experiences matching the filter, sorted on the server.' })
  experiences(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => ExperienceFilter, { nullable: true }) filter?: ExperienceFilter,
    @Arg('sort', () => ExperienceSortEnum, { nullable: true }) sort?: ExperienceSortEnum,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ) {
    return experiences.listExperiences(ctx, filter ?? {}, sort ?? 'popularity', limit);
  }

  @Query(() => Experience, { description: 'NOT_FOUND when missing or inactive (admins see inactive ones).' })
  experience(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return experiences.getExperience(ctx, id);
  }

  @FieldResolver(() => Int, { description: 'Price per guest after the %OFF promotion, KRW.' })
  discountedPrice(@Root() experience: Experience) {
    return discountedPrice(experience);
  }

  @FieldResolver(() => Float, { description: 'Mean rating of visible reviews (0 when none).' })
  async rating(@Root() experience: Experience, @Ctx() ctx: AppContext) {
    return (await ctx.loaders.reviewStats.load(experience.id)).rating;
  }

  @FieldResolver(() => Int, { description: 'Number of visible reviews.' })
  async reviewCount(@Root() experience: Experience, @Ctx() ctx: AppContext) {
    return (await ctx.loaders.reviewStats.load(experience.id)).reviewCount;
  }

  @FieldResolver(() => [ExperienceTranslation])
  translations(@Root() experience: Experience): ExperienceTranslation[] {
    return Object.entries(experience.translations ?? {}).map(([language, copy]) => ({
      language: language as LanguageEnum,
      ...copy,
    }));
  }
}
