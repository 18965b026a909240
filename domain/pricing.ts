import type { PromotionType } from './constants.js';

export interface Priced {
  price: number;
  promotionType: readonly PromotionType[] | readonly string[];
  promotionDiscount?: number | null;
}

/** True when the %OFF promotion applies (spec §9: %OFF chosen and a discount above 0). */
export function hasDiscount(item: Priced): boolean {
  return item.promotionType.includes('%OFF') && (item.promotionDiscount ?? 0) > 0;
}

/** The price a guest pays per person, in KRW: round(price x (1 - discount/100)) when %OFF applies. */
export function discountedPrice(item: Priced): number {
  if (!hasDiscount(item)) return item.price;
  return Math.round(item.price * (1 - (item.promotionDiscount ?? 0) / 100));
}

/** The parts of an item its add-on option needs (spec: optionText, optionPrice in KRW). */
export interface WithOption {
  optionText?: string | null;
  optionPrice?: number | null;
}

/** An item offers an option when staff set its price (its text may stay empty: spec §5). */
export function hasOption(item: WithOption): boolean {
  return item.optionPrice !== null && item.optionPrice !== undefined && item.optionPrice >= 0;
}

/**
 * What a booking costs in KRW: the discounted price plus, when chosen and offered, the option's
 * price, both per guest (the option is not discounted: staff price it as it is).
 */
export function bookingTotal(item: Priced & WithOption, guests: number, withOption: boolean): number {
  return guestPrice(discountedPrice(item), item, withOption) * guests;
}

/** One guest's price in KRW: the discounted price (the web has it from the server) plus the chosen option. */
export function guestPrice(discounted: number, item: WithOption, withOption: boolean): number {
  return discounted + (withOption && hasOption(item) ? (item.optionPrice ?? 0) : 0);
}

/** The card badge of spec §2: '{n}% OFF' when a discount applies, else EXCLUSIVE, else NEW. */
export function promotionBadge(
  item: Priced,
): { kind: 'discount'; percent: number } | { kind: 'EXCLUSIVE' | 'NEW' } {
  if (hasDiscount(item)) return { kind: 'discount', percent: item.promotionDiscount ?? 0 };
  if (item.promotionType.includes('EXCLUSIVE')) return { kind: 'EXCLUSIVE' };
  return { kind: 'NEW' };
}

/** KRW with thousands separators, e.g. ₩45,000. */
export function formatKrw(amount: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'KRW',
    maximumFractionDigits: 0,
  }).format(amount);
}
