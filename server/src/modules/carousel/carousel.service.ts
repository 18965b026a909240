import type { AppContext } from '../../context.js';
import type { LanguageEnum } from '../../common/enums.js';
import { CarouselSlide } from './carousel-slide.entity.js';

/** Slides of one language (all languages when none is given), by sortOrder. */
export function listSlides(ctx: AppContext, language?: LanguageEnum): Promise<CarouselSlide[]> {
  return ctx.em.find(CarouselSlide, language ? { language } : {}, {
    orderBy: { sortOrder: 'asc', id: 'asc' },
  });
}
