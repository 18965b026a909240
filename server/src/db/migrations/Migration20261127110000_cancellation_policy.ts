import { Migration } from '@mikro-orm/migrations';

/**
 * The cancellation policy per item (issue 29 point 4): hours before the slot the guest may cancel
 * free of charge, null for none. Existing items get the default of 24 hours.
 */
export class Migration20261127110000_cancellation_policy extends Migration {
  override name = 'Migration20261127110000_cancellation_policy';

  override up(): void | Promise<void> {
    this.addSql(`alter table "experience" add "free_cancellation_hours" smallint null default 24;`);
    this.addSql(
      `alter table "experience" add constraint "experience_free_cancellation_check" check (free_cancellation_hours is null or free_cancellation_hours between 0 and 720);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "experience" drop constraint "experience_free_cancellation_check";`);
    this.addSql(`alter table "experience" drop column "free_cancellation_hours";`);
  }
}
