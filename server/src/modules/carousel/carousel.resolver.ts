import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { LanguageEnum } from '../../common/enums.js';
import { EXPECTED, idsCost, listCost, pageCost } from '../../common/cost.js';
import { PageInput } from '../../common/pagination.js';
import { fileMissingLoader } from '../media/media.service.js';
import { CarouselSlide } from './carousel-slide.entity.js';
import { CarouselSlideInput, CarouselSlidePage } from './carousel.inputs.js';
import * as carousel from './carousel.service.js';

@Resolver(() => CarouselSlide)
export class CarouselResolver {
  @Query(() => [CarouselSlide], {
    description: 'Public. Home hero slides of a language, by sortOrder.',
    complexity: listCost(EXPECTED.carousels),
  })
  carousels(
    @Ctx() ctx: AppContext,
    @Arg('language', () => LanguageEnum, { description: 'The storefront language.' }) language: LanguageEnum,
  ) {
    return carousel.listSlides(ctx, language);
  }

  @Authorized()
  @Query(() => CarouselSlidePage, {
    description: 'Admin session. Every slide (or one language), by language and order.',
    complexity: pageCost,
  })
  adminCarousels(
    @Ctx() ctx: AppContext,
    @Arg('language', () => LanguageEnum, { nullable: true, description: 'Only this language; none: all.' })
    language?: LanguageEnum | null,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Page number and size (default page 1 of 20).',
    })
    page?: PageInput | null,
  ) {
    return carousel.adminSlides(ctx, language, page);
  }

  @FieldResolver(() => Boolean, {
    description: 'True when the image is an upload of this site whose file is gone. Batched per request.',
  })
  fileMissing(@Root() slide: CarouselSlide, @Ctx() ctx: AppContext) {
    return fileMissingLoader(ctx).load(slide.imageUrl);
  }

  @Authorized()
  @Mutation(() => CarouselSlide, { description: 'Admin session. Adds a home-page slide.' })
  createCarousel(
    @Ctx() ctx: AppContext,
    @Arg('input', () => CarouselSlideInput, { description: 'The slide; imageUrl required.' })
    input: CarouselSlideInput,
  ) {
    return carousel.createSlide(ctx, input);
  }

  @Authorized()
  @Mutation(() => CarouselSlide, { description: 'Admin session. Changes the fields given.' })
  updateCarousel(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The slide id.' }) id: number,
    @Arg('input', () => CarouselSlideInput, { description: 'The fields to change.' })
    input: CarouselSlideInput,
  ) {
    return carousel.updateSlide(ctx, id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Admin session. Deletes a slide; true when deleted.' })
  deleteCarousel(@Ctx() ctx: AppContext, @Arg('id', () => Int, { description: 'The slide id.' }) id: number) {
    return carousel.deleteSlide(ctx, id);
  }

  @Authorized()
  @Mutation(() => [CarouselSlide], {
    description:
      'Admin session. Orders 1, 2, 3... in the order of the ids, saved in one transaction; an unknown id changes nothing.',
    complexity: idsCost(carousel.REORDER_MAX),
  })
  reorderCarousels(
    @Ctx() ctx: AppContext,
    @Arg('ids', () => [Int], { description: 'Slide ids in their new order.' }) ids: number[],
  ) {
    return carousel.reorderSlides(ctx, ids);
  }
}
