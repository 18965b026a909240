import { toDateParts } from '../../../../domain/calendar.js';
import {
  CATEGORIES,
  CONFIRMATION_MODES,
  CULTURE_TAGS,
  LANGUAGES,
  PARTNERS,
  PROMOTION_TYPES,
} from '../../../../domain/constants.js';
import { experienceSchema } from '../../../../domain/schemas/experience.js';
import { restRoutes } from '../../rest/api-routes.js';
import {
  arr,
  bool,
  dateParts,
  dateTime,
  int,
  nullable,
  num,
  obj,
  oneOfValues,
  str,
  type JsonSchema,
} from '../../rest/json-schema.js';
import { discountedPrice } from '../../../../domain/pricing.js';
import { idParam } from '../../rest/route.js';
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
    maxGuestsPerBooking: e.maxGuestsPerBooking ?? null,
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
    changeWindowHours: e.changeWindowHours ?? null,
    confirmationMode: e.confirmationMode,
    bookingCutoffHours: e.bookingCutoffHours,
    waitlistOfferHours: e.waitlistOfferHours,
    googleMapIframe: e.googleMapIframe ?? null,
    addressKo: e.addressKo ?? null,
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

const digitString: JsonSchema = { type: 'string', pattern: '^\\d+$', description: 'A whole number of won' };
const decimalString: JsonSchema = { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' };
const ANY: JsonSchema = {};

/** The REST shape of an experience (what {@link toRestExperience} answers). */
const REST_EXPERIENCE = obj({
  id: int,
  title: str,
  shortDescription: str,
  description: str,
  aboutExperience: str,
  overview: { type: 'string', description: 'Sanitised HTML' },
  itinerary: { type: 'string', description: 'Sanitised HTML' },
  included: { type: 'string', description: 'Sanitised HTML' },
  category: oneOfValues(CATEGORIES),
  kCultureTags: arr(oneOfValues(CULTURE_TAGS)),
  hashtags: arr(str),
  language: arr(oneOfValues(LANGUAGES)),
  isActive: bool,
  location: str,
  duration: str,
  minGuests: int,
  maxGuests: int,
  maxGuestsPerBooking: nullable({
    type: 'integer',
    description: 'Most guests one booking may have; null: no limit below the seats',
  }),
  price: digitString,
  discountedPrice: digitString,
  rating: num,
  reviewCount: int,
  mainImage: nullable(str),
  overviewImages: arr(str),
  promotionType: arr(oneOfValues(PROMOTION_TYPES)),
  promotionDiscount: nullable(int),
  salesAvailableFrom: nullable(dateParts),
  salesAvailableUntil: nullable(dateParts),
  unavailableDates: arr(dateParts),
  blockedWeekdays: arr(int),
  timeSlots: arr(obj({ startTime: str })),
  startTime: str,
  experienceHighlights: arr(str),
  goodToKnow: arr(str),
  detailedItinerary: arr(obj({ description: str, duration: str })),
  includedItems: arr(str),
  notIncludedItems: arr(str),
  optionText: nullable(str),
  optionPrice: nullable(digitString),
  freeCancellationHours: nullable(int),
  changeWindowHours: nullable(int),
  confirmationMode: oneOfValues(CONFIRMATION_MODES),
  bookingCutoffHours: int,
  waitlistOfferHours: int,
  googleMapIframe: nullable(str),
  addressKo: nullable({ type: 'string', description: "The meeting point's address in Korean (Hangul)" }),
  latitude: nullable({ ...decimalString, description: 'Degrees (WGS 84), within South Korea' }),
  longitude: nullable({ ...decimalString, description: 'Degrees (WGS 84), within South Korea' }),
  recommendationPlaces: arr(ANY),
  externalBookingLink: nullable(str),
  translations: { type: 'object', description: 'Per language code, the translated texts' },
  cjPartners: arr(oneOfValues(PARTNERS)),
  metaTitle: nullable(str),
  metaDescription: nullable(str),
  metaKeywords: nullable(str),
  canonicalUrl: nullable(str),
  createdAt: dateTime,
  updatedAt: dateTime,
});

/** A new item, as the example of the create call. */
const EXPERIENCE_EXAMPLE = {
  title: 'Makgeolli brewing class',
  category: 'Experience',
  language: ['ENG'],
  kCultureTags: ['K-Sool'],
  location: 'Jongno-gu, Seoul',
  minGuests: 1,
  maxGuests: 10,
  price: '45000',
  metaTitle: 'Makgeolli brewing class in Seoul',
  startTime: '10:00',
  duration: '2hrs',
  salesAvailableFrom: [2026, 1, 1],
  salesAvailableUntil: [2030, 12, 31],
  timeSlots: [{ startTime: '10:00' }, { startTime: '14:00' }],
};

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

export function experienceRoutes() {
  const api = restRoutes('Experiences');
  const notFound = (req: Parameters<typeof idParam>[0]) => idParam(req, EXPERIENCE_ERRORS.notFound);
  api.get(
    '/experiences',
    {
      summary: 'The catalogue',
      description: 'Active items on sale. Prices are numeric strings, dates [year, month, day].',
      query: {
        category: {
          schema: str,
          description: `Comma-separated categories (${CATEGORIES.join(', ')})`,
          example: 'Tour,Tickets',
        },
      },
      response: { description: 'The items', schema: arr(REST_EXPERIENCE) },
    },
    async (ctx, req, res) => {
      const body = await experiences.publicListJson(ctx, req.query.category, (list) =>
        Promise.all(list.map((e) => toRestExperience(ctx, e))),
      );
      res.type('json').send(body);
    },
  );
  api.get(
    '/experiences/:id',
    { summary: 'One item', response: { description: 'The item', schema: REST_EXPERIENCE } },
    async (ctx, req) => toRestExperience(ctx, await experiences.getExperience(ctx, notFound(req))),
  );
  const item = { description: 'The item as stored', schema: REST_EXPERIENCE };
  const body = {
    schema: experienceSchema,
    description:
      'Every rule is domain/schemas/experience.ts; a refusal names every failing field. The read-only fields of the answer may be sent back and are ignored.',
  };
  api.post(
    '/experiences',
    {
      summary: 'Add an item',
      auth: 'admin',
      body: { ...body, example: EXPERIENCE_EXAMPLE },
      response: { ...item, status: 201 },
    },
    async (ctx, req) => toRestExperience(ctx, await admin.createExperience(ctx, writable(req.body))),
  );
  // The full item, or only { isActive } (the list's switch).
  api.patch(
    '/experiences/:id',
    {
      summary: 'Change an item',
      description:
        '`{ isActive }` alone switches it; other fields are laid over the stored item, then checked as a whole.',
      auth: 'admin',
      body: { ...body, partial: true, example: { isActive: true } },
      response: item,
    },
    async (ctx, req) => {
      const id = notFound(req);
      const body = req.body as unknown;
      const saved = onlyIsActive(body)
        ? await admin.setExperienceActive(ctx, id, (body as { isActive: unknown }).isActive)
        : await admin.patchExperience(ctx, id, writable(body));
      return toRestExperience(ctx, saved);
    },
  );
  api.delete(
    '/experiences/:id',
    {
      summary: 'Delete an item',
      auth: 'admin',
      response: { status: 204, description: 'Deleted' },
      errors: { 409: 'The item has bookings or reviews: deactivate it instead.' },
    },
    async (ctx, req) => {
      await admin.deleteExperience(ctx, notFound(req));
    },
  );
  return api;
}
