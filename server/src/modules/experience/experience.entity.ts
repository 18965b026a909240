import { OptionalProps } from '@mikro-orm/core';
import { DEFAULT_WAITLIST_OFFER_HOURS } from '../../../../domain/waitlist.js';
import { Check, Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { DEFAULT_FREE_CANCELLATION_HOURS } from '../../../../domain/cancellation.js';
import { BaseEntity } from '../../common/base.entity.js';
import { EXPECTED, listCost } from '../../common/cost.js';
import {
  CategoryEnum,
  ConfirmationModeEnum,
  CultureTagEnum,
  LanguageEnum,
  PromotionTypeEnum,
} from '../../common/enums.js';

@ObjectType({ description: 'One step of "What you will do".' })
export class ItineraryStep {
  @Field({ description: 'What happens in this step.' })
  description!: string;

  @Field({ description: 'How long it takes, free text, e.g. "30min".' })
  duration!: string;
}

@ObjectType({ description: 'A nearby place the team recommends, shown under the experience.' })
export class RecommendationPlace {
  @Field({ description: 'Name of the place.' })
  title!: string;

  @Field({ nullable: true, description: 'Image URL (an upload path such as /uploads/..., or https).' })
  image?: string;

  @Field({ nullable: true, description: 'Web page of the place (https URL).' })
  link?: string;

  @Field({ nullable: true, description: 'A sentence or two about the place.' })
  description?: string;
}

/** Copy of an experience in another language (spec §3 "translations keyed by language"). */
export interface ExperienceTranslationData {
  title?: string;
  description?: string;
  location?: string;
  overviewContent?: string;
  itineraryContent?: string;
  includesContent?: string;
  reviewsContent?: string;
}

/**
 * An experience, tour or ticket: the sellable item. Prices are KRW integers; dates are calendar dates
 * (YYYY-MM-DD) and slots HH:MM, both in Asia/Seoul.
 */
@ObjectType({
  description:
    'An experience, tour or ticket: the item guests book. Prices are whole KRW; dates are YYYY-MM-DD and times HH:mm, both Asia/Seoul. Public; inactive ones are visible to admins only.',
})
@Entity({ tableName: 'experience' })
@Index({ properties: ['isActive', 'category'] })
@Index({ properties: ['language'], type: 'GIN' })
@Index({ properties: ['kCultureTags'], type: 'GIN' })
// The admin list sorted by item title walks items in this order (booking.sql.ts TITLE_SQL).
@Index({
  name: 'experience_title_sort_index',
  expression: `create index "experience_title_sort_index" on "experience" ((coalesce(nullif("title", ''), 'Unknown')), "id")`,
})
@Check({
  name: 'experience_price_check',
  expression: 'price >= 0 and (option_price is null or option_price >= 0)',
})
@Check({ name: 'experience_guests_check', expression: 'min_guests >= 1 and max_guests >= min_guests' })
@Check({
  name: 'experience_free_cancellation_check',
  expression: 'free_cancellation_hours is null or free_cancellation_hours between 0 and 720',
})
@Check({
  name: 'experience_booking_cutoff_hours_check',
  expression: 'booking_cutoff_hours between 0 and 168',
})
@Check({
  name: 'experience_discount_check',
  expression: 'promotion_discount is null or promotion_discount between 0 and 99',
})
export class Experience extends BaseEntity {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'shortDescription'
    | 'description'
    | 'aboutExperience'
    | 'overview'
    | 'itinerary'
    | 'included'
    | 'kCultureTags'
    | 'hashtags'
    | 'isActive'
    | 'location'
    | 'duration'
    | 'minGuests'
    | 'maxGuests'
    | 'maxGuestsPerBooking'
    | 'confirmationMode'
    | 'bookingCutoffHours'
    | 'waitlistOfferHours'
    | 'freeCancellationHours'
    | 'changeWindowHours'
    | 'price'
    | 'promotionType'
    | 'unavailableDates'
    | 'blockedWeekdays'
    | 'timeSlots'
    | 'startTime'
    | 'experienceHighlights'
    | 'goodToKnow'
    | 'detailedItinerary'
    | 'includedItems'
    | 'notIncludedItems'
    | 'recommendationPlaces'
    | 'translations'
    | 'cjPartners'
    | 'overviewImages';

  @Field({ description: 'Title in the language of the experience.' })
  @Property({ type: 'text' })
  title!: string;

  @Field({ description: 'One-line summary for list cards, at most 150 characters.' })
  @Property({ type: 'text', default: '' })
  shortDescription: string = '';

  @Field({ description: 'Plain-text description (used in search and meta tags).' })
  @Property({ type: 'text', default: '' })
  description: string = '';

  @Field({ description: '"About this experience" text, at most 4 lines.' })
  @Property({ type: 'text', default: '' })
  aboutExperience: string = '';

  @Field({ description: 'Overview section: sanitised HTML.' })
  @Property({ type: 'text', default: '' })
  overview: string = '';

  @Field({ description: 'Itinerary section: sanitised HTML.' })
  @Property({ type: 'text', default: '' })
  itinerary: string = '';

  @Field({ description: '"What is included" section: sanitised HTML.' })
  @Property({ type: 'text', default: '' })
  included: string = '';

  @Field(() => CategoryEnum, { description: 'Experience, Tour or Tickets.' })
  @Enum({ items: () => CategoryEnum })
  category!: CategoryEnum;

  @Field(() => [CultureTagEnum], { description: 'Korean-culture themes (one, as the editor saves it).' })
  @Enum({ items: () => CultureTagEnum, array: true, default: [] })
  kCultureTags: CultureTagEnum[] = [];

  @Field(() => [String], { description: 'Hashtags without the #, shown on the page and searched.' })
  @Property({ type: 'text[]', default: [] })
  hashtags: string[] = [];

  @Field(() => [LanguageEnum], {
    description: 'Language the experience is run in (one, as the editor saves it).',
  })
  @Enum({ items: () => LanguageEnum, array: true })
  language!: LanguageEnum[];

  @Field({ description: 'Shown on the storefront and bookable; false: only admins see it.' })
  @Property({ default: true })
  isActive: boolean = true;

  @Field({ description: 'Where it takes place: area or address, free text.' })
  @Property({ type: 'text', default: '' })
  location: string = '';

  @Field({ description: 'How long it lasts: a number and min, hr or hrs, e.g. "90min", "2hrs".' })
  @Property({ length: 20, default: '' })
  duration: string = '';

  @Field(() => Int, { description: 'Fewest guests one booking must have.' })
  @Property({ type: 'smallint', default: 1 })
  minGuests: number = 1;

  @Field(() => Int, {
    description: 'Seats per time slot: most guests across the confirmed bookings of one slot (default 10).',
  })
  @Property({ type: 'smallint', default: 10 })
  maxGuests: number = 10;

  @Field(() => Int, {
    nullable: true,
    description:
      'Most guests one booking may have (from minGuests to maxGuests); null: as many as the slot has seats left. Resellers read it as the OCTO restrictions.maxUnits.',
  })
  @Property({ type: 'smallint', nullable: true })
  maxGuestsPerBooking: number | null = null;

  @Field(() => ConfirmationModeEnum, {
    description:
      'instant: a booking with free seats is confirmed at once (paid first when online payment is on); request: staff approve each application.',
  })
  @Enum({ items: () => ConfirmationModeEnum, default: ConfirmationModeEnum.request })
  confirmationMode: ConfirmationModeEnum = ConfirmationModeEnum.request;

  @Field(() => Int, {
    description: 'Hours before a slot starts after which the storefront no longer sells it (default 2).',
  })
  @Property({ type: 'smallint', default: 2 })
  bookingCutoffHours: number = 2;

  @Field(() => Int, {
    description:
      "Hours a waitlist offer of this item waits for the guest's answer, never past the slot's cut-off (default 12).",
  })
  @Property({ type: 'smallint', default: DEFAULT_WAITLIST_OFFER_HOURS })
  waitlistOfferHours: number = DEFAULT_WAITLIST_OFFER_HOURS;

  @Field(() => Int, { description: 'Price per guest in KRW, before any discount.' })
  @Property({ type: 'integer', default: 0 })
  price: number = 0;

  @Field(() => [PromotionTypeEnum], { description: 'Promotion badges (%OFF, EXCLUSIVE, NEW).' })
  @Enum({ items: () => PromotionTypeEnum, array: true, default: [] })
  promotionType: PromotionTypeEnum[] = [];

  @Field(() => Int, {
    nullable: true,
    description: 'Discount in percent, 0-99; applies only with PERCENT_OFF. See discountedPrice.',
  })
  @Property({ type: 'smallint', nullable: true })
  promotionDiscount?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'First date that can be booked, YYYY-MM-DD (Asia/Seoul); null: from today.',
  })
  @Property({ type: 'date', nullable: true })
  salesAvailableFrom?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Last date that can be booked, YYYY-MM-DD (Asia/Seoul); null: 30 days from today.',
  })
  @Property({ type: 'date', nullable: true })
  salesAvailableUntil?: string | null;

  @Field(() => [String], { description: 'Dates it does not run, YYYY-MM-DD (Asia/Seoul).' })
  @Property({ type: 'json', default: '[]' })
  unavailableDates: string[] = [];

  @Field(() => [Int], { description: 'Weekdays it does not run: 0 = Sunday ... 6 = Saturday.' })
  @Property({ type: 'json', default: '[]' })
  blockedWeekdays: number[] = [];

  @Field(() => [String], { description: 'Slot start times, HH:mm (Asia/Seoul). Empty: hourly 09:00-18:00.' })
  @Property({ type: 'json', default: '[]' })
  timeSlots: string[] = [];

  @Field({ description: 'Usual start time, HH:mm (Asia/Seoul); 10:00 means not decided yet.' })
  @Property({ length: 5, default: '10:00' })
  startTime: string = '10:00';

  @Field(() => [String], { description: 'Highlights, one bullet each.' })
  @Property({ type: 'json', default: '[]' })
  experienceHighlights: string[] = [];

  @Field(() => [String], { description: 'Practical notes for guests, one bullet each.' })
  @Property({ type: 'json', default: '[]' })
  goodToKnow: string[] = [];

  @Field(() => [ItineraryStep], {
    complexity: listCost(EXPECTED.itinerarySteps),
    description: 'The steps of "What you will do", in order.',
  })
  @Property({ type: 'json', default: '[]' })
  detailedItinerary: ItineraryStep[] = [];

  @Field(() => [String], { description: 'What the price includes, one bullet each.' })
  @Property({ type: 'json', default: '[]' })
  includedItems: string[] = [];

  @Field(() => [String], { description: 'What the price does not include, one bullet each.' })
  @Property({ type: 'json', default: '[]' })
  notIncludedItems: string[] = [];

  @Field(() => String, {
    nullable: true,
    description: 'Name of the optional add-on a guest may choose when booking (null: none).',
  })
  @Property({ type: 'text', nullable: true })
  optionText?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Price of the add-on in KRW per guest (null: no add-on).',
  })
  @Property({ type: 'integer', nullable: true })
  optionPrice?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Hours before the slot starts (Asia/Seoul) until which the guest may cancel free of charge; null: no free cancellation.',
  })
  @Property({ type: 'smallint', nullable: true, default: DEFAULT_FREE_CANCELLATION_HOURS })
  freeCancellationHours: number | null = DEFAULT_FREE_CANCELLATION_HOURS;

  @Field(() => Int, {
    nullable: true,
    description:
      'Hours before the slot starts (Asia/Seoul) until which the guest may move the booking to another date or slot themselves; null: the free-cancellation window.',
  })
  @Property({ type: 'smallint', nullable: true })
  changeWindowHours: number | null = null;

  @Field(() => String, {
    nullable: true,
    description: 'Google Maps embed address (https://www.google.com/maps/embed?...) for the map.',
  })
  @Property({ type: 'text', nullable: true })
  googleMapIframe?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The meeting point's address in Korean (Hangul), as a taxi driver or a passer-by in Korea reads it; the same whatever the item's language.",
  })
  @Property({ type: 'text', nullable: true })
  addressKo?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Latitude of the meeting point, degrees (WGS 84), within South Korea.',
  })
  @Property({ type: 'double', nullable: true })
  latitude?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Longitude of the meeting point, degrees (WGS 84), within South Korea.',
  })
  @Property({ type: 'double', nullable: true })
  longitude?: number | null;

  @Field(() => [RecommendationPlace], {
    complexity: listCost(EXPECTED.recommendationPlaces),
    description: 'Nearby places the team recommends.',
  })
  @Property({ type: 'json', default: '[]' })
  recommendationPlaces: RecommendationPlace[] = [];

  @Field(() => String, {
    nullable: true,
    description: 'When set, booking happens on this external site (https URL) instead of here.',
  })
  @Property({ type: 'text', nullable: true })
  externalBookingLink?: string | null;

  /** Exposed through a field resolver as a list; stored keyed by language. */
  @Property({ type: 'json', default: '{}' })
  translations: Partial<Record<LanguageEnum, ExperienceTranslationData>> = {};

  @Field(() => [String], {
    description: 'CJ group partners involved in the item, from a fixed list (CJ ENM, CJ CGV, TVING...).',
  })
  @Property({ type: 'text[]', default: [] })
  cjPartners: string[] = [];

  @Field(() => String, {
    nullable: true,
    description: 'Hero image URL (an upload path such as /uploads/..., or https); null: none.',
  })
  @Property({ type: 'text', nullable: true })
  mainImage?: string | null;

  @Field(() => [String], { description: 'Gallery image URLs, in order.' })
  @Property({ type: 'json', default: '[]' })
  overviewImages: string[] = [];

  @Field(() => String, {
    nullable: true,
    description: 'Title for search engines, at most 60 characters (null: the title).',
  })
  @Property({ length: 60, nullable: true })
  metaTitle?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Description for search engines, at most 160 characters.',
  })
  @Property({ length: 160, nullable: true })
  metaDescription?: string | null;

  @Field(() => String, { nullable: true, description: 'Comma-separated keywords for search engines.' })
  @Property({ type: 'text', nullable: true })
  metaKeywords?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Canonical URL of the page when it differs from the default.',
  })
  @Property({ type: 'text', nullable: true })
  canonicalUrl?: string | null;
}
