import { addDays, seoulToday, seoulWallTime } from './calendar.js';
import { bookingTotal, type Priced } from './pricing.js';

/** How a payment reached the team. Bank transfer is the one the site asks for; the rest happen on site. */
export const PAYMENT_METHODS = ['bank_transfer', 'cash_on_site', 'card_on_site', 'online', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods staff record by hand: `online` is recorded only from the payment provider's word. */
export const STAFF_PAYMENT_METHODS = PAYMENT_METHODS.filter(
  (method): method is Exclude<PaymentMethod, 'online'> => method !== 'online',
);

/**
 * A booking's payment state, derived from its payment and refund records (never stored). The last three
 * are a cancelled booking's: money kept waits to go back (`refund_due`), some went back and some is kept
 * (`partially_refunded`), all went back (`refunded`, also a confirmed booking's whose money went back).
 */
export const PAYMENT_STATUSES = [
  'unpaid',
  'partially_paid',
  'paid',
  'overpaid',
  'refund_due',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A record is money that came (`payment`) or money that went back to the guest (`refund`). */
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** What a booking owes for its guests and option (the item's price after its discount), in KRW. */
export interface Due {
  numberOfGuests: number;
  /** The option's price per guest, when the guest chose it. */
  optionPrice?: number | null;
}

/**
 * The amount due, fixed when staff approve: the booking's total at that day's prices (see
 * bookingTotal: guests × the price after the discount, + the option's price per guest where chosen),
 * less a promo code's discount in KRW (the booking's snapshot: what the guest was shown), never below 0.
 */
export function amountDue(item: Priced, booking: Due, promoDiscount = 0): number {
  const optionPrice = booking.optionPrice ?? null;
  const total = bookingTotal({ ...item, optionPrice }, booking.numberOfGuests, optionPrice !== null);
  return Math.max(0, total - promoDiscount);
}

/**
 * How the guest pays a confirmed booking (issue 34 point 3): by bank transfer before a deadline when
 * there is time for one, else on site on the day (cash or card at the meeting point). Online payment
 * (a card provider) comes with a later issue as a third way here; every `switch` over the ways is
 * exhaustive, so adding it shows each place that must say something about it.
 */
export const PAYMENT_WAYS = ['bank_transfer', 'on_site'] as const;
export type PaymentWay = (typeof PAYMENT_WAYS)[number];

const HOUR_MS = 60 * 60 * 1000;

/**
 * The least time a guest gets for a transfer: the deadline (the end of its Seoul day) is at least this
 * long after the approval, so the guest always has a whole day to act on, never "by tonight".
 */
export const PAYMENT_MIN_HOURS = 24;
/** A payment reminder is never written sooner than this after the approval (the approval mail said it all). */
export const PAYMENT_REMINDER_MIN_HOURS = 24;
/** The payment reminder goes out at this Seoul time, this many days before the deadline (or later, see below). */
export const PAYMENT_REMINDER_DAYS_BEFORE = 2;
export const PAYMENT_REMINDER_TIME = '10:00';

/** The instant a payment deadline ends: midnight in Seoul after its day (the deadline day is included). */
export const paymentDeadlineEnd = (dueDate: string): Date => seoulWallTime(addDays(dueDate, 1));

/**
 * The payment deadline (a Seoul date) of a booking approved at `approvedAt`, or null when no transfer
 * deadline fits before the visit (the booking is paid on site):
 * - `dueDays` after the approval's Seoul day (PAYMENT_DUE_DAYS),
 * - but never earlier than the first day that ends PAYMENT_MIN_HOURS after the approval (a whole day
 *   to pay: approved on Saturday at 21:50, the deadline is Sunday, not Saturday),
 * - and never later than the eve of the visit (staff see the money before the guest comes).
 * When the earliest day is after the eve (approved on the eve of the visit or on the day, or within a
 * day of the eve), there is no transfer: null.
 */
export function paymentDueDate(approvedAt: Date, visitDate: string, dueDays: number): string | null {
  // The first day whose end is at least PAYMENT_MIN_HOURS away (an end exactly on it counts).
  const earliest = seoulToday(new Date(approvedAt.getTime() + PAYMENT_MIN_HOURS * HOUR_MS - 1));
  const eve = addDays(visitDate, -1);
  if (earliest > eve) return null;
  const byRule = addDays(seoulToday(approvedAt), dueDays);
  if (byRule < earliest) return earliest;
  return byRule < eve ? byRule : eve;
}

/**
 * How a booking approved at `approvedAt` will be paid. The booking form asks it with the guest's clock
 * before submitting (an approval can only come later, which never makes a transfer possible again), so a
 * date it says is paid on site stays so.
 */
export const paymentWay = (approvedAt: Date, visitDate: string): PaymentWay =>
  paymentDueDate(approvedAt, visitDate, 0) === null ? 'on_site' : 'bank_transfer';

/**
 * When the payment reminder is written: at PAYMENT_REMINDER_TIME (Seoul), PAYMENT_REMINDER_DAYS_BEFORE
 * the deadline, but never sooner than PAYMENT_REMINDER_MIN_HOURS after the approval (then at that time
 * of a later day); null when that day would be after the deadline day (no reminder: the approval mail
 * is the only one). So a reminder always leaves the rest of the deadline day to pay.
 */
export function paymentReminderAt(approvedAt: Date, dueDate: string): Date | null {
  const byRule = seoulWallTime(addDays(dueDate, -PAYMENT_REMINDER_DAYS_BEFORE), PAYMENT_REMINDER_TIME);
  const notBefore = Math.max(byRule.getTime(), approvedAt.getTime() + PAYMENT_REMINDER_MIN_HOURS * HOUR_MS);
  let day = seoulToday(new Date(notBefore));
  if (seoulWallTime(day, PAYMENT_REMINDER_TIME).getTime() < notBefore) day = addDays(day, 1);
  return day > dueDate ? null : seoulWallTime(day, PAYMENT_REMINDER_TIME);
}

/** What approval fixes about paying: the way, and for a transfer its deadline and reminder. */
export type PaymentPlan =
  | { way: 'bank_transfer'; dueDate: string; remindAt: Date | null }
  | { way: 'on_site'; dueDate: null; remindAt: null };

/** The payment plan of a booking of `visitDate` approved at `approvedAt` (rules above). */
export function paymentPlan(approvedAt: Date, visitDate: string, dueDays: number): PaymentPlan {
  const dueDate = paymentDueDate(approvedAt, visitDate, dueDays);
  if (dueDate === null) return { way: 'on_site', dueDate: null, remindAt: null };
  return { way: 'bank_transfer', dueDate, remindAt: paymentReminderAt(approvedAt, dueDate) };
}

/**
 * A confirmed booking's payment plan after it moved to `visitDate` at `now` (issue 41): unchanged while its
 * transfer deadline still falls before the new visit (a move never lengthens a deadline, nor shortens one
 * that still fits); otherwise the plan of a booking of the new date approved now (an earlier deadline with
 * its reminder, or on site when no day fits). A booking paid on site stays so.
 */
export function planAfterMove(
  plan: { way: PaymentWay | null | undefined; dueDate: string | null | undefined },
  visitDate: string,
  now: Date,
  dueDays: number,
): PaymentPlan | null {
  if (plan.way !== 'bank_transfer' || !plan.dueDate) return null;
  if (plan.dueDate <= addDays(visitDate, -1)) return null;
  return paymentPlan(now, visitDate, dueDays);
}

/** A record as far as the status is concerned: its amount is always positive, its kind says which way. */
export interface PaymentEntry {
  kind: PaymentKind;
  amount: number;
  voided: boolean;
}

/** What came in, what went back and what is kept, voided records left out (KRW). */
export function paymentTotals(entries: readonly PaymentEntry[]) {
  let received = 0;
  let refunded = 0;
  for (const e of entries) {
    if (e.voided) continue;
    if (e.kind === 'refund') refunded += e.amount;
    else received += e.amount;
  }
  return { received, refunded, kept: received - refunded };
}

/** The money kept (payments less refunds), voided records left out. */
export const amountPaid = (entries: readonly PaymentEntry[]) => paymentTotals(entries).kept;

/**
 * The status the records give. A confirmed booking: nothing kept is `unpaid` (or `refunded` once money
 * came and went back), less than due `partially_paid`, exactly due `paid`, more `overpaid`. A cancelled
 * booking owes nothing: what it keeps is `refund_due` until a refund is recorded (`partially_refunded`
 * while some is still kept), `refunded` once nothing is; `unpaid` when no money ever came.
 */
export function paymentStatus(
  due: number,
  entries: readonly PaymentEntry[],
  cancelled = false,
): PaymentStatus {
  const { refunded, kept } = paymentTotals(entries);
  if (cancelled) {
    if (kept > 0) return refunded > 0 ? 'partially_refunded' : 'refund_due';
    return refunded > 0 ? 'refunded' : 'unpaid';
  }
  if (kept <= 0) return refunded > 0 ? 'refunded' : 'unpaid';
  if (kept < due) return 'partially_paid';
  return kept === due ? 'paid' : 'overpaid';
}

/** Overdue: money still missing after the deadline (`today` and `dueDate` are Seoul dates). */
export const isOverdue = (status: PaymentStatus, dueDate: string | null | undefined, today: string) =>
  !!dueDate && (status === 'unpaid' || status === 'partially_paid') && today > dueDate;

/** The transfer reference the guest writes on the transfer: the booking number as the mails show it. */
export const transferReference = (bookingId: number) => `#${bookingId}`;

/** Why a booking cannot be paid online now (the pay page and the look-up say it in the guest's words). */
export const ONLINE_PAY_REFUSALS = ['paid', 'not_due', 'deadline_passed', 'hold_ended', 'cancelled'] as const;
export type OnlinePayRefusal = (typeof ONLINE_PAY_REFUSALS)[number];

/** A booking as far as paying it online is concerned. */
export interface OnlinePayable {
  status: string;
  /** Fixed at the application (what an instant booking is paid before it is confirmed). */
  totalPrice: number;
  /** Fixed at approval; null before. */
  amountDue: number | null;
  /** KRW kept so far (payments less refunds). */
  paid: number;
  paymentWay: PaymentWay | null;
  paymentDueDate: string | null;
  holdExpiresAt: Date | null;
  bookingDate: string;
  timeSlot: string;
}

/**
 * What a booking may be paid online now (KRW), or why not (issue 37):
 * - waiting for its online payment (`awaiting_payment`, an instant item): its total, while its seats are held;
 * - approved (`confirmed`) and not paid in full: what is still missing, until the transfer deadline's end
 *   (the approval mail's "Pay now" link lives as long as the deadline it states) or, for a booking paid on
 *   site, until its slot starts;
 * - anything else: the reason.
 */
export function onlinePayment(
  booking: OnlinePayable,
  now: Date = new Date(),
): { amount: number } | { refusal: OnlinePayRefusal } {
  if (booking.status === 'awaiting_payment') {
    return booking.holdExpiresAt && booking.holdExpiresAt.getTime() > now.getTime()
      ? { amount: booking.totalPrice }
      : { refusal: 'hold_ended' };
  }
  if (booking.status === 'expired') return { refusal: 'hold_ended' };
  if (booking.status === 'cancelled') return { refusal: 'cancelled' };
  if (booking.status !== 'confirmed' || booking.amountDue == null) return { refusal: 'not_due' };
  const missing = booking.amountDue - booking.paid;
  if (missing <= 0) return { refusal: 'paid' };
  const end =
    booking.paymentWay === 'on_site' || !booking.paymentDueDate
      ? seoulWallTime(booking.bookingDate, booking.timeSlot)
      : paymentDeadlineEnd(booking.paymentDueDate);
  return end.getTime() > now.getTime() ? { amount: missing } : { refusal: 'deadline_passed' };
}
