import { mixed, number, object, string, type InferType } from 'yup';
import { toIsoDate } from '../calendar.js';
import { STAFF_PAYMENT_METHODS } from '../payment.js';
import { DATE_INPUT_SHAPE } from './json-shapes.js';

/** Field limits of a payment or refund record (KRW amounts, always positive). */
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

const MAX = PAYMENT_LIMITS.maxAmount.toLocaleString('en-US');

export const PAYMENT_MESSAGES: PaymentMessages = {
  amountInvalid: `The amount must be a whole number of won, more than 0 and at most ${MAX} (a refund is recorded as a refund, not as a negative payment).`,
  methodInvalid: `The method must be one of ${STAFF_PAYMENT_METHODS.join(', ')}.`,
  dateInvalid: 'The payment date must be a real date (YYYY-MM-DD or [year, month, day]).',
  referenceTooLong: `The reference must be at most ${PAYMENT_LIMITS.reference} characters.`,
  noteTooLong: `The note must be at most ${PAYMENT_LIMITS.note} characters.`,
  reasonRequired: 'Please give the reason for voiding this payment.',
  reasonTooLong: `The reason must be at most ${PAYMENT_LIMITS.reason} characters.`,
};

/** A refund's wording: the same rules, said of a refund. */
export const REFUND_MESSAGES: PaymentMessages = {
  ...PAYMENT_MESSAGES,
  amountInvalid: `The refund must be a whole number of won, more than 0 and at most ${MAX}.`,
  dateInvalid: 'The refund date must be a real date (YYYY-MM-DD or [year, month, day]).',
};

/** The fields a payment and a refund share. The amount is always positive: the record's kind says which way. */
export const recordFields = (m: PaymentMessages) => ({
  amount: number()
    .typeError(m.amountInvalid)
    .required(m.amountInvalid)
    .integer(m.amountInvalid)
    .min(1, m.amountInvalid)
    .max(PAYMENT_LIMITS.maxAmount, m.amountInvalid),
  method: string()
    .required(m.methodInvalid)
    .oneOf([...STAFF_PAYMENT_METHODS], m.methodInvalid),
  reference: string().trim().default('').max(PAYMENT_LIMITS.reference, m.referenceTooLong),
  note: string().trim().default('').max(PAYMENT_LIMITS.note, m.noteTooLong),
});

/** The day the money moved: the REST shim's dates may be [y, m, d] as the spec's are. */
export const recordDate = (m: PaymentMessages) =>
  mixed<string>()
    .transform((value: unknown) => toIsoDate(value) ?? (value === undefined ? undefined : 'invalid'))
    .required(m.dateInvalid)
    .test('date', m.dateInvalid, (v) => typeof v === 'string' && v !== 'invalid')
    .meta({ jsonSchema: DATE_INPUT_SHAPE });

/** A payment staff record: money that came. */
export function createPaymentSchema(m: PaymentMessages = PAYMENT_MESSAGES) {
  return object({ ...recordFields(m), paidAt: recordDate(m) });
}

/** A refund: money that went back to the guest, never more than the booking kept (the server checks). */
export function createRefundSchema(m: PaymentMessages = REFUND_MESSAGES) {
  return object({ ...recordFields(m), refundedAt: recordDate(m) });
}

export function createVoidSchema(m: PaymentMessages = PAYMENT_MESSAGES) {
  return object({
    reason: string().trim().required(m.reasonRequired).max(PAYMENT_LIMITS.reason, m.reasonTooLong),
  });
}

/** A refund of an online payment through the provider: how much, and why (told to the provider). */
export function createOnlineRefundSchema(m: PaymentMessages = REFUND_MESSAGES) {
  return object({
    amount: recordFields(m).amount,
    reason: string().trim().required(m.reasonRequired).max(PAYMENT_LIMITS.reason, m.reasonTooLong),
  });
}
export const onlineRefundSchema = createOnlineRefundSchema({
  ...REFUND_MESSAGES,
  reasonRequired: 'Please give the reason for the refund.',
});

export const paymentSchema = createPaymentSchema();
export const refundSchema = createRefundSchema();
export const voidPaymentSchema = createVoidSchema();
export type PaymentInput = InferType<typeof paymentSchema>;
export type RefundInput = InferType<typeof refundSchema>;
