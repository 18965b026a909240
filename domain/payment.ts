import { addDays } from './calendar.js';
import { bookingTotal, type Priced } from './pricing.js';

/** How a payment reached the team. Bank transfer is the one the site asks for; the rest happen on site. */
export const PAYMENT_METHODS = ['bank_transfer', 'cash_on_site', 'card_on_site', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A booking's payment state, derived from its payment records (never stored). */
export const PAYMENT_STATUSES = ['unpaid', 'partially_paid', 'paid', 'overpaid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a booking owes for its guests and option (the item's price after its discount), in KRW. */
export interface Due {
  numberOfGuests: number;
  /** The option's price per guest, when the guest chose it. */
  optionPrice?: number | null;
}

/**
 * The amount due, fixed when staff approve: the booking's total at that day's prices (see
 * bookingTotal: guests × the price after the discount, + the option's price per guest where chosen).
 */
export function amountDue(item: Priced, booking: Due): number {
  const optionPrice = booking.optionPrice ?? null;
  return bookingTotal({ ...item, optionPrice }, booking.numberOfGuests, optionPrice !== null);
}

/**
 * The payment deadline (a Seoul date): `dueDays` after the approval day, but never later than the day
 * before the visit; an approval on the eve of the visit (or later) is due the day it is approved.
 */
export function paymentDueDate(approvedOn: string, visitDate: string, dueDays: number): string {
  const byRule = addDays(approvedOn, dueDays);
  const eve = addDays(visitDate, -1);
  const due = byRule < eve ? byRule : eve;
  return due < approvedOn ? approvedOn : due;
}

/** A payment record as far as the status is concerned; a refund is a record with a negative amount. */
export interface PaymentEntry {
  amount: number;
  voided: boolean;
}

/** The money kept (payments less refunds), voided records left out. */
export const amountPaid = (entries: readonly PaymentEntry[]) =>
  entries.filter((e) => !e.voided).reduce((sum, e) => sum + e.amount, 0);

/**
 * The status the records give: nothing kept is `unpaid` (or `refunded` once money came and went back),
 * less than due `partially_paid`, exactly due `paid`, more `overpaid`.
 */
export function paymentStatus(due: number, entries: readonly PaymentEntry[]): PaymentStatus {
  const live = entries.filter((e) => !e.voided);
  const paid = amountPaid(live);
  if (paid <= 0) return live.some((e) => e.amount < 0) ? 'refunded' : 'unpaid';
  if (paid < due) return 'partially_paid';
  return paid === due ? 'paid' : 'overpaid';
}

/** Overdue: money still missing after the deadline (`today` and `dueDate` are Seoul dates). */
export const isOverdue = (status: PaymentStatus, dueDate: string | null | undefined, today: string) =>
  !!dueDate && (status === 'unpaid' || status === 'partially_paid') && today > dueDate;

/** The transfer reference the guest writes on the transfer: the booking number as the mails show it. */
export const transferReference = (bookingId: number) => `#${bookingId}`;
