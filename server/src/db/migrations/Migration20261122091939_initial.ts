import { Migration } from '@mikro-orm/migrations';

export class Migration20261122091939_initial extends Migration {
  override name = 'Migration20261122091939_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "admin_session" ("sid" varchar not null, "sess" json not null, "expire" timestamp(6) not null, primary key ("sid"));`,
    );
    this.addSql(`create index "admin_session_expire_index" on "admin_session" ("expire");`);

    this.addSql(
      `create table "admin_user" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "username" varchar(64) not null, "password_hash" text not null, "last_login_at" timestamptz null);`,
    );
    this.addSql(`alter table "admin_user" add constraint "admin_user_username_unique" unique ("username");`);

    this.addSql(
      `create table "article" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" text not null, "content" text not null, "category" text not null, "featured_image" text null, "read_time" smallint not null default 5, "author" varchar(100) not null, "excerpt" text not null default '', "is_published" boolean not null default true);`,
    );
    this.addSql(
      `create index "article_is_published_category_created_at_index" on "article" ("is_published", "category", "created_at");`,
    );

    this.addSql(
      `create table "carousel_slide" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" text not null default '', "image_url" text not null, "link_url" text null, "sort_order" int not null default 1, "language" text not null default 'ENG');`,
    );
    this.addSql(
      `create index "carousel_slide_language_sort_order_index" on "carousel_slide" ("language", "sort_order");`,
    );

    this.addSql(
      `create table "experience" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" text not null, "short_description" text not null default '', "description" text not null default '', "about_experience" text not null default '', "overview" text not null default '', "itinerary" text not null default '', "included" text not null default '', "category" text not null, "k_culture_tags" text[] not null default '{}', "hashtags" text[] not null default '{}', "language" text[] not null, "is_active" boolean not null default true, "location" text not null default '', "duration" varchar(20) not null default '', "min_guests" smallint not null default 1, "max_guests" smallint not null default 10, "price" int not null default 0, "promotion_type" text[] not null default '{}', "promotion_discount" smallint null, "sales_available_from" date null, "sales_available_until" date null, "unavailable_dates" jsonb not null default '[]', "blocked_weekdays" jsonb not null default '[]', "time_slots" jsonb not null default '[]', "start_time" varchar(5) not null default '10:00', "experience_highlights" jsonb not null default '[]', "good_to_know" jsonb not null default '[]', "detailed_itinerary" jsonb not null default '[]', "included_items" jsonb not null default '[]', "not_included_items" jsonb not null default '[]', "option_text" text null, "option_price" int null, "google_map_iframe" text null, "latitude" double precision null, "longitude" double precision null, "recommendation_places" jsonb not null default '[]', "external_booking_link" text null, "translations" jsonb not null default '{}', "cj_partners" text[] not null default '{}', "main_image" text null, "overview_images" jsonb not null default '[]', "meta_title" varchar(60) null, "meta_description" varchar(160) null, "meta_keywords" text null, "canonical_url" text null);`,
    );
    this.addSql(
      `create index "experience_k_culture_tags_index" on "experience" using gin ("k_culture_tags");`,
    );
    this.addSql(`create index "experience_language_index" on "experience" using gin ("language");`);
    this.addSql(
      `create index "experience_is_active_category_index" on "experience" ("is_active", "category");`,
    );

    this.addSql(
      `create table "guest_booking" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "experience_id" int not null, "booking_date" date not null, "time_slot" varchar(5) not null, "guest_name" text not null, "guest_email" varchar(254) not null, "guest_phone" varchar(32) not null, "verification_code_hash" text not null, "number_of_guests" smallint not null default 1, "language" text not null, "status" text not null default 'pending', "admin_memo" text not null default '', "special_requests" text not null default '', "idempotency_key" varchar(100) null, "idempotency_fingerprint" varchar(64) null);`,
    );
    this.addSql(
      `alter table "guest_booking" add constraint "guest_booking_idempotency_key_unique" unique ("idempotency_key");`,
    );
    this.addSql(`create index "guest_booking_guest_email_index" on "guest_booking" ("guest_email");`);
    this.addSql(
      `create index "guest_booking_status_created_at_index" on "guest_booking" ("status", "created_at");`,
    );
    this.addSql(
      `create index "guest_booking_experience_id_booking_date_time_slot_status_index" on "guest_booking" ("experience_id", "booking_date", "time_slot", "status");`,
    );

    this.addSql(
      `create table "booking_log" ("id" serial primary key, "booking_id" int not null, "log_type" text not null, "details" text not null default '', "old_value" text null, "new_value" text null, "created_by" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "booking_log_booking_id_created_at_index" on "booking_log" ("booking_id", "created_at");`,
    );

    this.addSql(
      `create table "inquiry" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(100) not null, "email" varchar(254) not null, "subject" varchar(200) not null, "message" text not null, "language" text not null default 'ENG');`,
    );
    this.addSql(`create index "inquiry_created_at_index" on "inquiry" ("created_at");`);

    this.addSql(
      `create table "mail_outbox" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "booking_id" int null, "kind" varchar(50) not null, "recipient" varchar(254) not null, "language" text not null default 'ENG', "subject" text not null, "html" text not null, "text" text not null, "attachments" jsonb not null default '[]', "status" text not null default 'pending', "attempts" smallint not null default 0, "last_error" text null, "sent_at" timestamptz null);`,
    );
    this.addSql(
      `create index "mail_outbox_status_created_at_index" on "mail_outbox" ("status", "created_at");`,
    );

    this.addSql(
      `create table "newsletter_subscription" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "email" varchar(254) not null, "language" text not null);`,
    );
    this.addSql(
      `alter table "newsletter_subscription" add constraint "newsletter_subscription_email_language_unique" unique ("email", "language");`,
    );

    this.addSql(
      `create table "popup" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "image_url" text not null, "link_url" text not null, "start_date" timestamptz null, "end_date" timestamptz null, "is_active" boolean not null default true, "language" text not null default 'ENG');`,
    );
    this.addSql(`create index "popup_language_is_active_index" on "popup" ("language", "is_active");`);

    this.addSql(
      `create table "rate_limit" ("key" varchar(255) not null, "points" int not null default 0, "expire" bigint null, primary key ("key"));`,
    );

    this.addSql(
      `create table "review" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "experience_id" int not null, "review_type" text not null default 'general', "reviewer_name" varchar(100) not null, "rating" smallint not null, "visit_date" date not null, "review_content" text not null default '', "review_images" jsonb not null default '[]', "thumbnail_image" text null, "reels_link" text null, "original_reels_link" text null, "pin_hash" text null, "is_approved" boolean null, "created_by" varchar(20) not null default 'user', "updated_by" varchar(20) null);`,
    );
    this.addSql(
      `create index "review_experience_id_created_at_index" on "review" ("experience_id", "created_at");`,
    );

    this.addSql(
      `alter table "article" add constraint "article_category_check" check ("category" in ('guide', 'tips', 'culture', 'news'));`,
    );

    this.addSql(
      `alter table "carousel_slide" add constraint "carousel_slide_language_check" check ("language" in ('ENG', 'JPN', 'CHN', 'KOR'));`,
    );

    this.addSql(
      `alter table "experience" add constraint "experience_discount_check" check (promotion_discount is null or promotion_discount between 0 and 99);`,
    );
    this.addSql(
      `alter table "experience" add constraint "experience_guests_check" check (min_guests >= 1 and max_guests >= min_guests);`,
    );
    this.addSql(
      `alter table "experience" add constraint "experience_price_check" check (price >= 0 and (option_price is null or option_price >= 0));`,
    );
    this.addSql(
      `alter table "experience" add constraint "experience_category_check" check ("category" in ('Experience', 'Tour', 'Tickets'));`,
    );
    this.addSql(
      `alter table "experience" add constraint "experience_k_culture_tags_check" check ("k_culture_tags" <@ array['K-Sool'::text, 'K-Pop'::text, 'K-Drama'::text, 'K-Food'::text, 'K-Trend'::text]);`,
    );
    this.addSql(
      `alter table "experience" add constraint "experience_language_check" check ("language" <@ array['ENG'::text, 'JPN'::text, 'CHN'::text, 'KOR'::text]);`,
    );
    this.addSql(
      `alter table "experience" add constraint "experience_promotion_type_check" check ("promotion_type" <@ array['%OFF'::text, 'EXCLUSIVE'::text, 'NEW'::text]);`,
    );

    this.addSql(
      `alter table "guest_booking" add constraint "guest_booking_experience_id_foreign" foreign key ("experience_id") references "experience" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "guest_booking" add constraint "guest_booking_guests_check" check (number_of_guests >= 1);`,
    );
    this.addSql(
      `alter table "guest_booking" add constraint "guest_booking_language_check" check ("language" in ('ENG', 'JPN', 'CHN', 'KOR'));`,
    );
    this.addSql(
      `alter table "guest_booking" add constraint "guest_booking_status_check" check ("status" in ('pending', 'confirmed', 'cancelled'));`,
    );

    this.addSql(
      `alter table "booking_log" add constraint "booking_log_booking_id_foreign" foreign key ("booking_id") references "guest_booking" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "booking_log" add constraint "booking_log_log_type_check" check ("log_type" in ('booking_created', 'status_change', 'email_sent', 'memo_update'));`,
    );
    this.addSql(
      `alter table "booking_log" add constraint "booking_log_created_by_check" check ("created_by" in ('customer', 'admin', 'system'));`,
    );

    this.addSql(
      `alter table "inquiry" add constraint "inquiry_language_check" check ("language" in ('ENG', 'JPN', 'CHN', 'KOR'));`,
    );

    this.addSql(
      `alter table "mail_outbox" add constraint "mail_outbox_booking_id_foreign" foreign key ("booking_id") references "guest_booking" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "mail_outbox" add constraint "mail_outbox_language_check" check ("language" in ('ENG', 'JPN', 'CHN', 'KOR'));`,
    );
    this.addSql(
      `alter table "mail_outbox" add constraint "mail_outbox_status_check" check ("status" in ('pending', 'sent', 'failed'));`,
    );

    this.addSql(
      `alter table "newsletter_subscription" add constraint "newsletter_subscription_language_check" check ("language" in ('ENG', 'JPN', 'CHN', 'KOR'));`,
    );

    this.addSql(
      `alter table "popup" add constraint "popup_language_check" check ("language" in ('ENG', 'JPN', 'CHN', 'KOR'));`,
    );

    this.addSql(
      `alter table "review" add constraint "review_experience_id_foreign" foreign key ("experience_id") references "experience" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "review" add constraint "review_rating_check" check (rating between 1 and 5);`);
    this.addSql(
      `alter table "review" add constraint "review_review_type_check" check ("review_type" in ('general', 'reels'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "guest_booking" drop constraint "guest_booking_experience_id_foreign";`);
    this.addSql(`alter table "review" drop constraint "review_experience_id_foreign";`);
    this.addSql(`alter table "booking_log" drop constraint "booking_log_booking_id_foreign";`);
    this.addSql(`alter table "mail_outbox" drop constraint "mail_outbox_booking_id_foreign";`);

    this.addSql(`drop table if exists "admin_session" cascade;`);
    this.addSql(`drop table if exists "admin_user" cascade;`);
    this.addSql(`drop table if exists "article" cascade;`);
    this.addSql(`drop table if exists "carousel_slide" cascade;`);
    this.addSql(`drop table if exists "experience" cascade;`);
    this.addSql(`drop table if exists "guest_booking" cascade;`);
    this.addSql(`drop table if exists "booking_log" cascade;`);
    this.addSql(`drop table if exists "inquiry" cascade;`);
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
    this.addSql(`drop table if exists "newsletter_subscription" cascade;`);
    this.addSql(`drop table if exists "popup" cascade;`);
    this.addSql(`drop table if exists "rate_limit" cascade;`);
    this.addSql(`drop table if exists "review" cascade;`);
  }
}
