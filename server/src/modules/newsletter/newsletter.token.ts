import { createHmac } from 'node:crypto';
import type pg from 'pg';
import { sameSecret as same, type SecretHasher } from '../../common/secrets.js';
import { storedPoolSetting } from '../../platform/app-setting/app-setting.service.js';

/** What signs and checks the links: the server key (CODE_HASH_SECRET) and the database. */
export interface TokenKeys {
  pool: pg.Pool;
  hasher: SecretHasher;
}

const PURPOSE = 'newsletter-unsubscribe';
const message = (id: number, email: string) => `${PURPOSE}:${id}:${email}`;

/**
 * The key that signed links before they were signed with one derived from CODE_HASH_SECRET: generated
 * and kept in the database, and therefore never in a backup. Links made with it keep working where it is.
 */
const legacy = (pool: pg.Pool) => storedPoolSetting(pool, 'newsletter_unsubscribe_secret');

/**
 * The token of a subscription's unsubscribe link: its id and an HMAC of id and address under a key
 * derived from the server key (so it survives a restore onto a new machine with the same
 * CODE_HASH_SECRET). It never expires (an old mail's link must still work) and names nobody: it cannot
 * be made for another subscription without the key.
 */
export function unsubscribeToken(keys: TokenKeys, id: number, email: string): string {
  return `${id}.${keys.hasher.sign(PURPOSE, message(id, email))}`;
}

/** The subscription id a token was made for, once its signature matches that subscription's address. */
export function tokenId(token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 100) return null;
  const match = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? Number(match[1]) : null;
}

/** True when `token` is the one made for this subscription, now or with the older key (constant time). */
export async function tokenMatches(
  keys: TokenKeys,
  token: string,
  id: number,
  email: string,
): Promise<boolean> {
  const given = token.slice(token.indexOf('.') + 1);
  if (same(given, keys.hasher.sign(PURPOSE, message(id, email)))) return true;
  const old = await legacy(keys.pool);
  return !!old && same(given, createHmac('sha256', old).update(message(id, email)).digest('base64url'));
}
