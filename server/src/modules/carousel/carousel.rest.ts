import { Router } from 'express';
import { idParam, route } from '../../rest/route.js';
import { languageQuery } from '../../rest/query.js';
import type { CarouselSlide } from './carousel-slide.entity.js';
import { CAROUSEL_ERRORS } from './carousel.errors.js';
import * as carousel from './carousel.service.js';

export const toRestSlide = (s: CarouselSlide, fileMissing = false) => ({
  id: s.id,
  title: s.title,
  imageUrl: s.imageUrl,
  linkUrl: s.linkUrl ?? null,
  sortOrder: s.sortOrder,
  language: s.language,
  fileMissing,
});

/** A slide list with each one's read-only 'file missing' flag (one look-up for the list). */
async function restList(ctx: Parameters<typeof carousel.slidesWithMissingFiles>[0], slides: CarouselSlide[]) {
  const missing = await carousel.slidesWithMissingFiles(ctx, slides);
  return slides.map((s) => toRestSlide(s, missing(s)));
}

export function carouselRoutes(): Router {
  const router = Router();
  const admin = { admin: true };
  router.get(
    '/carousels',
    route(async (ctx, req) => restList(ctx, await carousel.listSlides(ctx, languageQuery(req, false)))),
  );
  router.post(
    '/carousels',
    route(async (ctx, req) => (await restList(ctx, [await carousel.createSlide(ctx, req.body)]))[0], {
      ...admin,
      status: 201,
    }),
  );
  router.patch(
    '/carousels/:id',
    route(
      async (ctx, req) =>
        (
          await restList(ctx, [
            await carousel.updateSlide(ctx, idParam(req, CAROUSEL_ERRORS.notFound), req.body),
          ])
        )[0],
      admin,
    ),
  );
  router.delete(
    '/carousels/:id',
    route(
      async (ctx, req) => ({
        success: await carousel.deleteSlide(ctx, idParam(req, CAROUSEL_ERRORS.notFound)),
      }),
      admin,
    ),
  );
  return router;
}
