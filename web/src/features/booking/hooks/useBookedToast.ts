import { useLingui } from '@lingui/react/macro';
import type { BookingStatus } from '@/generated/graphql';
import { STATUS_LABELS } from '../messages';

/**
 * The toast after booking, in the status's own words and the same words as the dialog, the mail and
 * the look-up page: an application is never "confirmed" (issue 29), an instant booking is, or waits
 * for its payment (issue 37).
 */
export function useBookedToast() {
  const { t, i18n } = useLingui();
  return (outcome: BookingStatus) => {
    const status = i18n._(STATUS_LABELS[outcome]);
    switch (outcome) {
      case 'confirmed':
        return {
          variant: 'success',
          title: t`Booking confirmed`,
          description: t`${status}. We have e-mailed you the details.`,
        } as const;
      case 'awaiting_payment':
        return {
          variant: 'success',
          title: t`Your seats are held`,
          description: t`${status}. Pay now to confirm your booking.`,
        } as const;
      default:
        return {
          variant: 'success',
          title: t`Booking request received`,
          description: t`${status}. We will e-mail you once your application has been reviewed.`,
        } as const;
    }
  };
}
