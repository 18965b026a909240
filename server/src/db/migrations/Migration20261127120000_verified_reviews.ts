import { Migration } from '@mikro-orm/migrations';

/**
 * Reviews people can trust (issue 29 point 9): a review written from a booking's invitation link is
 * `verified`; the invitation's one-time token is kept as its keyed hash, used once.
 */
export class Migration20261127120000_verified_reviews extends Migration {
  override name = 'Migration20261127120000_verified_reviews';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "review_invitation" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "booking_id" int not null, "token_hash" text not null, "used_at" timestamptz null, "review_id" int null);`,
    );
    this.addSql(
      `alter table "review_invitation" add constraint "review_invitation_booking_id_unique" unique ("booking_id");`,
    );
    this.addSql(
      `alter table "review_invitation" add constraint "review_invitation_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "review_invitation" add constraint "review_invitation_booking_id_foreign" foreign key ("booking_id") references "guest_booking" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "review_invitation" add constraint "review_invitation_review_id_foreign" foreign key ("review_id") references "review" ("id") on delete set null;`,
    );
    this.addSql(`alter table "review" add "verified" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "review_invitation" cascade;`);
    this.addSql(`alter table "review" drop column "verified";`);
  }
}
