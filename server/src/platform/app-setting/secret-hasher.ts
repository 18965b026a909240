import type pg from 'pg';
import type { Config } from '../../config.js';
import { StartError } from '../../boot/start-errors.js';
import { generateSecret, SecretHasher } from '../../common/secrets.js';
import { sharedSetting, storedPoolSetting } from './app-setting.service.js';

/**
 * A keyed hash of a fixed text under the key of the codes' hashes, stored beside the data (and so in its
 * backups): it tells whether a key is the one the stored codes, PINs and TOTP secrets were made with,
 * and gives away nothing of the key.
 */
export const KEY_CHECK_SETTING = 'code_hash_check';
export const keyCheck = (hasher: SecretHasher) => hasher.hash('key-check', 'kculture', '');

/** Why a start with another CODE_HASH_SECRET than the data's is refused, and what to do. */
export const KEY_MISMATCH =
  "CODE_HASH_SECRET is not the key this database's booking codes, review PINs and two-factor secrets were made with: set it to the value the site used before (a generated one: npm run secrets prints it on the machine whose database has it). With another key they would all stop working.";

/**
 * The hasher of booking codes and review PINs, keyed by CODE_HASH_SECRET when configured, otherwise by
 * a secret generated once and kept in the database like the session secret (never in the tables of
 * the hashes, nor in a backup), so every instance hashes alike. A key that is not the one the data was
 * made with (the key check stored beside it, or the generated key it replaces) stops the start.
 */
export async function secretHasher(
  config: Pick<Config, 'codeHashSecret'>,
  pool: pg.Pool,
): Promise<SecretHasher> {
  const generated = await storedPoolSetting(pool, 'code_hash_secret');
  const recorded = await storedPoolSetting(pool, KEY_CHECK_SETTING);
  // Data restored from a backup (which never holds the key) without CODE_HASH_SECRET: a new key cannot fit.
  if (!config.codeHashSecret && !generated && recorded) throw new StartError(KEY_MISMATCH);
  const secret =
    config.codeHashSecret ?? generated ?? (await sharedSetting(pool, 'code_hash_secret', generateSecret));
  const hasher = new SecretHasher(Buffer.from(secret, 'utf8'));
  const check = keyCheck(hasher);
  // Before the check existed, a generated key was the data's: CODE_HASH_SECRET must then be that one.
  const expected =
    recorded ??
    (generated && generated !== secret ? keyCheck(new SecretHasher(Buffer.from(generated, 'utf8'))) : check);
  if (expected !== check || (await sharedSetting(pool, KEY_CHECK_SETTING, () => check)) !== check)
    throw new StartError(KEY_MISMATCH);
  return hasher;
}
