import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A delivered mail: its subject and text, decoded. */
export interface DeliveredMail {
  subject: string;
  text: string;
}

/**
 * The mails delivered (as .eml files under E2E_DATA_DIR/mail: the app runs without SMTP_URL) to
 * `address`, in file order, each with its subject and text parts decoded.
 */
export function mailsTo(address: string): DeliveredMail[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  if (!existsSync(dir)) return [];
  const out: DeliveredMail[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.eml'))) {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    const [head] = raw.split('\n\n', 1);
    const headers = head.replace(/\n[ \t]+/g, ' ');
    if (!new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(headers)) continue;
    const words = (value: string) =>
      value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
        kind.toLowerCase() === 'b'
          ? Buffer.from(data, 'base64').toString('utf8')
          : qp(data.replace(/_/g, ' ')),
      );
    const subject = words(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
    // Each text part, decoded by its transfer encoding.
    const parts = raw.split(/\n--[^\n]+\n/).map((part) => {
      const [partHead, ...body] = part.split('\n\n');
      const content = body.join('\n\n');
      if (/content-transfer-encoding: base64/i.test(partHead))
        return Buffer.from(content.replace(/\s/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding: quoted-printable/i.test(partHead)) return qp(content);
      return content;
    });
    out.push({ subject, text: parts.join('\n') });
  }
  return out;
}

/** The (first) mail delivered to `address`, or undefined before it is. */
export const mailTo = (address: string): DeliveredMail | undefined => mailsTo(address)[0];

function qp(value: string): string {
  const bytes = value.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}
