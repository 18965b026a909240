import { Migration } from '@mikro-orm/migrations';

/**
 * Seat holds and instant confirmation (issue 37): a booking may be `awaiting_payment` or `expired`; a
 * waiting one holds its seats until `hold_expires_at`. Items choose how bookings are confirmed
 * (`confirmation_mode`, every existing item stays `request`) and when a slot stops selling
 * (`booking_cutoff_hours`, 2). Applications already waiting get a hold of REQUEST_EXPIRY_HOURS's
 * default from now (never past their slot's cut-off), so an upgrade does not expire them at once.
 * The slot index carries the hold, so availability still reads it from the index alone.
 */
export class Migration20261201090000_seat_holds extends Migration {
  override name = 'Migration20261201090000_seat_holds';

  override up(): void | Promise<void> {
    this.addSql(`alter table "guest_booking" drop constraint if exists "guest_booking_status_check";`);
    this.addSql(
      `alter table "guest_booking" add constraint "guest_booking_status_check" check ("status" in ('pending', 'awaiting_payment', 'confirmed', 'cancelled', 'expired'));`,
    );
    this.addSql(`alter table "guest_booking" add column "hold_expires_at" timestamptz null;`);
    this.addSql(
      `update "guest_booking" set "hold_expires_at" = least(now() + interval '48 hours',
         ("booking_date" + "time_slot"::time) at time zone 'Asia/Seoul' - interval '2 hours')
       where "status" = 'pending';`,
    );
    this.addSql(`drop index if exists "guest_booking_slot_covering_index";`);
    this.addSql(
      `create index "guest_booking_slot_covering_index" on "guest_booking" ("experience_id", "booking_date", "time_slot", "status") include ("number_of_guests", "hold_expires_at");`,
    );
    this.addSql(
      `create index "guest_booking_hold_expiry_index" on "guest_booking" ("hold_expires_at") where "status" in ('pending', 'awaiting_payment');`,
    );
    this.addSql(
      `alter table "experience" add column "confirmation_mode" text not null default 'request', add column "booking_cutoff_hours" smallint not null default 2;`,
    );
    this.addSql(
      `alter table "experience" add constraint "experience_confirmation_mode_check" check ("confirmation_mode" in ('instant', 'request'));`,
    );
    this.addSql(
      `alter table "experience" add constraint "experience_booking_cutoff_hours_check" check ("booking_cutoff_hours" between 0 and 168);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "experience" drop column "confirmation_mode", drop column "booking_cutoff_hours";`,
    );
    this.addSql(`drop index if exists "guest_booking_hold_expiry_index";`);
    this.addSql(`drop index if exists "guest_booking_slot_covering_index";`);
    this.addSql(
      `create index "guest_booking_slot_covering_index" on "guest_booking" ("experience_id", "booking_date", "time_slot", "status") include ("number_of_guests");`,
    );
    this.addSql(
      `update "guest_booking" set "status" = 'cancelled' where "status" in ('awaiting_payment', 'expired');`,
    );
    this.addSql(`alter table "guest_booking" drop column "hold_expires_at";`);
    this.addSql(`alter table "guest_booking" drop constraint if exists "guest_booking_status_check";`);
    this.addSql(
      `alter table "guest_booking" add constraint "guest_booking_status_check" check ("status" in ('pending', 'confirmed', 'cancelled'));`,
    );
  }
}
