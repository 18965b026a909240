import { restRoutes, type RouteSpec } from '../../rest/api-routes.js';
import { arr, dateTime, int, nullable, obj, oneOfValues, str } from '../../rest/json-schema.js';
import { idParam } from '../../rest/route.js';
import type { WebhookDelivery, WebhookSubscription } from './webhook.entity.js';
import { WEBHOOK_ERRORS } from './webhook.errors.js';
import { WEBHOOK_EVENTS } from './webhook.events.js';
import * as webhooks from './webhook.service.js';

const subscription = (s: WebhookSubscription) => ({
  id: s.id,
  url: s.url,
  events: s.events,
  resellerId: s.resellerId ?? null,
  createdAt: s.createdAt,
  disabledAt: s.disabledAt ?? null,
  disabledReason: s.disabledReason ?? null,
});

const delivery = (d: WebhookDelivery) => ({
  id: d.id,
  messageId: d.messageId,
  eventType: d.eventType,
  status: d.status,
  attempts: d.attempts,
  createdAt: d.createdAt,
  lastAttemptAt: d.lastAttemptAt ?? null,
  lastResponseCode: d.lastResponseCode ?? null,
  lastError: d.lastError ?? null,
  nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt : null,
  sentAt: d.sentAt ?? null,
});

const EVENT = oneOfValues(WEBHOOK_EVENTS);
const SUBSCRIPTION = obj({
  id: int,
  url: str,
  events: arr(EVENT),
  resellerId: nullable(int),
  createdAt: dateTime,
  disabledAt: nullable(dateTime),
  disabledReason: nullable(str),
});
const DELIVERY = obj({
  id: int,
  messageId: str,
  eventType: EVENT,
  status: oneOfValues(['pending', 'sent', 'failed']),
  attempts: int,
  createdAt: dateTime,
  lastAttemptAt: nullable(dateTime),
  lastResponseCode: nullable(int),
  lastError: nullable(str),
  nextAttemptAt: nullable(dateTime),
  sentAt: nullable(dateTime),
});

/** The owner's webhook subscriptions (docs/webhooks.md). */
export function webhookRoutes() {
  const api = restRoutes('Webhooks');
  const id = (req: Parameters<typeof idParam>[0]) => idParam(req, WEBHOOK_ERRORS.notFound);
  const secret: RouteSpec['response'] = {
    description: 'The signing secret, shown this once',
    schema: obj({ secret: str }),
  };
  api.post(
    '/admin/webhooks',
    {
      summary: 'Subscribe a URL to events',
      description:
        'Answers the signing secret (`whsec_…`) this once. The URL must be http(s) (https in production) and may not point at this site or a private network.',
      auth: 'owner',
      body: {
        schema: obj({ url: str, events: arr(EVENT), resellerId: nullable(int) }, ['resellerId']),
        example: { url: 'https://example.com/webhooks', events: ['booking.created', 'booking.cancelled'] },
      },
      response: {
        status: 201,
        description: 'The subscription and its secret',
        schema: obj({ id: int, secret: str, url: str, events: arr(EVENT), resellerId: nullable(int) }),
      },
      errors: { 409: 'Too many subscriptions.' },
    },
    async (ctx, req) => {
      const created = await webhooks.createWebhook(ctx, req.body as webhooks.WebhookInput);
      const { url, events, resellerId } = created.subscription;
      return {
        id: created.subscription.id,
        secret: created.secret,
        url,
        events,
        resellerId: resellerId ?? null,
      };
    },
  );
  api.get(
    '/admin/webhooks',
    {
      summary: 'Webhook subscriptions',
      auth: 'owner',
      response: { description: 'Newest first, without secrets', schema: arr(SUBSCRIPTION) },
    },
    async (ctx) => (await webhooks.listWebhooks(ctx)).map(subscription),
  );
  api.delete(
    '/admin/webhooks/:id',
    {
      summary: 'Delete a subscription',
      description: 'Its deliveries not sent yet are dropped with it.',
      auth: 'owner',
      response: { status: 204, description: 'Deleted' },
    },
    async (ctx, req) => {
      await webhooks.deleteWebhook(ctx, id(req));
    },
  );
  api.post(
    '/admin/webhooks/:id/secret',
    { summary: "Rotate a subscription's signing secret", auth: 'owner', response: secret },
    async (ctx, req) => ({ secret: await webhooks.rotateWebhookSecret(ctx, id(req)) }),
  );
  api.get(
    '/admin/webhooks/:id/deliveries',
    {
      summary: "A subscription's delivery log",
      description: 'The latest 100, newest first: status, tries, last response code and error, next try.',
      auth: 'owner',
      response: { description: 'Deliveries', schema: arr(DELIVERY) },
    },
    async (ctx, req) => (await webhooks.listDeliveries(ctx, id(req))).map(delivery),
  );
  api.post(
    '/admin/webhooks/:id/deliveries/:deliveryId/retry',
    {
      summary: 'Send a delivery again',
      description: 'Now, with the same webhook-id; a subscription turned off is turned back on.',
      auth: 'owner',
      response: { description: 'The delivery, pending', schema: DELIVERY },
    },
    async (ctx, req) =>
      delivery(
        await webhooks.retryDelivery(
          ctx,
          id(req),
          idParam(req, WEBHOOK_ERRORS.deliveryNotFound, 'deliveryId'),
        ),
      ),
  );
  return api;
}
