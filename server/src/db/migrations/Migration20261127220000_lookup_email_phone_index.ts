import { Migration } from '@mikro-orm/migrations';

/**
 * The guest's look-up finds a booking by e-mail, E.164 phone and the code's keyed hash in SQL (issue 28
 * point 5): one index on (e-mail, phone) serves it, and replaces the e-mail index it extends (the pending
 * count per e-mail reads its leading column), so an application writes no more index entries.
 */
export class Migration20261127220000_lookup_email_phone_index extends Migration {
  override name = 'Migration20261127220000_lookup_email_phone_index';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "guest_booking_guest_email_guest_phone_index" on "guest_booking" ("guest_email", "guest_phone");`,
    );
    this.addSql(`drop index "guest_booking_guest_email_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index "guest_booking_guest_email_index" on "guest_booking" ("guest_email");`);
    this.addSql(`drop index "guest_booking_guest_email_guest_phone_index";`);
  }
}
