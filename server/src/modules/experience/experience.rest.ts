import { Router } from 'express';
import { toDateParts } from '../../../../domain/calendar.js';
import { CATEGORIES, type Category } from '../../../../domain/constants.js';
import { discountedPrice } from '../../../../domain/pricing.js';
import { idParam, route } from '../../rest/route.js';
import type { AppContext } from '../../context.js';
import type { Experience } from './experience.entity.js';
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

export function experienceRoutes(): Router {
  const router = Router();
  router.get(
    '/experiences',
    route(async (ctx, req, res) => {
      // `category=Tour,Tickets`: one or several; unknown names are ignored (spec §2).
      const raw = typeof req.query.category === 'string' ? req.query.category : '';
      const categories = raw
        .split(',')
        .map((c) => c.trim())
        .filter((c): c is Category => (CATEGORIES as readonly string[]).includes(c));
      const answer = async () => {
        const list = await experiences.listExperiences(ctx, {
          categories: categories.length ? categories : undefined,
          includeInactive: true, // honoured only with an admin session
        });
        return JSON.stringify(await Promise.all(list.map((e) => toRestExperience(ctx, e))));
      };
      // The public list is the same for every guest until an experience or a review changes.
      const key = `GET /api/experiences?category=${[...new Set(categories)].sort().join(',')}`;
      const body = ctx.admin ? await answer() : await ctx.contentCache.get('catalog', key, answer);
      res.type('json').send(body);
    }),
  );
  router.get(
    '/experiences/:id',
    route(async (ctx, req) =>
      toRestExperience(
        ctx,
        await experiences.getExperience(ctx, idParam(req, experiences.EXPERIENCE_NOT_FOUND)),
      ),
    ),
  );
  return router;
}
