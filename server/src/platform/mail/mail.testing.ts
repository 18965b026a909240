import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { SecretHasher } from '../../common/secrets.js';
import { mailSecretBox, openSecrets, putBackSecrets } from './mail.secrets.js';

/** A real SMTP server on loopback that records what it receives (tests only). */
export class Inbox {
  received: string[] = [];
  private server?: SMTPServer;
  constructor(readonly port: number) {}

  start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString()));
        stream.on('end', () => {
          this.received.push(raw);
          callback();
        });
      },
    });
    return new Promise((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * The text part of a stored mail as the dispatcher will send it: its one-time link tokens, which the
 * outbox keeps sealed (mail.secrets.ts), put back. Tests follow a mail's link with it.
 */
export function sentText(
  hasher: SecretHasher,
  mail: { text?: string | null; recipient: string; secrets?: string | null },
): string {
  const secrets = mail.secrets ? openSecrets(mailSecretBox(hasher), mail.secrets, mail.recipient) : [];
  if (!secrets) throw new Error('The secrets of this mail do not open with this key.');
  return putBackSecrets(mail.text ?? '', secrets);
}
