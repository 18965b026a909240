import type { SecretBox, SecretHasher } from '../../common/secrets.js';

/**
 * Secret values a mail carries: the token of a one-time link (password reset, invitation, review
 * invitation, unsubscribe; any later link that grants something). The outbox never keeps them in clear:
 * each is stored as a placeholder (`[secret-1]`) in the mail's subject, body, headers or template props,
 * the values sealed (AES-256-GCM, a key derived from CODE_HASH_SECRET, bound to the recipient) in
 * `mail_outbox.secrets`. The dispatcher puts them back only into what it hands to the mail server, and
 * drops the sealed values once the mail is sent (or given up): what stays is the mail with its
 * placeholders, which opens nothing.
 */
export interface MailSecrets {
  values: readonly string[];
  box: SecretBox;
}

const PURPOSE = 'mail-secrets';

/** The box of the outbox's secrets (the dispatcher opens with the same). */
export const mailSecretBox = (hasher: SecretHasher): SecretBox => hasher.box(PURPOSE);

/** The secrets of one mail, sealed with the server's key when the mail is queued. */
export function mailSecrets(hasher: SecretHasher, ...values: string[]): MailSecrets {
  return { values, box: mailSecretBox(hasher) };
}

/** What a stored mail has where its i-th secret was. */
export const secretPlaceholder = (i: number) => `[secret-${i + 1}]`;
const PLACEHOLDER = /\[secret-(\d{1,2})\]/g;

/** `value` (a string, or JSON-like data) with every string passed through `map`. */
function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, map)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item as unknown, map)]),
    ) as T;
  return value;
}

const context = (recipient: string) => `mail:${recipient}`;

/**
 * The content of a mail (subject, HTML, text, headers, props...) with its secrets replaced by
 * placeholders, and the sealed values to store beside it. A secret found nowhere is a mistake (a
 * link built from an encoded or changed token): refused, so no secret goes out unnoticed.
 */
export function withholdSecrets<T>(
  content: T,
  recipient: string,
  secrets: MailSecrets,
): { content: T; sealed: string; withheld: number } {
  const values = secrets.values.filter(Boolean);
  const found = new Set<number>();
  const stripped = mapStrings(content, (text) =>
    values.reduce((out, secret, i) => {
      if (!out.includes(secret)) return out;
      found.add(i);
      return out.split(secret).join(secretPlaceholder(i));
    }, text),
  );
  if (found.size !== values.length) throw new Error('A mail secret is not in the mail it was given for.');
  return {
    content: stripped,
    sealed: secrets.box.seal(JSON.stringify(values), context(recipient)),
    withheld: values.length,
  };
}

/** The secrets of a stored mail, or null when they cannot be opened here (another server key). */
export function openSecrets(box: SecretBox, sealed: string, recipient: string): string[] | null {
  const plain = box.open(sealed, context(recipient));
  if (plain === null) return null;
  const values = JSON.parse(plain) as unknown;
  return Array.isArray(values) && values.every((v) => typeof v === 'string') ? values : null;
}

/** `content` with its placeholders replaced by the secrets: what goes to the mail server, never stored. */
export function putBackSecrets<T>(content: T, values: readonly string[]): T {
  return mapStrings(content, (text) =>
    text.replace(PLACEHOLDER, (whole, n: string) => values[Number(n) - 1] ?? whole),
  );
}
