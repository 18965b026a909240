import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { LanguageEnum } from '../../common/enums.js';
import { CarouselSlide } from './carousel-slide.entity.js';
import * as carousel from './carousel.service.js';

@Resolver(() => CarouselSlide)
export class CarouselResolver {
  @Query(() => [CarouselSlide], { description: 'Home hero slides of a language, by sortOrder.' })
  carousels(@Ctx() ctx: AppContext, @Arg('language', () => LanguageEnum) language: LanguageEnum) {
    return carousel.listSlides(ctx, language);
  }
}
