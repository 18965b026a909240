import { Migration } from '@mikro-orm/migrations';

/** The mails that carried a one-time link token in clear before tokens were withheld (issue 35 point 2). */
const LINK_KINDS = `('password_reset', 'staff_invitation', 'booking_review_invitation', 'newsletter_welcome')`;
const TOKEN = `'(token|invitation)=[A-Za-z0-9_.-]{40,}'`;

/**
 * Mails keep no usable copy of the one-time links they carried: the tokens are sealed beside the mail
 * (`secrets`) and the stored content has placeholders (`withheld` of them). Mails sent (or given up)
 * before this have their tokens replaced by the placeholder; one still waiting goes out as it was.
 */
export class Migration20261130120000_mail_secrets extends Migration {
  override name = 'Migration20261130120000_mail_secrets';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "mail_outbox" add "secrets" text null, add "withheld" smallint not null default 0;`,
    );
    this.addSql(
      `update "mail_outbox" set
         "subject" = regexp_replace("subject", ${TOKEN}, '\\1=[secret-1]', 'g'),
         "html" = regexp_replace("html", ${TOKEN}, '\\1=[secret-1]', 'g'),
         "text" = regexp_replace("text", ${TOKEN}, '\\1=[secret-1]', 'g'),
         "headers" = regexp_replace("headers"::text, ${TOKEN}, '\\1=[secret-1]', 'g')::jsonb,
         "withheld" = 1
       where "kind" in ${LINK_KINDS} and "status" <> 'pending';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" drop column "secrets", drop column "withheld";`);
  }
}
