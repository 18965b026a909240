import { CHECK_IN_UNDO_SECONDS, NO_SHOW_AFTER_HOURS } from '../../../../domain/checkIn.js';

/** The check-in module's messages; a 409's `reason` (GraphQL extensions) names the case for the screen. */
export const CHECK_IN_ERRORS = {
  /** A ticket code that matches no booking (forged, mistyped, another operator's): counted as a guess. */
  unknownTicket: 'No booking has this ticket code.',
  notConfirmed: (status: string) =>
    status === 'cancelled'
      ? 'This booking is cancelled: its ticket is not valid.'
      : status === 'expired'
        ? 'This booking expired before it was confirmed: its ticket is not valid.'
        : 'This booking is not confirmed yet: approve it before checking it in.',
  tooManyArrived: (guests: number) =>
    `This booking is for ${guests} guest(s): guestsArrived is at most that.`,
  notCheckedIn: 'This booking is not checked in.',
  undoTooLate: `A check-in can be undone within ${CHECK_IN_UNDO_SECONDS} seconds only; after that it stays (mark the arrival again if needed).`,
  noShowBeforeStart: 'A booking can be marked a no-show once its slot has started.',
  noShowCheckedIn: 'The guests of this booking were checked in: undo the check-in before marking a no-show.',
  badDate: 'date must be a real date written YYYY-MM-DD.',
  badTime: 'time must be a slot time written HH:MM.',
  badNoShowHours: `Automatic no-shows take a number of hours from ${NO_SHOW_AFTER_HOURS.min} to ${NO_SHOW_AFTER_HOURS.max} after the slot's end, or nothing to turn them off.`,
} as const;
