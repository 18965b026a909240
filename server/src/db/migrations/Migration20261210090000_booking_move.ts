import { Migration } from '@mikro-orm/migrations';

/**
 * Moving a booking (issue 41 point 1): the item's change window (`change_window_hours`, null: its free
 * cancellation), and each booking's moves: done at once (`moved`) or a change request (`requested`,
 * holding the target slot's seats: domain/holds.ts `seatClaimsSql`) that staff approve or decline. At most
 * one open request per booking. The booking log gains the `moved` line.
 */
const LOG_TYPES_BEFORE = `'booking_created', 'status_change', 'email_sent', 'memo_update', 'payment_recorded', 'payment_voided', 'refund_recorded', 'refund_voided', 'refund_requested', 'refund_failed', 'checked_in', 'check_in_undone', 'no_show', 'no_show_undone'`;
const LOG_TYPES_AFTER = `${LOG_TYPES_BEFORE}, 'moved'`;

export class Migration20261210090000_booking_move extends Migration {
  override name = 'Migration20261210090000_booking_move';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "experience" add column "change_window_hours" smallint null, add constraint "experience_change_window_hours_check" check ("change_window_hours" between 0 and 720);`,
    );
    this.addSql(`create table "booking_move" (
      "id" serial primary key,
      "booking_id" int not null references "guest_booking" ("id") on update cascade on delete cascade,
      "from_date" date not null,
      "from_time" varchar(5) not null,
      "to_date" date not null,
      "to_time" varchar(5) not null,
      "status" text not null check ("status" in ('moved', 'requested', 'approved', 'declined')),
      "by_guest" boolean not null,
      "by_name" text null,
      "price_difference" int not null default 0,
      "created_at" timestamptz not null default now(),
      "decided_at" timestamptz null,
      "decided_by" text null
    );`);
    this.addSql(`create index "booking_move_booking_index" on "booking_move" ("booking_id", "created_at");`);
    this.addSql(
      `create unique index "booking_move_open_request_unique" on "booking_move" ("booking_id") where "status" = 'requested';`,
    );
    this.addSql(
      `create index "booking_move_request_slot_index" on "booking_move" ("to_date", "to_time") include ("booking_id") where "status" = 'requested';`,
    );
    this.addSql(`alter table "booking_log" drop constraint if exists "booking_log_log_type_check";`);
    this.addSql(
      `alter table "booking_log" add constraint "booking_log_log_type_check" check ("log_type" in (${LOG_TYPES_AFTER}));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "booking_log" where "log_type" = 'moved';`);
    this.addSql(`alter table "booking_log" drop constraint if exists "booking_log_log_type_check";`);
    this.addSql(
      `alter table "booking_log" add constraint "booking_log_log_type_check" check ("log_type" in (${LOG_TYPES_BEFORE}));`,
    );
    this.addSql(`drop table if exists "booking_move";`);
    this.addSql(`alter table "experience" drop column "change_window_hours";`);
  }
}
