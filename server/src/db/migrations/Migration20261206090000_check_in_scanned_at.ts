import { Migration } from '@mikro-orm/migrations';

/**
 * A check-in's own time is the server's (the undo's minute counts from it); the scan time a phone sent
 * with a queued offline check-in is kept beside it, as when the guest arrived (issue 39). Check-ins made
 * before kept the scan time as their time: it stays there.
 */
export class Migration20261206090000_check_in_scanned_at extends Migration {
  override name = 'Migration20261206090000_check_in_scanned_at';

  override up(): void | Promise<void> {
    this.addSql(`alter table "guest_booking" add column "check_in_scanned_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "guest_booking" drop column "check_in_scanned_at";`);
  }
}
