import { Field, Float, InputType, Int, registerEnumType } from 'type-graphql';
import { CategoryEnum, CultureTagEnum, LanguageEnum, PromotionTypeEnum } from '../../common/enums.js';

export const ExperienceSortEnum = {
  popularity: 'popularity',
  rating: 'rating',
  priceLow: 'priceLow',
  priceHigh: 'priceHigh',
} as const;
export type ExperienceSortEnum = (typeof ExperienceSortEnum)[keyof typeof ExperienceSortEnum];
registerEnumType(ExperienceSortEnum, {
  name: 'ExperienceSort',
  description: 'popularity = review count (default); price sorts use the discounted price.',
});

/** Storefront list filter (spec §5 "List filters"): OR within a group, AND across groups. */
@InputType()
export class ExperienceFilter {
  @Field(() => LanguageEnum, { nullable: true, description: 'Only experiences offered in this language.' })
  language?: LanguageEnum;

  @Field(() => [CategoryEnum], { nullable: true })
  categories?: CategoryEnum[];

  @Field(() => [CultureTagEnum], { nullable: true })
  cultureTags?: CultureTagEnum[];

  @Field(() => [LanguageEnum], { nullable: true, description: 'The filter panel language group.' })
  languages?: LanguageEnum[];

  @Field({
    nullable: true,
    description: 'Case-insensitive over title, description, location, hashtags, tags.',
  })
  search?: string;

  @Field({
    nullable: true,
    description: 'YYYY-MM-DD; with dateTo, the range an experience must be bookable in.',
  })
  dateFrom?: string;

  @Field({ nullable: true })
  dateTo?: string;

  @Field({ nullable: true, description: 'Admin only: include inactive experiences.' })
  includeInactive?: boolean;
}

@InputType({ description: 'One step of "What you will do".' })
export class ItineraryStepInput {
  @Field(() => String, { nullable: true })
  description?: string;

  @Field(() => String, { nullable: true })
  duration?: string;
}

@InputType()
export class RecommendationPlaceInput {
  @Field(() => String, { nullable: true })
  title?: string;

  @Field(() => String, { nullable: true })
  image?: string | null;

  @Field(() => String, { nullable: true })
  link?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

/**
 * An item as the admin editor sends it. Every field is optional here: the domain schema
 * (domain/schemas/experience.ts) decides what is required, so a missing field is reported with the
 * others in one 'Missing required fields' message.
 */
@InputType()
export class ExperienceInput {
  @Field(() => [LanguageEnum], { nullable: true, description: 'Exactly one.' })
  language?: LanguageEnum[];

  @Field(() => String, { nullable: true })
  title?: string;

  @Field(() => CategoryEnum, { nullable: true })
  category?: CategoryEnum;

  @Field(() => [CultureTagEnum], { nullable: true, description: 'Exactly one.' })
  kCultureTags?: CultureTagEnum[];

  @Field(() => String, { nullable: true })
  location?: string;

  @Field(() => Boolean, { nullable: true, description: 'Default true.' })
  isActive?: boolean;

  @Field(() => Int, { nullable: true, description: 'Default 1.' })
  minGuests?: number | null;

  @Field(() => Int, { nullable: true, description: 'Default 10.' })
  maxGuests?: number | null;

  @Field(() => Int, { nullable: true, description: 'KRW, default 0.' })
  price?: number | null;

  @Field(() => [PromotionTypeEnum], { nullable: true })
  promotionType?: PromotionTypeEnum[];

  @Field(() => Int, { nullable: true, description: '0-99; kept only with %OFF.' })
  promotionDiscount?: number | null;

  @Field(() => Int, { nullable: true, description: 'KRW.' })
  optionPrice?: number | null;

  @Field(() => String, { nullable: true, description: 'Only with an option price.' })
  optionText?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Hours before the slot the guest may cancel (0-720); null: no free cancellation; absent: 24.',
  })
  freeCancellationHours?: number | null;

  @Field(() => String, { nullable: true, description: 'HH:MM.' })
  startTime?: string;

  @Field(() => String, { nullable: true, description: 'e.g. 90min, 2hrs.' })
  duration?: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  salesAvailableFrom?: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, after the start.' })
  salesAvailableUntil?: string;

  @Field(() => [String], { nullable: true, description: 'YYYY-MM-DD dates.' })
  unavailableDates?: string[];

  @Field(() => [Int], { nullable: true, description: '0 = Sunday ... 6 = Saturday.' })
  blockedWeekdays?: number[];

  @Field(() => [String], { nullable: true, description: 'HH:MM, minutes 00/15/30/45; at least one.' })
  timeSlots?: string[];

  @Field(() => [String], { nullable: true })
  hashtags?: string[];

  @Field(() => [String], { nullable: true })
  cjPartners?: string[];

  @Field(() => String, { nullable: true })
  shortDescription?: string;

  @Field(() => String, { nullable: true })
  description?: string;

  @Field(() => String, { nullable: true, description: 'At most 4 lines.' })
  aboutExperience?: string;

  @Field(() => String, { nullable: true, description: 'HTML; sanitised on save.' })
  overview?: string;

  @Field(() => String, { nullable: true, description: 'HTML; sanitised on save.' })
  itinerary?: string;

  @Field(() => String, { nullable: true, description: 'HTML; sanitised on save.' })
  included?: string;

  @Field(() => [String], { nullable: true })
  experienceHighlights?: string[];

  @Field(() => [String], { nullable: true, description: 'Tags and < > { } [ ] \\ are removed.' })
  goodToKnow?: string[];

  @Field(() => [ItineraryStepInput], { nullable: true })
  detailedItinerary?: ItineraryStepInput[];

  @Field(() => [String], { nullable: true })
  includedItems?: string[];

  @Field(() => [String], { nullable: true })
  notIncludedItems?: string[];

  @Field(() => String, { nullable: true })
  mainImage?: string | null;

  @Field(() => [String], { nullable: true })
  overviewImages?: string[];

  @Field(() => Float, { nullable: true })
  latitude?: number | null;

  @Field(() => Float, { nullable: true })
  longitude?: number | null;

  @Field(() => String, { nullable: true, description: 'A Google Maps embed address (or its iframe).' })
  googleMapIframe?: string | null;

  @Field(() => [RecommendationPlaceInput], { nullable: true })
  recommendationPlaces?: RecommendationPlaceInput[];

  @Field(() => String, { nullable: true })
  externalBookingLink?: string | null;

  @Field(() => String, { nullable: true, description: 'Empty: the title.' })
  metaTitle?: string | null;

  @Field(() => String, { nullable: true })
  metaDescription?: string | null;

  @Field(() => String, { nullable: true })
  metaKeywords?: string | null;

  @Field(() => String, { nullable: true })
  canonicalUrl?: string | null;
}

export const ExperienceStatusEnum = { active: 'active', inactive: 'inactive', all: 'all' } as const;
export type ExperienceStatusEnum = (typeof ExperienceStatusEnum)[keyof typeof ExperienceStatusEnum];
registerEnumType(ExperienceStatusEnum, { name: 'ExperienceStatus' });

export const AdminExperienceSortEnum = {
  id: 'id',
  title: 'title',
  category: 'category',
  price: 'price',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
} as const;
export type AdminExperienceSortEnum = (typeof AdminExperienceSortEnum)[keyof typeof AdminExperienceSortEnum];
registerEnumType(AdminExperienceSortEnum, { name: 'AdminExperienceSort' });

/** The admin items list filter: all conditions AND-ed. */
@InputType()
export class AdminExperienceFilter {
  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive over title, location, hashtags; or an id.',
  })
  search?: string | null;

  @Field(() => ExperienceStatusEnum, { nullable: true, defaultValue: 'active' })
  status?: ExperienceStatusEnum;

  @Field(() => CategoryEnum, { nullable: true })
  category?: CategoryEnum | null;

  @Field(() => LanguageEnum, { nullable: true })
  language?: LanguageEnum | null;

  @Field(() => CultureTagEnum, { nullable: true })
  cultureTag?: CultureTagEnum | null;

  @Field(() => PromotionTypeEnum, { nullable: true })
  promotion?: PromotionTypeEnum | null;
}
