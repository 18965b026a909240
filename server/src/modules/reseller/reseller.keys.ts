import { randomBytes } from 'node:crypto';
import type { SecretHasher } from '../../common/secrets.js';

/** Every key starts so (a secret scanner can recognise a leaked one). */
export const API_KEY_PREFIX = 'octo_';

/** A new API key: 32 random bytes, shown once to the owner. */
export const newApiKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What the list shows of a key: enough to tell two apart, never enough to use one. */
export const keyPrefix = (apiKey: string) => apiKey.slice(0, API_KEY_PREFIX.length + 6);

/**
 * The stored form of a key: keyed with the server's secret (common/secrets.ts) and without salt, so a
 * request's key is found by an indexed equality; a stolen database gives no usable key.
 */
export const apiKeyHash = (hasher: SecretHasher, apiKey: string) =>
  hasher.hash('reseller-api-key', apiKey, '');

/** The key of an `Authorization: Bearer <key>` header, or null. */
export function bearerKey(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const key = match?.[1];
  return key && key.startsWith(API_KEY_PREFIX) && key.length <= 100 ? key : null;
}
