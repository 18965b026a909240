/**
 * A booking's activity log line, read from what the server wrote (`details`, English, kept as the
 * REST shim's `details`), so the back office can say it in the admin's language (issue 34 point 10).
 * The server's writers and these patterns must agree: server/src/modules/booking/booking-log.test.ts
 * runs every writer and reads its line back. A line none of them matches is shown as written.
 */
export type BookingLogLine =
  /** The guest applied (`date`/`time`: the slot, when the line names it). */
  | { kind: 'applied'; guests: number; date?: string; time?: string }
  /** A status change: the seats overridden on approval, the reason given on cancellation. */
  | { kind: 'status'; override?: { guests: number; max: number }; reason?: string }
  | { kind: 'memo' }
  /** A payment or a refund recorded (`by`: who recorded it: a username, or `bank-import`...). */
  | {
      kind: 'payment';
      refund: boolean;
      amount: number;
      method: string;
      paidAt: string;
      by: string;
      reference?: string;
    }
  /** A payment record voided, with its reason. */
  | { kind: 'void'; amount: number; paidAt: string; by: string; reason: string }
  /**
   * Checked in at the meeting point (issue 39): `arrived` of `guests`, by whom, from which device;
   * `changed`: the count changed later (3 of 4, then 4 of 4); `otherSlot`: a ticket of another slot on purpose.
   */
  | {
      kind: 'checkIn';
      arrived: number;
      guests: number;
      by: string;
      device?: string;
      changed: boolean;
      otherSlot: boolean;
    }
  | { kind: 'checkInUndone'; by: string; device?: string }
  /** A no-show mark: by staff (`by`), or by the automatic job `hours` after the slot. */
  | { kind: 'noShow'; by?: string; hours?: number }
  | { kind: 'noShowUndone'; by: string }
  /**
   * A move to another slot (issue 41): done (`request`: a change request staff approved), a change request
   * (with its price difference, KRW), or a declined one; `by` is `guest` or the staff username.
   */
  | { kind: 'moved'; from: Slot; to: Slot; by: string; request: boolean }
  | { kind: 'changeRequested'; from: Slot; to: Slot; by: string; difference: number }
  | { kind: 'changeDeclined'; to: Slot; by: string };

/** A Seoul date (YYYY-MM-DD) and slot (HH:MM). */
export interface Slot {
  date: string;
  time: string;
}

const DATE = '(\\d{4}-\\d{2}-\\d{2})';
/** A KRW amount as formatKrw writes it in English ('₩40,000', '-₩5,000'). */
const KRW = '(-?₩[\\d,]+)';

/** A slot as the log writes it: '2026-12-05 10:00'. */
const SLOT = `${DATE} (\\d{2}:\\d{2})`;

const won = (text: string) => Number(text.replace(/[^\d-]/g, ''));

const PATTERNS = {
  applied: new RegExp(`^Application for (\\d+) guest\\(s\\) on ${DATE} (\\d{2}:\\d{2})$`),
  appliedDemo: /^Booking application received \((\d+) guests?\)$/,
  status:
    /^Status changed (?:from \w+ to \w+|by admin)(?: \(capacity overridden: (\d+)\/(\d+) guests\))?(?:: ([\s\S]*))?$/,
  payment: new RegExp(
    `^(Payment|Refund) of ${KRW} \\((\\w+), ${DATE}\\) recorded by (.+?)(?:: ([\\s\\S]*))?$`,
  ),
  void: new RegExp(`^Payment of ${KRW} \\(${DATE}\\) voided by (.+?): ([\\s\\S]*)$`),
  checkIn:
    /^(Checked in|Arrival changed to) (\d+) of (\d+) guest\(s\) by (.+?)( \(ticket of another slot\))?(?: \[device ([\w.:-]+)\])?$/,
  checkInUndone: /^Check-in undone by (.+?)(?: \[device ([\w.:-]+)\])?$/,
  noShow: /^Marked as a no-show (?:by (.+)|automatically, (\d+) hour\(s\) after the slot)$/,
  noShowUndone: /^No-show mark removed by (.+)$/,
  moved: new RegExp(`^Moved from ${SLOT} to ${SLOT} by (.+?)( \\(change request\\))?$`),
  requested: new RegExp(`^Change requested from ${SLOT} to ${SLOT} by (.+?)(?:, price difference ${KRW})?$`),
  declined: new RegExp(`^Change request to ${SLOT} declined by (.+)$`),
};

const slot = (m: RegExpMatchArray, at: number): Slot => ({ date: m[at], time: m[at + 1] });

/** The line of one log entry, or null when its details are not one the server writes. */
export function readBookingLog(logType: string, details: string): BookingLogLine | null {
  let m: RegExpMatchArray | null;
  switch (logType) {
    case 'booking_created':
      if ((m = details.match(PATTERNS.applied)))
        return { kind: 'applied', guests: Number(m[1]), date: m[2], time: m[3] };
      if ((m = details.match(PATTERNS.appliedDemo))) return { kind: 'applied', guests: Number(m[1]) };
      return null;
    case 'status_change':
      if (!(m = details.match(PATTERNS.status))) return null;
      return {
        kind: 'status',
        ...(m[1] ? { override: { guests: Number(m[1]), max: Number(m[2]) } } : {}),
        ...(m[3] ? { reason: m[3] } : {}),
      };
    case 'memo_update':
      return details === 'Admin memo updated' || details === '' ? { kind: 'memo' } : null;
    case 'payment_recorded':
      if (!(m = details.match(PATTERNS.payment))) return null;
      return {
        kind: 'payment',
        refund: m[1] === 'Refund',
        amount: Math.abs(won(m[2])),
        method: m[3],
        paidAt: m[4],
        by: m[5],
        ...(m[6] ? { reference: m[6] } : {}),
      };
    case 'payment_voided':
      if (!(m = details.match(PATTERNS.void))) return null;
      return { kind: 'void', amount: won(m[1]), paidAt: m[2], by: m[3], reason: m[4] };
    case 'checked_in':
      if (!(m = details.match(PATTERNS.checkIn))) return null;
      return {
        kind: 'checkIn',
        arrived: Number(m[2]),
        guests: Number(m[3]),
        by: m[4],
        ...(m[6] ? { device: m[6] } : {}),
        changed: m[1] !== 'Checked in',
        otherSlot: !!m[5],
      };
    case 'check_in_undone':
      if (!(m = details.match(PATTERNS.checkInUndone))) return null;
      return { kind: 'checkInUndone', by: m[1], ...(m[2] ? { device: m[2] } : {}) };
    case 'no_show':
      if (!(m = details.match(PATTERNS.noShow))) return null;
      return m[1] ? { kind: 'noShow', by: m[1] } : { kind: 'noShow', hours: Number(m[2]) };
    case 'no_show_undone':
      if (!(m = details.match(PATTERNS.noShowUndone))) return null;
      return { kind: 'noShowUndone', by: m[1] };
    case 'moved':
      if ((m = details.match(PATTERNS.moved)))
        return { kind: 'moved', from: slot(m, 1), to: slot(m, 3), by: m[5], request: !!m[6] };
      if ((m = details.match(PATTERNS.requested)))
        return {
          kind: 'changeRequested',
          from: slot(m, 1),
          to: slot(m, 3),
          by: m[5],
          difference: m[6] ? won(m[6]) : 0,
        };
      if ((m = details.match(PATTERNS.declined))) return { kind: 'changeDeclined', to: slot(m, 1), by: m[3] };
      return null;
    default:
      return null;
  }
}

/**
 * The cancellation reasons the application writes itself (the organiser's default, the guest's own,
 * the automatic one for unpaid bookings), by their English text; any other reason is a person's.
 */
export type StandardReason = { kind: 'organiser' } | { kind: 'guest' } | { kind: 'unpaid'; deadline: string };

export function standardReason(reason: string): StandardReason | null {
  if (reason === 'Cancelled by the organiser.') return { kind: 'organiser' };
  if (reason === 'Cancelled by the guest.') return { kind: 'guest' };
  const unpaid = reason.match(new RegExp(`^Not paid by the deadline \\(${DATE}\\)\\.$`));
  return unpaid ? { kind: 'unpaid', deadline: unpaid[1] } : null;
}
