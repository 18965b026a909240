import { registerEnumType } from 'type-graphql';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../domain/payment.js';
import type { WaitlistStatus } from '../../../domain/waitlist.js';

/**
 * The product's choice lists as GraphQL enums. Keys are GraphQL names (no hyphens or % allowed there);
 * values are the stored strings and the REST shim's wire values ('K-Sool', '%OFF').
 */
export const LanguageEnum = { ENG: 'ENG', JPN: 'JPN', CHN: 'CHN', CHS: 'CHS', KOR: 'KOR' } as const;
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
  awaiting_payment: 'awaiting_payment',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  expired: 'expired',
  offered: 'offered',
} as const;
export type BookingStatusEnum = (typeof BookingStatusEnum)[keyof typeof BookingStatusEnum];

export const ConfirmationModeEnum = { instant: 'instant', request: 'request' } as const;
export type ConfirmationModeEnum = (typeof ConfirmationModeEnum)[keyof typeof ConfirmationModeEnum];

export const BookingLogTypeEnum = {
  booking_created: 'booking_created',
  status_change: 'status_change',
  email_sent: 'email_sent',
  memo_update: 'memo_update',
  payment_recorded: 'payment_recorded',
  payment_voided: 'payment_voided',
  refund_recorded: 'refund_recorded',
  refund_voided: 'refund_voided',
  refund_requested: 'refund_requested',
  refund_failed: 'refund_failed',
  checked_in: 'checked_in',
  check_in_undone: 'check_in_undone',
  no_show: 'no_show',
  no_show_undone: 'no_show_undone',
  moved: 'moved',
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
  description: 'A language an experience is offered in, or a guest writes in.',
  valuesConfig: {
    ENG: { description: 'English.' },
    JPN: { description: 'Japanese.' },
    CHN: { description: 'Traditional Chinese (zh-Hant: Taiwan, Hong Kong, Macau).' },
    CHS: { description: 'Simplified Chinese (zh-Hans: mainland China, Singapore).' },
    KOR: { description: 'Korean.' },
  },
});
registerEnumType(CategoryEnum, {
  name: 'Category',
  description: 'What kind of item an experience is (the storefront tabs).',
  valuesConfig: {
    Experience: { description: 'A hands-on class or activity.' },
    Tour: { description: 'A guided tour.' },
    Tickets: { description: 'Admission tickets (shows, venues, passes).' },
  },
});
registerEnumType(CultureTagEnum, {
  name: 'CultureTag',
  description: 'The Korean-culture theme of an experience (REST wire value in brackets).',
  valuesConfig: {
    K_SOOL: { description: 'Korean liquor (`K-Sool`).' },
    K_POP: { description: 'K-pop music and idols (`K-Pop`).' },
    K_DRAMA: { description: 'Korean TV dramas and film (`K-Drama`).' },
    K_FOOD: { description: 'Korean food (`K-Food`).' },
    K_TREND: { description: 'Current trends: beauty, fashion, places (`K-Trend`).' },
  },
});
registerEnumType(PromotionTypeEnum, {
  name: 'PromotionType',
  description: 'The promotion badge of an experience (REST wire value in brackets).',
  valuesConfig: {
    PERCENT_OFF: { description: 'A discount: `discountRate` percent off the price (`%OFF`).' },
    EXCLUSIVE: { description: 'Only sold on this site (`EXCLUSIVE`).' },
    NEW: { description: 'Newly added (`NEW`).' },
  },
});
registerEnumType(BookingStatusEnum, {
  name: 'BookingStatus',
  description: 'Where a booking application stands.',
  valuesConfig: {
    pending: {
      description: 'Applied for; staff have not confirmed it yet. Holds its seats until its hold ends.',
    },
    awaiting_payment: {
      description: 'Waiting for its online payment; holds its seats for PAYMENT_HOLD_MINUTES.',
    },
    confirmed: { description: 'Confirmed, at once or by staff: takes its seats.' },
    cancelled: { description: 'Cancelled by the guest or staff, or declined.' },
    expired: {
      description: 'Its hold ended before staff decided or the payment came; its seats came back.',
    },
    offered: {
      description:
        "Seats a slot's waitlist offers a guest, held until they answer or the offer ends (issue 41).",
    },
  },
});
export const WaitlistStatusEnum = {
  waiting: 'waiting',
  offered: 'offered',
  accepted: 'accepted',
  declined: 'declined',
  expired: 'expired',
  left: 'left',
  closed: 'closed',
} as const satisfies Record<WaitlistStatus, WaitlistStatus>;
export type WaitlistStatusEnum = (typeof WaitlistStatusEnum)[keyof typeof WaitlistStatusEnum];
registerEnumType(WaitlistStatusEnum, {
  name: 'WaitlistStatus',
  description: "Where a slot's waitlist entry stands (domain/waitlist.ts).",
  valuesConfig: {
    waiting: { description: 'In the queue.' },
    offered: { description: 'Seats are held for it until the guest answers or the offer ends.' },
    accepted: { description: 'The guest accepted the offer: it became a booking.' },
    declined: { description: 'The guest declined the offer.' },
    expired: { description: 'The offer ended without an answer.' },
    left: { description: 'The guest left the queue.' },
    closed: { description: "The slot's sales closed before seats came back." },
  },
});

registerEnumType(ConfirmationModeEnum, {
  name: 'ConfirmationMode',
  description: "How an item's bookings are confirmed.",
  valuesConfig: {
    instant: { description: 'At once when seats are free (and, with online payment on, once paid).' },
    request: { description: 'Staff approve each application (the original flow).' },
  },
});

registerEnumType(BookingLogTypeEnum, {
  name: 'BookingLogType',
  description: 'What a booking history entry records.',
  valuesConfig: {
    booking_created: { description: 'The guest applied.' },
    status_change: { description: 'The status changed (confirmed, cancelled, reopened).' },
    email_sent: { description: 'A mail went to the guest.' },
    memo_update: { description: 'Staff changed the internal memo.' },
    payment_recorded: { description: 'A payment was recorded.' },
    payment_voided: { description: 'A payment record was voided.' },
    refund_recorded: { description: 'A refund to the guest was recorded.' },
    refund_voided: { description: 'A refund record was voided.' },
    refund_requested: { description: 'A refund was asked of the online payment provider (not done yet).' },
    refund_failed: { description: 'The online payment provider refused or failed a refund.' },
    checked_in: {
      description: 'Staff checked the guests in at the meeting point (or changed how many came).',
    },
    check_in_undone: { description: 'Staff undid a check-in (within a minute of it).' },
    no_show: {
      description: 'The guests did not come: marked by staff, or by the automatic job after the slot.',
    },
    no_show_undone: { description: 'Staff took back a no-show mark.' },
    moved: { description: 'The booking moved to another date or time slot (by the guest or staff).' },
  },
});
registerEnumType(LogAuthorEnum, {
  name: 'LogAuthor',
  description: 'Who caused a booking history entry.',
  valuesConfig: {
    customer: { description: 'The guest (applying, cancelling, changing the booking).' },
    admin: { description: 'A staff member in the back office.' },
    system: { description: 'The server itself (scheduled jobs, automatic mails).' },
  },
});
registerEnumType(ReviewTypeEnum, {
  name: 'ReviewType',
  description: 'The kind of review.',
  valuesConfig: {
    general: { description: 'A written review with a rating and optional photos.' },
    reels: { description: 'A short video review (the guest links to their video).' },
  },
});
registerEnumType(ArticleCategoryEnum, {
  name: 'ArticleCategory',
  description: 'The section of the magazine an article belongs to.',
  valuesConfig: {
    guide: { description: 'Travel Guide.' },
    tips: { description: 'Tips & Advice.' },
    culture: { description: 'Culture Stories.' },
    news: { description: 'News & Updates.' },
  },
});

/** `owner`: everything, staff management included; `staff`: the daily work (bookings, reviews, content). */
export enum AdminRole {
  owner = 'owner',
  staff = 'staff',
}
registerEnumType(AdminRole, {
  name: 'AdminRole',
  description: 'What a back-office account may do.',
  valuesConfig: {
    owner: { description: 'Everything, managing staff accounts and settings included.' },
    staff: { description: 'The daily work: bookings, payments, reviews, content, inquiries.' },
  },
});

export const PaymentStatusEnum = Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, s])) as {
  [S in PaymentStatus]: S;
};
registerEnumType(PaymentStatusEnum, {
  name: 'PaymentStatus',
  description: "A booking's payment state, derived from its payment records against the amount due.",
  valuesConfig: {
    unpaid: { description: 'Nothing paid yet.' },
    partially_paid: { description: 'Less than the amount due kept.' },
    paid: { description: 'Exactly the amount due kept.' },
    overpaid: { description: 'More than the amount due kept.' },
    refund_due: { description: 'Cancelled, money kept and no refund recorded yet: it is owed back.' },
    partially_refunded: { description: 'Cancelled, part of the money refunded and part still kept.' },
    refunded: { description: 'Money came and all of it went back: nothing kept.' },
  },
});

/** The applications list's payment filter: a payment status, or what staff chase (awaiting, overdue). */
export const PaymentFilterEnum = {
  ...PaymentStatusEnum,
  awaiting: 'awaiting',
  overdue: 'overdue',
} as const;
export type PaymentFilterEnum = (typeof PaymentFilterEnum)[keyof typeof PaymentFilterEnum];
registerEnumType(PaymentFilterEnum, {
  name: 'PaymentFilter',
  description:
    'Payment filter of the applications list: a payment status (approved bookings only), or what staff chase.',
  valuesConfig: {
    unpaid: { description: 'Approved, nothing paid yet.' },
    partially_paid: { description: 'Approved, less than due paid.' },
    paid: { description: 'Approved, paid in full.' },
    overpaid: { description: 'Approved, more than due paid.' },
    refund_due: { description: 'Cancelled with money kept, no refund recorded yet.' },
    partially_refunded: { description: 'Cancelled, part of the money refunded.' },
    refunded: { description: 'Approved, all money refunded.' },
    awaiting: { description: 'Confirmed and still owing (the dashboard count).' },
    overdue: { description: 'Awaiting payment past its deadline (the dashboard count).' },
  },
});
