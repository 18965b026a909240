import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { listCost } from '../../common/cost.js';
import { AdminRole } from '../auth/admin-user.entity.js';
import { WebhookDelivery, WebhookSubscription } from './webhook.entity.js';
import { WebhookInput } from './webhook.inputs.js';
import * as webhooks from './webhook.service.js';

@ObjectType({ description: 'A new subscription with its signing secret, shown this once. Owner only.' })
class CreatedWebhook {
  @Field(() => WebhookSubscription, { description: 'The subscription.' })
  subscription!: WebhookSubscription;

  @Field({ description: 'The signing secret (whsec_…): shown this once, keep it with the receiver.' })
  secret!: string;
}

@Resolver()
export class WebhookResolver {
  @Authorized(AdminRole.owner)
  @Query(() => [WebhookSubscription], {
    description: 'Owner only. Webhook subscriptions, newest first (never their secrets).',
    complexity: listCost(20),
  })
  webhooks(@Ctx() ctx: AppContext) {
    return webhooks.listWebhooks(ctx);
  }

  @Authorized(AdminRole.owner)
  @Query(() => [WebhookDelivery], {
    description: "Owner only. A subscription's latest 100 deliveries, newest first.",
    complexity: listCost(100),
  })
  webhookDeliveries(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The subscription id.' }) id: number,
  ) {
    return webhooks.listDeliveries(ctx, id);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => CreatedWebhook, {
    description: 'Owner only. Subscribes a URL to events; answers the signing secret this once.',
  })
  createWebhook(
    @Ctx() ctx: AppContext,
    @Arg('input', () => WebhookInput, { description: 'URL and events.' }) input: WebhookInput,
  ) {
    return webhooks.createWebhook(ctx, input);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => Boolean, { description: 'Owner only. Deletes a subscription and its delivery log.' })
  deleteWebhook(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The subscription id.' }) id: number,
  ) {
    return webhooks.deleteWebhook(ctx, id);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => String, {
    description: 'Owner only. A new signing secret for a subscription, shown this once.',
  })
  rotateWebhookSecret(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The subscription id.' }) id: number,
  ) {
    return webhooks.rotateWebhookSecret(ctx, id);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => WebhookDelivery, {
    description: 'Owner only. Sends a delivery again now (a subscription turned off is turned back on).',
  })
  retryWebhookDelivery(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The subscription id.' }) id: number,
    @Arg('deliveryId', () => Int, { description: 'The delivery id.' }) deliveryId: number,
  ) {
    return webhooks.retryDelivery(ctx, id, deliveryId);
  }
}
