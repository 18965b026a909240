import type { AppContext } from '../../context.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { audit } from '../audit/audit.js';
import { wakeWebhookDispatcher } from './webhook.dispatcher.js';
import { WebhookDelivery, WebhookSubscription } from './webhook.entity.js';
import { MAX_SUBSCRIPTIONS, WEBHOOK_ERRORS } from './webhook.errors.js';
import { isResellerEvent, WEBHOOK_EVENTS, type WebhookEventType } from './webhook.events.js';
import { newSecret, sealSecret, webhookSecretBox } from './webhook.secret.js';
import { urlRefusal } from './webhook.url.js';

export interface WebhookInput {
  url?: unknown;
  events?: unknown;
  /** A reseller's own subscription (the owner subscribes on its behalf): its bookings' events only. */
  resellerId?: unknown;
}

/** The subscription's URL and events, checked (the request-forgery guard included: webhook.url.ts). */
function checkInput(ctx: AppContext, input: WebhookInput): { url: string; events: WebhookEventType[] } {
  if (typeof input?.url !== 'string' || !input.url.trim())
    throw badInput(WEBHOOK_ERRORS.badUrl, { field: 'url' });
  const url = input.url.trim();
  const refusal = urlRefusal(url, ctx.config);
  if (refusal) throw badInput(refusal, { field: 'url' });
  const events = input.events;
  if (!Array.isArray(events) || !events.length) throw badInput(WEBHOOK_ERRORS.badEvents, { field: 'events' });
  for (const name of events)
    if (!(WEBHOOK_EVENTS as readonly unknown[]).includes(name))
      throw badInput(WEBHOOK_ERRORS.unknownEvent(String(name)), { field: 'events' });
  return { url, events: [...new Set(events as WebhookEventType[])] };
}

/**
 * The reseller a subscription is for (null: the operator's own): one that exists (read by id from its
 * table: this module imports nothing of the reseller's), with events of bookings only.
 */
async function checkReseller(ctx: AppContext, resellerId: unknown, events: readonly string[]) {
  if (resellerId === undefined || resellerId === null) return null;
  const found =
    Number.isInteger(resellerId) &&
    (await ctx.em.execute<{ id: number }[]>('select id from reseller where id = ?', [resellerId])).length;
  if (!found) throw badInput(WEBHOOK_ERRORS.badReseller, { field: 'resellerId' });
  const other = events.find((name) => !isResellerEvent(name));
  if (other) throw badInput(WEBHOOK_ERRORS.resellerEvents(other), { field: 'events' });
  return resellerId as number;
}

/** Owner: subscribes a URL to events. Answers the subscription and its secret, shown this once. */
export async function createWebhook(ctx: AppContext, input: WebhookInput) {
  const { url, events } = checkInput(ctx, input);
  const resellerId = await checkReseller(ctx, input.resellerId, events);
  if ((await ctx.em.count(WebhookSubscription, {})) >= MAX_SUBSCRIPTIONS)
    throw conflict(WEBHOOK_ERRORS.tooMany);
  const secret = newSecret();
  const subscription = await ctx.em.transactional(async (em) => {
    // Sealed for its row: the id comes first.
    const created = em.create(WebhookSubscription, { url, events, secret: '', resellerId });
    await em.flush();
    created.secret = sealSecret(webhookSecretBox(ctx.hasher), secret, created.id);
    audit(em, ctx, 'webhook.create', { type: 'webhook', id: created.id }, null, {
      url,
      events,
      ...(resellerId ? { resellerId } : {}),
    });
    await em.flush();
    return created;
  });
  return { subscription, secret };
}

/** Owner: every subscription, newest first (never their secrets). */
export function listWebhooks(ctx: AppContext) {
  return ctx.em.find(WebhookSubscription, {}, { orderBy: { id: 'desc' } });
}

async function findWebhook(ctx: AppContext, id: number) {
  const found = await ctx.em.findOne(WebhookSubscription, { id });
  if (!found) throw notFound(WEBHOOK_ERRORS.notFound);
  return found;
}

/** Owner: removes a subscription and its delivery log; deliveries not sent yet are dropped. */
export async function deleteWebhook(ctx: AppContext, id: number): Promise<boolean> {
  const subscription = await findWebhook(ctx, id);
  audit(ctx.em, ctx, 'webhook.delete', { type: 'webhook', id }, { url: subscription.url }, null);
  ctx.em.remove(subscription);
  await ctx.em.flush();
  return true;
}

/** Owner: a new signing secret, shown this once; the old one stops signing at once. */
export async function rotateWebhookSecret(ctx: AppContext, id: number): Promise<string> {
  const subscription = await findWebhook(ctx, id);
  const secret = newSecret();
  subscription.secret = sealSecret(webhookSecretBox(ctx.hasher), secret, id);
  audit(ctx.em, ctx, 'webhook.rotate_secret', { type: 'webhook', id }, { secret: 'old' }, { secret: 'new' });
  await ctx.em.flush();
  return secret;
}

/** Owner: the subscription's latest deliveries (at most 100), newest first. */
export async function listDeliveries(ctx: AppContext, id: number) {
  await findWebhook(ctx, id);
  return ctx.em.find(WebhookDelivery, { subscription: id }, { orderBy: { id: 'desc' }, limit: 100 });
}

/**
 * Owner: sends one delivery again, now (the same webhook-id: a receiver that has it already knows it). A
 * subscription turned off is turned back on: the owner has fixed the receiver.
 */
export async function retryDelivery(ctx: AppContext, id: number, deliveryId: number) {
  const subscription = await findWebhook(ctx, id);
  const delivery = await ctx.em.findOne(WebhookDelivery, { id: deliveryId, subscription: id });
  if (!delivery) throw notFound(WEBHOOK_ERRORS.deliveryNotFound);
  ctx.em.assign(delivery, { status: 'pending', nextAttemptAt: new Date() });
  if (subscription.disabledAt) {
    audit(ctx.em, ctx, 'webhook.enable', { type: 'webhook', id }, { disabled: true }, { disabled: false });
    ctx.em.assign(subscription, { disabledAt: null, disabledReason: null });
  }
  await ctx.em.flush();
  wakeWebhookDispatcher();
  return delivery;
}
