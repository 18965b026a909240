import { Migration } from '@mikro-orm/migrations';

/**
 * A reseller's booking contact as the reseller sent it, beyond the columns the site keeps for every
 * booking (name, e-mail, phone, language): its first and last names, postal code and country, answered
 * back in the OCTO booking (`contact`) as given. Null: not an OCTO booking, or none of those was given.
 */
export class Migration20261211090000_octo_contact extends Migration {
  override name = 'Migration20261211090000_octo_contact';

  override up(): void | Promise<void> {
    this.addSql(`alter table "guest_booking" add column "octo_contact" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "guest_booking" drop column "octo_contact";`);
  }
}
