/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The new account, made from an invitation link. */
export type AcceptInvitationInput = {
  /** Password to sign in with (the admin password rules apply). */
  password: string;
  /** The token from the invitation link. */
  token: string;
  /** Username to sign in with. */
  username: string;
};

/** Filters of the admin application lists (flat list, one slot, CSV). */
export type AdminBookingFilter = {
  /** Visit date from, YYYY-MM-DD (Asia/Seoul). */
  dateFrom?: string | null | undefined;
  /** Visit date until (inclusive), YYYY-MM-DD (Asia/Seoul). */
  dateTo?: string | null | undefined;
  /** Only bookings of this item. */
  itemId?: number | null | undefined;
  /** The item's (first) language. */
  language?: Language | null | undefined;
  /** None: any payment state. */
  payment?: PaymentFilter | null | undefined;
  /** Words to find: guest name, e-mail, phone digits (with or without the dial code), booking id or item title. */
  search?: string | null | undefined;
  /** None: all statuses. */
  status?: BookingStatus | null | undefined;
  /** One slot, HH:mm (with itemId and one date). */
  timeSlot?: string | null | undefined;
};

/** What happened, as the open admin screens are told. */
export type AdminEventKind =
  /** A guest applied (a booking in status pending). */
  | 'APPLICATION_CREATED'
  /** A booking's status changed (staff, a bulk action, or the guest's own cancellation). */
  | 'BOOKING_STATUS_CHANGED'
  /** A contact-form message arrived. */
  | 'INQUIRY_CREATED'
  /** Events may have been missed (the server lost its listener for a while): reload. */
  | 'RESYNC'
  /** A review now waits for moderation (a new one, or a published one edited by its writer). */
  | 'REVIEW_PENDING';

/** The admin items list filter: all conditions AND-ed. */
export type AdminExperienceFilter = {
  /** Only this category. */
  category?: Category | null | undefined;
  /** Only items with this culture tag. */
  cultureTag?: CultureTag | null | undefined;
  /** Only items run in this language. */
  language?: Language | null | undefined;
  /** Only items with this promotion badge. */
  promotion?: PromotionType | null | undefined;
  /** Words to find, case-insensitive, in title, location and hashtags; or an item id. */
  search?: string | null | undefined;
  /** Active, inactive or all items (default active). */
  status?: ExperienceStatus | null | undefined;
};

/** Column the admin items list is sorted by (with SortDirection). */
export type AdminExperienceSort =
  /** Category. */
  | 'category'
  /** When it was created. */
  | 'createdAt'
  /** Item id (the default, newest first). */
  | 'id'
  /** Price before discount. */
  | 'price'
  /** Title. */
  | 'title'
  /** When it was last changed. */
  | 'updatedAt';

/** A review by staff. Rules: domain/schemas/review.ts, createAdminReviewSchema. */
export type AdminReviewInput = {
  /** Required on create; ignored on edit. */
  itemId?: number | null | undefined;
  /** A new 6-digit PIN (optional). */
  pin?: string | null | undefined;
  /** Stars, 1-5. */
  rating?: number | null | undefined;
  /** Video link (for reels); YouTube links are stored as an embed address. */
  reelsLink?: string | null | undefined;
  /** The review text, plain text. */
  reviewContent?: string | null | undefined;
  /** Photo URLs returned by uploadImage, at most 5. */
  reviewImages?: Array<string> | null | undefined;
  /** Written (general) or video (reels); required on create. */
  reviewType?: ReviewType | null | undefined;
  /** Name shown with the review. */
  reviewerName?: string | null | undefined;
  /** Cover image URL returned by uploadImage. */
  thumbnailImage?: string | null | undefined;
  /** Date of the visit, YYYY-MM-DD (Asia/Seoul). */
  visitDate?: string | null | undefined;
};

/** What a back-office account may do. */
export type AdminRole =
  /** Everything, managing staff accounts and settings included. */
  | 'owner'
  /** The daily work: bookings, payments, reviews, content, inquiries. */
  | 'staff';

/** The section of the magazine an article belongs to. */
export type ArticleCategory =
  /** Culture Stories. */
  | 'culture'
  /** Travel Guide. */
  | 'guide'
  /** News & Updates. */
  | 'news'
  /** Tips & Advice. */
  | 'tips';

/** What a booking history entry records. */
export type BookingLogType =
  /** The guest applied. */
  | 'booking_created'
  /** A mail went to the guest. */
  | 'email_sent'
  /** Staff changed the internal memo. */
  | 'memo_update'
  /** A payment was recorded. */
  | 'payment_recorded'
  /** A payment record was voided. */
  | 'payment_voided'
  /** The status changed (confirmed, cancelled, reopened). */
  | 'status_change';

/** Column the admin applications list is sorted by (with SortDirection). */
export type BookingSort =
  /** Visit date, then slot. */
  | 'bookingDate'
  /** When the guest applied. */
  | 'createdAt'
  /** Guest e-mail. */
  | 'guestEmail'
  /** Guest name. */
  | 'guestName'
  /** Guest phone. */
  | 'guestPhone'
  /** Booking id (the default: newest first). */
  | 'id'
  /** The item's first language. */
  | 'itemLanguage'
  /** The item title. */
  | 'itemTitle'
  /** Number of guests. */
  | 'numberOfGuests'
  /** Status. */
  | 'status'
  /** Slot start time. */
  | 'timeSlot';

/** Where a booking application stands. */
export type BookingStatus =
  /** Cancelled by the guest or staff, or declined. */
  | 'cancelled'
  /** Confirmed by staff: only confirmed bookings take seats. */
  | 'confirmed'
  /** Applied for; staff have not confirmed it yet (takes no seats). */
  | 'pending';

/** What a bulk action does to each selected booking; both mail the guest. */
export type BulkBookingAction =
  /** Confirm each booking not confirmed yet (refused where the slot is full). */
  | 'approve'
  /** Cancel each booking not cancelled yet. */
  | 'cancel';

/** What a bulk action did to one booking. */
export type BulkBookingOutcome =
  /** Unchanged: it was in that status already. */
  | 'already'
  /** Confirmed, guest mailed. */
  | 'approved'
  /** Cancelled, guest mailed. */
  | 'cancelled'
  /** No booking with this id. */
  | 'not_found'
  /** Not confirmed: the slot is full. */
  | 'refused_over_capacity';

/** A slide, or the fields of one to change (left out: kept). Rules: domain/schemas/carousel.ts (image required, link an optional URL, order >= 1, default the count of its language plus 1). */
export type CarouselSlideInput = {
  /** A URL returned by uploadImage. */
  imageUrl?: string | null | undefined;
  /** The storefront language that shows it (default ENG). */
  language?: Language | null | undefined;
  /** http(s) URL or a path of this site; blank: none. */
  linkUrl?: string | null | undefined;
  /** Position from 1; left out on create: after the last of its language. */
  sortOrder?: number | null | undefined;
  /** Caption over the image. */
  title?: string | null | undefined;
};

/** What kind of item an experience is (the storefront tabs). */
export type Category =
  /** A hands-on class or activity. */
  | 'Experience'
  /** Admission tickets (shows, venues, passes). */
  | 'Tickets'
  /** A guided tour. */
  | 'Tour';

/** A booking application by a guest: the date, slot and number of guests must fit the schedule and the seats left. */
export type CreateBookingInput = {
  /** Date of the visit, YYYY-MM-DD (Asia/Seoul); an available day of the schedule. */
  bookingDate: string;
  /** E-mail for the confirmation mails and the look-up. */
  guestEmail: string;
  /** Name of the guest who books. */
  guestName: string;
  /** Dial code, a space and digits, e.g. "+81 9012345678". */
  guestPhone: string;
  /** Any unique string per submit (e.g. a UUID): a retry with the same key answers the first booking. */
  idempotencyKey?: string | null | undefined;
  /** Id of the experience to book (active, not booked externally). */
  itemId: number;
  /** The language the guest booked in (mails use it). */
  language: Language;
  /** Guests, from the experience minGuests up to the seats left in the slot. */
  numberOfGuests: number;
  /** Anything the team should know (optional). */
  specialRequests?: string | null | undefined;
  /** Slot start time, HH:mm (Asia/Seoul): one of the experience slots, not started yet. */
  timeSlot: string;
  /** Six digits chosen by the guest; with e-mail and phone it finds the booking later. Stored only as a hash. */
  verificationCode: string;
  /** Add the experience's option (optionPrice per guest); only when it has one. */
  withOption?: boolean | null | undefined;
};

/** A new review. Rules: domain/schemas/review.ts; photos must be uploads of this site. */
export type CreateReviewInput = {
  /** The one-time token of the booking's review invitation link: the review is then verified and published at once. */
  invitation?: string | null | undefined;
  /** The experience reviewed (active). */
  itemId: number;
  /** A 6-digit PIN the reviewer chooses; it guards editing and deleting. Stored only as a hash. */
  pin: string;
  /** 1-5. */
  rating: number;
  /** Video link (required for reels); YouTube links are stored as an embed address. */
  reelsLink?: string | null | undefined;
  /** Plain text, at most 4000 characters. */
  reviewContent: string;
  /** Up to 5 URLs returned by uploadImage. */
  reviewImages?: Array<string>;
  /** Written (general, default) or video (reels). */
  reviewType?: ReviewType;
  /** Name shown with the review. */
  reviewerName: string;
  /** A URL returned by uploadImage. */
  thumbnailImage?: string | null | undefined;
  /** Date of the visit, YYYY-MM-DD, not after today (Asia/Seoul). */
  visitDate: string;
};

/** The Korean-culture theme of an experience (REST wire value in brackets). */
export type CultureTag =
  /** Korean TV dramas and film (`K-Drama`). */
  | 'K_DRAMA'
  /** Korean food (`K-Food`). */
  | 'K_FOOD'
  /** K-pop music and idols (`K-Pop`). */
  | 'K_POP'
  /** Korean liquor (`K-Sool`). */
  | 'K_SOOL'
  /** Current trends: beauty, fashion, places (`K-Trend`). */
  | 'K_TREND';

/** How guests reach the team on the day of their experience. */
export type DayContactChannel =
  /** A KakaoTalk ID or link. */
  | 'kakaotalk'
  /** A LINE ID or link. */
  | 'line'
  /** A phone number (href: tel:). */
  | 'phone'
  /** A WhatsApp number or link. */
  | 'whatsapp';

/** Why a day can (available) or cannot be booked; computed in Asia/Seoul. */
export type DayStatus =
  /** Bookable: pick one of its slots. */
  | 'available'
  /** A weekday the experience does not run. */
  | 'blocked_weekday'
  /** Outside the sales window (bookingWindow). */
  | 'outside_window'
  /** Before today, or today with every slot already started. */
  | 'past'
  /** One of the unavailable dates of the experience. */
  | 'unavailable';

/** Storefront list filter: OR within a group (categories, cultureTags, languages), AND across groups. */
export type ExperienceFilter = {
  /** Any of these categories. */
  categories?: Array<Category> | null | undefined;
  /** Any of these culture tags. */
  cultureTags?: Array<CultureTag> | null | undefined;
  /** Start of the visit range, YYYY-MM-DD (Asia/Seoul): only experiences bookable on some day of the range. Alone: that one day. */
  dateFrom?: string | null | undefined;
  /** End of the visit range, YYYY-MM-DD (Asia/Seoul), inclusive. */
  dateTo?: string | null | undefined;
  /** Also inactive experiences; honoured for an admin session only. */
  includeInactive?: boolean | null | undefined;
  /** Only experiences offered in this language. */
  language?: Language | null | undefined;
  /** Any of these languages (the filter panel group). */
  languages?: Array<Language> | null | undefined;
  /** Words to find, case-insensitive, in title, descriptions, location, hashtags and tags. */
  search?: string | null | undefined;
};

/** An item as the admin editor sends it. Every field is optional here; the shared validation decides what is required and reports all missing fields in one BAD_USER_INPUT. */
export type ExperienceInput = {
  /** "About this experience" text, at most 4 lines. */
  aboutExperience?: string | null | undefined;
  /** Weekdays it does not run: 0 = Sunday ... 6 = Saturday. */
  blockedWeekdays?: Array<number> | null | undefined;
  /** Canonical URL of the page when it differs from the default. */
  canonicalUrl?: string | null | undefined;
  /** Experience, Tour or Tickets (required). */
  category?: Category | null | undefined;
  /** CJ group partners involved in the item, from the fixed list (CJ ENM, CJ CGV, TVING...). */
  cjPartners?: Array<string> | null | undefined;
  /** Plain-text description (used in search and meta tags). */
  description?: string | null | undefined;
  /** The steps of "What you will do", in order. */
  detailedItinerary?: Array<ItineraryStepInput> | null | undefined;
  /** How long it lasts: a number and min, hr or hrs, e.g. 90min, 2hrs. */
  duration?: string | null | undefined;
  /** Highlights, one bullet each; empty entries are dropped. */
  experienceHighlights?: Array<string> | null | undefined;
  /** Book on this external site (https URL) instead of here; empty: book here. */
  externalBookingLink?: string | null | undefined;
  /** Hours before the slot (Asia/Seoul) the guest may cancel free of charge, 0-720; null: no free cancellation; absent: 24. */
  freeCancellationHours?: number | null | undefined;
  /** Practical notes, one bullet each; tags and < > { } [ ] \ are removed. */
  goodToKnow?: Array<string> | null | undefined;
  /** Google Maps embed address (https://www.google.com/maps/embed?...) or the <iframe> snippet Google gives; other addresses are refused. */
  googleMapIframe?: string | null | undefined;
  /** Hashtags without the #; duplicates (ignoring case) are refused. */
  hashtags?: Array<string> | null | undefined;
  /** "What is included" section: HTML, sanitised on save. */
  included?: string | null | undefined;
  /** What the price includes, one bullet each. */
  includedItems?: Array<string> | null | undefined;
  /** On sale and shown on the storefront (default true). */
  isActive?: boolean | null | undefined;
  /** Itinerary section: HTML, sanitised on save. */
  itinerary?: string | null | undefined;
  /** Korean-culture theme: exactly one. */
  kCultureTags?: Array<CultureTag> | null | undefined;
  /** Language the experience is run in: exactly one. */
  language?: Array<Language> | null | undefined;
  /** Latitude of the meeting point, degrees (WGS 84). */
  latitude?: number | null | undefined;
  /** Where it takes place: area or address, free text. */
  location?: string | null | undefined;
  /** Longitude of the meeting point, degrees (WGS 84). */
  longitude?: number | null | undefined;
  /** Hero image URL, as uploadImage answered it (or https). */
  mainImage?: string | null | undefined;
  /** Seats per time slot (default 10); not below minGuests. */
  maxGuests?: number | null | undefined;
  /** Description for search engines, at most 160 characters. */
  metaDescription?: string | null | undefined;
  /** Comma-separated keywords for search engines. */
  metaKeywords?: string | null | undefined;
  /** Title for search engines, at most 60 characters; empty: the title. */
  metaTitle?: string | null | undefined;
  /** Fewest guests per booking (default 1). */
  minGuests?: number | null | undefined;
  /** What the price does not include, one bullet each. */
  notIncludedItems?: Array<string> | null | undefined;
  /** Price of the optional add-on in whole KRW per guest; null: no add-on. */
  optionPrice?: number | null | undefined;
  /** Name of the add-on; only with an option price. */
  optionText?: string | null | undefined;
  /** Overview section: HTML, sanitised on save. */
  overview?: string | null | undefined;
  /** Gallery image URLs, in order. */
  overviewImages?: Array<string> | null | undefined;
  /** Price per guest in whole KRW, before any discount (default 0). */
  price?: number | null | undefined;
  /** Discount in percent, 0-99; kept only with PERCENT_OFF. */
  promotionDiscount?: number | null | undefined;
  /** Promotion badges (%OFF, EXCLUSIVE, NEW). */
  promotionType?: Array<PromotionType> | null | undefined;
  /** Nearby places the team recommends. */
  recommendationPlaces?: Array<RecommendationPlaceInput> | null | undefined;
  /** First bookable date, YYYY-MM-DD (Asia/Seoul); required. */
  salesAvailableFrom?: string | null | undefined;
  /** Last bookable date, YYYY-MM-DD (Asia/Seoul), after the start; empty: 30 days from today. */
  salesAvailableUntil?: string | null | undefined;
  /** One-line summary for list cards, at most 150 characters. */
  shortDescription?: string | null | undefined;
  /** Usual start time, HH:mm (Asia/Seoul); 10:00 means not decided yet. */
  startTime?: string | null | undefined;
  /** Slot start times, HH:mm (Asia/Seoul), minutes 00, 15, 30 or 45, no duplicates; at least one. */
  timeSlots?: Array<string> | null | undefined;
  /** Title (required). */
  title?: string | null | undefined;
  /** Dates it does not run, YYYY-MM-DD (Asia/Seoul). */
  unavailableDates?: Array<string> | null | undefined;
};

/** Order of the storefront list; ties go to the lower id. */
export type ExperienceSort =
  /** Most reviews first (the default). */
  | 'popularity'
  /** Highest discounted price first. */
  | 'priceHigh'
  /** Lowest discounted price first. */
  | 'priceLow'
  /** Highest mean rating first, then most reviews. */
  | 'rating';

/** Which items the admin list shows. */
export type ExperienceStatus =
  /** On sale (isActive). */
  | 'active'
  /** Both. */
  | 'all'
  /** Off sale. */
  | 'inactive';

/** What a guest knows about their booking: all three must match. */
export type FindBookingInput = {
  /** E-mail given when booking (any case). */
  email: string;
  /** Phone given when booking: dial code, a space and digits, e.g. "+81 9012345678". */
  phone: string;
  /** The six-digit code chosen when booking. */
  verificationCode: string;
};

/** Why a guest cannot cancel their booking online. */
export type GuestCancelRefusal =
  /** It is cancelled already. */
  | 'already_cancelled'
  /** The experience has no free cancellation: contact the team. */
  | 'no_free_cancellation'
  /** The free-cancellation deadline has passed: contact the team. */
  | 'window_closed';

/** A tab of the inquiry inbox. */
export type InquiryBox =
  /** Everything. */
  | 'all'
  /** Dealt with (handled). */
  | 'handled'
  /** Not dealt with yet (new or read). */
  | 'open'
  /** Not opened yet (status new). */
  | 'unread';

/** Which inquiries the inbox shows. */
export type InquiryFilter = {
  /** The inbox tab (default all). */
  box?: InquiryBox | null | undefined;
  /** Part of the name, address, subject or message; or an inquiry id. */
  search?: string | null | undefined;
};

/** The contact form. Rules: domain/schemas/inquiry.ts. */
export type InquiryInput = {
  /** Sender's e-mail, for the answer. */
  email: string;
  /** The language the visitor was browsing in. */
  language?: Language | null | undefined;
  /** The message, plain text. */
  message: string;
  /** Sender's name. */
  name: string;
  /** Subject line. */
  subject: string;
};

/** Staff's answer, mailed to the guest through the outbox. */
export type InquiryReplyInput = {
  /** Body of the reply mail, plain text. */
  message: string;
  /** Subject of the reply mail. */
  subject: string;
};

/** Where a contact-form message is in the inbox. */
export type InquiryStatus =
  /** Replied to, or marked handled. */
  | 'handled'
  /** Not opened by staff yet. */
  | 'new'
  /** Opened, not dealt with yet. */
  | 'read';

/** Column the per-item summary is sorted by (with SortDirection). */
export type ItemSummarySort =
  /** Cancelled bookings. */
  | 'cancelled'
  /** Confirmed bookings. */
  | 'confirmed'
  /** The item's first language. */
  | 'language'
  /** Pending applications. */
  | 'pending'
  /** The item title. */
  | 'title'
  /** All applications. */
  | 'total';

/** One step of "What you will do". */
export type ItineraryStepInput = {
  /** What happens in this step. */
  description?: string | null | undefined;
  /** How long it takes, free text, e.g. "30min". */
  duration?: string | null | undefined;
};

/** A language an experience is offered in, or a guest writes in. */
export type Language =
  /** Chinese (the site shows Traditional Chinese, zh-Hant). */
  | 'CHN'
  /** English. */
  | 'ENG'
  /** Japanese. */
  | 'JPN'
  /** Korean. */
  | 'KOR';

/** Who caused a booking history entry. */
export type LogAuthor =
  /** A staff member in the back office. */
  | 'admin'
  /** The guest (applying, cancelling, changing the booking). */
  | 'customer'
  /** The server itself (scheduled jobs, automatic mails). */
  | 'system';

/** Which page of an admin list to answer. */
export type PageInput = {
  /** Page number, from 1. */
  page?: number;
  /** One of 10, 20, 50, 100. */
  pageSize?: number;
};

/** A new password chosen through a reset link. */
export type PasswordResetInput = {
  /** The new password (at least 12 characters, not a common one). */
  password: string;
  /** The token from the reset link (valid 1 hour, once). */
  token: string;
};

/** Payment filter of the applications list: a payment status (approved bookings only), or what staff chase. */
export type PaymentFilter =
  /** Confirmed and still owing (the dashboard count). */
  | 'awaiting'
  /** Awaiting payment past its deadline (the dashboard count). */
  | 'overdue'
  /** Approved, more than due paid. */
  | 'overpaid'
  /** Approved, paid in full. */
  | 'paid'
  /** Approved, less than due paid. */
  | 'partially_paid'
  /** Approved, all money refunded. */
  | 'refunded'
  /** Approved, nothing paid yet. */
  | 'unpaid';

/** A payment staff record (a refund is a negative amount). */
export type PaymentInput = {
  /** KRW, not 0; negative for a refund. */
  amount: number;
  /** How the money came. */
  method: PaymentMethod;
  /** Staff note. */
  note?: string | null | undefined;
  /** The day the money came, YYYY-MM-DD (Asia/Seoul). */
  paidAt: string;
  /** The transfer reference or the depositor name. */
  reference?: string | null | undefined;
};

/** How the money came. */
export type PaymentMethod =
  /** A bank transfer (what the site asks guests for). */
  | 'bank_transfer'
  /** Card paid on the day. */
  | 'card_on_site'
  /** Cash paid on the day. */
  | 'cash_on_site'
  /** Any other way (say how in the note). */
  | 'other';

/** A booking's payment state, derived from its payment records against the amount due. */
export type PaymentStatus =
  /** More than the amount due kept. */
  | 'overpaid'
  /** Exactly the amount due kept. */
  | 'paid'
  /** Less than the amount due kept. */
  | 'partially_paid'
  /** Money came and all of it went back: nothing kept. */
  | 'refunded'
  /** Nothing paid yet. */
  | 'unpaid';

/** A popup, or the fields of one to change (left out: kept; null clears a date). Rules: domain/schemas/popup.ts ('please upload a popup image', 'please enter link URL', 'start date must be earlier than or equal to end date'). */
export type PopupInput = {
  /** The image's alternative text, in the popup's language. */
  altText?: string | null | undefined;
  /** Shown until this instant, ISO 8601 (entered as Asia/Seoul time), not before the start; null: no end. */
  endDate?: string | null | undefined;
  /** A URL returned by uploadImage. */
  imageUrl?: string | null | undefined;
  /** Switched on (default true). */
  isActive?: boolean | null | undefined;
  /** Default ENG. */
  language?: Language | null | undefined;
  /** http(s) URL or a path of this site. */
  linkUrl?: string | null | undefined;
  /** Shown from this instant, ISO 8601 (entered as Asia/Seoul time); null: no start limit. */
  startDate?: string | null | undefined;
};

/** A period to compare with the active popups of one language. */
export type PopupOverlapInput = {
  /** End of its period, ISO 8601; null: open end. */
  endDate?: string | null | undefined;
  /** The popup being edited, left out of the answer. */
  excludeId?: number | null | undefined;
  /** The language of the popup being edited. */
  language: Language;
  /** Start of its period, ISO 8601; null: open start. */
  startDate?: string | null | undefined;
};

/** Where a popup stands now (its period in Asia/Seoul time). */
export type PopupStatus =
  /** Switched on; its period is over. */
  | 'ended'
  /** Switched on and within its period: shown now. */
  | 'live'
  /** Switched off: never shown. */
  | 'off'
  /** Switched on; its period starts later. */
  | 'scheduled';

/** The promotion badge of an experience (REST wire value in brackets). */
export type PromotionType =
  /** Only sold on this site (`EXCLUSIVE`). */
  | 'EXCLUSIVE'
  /** Newly added (`NEW`). */
  | 'NEW'
  /** A discount: `discountRate` percent off the price (`%OFF`). */
  | 'PERCENT_OFF';

/** A nearby place the team recommends; entries without a title are dropped. */
export type RecommendationPlaceInput = {
  /** A sentence or two about the place. */
  description?: string | null | undefined;
  /** Image URL (an upload path such as /uploads/..., or https). */
  image?: string | null | undefined;
  /** Web page of the place (https URL). */
  link?: string | null | undefined;
  /** Name of the place. */
  title?: string | null | undefined;
};

/** A moderation decision. */
export type ReviewDecision =
  /** Show the review on the storefront. */
  | 'approve'
  /** Hide the review. */
  | 'reject';

/** Which reviews the moderation list shows. */
export type ReviewStatusFilter =
  /** Every review. */
  | 'all'
  /** Approved (shown on the storefront). */
  | 'approved'
  /** Waiting for moderation. */
  | 'pending'
  /** Rejected (hidden). */
  | 'rejected';

/** The kind of review. */
export type ReviewType =
  /** A written review with a rating and optional photos. */
  | 'general'
  /** A short video review (the guest links to their video). */
  | 'reels';

/** Which slots the per-slot summary shows. */
export type SlotFilter =
  /** Every slot with applications. */
  | 'all'
  /** Slots with more confirmed guests than the item's maxGuests. */
  | 'overCapacity'
  /** Slots with confirmed bookings. */
  | 'withConfirmed'
  /** Slots with pending applications. */
  | 'withPending';

/** Column the per-slot summary is sorted by (with SortDirection). */
export type SlotSort =
  /** Cancelled bookings. */
  | 'cancelled'
  /** Confirmed bookings. */
  | 'confirmed'
  /** Date and time of the slot. */
  | 'date'
  /** Pending applications. */
  | 'pending'
  /** Seats left. */
  | 'seatsLeft'
  /** All applications. */
  | 'total';

/** Order of a sorted list. */
export type SortDirection =
  /** Smallest, oldest or A first. */
  | 'ASC'
  /** Largest, newest or Z first. */
  | 'DESC';

/** Whom to invite to the back office. */
export type StaffInviteInput = {
  /** Address to send the invitation link to. */
  email: string;
  /** The role the new account gets. */
  role: AdminRole;
};

/** Which newsletter sign-ups the list shows. */
export type SubscriberFilter = {
  /** Only this language; none: all. */
  language?: Language | null | undefined;
  /** Part of the address. */
  search?: string | null | undefined;
  /** Subscribed, unsubscribed or all (default all). */
  status?: SubscriberStatus | null | undefined;
};

/** Which newsletter sign-ups the list shows. */
export type SubscriberStatus =
  /** Both. */
  | 'all'
  /** Still subscribed. */
  | 'subscribed'
  /** Unsubscribed (kept to show who left). */
  | 'unsubscribed';

/** An admin change: memo and/or status (confirmed approves, cancelled cancels). */
export type UpdateBookingInput = {
  /** New internal memo (absent: unchanged). */
  adminMemo?: string | null | undefined;
  /** Confirm even when the slot would be over capacity (recorded in the history). */
  overrideCapacity?: boolean | null | undefined;
  /** The reason mailed to the guest when cancelling (default: the memo, else the standard organiser reason). */
  reason?: string | null | undefined;
  /** New status: confirmed approves (and mails the guest), cancelled cancels (and mails the reason); absent: unchanged. */
  status?: BookingStatus | null | undefined;
};

/** The new content of a review. Rules: domain/schemas/review.ts. */
export type UpdateReviewInput = {
  /** The review's PIN; optional only with an admin session. */
  pin?: string | null | undefined;
  /** Stars, 1-5. */
  rating: number;
  /** Omitted: kept as it is. */
  reelsLink?: string | null | undefined;
  /** The review text, plain text, at most 4000 characters. */
  reviewContent: string;
  /** Photo URLs returned by uploadImage, at most 5 (the full new list). */
  reviewImages?: Array<string>;
  /** Name shown with the review. */
  reviewerName: string;
  /** Omitted: kept as it is. */
  thumbnailImage?: string | null | undefined;
  /** Date of the visit, YYYY-MM-DD, not after today (Asia/Seoul). */
  visitDate: string;
};

export type ExperienceCardFieldsFragment = { id: number, title: string, location: string, duration: string, category: Category, mainImage: string | null, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, rating: number, reviewCount: number, translations: Array<{ language: Language, title: string | null, location: string | null }> };

export type AuditEntriesQueryVariables = Exact<{
  username?: string | null | undefined;
  kind?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AuditEntriesQuery = { auditEntries: { totalCount: number, page: number, pageSize: number, items: Array<{ id: number, at: string, username: string, address: string, kind: string, targetType: string, targetId: string, before: string | null, after: string | null }> } };

export type AdminBookingRowFragment = { id: number, itemId: number, itemLanguage: string, itemTitle: string, bookingDate: string, timeSlot: string, numberOfGuests: number, withOption: boolean, chosenOption: string | null, totalPrice: number, guestName: string, guestPhone: string, guestEmail: string, status: BookingStatus, adminMemo: string, specialRequests: string, language: Language, createdAt: string };

export type AdminBookingPaymentFragment = { paymentStatus: PaymentStatus | null, amountDue: number | null, amountPaid: number, paymentDueDate: string | null, paymentOverdue: boolean };

export type BookingTallyFieldsFragment = { pendingBookings: number, pendingGuests: number, confirmedBookings: number, confirmedGuests: number, cancelledBookings: number, cancelledGuests: number, totalBookings: number, totalGuests: number };

export type AdminBookingsQueryVariables = Exact<{
  titleLanguage?: Language | null | undefined;
  page?: PageInput | null | undefined;
  sort?: BookingSort | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: AdminBookingFilter | null | undefined;
}>;


export type AdminBookingsQuery = { adminBookings: { totalCount: number, page: number, pageSize: number, counts: { pending: number, confirmed: number, cancelled: number, all: number }, items: Array<{ id: number, itemId: number, itemLanguage: string, itemTitle: string, bookingDate: string, timeSlot: string, numberOfGuests: number, withOption: boolean, chosenOption: string | null, totalPrice: number, guestName: string, guestPhone: string, guestEmail: string, status: BookingStatus, adminMemo: string, specialRequests: string, language: Language, createdAt: string, paymentStatus: PaymentStatus | null, amountDue: number | null, amountPaid: number, paymentDueDate: string | null, paymentOverdue: boolean }> } };

export type BookingItemSummariesQueryVariables = Exact<{
  titleLanguage?: Language | null | undefined;
  page?: PageInput | null | undefined;
  sort?: ItemSummarySort | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: AdminBookingFilter | null | undefined;
}>;


export type BookingItemSummariesQuery = { bookingItemSummaries: { totalCount: number, page: number, pageSize: number, items: Array<{ itemId: number, language: string, title: string, maxGuests: number, tally: { pendingBookings: number, pendingGuests: number, confirmedBookings: number, confirmedGuests: number, cancelledBookings: number, cancelledGuests: number, totalBookings: number, totalGuests: number } }> } };

export type BookingSlotSummariesQueryVariables = Exact<{
  titleLanguage?: Language | null | undefined;
  itemId: number;
  page?: PageInput | null | undefined;
  sort?: SlotSort | null | undefined;
  direction?: SortDirection | null | undefined;
  slotFilter?: SlotFilter | null | undefined;
}>;


export type BookingSlotSummariesQuery = { bookingSlotSummaries: { totalCount: number, page: number, pageSize: number, item: { itemId: number, title: string, language: string, maxGuests: number } | null, items: Array<{ key: string, bookingDate: string, timeSlot: string, maxGuests: number, seatsLeft: number, overCapacity: boolean, tally: { pendingBookings: number, pendingGuests: number, confirmedBookings: number, confirmedGuests: number, cancelledBookings: number, cancelledGuests: number, totalBookings: number, totalGuests: number } }> } };

export type BookingDayViewQueryVariables = Exact<{
  titleLanguage?: Language | null | undefined;
  from?: string | null | undefined;
  days?: number | null | undefined;
  slotsPerDay?: number | null | undefined;
}>;


export type BookingDayViewQuery = { bookingDayView: Array<{ key: string, itemId: number, title: string, language: string, bookingDate: string, timeSlot: string, maxGuests: number, confirmedGuests: number, pendingGuests: number }> };

export type BookingLogsQueryVariables = Exact<{
  bookingId: number;
}>;


export type BookingLogsQuery = { bookingLogs: Array<{ id: number, logType: BookingLogType, details: string, oldValue: string | null, newValue: string | null, createdBy: LogAuthor, createdByName: string | null, createdAt: string }> };

export type BulkBookingPreviewQueryVariables = Exact<{
  ids: Array<number> | number;
  action: BulkBookingAction;
}>;


export type BulkBookingPreviewQuery = { bulkBookingPreview: { selected: number, applicable: number, mailsGuests: boolean } };

export type BulkBookingActionMutationVariables = Exact<{
  titleLanguage?: Language | null | undefined;
  ids: Array<number> | number;
  action: BulkBookingAction;
  reason?: string | null | undefined;
}>;


export type BulkBookingActionMutation = { bulkBookingAction: Array<{ id: number, outcome: BulkBookingOutcome, booking: { id: number, itemId: number, itemLanguage: string, itemTitle: string, bookingDate: string, timeSlot: string, numberOfGuests: number, withOption: boolean, chosenOption: string | null, totalPrice: number, guestName: string, guestPhone: string, guestEmail: string, status: BookingStatus, adminMemo: string, specialRequests: string, language: Language, createdAt: string } | null }> };

export type UpdateBookingStatusMutationVariables = Exact<{
  titleLanguage?: Language | null | undefined;
  id: number;
  input: UpdateBookingInput;
}>;


export type UpdateBookingStatusMutation = { updateBooking: { id: number, itemId: number, itemLanguage: string, itemTitle: string, bookingDate: string, timeSlot: string, numberOfGuests: number, withOption: boolean, chosenOption: string | null, totalPrice: number, guestName: string, guestPhone: string, guestEmail: string, status: BookingStatus, adminMemo: string, specialRequests: string, language: Language, createdAt: string } };

export type ApproveBookingMutationVariables = Exact<{
  titleLanguage?: Language | null | undefined;
  id: number;
  overrideCapacity?: boolean | null | undefined;
}>;


export type ApproveBookingMutation = { approveBooking: { id: number, itemId: number, itemLanguage: string, itemTitle: string, bookingDate: string, timeSlot: string, numberOfGuests: number, withOption: boolean, chosenOption: string | null, totalPrice: number, guestName: string, guestPhone: string, guestEmail: string, status: BookingStatus, adminMemo: string, specialRequests: string, language: Language, createdAt: string } };

export type CancelBookingMutationVariables = Exact<{
  titleLanguage?: Language | null | undefined;
  id: number;
  reason?: string | null | undefined;
}>;


export type CancelBookingMutation = { cancelBooking: { id: number, itemId: number, itemLanguage: string, itemTitle: string, bookingDate: string, timeSlot: string, numberOfGuests: number, withOption: boolean, chosenOption: string | null, totalPrice: number, guestName: string, guestPhone: string, guestEmail: string, status: BookingStatus, adminMemo: string, specialRequests: string, language: Language, createdAt: string } };

export type ResendBookingMailMutationVariables = Exact<{
  id: number;
}>;


export type ResendBookingMailMutation = { resendBookingMail: { bookingId: number, recipient: string, subject: string } };

export type BookingSlotTallyQueryVariables = Exact<{
  itemId: number;
  date: string;
}>;


export type BookingSlotTallyQuery = { bookingSlotSummaries: { items: Array<{ key: string, timeSlot: string, maxGuests: number, seatsLeft: number, tally: { pendingBookings: number, pendingGuests: number, confirmedBookings: number, confirmedGuests: number, cancelledBookings: number, cancelledGuests: number, totalBookings: number, totalGuests: number } }> } };

export type BookingItemHeaderQueryVariables = Exact<{
  titleLanguage?: Language | null | undefined;
  itemId: number;
}>;


export type BookingItemHeaderQuery = { bookingSlotSummaries: { item: { itemId: number, title: string, language: string, maxGuests: number } | null } };

export type PaymentRecordFragment = { id: number, amount: number, method: PaymentMethod, paidAt: string, reference: string, note: string, createdBy: string, createdAt: string, voidedAt: string | null, voidedBy: string | null, voidReason: string | null };

export type BookingPaymentsQueryVariables = Exact<{
  bookingId: number;
}>;


export type BookingPaymentsQuery = { bookingPayments: { amountDue: number, amountPaid: number, status: PaymentStatus, dueDate: string | null, overdue: boolean, reference: string, payments: Array<{ id: number, amount: number, method: PaymentMethod, paidAt: string, reference: string, note: string, createdBy: string, createdAt: string, voidedAt: string | null, voidedBy: string | null, voidReason: string | null }> } };

export type RecordPaymentMutationVariables = Exact<{
  bookingId: number;
  input: PaymentInput;
}>;


export type RecordPaymentMutation = { recordPayment: { id: number, amount: number, method: PaymentMethod, paidAt: string, reference: string, note: string, createdBy: string, createdAt: string, voidedAt: string | null, voidedBy: string | null, voidReason: string | null } };

export type VoidPaymentMutationVariables = Exact<{
  bookingId: number;
  paymentId: number;
  reason: string;
}>;


export type VoidPaymentMutation = { voidPayment: { id: number, amount: number, method: PaymentMethod, paidAt: string, reference: string, note: string, createdBy: string, createdAt: string, voidedAt: string | null, voidedBy: string | null, voidReason: string | null } };

export type AdminSlideFragment = { id: number, title: string, imageUrl: string, linkUrl: string | null, sortOrder: number, language: Language, fileMissing: boolean };

export type AdminCarouselsQueryVariables = Exact<{
  language?: Language | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminCarouselsQuery = { adminCarousels: { totalCount: number, page: number, pageSize: number, items: Array<{ id: number, title: string, imageUrl: string, linkUrl: string | null, sortOrder: number, language: Language, fileMissing: boolean }> } };

export type CreateCarouselMutationVariables = Exact<{
  input: CarouselSlideInput;
}>;


export type CreateCarouselMutation = { createCarousel: { id: number, title: string, imageUrl: string, linkUrl: string | null, sortOrder: number, language: Language, fileMissing: boolean } };

export type UpdateCarouselMutationVariables = Exact<{
  id: number;
  input: CarouselSlideInput;
}>;


export type UpdateCarouselMutation = { updateCarousel: { id: number, title: string, imageUrl: string, linkUrl: string | null, sortOrder: number, language: Language, fileMissing: boolean } };

export type DeleteCarouselMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCarouselMutation = { deleteCarousel: boolean };

export type ReorderCarouselsMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type ReorderCarouselsMutation = { reorderCarousels: Array<{ id: number, sortOrder: number }> };

export type BackupStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type BackupStatusQuery = { backupStatus: { lastRunAt: string | null, lastRunOk: boolean | null, lastError: string | null, lastSuccessAt: string | null, lastSuccessSizeBytes: number | null, lastSuccessHost: string | null, needsAttention: boolean, schedule: string | null } };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { adminDashboard: { pendingApplications: number, reviewsAwaitingModeration: number, awaitingPayment: number, overduePayments: number, today: string, tomorrow: string, todaySlots: Array<{ key: string, itemId: number, title: string, bookingDate: string, timeSlot: string, maxGuests: number, confirmedGuests: number, pendingGuests: number }>, tomorrowSlots: Array<{ key: string, itemId: number, title: string, bookingDate: string, timeSlot: string, maxGuests: number, confirmedGuests: number, pendingGuests: number }> } };

export type DashboardSlotFragment = { key: string, itemId: number, title: string, bookingDate: string, timeSlot: string, maxGuests: number, confirmedGuests: number, pendingGuests: number };

export type DashboardChartsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardChartsQuery = { dashboardCharts: { from: string, to: string, applicationsPerDay: Array<{ date: string, applications: number, guests: number }>, occupancy: Array<{ date: string, confirmedGuests: number, capacity: number }>, bookingsByLanguage: Array<{ language: Language, bookings: number, guests: number }>, topItems: Array<{ itemId: number, title: string, applications: number, guests: number }> } };

export type PaymentAutoCancelQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentAutoCancelQuery = { paymentAutoCancel: { days: number | null, wouldCancel: Array<{ id: number, guestName: string, itemId: number, bookingDate: string, dueDate: string, amountDue: number, amountPaid: number }> } };

export type SetPaymentAutoCancelDaysMutationVariables = Exact<{
  days?: number | null | undefined;
}>;


export type SetPaymentAutoCancelDaysMutation = { setPaymentAutoCancelDays: number | null };

export type AdminInquiryRowFragment = { id: number, name: string, email: string, subject: string, message: string, language: Language, status: InquiryStatus, createdAt: string, readAt: string | null, handledAt: string | null };

export type AdminInquiriesQueryVariables = Exact<{
  filter?: InquiryFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminInquiriesQuery = { adminInquiries: { totalCount: number, page: number, pageSize: number, items: Array<{ id: number, name: string, email: string, subject: string, message: string, language: Language, status: InquiryStatus, createdAt: string, readAt: string | null, handledAt: string | null }> } };

export type InquiryCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type InquiryCountsQuery = { inquiryCounts: { unread: number, open: number, handled: number, all: number } };

export type InquiryRepliesQueryVariables = Exact<{
  filter?: InquiryFilter | null | undefined;
}>;


export type InquiryRepliesQuery = { adminInquiries: { items: Array<{ id: number, replies: Array<{ id: number, subject: string, message: string, createdBy: string, createdAt: string, mailStatus: string, sentAt: string | null }> }> } };

export type OpenInquiryMutationVariables = Exact<{
  id: number;
}>;


export type OpenInquiryMutation = { openInquiry: { id: number, name: string, email: string, subject: string, message: string, language: Language, status: InquiryStatus, createdAt: string, readAt: string | null, handledAt: string | null } };

export type SetInquiryStatusMutationVariables = Exact<{
  id: number;
  status: InquiryStatus;
}>;


export type SetInquiryStatusMutation = { setInquiryStatus: { id: number, name: string, email: string, subject: string, message: string, language: Language, status: InquiryStatus, createdAt: string, readAt: string | null, handledAt: string | null } };

export type ReplyToInquiryMutationVariables = Exact<{
  id: number;
  input: InquiryReplyInput;
}>;


export type ReplyToInquiryMutation = { replyToInquiry: { id: number, subject: string, createdBy: string, mailStatus: string } };

export type AdminNewsletterSubscribersQueryVariables = Exact<{
  filter?: SubscriberFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminNewsletterSubscribersQuery = { adminNewsletterSubscribers: { totalCount: number, page: number, pageSize: number, items: Array<{ id: number, email: string, language: Language, consentedAt: string, unsubscribedAt: string | null }> } };

export type AdminItemFragment = { id: number, title: string, isActive: boolean, category: Category, language: Array<Language>, kCultureTags: Array<CultureTag>, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, mainImage: string | null, location: string, updatedAt: string };

export type AdminItemDetailFragment = { shortDescription: string, description: string, aboutExperience: string, overview: string, itinerary: string, included: string, hashtags: Array<string>, cjPartners: Array<string>, minGuests: number, maxGuests: number, optionText: string | null, optionPrice: number | null, freeCancellationHours: number | null, startTime: string, duration: string, salesAvailableFrom: string | null, salesAvailableUntil: string | null, unavailableDates: Array<string>, blockedWeekdays: Array<number>, timeSlots: Array<string>, experienceHighlights: Array<string>, goodToKnow: Array<string>, includedItems: Array<string>, notIncludedItems: Array<string>, overviewImages: Array<string>, latitude: number | null, longitude: number | null, googleMapIframe: string | null, externalBookingLink: string | null, metaTitle: string | null, metaDescription: string | null, metaKeywords: string | null, canonicalUrl: string | null, id: number, title: string, isActive: boolean, category: Category, language: Array<Language>, kCultureTags: Array<CultureTag>, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, mainImage: string | null, location: string, updatedAt: string, detailedItinerary: Array<{ description: string, duration: string }>, recommendationPlaces: Array<{ title: string, image: string | null, link: string | null, description: string | null }> };

export type AdminExperiencesQueryVariables = Exact<{
  filter?: AdminExperienceFilter | null | undefined;
  page?: PageInput | null | undefined;
  sort?: AdminExperienceSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type AdminExperiencesQuery = { adminExperiences: { totalCount: number, page: number, pageSize: number, items: Array<{ id: number, title: string, isActive: boolean, category: Category, language: Array<Language>, kCultureTags: Array<CultureTag>, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, mainImage: string | null, location: string, updatedAt: string }> } };

export type AdminExperienceQueryVariables = Exact<{
  id: number;
}>;


export type AdminExperienceQuery = { experience: { shortDescription: string, description: string, aboutExperience: string, overview: string, itinerary: string, included: string, hashtags: Array<string>, cjPartners: Array<string>, minGuests: number, maxGuests: number, optionText: string | null, optionPrice: number | null, freeCancellationHours: number | null, startTime: string, duration: string, salesAvailableFrom: string | null, salesAvailableUntil: string | null, unavailableDates: Array<string>, blockedWeekdays: Array<number>, timeSlots: Array<string>, experienceHighlights: Array<string>, goodToKnow: Array<string>, includedItems: Array<string>, notIncludedItems: Array<string>, overviewImages: Array<string>, latitude: number | null, longitude: number | null, googleMapIframe: string | null, externalBookingLink: string | null, metaTitle: string | null, metaDescription: string | null, metaKeywords: string | null, canonicalUrl: string | null, id: number, title: string, isActive: boolean, category: Category, language: Array<Language>, kCultureTags: Array<CultureTag>, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, mainImage: string | null, location: string, updatedAt: string, detailedItinerary: Array<{ description: string, duration: string }>, recommendationPlaces: Array<{ title: string, image: string | null, link: string | null, description: string | null }> } };

export type CreateExperienceMutationVariables = Exact<{
  input: ExperienceInput;
}>;


export type CreateExperienceMutation = { createExperience: { shortDescription: string, description: string, aboutExperience: string, overview: string, itinerary: string, included: string, hashtags: Array<string>, cjPartners: Array<string>, minGuests: number, maxGuests: number, optionText: string | null, optionPrice: number | null, freeCancellationHours: number | null, startTime: string, duration: string, salesAvailableFrom: string | null, salesAvailableUntil: string | null, unavailableDates: Array<string>, blockedWeekdays: Array<number>, timeSlots: Array<string>, experienceHighlights: Array<string>, goodToKnow: Array<string>, includedItems: Array<string>, notIncludedItems: Array<string>, overviewImages: Array<string>, latitude: number | null, longitude: number | null, googleMapIframe: string | null, externalBookingLink: string | null, metaTitle: string | null, metaDescription: string | null, metaKeywords: string | null, canonicalUrl: string | null, id: number, title: string, isActive: boolean, category: Category, language: Array<Language>, kCultureTags: Array<CultureTag>, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, mainImage: string | null, location: string, updatedAt: string, detailedItinerary: Array<{ description: string, duration: string }>, recommendationPlaces: Array<{ title: string, image: string | null, link: string | null, description: string | null }> } };

export type UpdateExperienceMutationVariables = Exact<{
  id: number;
  input: ExperienceInput;
}>;


export type UpdateExperienceMutation = { updateExperience: { shortDescription: string, description: string, aboutExperience: string, overview: string, itinerary: string, included: string, hashtags: Array<string>, cjPartners: Array<string>, minGuests: number, maxGuests: number, optionText: string | null, optionPrice: number | null, freeCancellationHours: number | null, startTime: string, duration: string, salesAvailableFrom: string | null, salesAvailableUntil: string | null, unavailableDates: Array<string>, blockedWeekdays: Array<number>, timeSlots: Array<string>, experienceHighlights: Array<string>, goodToKnow: Array<string>, includedItems: Array<string>, notIncludedItems: Array<string>, overviewImages: Array<string>, latitude: number | null, longitude: number | null, googleMapIframe: string | null, externalBookingLink: string | null, metaTitle: string | null, metaDescription: string | null, metaKeywords: string | null, canonicalUrl: string | null, id: number, title: string, isActive: boolean, category: Category, language: Array<Language>, kCultureTags: Array<CultureTag>, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, mainImage: string | null, location: string, updatedAt: string, detailedItinerary: Array<{ description: string, duration: string }>, recommendationPlaces: Array<{ title: string, image: string | null, link: string | null, description: string | null }> } };

export type SetExperienceActiveMutationVariables = Exact<{
  id: number;
  isActive: boolean;
}>;


export type SetExperienceActiveMutation = { setExperienceActive: { id: number, isActive: boolean } };

export type DuplicateExperienceMutationVariables = Exact<{
  id: number;
}>;


export type DuplicateExperienceMutation = { duplicateExperience: { id: number, title: string, isActive: boolean, category: Category, language: Array<Language>, kCultureTags: Array<CultureTag>, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, mainImage: string | null, location: string, updatedAt: string } };

export type DeleteExperienceMutationVariables = Exact<{
  id: number;
}>;


export type DeleteExperienceMutation = { deleteExperience: boolean };

export type AdminPopupFragment = { id: number, imageUrl: string, altText: string, linkUrl: string, language: Language, startDate: string | null, endDate: string | null, isActive: boolean, status: PopupStatus, fileMissing: boolean };

export type AdminPopupsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type AdminPopupsQuery = { adminPopups: { totalCount: number, page: number, pageSize: number, items: Array<{ id: number, imageUrl: string, altText: string, linkUrl: string, language: Language, startDate: string | null, endDate: string | null, isActive: boolean, status: PopupStatus, fileMissing: boolean }> } };

export type PopupOverlapsQueryVariables = Exact<{
  input: PopupOverlapInput;
}>;


export type PopupOverlapsQuery = { popupOverlaps: Array<{ id: number, linkUrl: string, startDate: string | null, endDate: string | null }> };

export type CreatePopupMutationVariables = Exact<{
  input: PopupInput;
}>;


export type CreatePopupMutation = { createPopup: { id: number, imageUrl: string, altText: string, linkUrl: string, language: Language, startDate: string | null, endDate: string | null, isActive: boolean, status: PopupStatus, fileMissing: boolean } };

export type UpdatePopupMutationVariables = Exact<{
  id: number;
  input: PopupInput;
}>;


export type UpdatePopupMutation = { updatePopup: { id: number, imageUrl: string, altText: string, linkUrl: string, language: Language, startDate: string | null, endDate: string | null, isActive: boolean, status: PopupStatus, fileMissing: boolean } };

export type DeletePopupMutationVariables = Exact<{
  id: number;
}>;


export type DeletePopupMutation = { deletePopup: boolean };

export type AdminReviewRowFragment = { id: number, itemId: number, itemTitle: string | null, reviewType: ReviewType, reviewerName: string, rating: number, visitDate: string, reviewContent: string, reviewImages: Array<string>, thumbnailImage: string | null, reelsLink: string | null, originalReelsLink: string | null, isApproved: boolean | null, verified: boolean, createdBy: string, createdAt: string };

export type ReviewSummaryQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type ReviewSummaryQuery = { reviewSummary: { totalCount: number, page: number, pageSize: number, items: Array<{ itemId: number, title: string, language: Language | null, pending: number, approved: number, rejected: number, total: number, rating: number, reviewCount: number }> } };

export type AdminReviewsQueryVariables = Exact<{
  itemId?: number | null | undefined;
  status: ReviewStatusFilter;
  page?: PageInput | null | undefined;
}>;


export type AdminReviewsQuery = { adminReviews: { totalCount: number, page: number, pageSize: number, counts: { all: number, pending: number, approved: number, rejected: number }, items: Array<{ id: number, itemId: number, itemTitle: string | null, reviewType: ReviewType, reviewerName: string, rating: number, visitDate: string, reviewContent: string, reviewImages: Array<string>, thumbnailImage: string | null, reelsLink: string | null, originalReelsLink: string | null, isApproved: boolean | null, verified: boolean, createdBy: string, createdAt: string }> } };

export type ApproveReviewMutationVariables = Exact<{
  id: number;
}>;


export type ApproveReviewMutation = { approveReview: { id: number, isApproved: boolean | null } };

export type RejectReviewMutationVariables = Exact<{
  id: number;
}>;


export type RejectReviewMutation = { rejectReview: { id: number, isApproved: boolean | null } };

export type ReviewModerationPreviewQueryVariables = Exact<{
  ids: Array<number> | number;
  decision: ReviewDecision;
}>;


export type ReviewModerationPreviewQuery = { reviewModerationPreview: { changed: Array<number>, unchanged: Array<number>, notFound: Array<number> } };

export type ModerateReviewsMutationVariables = Exact<{
  ids: Array<number> | number;
  decision: ReviewDecision;
}>;


export type ModerateReviewsMutation = { moderateReviews: { changed: Array<number>, unchanged: Array<number>, notFound: Array<number> } };

export type AdminCreateReviewMutationVariables = Exact<{
  input: AdminReviewInput;
}>;


export type AdminCreateReviewMutation = { adminCreateReview: { id: number, itemId: number, itemTitle: string | null, reviewType: ReviewType, reviewerName: string, rating: number, visitDate: string, reviewContent: string, reviewImages: Array<string>, thumbnailImage: string | null, reelsLink: string | null, originalReelsLink: string | null, isApproved: boolean | null, verified: boolean, createdBy: string, createdAt: string } };

export type AdminUpdateReviewMutationVariables = Exact<{
  id: number;
  input: AdminReviewInput;
}>;


export type AdminUpdateReviewMutation = { adminUpdateReview: { id: number, itemId: number, itemTitle: string | null, reviewType: ReviewType, reviewerName: string, rating: number, visitDate: string, reviewContent: string, reviewImages: Array<string>, thumbnailImage: string | null, reelsLink: string | null, originalReelsLink: string | null, isApproved: boolean | null, verified: boolean, createdBy: string, createdAt: string } };

export type AdminDeleteReviewMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteReviewMutation = { deleteReview: boolean };

export type TwoFactorPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorPolicyQuery = { twoFactorPolicy: { requiredForOwners: boolean, requiredForEveryone: boolean } };

export type SetupTotpMutationVariables = Exact<{ [key: string]: never; }>;


export type SetupTotpMutation = { setupTotp: { secret: string, otpauthUrl: string, qrCode: string } };

export type EnableTotpMutationVariables = Exact<{
  code: string;
}>;


export type EnableTotpMutation = { enableTotp: { recoveryCodes: Array<string> } };

export type DisableTotpMutationVariables = Exact<{
  password: string;
}>;


export type DisableTotpMutation = { disableTotp: boolean };

export type SetTwoFactorPolicyMutationVariables = Exact<{
  requiredForEveryone: boolean;
}>;


export type SetTwoFactorPolicyMutation = { setTwoFactorPolicy: { requiredForOwners: boolean, requiredForEveryone: boolean } };

export type AcceptStaffInvitationMutationVariables = Exact<{
  input: AcceptInvitationInput;
}>;


export type AcceptStaffInvitationMutation = { acceptStaffInvitation: { id: number, username: string, role: AdminRole } };

export type ItemPickerSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  pageSize: number;
}>;


export type ItemPickerSearchQuery = { adminExperiences: { totalCount: number, items: Array<{ id: number, title: string }> } };

export type AdminEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminEventsSubscription = { adminEvents: { kind: AdminEventKind, id: number, itemId: number | null, itemTitle: string | null, name: string | null, bookingDate: string | null, timeSlot: string | null, guests: number | null, status: string | null, previousStatus: string | null, subject: string | null, at: string } };

export type InboxBadgeQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxBadgeQuery = { inquiryCounts: { unread: number } };

export type LoginMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type LoginMutation = { login: { twoFactorRequired: boolean, user: { id: number, username: string, role: AdminRole, twoFactorEnabled: boolean, mustEnrolTwoFactor: boolean } | null } };

export type LoginWithTotpMutationVariables = Exact<{
  code?: string | null | undefined;
  recoveryCode?: string | null | undefined;
}>;


export type LoginWithTotpMutation = { loginWithTotp: { twoFactorRequired: boolean, user: { id: number, username: string, role: AdminRole, twoFactorEnabled: boolean, mustEnrolTwoFactor: boolean } | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: number, username: string, role: AdminRole, twoFactorEnabled: boolean, mustEnrolTwoFactor: boolean } | null };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type CompletePasswordResetMutationVariables = Exact<{
  input: PasswordResetInput;
}>;


export type CompletePasswordResetMutation = { completePasswordReset: boolean };

export type AdminSessionsQueryVariables = Exact<{
  userId?: number | null | undefined;
}>;


export type AdminSessionsQuery = { adminSessions: Array<{ id: string, userId: number, username: string, device: string | null, address: string | null, signedInAt: string, lastUsedAt: string, current: boolean }> };

export type EndAdminSessionMutationVariables = Exact<{
  id: string;
}>;


export type EndAdminSessionMutation = { endAdminSession: boolean };

export type SignedInAdminFragment = { id: number, username: string, role: AdminRole, twoFactorEnabled: boolean, mustEnrolTwoFactor: boolean };

export type StaffMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMembersQuery = { staffMembers: Array<{ id: number, username: string, role: AdminRole, email: string | null, disabledAt: string | null, lastLoginAt: string | null }>, staffInvitations: Array<{ id: number, email: string, role: AdminRole, expiresAt: string }> };

export type InviteStaffMutationVariables = Exact<{
  input: StaffInviteInput;
}>;


export type InviteStaffMutation = { inviteStaff: { id: number, email: string, role: AdminRole, expiresAt: string } };

export type DisableStaffMutationVariables = Exact<{
  id: number;
}>;


export type DisableStaffMutation = { disableStaff: { id: number, disabledAt: string | null } };

export type EnableStaffMutationVariables = Exact<{
  id: number;
}>;


export type EnableStaffMutation = { enableStaff: { id: number, disabledAt: string | null } };

export type ExperienceAvailabilityQueryVariables = Exact<{
  id: number;
  from: string;
  to: string;
}>;


export type ExperienceAvailabilityQuery = { experience: { id: number, availability: Array<{ date: string, status: DayStatus, slots: Array<{ time: string, total: number, available: number, isPast: boolean }> }> } };

export type BookingExperienceQueryVariables = Exact<{
  id: number;
}>;


export type BookingExperienceQuery = { experience: { id: number, title: string, location: string, category: Category, minGuests: number, maxGuests: number, price: number, discountedPrice: number, optionText: string | null, optionPrice: number | null, freeCancellationHours: number | null, bookingWindow: { from: string, until: string }, translations: Array<{ language: Language, title: string | null, location: string | null }> } };

export type CreateBookingMutationVariables = Exact<{
  input: CreateBookingInput;
}>;


export type CreateBookingMutation = { createBooking: { id: number, verificationCode: string } };

export type BookingLookupFieldsFragment = { id: number, bookingDate: string, timeSlot: string, guestName: string, guestEmail: string, guestPhone: string, numberOfGuests: number, withOption: boolean, totalPrice: number, status: BookingStatus, canCancel: boolean, cancelRefusal: GuestCancelRefusal | null, cancellationDeadline: string | null, payment: { amountDue: number, amountPaid: number, status: PaymentStatus, dueDate: string | null, overdue: boolean, reference: string, instructions: string } | null, dayContacts: Array<{ channel: DayContactChannel, value: string, href: string | null }>, experience: { id: number, title: string, category: Category, location: string, optionText: string | null, freeCancellationHours: number | null, translations: Array<{ language: Language, title: string | null, location: string | null }> } };

export type FindBookingQueryVariables = Exact<{
  input: FindBookingInput;
}>;


export type FindBookingQuery = { findBooking: { id: number, bookingDate: string, timeSlot: string, guestName: string, guestEmail: string, guestPhone: string, numberOfGuests: number, withOption: boolean, totalPrice: number, status: BookingStatus, canCancel: boolean, cancelRefusal: GuestCancelRefusal | null, cancellationDeadline: string | null, payment: { amountDue: number, amountPaid: number, status: PaymentStatus, dueDate: string | null, overdue: boolean, reference: string, instructions: string } | null, dayContacts: Array<{ channel: DayContactChannel, value: string, href: string | null }>, experience: { id: number, title: string, category: Category, location: string, optionText: string | null, freeCancellationHours: number | null, translations: Array<{ language: Language, title: string | null, location: string | null }> } } };

export type CancelMyBookingMutationVariables = Exact<{
  input: FindBookingInput;
}>;


export type CancelMyBookingMutation = { cancelMyBooking: { id: number, bookingDate: string, timeSlot: string, guestName: string, guestEmail: string, guestPhone: string, numberOfGuests: number, withOption: boolean, totalPrice: number, status: BookingStatus, canCancel: boolean, cancelRefusal: GuestCancelRefusal | null, cancellationDeadline: string | null, payment: { amountDue: number, amountPaid: number, status: PaymentStatus, dueDate: string | null, overdue: boolean, reference: string, instructions: string } | null, dayContacts: Array<{ channel: DayContactChannel, value: string, href: string | null }>, experience: { id: number, title: string, category: Category, location: string, optionText: string | null, freeCancellationHours: number | null, translations: Array<{ language: Language, title: string | null, location: string | null }> } } };

export type SendInquiryMutationVariables = Exact<{
  input: InquiryInput;
}>;


export type SendInquiryMutation = { sendInquiry: { id: number } };

export type ArticleQueryVariables = Exact<{
  id: number;
}>;


export type ArticleQuery = { article: { content: string, id: number, title: string, excerpt: string, category: ArticleCategory, featuredImage: string | null, readTime: number, author: string, createdAt: string, related: Array<{ id: number, title: string, excerpt: string, category: ArticleCategory, featuredImage: string | null, readTime: number, author: string, createdAt: string }> } };

export type ArticleCardFragment = { id: number, title: string, excerpt: string, category: ArticleCategory, featuredImage: string | null, readTime: number, author: string, createdAt: string };

export type RelatedArticleCardFragment = { id: number, title: string, excerpt: string, category: ArticleCategory, featuredImage: string | null, readTime: number, author: string, createdAt: string };

export type CultureGuideArticlesQueryVariables = Exact<{
  category?: ArticleCategory | null | undefined;
}>;


export type CultureGuideArticlesQuery = { articles: Array<{ id: number, title: string, excerpt: string, category: ArticleCategory, featuredImage: string | null, readTime: number, author: string, createdAt: string }> };

export type ExperienceDetailQueryVariables = Exact<{
  id: number;
}>;


export type ExperienceDetailQuery = { experience: { id: number, title: string, shortDescription: string, description: string, aboutExperience: string, overview: string, overviewImages: Array<string>, category: Category, kCultureTags: Array<CultureTag>, hashtags: Array<string>, language: Array<Language>, location: string, duration: string, minGuests: number, maxGuests: number, price: number, discountedPrice: number, optionText: string | null, optionPrice: number | null, freeCancellationHours: number | null, promotionType: Array<PromotionType>, promotionDiscount: number | null, rating: number, reviewCount: number, mainImage: string | null, experienceHighlights: Array<string>, goodToKnow: Array<string>, itinerary: string, included: string, includedItems: Array<string>, notIncludedItems: Array<string>, googleMapIframe: string | null, latitude: number | null, longitude: number | null, externalBookingLink: string | null, metaTitle: string | null, metaDescription: string | null, metaKeywords: string | null, canonicalUrl: string | null, detailedItinerary: Array<{ description: string, duration: string }>, recommendationPlaces: Array<{ title: string, image: string | null, link: string | null, description: string | null }>, translations: Array<{ language: Language, title: string | null, description: string | null, location: string | null, overviewContent: string | null, itineraryContent: string | null, includesContent: string | null }> } };

export type ExperienceListQueryVariables = Exact<{
  filter: ExperienceFilter;
  sort: ExperienceSort;
}>;


export type ExperienceListQuery = { experiences: Array<{ id: number, title: string, location: string, duration: string, category: Category, mainImage: string | null, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, rating: number, reviewCount: number, translations: Array<{ language: Language, title: string | null, location: string | null }> }> };

export type ActivePopupQueryVariables = Exact<{
  language: Language;
}>;


export type ActivePopupQuery = { activePopup: { id: number, imageUrl: string, linkUrl: string, altText: string } | null };

export type HomeCarouselsQueryVariables = Exact<{
  language: Language;
}>;


export type HomeCarouselsQuery = { carousels: Array<{ id: number, title: string, imageUrl: string, linkUrl: string | null, sortOrder: number }> };

export type PopularExperiencesQueryVariables = Exact<{
  language: Language;
  limit: number;
}>;


export type PopularExperiencesQuery = { experiences: Array<{ id: number, title: string, location: string, duration: string, category: Category, mainImage: string | null, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, rating: number, reviewCount: number, translations: Array<{ language: Language, title: string | null, location: string | null }> }> };

export type SubscribeMutationVariables = Exact<{
  email: string;
  language: Language;
}>;


export type SubscribeMutation = { subscribeNewsletter: boolean };

export type UnsubscribeNewsletterMutationVariables = Exact<{
  token: string;
}>;


export type UnsubscribeNewsletterMutation = { unsubscribeNewsletter: { email: string, language: Language } };

export type CreateReviewMutationVariables = Exact<{
  input: CreateReviewInput;
}>;


export type CreateReviewMutation = { createReview: { id: number, itemId: number, reviewType: ReviewType, reviewerName: string, rating: number, visitDate: string, reviewContent: string, reviewImages: Array<string>, reelsLink: string | null, thumbnailImage: string | null, isApproved: boolean | null, verified: boolean, createdAt: string } };

export type DeleteReviewMutationVariables = Exact<{
  id: number;
  pin?: string | null | undefined;
}>;


export type DeleteReviewMutation = { deleteReview: boolean };

export type ReviewFieldsFragment = { id: number, itemId: number, reviewType: ReviewType, reviewerName: string, rating: number, visitDate: string, reviewContent: string, reviewImages: Array<string>, reelsLink: string | null, thumbnailImage: string | null, isApproved: boolean | null, verified: boolean, createdAt: string };

export type ReviewsQueryVariables = Exact<{
  itemId: number;
}>;


export type ReviewsQuery = { reviews: Array<{ id: number, itemId: number, reviewType: ReviewType, reviewerName: string, rating: number, visitDate: string, reviewContent: string, reviewImages: Array<string>, reelsLink: string | null, thumbnailImage: string | null, isApproved: boolean | null, verified: boolean, createdAt: string }> };

export type UpdateReviewMutationVariables = Exact<{
  id: number;
  input: UpdateReviewInput;
}>;


export type UpdateReviewMutation = { updateReview: { id: number, itemId: number, reviewType: ReviewType, reviewerName: string, rating: number, visitDate: string, reviewContent: string, reviewImages: Array<string>, reelsLink: string | null, thumbnailImage: string | null, isApproved: boolean | null, verified: boolean, createdAt: string } };

export type VerifyReviewPinMutationVariables = Exact<{
  id: number;
  pin: string;
}>;


export type VerifyReviewPinMutation = { verifyReviewPin: boolean };

export type PopularSearchesQueryVariables = Exact<{
  language: Language;
}>;


export type PopularSearchesQuery = { popularSearches: { cultureTags: Array<string>, hashtags: Array<string> } };

export type SearchExperiencesQueryVariables = Exact<{
  language: Language;
  q: string;
  limit: number;
}>;


export type SearchExperiencesQuery = { experiences: Array<{ id: number, title: string, location: string, mainImage: string | null }> };

export type UploadImageMutationVariables = Exact<{
  file: File;
}>;


export type UploadImageMutation = { uploadImage: { imageUrl: string, filename: string, width: number, height: number } };

export const ExperienceCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExperienceCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"mainImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"promotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<ExperienceCardFieldsFragment, unknown>;
export const AdminBookingRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBookingRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"itemTitle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}}}]},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfGuests"}},{"kind":"Field","name":{"kind":"Name","value":"withOption"}},{"kind":"Field","name":{"kind":"Name","value":"chosenOption"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"guestPhone"}},{"kind":"Field","name":{"kind":"Name","value":"guestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminMemo"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequests"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminBookingRowFragment, unknown>;
export const AdminBookingPaymentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBookingPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentOverdue"}}]}}]} as unknown as DocumentNode<AdminBookingPaymentFragment, unknown>;
export const BookingTallyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingTallyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingTally"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingBookings"}},{"kind":"Field","name":{"kind":"Name","value":"pendingGuests"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedBookings"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedGuests"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBookings"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledGuests"}},{"kind":"Field","name":{"kind":"Name","value":"totalBookings"}},{"kind":"Field","name":{"kind":"Name","value":"totalGuests"}}]}}]} as unknown as DocumentNode<BookingTallyFieldsFragment, unknown>;
export const PaymentRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}}]}}]} as unknown as DocumentNode<PaymentRecordFragment, unknown>;
export const AdminSlideFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSlide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarouselSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"fileMissing"}}]}}]} as unknown as DocumentNode<AdminSlideFragment, unknown>;
export const DashboardSlotFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingDaySlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedGuests"}},{"kind":"Field","name":{"kind":"Name","value":"pendingGuests"}}]}}]} as unknown as DocumentNode<DashboardSlotFragment, unknown>;
export const AdminInquiryRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInquiryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}}]}}]} as unknown as DocumentNode<AdminInquiryRowFragment, unknown>;
export const AdminItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"kCultureTags"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"promotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImage"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminItemFragment, unknown>;
export const AdminItemDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminItemDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminItem"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"aboutExperience"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"cjPartners"}},{"kind":"Field","name":{"kind":"Name","value":"minGuests"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"optionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationHours"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"salesAvailableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"salesAvailableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableDates"}},{"kind":"Field","name":{"kind":"Name","value":"blockedWeekdays"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"}},{"kind":"Field","name":{"kind":"Name","value":"experienceHighlights"}},{"kind":"Field","name":{"kind":"Name","value":"goodToKnow"}},{"kind":"Field","name":{"kind":"Name","value":"detailedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"includedItems"}},{"kind":"Field","name":{"kind":"Name","value":"notIncludedItems"}},{"kind":"Field","name":{"kind":"Name","value":"overviewImages"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"googleMapIframe"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"externalBookingLink"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"metaKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"kCultureTags"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"promotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImage"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminItemDetailFragment, unknown>;
export const AdminPopupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPopup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Popup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileMissing"}}]}}]} as unknown as DocumentNode<AdminPopupFragment, unknown>;
export const AdminReviewRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReviewRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemTitle"}},{"kind":"Field","name":{"kind":"Name","value":"reviewType"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"reviewContent"}},{"kind":"Field","name":{"kind":"Name","value":"reviewImages"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImage"}},{"kind":"Field","name":{"kind":"Name","value":"reelsLink"}},{"kind":"Field","name":{"kind":"Name","value":"originalReelsLink"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminReviewRowFragment, unknown>;
export const SignedInAdminFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedInAdmin"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"mustEnrolTwoFactor"}}]}}]} as unknown as DocumentNode<SignedInAdminFragment, unknown>;
export const BookingLookupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingLookupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingLookup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"guestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"guestPhone"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfGuests"}},{"kind":"Field","name":{"kind":"Name","value":"withOption"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountDue"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dayContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}},{"kind":"Field","name":{"kind":"Name","value":"experience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationHours"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]} as unknown as DocumentNode<BookingLookupFieldsFragment, unknown>;
export const ArticleCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featuredImage"}},{"kind":"Field","name":{"kind":"Name","value":"readTime"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ArticleCardFragment, unknown>;
export const RelatedArticleCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RelatedArticleCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RelatedArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featuredImage"}},{"kind":"Field","name":{"kind":"Name","value":"readTime"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RelatedArticleCardFragment, unknown>;
export const ReviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewType"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"reviewContent"}},{"kind":"Field","name":{"kind":"Name","value":"reviewImages"}},{"kind":"Field","name":{"kind":"Name","value":"reelsLink"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImage"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ReviewFieldsFragment, unknown>;
export const AuditEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]} as unknown as DocumentNode<AuditEntriesQuery, AuditEntriesQueryVariables>;
export const AdminBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBookingFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"all"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBookingRow"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBookingPayment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBookingRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"itemTitle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}}}]},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfGuests"}},{"kind":"Field","name":{"kind":"Name","value":"withOption"}},{"kind":"Field","name":{"kind":"Name","value":"chosenOption"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"guestPhone"}},{"kind":"Field","name":{"kind":"Name","value":"guestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminMemo"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequests"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBookingPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentOverdue"}}]}}]} as unknown as DocumentNode<AdminBookingsQuery, AdminBookingsQueryVariables>;
export const BookingItemSummariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingItemSummaries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemSummarySort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBookingFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingItemSummaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}}}]},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"tally"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingTallyFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingTallyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingTally"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingBookings"}},{"kind":"Field","name":{"kind":"Name","value":"pendingGuests"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedBookings"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedGuests"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBookings"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledGuests"}},{"kind":"Field","name":{"kind":"Name","value":"totalBookings"}},{"kind":"Field","name":{"kind":"Name","value":"totalGuests"}}]}}]} as unknown as DocumentNode<BookingItemSummariesQuery, BookingItemSummariesQueryVariables>;
export const BookingSlotSummariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingSlotSummaries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SlotSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slotFilter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SlotFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingSlotSummaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"slotFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slotFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}}}]},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"overCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"tally"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingTallyFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingTallyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingTally"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingBookings"}},{"kind":"Field","name":{"kind":"Name","value":"pendingGuests"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedBookings"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedGuests"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBookings"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledGuests"}},{"kind":"Field","name":{"kind":"Name","value":"totalBookings"}},{"kind":"Field","name":{"kind":"Name","value":"totalGuests"}}]}}]} as unknown as DocumentNode<BookingSlotSummariesQuery, BookingSlotSummariesQueryVariables>;
export const BookingDayViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingDayView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slotsPerDay"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingDayView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}},{"kind":"Argument","name":{"kind":"Name","value":"slotsPerDay"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slotsPerDay"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}}}]},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedGuests"}},{"kind":"Field","name":{"kind":"Name","value":"pendingGuests"}}]}}]}}]} as unknown as DocumentNode<BookingDayViewQuery, BookingDayViewQueryVariables>;
export const BookingLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"logType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<BookingLogsQuery, BookingLogsQueryVariables>;
export const BulkBookingPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BulkBookingPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkBookingAction"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkBookingPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"applicable"}},{"kind":"Field","name":{"kind":"Name","value":"mailsGuests"}}]}}]}}]} as unknown as DocumentNode<BulkBookingPreviewQuery, BulkBookingPreviewQueryVariables>;
export const BulkBookingActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BulkBookingAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkBookingAction"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkBookingAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBookingRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBookingRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"itemTitle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}}}]},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfGuests"}},{"kind":"Field","name":{"kind":"Name","value":"withOption"}},{"kind":"Field","name":{"kind":"Name","value":"chosenOption"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"guestPhone"}},{"kind":"Field","name":{"kind":"Name","value":"guestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminMemo"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequests"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BulkBookingActionMutation, BulkBookingActionMutationVariables>;
export const UpdateBookingStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBookingStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBookingRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBookingRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"itemTitle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}}}]},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfGuests"}},{"kind":"Field","name":{"kind":"Name","value":"withOption"}},{"kind":"Field","name":{"kind":"Name","value":"chosenOption"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"guestPhone"}},{"kind":"Field","name":{"kind":"Name","value":"guestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminMemo"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequests"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateBookingStatusMutation, UpdateBookingStatusMutationVariables>;
export const ApproveBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overrideCapacity"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"overrideCapacity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overrideCapacity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBookingRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBookingRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"itemTitle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}}}]},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfGuests"}},{"kind":"Field","name":{"kind":"Name","value":"withOption"}},{"kind":"Field","name":{"kind":"Name","value":"chosenOption"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"guestPhone"}},{"kind":"Field","name":{"kind":"Name","value":"guestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminMemo"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequests"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ApproveBookingMutation, ApproveBookingMutationVariables>;
export const CancelBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBookingRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBookingRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"itemTitle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}}}]},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfGuests"}},{"kind":"Field","name":{"kind":"Name","value":"withOption"}},{"kind":"Field","name":{"kind":"Name","value":"chosenOption"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"guestPhone"}},{"kind":"Field","name":{"kind":"Name","value":"guestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminMemo"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequests"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CancelBookingMutation, CancelBookingMutationVariables>;
export const ResendBookingMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendBookingMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendBookingMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}}]}}]}}]} as unknown as DocumentNode<ResendBookingMailMutation, ResendBookingMailMutationVariables>;
export const BookingSlotTallyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingSlotTally"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingSlotSummaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"tally"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingTallyFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingTallyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingTally"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingBookings"}},{"kind":"Field","name":{"kind":"Name","value":"pendingGuests"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedBookings"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedGuests"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBookings"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledGuests"}},{"kind":"Field","name":{"kind":"Name","value":"totalBookings"}},{"kind":"Field","name":{"kind":"Name","value":"totalGuests"}}]}}]} as unknown as DocumentNode<BookingSlotTallyQuery, BookingSlotTallyQueryVariables>;
export const BookingItemHeaderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingItemHeader"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingSlotSummaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"titleLanguage"}}}]},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}}]}}]}}]}}]} as unknown as DocumentNode<BookingItemHeaderQuery, BookingItemHeaderQueryVariables>;
export const BookingPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountDue"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}}]}}]} as unknown as DocumentNode<BookingPaymentsQuery, BookingPaymentsQueryVariables>;
export const RecordPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}}]}}]} as unknown as DocumentNode<RecordPaymentMutation, RecordPaymentMutationVariables>;
export const VoidPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VoidPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}}]}}]} as unknown as DocumentNode<VoidPaymentMutation, VoidPaymentMutationVariables>;
export const AdminCarouselsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCarousels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCarousels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSlide"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSlide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarouselSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"fileMissing"}}]}}]} as unknown as DocumentNode<AdminCarouselsQuery, AdminCarouselsQueryVariables>;
export const CreateCarouselDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCarousel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CarouselSlideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCarousel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSlide"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSlide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarouselSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"fileMissing"}}]}}]} as unknown as DocumentNode<CreateCarouselMutation, CreateCarouselMutationVariables>;
export const UpdateCarouselDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCarousel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CarouselSlideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCarousel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSlide"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSlide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CarouselSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"fileMissing"}}]}}]} as unknown as DocumentNode<UpdateCarouselMutation, UpdateCarouselMutationVariables>;
export const DeleteCarouselDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCarousel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCarousel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCarouselMutation, DeleteCarouselMutationVariables>;
export const ReorderCarouselsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderCarousels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderCarousels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<ReorderCarouselsMutation, ReorderCarouselsMutationVariables>;
export const BackupStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackupStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backupStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastRunAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunOk"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessSizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessHost"}},{"kind":"Field","name":{"kind":"Name","value":"needsAttention"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}}]}}]}}]} as unknown as DocumentNode<BackupStatusQuery, BackupStatusQueryVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingApplications"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsAwaitingModeration"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingPayment"}},{"kind":"Field","name":{"kind":"Name","value":"overduePayments"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"tomorrow"}},{"kind":"Field","name":{"kind":"Name","value":"todaySlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardSlot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tomorrowSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardSlot"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingDaySlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedGuests"}},{"kind":"Field","name":{"kind":"Name","value":"pendingGuests"}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const DashboardChartsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardCharts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardCharts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"applicationsPerDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"applications"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}}]}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedGuests"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingsByLanguage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"applications"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardChartsQuery, DashboardChartsQueryVariables>;
export const PaymentAutoCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentAutoCancel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentAutoCancel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"wouldCancel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentAutoCancelQuery, PaymentAutoCancelQueryVariables>;
export const SetPaymentAutoCancelDaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPaymentAutoCancelDays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPaymentAutoCancelDays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}]}]}}]} as unknown as DocumentNode<SetPaymentAutoCancelDaysMutation, SetPaymentAutoCancelDaysMutationVariables>;
export const AdminInquiriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInquiries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InquiryFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminInquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInquiryRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInquiryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}}]}}]} as unknown as DocumentNode<AdminInquiriesQuery, AdminInquiriesQueryVariables>;
export const InquiryCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InquiryCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiryCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"handled"}},{"kind":"Field","name":{"kind":"Name","value":"all"}}]}}]}}]} as unknown as DocumentNode<InquiryCountsQuery, InquiryCountsQueryVariables>;
export const InquiryRepliesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InquiryReplies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InquiryFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminInquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"mailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InquiryRepliesQuery, InquiryRepliesQueryVariables>;
export const OpenInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInquiryRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInquiryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}}]}}]} as unknown as DocumentNode<OpenInquiryMutation, OpenInquiryMutationVariables>;
export const SetInquiryStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetInquiryStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InquiryStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setInquiryStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInquiryRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInquiryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}}]}}]} as unknown as DocumentNode<SetInquiryStatusMutation, SetInquiryStatusMutationVariables>;
export const ReplyToInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InquiryReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"mailStatus"}}]}}]}}]} as unknown as DocumentNode<ReplyToInquiryMutation, ReplyToInquiryMutationVariables>;
export const AdminNewsletterSubscribersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNewsletterSubscribers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriberFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminNewsletterSubscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"consentedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminNewsletterSubscribersQuery, AdminNewsletterSubscribersQueryVariables>;
export const AdminExperiencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExperiences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminExperienceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminExperienceSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminExperiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"kCultureTags"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"promotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImage"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminExperiencesQuery, AdminExperiencesQueryVariables>;
export const AdminExperienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExperience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminItemDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"kCultureTags"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"promotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImage"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminItemDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminItem"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"aboutExperience"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"cjPartners"}},{"kind":"Field","name":{"kind":"Name","value":"minGuests"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"optionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationHours"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"salesAvailableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"salesAvailableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableDates"}},{"kind":"Field","name":{"kind":"Name","value":"blockedWeekdays"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"}},{"kind":"Field","name":{"kind":"Name","value":"experienceHighlights"}},{"kind":"Field","name":{"kind":"Name","value":"goodToKnow"}},{"kind":"Field","name":{"kind":"Name","value":"detailedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"includedItems"}},{"kind":"Field","name":{"kind":"Name","value":"notIncludedItems"}},{"kind":"Field","name":{"kind":"Name","value":"overviewImages"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"googleMapIframe"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"externalBookingLink"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"metaKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}}]} as unknown as DocumentNode<AdminExperienceQuery, AdminExperienceQueryVariables>;
export const CreateExperienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateExperience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExperienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExperience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminItemDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"kCultureTags"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"promotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImage"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminItemDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminItem"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"aboutExperience"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"cjPartners"}},{"kind":"Field","name":{"kind":"Name","value":"minGuests"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"optionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationHours"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"salesAvailableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"salesAvailableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableDates"}},{"kind":"Field","name":{"kind":"Name","value":"blockedWeekdays"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"}},{"kind":"Field","name":{"kind":"Name","value":"experienceHighlights"}},{"kind":"Field","name":{"kind":"Name","value":"goodToKnow"}},{"kind":"Field","name":{"kind":"Name","value":"detailedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"includedItems"}},{"kind":"Field","name":{"kind":"Name","value":"notIncludedItems"}},{"kind":"Field","name":{"kind":"Name","value":"overviewImages"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"googleMapIframe"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"externalBookingLink"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"metaKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}}]} as unknown as DocumentNode<CreateExperienceMutation, CreateExperienceMutationVariables>;
export const UpdateExperienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateExperience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExperienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateExperience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminItemDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"kCultureTags"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"promotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImage"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminItemDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminItem"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"aboutExperience"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"cjPartners"}},{"kind":"Field","name":{"kind":"Name","value":"minGuests"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"optionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationHours"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"salesAvailableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"salesAvailableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableDates"}},{"kind":"Field","name":{"kind":"Name","value":"blockedWeekdays"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"}},{"kind":"Field","name":{"kind":"Name","value":"experienceHighlights"}},{"kind":"Field","name":{"kind":"Name","value":"goodToKnow"}},{"kind":"Field","name":{"kind":"Name","value":"detailedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"includedItems"}},{"kind":"Field","name":{"kind":"Name","value":"notIncludedItems"}},{"kind":"Field","name":{"kind":"Name","value":"overviewImages"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"googleMapIframe"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"externalBookingLink"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"metaKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}}]}}]} as unknown as DocumentNode<UpdateExperienceMutation, UpdateExperienceMutationVariables>;
export const SetExperienceActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetExperienceActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setExperienceActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<SetExperienceActiveMutation, SetExperienceActiveMutationVariables>;
export const DuplicateExperienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateExperience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateExperience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"kCultureTags"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"promotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImage"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DuplicateExperienceMutation, DuplicateExperienceMutationVariables>;
export const DeleteExperienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteExperience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExperience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteExperienceMutation, DeleteExperienceMutationVariables>;
export const AdminPopupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPopups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPopups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPopup"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPopup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Popup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileMissing"}}]}}]} as unknown as DocumentNode<AdminPopupsQuery, AdminPopupsQueryVariables>;
export const PopupOverlapsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PopupOverlaps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PopupOverlapInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"popupOverlaps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]} as unknown as DocumentNode<PopupOverlapsQuery, PopupOverlapsQueryVariables>;
export const CreatePopupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PopupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPopup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPopup"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPopup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Popup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileMissing"}}]}}]} as unknown as DocumentNode<CreatePopupMutation, CreatePopupMutationVariables>;
export const UpdatePopupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PopupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePopup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPopup"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPopup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Popup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileMissing"}}]}}]} as unknown as DocumentNode<UpdatePopupMutation, UpdatePopupMutationVariables>;
export const DeletePopupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePopup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePopupMutation, DeletePopupMutationVariables>;
export const ReviewSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewSummaryQuery, ReviewSummaryQueryVariables>;
export const AdminReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStatusFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReviewRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReviewRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemTitle"}},{"kind":"Field","name":{"kind":"Name","value":"reviewType"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"reviewContent"}},{"kind":"Field","name":{"kind":"Name","value":"reviewImages"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImage"}},{"kind":"Field","name":{"kind":"Name","value":"reelsLink"}},{"kind":"Field","name":{"kind":"Name","value":"originalReelsLink"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminReviewsQuery, AdminReviewsQueryVariables>;
export const ApproveReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}}]}}]} as unknown as DocumentNode<ApproveReviewMutation, ApproveReviewMutationVariables>;
export const RejectReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}}]}}]} as unknown as DocumentNode<RejectReviewMutation, RejectReviewMutationVariables>;
export const ReviewModerationPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewModerationPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewDecision"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewModerationPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"notFound"}}]}}]}}]} as unknown as DocumentNode<ReviewModerationPreviewQuery, ReviewModerationPreviewQueryVariables>;
export const ModerateReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerateReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewDecision"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderateReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"notFound"}}]}}]}}]} as unknown as DocumentNode<ModerateReviewsMutation, ModerateReviewsMutationVariables>;
export const AdminCreateReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReviewRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReviewRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemTitle"}},{"kind":"Field","name":{"kind":"Name","value":"reviewType"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"reviewContent"}},{"kind":"Field","name":{"kind":"Name","value":"reviewImages"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImage"}},{"kind":"Field","name":{"kind":"Name","value":"reelsLink"}},{"kind":"Field","name":{"kind":"Name","value":"originalReelsLink"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminCreateReviewMutation, AdminCreateReviewMutationVariables>;
export const AdminUpdateReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUpdateReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReviewRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReviewRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemTitle"}},{"kind":"Field","name":{"kind":"Name","value":"reviewType"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"reviewContent"}},{"kind":"Field","name":{"kind":"Name","value":"reviewImages"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImage"}},{"kind":"Field","name":{"kind":"Name","value":"reelsLink"}},{"kind":"Field","name":{"kind":"Name","value":"originalReelsLink"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUpdateReviewMutation, AdminUpdateReviewMutationVariables>;
export const AdminDeleteReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteReviewMutation, AdminDeleteReviewMutationVariables>;
export const TwoFactorPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requiredForOwners"}},{"kind":"Field","name":{"kind":"Name","value":"requiredForEveryone"}}]}}]}}]} as unknown as DocumentNode<TwoFactorPolicyQuery, TwoFactorPolicyQueryVariables>;
export const SetupTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupTotp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupTotp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUrl"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}}]}}]}}]} as unknown as DocumentNode<SetupTotpMutation, SetupTotpMutationVariables>;
export const EnableTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}}]}}]} as unknown as DocumentNode<EnableTotpMutation, EnableTotpMutationVariables>;
export const DisableTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<DisableTotpMutation, DisableTotpMutationVariables>;
export const SetTwoFactorPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTwoFactorPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requiredForEveryone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTwoFactorPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requiredForEveryone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requiredForEveryone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requiredForOwners"}},{"kind":"Field","name":{"kind":"Name","value":"requiredForEveryone"}}]}}]}}]} as unknown as DocumentNode<SetTwoFactorPolicyMutation, SetTwoFactorPolicyMutationVariables>;
export const AcceptStaffInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptStaffInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptStaffInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<AcceptStaffInvitationMutation, AcceptStaffInvitationMutationVariables>;
export const ItemPickerSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItemPickerSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminExperiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"all"}},{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"title"}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<ItemPickerSearchQuery, ItemPickerSearchQueryVariables>;
export const AdminEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemTitle"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<AdminEventsSubscription, AdminEventsSubscriptionVariables>;
export const InboxBadgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxBadge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiryCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}}]}}]} as unknown as DocumentNode<InboxBadgeQuery, InboxBadgeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorRequired"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignedInAdmin"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedInAdmin"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"mustEnrolTwoFactor"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LoginWithTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginWithTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoveryCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginWithTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"recoveryCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoveryCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorRequired"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignedInAdmin"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedInAdmin"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"mustEnrolTwoFactor"}}]}}]} as unknown as DocumentNode<LoginWithTotpMutation, LoginWithTotpMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignedInAdmin"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedInAdmin"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"mustEnrolTwoFactor"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const CompletePasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompletePasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completePasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<CompletePasswordResetMutation, CompletePasswordResetMutationVariables>;
export const AdminSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<AdminSessionsQuery, AdminSessionsQueryVariables>;
export const EndAdminSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndAdminSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endAdminSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<EndAdminSessionMutation, EndAdminSessionMutationVariables>;
export const StaffMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<StaffMembersQuery, StaffMembersQueryVariables>;
export const InviteStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<InviteStaffMutation, InviteStaffMutationVariables>;
export const DisableStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]}}]} as unknown as DocumentNode<DisableStaffMutation, DisableStaffMutationVariables>;
export const EnableStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]}}]} as unknown as DocumentNode<EnableStaffMutation, EnableStaffMutationVariables>;
export const ExperienceAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExperienceAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExperienceAvailabilityQuery, ExperienceAvailabilityQueryVariables>;
export const BookingExperienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingExperience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"minGuests"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"optionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationHours"}},{"kind":"Field","name":{"kind":"Name","value":"bookingWindow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"until"}}]}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]} as unknown as DocumentNode<BookingExperienceQuery, BookingExperienceQueryVariables>;
export const CreateBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}}]}}]}}]} as unknown as DocumentNode<CreateBookingMutation, CreateBookingMutationVariables>;
export const FindBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FindBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FindBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"findBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingLookupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingLookupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingLookup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"guestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"guestPhone"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfGuests"}},{"kind":"Field","name":{"kind":"Name","value":"withOption"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountDue"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dayContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}},{"kind":"Field","name":{"kind":"Name","value":"experience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationHours"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]} as unknown as DocumentNode<FindBookingQuery, FindBookingQueryVariables>;
export const CancelMyBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelMyBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FindBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMyBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingLookupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingLookupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingLookup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"guestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"guestPhone"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfGuests"}},{"kind":"Field","name":{"kind":"Name","value":"withOption"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountDue"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dayContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}},{"kind":"Field","name":{"kind":"Name","value":"experience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationHours"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]} as unknown as DocumentNode<CancelMyBookingMutation, CancelMyBookingMutationVariables>;
export const SendInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SendInquiryMutation, SendInquiryMutationVariables>;
export const ArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Article"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"related"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RelatedArticleCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featuredImage"}},{"kind":"Field","name":{"kind":"Name","value":"readTime"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RelatedArticleCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RelatedArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featuredImage"}},{"kind":"Field","name":{"kind":"Name","value":"readTime"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ArticleQuery, ArticleQueryVariables>;
export const CultureGuideArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CultureGuideArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleCategory"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featuredImage"}},{"kind":"Field","name":{"kind":"Name","value":"readTime"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CultureGuideArticlesQuery, CultureGuideArticlesQueryVariables>;
export const ExperienceDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExperienceDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"aboutExperience"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"overviewImages"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"kCultureTags"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"minGuests"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"optionText"}},{"kind":"Field","name":{"kind":"Name","value":"optionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationHours"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"promotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"mainImage"}},{"kind":"Field","name":{"kind":"Name","value":"experienceHighlights"}},{"kind":"Field","name":{"kind":"Name","value":"goodToKnow"}},{"kind":"Field","name":{"kind":"Name","value":"detailedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"includedItems"}},{"kind":"Field","name":{"kind":"Name","value":"notIncludedItems"}},{"kind":"Field","name":{"kind":"Name","value":"googleMapIframe"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"externalBookingLink"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"metaKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"overviewContent"}},{"kind":"Field","name":{"kind":"Name","value":"itineraryContent"}},{"kind":"Field","name":{"kind":"Name","value":"includesContent"}}]}}]}}]}}]} as unknown as DocumentNode<ExperienceDetailQuery, ExperienceDetailQueryVariables>;
export const ExperienceListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExperienceList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExperienceFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExperienceSort"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExperienceCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExperienceCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"mainImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"promotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<ExperienceListQuery, ExperienceListQueryVariables>;
export const ActivePopupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivePopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePopup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]} as unknown as DocumentNode<ActivePopupQuery, ActivePopupQueryVariables>;
export const HomeCarouselsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeCarousels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carousels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<HomeCarouselsQuery, HomeCarouselsQueryVariables>;
export const PopularExperiencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PopularExperiences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"popularity"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExperienceCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExperienceCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"mainImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"promotionDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<PopularExperiencesQuery, PopularExperiencesQueryVariables>;
export const SubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Subscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}]}]}}]} as unknown as DocumentNode<SubscribeMutation, SubscribeMutationVariables>;
export const UnsubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<UnsubscribeNewsletterMutation, UnsubscribeNewsletterMutationVariables>;
export const CreateReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewType"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"reviewContent"}},{"kind":"Field","name":{"kind":"Name","value":"reviewImages"}},{"kind":"Field","name":{"kind":"Name","value":"reelsLink"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImage"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateReviewMutation, CreateReviewMutationVariables>;
export const DeleteReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pin"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"pin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pin"}}}]}]}}]} as unknown as DocumentNode<DeleteReviewMutation, DeleteReviewMutationVariables>;
export const ReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Reviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewType"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"reviewContent"}},{"kind":"Field","name":{"kind":"Name","value":"reviewImages"}},{"kind":"Field","name":{"kind":"Name","value":"reelsLink"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImage"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ReviewsQuery, ReviewsQueryVariables>;
export const UpdateReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewType"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"reviewContent"}},{"kind":"Field","name":{"kind":"Name","value":"reviewImages"}},{"kind":"Field","name":{"kind":"Name","value":"reelsLink"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImage"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateReviewMutation, UpdateReviewMutationVariables>;
export const VerifyReviewPinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyReviewPin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyReviewPin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"pin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pin"}}}]}]}}]} as unknown as DocumentNode<VerifyReviewPinMutation, VerifyReviewPinMutationVariables>;
export const PopularSearchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PopularSearches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"popularSearches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cultureTags"}},{"kind":"Field","name":{"kind":"Name","value":"hashtags"}}]}}]}}]} as unknown as DocumentNode<PopularSearchesQuery, PopularSearchesQueryVariables>;
export const SearchExperiencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchExperiences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"mainImage"}}]}}]}}]} as unknown as DocumentNode<SearchExperiencesQuery, SearchExperiencesQueryVariables>;
export const UploadImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<UploadImageMutation, UploadImageMutationVariables>;