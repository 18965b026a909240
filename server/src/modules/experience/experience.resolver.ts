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
  @Field(() => LanguageEnum, { description: 'The language of this copy.' })
  language!: LanguageEnum;

  @Field(() => String, { nullable: true, description: 'Title in this language.' })
  title?: string;

  @Field(() => String, { nullable: true, description: 'Description in this language.' })
  description?: string;

  @Field(() => String, { nullable: true, description: 'Location in this language.' })
  location?: string;

  @Field(() => String, { nullable: true, description: 'Overview section in this language (HTML).' })
  overviewContent?: string;

  @Field(() => String, { nullable: true, description: 'Itinerary section in this language (HTML).' })
  itineraryContent?: string;

  @Field(() => String, { nullable: true, description: '"What is included" section in this language (HTML).' })
  includesContent?: string;

  @Field(() => String, { nullable: true, description: 'Reviews section text in this language (HTML).' })
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
    description:
      'Admin session. The items list: active ones by default; filtered, sorted and paged on the server.',
    complexity: pageCost,
  })
  adminExperiences(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => AdminExperienceFilter, {
      nullable: true,
      description: 'Which items; default: the active ones.',
    })
    filter?: AdminExperienceFilter,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Page number and size (default page 1 of 20).',
    })
    page?: PageInput,
    @Arg('sort', () => AdminExperienceSortEnum, {
      nullable: true,
      description: 'Column to sort by (default id).',
    })
    sort?: AdminExperienceSortEnum,
    @Arg('direction', () => SortDirection, { nullable: true, description: 'Sort order (default DESC).' })
    direction?: SortDirection,
  ) {
    return admin.adminExperiences(ctx, filter ?? {}, page, sort ?? 'id', direction ?? 'DESC');
  }

  @Authorized()
  @Mutation(() => Experience, {
    description:
      'Admin session. Creates an item from the editor. BAD_USER_INPUT names every failing field (extensions.fields), e.g. "Missing required fields: ...".',
  })
  createExperience(
    @Ctx() ctx: AppContext,
    @Arg('input', () => ExperienceInput, { description: 'The item; validated as a whole.' })
    input: ExperienceInput,
  ) {
    return admin.createExperience(ctx, input);
  }

  @Authorized()
  @Mutation(() => Experience, {
    description:
      'Admin session. Replaces every editable field of an item; its translations are kept. NOT_FOUND for an unknown id.',
  })
  updateExperience(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The item to change.' }) id: number,
    @Arg('input', () => ExperienceInput, { description: 'Every editable field, as the editor sends it.' })
    input: ExperienceInput,
  ) {
    return admin.updateExperience(ctx, id, input);
  }

  @Authorized()
  @Mutation(() => Experience, { description: 'Admin session. Puts an item on or off sale.' })
  setExperienceActive(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The item.' }) id: number,
    @Arg('isActive', () => Boolean, {
      description: 'true: on sale and shown; false: hidden from the storefront.',
    })
    isActive: boolean,
  ) {
    return admin.setExperienceActive(ctx, id, isActive);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Admin session. Deletes an item; true when deleted. CONFLICT when it has bookings or reviews (deactivate it instead).',
  })
  deleteExperience(@Ctx() ctx: AppContext, @Arg('id', () => Int, { description: 'The item.' }) id: number) {
    return admin.deleteExperience(ctx, id);
  }

  @Authorized()
  @Mutation(() => Experience, {
    description: 'Admin session. Copies an item: an inactive copy titled "... (copy)".',
  })
  duplicateExperience(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The item to copy.' }) id: number,
  ) {
    return admin.duplicateExperience(ctx, id);
  }

  @Query(() => PopularSearches, {
    description: 'Public. Suggestions for an empty search box, among active experiences run in the language.',
  })
  popularSearches(
    @Ctx() ctx: AppContext,
    @Arg('language', () => LanguageEnum, { description: 'The storefront language.' }) language: LanguageEnum,
  ) {
    return experiences.popularSearches(ctx, language);
  }

  @Query(() => [Experience], {
    description: `Public. Active experiences matching the filter, sorted on the server: \`limit\` of them (1-${MAX_PAGE_SIZE}), or the whole catalogue up to ${experiences.CATALOGUE_MAX}. A date range is at most ${LIMITS.dateFilterMaxDays} days.`,
    complexity: limitCost(experiences.CATALOGUE_MAX),
  })
  experiences(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => ExperienceFilter, {
      nullable: true,
      description: 'What to list; none: every active experience.',
    })
    filter?: ExperienceFilter,
    @Arg('sort', () => ExperienceSortEnum, { nullable: true, description: 'Order (default popularity).' })
    sort?: ExperienceSortEnum,
    @Arg('limit', () => Int, {
      nullable: true,
      description: `At most this many, 1-${MAX_PAGE_SIZE}; none: the whole catalogue (up to ${experiences.CATALOGUE_MAX}).`,
    })
    limit?: number,
  ) {
    return experiences.listExperiences(ctx, filter ?? {}, sort ?? 'popularity', limit);
  }

  @Query(() => Experience, {
    description:
      'Public. One experience by id. NOT_FOUND when missing or inactive (an admin session sees inactive ones).',
  })
  experience(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The experience id.' }) id: number,
  ) {
    return experiences.getExperience(ctx, id);
  }

  @FieldResolver(() => Int, {
    description:
      'Price per guest in KRW after the PERCENT_OFF discount (rounded); the price when there is none.',
  })
  discountedPrice(@Root() experience: Experience) {
    return discountedPrice(experience);
  }

  @FieldResolver(() => Float, {
    description: 'Mean rating of the visible reviews, 1-5 with one decimal (0 when none).',
  })
  async rating(@Root() experience: Experience, @Ctx() ctx: AppContext) {
    return (await ctx.loaders.reviewStats.load(experience.id)).rating;
  }

  @FieldResolver(() => Int, { description: 'Number of visible reviews.' })
  async reviewCount(@Root() experience: Experience, @Ctx() ctx: AppContext) {
    return (await ctx.loaders.reviewStats.load(experience.id)).reviewCount;
  }

  @FieldResolver(() => [ExperienceTranslation], {
    complexity: listCost(EXPECTED.translations),
    description: 'Copies of the text in other languages (only those entered).',
  })
  translations(@Root() experience: Experience): ExperienceTranslation[] {
    return Object.entries(experience.translations ?? {}).map(([language, copy]) => ({
      language: language as LanguageEnum,
      ...copy,
    }));
  }
}
