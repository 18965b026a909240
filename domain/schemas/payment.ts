import { mixed, number, object, string, type InferType } from 'yup';
import { toIsoDate } from '../calendar.js';
import { PAYMENT_METHODS } from '../payment.js';
import { DATE_INPUT_SHAPE } from './json-shapes.js';

/** Field limits of a payment record (KRW amounts; a refund is negative). */
export const PAYMENT_LIMITS = { maxAmount: 100_000_000, reference: 200, note: 1000, reason: 500 } as const;

export type PaymentMessages = {
  amountInvalid: string;
  methodInvalid: string;
  dateInvalid: string;
  referenceTooLong: string;
  noteTooLong: string;
  reasonRequired: string;
  reasonTooLong: string;
};

export const PAYMENT_MESSAGES: PaymentMessages = {
  amountInvalid: `The amount must be a whole number of won other than 0 (at most ${PAYMENT_LIMITS.maxAmount.toLocaleString('en-US')}; a refund is negative).`,
  methodInvalid: `The method must be one of ${PAYMENT_METHODS.join(', ')}.`,
  dateInvalid: 'The payment date must be a real date (YYYY-MM-DD or [year, month, day]).',
  referenceTooLong: `The reference must be at most ${PAYMENT_LIMITS.reference} characters.`,
  noteTooLong: `The note must be at most ${PAYMENT_LIMITS.note} characters.`,
  reasonRequired: 'Please give the reason for voiding this payment.',
  reasonTooLong: `The reason must be at most ${PAYMENT_LIMITS.reason} characters.`,
};

/** A payment staff record: the REST shim's `paidAt` may be [y, m, d] as the spec's dates are. */
export function createPaymentSchema(m: PaymentMessages = PAYMENT_MESSAGES) {
  return object({
    amount: number()
      .typeError(m.amountInvalid)
      .required(m.amountInvalid)
      .integer(m.amountInvalid)
      .min(-PAYMENT_LIMITS.maxAmount, m.amountInvalid)
      .max(PAYMENT_LIMITS.maxAmount, m.amountInvalid)
      .test('not-zero', m.amountInvalid, (v) => v !== 0),
    method: string()
      .required(m.methodInvalid)
      .oneOf([...PAYMENT_METHODS], m.methodInvalid),
    paidAt: mixed<string>()
      .transform((value: unknown) => toIsoDate(value) ?? (value === undefined ? undefined : 'invalid'))
      .required(m.dateInvalid)
      .test('date', m.dateInvalid, (v) => typeof v === 'string' && v !== 'invalid')
      .meta({ jsonSchema: DATE_INPUT_SHAPE }),
    reference: string().trim().default('').max(PAYMENT_LIMITS.reference, m.referenceTooLong),
    note: string().trim().default('').max(PAYMENT_LIMITS.note, m.noteTooLong),
  });
}

export function createVoidSchema(m: PaymentMessages = PAYMENT_MESSAGES) {
  return object({
    reason: string().trim().required(m.reasonRequired).max(PAYMENT_LIMITS.reason, m.reasonTooLong),
  });
}

export const paymentSchema = createPaymentSchema();
export const voidPaymentSchema = createVoidSchema();
export type PaymentInput = InferType<typeof paymentSchema>;
