import { Migration } from '@mikro-orm/migrations';

/**
 * Promo codes (issue 41 point 3): the codes, and the booking's snapshot of the one it was made with
 * (the code as typed, what it took off; the list price is total_price + discount). A code's uses are the
 * live bookings pointing at it, so a used code cannot be deleted (restrict), only switched off.
 */
export class Migration20261206090000_promo_codes extends Migration {
  override name = 'Migration20261206090000_promo_codes';

  override up(): void | Promise<void> {
    this.addSql(`create table "promo_code" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "code" varchar(32) not null,
      "kind" text check ("kind" in ('percent', 'fixed')) not null,
      "value" int not null,
      "experience_ids" jsonb not null default '[]',
      "booking_from" date null,
      "booking_until" date null,
      "travel_from" date null,
      "travel_until" date null,
      "max_uses" int null,
      "max_uses_per_email" int null,
      "min_guests" int null,
      "active" boolean not null default true,
      constraint "promo_code_value_check" check (value >= 1 and (kind <> 'percent' or value <= 100))
    );`);
    this.addSql(`alter table "promo_code" add constraint "promo_code_code_unique" unique ("code");`);
    this.addSql(`alter table "guest_booking"
      add column "promo_code" text null,
      add column "promo_code_id" int null references "promo_code" ("id") on delete restrict,
      add column "discount" int not null default 0;`);
    this.addSql(
      `create index "guest_booking_promo_code_index" on "guest_booking" ("promo_code_id", "guest_email") where "promo_code_id" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "guest_booking_promo_code_index";`);
    this.addSql(`alter table "guest_booking" drop column if exists "promo_code_id",
      drop column if exists "promo_code", drop column if exists "discount";`);
    this.addSql(`drop table if exists "promo_code";`);
  }
}
