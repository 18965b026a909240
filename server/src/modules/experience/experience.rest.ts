import { Router } from 'express';
import { toDateParts } from '../../../../domain/calendar.js';
import { discountedPrice } from '../../../../domain/pricing.js';
import { idParam, route } from '../../rest/route.js';
import type { AppContext } from '../../context.js';
import type { Experience } from './experience.entity.js';
import * as admin from './experience-admin.service.js';
import { EXPERIENCE_ERRORS } from './experience.errors.js';
import * as experiences from './experience.service.js';

/** An experience in the spec's REST shape: price as a numeric string, dates as [y, m, d]. */
export async function toRestExperience(ctx: AppContext, e: Experience) {
  const stats = await ctx.loaders.reviewStats.load(e.id);
  const parts = (d?: string | null) => (d ? toDateParts(d) : null);
  return {
    id: e.id,
    title: e.title,
    shortDescription: e.shortDescription,
    description: e.description,
    aboutExperience: e.aboutExperience,
    overview: e.overview,
    itinerary: e.itinerary,
    included: e.included,
    category: e.category,
    kCultureTags: e.kCultureTags,
    hashtags: e.hashtags,
    language: e.language,
    isActive: e.isActive,
    location: e.location,
    duration: e.duration,
    minGuests: e.minGuests,
    maxGuests: e.maxGuests,
    price: String(e.price),
    discountedPrice: String(discountedPrice(e)),
    rating: stats.rating,
    reviewCount: stats.reviewCount,
    mainImage: e.mainImage ?? null,
    overviewImages: e.overviewImages,
    promotionType: e.promotionType,
    promotionDiscount: e.promotionDiscount ?? null,
    salesAvailableFrom: parts(e.salesAvailableFrom),
    salesAvailableUntil: parts(e.salesAvailableUntil),
    unavailableDates: e.unavailableDates.map(toDateParts),
    blockedWeekdays: e.blockedWeekdays,
    timeSlots: e.timeSlots.map((startTime) => ({ startTime })),
    startTime: e.startTime,
    experienceHighlights: e.experienceHighlights,
    goodToKnow: e.goodToKnow,
    detailedItinerary: e.detailedItinerary,
    includedItems: e.includedItems,
    notIncludedItems: e.notIncludedItems,
    optionText: e.optionText ?? null,
    optionPrice: e.optionPrice === null || e.optionPrice === undefined ? null : String(e.optionPrice),
    freeCancellationHours: e.freeCancellationHours ?? null,
    googleMapIframe: e.googleMapIframe ?? null,
    latitude: e.latitude === null || e.latitude === undefined ? null : String(e.latitude),
    longitude: e.longitude === null || e.longitude === undefined ? null : String(e.longitude),
    recommendationPlaces: e.recommendationPlaces,
    externalBookingLink: e.externalBookingLink ?? null,
    translations: e.translations,
    cjPartners: e.cjPartners,
    metaTitle: e.metaTitle ?? null,
    metaDescription: e.metaDescription ?? null,
    metaKeywords: e.metaKeywords ?? null,
    canonicalUrl: e.canonicalUrl ?? null,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

/** Fields of the REST shape that are read-only: a client may send a fetched item back as it is. */
const READ_ONLY = [
  'id',
  'createdAt',
  'updatedAt',
  'discountedPrice',
  'rating',
  'reviewCount',
  'translations',
];

function writable(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !READ_ONLY.includes(key)));
}

const onlyIsActive = (body: unknown) =>
  !!body &&
  typeof body === 'object' &&
  !Array.isArray(body) &&
  Object.keys(writable(body) as object).join() === 'isActive';

export function experienceRoutes(): Router {
  const router = Router();
  router.get(
    '/experiences',
    route(async (ctx, req, res) => {
      const body = await experiences.publicListJson(ctx, req.query.category, (list) =>
        Promise.all(list.map((e) => toRestExperience(ctx, e))),
      );
      res.type('json').send(body);
    }),
  );
  router.get(
    '/experiences/:id',
    route(async (ctx, req) =>
      toRestExperience(ctx, await experiences.getExperience(ctx, idParam(req, EXPERIENCE_ERRORS.notFound))),
    ),
  );
  router.post(
    '/experiences',
    route(async (ctx, req) => toRestExperience(ctx, await admin.createExperience(ctx, writable(req.body))), {
      admin: true,
      status: 201,
    }),
  );
  // The full item, or only { isActive } (the list's switch).
  router.patch(
    '/experiences/:id',
    route(
      async (ctx, req) => {
        const id = idParam(req, EXPERIENCE_ERRORS.notFound);
        const body = req.body as unknown;
        const saved = onlyIsActive(body)
          ? await admin.setExperienceActive(ctx, id, (body as { isActive: unknown }).isActive)
          : await admin.patchExperience(ctx, id, writable(body));
        return toRestExperience(ctx, saved);
      },
      { admin: true },
    ),
  );
  router.delete(
    '/experiences/:id',
    route(
      async (ctx, req) => {
        await admin.deleteExperience(ctx, idParam(req, EXPERIENCE_ERRORS.notFound));
      },
      { admin: true, status: 204 },
    ),
  );
  return router;
}
