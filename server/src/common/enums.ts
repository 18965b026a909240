import { registerEnumType } from 'type-graphql';

/**
 * The product's choice lists as GraphQL enums. Keys are GraphQL names (no hyphens or % allowed there);
 * values are the stored strings and the REST shim's wire values ('K-Sool', '%OFF').
 */
export const LanguageEnum = { ENG: 'ENG', JPN: 'JPN', CHN: 'CHN', KOR: 'KOR' } as const;
export type LanguageEnum = (typeof LanguageEnum)[keyof typeof LanguageEnum];

export const CategoryEnum = { Experience: 'Experience', Tour: 'Tour', Tickets: 'Tickets' } as const;
export type CategoryEnum = (typeof CategoryEnum)[keyof typeof CategoryEnum];

export const CultureTagEnum = {
  K_SOOL: 'K-Sool',
  K_POP: 'K-Pop',
  K_DRAMA: 'K-Drama',
  K_FOOD: 'K-Food',
  K_TREND: 'K-Trend',
} as const;
export type CultureTagEnum = (typeof CultureTagEnum)[keyof typeof CultureTagEnum];

export const PromotionTypeEnum = { PERCENT_OFF: '%OFF', EXCLUSIVE: 'EXCLUSIVE', NEW: 'NEW' } as const;
export type PromotionTypeEnum = (typeof PromotionTypeEnum)[keyof typeof PromotionTypeEnum];

export const BookingStatusEnum = {
  pending: 'pending',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
} as const;
export type BookingStatusEnum = (typeof BookingStatusEnum)[keyof typeof BookingStatusEnum];

export const BookingLogTypeEnum = {
  booking_created: 'booking_created',
  status_change: 'status_change',
  email_sent: 'email_sent',
  memo_update: 'memo_update',
  payment_recorded: 'payment_recorded',
  payment_voided: 'payment_voided',
} as const;
export type BookingLogTypeEnum = (typeof BookingLogTypeEnum)[keyof typeof BookingLogTypeEnum];

export const LogAuthorEnum = { customer: 'customer', admin: 'admin', system: 'system' } as const;
export type LogAuthorEnum = (typeof LogAuthorEnum)[keyof typeof LogAuthorEnum];

export const ReviewTypeEnum = { general: 'general', reels: 'reels' } as const;
export type ReviewTypeEnum = (typeof ReviewTypeEnum)[keyof typeof ReviewTypeEnum];

export const ArticleCategoryEnum = {
  guide: 'guide',
  tips: 'tips',
  culture: 'culture',
  news: 'news',
} as const;
export type ArticleCategoryEnum = (typeof ArticleCategoryEnum)[keyof typeof ArticleCategoryEnum];

registerEnumType(LanguageEnum, {
  name: 'Language',
  description: 'ENG, JPN, CHN (Traditional Chinese) or KOR',
});
registerEnumType(CategoryEnum, { name: 'Category' });
registerEnumType(CultureTagEnum, {
  name: 'CultureTag',
  description: 'K-Sool, K-Pop, K-Drama, K-Food, K-Trend',
});
registerEnumType(PromotionTypeEnum, { name: 'PromotionType', description: '%OFF, EXCLUSIVE or NEW' });
registerEnumType(BookingStatusEnum, { name: 'BookingStatus' });
registerEnumType(BookingLogTypeEnum, { name: 'BookingLogType' });
registerEnumType(LogAuthorEnum, { name: 'LogAuthor' });
registerEnumType(ReviewTypeEnum, { name: 'ReviewType' });
registerEnumType(ArticleCategoryEnum, {
  name: 'ArticleCategory',
  description: 'guide = Travel Guide, tips = Tips & Advice, culture = Culture Stories, news = News & Updates',
});
