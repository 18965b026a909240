import { Migration } from '@mikro-orm/migrations';

/**
 * Resellers (issue 38 point 3): the companies that sell our seats through the OCTO API (`/octo`), their
 * API keys (stored as keyed hashes, several per reseller for rotation, revocable), and the booking's
 * seam: which reseller made it, under which reference, and the OCTO booking uuid a retry is answered by.
 */
export class Migration20261203090000_resellers extends Migration {
  override name = 'Migration20261203090000_resellers';

  override up(): void | Promise<void> {
    this.addSql(`create table "reseller" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "name" text not null,
      "email" varchar(254) not null,
      "experience_ids" int[] null,
      "commission_percent" numeric(5,2) null check ("commission_percent" between 0 and 100),
      "disabled_at" timestamptz null
    );`);
    this.addSql(`create table "reseller_api_key" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "reseller_id" int not null references "reseller" ("id") on delete cascade,
      "key_hash" text not null,
      "prefix" varchar(16) not null,
      "revoked_at" timestamptz null,
      "last_used_at" timestamptz null,
      constraint "reseller_api_key_key_hash_unique" unique ("key_hash")
    );`);
    this.addSql(`create index "reseller_api_key_reseller_index" on "reseller_api_key" ("reseller_id");`);
    this.addSql(`alter table "guest_booking"
      add column "reseller_id" int null references "reseller" ("id") on delete restrict,
      add column "reseller_reference" text null,
      add column "octo_uuid" uuid null;`);
    this.addSql(
      `create unique index "guest_booking_octo_uuid_unique" on "guest_booking" ("octo_uuid") where "octo_uuid" is not null;`,
    );
    this.addSql(
      `create index "guest_booking_reseller_index" on "guest_booking" ("reseller_id", "created_at") where "reseller_id" is not null;`,
    );
    this.addSql(
      `alter table "webhook_subscription" add constraint "webhook_subscription_reseller_fk" foreign key ("reseller_id") references "reseller" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "webhook_subscription" drop constraint if exists "webhook_subscription_reseller_fk";`,
    );
    this.addSql(`drop index if exists "guest_booking_reseller_index";`);
    this.addSql(`drop index if exists "guest_booking_octo_uuid_unique";`);
    this.addSql(`alter table "guest_booking" drop column if exists "reseller_id",
      drop column if exists "reseller_reference", drop column if exists "octo_uuid";`);
    this.addSql(`drop table if exists "reseller_api_key";`);
    this.addSql(`drop table if exists "reseller";`);
  }
}
