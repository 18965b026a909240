import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { isHhMm, isIsoDate } from '../calendar.js';
import { ON_SITE_METHODS } from '../checkIn.js';
import { PAYMENT_LIMITS } from './payment.js';

/** The longest ticket code a scan may send (the code is 16-20 characters with its dashes; a QR may carry junk). */
export const TICKET_CODE_MAX = 64;
/** A device names itself with up to this many letters, digits, '-', '_', '.' or ':'. */
export const DEVICE_ID_MAX = 100;

export const CHECK_IN_MESSAGES = {
  which: 'Give either a ticketCode or a bookingId.',
  ticketCode: `A ticket code is text of at most ${TICKET_CODE_MAX} characters.`,
  bookingId: 'bookingId must be a booking number (a whole number).',
  guestsArrived: 'guestsArrived must be a whole number of guests, at least 1.',
  deviceId: `deviceId is at most ${DEVICE_ID_MAX} letters, digits, '-', '_', '.' or ':'.`,
  scannedAt: 'scannedAt must be an ISO 8601 date-time (the time of the scan on the phone).',
  slot: 'slot must be { date: YYYY-MM-DD, time: HH:MM, itemId? } (the slot the phone checks in).',
  collectAmount: `The amount collected must be a whole number of won, more than 0 and at most ${PAYMENT_LIMITS.maxAmount.toLocaleString('en-US')}.`,
  collectMethod: `The method must be one of ${ON_SITE_METHODS.join(', ')}.`,
} as const;

const m = CHECK_IN_MESSAGES;

/** What a check-in request says (REST body, GraphQL CheckInInput). */
export const checkInSchema = object({
  ticketCode: string().trim().max(TICKET_CODE_MAX, m.ticketCode).optional(),
  bookingId: number().typeError(m.bookingId).integer(m.bookingId).min(1, m.bookingId).optional(),
  guestsArrived: number()
    .typeError(m.guestsArrived)
    .integer(m.guestsArrived)
    .min(1, m.guestsArrived)
    .max(32767, m.guestsArrived)
    .optional(),
  override: boolean().typeError('override must be true or false.').default(false),
  collect: object({
    amount: number()
      .typeError(m.collectAmount)
      .required(m.collectAmount)
      .integer(m.collectAmount)
      .min(1, m.collectAmount)
      .max(PAYMENT_LIMITS.maxAmount, m.collectAmount),
    method: string()
      .required(m.collectMethod)
      .oneOf([...ON_SITE_METHODS], m.collectMethod),
  })
    .default(undefined)
    .optional(),
  deviceId: string()
    .trim()
    .max(DEVICE_ID_MAX, m.deviceId)
    .matches(/^[\w.:-]*$/, m.deviceId)
    .optional(),
  scannedAt: mixed<Date>()
    .transform((value: unknown) => {
      if (value === undefined || value === null || value instanceof Date) return value ?? undefined;
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : new Date(NaN);
    })
    .test('date', m.scannedAt, (v) => v === undefined || (v instanceof Date && !Number.isNaN(v.getTime())))
    .optional()
    .meta({ jsonSchema: { type: 'string', format: 'date-time' } }),
  slot: object({
    date: string().required(m.slot).test('date', m.slot, isIsoDate),
    time: string().required(m.slot).test('time', m.slot, isHhMm),
    itemId: number().typeError(m.slot).integer(m.slot).optional(),
  })
    .default(undefined)
    .optional(),
}).test('which', m.which, (v) => (v.ticketCode ? 1 : 0) + (v.bookingId ? 1 : 0) === 1);

export type CheckInValues = InferType<typeof checkInSchema>;
