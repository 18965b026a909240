import { Migration } from '@mikro-orm/migrations';

/**
 * The OCTO unit items of a reseller's booking as the reseller sent them (issue 38: a booking answer echoes
 * each item's uuid and resellerReference, and a confirm or update with unit items replaces them).
 */
export class Migration20261204090000_octo_unit_items extends Migration {
  override name = 'Migration20261204090000_octo_unit_items';

  override up(): void | Promise<void> {
    this.addSql(`alter table "guest_booking" add column "octo_unit_items" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "guest_booking" drop column if exists "octo_unit_items";`);
  }
}
