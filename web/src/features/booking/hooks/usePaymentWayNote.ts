import { useLingui } from '@lingui/react/macro';
import { isIsoDate } from '@domain/calendar';
import { paymentWay } from '@domain/payment';

/**
 * How a booking of `date` will be paid, said before the guest applies (issue 34 point 3): the rule of
 * domain/payment.ts with the guest's clock as the earliest approval. Null for a transfer: the form's
 * application note already says the approval mail brings the payment details.
 */
export function usePaymentWayNote(date: string, now: Date = new Date()): string | null {
  const { t } = useLingui();
  if (!isIsoDate(date)) return null;
  switch (paymentWay(now, date)) {
    case 'bank_transfer':
      return null;
    case 'on_site':
      return t`This date is too soon for a bank transfer: once we approve your booking, you pay on the day at the meeting point, in cash (Korean won) or by card.`;
  }
}
