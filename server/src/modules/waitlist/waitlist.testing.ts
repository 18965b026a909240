import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { mailSecretBox, openSecrets, putBackSecrets } from '../../platform/mail/mail.secrets.js';
import type { TestApp } from '../../testing/test-app.js';

/** The token of the newest offer mailed to `email` (its link's, as the guest receives it). */
export async function offerTokenFor(app: TestApp, email: string): Promise<string> {
  const mail = await app
    .em()
    .findOneOrFail(MailOutbox, { kind: 'waitlist_offer', recipient: email }, { orderBy: { id: 'desc' } });
  const secrets = openSecrets(mailSecretBox(app.hasher), mail.secrets!, mail.recipient)!;
  const props = putBackSecrets(mail.props, secrets) as { links: { accept: string } };
  // Stored withheld: the outbox alone opens nothing.
  expect(JSON.stringify(mail.props)).not.toContain(props.links.accept.split('/').at(-1)!.split('?')[0]);
  return /\/waitlist\/offer\/([\w-]+)/.exec(props.links.accept)![1];
}
