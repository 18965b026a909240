import argon2 from 'argon2';
import type { SecretHasher } from '../../common/secrets.js';
import { newRecoveryCode, normaliseRecoveryCode, RECOVERY_CODE_COUNT } from './totp.js';

/**
 * argon2id at OWASP's minimum for it (19 MiB, 2 passes): a recovery code has ~49 bits, so a salted slow
 * hash keeps a copied table from being guessed offline, while the up to 10 checks of one try cost
 * ~0.2 s (only after the right password, under the sign-in limits).
 */
const SLOW = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * What the slow hash covers: the code's keyed hash (HMAC under the server key, bound to the account),
 * so a copy of the database alone is not enough even to start guessing. Codes stored before were this
 * value itself; the accounts migration wrapped each in argon2id.
 */
const keyed = (hasher: SecretHasher, userId: number, plain: string) =>
  hasher.hash(`recovery-code:${userId}`, plain, '');

/** Ten new codes as shown once (`xxxxx-xxxxx`), and their stored hashes (argon2id, salted). */
export async function newRecoveryCodes(
  hasher: SecretHasher,
  userId: number,
): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes: string[] = [];
  // One at a time: each hash takes 19 MiB.
  for (const code of codes)
    hashes.push(await argon2.hash(keyed(hasher, userId, normaliseRecoveryCode(code)!), SLOW));
  return { codes, hashes };
}

/** The stored code (of `unused`) that `typed` is, or undefined. */
export async function findRecoveryCode<T extends { codeHash: string }>(
  hasher: SecretHasher,
  userId: number,
  typed: string,
  unused: T[],
): Promise<T | undefined> {
  const plain = normaliseRecoveryCode(typed);
  if (!plain) return undefined;
  const value = keyed(hasher, userId, plain);
  for (const row of unused) {
    if (await argon2.verify(row.codeHash, value).catch(() => false)) return row;
  }
  return undefined;
}
