/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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

/** The bank account guests pay into. */
export type BankAccountInput = {
  /** Digits with hyphens or spaces between groups, e.g. 110-123-456789. */
  accountNumber: string;
  /** English names (required), and per language where the bank writes them otherwise. */
  names: Array<BankNamesInput>;
  /** The bank's SWIFT/BIC, e.g. SHBKKRSE. */
  swift: string;
  /** Who pays the transfer fees. */
  transferFees: TransferFees;
};

/** The bank's and the account holder's names in one language. */
export type BankNamesInput = {
  /** The account holder's name (at most 100 characters). */
  accountHolder: string;
  /** The bank's name (at most 100 characters). */
  bankName: string;
  /** The guest language (ENG is required). */
  language: Language;
};

/** What a booking history entry records. */
export type BookingLogType =
  /** The guest applied. */
  | 'booking_created'
  /** Staff undid a check-in (within a minute of it). */
  | 'check_in_undone'
  /** Staff checked the guests in at the meeting point (or changed how many came). */
  | 'checked_in'
  /** A mail went to the guest. */
  | 'email_sent'
  /** Staff changed the internal memo. */
  | 'memo_update'
  /** The booking moved to another date or time slot (by the guest or staff). */
  | 'moved'
  /** The guests did not come: marked by staff, or by the automatic job after the slot. */
  | 'no_show'
  /** Staff took back a no-show mark. */
  | 'no_show_undone'
  /** A payment was recorded. */
  | 'payment_recorded'
  /** A payment record was voided. */
  | 'payment_voided'
  /** The online payment provider refused or failed a refund. */
  | 'refund_failed'
  /** A refund to the guest was recorded. */
  | 'refund_recorded'
  /** A refund was asked of the online payment provider (not done yet). */
  | 'refund_requested'
  /** A refund record was voided. */
  | 'refund_voided'
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
  /** Waiting for its online payment; holds its seats for PAYMENT_HOLD_MINUTES. */
  | 'awaiting_payment'
  /** Cancelled by the guest or staff, or declined. */
  | 'cancelled'
  /** Confirmed, at once or by staff: takes its seats. */
  | 'confirmed'
  /** Its hold ended before staff decided or the payment came; its seats came back. */
  | 'expired'
  /** Seats a slot's waitlist offers a guest, held until they answer or the offer ends (issue 41). */
  | 'offered'
  /** Applied for; staff have not confirmed it yet. Holds its seats until its hold ends. */
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

/** How an item's bookings are confirmed. */
export type ConfirmationMode =
  /** At once when seats are free (and, with online payment on, once paid). */
  | 'instant'
  /** Staff approve each application (the original flow). */
  | 'request';

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
  /** A promo code (any case): checked again and applied by the server; refused with one message whatever the reason. */
  promoCode?: string | null | undefined;
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
  /** The meeting point's address in Korean (Hangul), at most 300 characters; empty: none. */
  addressKo?: string | null | undefined;
  /** Weekdays it does not run: 0 = Sunday ... 6 = Saturday. */
  blockedWeekdays?: Array<number> | null | undefined;
  /** Hours before a slot starts (Asia/Seoul) after which the storefront no longer sells it, 0-168; absent: 2. */
  bookingCutoffHours?: number | null | undefined;
  /** Canonical URL of the page when it differs from the default. */
  canonicalUrl?: string | null | undefined;
  /** Experience, Tour or Tickets (required). */
  category?: Category | null | undefined;
  /** Hours before the slot (Asia/Seoul) the guest may still move the booking themselves, 0-720; null or absent: the free-cancellation window. */
  changeWindowHours?: number | null | undefined;
  /** CJ group partners involved in the item, from the fixed list (CJ ENM, CJ CGV, TVING...). */
  cjPartners?: Array<string> | null | undefined;
  /** instant: a booking with free seats is confirmed at once (once paid, with online payment on); request: staff approve each application. Absent: request. */
  confirmationMode?: ConfirmationMode | null | undefined;
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
  /** Latitude of the meeting point, degrees (WGS 84), 33.0 to 38.7 (South Korea); with the longitude or not at all. */
  latitude?: number | null | undefined;
  /** Where it takes place: area or address, free text. */
  location?: string | null | undefined;
  /** Longitude of the meeting point, degrees (WGS 84), 124.5 to 132.0 (South Korea); with the latitude or not at all. */
  longitude?: number | null | undefined;
  /** Hero image URL, as uploadImage answered it (or https). */
  mainImage?: string | null | undefined;
  /** Seats per time slot (default 10); not below minGuests. */
  maxGuests?: number | null | undefined;
  /** Most guests one booking may have, from minGuests to maxGuests; null or absent: no limit below the seats. */
  maxGuestsPerBooking?: number | null | undefined;
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
  /** Hours a waitlist offer waits for the guest's answer, 1-168, never past the slot's cut-off; absent: 12. */
  waitlistOfferHours?: number | null | undefined;
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

/** Joining a full slot's waitlist: the slot must exist and be on sale, with fewer seats left than the party. */
export type JoinWaitlistInput = {
  /** Date of the slot, YYYY-MM-DD (Asia/Seoul). */
  bookingDate: string;
  /** E-mail for the offer; one open entry per e-mail and slot. */
  guestEmail: string;
  /** Name of the guest. */
  guestName: string;
  /** Dial code, a space and digits, e.g. "+81 9012345678". */
  guestPhone: string;
  /** Id of the experience. */
  itemId: number;
  /** The language of the guest’s mails. */
  language: Language;
  /** Guests in the party (the item’s minimum to maximum). */
  numberOfGuests: number;
  /** Slot start time, HH:mm (Asia/Seoul). */
  timeSlot: string;
};

/** A language an experience is offered in, or a guest writes in. */
export type Language =
  /** Traditional Chinese (zh-Hant: Taiwan, Hong Kong, Macau). */
  | 'CHN'
  /** Simplified Chinese (zh-Hans: mainland China, Singapore). */
  | 'CHS'
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

/** The guest moves their booking: the three facts that find it, and the new date and slot. */
export type MoveMyBookingInput = {
  /** The new date, YYYY-MM-DD (Asia/Seoul). */
  bookingDate: string;
  /** E-mail given when booking (any case). */
  email: string;
  /** Phone given when booking: dial code, a space and digits, e.g. "+81 9012345678". */
  phone: string;
  /** The new slot, HH:mm (Asia/Seoul), one of the item’s. */
  timeSlot: string;
  /** The six-digit code chosen when booking. */
  verificationCode: string;
};

/** What a guest's move did. */
export type MoveOutcome =
  /** A change request: the new seats are held until staff approve or decline it. */
  | 'change_requested'
  /** The booking moved at once (same number, code and ticket). */
  | 'moved';

/** Where an online payment attempt stands on our side. */
export type OnlinePaymentState =
  /** Not paid: failed or abandoned at PortOne. */
  | 'failed'
  /** Paid and recorded (possibly refunded in part since). */
  | 'paid'
  /** Refunded in full. */
  | 'refunded'
  /** Going back in full automatically (the job asks PortOne each minute). */
  | 'refunding'
  /** Started: the guest was sent to pay; nothing paid yet. */
  | 'requested';

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
  /** Cancelled, part of the money refunded. */
  | 'partially_refunded'
  /** Cancelled with money kept, no refund recorded yet. */
  | 'refund_due'
  /** Approved, all money refunded. */
  | 'refunded'
  /** Approved, nothing paid yet. */
  | 'unpaid';

/** A payment staff record: money that came (a refund is a RefundInput). */
export type PaymentInput = {
  /** KRW, more than 0. */
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

/** Where the payment instructions of a language come from. */
export type PaymentInstructionsSource =
  /** The bank account an owner set in the back office. */
  | 'back_office'
  /** The PAYMENT_INSTRUCTIONS* environment variables. */
  | 'environment'
  /** Neither: the placeholder account (Example Bank 000-000000-00-000). */
  | 'placeholder';

/** Which way the money went. */
export type PaymentKind =
  /** Money that came from the guest. */
  | 'payment'
  /** Money that went back to the guest. */
  | 'refund';

/** How the money came. */
export type PaymentMethod =
  /** A bank transfer (what the site asks guests for). */
  | 'bank_transfer'
  /** Card paid on the day. */
  | 'card_on_site'
  /** Cash paid on the day. */
  | 'cash_on_site'
  /** Paid online through PortOne (card, Alipay, WeChat Pay): the reference names it. */
  | 'online'
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
  /** Cancelled, part of the money refunded and part still kept. */
  | 'partially_refunded'
  /** Cancelled, money kept and no refund recorded yet: it is owed back. */
  | 'refund_due'
  /** Money came and all of it went back: nothing kept. */
  | 'refunded'
  /** Nothing paid yet. */
  | 'unpaid';

/** How the guest pays a confirmed booking, fixed at approval. */
export type PaymentWay =
  /** By bank transfer before the deadline. */
  | 'bank_transfer'
  /** On the day at the meeting point (cash or card): approved too close to its date for a transfer. */
  | 'on_site';

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

/** A promo code tried on a booking before it is sent (the booking form's apply). */
export type PromoCodeCheckInput = {
  /** Date of the visit, YYYY-MM-DD (Asia/Seoul). */
  bookingDate: string;
  /** The code as typed (any case). */
  code: string;
  /** The item to book. */
  itemId: number;
  /** The guest's language, for the refusal (default ENG). */
  language?: Language | null | undefined;
  /** Guests. */
  numberOfGuests: number;
  /** With the item's option per guest. */
  withOption?: boolean | null | undefined;
};

/** A promo code, or the fields of one to change (left out: kept; null clears a limit or a date). Rules: domain/schemas/promo.ts. */
export type PromoCodeInput = {
  /** Switched on (default true). */
  active?: boolean | null | undefined;
  /** Bookings made from this Seoul date (YYYY-MM-DD). */
  bookingFrom?: string | null | undefined;
  /** Bookings made until this Seoul date, included. */
  bookingUntil?: string | null | undefined;
  /** The code, 4-32 letters, digits, - or _ (any case, stored upper-case); left out: a generated one. */
  code?: string | null | undefined;
  /** The items it applies to; empty or left out: every item. */
  experienceIds?: Array<number> | null | undefined;
  /** percent or fixed (required to create). */
  kind?: PromoKind | null | undefined;
  /** Live uses allowed in all; null: no limit. */
  maxUses?: number | null | undefined;
  /** Live uses allowed per guest e-mail; null: no limit. */
  maxUsesPerEmail?: number | null | undefined;
  /** The fewest guests a booking needs; null: any. */
  minGuests?: number | null | undefined;
  /** Visits from this date (YYYY-MM-DD, Seoul). */
  travelFrom?: string | null | undefined;
  /** Visits until this date, included. */
  travelUntil?: string | null | undefined;
  /** The percentage (1-100) or the KRW amount (required to create). */
  value?: number | null | undefined;
};

/** How a promo code takes money off a booking. */
export type PromoKind =
  /** A fixed amount in KRW (never more than the total). */
  | 'fixed'
  /** A percentage of the booking's list total, rounded down to the won. */
  | 'percent';

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

/** A refund staff record: money that went back to the guest. */
export type RefundInput = {
  /** KRW, more than 0 and at most what the booking kept (payments less refunds). */
  amount: number;
  /** How the money went back. */
  method: PaymentMethod;
  /** Staff note. */
  note?: string | null | undefined;
  /** The transfer reference of the refund. */
  reference?: string | null | undefined;
  /** The day the money went back, YYYY-MM-DD (Asia/Seoul). */
  refundedAt: string;
};

/** A reseller's changes: what is left out stays. */
export type ResellerChangesInput = {
  /** null: none. */
  commissionPercent?: number | null | undefined;
  /** true: every key refused until switched back on. */
  disabled?: boolean | null | undefined;
  /** Its team's contact e-mail. */
  email?: string | null | undefined;
  /** null: every active item. */
  experienceIds?: Array<number> | null | undefined;
  /** Its name (at most 200 characters). */
  name?: string | null | undefined;
};

/** A new reseller. */
export type ResellerInput = {
  /** Its commission in percent (0-100); left out: none. */
  commissionPercent?: number | null | undefined;
  /** Its team's contact e-mail. */
  email: string;
  /** The items it may sell; left out: every active item. */
  experienceIds?: Array<number> | null | undefined;
  /** Its name, as staff see it on bookings (at most 200 characters). */
  name: string;
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

/** A status staff may give a booking. */
export type StaffBookingStatus =
  /** Cancel: the guest is mailed the reason. */
  | 'cancelled'
  /** Approve: the guest is mailed the confirmation. */
  | 'confirmed'
  /** Back to waiting for a decision (its seats held again). */
  | 'pending';

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

/** Who pays a bank transfer's fees. */
export type TransferFees =
  /** The guest: the sender pays every bank's fees (OUR), the full amount arrives. */
  | 'guest'
  /** Each side pays its own bank's fees (SHA). */
  | 'shared'
  /** The team: the guest sends the amount due, fees deducted on the way are on us. */
  | 'us';

/** An admin change: memo and/or status (confirmed approves, cancelled cancels). */
export type UpdateBookingInput = {
  /** New internal memo (absent: unchanged). */
  adminMemo?: string | null | undefined;
  /** Confirm even when the slot would be over capacity (recorded in the history). */
  overrideCapacity?: boolean | null | undefined;
  /** The reason mailed to the guest when cancelling (default: the memo, else the standard organiser reason). */
  reason?: string | null | undefined;
  /** New status: confirmed approves (and mails the guest), cancelled cancels (and mails the reason); absent: unchanged. */
  status?: StaffBookingStatus | null | undefined;
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

/** Where a slot's waitlist entry stands (domain/waitlist.ts). */
export type WaitlistStatus =
  /** The guest accepted the offer: it became a booking. */
  | 'accepted'
  /** The slot's sales closed before seats came back. */
  | 'closed'
  /** The guest declined the offer. */
  | 'declined'
  /** The offer ended without an answer. */
  | 'expired'
  /** The guest left the queue. */
  | 'left'
  /** Seats are held for it until the guest answers or the offer ends. */
  | 'offered'
  /** In the queue. */
  | 'waiting';

/** A URL and the events to send it. */
export type WebhookInput = {
  /** Event types: booking.created, booking.confirmed, … (docs/webhooks.md). */
  events: Array<string>;
  /** A reseller's own subscription: only its bookings' events (booking.*), with the OCTO booking's uuid, reference and contact. Omit for the operator's own (ids and states only). */
  resellerId?: number | null | undefined;
  /** Where to POST the events (http(s); https in production; not a private network). */
  url: string;
};

export type ExperienceCardFieldsFragment = { id: number, title: string, location: string, duration: string, category: Category, mainImage: string | null, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, rating: number, reviewCount: number, translations: Array<{ language: Language, title: string | null, location: string | null }> };

export type AuditEntriesQueryVariables = Exact<{
  username?: string | null | undefined;
  kind?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AuditEntriesQuery = { auditEntries: { totalCount: number, page: number, pageSize: number, items: Array<{ id: number, at: string, username: string, address: string | null, kind: string, targetType: string, targetId: string, before: string | null, after: string | null }> } };

export type AdminBookingRowFragment = { id: number, itemId: number, itemLanguage: string, itemTitle: string, bookingDate: string, timeSlot: string, numberOfGuests: number, withOption: boolean, chosenOption: string | null, totalPrice: number, promoCode: string | null, discount: number, guestName: string, guestPhone: string, guestEmail: string, status: BookingStatus, adminMemo: string, specialRequests: string, language: Language, createdAt: string, holdExpiresAt: string | null, resellerName: string | null, resellerReference: string | null, moves: Array<{ id: number, fromDate: string, fromTime: string, toDate: string, toTime: string, byGuest: boolean, byName: string | null, createdAt: string }>, changeRequest: { id: number, toDate: string, toTime: string, priceDifference: number, createdAt: string } | null };

export type AdminBookingRowCoreFragment = { id: number, itemId: number, itemLanguage: string, itemTitle: string, bookingDate: string, timeSlot: string, numberOfGuests: number, withOption: boolean, chosenOption: string | null, totalPrice: number, promoCode: string | null, discount: number, guestName: string, guestPhone: string, guestEmail: string, status: BookingStatus, adminMemo: string, specialRequests: string, language: Language, createdAt: string, holdExpiresAt: string | null, resellerName: string | null, resellerReference: string | null };

export type BookingMovesFragment = { moves: Array<{ id: number, fromDate: string, fromTime: string, toDate: string, toTime: string, byGuest: boolean, byName: string | null, createdAt: string }>, changeRequest: { id: number, toDate: string, toTime: string, priceDifference: number, createdAt: string } | null };

export type AdminBookingPaymentFragment = { paymentStatus: PaymentStatus | null, amountDue: number | null, amountPaid: number, paymentDueDate: string | null, paymentOverdue: boolean, paidOnline: boolean };

export type AdminBookingArrivalFragment = { checkedInAt: string | null, checkInScannedAt: string | null, guestsArrived: number | null, noShowAt: string | null };

export type BookingTallyFieldsFragment = { pendingBookings: number, pendingGuests: number, confirmedBookings: number, confirmedGuests: number, cancelledBookings: number, cancelledGuests: number, totalBookings: number, totalGuests: number };

export type AdminBookingsQueryVariables = Exact<{
  titleLanguage?: Language | null | undefined;
  page?: PageInput | null | undefined;
  sort?: BookingSort | null | undefined;
  direction?: SortDirection | null | undefined;
  filter?: AdminBookingFilter | null | undefined;
}>;


export type AdminBookingsQuery = { adminBookings: { totalCount: number, page: number, pageSize: number, counts: { pending: number, awaitingPayment: number, confirmed: number, cancelled: number, expired: number, offered: number, all: number }, items: Array<{ paymentStatus: PaymentStatus | null, amountDue: number | null, amountPaid: number, paymentDueDate: string | null, paymentOverdue: boolean, paidOnline: boolean, checkedInAt: string | null, checkInScannedAt: string | null, guestsArrived: number | null, noShowAt: string | null, id: number, itemId: number, itemLanguage: string, itemTitle: string, bookingDate: string, timeSlot: string, numberOfGuests: number, withOption: boolean, chosenOption: string | null, totalPrice: number, promoCode: string | null, discount: number, guestName: string, guestPhone: string, guestEmail: string, status: BookingStatus, adminMemo: string, specialRequests: string, language: Language, createdAt: string, holdExpiresAt: string | null, resellerName: string | null, resellerReference: string | null, moves: Array<{ id: number, fromDate: string, fromTime: string, toDate: string, toTime: string, byGuest: boolean, byName: string | null, createdAt: string }>, changeRequest: { id: number, toDate: string, toTime: string, priceDifference: number, createdAt: string } | null }> } };

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


export type BookingDayViewQuery = { bookingDayView: Array<{ key: string, itemId: number, title: string, language: string, bookingDate: string, timeSlot: string, maxGuests: number, confirmedGuests: number, pendingGuests: number, heldGuests: number, arrivedGuests: number, noShows: number }> };

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


export type BulkBookingActionMutation = { bulkBookingAction: Array<{ id: number, outcome: BulkBookingOutcome, booking: { id: number, itemId: number, itemLanguage: string, itemTitle: string, bookingDate: string, timeSlot: string, numberOfGuests: number, withOption: boolean, chosenOption: string | null, totalPrice: number, promoCode: string | null, discount: number, guestName: string, guestPhone: string, guestEmail: string, status: BookingStatus, adminMemo: string, specialRequests: string, language: Language, createdAt: string, holdExpiresAt: string | null, resellerName: string | null, resellerReference: string | null } | null }> };

export type UpdateBookingStatusMutationVariables = Exact<{
  titleLanguage?: Language | null | undefined;
  id: number;
  input: UpdateBookingInput;
}>;


export type UpdateBookingStatusMutation = { updateBooking: { id: number, itemId: number, itemLanguage: string, itemTitle: string, bookingDate: string, timeSlot: string, numberOfGuests: number, withOption: boolean, chosenOption: string | null, totalPrice: number, promoCode: string | null, discount: number, guestName: string, guestPhone: string, guestEmail: string, status: BookingStatus, adminMemo: string, specialRequests: string, language: Language, createdAt: string, holdExpiresAt: string | null, resellerName: string | null, resellerReference: string | null, moves: Array<{ id: number, fromDate: string, fromTime: string, toDate: string, toTime: string, byGuest: boolean, byName: string | null, createdAt: string }>, changeRequest: { id: number, toDate: string, toTime: string, priceDifference: number, createdAt: string } | null } };

export type ApproveBookingMutationVariables = Exact<{
  titleLanguage?: Language | null | undefined;
  id: number;
  overrideCapacity?: boolean | null | undefined;
}>;


export type ApproveBookingMutation = { approveBooking: { id: number, itemId: number, itemLanguage: string, itemTitle: string, bookingDate: string, timeSlot: string, numberOfGuests: number, withOption: boolean, chosenOption: string | null, totalPrice: number, promoCode: string | null, discount: number, guestName: string, guestPhone: string, guestEmail: string, status: BookingStatus, adminMemo: string, specialRequests: string, language: Language, createdAt: string, holdExpiresAt: string | null, resellerName: string | null, resellerReference: string | null, moves: Array<{ id: number, fromDate: string, fromTime: string, toDate: string, toTime: string, byGuest: boolean, byName: string | null, createdAt: string }>, changeRequest: { id: number, toDate: string, toTime: string, priceDifference: number, createdAt: string } | null } };

export type CancelBookingMutationVariables = Exact<{
  titleLanguage?: Language | null | undefined;
  id: number;
  reason?: string | null | undefined;
}>;


export type CancelBookingMutation = { cancelBooking: { id: number, itemId: number, itemLanguage: string, itemTitle: string, bookingDate: string, timeSlot: string, numberOfGuests: number, withOption: boolean, chosenOption: string | null, totalPrice: number, promoCode: string | null, discount: number, guestName: string, guestPhone: string, guestEmail: string, status: BookingStatus, adminMemo: string, specialRequests: string, language: Language, createdAt: string, holdExpiresAt: string | null, resellerName: string | null, resellerReference: string | null, moves: Array<{ id: number, fromDate: string, fromTime: string, toDate: string, toTime: string, byGuest: boolean, byName: string | null, createdAt: string }>, changeRequest: { id: number, toDate: string, toTime: string, priceDifference: number, createdAt: string } | null } };

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

export type AdminWaitlistQueryVariables = Exact<{
  date: string;
  itemId?: number | null | undefined;
  time?: string | null | undefined;
}>;


export type AdminWaitlistQuery = { adminWaitlist: Array<{ id: number, guestName: string, guestEmail: string, guestPhone: string, numberOfGuests: number, language: Language, status: WaitlistStatus, offerExpiresAt: string | null, offeredBy: string | null, bookingId: number | null, createdAt: string }> };

export type OfferWaitlistEntryMutationVariables = Exact<{
  id: number;
}>;


export type OfferWaitlistEntryMutation = { offerWaitlistEntry: { id: number, status: WaitlistStatus, offerExpiresAt: string | null, offeredBy: string | null } };

export type MoveSlotSeatsQueryVariables = Exact<{
  itemId: number;
  date: string;
}>;


export type MoveSlotSeatsQuery = { experience: { id: number, availability: Array<{ date: string, slots: Array<{ time: string, available: number, total: number, isPast: boolean }> }> } };

export type MovedBookingFragment = { id: number, bookingDate: string, timeSlot: string, status: BookingStatus, totalPrice: number, holdExpiresAt: string | null, moves: Array<{ id: number, fromDate: string, fromTime: string, toDate: string, toTime: string, byGuest: boolean, byName: string | null, createdAt: string }>, changeRequest: { id: number, toDate: string, toTime: string, priceDifference: number, createdAt: string } | null };

export type MoveBookingMutationVariables = Exact<{
  id: number;
  bookingDate: string;
  timeSlot: string;
}>;


export type MoveBookingMutation = { moveBooking: { id: number, bookingDate: string, timeSlot: string, status: BookingStatus, totalPrice: number, holdExpiresAt: string | null, moves: Array<{ id: number, fromDate: string, fromTime: string, toDate: string, toTime: string, byGuest: boolean, byName: string | null, createdAt: string }>, changeRequest: { id: number, toDate: string, toTime: string, priceDifference: number, createdAt: string } | null } };

export type ApproveChangeRequestMutationVariables = Exact<{
  id: number;
}>;


export type ApproveChangeRequestMutation = { approveChangeRequest: { id: number, bookingDate: string, timeSlot: string, status: BookingStatus, totalPrice: number, holdExpiresAt: string | null, moves: Array<{ id: number, fromDate: string, fromTime: string, toDate: string, toTime: string, byGuest: boolean, byName: string | null, createdAt: string }>, changeRequest: { id: number, toDate: string, toTime: string, priceDifference: number, createdAt: string } | null } };

export type DeclineChangeRequestMutationVariables = Exact<{
  id: number;
}>;


export type DeclineChangeRequestMutation = { declineChangeRequest: { id: number, bookingDate: string, timeSlot: string, status: BookingStatus, totalPrice: number, holdExpiresAt: string | null, moves: Array<{ id: number, fromDate: string, fromTime: string, toDate: string, toTime: string, byGuest: boolean, byName: string | null, createdAt: string }>, changeRequest: { id: number, toDate: string, toTime: string, priceDifference: number, createdAt: string } | null } };

export type PaymentRecordFragment = { id: number, kind: PaymentKind, amount: number, method: PaymentMethod, paidAt: string, reference: string, note: string, createdBy: string, createdAt: string, voidedAt: string | null, voidedBy: string | null, voidReason: string | null };

export type OnlinePaymentAttemptFieldsFragment = { id: number, provider: string, paymentId: string, state: OnlinePaymentState, method: string | null, amount: number, currency: string, refundedAmount: number, refundRequestedAt: string | null, refundable: number, recordId: number | null, createdAt: string };

export type BookingPaymentsQueryVariables = Exact<{
  bookingId: number;
}>;


export type BookingPaymentsQuery = { bookingPayments: { amountDue: number, amountPaid: number, amountRefunded: number, status: PaymentStatus, dueDate: string | null, overdue: boolean, reference: string, way: PaymentWay, payments: Array<{ id: number, kind: PaymentKind, amount: number, method: PaymentMethod, paidAt: string, reference: string, note: string, createdBy: string, createdAt: string, voidedAt: string | null, voidedBy: string | null, voidReason: string | null }> }, booking: { id: number, onlinePayments: Array<{ id: number, provider: string, paymentId: string, state: OnlinePaymentState, method: string | null, amount: number, currency: string, refundedAmount: number, refundRequestedAt: string | null, refundable: number, recordId: number | null, createdAt: string }> } };

export type RecordPaymentMutationVariables = Exact<{
  bookingId: number;
  input: PaymentInput;
}>;


export type RecordPaymentMutation = { recordPayment: { id: number, kind: PaymentKind, amount: number, method: PaymentMethod, paidAt: string, reference: string, note: string, createdBy: string, createdAt: string, voidedAt: string | null, voidedBy: string | null, voidReason: string | null } };

export type RecordRefundMutationVariables = Exact<{
  bookingId: number;
  input: RefundInput;
}>;


export type RecordRefundMutation = { recordRefund: { id: number, kind: PaymentKind, amount: number, method: PaymentMethod, paidAt: string, reference: string, note: string, createdBy: string, createdAt: string, voidedAt: string | null, voidedBy: string | null, voidReason: string | null } };

export type VoidPaymentMutationVariables = Exact<{
  bookingId: number;
  paymentId: number;
  reason: string;
}>;


export type VoidPaymentMutation = { voidPayment: { id: number, kind: PaymentKind, amount: number, method: PaymentMethod, paidAt: string, reference: string, note: string, createdBy: string, createdAt: string, voidedAt: string | null, voidedBy: string | null, voidReason: string | null } };

export type RefundOnlinePaymentMutationVariables = Exact<{
  bookingId: number;
  paymentId: number;
  amount: number;
  reason: string;
}>;


export type RefundOnlinePaymentMutation = { refundOnlinePayment: { state: string, refund: { id: number, kind: PaymentKind, amount: number, method: PaymentMethod, paidAt: string, reference: string, note: string, createdBy: string, createdAt: string, voidedAt: string | null, voidedBy: string | null, voidReason: string | null } | null } };

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

export type CheckInSlotsQueryVariables = Exact<{
  date: string;
}>;


export type CheckInSlotsQuery = { manifestSlots: Array<{ time: string, itemId: number, itemName: string, bookings: number, guests: number, arrived: number, checkedIn: number, noShows: number, pending: number }> };

export type CheckInManifestQueryVariables = Exact<{
  date: string;
  time: string;
  itemId?: number | null | undefined;
}>;


export type CheckInManifestQuery = { manifest: Array<{ bookingId: number, bookingNumber: string, itemId: number, itemName: string, date: string, time: string, name: string, guests: number, arrived: boolean, guestsArrived: number | null, checkedInAt: string | null, checkedInBy: string | null, scannedAt: string | null, noShow: boolean, noShowAt: string | null, paymentStatus: PaymentStatus | null, amountDue: number, currency: string, option: string | null, language: Language, specialRequests: string, phone: string, status: BookingStatus }> };

export type BackupStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type BackupStatusQuery = { backupStatus: { lastRunAt: string | null, lastRunOk: boolean | null, lastError: string | null, lastSuccessAt: string | null, lastSuccessSizeBytes: number | null, lastSuccessHost: string | null, needsAttention: boolean, schedule: string | null } };

export type AdminDashboardQueryVariables = Exact<{
  titleLanguage?: Language | null | undefined;
}>;


export type AdminDashboardQuery = { adminDashboard: { pendingApplications: number, reviewsAwaitingModeration: number, awaitingPayment: number, overduePayments: number, overpaidPayments: number, refundsDue: number, holdsEndingSoon: number, awaitingOnlinePayment: number, onlinePaymentsToday: number, onlinePaidToday: number, today: string, tomorrow: string, paymentInstructionsPlaceholder: Array<Language>, todaySlots: Array<{ key: string, itemId: number, title: string, bookingDate: string, timeSlot: string, maxGuests: number, confirmedGuests: number, pendingGuests: number }>, tomorrowSlots: Array<{ key: string, itemId: number, title: string, bookingDate: string, timeSlot: string, maxGuests: number, confirmedGuests: number, pendingGuests: number }> }, onlinePaymentSettings: { enabled: boolean } };

export type DashboardSlotFragment = { key: string, itemId: number, title: string, bookingDate: string, timeSlot: string, maxGuests: number, confirmedGuests: number, pendingGuests: number };

export type DashboardChartsQueryVariables = Exact<{
  titleLanguage?: Language | null | undefined;
}>;


export type DashboardChartsQuery = { dashboardCharts: { from: string, to: string, applicationsPerDay: Array<{ date: string, applications: number, guests: number }>, occupancy: Array<{ date: string, confirmedGuests: number, capacity: number }>, bookingsByLanguage: Array<{ language: Language, bookings: number, guests: number }>, topItems: Array<{ itemId: number, title: string, applications: number, guests: number }>, arrivalsPerItem: Array<{ itemId: number, title: string, bookings: number, guests: number, arrivedBookings: number, arrivedGuests: number, noShows: number, unmarked: number, noShowRate: number | null }> } };

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

export type AdminItemFragment = { id: number, title: string, isActive: boolean, category: Category, language: Array<Language>, kCultureTags: Array<CultureTag>, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, mainImage: string | null, location: string, confirmationMode: ConfirmationMode, updatedAt: string };

export type AdminItemDetailFragment = { shortDescription: string, description: string, aboutExperience: string, overview: string, itinerary: string, included: string, hashtags: Array<string>, cjPartners: Array<string>, minGuests: number, maxGuests: number, maxGuestsPerBooking: number | null, optionText: string | null, optionPrice: number | null, freeCancellationHours: number | null, changeWindowHours: number | null, bookingCutoffHours: number, waitlistOfferHours: number, startTime: string, duration: string, salesAvailableFrom: string | null, salesAvailableUntil: string | null, unavailableDates: Array<string>, blockedWeekdays: Array<number>, timeSlots: Array<string>, experienceHighlights: Array<string>, goodToKnow: Array<string>, includedItems: Array<string>, notIncludedItems: Array<string>, overviewImages: Array<string>, addressKo: string | null, latitude: number | null, longitude: number | null, googleMapIframe: string | null, externalBookingLink: string | null, metaTitle: string | null, metaDescription: string | null, metaKeywords: string | null, canonicalUrl: string | null, id: number, title: string, isActive: boolean, category: Category, language: Array<Language>, kCultureTags: Array<CultureTag>, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, mainImage: string | null, location: string, confirmationMode: ConfirmationMode, updatedAt: string, detailedItinerary: Array<{ description: string, duration: string }>, recommendationPlaces: Array<{ title: string, image: string | null, link: string | null, description: string | null }> };

export type AdminExperiencesQueryVariables = Exact<{
  filter?: AdminExperienceFilter | null | undefined;
  page?: PageInput | null | undefined;
  sort?: AdminExperienceSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type AdminExperiencesQuery = { adminExperiences: { totalCount: number, page: number, pageSize: number, items: Array<{ id: number, title: string, isActive: boolean, category: Category, language: Array<Language>, kCultureTags: Array<CultureTag>, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, mainImage: string | null, location: string, confirmationMode: ConfirmationMode, updatedAt: string }> } };

export type AdminExperienceQueryVariables = Exact<{
  id: number;
}>;


export type AdminExperienceQuery = { experience: { shortDescription: string, description: string, aboutExperience: string, overview: string, itinerary: string, included: string, hashtags: Array<string>, cjPartners: Array<string>, minGuests: number, maxGuests: number, maxGuestsPerBooking: number | null, optionText: string | null, optionPrice: number | null, freeCancellationHours: number | null, changeWindowHours: number | null, bookingCutoffHours: number, waitlistOfferHours: number, startTime: string, duration: string, salesAvailableFrom: string | null, salesAvailableUntil: string | null, unavailableDates: Array<string>, blockedWeekdays: Array<number>, timeSlots: Array<string>, experienceHighlights: Array<string>, goodToKnow: Array<string>, includedItems: Array<string>, notIncludedItems: Array<string>, overviewImages: Array<string>, addressKo: string | null, latitude: number | null, longitude: number | null, googleMapIframe: string | null, externalBookingLink: string | null, metaTitle: string | null, metaDescription: string | null, metaKeywords: string | null, canonicalUrl: string | null, id: number, title: string, isActive: boolean, category: Category, language: Array<Language>, kCultureTags: Array<CultureTag>, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, mainImage: string | null, location: string, confirmationMode: ConfirmationMode, updatedAt: string, detailedItinerary: Array<{ description: string, duration: string }>, recommendationPlaces: Array<{ title: string, image: string | null, link: string | null, description: string | null }> } };

export type CreateExperienceMutationVariables = Exact<{
  input: ExperienceInput;
}>;


export type CreateExperienceMutation = { createExperience: { shortDescription: string, description: string, aboutExperience: string, overview: string, itinerary: string, included: string, hashtags: Array<string>, cjPartners: Array<string>, minGuests: number, maxGuests: number, maxGuestsPerBooking: number | null, optionText: string | null, optionPrice: number | null, freeCancellationHours: number | null, changeWindowHours: number | null, bookingCutoffHours: number, waitlistOfferHours: number, startTime: string, duration: string, salesAvailableFrom: string | null, salesAvailableUntil: string | null, unavailableDates: Array<string>, blockedWeekdays: Array<number>, timeSlots: Array<string>, experienceHighlights: Array<string>, goodToKnow: Array<string>, includedItems: Array<string>, notIncludedItems: Array<string>, overviewImages: Array<string>, addressKo: string | null, latitude: number | null, longitude: number | null, googleMapIframe: string | null, externalBookingLink: string | null, metaTitle: string | null, metaDescription: string | null, metaKeywords: string | null, canonicalUrl: string | null, id: number, title: string, isActive: boolean, category: Category, language: Array<Language>, kCultureTags: Array<CultureTag>, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, mainImage: string | null, location: string, confirmationMode: ConfirmationMode, updatedAt: string, detailedItinerary: Array<{ description: string, duration: string }>, recommendationPlaces: Array<{ title: string, image: string | null, link: string | null, description: string | null }> } };

export type UpdateExperienceMutationVariables = Exact<{
  id: number;
  input: ExperienceInput;
}>;


export type UpdateExperienceMutation = { updateExperience: { shortDescription: string, description: string, aboutExperience: string, overview: string, itinerary: string, included: string, hashtags: Array<string>, cjPartners: Array<string>, minGuests: number, maxGuests: number, maxGuestsPerBooking: number | null, optionText: string | null, optionPrice: number | null, freeCancellationHours: number | null, changeWindowHours: number | null, bookingCutoffHours: number, waitlistOfferHours: number, startTime: string, duration: string, salesAvailableFrom: string | null, salesAvailableUntil: string | null, unavailableDates: Array<string>, blockedWeekdays: Array<number>, timeSlots: Array<string>, experienceHighlights: Array<string>, goodToKnow: Array<string>, includedItems: Array<string>, notIncludedItems: Array<string>, overviewImages: Array<string>, addressKo: string | null, latitude: number | null, longitude: number | null, googleMapIframe: string | null, externalBookingLink: string | null, metaTitle: string | null, metaDescription: string | null, metaKeywords: string | null, canonicalUrl: string | null, id: number, title: string, isActive: boolean, category: Category, language: Array<Language>, kCultureTags: Array<CultureTag>, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, mainImage: string | null, location: string, confirmationMode: ConfirmationMode, updatedAt: string, detailedItinerary: Array<{ description: string, duration: string }>, recommendationPlaces: Array<{ title: string, image: string | null, link: string | null, description: string | null }> } };

export type SetExperienceActiveMutationVariables = Exact<{
  id: number;
  isActive: boolean;
}>;


export type SetExperienceActiveMutation = { setExperienceActive: { id: number, isActive: boolean } };

export type DuplicateExperienceMutationVariables = Exact<{
  id: number;
}>;


export type DuplicateExperienceMutation = { duplicateExperience: { id: number, title: string, isActive: boolean, category: Category, language: Array<Language>, kCultureTags: Array<CultureTag>, price: number, discountedPrice: number, promotionType: Array<PromotionType>, promotionDiscount: number | null, mainImage: string | null, location: string, confirmationMode: ConfirmationMode, updatedAt: string } };

export type DeleteExperienceMutationVariables = Exact<{
  id: number;
}>;


export type DeleteExperienceMutation = { deleteExperience: boolean };

export type ItemPickerSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  pageSize: number;
}>;


export type ItemPickerSearchQuery = { adminExperiences: { totalCount: number, items: Array<{ id: number, title: string }> } };

export type AdminSessionsQueryVariables = Exact<{
  userId?: number | null | undefined;
}>;


export type AdminSessionsQuery = { adminSessions: Array<{ id: string, userId: number, username: string, device: string | null, address: string | null, signedInAt: string, lastUsedAt: string, current: boolean }> };

export type EndAdminSessionMutationVariables = Exact<{
  id: string;
}>;


export type EndAdminSessionMutation = { endAdminSession: boolean };

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

export type AdminPromoCodeFragment = { id: number, code: string, kind: PromoKind, value: number, experienceIds: Array<number>, bookingFrom: string | null, bookingUntil: string | null, travelFrom: string | null, travelUntil: string | null, maxUses: number | null, maxUsesPerEmail: number | null, minGuests: number | null, active: boolean, items: Array<{ id: number, title: string }>, usage: { uses: number, bookings: number, discountTotal: number } };

export type AdminPromoCodesQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type AdminPromoCodesQuery = { adminPromoCodes: { totalCount: number, page: number, pageSize: number, items: Array<{ id: number, code: string, kind: PromoKind, value: number, experienceIds: Array<number>, bookingFrom: string | null, bookingUntil: string | null, travelFrom: string | null, travelUntil: string | null, maxUses: number | null, maxUsesPerEmail: number | null, minGuests: number | null, active: boolean, items: Array<{ id: number, title: string }>, usage: { uses: number, bookings: number, discountTotal: number } }> } };

export type CreatePromoCodeMutationVariables = Exact<{
  input: PromoCodeInput;
}>;


export type CreatePromoCodeMutation = { createPromoCode: { id: number, code: string, kind: PromoKind, value: number, experienceIds: Array<number>, bookingFrom: string | null, bookingUntil: string | null, travelFrom: string | null, travelUntil: string | null, maxUses: number | null, maxUsesPerEmail: number | null, minGuests: number | null, active: boolean, items: Array<{ id: number, title: string }>, usage: { uses: number, bookings: number, discountTotal: number } } };

export type UpdatePromoCodeMutationVariables = Exact<{
  id: number;
  input: PromoCodeInput;
}>;


export type UpdatePromoCodeMutation = { updatePromoCode: { id: number, code: string, kind: PromoKind, value: number, experienceIds: Array<number>, bookingFrom: string | null, bookingUntil: string | null, travelFrom: string | null, travelUntil: string | null, maxUses: number | null, maxUsesPerEmail: number | null, minGuests: number | null, active: boolean, items: Array<{ id: number, title: string }>, usage: { uses: number, bookings: number, discountTotal: number } } };

export type DeletePromoCodeMutationVariables = Exact<{
  id: number;
}>;


export type DeletePromoCodeMutation = { deletePromoCode: boolean };

export type PromoCodeBookingsQueryVariables = Exact<{
  id: number;
}>;


export type PromoCodeBookingsQuery = { promoCodeBookings: Array<{ id: number, itemTitle: string, bookingDate: string, timeSlot: string, guestName: string, numberOfGuests: number, status: BookingStatus, listPrice: number, discount: number, totalPrice: number, counted: boolean }> };

export type ResellerRowFragment = { id: number, name: string, email: string, experienceIds: Array<number> | null, commissionPercent: number | null, disabledAt: string | null, createdAt: string, items: Array<{ id: number, title: string }> | null, keys: Array<{ id: number, prefix: string, createdAt: string, revokedAt: string | null, lastUsedAt: string | null }>, figures: { bookings: number, revenue: number, lastRequestAt: string | null, errors: number } };

export type ResellersQueryVariables = Exact<{ [key: string]: never; }>;


export type ResellersQuery = { resellers: Array<{ id: number, name: string, email: string, experienceIds: Array<number> | null, commissionPercent: number | null, disabledAt: string | null, createdAt: string, items: Array<{ id: number, title: string }> | null, keys: Array<{ id: number, prefix: string, createdAt: string, revokedAt: string | null, lastUsedAt: string | null }>, figures: { bookings: number, revenue: number, lastRequestAt: string | null, errors: number } }> };

export type CreateResellerMutationVariables = Exact<{
  input: ResellerInput;
}>;


export type CreateResellerMutation = { createReseller: { id: number, apiKey: string, reseller: { id: number, name: string, email: string, experienceIds: Array<number> | null, commissionPercent: number | null, disabledAt: string | null, createdAt: string, items: Array<{ id: number, title: string }> | null, keys: Array<{ id: number, prefix: string, createdAt: string, revokedAt: string | null, lastUsedAt: string | null }>, figures: { bookings: number, revenue: number, lastRequestAt: string | null, errors: number } } } };

export type UpdateResellerMutationVariables = Exact<{
  id: number;
  changes: ResellerChangesInput;
}>;


export type UpdateResellerMutation = { updateReseller: { id: number, name: string, email: string, experienceIds: Array<number> | null, commissionPercent: number | null, disabledAt: string | null, createdAt: string, items: Array<{ id: number, title: string }> | null, keys: Array<{ id: number, prefix: string, createdAt: string, revokedAt: string | null, lastUsedAt: string | null }>, figures: { bookings: number, revenue: number, lastRequestAt: string | null, errors: number } } };

export type IssueResellerKeyMutationVariables = Exact<{
  id: number;
}>;


export type IssueResellerKeyMutation = { issueResellerKey: { id: number, apiKey: string, reseller: { id: number, name: string, email: string, experienceIds: Array<number> | null, commissionPercent: number | null, disabledAt: string | null, createdAt: string, items: Array<{ id: number, title: string }> | null, keys: Array<{ id: number, prefix: string, createdAt: string, revokedAt: string | null, lastUsedAt: string | null }>, figures: { bookings: number, revenue: number, lastRequestAt: string | null, errors: number } } } };

export type RevokeResellerKeyMutationVariables = Exact<{
  id: number;
  keyId: number;
}>;


export type RevokeResellerKeyMutation = { revokeResellerKey: boolean };

export type AdminReviewRowFragment = { id: number, itemId: number, itemTitle: string | null, reviewType: ReviewType, reviewerName: string, rating: number, visitDate: string, reviewContent: string, reviewImages: Array<string>, thumbnailImage: string | null, reelsLink: string | null, originalReelsLink: string | null, isApproved: boolean | null, verified: boolean, createdBy: string, createdAt: string };

export type ReviewSummaryQueryVariables = Exact<{
  titleLanguage?: Language | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ReviewSummaryQuery = { reviewSummary: { totalCount: number, page: number, pageSize: number, items: Array<{ itemId: number, title: string, language: Language | null, pending: number, approved: number, rejected: number, total: number, rating: number, reviewCount: number }> } };

export type AdminReviewsQueryVariables = Exact<{
  titleLanguage?: Language | null | undefined;
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
  titleLanguage?: Language | null | undefined;
  input: AdminReviewInput;
}>;


export type AdminCreateReviewMutation = { adminCreateReview: { id: number, itemId: number, itemTitle: string | null, reviewType: ReviewType, reviewerName: string, rating: number, visitDate: string, reviewContent: string, reviewImages: Array<string>, thumbnailImage: string | null, reelsLink: string | null, originalReelsLink: string | null, isApproved: boolean | null, verified: boolean, createdBy: string, createdAt: string } };

export type AdminUpdateReviewMutationVariables = Exact<{
  titleLanguage?: Language | null | undefined;
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

export type MyAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccountQuery = { me: { id: number, username: string, email: string | null, pendingEmail: string | null } | null };

export type SetupTotpMutationVariables = Exact<{
  password: string;
}>;


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

export type RegenerateRecoveryCodesMutationVariables = Exact<{
  password: string;
}>;


export type RegenerateRecoveryCodesMutation = { regenerateRecoveryCodes: { recoveryCodes: Array<string> } };

export type ChangeMyPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangeMyPasswordMutation = { changeMyPassword: boolean };

export type ChangeMyEmailMutationVariables = Exact<{
  email: string;
  currentPassword: string;
}>;


export type ChangeMyEmailMutation = { changeMyEmail: { email: string | null, pendingEmail: string | null } };

export type AdminExchangeRateFieldsFragment = { currency: string, source: string, krwPerUnit: number, date: string, shown: boolean, updatedAt: string };

export type AdminExchangeRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminExchangeRatesQuery = { adminExchangeRates: Array<{ currency: string, source: string, krwPerUnit: number, date: string, shown: boolean, updatedAt: string }> };

export type SetExchangeRateMutationVariables = Exact<{
  currency: string;
  krwPerUnit?: number | null | undefined;
}>;


export type SetExchangeRateMutation = { setExchangeRate: Array<{ currency: string, source: string, krwPerUnit: number, date: string, shown: boolean, updatedAt: string }> };

export type PaymentInstructionsFieldsFragment = { placeholderLanguages: Array<Language>, bankAccount: { accountNumber: string, swift: string, transferFees: TransferFees, names: Array<{ language: Language, bankName: string, accountHolder: string }> } | null, texts: Array<{ language: Language, text: string, source: PaymentInstructionsSource }> };

export type PaymentInstructionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentInstructionsQuery = { paymentInstructions: { placeholderLanguages: Array<Language>, bankAccount: { accountNumber: string, swift: string, transferFees: TransferFees, names: Array<{ language: Language, bankName: string, accountHolder: string }> } | null, texts: Array<{ language: Language, text: string, source: PaymentInstructionsSource }> } };

export type SetPaymentInstructionsMutationVariables = Exact<{
  bankAccount?: BankAccountInput | null | undefined;
}>;


export type SetPaymentInstructionsMutation = { setPaymentInstructions: { placeholderLanguages: Array<Language>, bankAccount: { accountNumber: string, swift: string, transferFees: TransferFees, names: Array<{ language: Language, bankName: string, accountHolder: string }> } | null, texts: Array<{ language: Language, text: string, source: PaymentInstructionsSource }> } };

export type OnlinePaymentSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type OnlinePaymentSettingsQuery = { onlinePaymentSettings: { enabled: boolean, storeId: string | null, methods: Array<string> } };

export type AcceptStaffInvitationMutationVariables = Exact<{
  input: AcceptInvitationInput;
}>;


export type AcceptStaffInvitationMutation = { acceptStaffInvitation: { id: number, username: string, role: AdminRole } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: boolean };

export type AdminEventsSubscriptionVariables = Exact<{
  titleLanguage?: Language | null | undefined;
}>;


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

export type SignedInAdminFragment = { id: number, username: string, role: AdminRole, twoFactorEnabled: boolean, mustEnrolTwoFactor: boolean };

export type StaffMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMembersQuery = { staffMembers: Array<{ id: number, username: string, role: AdminRole, email: string | null, disabledAt: string | null, lastLoginAt: string | null, twoFactorEnabled: boolean, twoFactorLocked: boolean }>, staffInvitations: Array<{ id: number, email: string, role: AdminRole, expiresAt: string }> };

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

export type ResetTwoFactorMutationVariables = Exact<{
  id: number;
}>;


export type ResetTwoFactorMutation = { resetTwoFactor: { id: number, twoFactorEnabled: boolean, twoFactorLocked: boolean } };

export type UnlockTwoFactorMutationVariables = Exact<{
  id: number;
}>;


export type UnlockTwoFactorMutation = { unlockTwoFactor: { id: number, twoFactorEnabled: boolean, twoFactorLocked: boolean } };

export type WebhookRowFragment = { id: number, url: string, events: Array<string>, resellerId: number | null, disabledAt: string | null, disabledReason: string | null, createdAt: string };

export type WebhookDeliveryRowFragment = { id: number, eventType: string, status: string, attempts: number, lastResponseCode: number | null, lastError: string | null, nextAttemptAt: string, sentAt: string | null, createdAt: string };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { webhooks: Array<{ id: number, url: string, events: Array<string>, resellerId: number | null, disabledAt: string | null, disabledReason: string | null, createdAt: string }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  id: number;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: Array<{ id: number, eventType: string, status: string, attempts: number, lastResponseCode: number | null, lastError: string | null, nextAttemptAt: string, sentAt: string | null, createdAt: string }> };

export type CreateWebhookMutationVariables = Exact<{
  input: WebhookInput;
}>;


export type CreateWebhookMutation = { createWebhook: { secret: string, subscription: { id: number, url: string, events: Array<string>, resellerId: number | null, disabledAt: string | null, disabledReason: string | null, createdAt: string } } };

export type DeleteWebhookMutationVariables = Exact<{
  id: number;
}>;


export type DeleteWebhookMutation = { deleteWebhook: boolean };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: number;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: string };

export type RetryWebhookDeliveryMutationVariables = Exact<{
  id: number;
  deliveryId: number;
}>;


export type RetryWebhookDeliveryMutation = { retryWebhookDelivery: { id: number, eventType: string, status: string, attempts: number, lastResponseCode: number | null, lastError: string | null, nextAttemptAt: string, sentAt: string | null, createdAt: string } };

export type WebhookResellersQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookResellersQuery = { resellers: Array<{ id: number, name: string, disabledAt: string | null }> };

export type ExperienceAvailabilityQueryVariables = Exact<{
  id: number;
  from: string;
  to: string;
}>;


export type ExperienceAvailabilityQuery = { experience: { id: number, availability: Array<{ date: string, status: DayStatus, slots: Array<{ time: string, total: number, available: number, isPast: boolean, isClosed: boolean }> }> } };

export type BookingExperienceQueryVariables = Exact<{
  id: number;
}>;


export type BookingExperienceQuery = { onlinePaymentMethods: Array<string>, experience: { id: number, title: string, location: string, category: Category, minGuests: number, maxGuests: number, maxGuestsPerBooking: number | null, price: number, discountedPrice: number, optionText: string | null, optionPrice: number | null, freeCancellationHours: number | null, confirmationMode: ConfirmationMode, bookingWindow: { from: string, until: string }, translations: Array<{ language: Language, title: string | null, location: string | null }> } };

export type CheckPromoCodeMutationVariables = Exact<{
  input: PromoCodeCheckInput;
}>;


export type CheckPromoCodeMutation = { checkPromoCode: { valid: boolean, discount: number, total: number, message: string | null } };

export type CreateBookingMutationVariables = Exact<{
  input: CreateBookingInput;
}>;


export type CreateBookingMutation = { createBooking: { id: number, verificationCode: string, status: BookingStatus, holdExpiresAt: string | null, payment: { provider: string, paymentId: string, storeId: string, amount: number, currency: string, orderName: string, holdExpiresAt: string | null, channels: Array<{ method: string, channelKey: string }> } | null } };

export type BookingLookupFieldsFragment = { id: number, bookingDate: string, timeSlot: string, guestName: string, guestEmail: string, guestPhone: string, numberOfGuests: number, withOption: boolean, totalPrice: number, promoCode: string | null, discount: number, status: BookingStatus, holdExpiresAt: string | null, payToken: string | null, canCancel: boolean, cancelRefusal: GuestCancelRefusal | null, cancellationDeadline: string | null, ticketCode: string | null, canMove: boolean, moveDeadline: string | null, guestMovesLeft: number, changeRequest: { toDate: string, toTime: string, priceDifference: number } | null, payment: { amountDue: number, amountPaid: number, amountRefunded: number, status: PaymentStatus, dueDate: string | null, overdue: boolean, reference: string, way: PaymentWay, instructions: string } | null, dayContacts: Array<{ channel: DayContactChannel, value: string, href: string | null }>, experience: { id: number, title: string, category: Category, location: string, optionText: string | null, freeCancellationHours: number | null, bookingWindow: { from: string, until: string }, translations: Array<{ language: Language, title: string | null, location: string | null }> } };

export type FindBookingQueryVariables = Exact<{
  input: FindBookingInput;
}>;


export type FindBookingQuery = { findBooking: { id: number, bookingDate: string, timeSlot: string, guestName: string, guestEmail: string, guestPhone: string, numberOfGuests: number, withOption: boolean, totalPrice: number, promoCode: string | null, discount: number, status: BookingStatus, holdExpiresAt: string | null, payToken: string | null, canCancel: boolean, cancelRefusal: GuestCancelRefusal | null, cancellationDeadline: string | null, ticketCode: string | null, canMove: boolean, moveDeadline: string | null, guestMovesLeft: number, changeRequest: { toDate: string, toTime: string, priceDifference: number } | null, payment: { amountDue: number, amountPaid: number, amountRefunded: number, status: PaymentStatus, dueDate: string | null, overdue: boolean, reference: string, way: PaymentWay, instructions: string } | null, dayContacts: Array<{ channel: DayContactChannel, value: string, href: string | null }>, experience: { id: number, title: string, category: Category, location: string, optionText: string | null, freeCancellationHours: number | null, bookingWindow: { from: string, until: string }, translations: Array<{ language: Language, title: string | null, location: string | null }> } } };

export type CancelMyBookingMutationVariables = Exact<{
  input: FindBookingInput;
}>;


export type CancelMyBookingMutation = { cancelMyBooking: { id: number, bookingDate: string, timeSlot: string, guestName: string, guestEmail: string, guestPhone: string, numberOfGuests: number, withOption: boolean, totalPrice: number, promoCode: string | null, discount: number, status: BookingStatus, holdExpiresAt: string | null, payToken: string | null, canCancel: boolean, cancelRefusal: GuestCancelRefusal | null, cancellationDeadline: string | null, ticketCode: string | null, canMove: boolean, moveDeadline: string | null, guestMovesLeft: number, changeRequest: { toDate: string, toTime: string, priceDifference: number } | null, payment: { amountDue: number, amountPaid: number, amountRefunded: number, status: PaymentStatus, dueDate: string | null, overdue: boolean, reference: string, way: PaymentWay, instructions: string } | null, dayContacts: Array<{ channel: DayContactChannel, value: string, href: string | null }>, experience: { id: number, title: string, category: Category, location: string, optionText: string | null, freeCancellationHours: number | null, bookingWindow: { from: string, until: string }, translations: Array<{ language: Language, title: string | null, location: string | null }> } } };

export type MoveMyBookingMutationVariables = Exact<{
  input: MoveMyBookingInput;
}>;


export type MoveMyBookingMutation = { moveMyBooking: { outcome: MoveOutcome | null, id: number, bookingDate: string, timeSlot: string, guestName: string, guestEmail: string, guestPhone: string, numberOfGuests: number, withOption: boolean, totalPrice: number, promoCode: string | null, discount: number, status: BookingStatus, holdExpiresAt: string | null, payToken: string | null, canCancel: boolean, cancelRefusal: GuestCancelRefusal | null, cancellationDeadline: string | null, ticketCode: string | null, canMove: boolean, moveDeadline: string | null, guestMovesLeft: number, changeRequest: { toDate: string, toTime: string, priceDifference: number } | null, payment: { amountDue: number, amountPaid: number, amountRefunded: number, status: PaymentStatus, dueDate: string | null, overdue: boolean, reference: string, way: PaymentWay, instructions: string } | null, dayContacts: Array<{ channel: DayContactChannel, value: string, href: string | null }>, experience: { id: number, title: string, category: Category, location: string, optionText: string | null, freeCancellationHours: number | null, bookingWindow: { from: string, until: string }, translations: Array<{ language: Language, title: string | null, location: string | null }> } } };

export type OnlinePaymentFieldsFragment = { provider: string, paymentId: string, storeId: string, amount: number, currency: string, orderName: string, holdExpiresAt: string | null, channels: Array<{ method: string, channelKey: string }> };

export type CompleteOnlinePaymentMutationVariables = Exact<{
  paymentId: string;
}>;


export type CompleteOnlinePaymentMutation = { completeOnlinePayment: { bookingId: number, status: BookingStatus } };

export type StartBookingPaymentMutationVariables = Exact<{
  token: string;
}>;


export type StartBookingPaymentMutation = { startBookingPayment: { bookingId: number, status: BookingStatus, itemTitle: string, bookingDate: string, timeSlot: string, numberOfGuests: number, amount: number, currency: string, holdExpiresAt: string | null, refusal: string | null, payment: { provider: string, paymentId: string, storeId: string, amount: number, currency: string, orderName: string, holdExpiresAt: string | null, channels: Array<{ method: string, channelKey: string }> } | null } };

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


export type ExperienceDetailQuery = { experience: { id: number, title: string, shortDescription: string, description: string, aboutExperience: string, overview: string, overviewImages: Array<string>, category: Category, kCultureTags: Array<CultureTag>, hashtags: Array<string>, language: Array<Language>, location: string, duration: string, minGuests: number, maxGuests: number, maxGuestsPerBooking: number | null, price: number, discountedPrice: number, optionText: string | null, optionPrice: number | null, freeCancellationHours: number | null, confirmationMode: ConfirmationMode, promotionType: Array<PromotionType>, promotionDiscount: number | null, rating: number, reviewCount: number, mainImage: string | null, experienceHighlights: Array<string>, goodToKnow: Array<string>, itinerary: string, included: string, includedItems: Array<string>, notIncludedItems: Array<string>, googleMapIframe: string | null, addressKo: string | null, latitude: number | null, longitude: number | null, externalBookingLink: string | null, metaTitle: string | null, metaDescription: string | null, metaKeywords: string | null, canonicalUrl: string | null, detailedItinerary: Array<{ description: string, duration: string }>, recommendationPlaces: Array<{ title: string, image: string | null, link: string | null, description: string | null }>, translations: Array<{ language: Language, title: string | null, description: string | null, location: string | null, overviewContent: string | null, itineraryContent: string | null, includesContent: string | null }> } };

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

export type JoinWaitlistMutationVariables = Exact<{
  input: JoinWaitlistInput;
}>;


export type JoinWaitlistMutation = { joinWaitlist: { status: WaitlistStatus, position: number } };

export type WaitlistOfferQueryVariables = Exact<{
  token: string;
}>;


export type WaitlistOfferQuery = { waitlistOffer: { status: WaitlistStatus, itemId: number, title: string, bookingDate: string, timeSlot: string, numberOfGuests: number, expiresAt: string | null } };

export type AcceptWaitlistOfferMutationVariables = Exact<{
  token: string;
  verificationCode?: string | null | undefined;
}>;


export type AcceptWaitlistOfferMutation = { acceptWaitlistOffer: { id: number, verificationCode: string, status: BookingStatus, holdExpiresAt: string | null } };

export type DeclineWaitlistOfferMutationVariables = Exact<{
  token: string;
}>;


export type DeclineWaitlistOfferMutation = { declineWaitlistOffer: { status: WaitlistStatus } };

export type LeaveWaitlistMutationVariables = Exact<{
  token: string;
}>;


export type LeaveWaitlistMutation = { leaveWaitlist: { status: WaitlistStatus } };

export type ExchangeRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ExchangeRatesQuery = { exchangeRates: { base: string, date: string | null, rates: Array<{ currency: string, rate: number, date: string }> } };

export type UploadImageMutationVariables = Exact<{
  file: File;
}>;


export type UploadImageMutation = { uploadImage: { imageUrl: string, filename: string, width: number, height: number } };
