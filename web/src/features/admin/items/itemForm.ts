import { DEFAULT_FREE_CANCELLATION_HOURS } from '@domain/cancellation';
import { EXPERIENCE_DEFAULTS, type ExperienceValues } from '@domain/schemas/experience';
import type {
  AdminItemDetailFragment,
  ConfirmationMode as GqlConfirmationMode,
  CultureTag as GqlCultureTag,
  ExperienceInput,
  PromotionType as GqlPromotionType,
} from '@/generated/graphql';

/** The editor's seven tabs, in order; the URL's `?tab=` names one. */
export const ITEM_TABS = [
  'information',
  'schedule',
  'overview',
  'itinerary',
  'included',
  'location',
  'seo',
] as const;
export type ItemTab = (typeof ITEM_TABS)[number];

/** The tab that holds each field: a failed save opens the tab of its first error. */
export const FIELD_TAB: Record<string, ItemTab> = {
  language: 'information',
  title: 'information',
  category: 'information',
  kCultureTags: 'information',
  location: 'information',
  isActive: 'information',
  minGuests: 'information',
  maxGuests: 'information',
  maxGuestsPerBooking: 'information',
  price: 'information',
  promotionType: 'information',
  promotionDiscount: 'information',
  optionPrice: 'information',
  optionText: 'information',
  freeCancellationHours: 'information',
  changeWindowHours: 'information',
  hashtags: 'information',
  cjPartners: 'information',
  shortDescription: 'information',
  mainImage: 'information',
  startTime: 'schedule',
  duration: 'schedule',
  salesAvailableFrom: 'schedule',
  salesAvailableUntil: 'schedule',
  unavailableDates: 'schedule',
  blockedWeekdays: 'schedule',
  timeSlots: 'schedule',
  confirmationMode: 'schedule',
  bookingCutoffHours: 'schedule',
  waitlistOfferHours: 'schedule',
  description: 'overview',
  aboutExperience: 'overview',
  overview: 'overview',
  overviewImages: 'overview',
  experienceHighlights: 'overview',
  goodToKnow: 'overview',
  itinerary: 'itinerary',
  detailedItinerary: 'itinerary',
  included: 'included',
  includedItems: 'included',
  notIncludedItems: 'included',
  addressKo: 'location',
  latitude: 'location',
  longitude: 'location',
  googleMapIframe: 'location',
  recommendationPlaces: 'location',
  externalBookingLink: 'location',
  metaTitle: 'seo',
  metaDescription: 'seo',
  metaKeywords: 'seo',
  canonicalUrl: 'seo',
};

/** What the form holds: text where the admin types (digits included), lists as lists. */
export type ItemFormValues = {
  language: string[];
  title: string;
  category: string;
  kCultureTags: string[];
  location: string;
  isActive: boolean;
  minGuests: string;
  maxGuests: string;
  /** Most guests one booking may have; empty: no limit below the seats (domain/booking.ts partyMaxOf). */
  maxGuestsPerBooking: string;
  price: string;
  promotionType: string[];
  promotionDiscount: string;
  optionPrice: string;
  optionText: string;
  /** Hours; empty: no free cancellation. */
  freeCancellationHours: string;
  /** Hours; empty: the free-cancellation window (domain/move.ts). */
  changeWindowHours: string;
  hashtags: string[];
  cjPartners: string[];
  shortDescription: string;
  mainImage: string;
  startTime: string;
  duration: string;
  salesAvailableFrom: string;
  salesAvailableUntil: string;
  unavailableDates: string[];
  blockedWeekdays: number[];
  timeSlots: string[];
  /** instant or request (domain CONFIRMATION_MODES). */
  confirmationMode: string;
  /** Hours before a slot starts when its sales close. */
  bookingCutoffHours: string;
  /** Hours a waitlist offer waits for the guest's answer (1-168). */
  waitlistOfferHours: string;
  description: string;
  aboutExperience: string;
  overview: string;
  overviewImages: string[];
  experienceHighlights: string[];
  goodToKnow: string[];
  itinerary: string;
  detailedItinerary: { description: string; duration: string }[];
  included: string;
  includedItems: string[];
  notIncludedItems: string[];
  /** The meeting point's address in Korean (Hangul). */
  addressKo: string;
  latitude: string;
  longitude: string;
  googleMapIframe: string;
  recommendationPlaces: { title: string; image: string; link: string; description: string }[];
  externalBookingLink: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  canonicalUrl: string;
};

/** A new item: the spec's defaults (min 1, max 10, price 0) and one empty slot to fill. */
export function emptyItem(): ItemFormValues {
  return {
    language: [],
    title: '',
    category: '',
    kCultureTags: [],
    location: '',
    isActive: true,
    minGuests: '1',
    maxGuests: '10',
    maxGuestsPerBooking: '',
    price: '0',
    promotionType: [],
    promotionDiscount: '',
    optionPrice: '',
    optionText: '',
    freeCancellationHours: String(DEFAULT_FREE_CANCELLATION_HOURS),
    changeWindowHours: '',
    hashtags: [],
    cjPartners: [],
    shortDescription: '',
    mainImage: '',
    startTime: '',
    duration: '',
    salesAvailableFrom: '',
    salesAvailableUntil: '',
    unavailableDates: [],
    blockedWeekdays: [],
    timeSlots: [''],
    confirmationMode: EXPERIENCE_DEFAULTS.confirmationMode,
    bookingCutoffHours: String(EXPERIENCE_DEFAULTS.bookingCutoffHours),
    waitlistOfferHours: String(EXPERIENCE_DEFAULTS.waitlistOfferHours),
    description: '',
    aboutExperience: '',
    overview: '',
    overviewImages: [],
    experienceHighlights: [],
    goodToKnow: [],
    itinerary: '',
    detailedItinerary: [],
    included: '',
    includedItems: [],
    notIncludedItems: [],
    addressKo: '',
    latitude: '',
    longitude: '',
    googleMapIframe: '',
    recommendationPlaces: [],
    externalBookingLink: '',
    metaTitle: '',
    metaDescription: '',
    metaKeywords: '',
    canonicalUrl: '',
  };
}

// GraphQL enum names ('K_DRAMA', 'PERCENT_OFF') and the stored values ('K-Drama', '%OFF').
const tagValue = (name: string) =>
  name.replace(/^K_(\w)(\w*)$/, (_, a: string, b: string) => `K-${a}${b.toLowerCase()}`);
const tagName = (value: string) => value.replace('-', '_').toUpperCase() as GqlCultureTag;
const promotionValue = (name: string) => (name === 'PERCENT_OFF' ? '%OFF' : name);
const promotionName = (value: string) => (value === '%OFF' ? 'PERCENT_OFF' : value) as GqlPromotionType;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** A stored item as form values. */
export function toFormValues(e: AdminItemDetailFragment): ItemFormValues {
  return {
    ...emptyItem(),
    language: [...e.language],
    title: e.title,
    category: e.category,
    kCultureTags: e.kCultureTags.map(tagValue),
    location: e.location,
    isActive: e.isActive,
    minGuests: text(e.minGuests),
    maxGuests: text(e.maxGuests),
    maxGuestsPerBooking: text(e.maxGuestsPerBooking),
    price: text(e.price),
    promotionType: e.promotionType.map(promotionValue),
    promotionDiscount: text(e.promotionDiscount),
    optionPrice: text(e.optionPrice),
    optionText: text(e.optionText),
    freeCancellationHours: text(e.freeCancellationHours),
    changeWindowHours: text(e.changeWindowHours),
    hashtags: [...e.hashtags],
    cjPartners: [...e.cjPartners],
    shortDescription: e.shortDescription,
    mainImage: text(e.mainImage),
    startTime: e.startTime,
    duration: e.duration,
    salesAvailableFrom: text(e.salesAvailableFrom),
    salesAvailableUntil: text(e.salesAvailableUntil),
    unavailableDates: [...e.unavailableDates],
    blockedWeekdays: [...e.blockedWeekdays],
    timeSlots: e.timeSlots.length ? [...e.timeSlots] : [''],
    confirmationMode: e.confirmationMode,
    bookingCutoffHours: text(e.bookingCutoffHours),
    waitlistOfferHours: text(e.waitlistOfferHours),
    description: e.description,
    aboutExperience: e.aboutExperience,
    overview: e.overview,
    overviewImages: [...e.overviewImages],
    experienceHighlights: [...e.experienceHighlights],
    goodToKnow: [...e.goodToKnow],
    itinerary: e.itinerary,
    detailedItinerary: e.detailedItinerary.map((s) => ({ description: s.description, duration: s.duration })),
    included: e.included,
    includedItems: [...e.includedItems],
    notIncludedItems: [...e.notIncludedItems],
    addressKo: text(e.addressKo),
    latitude: text(e.latitude),
    longitude: text(e.longitude),
    googleMapIframe: text(e.googleMapIframe),
    recommendationPlaces: e.recommendationPlaces.map((p) => ({
      title: p.title,
      image: text(p.image),
      link: text(p.link),
      description: text(p.description),
    })),
    externalBookingLink: text(e.externalBookingLink),
    metaTitle: text(e.metaTitle),
    metaDescription: text(e.metaDescription),
    metaKeywords: text(e.metaKeywords),
    canonicalUrl: text(e.canonicalUrl),
  };
}

/** The checked values (the domain schema's cast) as the GraphQL input. */
export function toInput(v: ExperienceValues): ExperienceInput {
  return {
    ...v,
    language: v.language as ExperienceInput['language'],
    category: v.category as ExperienceInput['category'],
    confirmationMode: v.confirmationMode as GqlConfirmationMode,
    kCultureTags: v.kCultureTags.map(tagName),
    promotionType: v.promotionType.map(promotionName),
    cjPartners: [...v.cjPartners],
  };
}
