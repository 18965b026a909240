import { formatKrw } from '../../../../domain/pricing.js';

/** The payment module's messages (the spec's wording): payments and refunds, automatic cancellation, bank statements. */
export const PAYMENT_ERRORS = {
  notFound: 'Payment not found.',
  alreadyVoided: 'This payment is already voided.',
  notApproved: 'A payment can be recorded for a confirmed booking only (approve it first).',
  refundNotApproved: 'A refund can be recorded for an approved booking only.',
  nothingToRefund: 'Nothing was paid for this booking (after refunds): there is nothing to refund.',
  refundTooLarge: (kept: number) =>
    `A refund can be at most what the booking kept: ${formatKrw(kept)} (payments less refunds).`,
  voidUnderRefund: (kept: number) =>
    `Voiding this payment would leave more refunded than paid (${formatKrw(kept)} kept): void the refund first.`,
} as const;

export const OVERDUE_ERRORS = {
  badDays: (max: number) =>
    `Automatic cancellation takes a number of days from 1 to ${max}, or nothing to turn it off.`,
} as const;

export const STATEMENT_ERRORS = {
  empty: 'The statement file is empty.',
  unreadable: 'The statement file could not be read as CSV.',
  noHeader: (columns: string[]) =>
    `The columns could not be recognised: map date, name, amount and memo to the file's columns (${columns.join(', ')}).`,
  badMapping: 'The column mapping names a column the file does not have.',
  tooManyRows: (max: number) => `A statement may hold at most ${max} rows.`,
} as const;

export const STATEMENT_UPLOAD_ERRORS = {
  tooLarge: 'A statement file may be at most 2 MB.',
  noFile:
    'Send the statement as multipart/form-data with the file in the field `file` (or, to import, the `previewId` of its preview).',
} as const;

export const IMPORT_ERRORS = {
  badMappingJson: 'The column mapping must be a JSON object naming the date, name, amount and memo columns.',
  badAssignJson: 'The assignments must be a JSON object of line numbers to booking numbers.',
  badAssignment: (line: number) =>
    `Line ${line} cannot be assigned: it is not a deposit of this file, or it was imported before.`,
  noDate: (line: number) =>
    `Line ${line} has no date that can be read: record this payment by hand, with the date it arrived.`,
  notPayable: (id: number) => `Booking #${id} is not a confirmed booking with an amount due.`,
  importedMeanwhile: 'This statement was imported meanwhile: preview it again.',
  badPreviewId: 'The preview id is not valid.',
  previewGone: 'This preview is no longer available: upload the statement again.',
} as const;
