import { Migration } from '@mikro-orm/migrations';
import { toE164 } from '../../../../domain/phone.js';

/**
 * Guests' phones as E.164 (issue 29): rows stored the old way ('+82 1012345678', a trunk 0 kept as in
 * '+81 09012345678') are rewritten; a row that is no phone number at all is left as it was, and
 * the look-up still compares it through the same rule.
 */
export class Migration20261127090000_phone_e164 extends Migration {
  override name = 'Migration20261127090000_phone_e164';

  override async up(): Promise<void> {
    const rows = (await this.execute(
      `select id, guest_phone from guest_booking where guest_phone !~ '^\\+[1-9][0-9]{5,14}$'`,
    )) as { id: number; guest_phone: string }[];
    for (const row of rows) {
      const e164 = toE164(row.guest_phone);
      if (e164 && e164 !== row.guest_phone) {
        await this.execute('update guest_booking set guest_phone = ? where id = ?', [e164, row.id]);
      }
    }
  }

  override down(): void {
    // E.164 is a valid phone in the old shape's place: nothing to undo.
  }
}
