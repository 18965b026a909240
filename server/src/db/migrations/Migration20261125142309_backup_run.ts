import { Migration } from '@mikro-orm/migrations';

export class Migration20261125142309_backup_run extends Migration {
  override name = 'Migration20261125142309_backup_run';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "backup_run" ("id" serial primary key, "started_at" timestamptz not null, "finished_at" timestamptz not null, "status" varchar(10) not null, "trigger" varchar(10) not null, "host" varchar(255) not null, "file" text null, "size_bytes" double precision null, "s3_key" text null, "error" text null);`,
    );
    this.addSql(`create index "backup_run_finished_at_index" on "backup_run" ("finished_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "backup_run" cascade;`);
  }
}
