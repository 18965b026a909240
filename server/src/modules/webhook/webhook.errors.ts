import { WEBHOOK_EVENTS } from './webhook.events.js';

/** The webhook module's user-facing messages. */
export const WEBHOOK_ERRORS = {
  notFound: 'No such webhook subscription.',
  deliveryNotFound: 'No such delivery of this subscription.',
  badEvents: `Choose at least one event among: ${WEBHOOK_EVENTS.join(', ')}.`,
  unknownEvent: (name: string) => `"${name}" is not an event. The events are: ${WEBHOOK_EVENTS.join(', ')}.`,
  badUrl: 'Give the URL to send the events to.',
  badReseller: 'resellerId must be the id of a reseller.',
  resellerEvents: (name: string) =>
    `A reseller's subscription has the events of its bookings only (booking.*), not "${name}".`,
  tooMany: 'At most 20 webhook subscriptions: delete one first.',
} as const;

/** The most subscriptions the site keeps (each event is sent to each). */
export const MAX_SUBSCRIPTIONS = 20;
