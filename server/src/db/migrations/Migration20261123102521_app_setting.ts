import { Migration } from '@mikro-orm/migrations';

/** Values the app generates for itself (the session secret), shared by every instance on the database. */
export class Migration20261123102521_app_setting extends Migration {
  override name = 'Migration20261123102521_app_setting';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "app_setting" ("name" varchar(100) not null, "value" text not null, "created_at" timestamptz not null default now(), primary key ("name"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "app_setting" cascade;`);
  }
}
