import { randomBytes } from 'node:crypto';
import type { SecretBox, SecretHasher } from '../../common/secrets.js';

/** The box that seals subscriptions' signing secrets with the server key (the dispatcher opens it to sign). */
export const webhookSecretBox = (hasher: SecretHasher): SecretBox => hasher.box('webhook-secret');

/** A new signing secret, `whsec_` + 32 random bytes in base64 (the Standard Webhooks form). */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The secret sealed for its subscription (a sealed value copied to another row does not open). */
export const sealSecret = (box: SecretBox, secret: string, subscriptionId: number) =>
  box.seal(secret, `webhook:${subscriptionId}`);

export const openSecret = (box: SecretBox, sealed: string, subscriptionId: number) =>
  box.open(sealed, `webhook:${subscriptionId}`);
