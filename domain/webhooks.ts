/** The events a webhook subscription may ask for (docs/webhooks.md has a payload of each). */
export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.confirmed',
  'booking.cancelled',
  'booking.changed',
  'booking.expired',
  'booking.moved',
  'availability.changed',
  'payment.received',
  'review.published',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
