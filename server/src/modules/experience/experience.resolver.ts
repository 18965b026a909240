import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { LIMITS } from '../../../../domain/constants.js';
import { discountedPrice } from '../../../../domain/pricing.js';
import type { AppContext } from '../../context.js';
import { LanguageEnum } from '../../common/enums.js';
import { Experience } from './experience.entity.js';
import { EXPECTED, limitCost, listCost, pageCost } from '../../common/cost.js';
import { MAX_PAGE_SIZE, PageInput, Paginated, SortDirection } from '../../common/pagination.js';
import * as admin from './experience-admin.service.js';
import {
  AdminExperienceFilter,
  AdminExperienceSortEnum,
  ExperienceFilter,
  ExperienceInput,
  ExperienceSortEnum,
} from './experience.inputs.js';
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

@ObjectType({ description: 'One page of the admin items list.' })
export class ExperiencePage extends Paginated(Experience) {}

@Resolver(() => Experience)
export class ExperienceResolver {
  @Authorized()
  @Query(() => ExperiencePage, {
    description: 'Admin items list: active ones by default; filtered, sorted and paged on the server.',
    complexity: pageCost,
  })
  adminExperiences(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => AdminExperienceFilter, { nullable: true }) filter?: AdminExperienceFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('sort', () => AdminExperienceSortEnum, { nullable: true }) sort?: AdminExperienceSortEnum,
    @Arg('direction', () => SortDirection, { nullable: true }) direction?: SortDirection,
  ) {
    return admin.adminExperiences(ctx, filter ?? {}, page, sort ?? 'id', direction ?? 'DESC');
  }

  @Authorized()
  @Mutation(() => Experience, {
    description:
      "BAD_USER_INPUT naming every failing field (extensions.fields) as 'Missing required fields: ...'.",
  })
  createExperience(@Ctx() ctx: AppContext, @Arg('input', () => ExperienceInput) input: ExperienceInput) {
    return admin.createExperience(ctx, input);
  }

  @Authorized()
  @Mutation(() => Experience, { description: 'Replaces every editable field; translations are kept.' })
  updateExperience(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ExperienceInput) input: ExperienceInput,
  ) {
    return admin.updateExperience(ctx, id, input);
  }

  @Authorized()
  @Mutation(() => Experience, { description: 'Puts an item on or off sale.' })
  setExperienceActive(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('isActive', () => Boolean) isActive: boolean,
  ) {
    return admin.setExperienceActive(ctx, id, isActive);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'CONFLICT when the item has bookings or reviews: deactivate it instead.',
  })
  deleteExperience(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return admin.deleteExperience(ctx, id);
  }

  @Authorized()
  @Mutation(() => Experience, { description: "An inactive copy titled '... (copy)'." })
  duplicateExperience(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return admin.duplicateExperience(ctx, id);
  }

  @Query(() => PopularSearches, { description: 'Among active experiences offered in the language.' })
  popularSearches(@Ctx() ctx: AppContext, @Arg('language', () => LanguageEnum) language: LanguageEnum) {
    return experiences.popularSearches(ctx, language);
  }

  @Query(() => [Experience], {
    description: `Active experiences matching the filter, sorted on the server: \`limit\` of them (1-${MAX_PAGE_SIZE}), or the whole catalogue up to ${experiences.CATALOGUE_MAX}. A date range is at most ${LIMITS.dateFilterMaxDays} days.`,
    complexity: limitCost(experiences.CATALOGUE_MAX),
  })
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

  @FieldResolver(() => [ExperienceTranslation], { complexity: listCost(EXPECTED.translations) })
  translations(@Root() experience: Experience): ExperienceTranslation[] {
    return Object.entries(experience.translations ?? {}).map(([language, copy]) => ({
      language: language as LanguageEnum,
      ...copy,
    }));
  }
}
