import { Migration } from '@mikro-orm/migrations';

/**
 * The meeting point's address in Korean (issue 40): what a guest shows a taxi driver, and what Naver
 * and Kakao Map find best, beside the item's own-language `location`. Optional; the coordinates'
 * Korea check lives in the item schema (domain/schemas/experience.ts), not here, so that items saved
 * before it keep loading.
 */
export class Migration20261206090000_address_ko extends Migration {
  override name = 'Migration20261206090000_address_ko';

  override up(): void | Promise<void> {
    this.addSql(`alter table "experience" add column "address_ko" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "experience" drop column "address_ko";`);
  }
}
