import { Migration } from '@mikro-orm/migrations';

/**
 * A reseller's OCTO traffic per hour (issue 38 point 3: staff see its last request and errors): counted
 * in memory by each instance and added here in batches (reseller.usage.ts), never a row per request.
 */
export class Migration20261203100000_reseller_usage extends Migration {
  override name = 'Migration20261203100000_reseller_usage';

  override up(): void | Promise<void> {
    this.addSql(`create table "reseller_usage" (
      "reseller_id" int not null references "reseller" ("id") on delete cascade,
      "hour" timestamptz not null,
      "requests" int not null default 0,
      "errors" int not null default 0,
      "last_request_at" timestamptz not null,
      primary key ("reseller_id", "hour")
    );`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "reseller_usage";`);
  }
}
