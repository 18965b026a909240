import { LANGUAGES } from '../../../../domain/constants.js';
import { carouselSchema } from '../../../../domain/schemas/carousel.js';
import { restRoutes, type RouteSpec } from '../../rest/api-routes.js';
import { arr, bool, int, nullable, obj, oneOfValues, str } from '../../rest/json-schema.js';
import { idParam } from '../../rest/route.js';
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

const SLIDE = obj({
  id: int,
  title: str,
  imageUrl: str,
  linkUrl: nullable(str),
  sortOrder: int,
  language: oneOfValues(LANGUAGES),
  fileMissing: { type: 'boolean', description: 'The image file is not in the upload store' },
});
const LANGUAGE_QUERY = { schema: oneOfValues(LANGUAGES), description: 'Only this language', example: 'ENG' };
const SLIDE_EXAMPLE = {
  imageUrl: '/api/images/slide.webp',
  title: 'Spring tours',
  linkUrl: '/experiences',
  language: 'ENG',
};

/** A slide list with each one's read-only 'file missing' flag (one look-up for the list). */
async function restList(ctx: Parameters<typeof carousel.slidesWithMissingFiles>[0], slides: CarouselSlide[]) {
  const missing = await carousel.slidesWithMissingFiles(ctx, slides);
  return slides.map((s) => toRestSlide(s, missing(s)));
}

export function carouselRoutes() {
  const api = restRoutes('Home carousel');
  const notFound = (req: Parameters<typeof idParam>[0]) => idParam(req, CAROUSEL_ERRORS.notFound);
  const one: RouteSpec['response'] = { description: 'The slide', schema: SLIDE };
  api.get(
    '/carousels',
    {
      summary: 'Home page slides',
      query: { language: LANGUAGE_QUERY },
      response: { description: 'By sortOrder', schema: arr(SLIDE) },
    },
    async (ctx, req) => restList(ctx, await carousel.listSlides(ctx, languageQuery(req, false))),
  );
  api.post(
    '/carousels',
    {
      summary: 'Add a slide',
      auth: 'admin',
      body: { schema: carouselSchema, example: SLIDE_EXAMPLE },
      response: { ...one, status: 201 },
    },
    async (ctx, req) => (await restList(ctx, [await carousel.createSlide(ctx, req.body)]))[0],
  );
  api.patch(
    '/carousels/:id',
    {
      summary: 'Change a slide',
      auth: 'admin',
      body: { schema: carouselSchema, partial: true, example: { title: 'Autumn tours' } },
      response: one,
    },
    async (ctx, req) => (await restList(ctx, [await carousel.updateSlide(ctx, notFound(req), req.body)]))[0],
  );
  api.delete(
    '/carousels/:id',
    {
      summary: 'Delete a slide',
      auth: 'admin',
      response: { description: 'Deleted', schema: obj({ success: bool }) },
    },
    async (ctx, req) => ({ success: await carousel.deleteSlide(ctx, notFound(req)) }),
  );
  return api;
}
