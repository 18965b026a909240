import { Migration } from '@mikro-orm/migrations';

/**
 * Content versions for the read caches (platform/content-version): statement triggers bump the
 * `catalog` row in the same transaction as any write to experience or review, so a reader sees
 * the new version exactly when it can see the new rows.
 */
export class Migration20261122120451_content_version extends Migration {
  override name = 'Migration20261122120451_content_version';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "content_version" ("name" varchar(50) not null, "version" bigint not null default '0', primary key ("name"));`,
    );
    this.addSql(`insert into "content_version" ("name") values ('catalog');`);
    this.addSql(`create function "bump_content_version"() returns trigger language plpgsql as $$
      begin
        update "content_version" set "version" = "version" + 1 where "name" = tg_argv[0];
        return null;
      end $$;`);
    for (const table of ['experience', 'review']) {
      this.addSql(`create trigger "${table}_catalog_version"
        after insert or update or delete or truncate on "${table}"
        for each statement execute function "bump_content_version"('catalog');`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['experience', 'review']) {
      this.addSql(`drop trigger if exists "${table}_catalog_version" on "${table}";`);
    }
    this.addSql(`drop function if exists "bump_content_version"();`);
    this.addSql(`drop table if exists "content_version" cascade;`);
  }
}
