import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { DEFAULT_FREE_CANCELLATION_HOURS } from '../../../../domain/cancellation.js';
import { BaseEntity } from '../../common/base.entity.js';
import { EXPECTED, listCost } from '../../common/cost.js';
import { CategoryEnum, CultureTagEnum, LanguageEnum, PromotionTypeEnum } from '../../common/enums.js';

@ObjectType({ description: 'One step of "What you will do".' })
export class ItineraryStep {
  @Field()
  description!: string;

  @Field({ description: 'Free text, e.g. "30min".' })
  duration!: string;
}

@ObjectType()
export class RecommendationPlace {
  @Field()
  title!: string;

  @Field({ nullable: true })
  image?: string;

  @Field({ nullable: true })
  link?: string;

  @Field({ nullable: true })
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
@ObjectType()
@Entity({ tableName: 'experience' })
@Index({ properties: ['isActive', 'category'] })
@Index({ properties: ['language'], type: 'GIN' })
@Index({ properties: ['kCultureTags'], type: 'GIN' })
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
    | 'freeCancellationHours'
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

  @Field()
  @Property({ type: 'text' })
  title!: string;

  @Field()
  @Property({ type: 'text', default: '' })
  shortDescription: string = '';

  @Field()
  @Property({ type: 'text', default: '' })
  description: string = '';

  @Field()
  @Property({ type: 'text', default: '' })
  aboutExperience: string = '';

  @Field({ description: 'Sanitised HTML.' })
  @Property({ type: 'text', default: '' })
  overview: string = '';

  @Field({ description: 'Sanitised HTML.' })
  @Property({ type: 'text', default: '' })
  itinerary: string = '';

  @Field({ description: 'Sanitised HTML.' })
  @Property({ type: 'text', default: '' })
  included: string = '';

  @Field(() => CategoryEnum)
  @Enum({ items: () => CategoryEnum })
  category!: CategoryEnum;

  @Field(() => [CultureTagEnum])
  @Enum({ items: () => CultureTagEnum, array: true, default: [] })
  kCultureTags: CultureTagEnum[] = [];

  @Field(() => [String])
  @Property({ type: 'text[]', default: [] })
  hashtags: string[] = [];

  @Field(() => [LanguageEnum], { description: 'Languages in which the experience is offered.' })
  @Enum({ items: () => LanguageEnum, array: true })
  language!: LanguageEnum[];

  @Field()
  @Property({ default: true })
  isActive: boolean = true;

  @Field()
  @Property({ type: 'text', default: '' })
  location: string = '';

  @Field({ description: 'e.g. "90min", "2hrs".' })
  @Property({ length: 20, default: '' })
  duration: string = '';

  @Field(() => Int)
  @Property({ type: 'smallint', default: 1 })
  minGuests: number = 1;

  @Field(() => Int)
  @Property({ type: 'smallint', default: 10 })
  maxGuests: number = 10;

  @Field(() => Int, { description: 'Price per guest in KRW, before any discount.' })
  @Property({ type: 'integer', default: 0 })
  price: number = 0;

  @Field(() => [PromotionTypeEnum])
  @Enum({ items: () => PromotionTypeEnum, array: true, default: [] })
  promotionType: PromotionTypeEnum[] = [];

  @Field(() => Int, { nullable: true, description: 'Percent, 0-99; applies only with %OFF.' })
  @Property({ type: 'smallint', nullable: true })
  promotionDiscount?: number | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, Seoul.' })
  @Property({ type: 'date', nullable: true })
  salesAvailableFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, Seoul. None: 30 days from today.' })
  @Property({ type: 'date', nullable: true })
  salesAvailableUntil?: string | null;

  @Field(() => [String], { description: 'YYYY-MM-DD dates on which the experience does not run.' })
  @Property({ type: 'json', default: '[]' })
  unavailableDates: string[] = [];

  @Field(() => [Int], { description: '0 = Sunday ... 6 = Saturday.' })
  @Property({ type: 'json', default: '[]' })
  blockedWeekdays: number[] = [];

  @Field(() => [String], { description: 'HH:MM slot start times, Seoul. Empty: hourly 09:00-18:00.' })
  @Property({ type: 'json', default: '[]' })
  timeSlots: string[] = [];

  @Field({ description: 'HH:MM; 10:00 means undecided.' })
  @Property({ length: 5, default: '10:00' })
  startTime: string = '10:00';

  @Field(() => [String])
  @Property({ type: 'json', default: '[]' })
  experienceHighlights: string[] = [];

  @Field(() => [String])
  @Property({ type: 'json', default: '[]' })
  goodToKnow: string[] = [];

  @Field(() => [ItineraryStep], { complexity: listCost(EXPECTED.itinerarySteps) })
  @Property({ type: 'json', default: '[]' })
  detailedItinerary: ItineraryStep[] = [];

  @Field(() => [String])
  @Property({ type: 'json', default: '[]' })
  includedItems: string[] = [];

  @Field(() => [String])
  @Property({ type: 'json', default: '[]' })
  notIncludedItems: string[] = [];

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  optionText?: string | null;

  @Field(() => Int, { nullable: true, description: 'KRW.' })
  @Property({ type: 'integer', nullable: true })
  optionPrice?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Hours before the slot (Seoul) the guest may cancel free of charge; null: no free cancellation.',
  })
  @Property({ type: 'smallint', nullable: true, default: DEFAULT_FREE_CANCELLATION_HOURS })
  freeCancellationHours: number | null = DEFAULT_FREE_CANCELLATION_HOURS;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  googleMapIframe?: string | null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  latitude?: number | null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  longitude?: number | null;

  @Field(() => [RecommendationPlace], { complexity: listCost(EXPECTED.recommendationPlaces) })
  @Property({ type: 'json', default: '[]' })
  recommendationPlaces: RecommendationPlace[] = [];

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  externalBookingLink?: string | null;

  /** Exposed through a field resolver as a list; stored keyed by language. */
  @Property({ type: 'json', default: '{}' })
  translations: Partial<Record<LanguageEnum, ExperienceTranslationData>> = {};

  @Field(() => [String])
  @Property({ type: 'text[]', default: [] })
  cjPartners: string[] = [];

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  mainImage?: string | null;

  @Field(() => [String])
  @Property({ type: 'json', default: '[]' })
  overviewImages: string[] = [];

  @Field(() => String, { nullable: true })
  @Property({ length: 60, nullable: true })
  metaTitle?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 160, nullable: true })
  metaDescription?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  metaKeywords?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  canonicalUrl?: string | null;
}
