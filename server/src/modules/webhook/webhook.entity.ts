import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';

/**
 * A URL subscribed to events (docs/webhooks.md). Its signing secret is stored sealed with the server key
 * (the dispatcher opens it to sign) and never leaves the server after it was shown once.
 */
@ObjectType({ description: 'A URL subscribed to webhook events. Owner only.' })
@Entity({ tableName: 'webhook_subscription' })
export class WebhookSubscription extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'resellerId' | 'disabledAt' | 'disabledReason';

  @Field({ description: 'Where the events are POSTed.' })
  @Property({ type: 'text' })
  url!: string;

  @Field(() => [String], { description: 'The event types it receives (booking.created, …).' })
  @Property({ type: 'text[]' })
  events!: string[];

  /** `whsec_…` sealed with the server key (webhook.secret.ts); never exposed. */
  @Property({ type: 'text', hidden: true })
  secret!: string;

  /** The reseller whose subscription it is (its bookings' events only); null: the operator's own. */
  @Field(() => Int, {
    nullable: true,
    description:
      "The reseller whose own subscription it is (its bookings' events only); null: the operator's.",
  })
  @Property({ type: 'integer', nullable: true })
  resellerId?: number | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When deliveries stopped (a 410 answer, or 3 days of failures); null: active.',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  disabledAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it was disabled.' })
  @Property({ type: 'text', nullable: true })
  disabledReason?: string | null;
}

/** One event for one subscription: the outbox row the dispatcher sends, retries and logs. */
@ObjectType({ description: 'One event sent (or to send) to one subscription. Owner only.' })
@Entity({ tableName: 'webhook_delivery' })
export class WebhookDelivery extends BaseEntity {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'messageId'
    | 'status'
    | 'attempts'
    | 'nextAttemptAt'
    | 'lastAttemptAt'
    | 'lastResponseCode'
    | 'lastError'
    | 'sentAt';

  @ManyToOne(() => WebhookSubscription, { deleteRule: 'cascade', hidden: true })
  subscription!: WebhookSubscription;

  @Field({ description: 'The webhook-id header: the same on every try of this delivery.' })
  @Property({ type: 'text', unique: true })
  messageId!: string;

  @Field({ description: 'The event type (booking.created, …).' })
  @Property({ type: 'text' })
  eventType!: string;

  /** The JSON body, `{ type, timestamp, data }`. */
  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Field({ description: 'pending (to send or to retry), sent, or failed (given up).' })
  @Property({ type: 'text', default: 'pending' })
  status!: 'pending' | 'sent' | 'failed';

  @Field(() => Int, { description: 'Tries so far.' })
  @Property({ type: 'integer', default: 0 })
  attempts!: number;

  @Field(() => GraphQLISODateTime, { description: 'The next try (meaningful while pending).' })
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  nextAttemptAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'The last try.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastAttemptAt?: Date | null;

  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status on the last try." })
  @Property({ type: 'integer', nullable: true })
  lastResponseCode?: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last try failed.' })
  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the receiver accepted it.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt?: Date | null;
}
