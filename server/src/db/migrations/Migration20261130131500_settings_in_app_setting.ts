import { Migration } from '@mikro-orm/migrations';

/**
 * Every setting an owner chooses lives in `app_setting`, read and written through the typed settings
 * service (platform/app-setting): the two-factor policy leaves its own `admin_setting` table, its value
 * kept (jsonb `true` becomes the text `true`, as a boolean key stores it). Down moves it back.
 */
export class Migration20261130131500_settings_in_app_setting extends Migration {
  override name = 'Migration20261130131500_settings_in_app_setting';

  override up(): void | Promise<void> {
    this.addSql(
      `insert into "app_setting" ("name", "value", "created_at")
         select "name", "value" #>> '{}', "updated_at" from "admin_setting"
         on conflict ("name") do update set "value" = excluded."value";`,
    );
    this.addSql(`drop table "admin_setting";`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create table "admin_setting" ("name" varchar(100) primary key, "value" jsonb not null, "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `insert into "admin_setting" ("name", "value", "updated_at")
         select "name", "value"::jsonb, "created_at" from "app_setting" where "name" = 'totp_required_for_everyone';`,
    );
    this.addSql(`delete from "app_setting" where "name" = 'totp_required_for_everyone';`);
  }
}
