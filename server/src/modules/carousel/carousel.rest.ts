import { Router } from 'express';
import { route } from '../../rest/route.js';
import { languageQuery } from '../../rest/query.js';
import type { CarouselSlide } from './carousel-slide.entity.js';
import * as carousel from './carousel.service.js';

export const toRestSlide = (s: CarouselSlide) => ({
  id: s.id,
  title: s.title,
  imageUrl: s.imageUrl,
  linkUrl: s.linkUrl ?? null,
  sortOrder: s.sortOrder,
  language: s.language,
});

export function carouselRoutes(): Router {
  const router = Router();
  router.get(
    '/carousels',
    route(async (ctx, req) => (await carousel.listSlides(ctx, languageQuery(req, false))).map(toRestSlide)),
  );
  return router;
}
