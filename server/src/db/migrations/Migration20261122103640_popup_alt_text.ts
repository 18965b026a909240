import { Migration } from '@mikro-orm/migrations';

export class Migration20261122103640_popup_alt_text extends Migration {
  override name = 'Migration20261122103640_popup_alt_text';

  override up(): void | Promise<void> {
    this.addSql(`alter table "popup" add "alt_text" text not null default '';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "popup" drop column "alt_text";`);
  }
}
