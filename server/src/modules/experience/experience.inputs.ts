import { Field, Float, InputType, Int, registerEnumType } from 'type-graphql';
import {
  CategoryEnum,
  ConfirmationModeEnum,
  CultureTagEnum,
  LanguageEnum,
  PromotionTypeEnum,
} from '../../common/enums.js';
import { KOREA_BOUNDS } from '../../../../domain/maps.js';

/** A Korea bound as the descriptions write it: "33.0 to 38.7". */
const range = ({ min, max }: { min: number; max: number }) => `${min.toFixed(1)} to ${max.toFixed(1)}`;

export const ExperienceSortEnum = {
  popularity: 'popularity',
  rating: 'rating',
  priceLow: 'priceLow',
  priceHigh: 'priceHigh',
} as const;
export type ExperienceSortEnum = (typeof ExperienceSortEnum)[keyof typeof ExperienceSortEnum];
registerEnumType(ExperienceSortEnum, {
  name: 'ExperienceSort',
  description: 'Order of the storefront list; ties go to the lower id.',
  valuesConfig: {
    popularity: { description: 'Most reviews first (the default).' },
    rating: { description: 'Highest mean rating first, then most reviews.' },
    priceLow: { description: 'Lowest discounted price first.' },
    priceHigh: { description: 'Highest discounted price first.' },
  },
});

/** Storefront list filter (spec §5 "List filters"): OR within a group, AND across groups. */
@InputType({
  description:
    'Storefront list filter: OR within a group (categories, cultureTags, languages), AND across groups.',
})
export class ExperienceFilter {
  @Field(() => LanguageEnum, { nullable: true, description: 'Only experiences offered in this language.' })
  language?: LanguageEnum;

  @Field(() => [CategoryEnum], { nullable: true, description: 'Any of these categories.' })
  categories?: CategoryEnum[];

  @Field(() => [CultureTagEnum], { nullable: true, description: 'Any of these culture tags.' })
  cultureTags?: CultureTagEnum[];

  @Field(() => [LanguageEnum], {
    nullable: true,
    description: 'Any of these languages (the filter panel group).',
  })
  languages?: LanguageEnum[];

  @Field({
    nullable: true,
    description: 'Words to find, case-insensitive, in title, descriptions, location, hashtags and tags.',
  })
  search?: string;

  @Field({
    nullable: true,
    description:
      'Start of the visit range, YYYY-MM-DD (Asia/Seoul): only experiences bookable on some day of the range. Alone: that one day.',
  })
  dateFrom?: string;

  @Field({ nullable: true, description: 'End of the visit range, YYYY-MM-DD (Asia/Seoul), inclusive.' })
  dateTo?: string;

  @Field({ nullable: true, description: 'Also inactive experiences; honoured for an admin session only.' })
  includeInactive?: boolean;
}

@InputType({ description: 'One step of "What you will do".' })
export class ItineraryStepInput {
  @Field(() => String, { nullable: true, description: 'What happens in this step.' })
  description?: string;

  @Field(() => String, { nullable: true, description: 'How long it takes, free text, e.g. "30min".' })
  duration?: string;
}

@InputType({ description: 'A nearby place the team recommends; entries without a title are dropped.' })
export class RecommendationPlaceInput {
  @Field(() => String, { nullable: true, description: 'Name of the place.' })
  title?: string;

  @Field(() => String, {
    nullable: true,
    description: 'Image URL (an upload path such as /uploads/..., or https).',
  })
  image?: string | null;

  @Field(() => String, { nullable: true, description: 'Web page of the place (https URL).' })
  link?: string | null;

  @Field(() => String, { nullable: true, description: 'A sentence or two about the place.' })
  description?: string | null;
}

/**
 * An item as the admin editor sends it. Every field is optional here: the domain schema
 * (domain/schemas/experience.ts) decides what is required, so a missing field is reported with the
 * others in one 'Missing required fields' message.
 */
@InputType({
  description:
    'An item as the admin editor sends it. Every field is optional here; the shared validation decides what is required and reports all missing fields in one BAD_USER_INPUT.',
})
export class ExperienceInput {
  @Field(() => [LanguageEnum], {
    nullable: true,
    description: 'Language the experience is run in: exactly one.',
  })
  language?: LanguageEnum[];

  @Field(() => String, { nullable: true, description: 'Title (required).' })
  title?: string;

  @Field(() => CategoryEnum, { nullable: true, description: 'Experience, Tour or Tickets (required).' })
  category?: CategoryEnum;

  @Field(() => [CultureTagEnum], { nullable: true, description: 'Korean-culture theme: exactly one.' })
  kCultureTags?: CultureTagEnum[];

  @Field(() => String, { nullable: true, description: 'Where it takes place: area or address, free text.' })
  location?: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'On sale and shown on the storefront (default true).',
  })
  isActive?: boolean;

  @Field(() => Int, { nullable: true, description: 'Fewest guests per booking (default 1).' })
  minGuests?: number | null;

  @Field(() => Int, { nullable: true, description: 'Seats per time slot (default 10); not below minGuests.' })
  maxGuests?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Most guests one booking may have, from minGuests to maxGuests; null or absent: no limit below the seats.',
  })
  maxGuestsPerBooking?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Price per guest in whole KRW, before any discount (default 0).',
  })
  price?: number | null;

  @Field(() => [PromotionTypeEnum], {
    nullable: true,
    description: 'Promotion badges (%OFF, EXCLUSIVE, NEW).',
  })
  promotionType?: PromotionTypeEnum[];

  @Field(() => Int, { nullable: true, description: 'Discount in percent, 0-99; kept only with PERCENT_OFF.' })
  promotionDiscount?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Price of the optional add-on in whole KRW per guest; null: no add-on.',
  })
  optionPrice?: number | null;

  @Field(() => String, { nullable: true, description: 'Name of the add-on; only with an option price.' })
  optionText?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Hours before the slot (Asia/Seoul) the guest may cancel free of charge, 0-720; null: no free cancellation; absent: 24.',
  })
  freeCancellationHours?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Hours before the slot (Asia/Seoul) the guest may still move the booking themselves, 0-720; null or absent: the free-cancellation window.',
  })
  changeWindowHours?: number | null;

  @Field(() => ConfirmationModeEnum, {
    nullable: true,
    description:
      'instant: a booking with free seats is confirmed at once (once paid, with online payment on); request: staff approve each application. Absent: request.',
  })
  confirmationMode?: ConfirmationModeEnum | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Hours before a slot starts (Asia/Seoul) after which the storefront no longer sells it, 0-168; absent: 2.',
  })
  bookingCutoffHours?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "Hours a waitlist offer waits for the guest's answer, 1-168, never past the slot's cut-off; absent: 12.",
  })
  waitlistOfferHours?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Usual start time, HH:mm (Asia/Seoul); 10:00 means not decided yet.',
  })
  startTime?: string;

  @Field(() => String, {
    nullable: true,
    description: 'How long it lasts: a number and min, hr or hrs, e.g. 90min, 2hrs.',
  })
  duration?: string;

  @Field(() => String, {
    nullable: true,
    description: 'First bookable date, YYYY-MM-DD (Asia/Seoul); required.',
  })
  salesAvailableFrom?: string;

  @Field(() => String, {
    nullable: true,
    description: 'Last bookable date, YYYY-MM-DD (Asia/Seoul), after the start; empty: 30 days from today.',
  })
  salesAvailableUntil?: string;

  @Field(() => [String], { nullable: true, description: 'Dates it does not run, YYYY-MM-DD (Asia/Seoul).' })
  unavailableDates?: string[];

  @Field(() => [Int], {
    nullable: true,
    description: 'Weekdays it does not run: 0 = Sunday ... 6 = Saturday.',
  })
  blockedWeekdays?: number[];

  @Field(() => [String], {
    nullable: true,
    description:
      'Slot start times, HH:mm (Asia/Seoul), minutes 00, 15, 30 or 45, no duplicates; at least one.',
  })
  timeSlots?: string[];

  @Field(() => [String], {
    nullable: true,
    description: 'Hashtags without the #; duplicates (ignoring case) are refused.',
  })
  hashtags?: string[];

  @Field(() => [String], {
    nullable: true,
    description: 'CJ group partners involved in the item, from the fixed list (CJ ENM, CJ CGV, TVING...).',
  })
  cjPartners?: string[];

  @Field(() => String, {
    nullable: true,
    description: 'One-line summary for list cards, at most 150 characters.',
  })
  shortDescription?: string;

  @Field(() => String, {
    nullable: true,
    description: 'Plain-text description (used in search and meta tags).',
  })
  description?: string;

  @Field(() => String, { nullable: true, description: '"About this experience" text, at most 4 lines.' })
  aboutExperience?: string;

  @Field(() => String, { nullable: true, description: 'Overview section: HTML, sanitised on save.' })
  overview?: string;

  @Field(() => String, { nullable: true, description: 'Itinerary section: HTML, sanitised on save.' })
  itinerary?: string;

  @Field(() => String, {
    nullable: true,
    description: '"What is included" section: HTML, sanitised on save.',
  })
  included?: string;

  @Field(() => [String], {
    nullable: true,
    description: 'Highlights, one bullet each; empty entries are dropped.',
  })
  experienceHighlights?: string[];

  @Field(() => [String], {
    nullable: true,
    description: 'Practical notes, one bullet each; tags and < > { } [ ] \\ are removed.',
  })
  goodToKnow?: string[];

  @Field(() => [ItineraryStepInput], {
    nullable: true,
    description: 'The steps of "What you will do", in order.',
  })
  detailedItinerary?: ItineraryStepInput[];

  @Field(() => [String], { nullable: true, description: 'What the price includes, one bullet each.' })
  includedItems?: string[];

  @Field(() => [String], { nullable: true, description: 'What the price does not include, one bullet each.' })
  notIncludedItems?: string[];

  @Field(() => String, {
    nullable: true,
    description: 'Hero image URL, as uploadImage answered it (or https).',
  })
  mainImage?: string | null;

  @Field(() => [String], { nullable: true, description: 'Gallery image URLs, in order.' })
  overviewImages?: string[];

  @Field(() => String, {
    nullable: true,
    description: "The meeting point's address in Korean (Hangul), at most 300 characters; empty: none.",
  })
  addressKo?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: `Latitude of the meeting point, degrees (WGS 84), ${range(KOREA_BOUNDS.latitude)} (South Korea); with the longitude or not at all.`,
  })
  latitude?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: `Longitude of the meeting point, degrees (WGS 84), ${range(KOREA_BOUNDS.longitude)} (South Korea); with the latitude or not at all.`,
  })
  longitude?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Google Maps embed address (https://www.google.com/maps/embed?...) or the <iframe> snippet Google gives; other addresses are refused.',
  })
  googleMapIframe?: string | null;

  @Field(() => [RecommendationPlaceInput], {
    nullable: true,
    description: 'Nearby places the team recommends.',
  })
  recommendationPlaces?: RecommendationPlaceInput[];

  @Field(() => String, {
    nullable: true,
    description: 'Book on this external site (https URL) instead of here; empty: book here.',
  })
  externalBookingLink?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Title for search engines, at most 60 characters; empty: the title.',
  })
  metaTitle?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Description for search engines, at most 160 characters.',
  })
  metaDescription?: string | null;

  @Field(() => String, { nullable: true, description: 'Comma-separated keywords for search engines.' })
  metaKeywords?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Canonical URL of the page when it differs from the default.',
  })
  canonicalUrl?: string | null;
}

export const ExperienceStatusEnum = { active: 'active', inactive: 'inactive', all: 'all' } as const;
export type ExperienceStatusEnum = (typeof ExperienceStatusEnum)[keyof typeof ExperienceStatusEnum];
registerEnumType(ExperienceStatusEnum, {
  name: 'ExperienceStatus',
  description: 'Which items the admin list shows.',
  valuesConfig: {
    active: { description: 'On sale (isActive).' },
    inactive: { description: 'Off sale.' },
    all: { description: 'Both.' },
  },
});

export const AdminExperienceSortEnum = {
  id: 'id',
  title: 'title',
  category: 'category',
  price: 'price',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
} as const;
export type AdminExperienceSortEnum = (typeof AdminExperienceSortEnum)[keyof typeof AdminExperienceSortEnum];
registerEnumType(AdminExperienceSortEnum, {
  name: 'AdminExperienceSort',
  description: 'Column the admin items list is sorted by (with SortDirection).',
  valuesConfig: {
    id: { description: 'Item id (the default, newest first).' },
    title: { description: 'Title.' },
    category: { description: 'Category.' },
    price: { description: 'Price before discount.' },
    createdAt: { description: 'When it was created.' },
    updatedAt: { description: 'When it was last changed.' },
  },
});

/** The admin items list filter: all conditions AND-ed. */
@InputType({ description: 'The admin items list filter: all conditions AND-ed.' })
export class AdminExperienceFilter {
  @Field(() => String, {
    nullable: true,
    description: 'Words to find, case-insensitive, in title, location and hashtags; or an item id.',
  })
  search?: string | null;

  @Field(() => ExperienceStatusEnum, {
    nullable: true,
    defaultValue: 'active',
    description: 'Active, inactive or all items (default active).',
  })
  status?: ExperienceStatusEnum;

  @Field(() => CategoryEnum, { nullable: true, description: 'Only this category.' })
  category?: CategoryEnum | null;

  @Field(() => LanguageEnum, { nullable: true, description: 'Only items run in this language.' })
  language?: LanguageEnum | null;

  @Field(() => CultureTagEnum, { nullable: true, description: 'Only items with this culture tag.' })
  cultureTag?: CultureTagEnum | null;

  @Field(() => PromotionTypeEnum, { nullable: true, description: 'Only items with this promotion badge.' })
  promotion?: PromotionTypeEnum | null;
}
