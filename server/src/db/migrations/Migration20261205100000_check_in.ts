import { Migration } from '@mikro-orm/migrations';

/**
 * The day of the experience (issue 39): a booking's arrival, apart from its status (a confirmed booking
 * stays confirmed, so capacity and payments are untouched): checked in (when, by whom, how many of its
 * guests, from which device), or a no-show (when, by whom), or neither. The booking log gains the
 * check-in, its undo and the no-show marks.
 */
const LOG_TYPES_BEFORE = `'booking_created', 'status_change', 'email_sent', 'memo_update', 'payment_recorded', 'payment_voided', 'refund_recorded', 'refund_voided', 'refund_requested', 'refund_failed'`;
const LOG_TYPES_AFTER = `${LOG_TYPES_BEFORE}, 'checked_in', 'check_in_undone', 'no_show', 'no_show_undone'`;

export class Migration20261205100000_check_in extends Migration {
  override name = 'Migration20261205100000_check_in';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "guest_booking" add column "checked_in_at" timestamptz null, add column "checked_in_by_id" int null, add column "checked_in_by" text null, add column "guests_arrived" smallint null, add column "check_in_device" varchar(100) null, add column "no_show_at" timestamptz null, add column "no_show_by" text null;`,
    );
    this.addSql(
      `alter table "guest_booking" add constraint "guest_booking_arrival_check" check ((checked_in_at is null or no_show_at is null) and (guests_arrived is null or guests_arrived >= 1));`,
    );
    this.addSql(`alter table "booking_log" drop constraint if exists "booking_log_log_type_check";`);
    this.addSql(
      `alter table "booking_log" add constraint "booking_log_log_type_check" check ("log_type" in (${LOG_TYPES_AFTER}));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `delete from "booking_log" where "log_type" in ('checked_in', 'check_in_undone', 'no_show', 'no_show_undone');`,
    );
    this.addSql(`alter table "booking_log" drop constraint if exists "booking_log_log_type_check";`);
    this.addSql(
      `alter table "booking_log" add constraint "booking_log_log_type_check" check ("log_type" in (${LOG_TYPES_BEFORE}));`,
    );
    this.addSql(`alter table "guest_booking" drop constraint if exists "guest_booking_arrival_check";`);
    this.addSql(
      `alter table "guest_booking" drop column "checked_in_at", drop column "checked_in_by_id", drop column "checked_in_by", drop column "guests_arrived", drop column "check_in_device", drop column "no_show_at", drop column "no_show_by";`,
    );
  }
}
