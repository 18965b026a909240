import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks for developers (issue 38 point 4): the owner's subscriptions (a URL, its events, its signing
 * secret sealed with the server key) and their deliveries, an outbox written in the transaction of the
 * change it tells (docs/webhooks.md). `reseller_id` is the seam for a reseller's own subscriptions (not
 * built yet: always null).
 */
export class Migration20261202090000_webhooks extends Migration {
  override name = 'Migration20261202090000_webhooks';

  override up(): void | Promise<void> {
    this.addSql(`create table "webhook_subscription" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "url" text not null,
      "events" text[] not null,
      "secret" text not null,
      "reseller_id" int null,
      "disabled_at" timestamptz null,
      "disabled_reason" text null
    );`);
    this.addSql(`create table "webhook_delivery" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "subscription_id" int not null references "webhook_subscription" ("id") on delete cascade,
      "message_id" text not null default ('msg_' || replace(gen_random_uuid()::text, '-', '')),
      "event_type" text not null,
      "payload" jsonb not null,
      "status" text not null default 'pending' check ("status" in ('pending', 'sent', 'failed')),
      "attempts" int not null default 0,
      "next_attempt_at" timestamptz not null default now(),
      "last_attempt_at" timestamptz null,
      "last_response_code" int null,
      "last_error" text null,
      "sent_at" timestamptz null,
      constraint "webhook_delivery_message_id_unique" unique ("message_id")
    );`);
    this.addSql(
      `create index "webhook_delivery_due_index" on "webhook_delivery" ("next_attempt_at") where "status" = 'pending';`,
    );
    this.addSql(
      `create index "webhook_delivery_subscription_index" on "webhook_delivery" ("subscription_id", "id" desc);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_delivery";`);
    this.addSql(`drop table if exists "webhook_subscription";`);
  }
}
