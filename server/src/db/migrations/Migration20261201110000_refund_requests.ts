import { Migration } from '@mikro-orm/migrations';

/**
 * A refund PortOne answered "requested" (its PG refunds later): when it was asked, so the re-check job
 * looks at the payment again until PortOne reports the money gone back (then it is recorded) or a day
 * passed (then staff are told in the booking's log).
 */
export class Migration20261201110000_refund_requests extends Migration {
  override name = 'Migration20261201110000_refund_requests';

  override up(): void | Promise<void> {
    this.addSql(`alter table "online_payment" add column "refund_requested_at" timestamptz null;`);
    this.addSql(
      `create index "online_payment_refund_requested_index" on "online_payment" ("refund_requested_at") where "refund_requested_at" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "online_payment_refund_requested_index";`);
    this.addSql(`alter table "online_payment" drop column if exists "refund_requested_at";`);
  }
}
