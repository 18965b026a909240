import { seoulWallTime } from './calendar.js';
import { HOLDING_STATUSES, type BookingStatus, type ConfirmationMode } from './constants.js';

/**
 * Seat holds and the booking cut-off (issue 37). An application waiting for staff (`pending`) and a
 * booking waiting for its online payment (`awaiting_payment`) hold their seats until `holdExpiresAt`;
 * past it they count for nothing, whether or not the expiry job has marked them `expired` yet. Seats
 * left = capacity − confirmed − live holds, always in that one place (`seatsTaken`). A sale counts one
 * more: an ended hold not yet marked, while its slot's waitlist has guests waiting (its seats are the
 * queue's until the job offers them: domain/waitlist.ts takesSeatsForSaleSql).
 */

/** Hours before a slot starts after which it is no longer sold, unless the item says otherwise. */
export const DEFAULT_BOOKING_CUTOFF_HOURS = 2;
/** The most an item's cut-off may be (a week). */
export const MAX_BOOKING_CUTOFF_HOURS = 168;
/** How long an application waits for staff before its seats come back (REQUEST_EXPIRY_HOURS). */
export const DEFAULT_REQUEST_EXPIRY_HOURS = 48;
/** How long a booking waits for its online payment (PAYMENT_HOLD_MINUTES). */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 15;

/**
 * A hold that ends within this many hours is about to end: the dashboard counts such pending
 * applications (the guest loses the seat unless staff approve first) and the bookings list highlights them.
 */
export const HOLD_ENDING_SOON_HOURS = 6;

/** Whether a live hold ends within HOLD_ENDING_SOON_HOURS of `now`. */
export function holdEndsSoon(holdExpiresAt: Date | string, now: Date = new Date()): boolean {
  const left = new Date(holdExpiresAt).getTime() - now.getTime();
  return left > 0 && left <= HOLD_ENDING_SOON_HOURS * 3_600_000;
}

export interface HoldSettings {
  requestExpiryHours: number;
  paymentHoldMinutes: number;
}

const HOUR = 3_600_000;

/** The instant the slot's sales close: its start (Seoul wall time) less the item's cut-off. */
export function salesCloseAt(cutoffHours: number, date: string, time: string): Date {
  return new Date(seoulWallTime(date, time).getTime() - cutoffHours * HOUR);
}

/** Whether the slot is no longer sold at `now` (its cut-off has come). */
export const isPastCutoff = (cutoffHours: number, date: string, time: string, now: Date = new Date()) =>
  now.getTime() >= salesCloseAt(cutoffHours, date, time).getTime();

/**
 * When a new hold ends. An application waits for staff `requestExpiryHours`, but never past the slot's
 * cut-off (staff cannot approve what is no longer sold); a payment hold lasts `paymentHoldMinutes`.
 */
export function holdUntil(
  kind: 'request' | 'payment',
  slot: { cutoffHours: number; date: string; time: string },
  settings: HoldSettings,
  now: Date = new Date(),
): Date {
  if (kind === 'payment') return new Date(now.getTime() + settings.paymentHoldMinutes * 60_000);
  const close = salesCloseAt(slot.cutoffHours, slot.date, slot.time).getTime();
  return new Date(Math.min(now.getTime() + settings.requestExpiryHours * HOUR, close));
}

export const isHoldingStatus = (status: BookingStatus): status is (typeof HOLDING_STATUSES)[number] =>
  (HOLDING_STATUSES as readonly BookingStatus[]).includes(status);

/** Whether a booking's seats are held at `now`: a holding status whose hold has not ended. */
export function isLiveHold(
  booking: { status: BookingStatus; holdExpiresAt?: Date | string | null },
  now: Date = new Date(),
): boolean {
  if (!isHoldingStatus(booking.status) || !booking.holdExpiresAt) return false;
  return new Date(booking.holdExpiresAt).getTime() > now.getTime();
}

/**
 * The bookings that take seats at `nowSql` (default the statement's `now()`), as a row filter over
 * `guest_booking` columns (optionally qualified by `alias`): confirmed ones and live holds. The one rule
 * every availability count, the application's capacity check and a confirmation's use.
 */
export function takesSeatsSql(alias = '', nowSql = 'now()'): string {
  const col = (name: string) => (alias ? `${alias}.${name}` : name);
  const holding = HOLDING_STATUSES.map((s) => `'${s}'`).join(', ');
  return `(${col('status')} = 'confirmed' or (${col('status')} in (${holding}) and ${col('hold_expires_at')} > ${nowSql}))`;
}

/**
 * The rows that claim a slot's seats, in SQL, shaped like `guest_booking`'s (id, experience_id,
 * booking_date, time_slot, status, hold_expires_at, number_of_guests): every booking on its own slot,
 * and a booking's open change request (`booking_move`, status `requested`, domain/move.ts) on the slot it
 * asks for, with the booking's own status and hold, so it holds those seats exactly while the booking
 * takes seats. Every seat count reads this (`from ${seatClaimsSql()} <alias> where ... and takesSeatsSql`),
 * so a requested move's seats are taken on its target while the booking keeps its old ones.
 */
export const seatClaimsSql = () =>
  `(select id, experience_id, booking_date, time_slot, status, hold_expires_at, number_of_guests from guest_booking
    union all
    select b.id, b.experience_id, m.to_date, m.to_time, b.status, b.hold_expires_at, b.number_of_guests
    from booking_move m join guest_booking b on b.id = m.booking_id where m.status = 'requested')`;

/** A slot's taken seats in SQL: the guests of the bookings `takesSeatsSql` counts. */
export const seatsTakenSql = (alias = '', nowSql = 'now()') =>
  `coalesce(sum(${alias ? `${alias}.` : ''}number_of_guests) filter (where ${takesSeatsSql(alias, nowSql)}), 0)`;

/**
 * Where a new booking starts: an `instant` item is confirmed at once, or first awaits its online payment
 * when the site takes payments online; a `request` item waits for staff (`pending`). Both waits hold the
 * booking's seats.
 */
export function applicationStatus(
  mode: ConfirmationMode,
  onlinePayment: boolean,
): 'pending' | 'awaiting_payment' | 'confirmed' {
  if (mode === 'request') return 'pending';
  return onlinePayment ? 'awaiting_payment' : 'confirmed';
}
