import { seoulToday } from './calendar.js';
import type { Language } from './constants.js';

/**
 * Promo codes (issue 41 point 3): what a code takes off a booking, and whether it applies. The server
 * runs these rules; the web only shows what the server answered.
 */

export const PROMO_KINDS = ['percent', 'fixed'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** The letters of a generated code: no look-alikes (no 0/O, 1/I/L), so a code read aloud or copied by hand works. */
export const PROMO_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A generated code's length: 31^12 ≈ 2^59 codes, far beyond guessing under the check's rate limit. */
export const PROMO_CODE_GENERATED_LENGTH = 12;
/** A code staff choose: 4 to 32 letters, digits, '-' or '_' (stored upper-case). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{4,32}$/;
export const PROMO_CODE_MAX_LENGTH = 32;

/** Codes are case-insensitive: compared and stored upper-case, surrounding spaces dropped. */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

/** A code as its rules need it (dates are Seoul dates YYYY-MM-DD, both ends included; null: open). */
export interface PromoRules {
  kind: PromoKind;
  value: number;
  /** The items it applies to; empty: every item. */
  experienceIds: readonly number[];
  bookingFrom?: string | null;
  bookingUntil?: string | null;
  travelFrom?: string | null;
  travelUntil?: string | null;
  maxUses?: number | null;
  maxUsesPerEmail?: number | null;
  minGuests?: number | null;
  active: boolean;
}

/** Why a code does not apply (the server's log only: the guest always reads PROMO_REFUSAL_MESSAGES). */
export type PromoRefusal =
  | 'unknown'
  | 'inactive'
  | 'other_item'
  | 'booking_window'
  | 'travel_window'
  | 'too_few_guests'
  | 'used_up'
  | 'used_up_by_email';

/** The booking a code is tried on: its item, visit date (Seoul) and guests. */
export interface PromoTarget {
  itemId: number;
  bookingDate: string;
  numberOfGuests: number;
}

/** The code's live uses: in all, and by the guest's e-mail (unknown before the application: not checked). */
export interface PromoUses {
  total: number;
  byEmail?: number | null;
}

const outside = (day: string, from?: string | null, until?: string | null) =>
  (!!from && day < from) || (!!until && day > until);

/**
 * Why `code` cannot be used for `target` now, or null when it can. The booking window is the Seoul day
 * the booking is made (`now`), the travel window the visit's date; limits count live uses (a
 * cancelled or expired booking's use came back).
 */
export function promoRefusal(
  code: PromoRules | null,
  target: PromoTarget,
  uses: PromoUses,
  now: Date = new Date(),
): PromoRefusal | null {
  if (!code) return 'unknown';
  if (!code.active) return 'inactive';
  if (code.experienceIds.length > 0 && !code.experienceIds.includes(target.itemId)) return 'other_item';
  if (outside(seoulToday(now), code.bookingFrom, code.bookingUntil)) return 'booking_window';
  if (outside(target.bookingDate, code.travelFrom, code.travelUntil)) return 'travel_window';
  if (code.minGuests != null && target.numberOfGuests < code.minGuests) return 'too_few_guests';
  if (code.maxUses != null && uses.total >= code.maxUses) return 'used_up';
  if (code.maxUsesPerEmail != null && uses.byEmail != null && uses.byEmail >= code.maxUsesPerEmail)
    return 'used_up_by_email';
  return null;
}

/**
 * What a code takes off a booking's list total, in KRW: a percentage rounded down to the won (never
 * more than the percentage: 10% of ₩45,500 is ₩4,550, of ₩45,505 ₩4,550), or a fixed amount, never
 * more than the total (the guest never pays below ₩0).
 */
export function promoDiscount(code: Pick<PromoRules, 'kind' | 'value'>, listTotal: number): number {
  const discount = code.kind === 'percent' ? Math.floor((listTotal * code.value) / 100) : code.value;
  return Math.max(0, Math.min(discount, listTotal));
}

/** The one answer to every refused code, whatever the reason (no hint to a guesser: Hi.Events #1080). */
export const PROMO_REFUSAL_MESSAGES: Record<Language, string> = {
  ENG: 'This code cannot be used for this booking.',
  JPN: 'このコードはこのご予約にはご利用いただけません。',
  CHN: '此優惠碼無法用於這筆預訂。',
  CHS: '此优惠码不能用于这笔预订。',
  KOR: '이 코드는 이 예약에 사용할 수 없습니다.',
};

/** The refusal in the guest's language (English for anything else). */
export const promoRefusalMessage = (language: unknown) =>
  typeof language === 'string' && Object.hasOwn(PROMO_REFUSAL_MESSAGES, language)
    ? PROMO_REFUSAL_MESSAGES[language as Language]
    : PROMO_REFUSAL_MESSAGES.ENG;
