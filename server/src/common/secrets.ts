import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** A new random secret for signing (64 URL-safe characters, 384 bits). */
export const generateSecret = () => randomBytes(48).toString('base64url');

/** Hashes a secret (password, PIN, verification code) with argon2id; only the hash is stored. */
export const hashSecret = (secret: string) => argon2.hash(secret, { type: argon2.argon2id });

/** How many secrets were verified by this process (each an argon2 run of ~64 MiB): for metrics and tests. */
export const secretChecks = { count: 0 };

/** True when `secret` matches `hash`; a malformed hash is a mismatch, never an exception. */
export async function verifySecret(hash: string, secret: string): Promise<boolean> {
  secretChecks.count += 1;
  try {
    return await argon2.verify(hash, secret);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of one verification against nothing, so "no such record" and "wrong secret"
 * take the same time and a caller cannot tell them apart.
 */
export async function verifyNothing(): Promise<false> {
  dummy ??= hashSecret('not-a-real-secret');
  await verifySecret(await dummy, 'x');
  return false;
}
