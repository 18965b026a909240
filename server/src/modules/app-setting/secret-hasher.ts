import type pg from 'pg';
import type { Config } from '../../config.js';
import { generateSecret, SecretHasher } from '../../common/secrets.js';
import { sharedSetting } from './app-setting.service.js';

/**
 * The hasher of booking codes and review PINs, keyed by CODE_HASH_SECRET when configured, otherwise by
 * a secret generated once and kept in the database like the session secret (never in the tables of
 * the hashes), so every instance hashes alike.
 */
export async function secretHasher(
  config: Pick<Config, 'codeHashSecret'>,
  pool: pg.Pool,
): Promise<SecretHasher> {
  const secret = config.codeHashSecret ?? (await sharedSetting(pool, 'code_hash_secret', generateSecret));
  return new SecretHasher(Buffer.from(secret, 'utf8'));
}
