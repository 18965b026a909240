import { useLingui } from '@lingui/react/macro';
import type { WebhookEventType } from '@domain/webhooks';

/** An event's name for people, with its wire name (what the receiver reads in `type`). */
export function useEventLabel() {
  const { t } = useLingui();
  const names: Record<WebhookEventType, string> = {
    'booking.created': t`New application`,
    'booking.confirmed': t`Booking confirmed`,
    'booking.cancelled': t`Booking cancelled`,
    'booking.changed': t`Booking changed`,
    'booking.expired': t`Application expired`,
    'booking.moved': t`Booking moved to another date`,
    'availability.changed': t`Seats left changed`,
    'payment.received': t`Payment received`,
    'review.published': t`Review published`,
  };
  return (name: string) => {
    const label = (names as Record<string, string | undefined>)[name];
    return label ? `${label} (${name})` : name;
  };
}
