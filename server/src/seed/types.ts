import type { Category, CultureTag, Language, PromotionType } from '../../../domain/constants.js';
import type { ArtMotif } from './images.js';

/** Keys of the shared catalogue of places recommended near experiences (see places.ts). */
export type PlaceKey =
  | 'bukchon'
  | 'insadong'
  | 'ikseondong'
  | 'gwangjang'
  | 'namsan'
  | 'cheonggyecheon'
  | 'changdeokgung'
  | 'jogyesa'
  | 'myeongdong'
  | 'hongdae'
  | 'mangwon'
  | 'seongsu'
  | 'coex'
  | 'seokchon'
  | 'ddp'
  | 'euljiro'
  | 'yeouido'
  | 'imjingak'
  | 'bongeunsa'
  | 'tongin';

export interface RecommendationSeed {
  place: PlaceKey;
  title: string;
  description: string;
}

/**
 * One demo experience, written in the language of its `language` list. Dates of the schedule are
 * offsets in days from today in Seoul, resolved at seed time.
 */
export interface ExperienceSeed {
  /** Stable key: names the generated images. */
  slug: string;
  language: Language[];
  title: string;
  shortDescription: string;
  description: string;
  /** At most 4 lines. */
  aboutExperience: string[];
  /** Paragraphs of the overview; may contain <strong>. */
  overview: string[];
  category: Category;
  /** Exactly one, as the item form requires (a demo item must save as it is). */
  kCultureTags: [CultureTag];
  hashtags: string[];
  location: string;
  duration: string;
  minGuests: number;
  maxGuests: number;
  /** Most guests one booking may have (absent: the seats per slot). */
  maxGuestsPerBooking?: number;
  price: number;
  promotionType: PromotionType[];
  promotionDiscount?: number;
  schedule: {
    timeSlots?: string[];
    startTime?: string;
    /** [from, until] in days from today; omitted: no sales window. */
    window?: [number, number];
    blockedWeekdays?: number[];
    /** Days from today on which it does not run. */
    unavailable?: number[];
  };
  highlights: string[];
  goodToKnow: string[];
  itinerary: { description: string; duration: string }[];
  includedItems: string[];
  notIncludedItems: string[];
  /** The meeting point's real address in Korean (road name address), for taxi drivers and map search. */
  addressKo: string;
  latitude: number;
  longitude: number;
  /** Adds a Google Maps embed address for the coordinates. */
  map?: boolean;
  recommendations: RecommendationSeed[];
  metaTitle: string;
  metaDescription: string;
  cjPartners?: string[];
  externalBookingLink?: string;
  isActive?: boolean;
  option?: { text: string; price: number };
  /** Hours before the slot the guest may cancel free of charge; null: none; absent: the default (24). */
  freeCancellationHours?: number | null;
  /** Confirmed at once (tickets), or on request (the default). */
  confirmationMode?: 'instant' | 'request';
  motif: ArtMotif;
  /** How many days ago the item was created (newest-first ordering). */
  ageDays: number;
}
