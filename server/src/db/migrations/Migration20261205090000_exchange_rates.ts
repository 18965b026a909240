import { Migration } from '@mikro-orm/migrations';

/**
 * Reference exchange rates (issue 40 point 3): units of a currency per 1 KRW as of a day, one row per
 * currency and origin: the daily source's job (`source`) or a rate staff entered (`staff`), so neither
 * overwrites the other. Shown beside KRW prices only while fresh (domain/currency.ts).
 */
export class Migration20261205090000_exchange_rates extends Migration {
  override name = 'Migration20261205090000_exchange_rates';

  override up(): void | Promise<void> {
    this.addSql(`create table "exchange_rate" (
      "currency" char(3) not null,
      "source" text not null check ("source" in ('source', 'staff')),
      "per_krw" numeric not null check ("per_krw" > 0),
      "rate_date" date not null,
      "updated_at" timestamptz not null default now(),
      "updated_by" int null references "admin_user" ("id") on delete set null,
      primary key ("currency", "source")
    );`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "exchange_rate";`);
  }
}
