import { useLingui } from '@lingui/react/macro';
import type { ConfirmationMode } from '@domain/constants';

/**
 * How an item's bookings are confirmed, in the guest's words (issue 37 point 6), said before booking
 * on the detail page and in the booking dialog: at once, or by the team after review.
 */
export function useConfirmationWording() {
  const { t } = useLingui();
  return (mode: ConfirmationMode): string =>
    mode === 'instant' ? t`Instant confirmation` : t`Confirmed by our team within 24 hours`;
}
