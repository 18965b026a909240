import { Migration } from '@mikro-orm/migrations';

/**
 * The most guests one booking of an item may have (`max_guests_per_booking`), below its seats per slot:
 * a theatre sells 300 seats a show but at most 10 to one order. Null: a booking may take every seat
 * left. Resellers read it as the OCTO option's `restrictions.maxUnits`.
 */
export class Migration20261212090000_party_maximum extends Migration {
  override name = 'Migration20261212090000_party_maximum';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "experience" add column "max_guests_per_booking" smallint null, add constraint "experience_max_guests_per_booking_check" check ("max_guests_per_booking" >= 1);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "experience" drop column "max_guests_per_booking";`);
  }
}
