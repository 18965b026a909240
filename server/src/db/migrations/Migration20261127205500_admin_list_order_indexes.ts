import { Migration } from '@mikro-orm/migrations';

/**
 * Orders the admin desk's lists can walk at 1,000,000 bookings (issue 25): the item-title sort (items in
 * title order, each item's bookings by index, an incremental sort by id: no sort of the million rows), a
 * status tab's newest-first pages (status, created_at, id) and the day view's first slots of each day
 * (date, time, item). The two booking indexes replace ones they extend (same columns, longer keys), so
 * an application still writes as many index entries.
 */
export class Migration20261127205500_admin_list_order_indexes extends Migration {
  override name = 'Migration20261127205500_admin_list_order_indexes';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "experience_title_sort_index" on "experience" ((coalesce(nullif("title", ''), 'Unknown')), "id");`,
    );
    this.addSql(
      `create index "guest_booking_status_created_at_id_index" on "guest_booking" ("status", "created_at", "id");`,
    );
    this.addSql(`drop index "guest_booking_status_created_at_index";`);
    this.addSql(
      `create index "guest_booking_day_slot_item_index" on "guest_booking" ("booking_date", "time_slot", "experience_id") include ("status", "number_of_guests");`,
    );
    this.addSql(`drop index "guest_booking_date_covering_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create index "guest_booking_date_covering_index" on "guest_booking" ("booking_date", "time_slot") include ("experience_id", "status", "number_of_guests");`,
    );
    this.addSql(`drop index "guest_booking_day_slot_item_index";`);
    this.addSql(
      `create index "guest_booking_status_created_at_index" on "guest_booking" ("status", "created_at");`,
    );
    this.addSql(`drop index "guest_booking_status_created_at_id_index";`);
    this.addSql(`drop index "experience_title_sort_index";`);
  }
}
