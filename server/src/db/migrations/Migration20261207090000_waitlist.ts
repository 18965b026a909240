import { Migration } from '@mikro-orm/migrations';

const STATUSES_BEFORE = `'pending', 'awaiting_payment', 'confirmed', 'cancelled', 'expired'`;

/**
 * A waitlist for a full slot (issue 41 point 2): a booking may be `offered` (seats the queue holds for a
 * guest until they answer: a hold, so the expiry job's index covers it); each item says how long an
 * offer waits (`waitlist_offer_hours`, 12); the queue's entries, one open entry per e-mail and slot,
 * their leave and offer tokens stored hashed.
 */
export class Migration20261207090000_waitlist extends Migration {
  override name = 'Migration20261207090000_waitlist';

  override up(): void | Promise<void> {
    this.addSql(`alter table "guest_booking" drop constraint if exists "guest_booking_status_check";`);
    this.addSql(
      `alter table "guest_booking" add constraint "guest_booking_status_check" check ("status" in (${STATUSES_BEFORE}, 'offered'));`,
    );
    this.addSql(`drop index if exists "guest_booking_hold_expiry_index";`);
    this.addSql(
      `create index "guest_booking_hold_expiry_index" on "guest_booking" ("hold_expires_at") where "status" in ('pending', 'awaiting_payment', 'offered');`,
    );
    this.addSql(
      `alter table "experience" add column "waitlist_offer_hours" smallint not null default 12, add constraint "experience_waitlist_offer_hours_check" check ("waitlist_offer_hours" between 1 and 168);`,
    );
    this.addSql(`create table "waitlist_entry" (
      "id" serial primary key,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "experience_id" int not null references "experience" ("id") on update cascade on delete cascade,
      "booking_date" date not null,
      "time_slot" varchar(5) not null,
      "guest_name" text not null,
      "guest_email" varchar(254) not null,
      "guest_phone" varchar(32) not null,
      "number_of_guests" smallint not null check ("number_of_guests" >= 1),
      "language" text not null,
      "status" text not null default 'waiting' check ("status" in ('waiting', 'offered', 'accepted', 'declined', 'expired', 'left', 'closed')),
      "leave_token_hash" varchar(64) not null unique,
      "offer_token_hash" varchar(64) null unique,
      "offer_booking_id" int null references "guest_booking" ("id") on delete set null,
      "offered_at" timestamptz null,
      "offer_expires_at" timestamptz null,
      "offered_by" text null,
      "booking_id" int null references "guest_booking" ("id") on delete set null,
      "answered_at" timestamptz null
    );`);
    this.addSql(
      `create unique index "waitlist_entry_open_email_unique" on "waitlist_entry" ("experience_id", "booking_date", "time_slot", "guest_email") where "status" in ('waiting', 'offered');`,
    );
    this.addSql(
      `create index "waitlist_entry_slot_index" on "waitlist_entry" ("experience_id", "booking_date", "time_slot", "status", "id");`,
    );
    this.addSql(
      `create index "waitlist_entry_open_date_index" on "waitlist_entry" ("booking_date") where "status" in ('waiting', 'offered');`,
    );
    this.addSql(
      `create index "waitlist_entry_offer_booking_index" on "waitlist_entry" ("offer_booking_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "waitlist_entry";`);
    this.addSql(`alter table "experience" drop column "waitlist_offer_hours";`);
    this.addSql(`delete from "guest_booking" where "status" = 'offered';`);
    this.addSql(`drop index if exists "guest_booking_hold_expiry_index";`);
    this.addSql(
      `create index "guest_booking_hold_expiry_index" on "guest_booking" ("hold_expires_at") where "status" in ('pending', 'awaiting_payment');`,
    );
    this.addSql(`alter table "guest_booking" drop constraint if exists "guest_booking_status_check";`);
    this.addSql(
      `alter table "guest_booking" add constraint "guest_booking_status_check" check ("status" in (${STATUSES_BEFORE}));`,
    );
  }
}
