/** Product-wide constants shared by the server and the web app (specs §3 and §9). */

/** CHN is Traditional Chinese (zh-Hant, for Taiwan and Hong Kong), CHS Simplified (zh-Hans, for the mainland). */
export const LANGUAGES = ['ENG', 'JPN', 'CHN', 'CHS', 'KOR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ENG';

export const CATEGORIES = ['Experience', 'Tour', 'Tickets'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CULTURE_TAGS = ['K-Sool', 'K-Pop', 'K-Drama', 'K-Food', 'K-Trend'] as const;
export type CultureTag = (typeof CULTURE_TAGS)[number];

export const PROMOTION_TYPES = ['%OFF', 'EXCLUSIVE', 'NEW'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/**
 * Where a booking stands. `pending` (an application waiting for staff), `awaiting_payment` (a
 * booking waiting for its online payment) and `offered` (seats a waitlist offers a guest, waiting for
 * their answer: domain/waitlist.ts) hold their seats until their hold ends; `expired` is a hold that
 * ended without a decision, a payment or an answer (its seats came back).
 */
export const BOOKING_STATUSES = [
  'pending',
  'awaiting_payment',
  'confirmed',
  'cancelled',
  'expired',
  'offered',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** The statuses that hold seats while their hold lasts (domain/holds.ts). */
export const HOLDING_STATUSES = [
  'pending',
  'awaiting_payment',
  'offered',
] as const satisfies readonly BookingStatus[];

/** How an item's bookings are confirmed: at once when seats are free, or by staff (the original flow). */
export const CONFIRMATION_MODES = ['instant', 'request'] as const;
export type ConfirmationMode = (typeof CONFIRMATION_MODES)[number];

export const BOOKING_LOG_TYPES = ['booking_created', 'status_change', 'email_sent', 'memo_update'] as const;
export type BookingLogType = (typeof BOOKING_LOG_TYPES)[number];

export const LOG_AUTHORS = ['customer', 'admin', 'system'] as const;
export type LogAuthor = (typeof LOG_AUTHORS)[number];

export const REVIEW_TYPES = ['general', 'reels'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

export const ARTICLE_CATEGORIES = ['guide', 'tips', 'culture', 'news'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const PARTNERS = [
  'CJ Foodville',
  'CJ ENM',
  'CJ',
  'CJ Logistics',
  'CJ Cheiljedang',
  'CJ Freshway',
  'CJ Logistics Resort Div.',
  'CJ Olive Young',
  'CJ CGV',
  'TVING',
  'Studio Dragon',
] as const;

export const SEOUL_TIME_ZONE = 'Asia/Seoul';

export const LIMITS = {
  defaultMaxGuests: 10,
  defaultMinGuests: 1,
  defaultSalesWindowDays: 30,
  undecidedStartTime: '10:00',
  codeLength: 6,
  reviewMaxLength: 4000,
  reviewMaxImages: 5,
  uploadMaxBytes: 10 * 1024 * 1024,
  shortDescriptionMax: 150,
  metaTitleMax: 60,
  metaDescriptionMax: 160,
  searchResults: 5,
  popularCount: 3,
  relatedArticles: 3,
  carouselIntervalMs: 5000,
  swipeThresholdPx: 50,
  overCapacityGuests: 10,
  /** The longest date range the catalogue filter accepts (GraphQL and the `/experiences?from=&to=` page). */
  dateFilterMaxDays: 366,
} as const;

/**
 * Review limits (spec §5 "Review", §9); the database columns have the same sizes. Here rather than
 * beside the review schema (schemas/review.ts re-exports them): a page that only shows reviews does
 * not load yup with them.
 */
export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  reviewerName: 100,
  content: LIMITS.reviewMaxLength,
  images: LIMITS.reviewMaxImages,
  pinLength: LIMITS.codeLength,
  link: 2000,
} as const;
