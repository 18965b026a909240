import { Migration } from '@mikro-orm/migrations';

/**
 * The content versions announce themselves: the trigger function also sends
 * `pg_notify('content_version', '<name>:<version>')`, delivered to every listening instance when
 * the writer commits (platform/content-version/content-versions.ts). A second row, `content`, moves
 * with the storefront's other public content (articles, carousel slides, popups), so answers built
 * from it can be kept the same way as the catalog's.
 */
export class Migration20261123103000_content_version_notify extends Migration {
  override name = 'Migration20261123103000_content_version_notify';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "bump_content_version"() returns trigger language plpgsql as $$
      declare
        bumped bigint;
      begin
        update "content_version" set "version" = "version" + 1 where "name" = tg_argv[0]
          returning "version" into bumped;
        if bumped is not null then
          perform pg_notify('content_version', tg_argv[0] || ':' || bumped);
        end if;
        return null;
      end $$;`);
    this.addSql(`insert into "content_version" ("name") values ('content') on conflict do nothing;`);
    for (const table of ['article', 'carousel_slide', 'popup']) {
      this.addSql(`create trigger "${table}_content_version"
        after insert or update or delete or truncate on "${table}"
        for each statement execute function "bump_content_version"('content');`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['article', 'carousel_slide', 'popup']) {
      this.addSql(`drop trigger if exists "${table}_content_version" on "${table}";`);
    }
    this.addSql(`delete from "content_version" where "name" = 'content';`);
    this.addSql(`create or replace function "bump_content_version"() returns trigger language plpgsql as $$
      begin
        update "content_version" set "version" = "version" + 1 where "name" = tg_argv[0];
        return null;
      end $$;`);
  }
}
