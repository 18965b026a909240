import { Migration } from '@mikro-orm/migrations';

/** Indexes of the admin applications desk: covering slot and date indexes, newest-first order. */
export class Migration20261123080003_admin_booking_indexes extends Migration {
  override name = 'Migration20261123080003_admin_booking_indexes';

  override up(): void | Promise<void> {
    // pg_trgm is a trusted extension: the database owner may create it, also on managed PostgreSQL.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create index "guest_booking_name_trgm_index" on "guest_booking" using gin ("guest_name" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "guest_booking_email_trgm_index" on "guest_booking" using gin ("guest_email" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "guest_booking_phone_digits_trgm_index" on "guest_booking" using gin ((regexp_replace("guest_phone", '\\D', '', 'g')) gin_trgm_ops);`,
    );
    this.addSql(
      `create index "guest_booking_phone_national_trgm_index" on "guest_booking" using gin ((split_part("guest_phone", ' ', 2)) gin_trgm_ops);`,
    );
    this.addSql(`drop index "guest_booking_experience_id_booking_date_time_slot_status_index";`);
    this.addSql(
      `create index "guest_booking_date_covering_index" on "guest_booking" ("booking_date", "time_slot") include ("experience_id", "status", "number_of_guests");`,
    );
    this.addSql(`create index "guest_booking_created_at_id_index" on "guest_booking" ("created_at", "id");`);
    this.addSql(
      `create index "guest_booking_slot_covering_index" on "guest_booking" ("experience_id", "booking_date", "time_slot", "status") include ("number_of_guests");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "guest_booking_name_trgm_index";`);
    this.addSql(`drop index "guest_booking_email_trgm_index";`);
    this.addSql(`drop index "guest_booking_phone_digits_trgm_index";`);
    this.addSql(`drop index "guest_booking_phone_national_trgm_index";`);
    this.addSql(`drop index "guest_booking_date_covering_index";`);
    this.addSql(`drop index "guest_booking_created_at_id_index";`);
    this.addSql(`drop index "guest_booking_slot_covering_index";`);
    this.addSql(
      `create index "guest_booking_experience_id_booking_date_time_slot_status_index" on "guest_booking" ("experience_id", "booking_date", "time_slot", "status");`,
    );
  }
}
