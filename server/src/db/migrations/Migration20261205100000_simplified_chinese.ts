import { Migration } from '@mikro-orm/migrations';

const SINGLE = [
  'carousel_slide',
  'guest_booking',
  'inquiry',
  'mail_outbox',
  'newsletter_subscription',
  'popup',
];

const list = (languages: string[]) => languages.map((l) => `'${l}'`).join(', ');
const array = (languages: string[]) => languages.map((l) => `'${l}'::text`).join(', ');

function constraints(languages: string[]): string[] {
  return [
    ...SINGLE.flatMap((table) => [
      `alter table "${table}" drop constraint if exists "${table}_language_check";`,
      `alter table "${table}" add constraint "${table}_language_check" check ("language" in (${list(languages)}));`,
    ]),
    `alter table "experience" drop constraint if exists "experience_language_check";`,
    `alter table "experience" add constraint "experience_language_check" check ("language" <@ array[${array(languages)}]);`,
  ];
}

/**
 * Simplified Chinese (issue 40): CHS beside ENG, JPN, CHN (Traditional) and KOR wherever a language is
 * stored. An item's translated copy lives in its `translations` jsonb, keyed by language, so a CHS copy
 * needs no new column.
 */
export class Migration20261205100000_simplified_chinese extends Migration {
  override name = 'Migration20261205100000_simplified_chinese';

  override up(): void | Promise<void> {
    for (const sql of constraints(['ENG', 'JPN', 'CHN', 'CHS', 'KOR'])) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    // Rows in Simplified Chinese fall back to Traditional, the nearest language the old check allows.
    for (const table of SINGLE)
      this.addSql(`update "${table}" set "language" = 'CHN' where "language" = 'CHS';`);
    this.addSql(
      `update "experience" set "language" = array_replace("language", 'CHS', 'CHN'), "translations" = "translations" - 'CHS';`,
    );
    for (const sql of constraints(['ENG', 'JPN', 'CHN', 'KOR'])) this.addSql(sql);
  }
}
