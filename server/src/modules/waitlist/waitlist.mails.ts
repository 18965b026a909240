import type { EntityManager } from '@mikro-orm/postgresql';
import { fromLanguageCode, LANG_PARAM } from '../../../../domain/locales.js';
import type { Config } from '../../config.js';
import type { SecretHasher } from '../../common/secrets.js';
import { queueTemplateMail } from '../../platform/mail/mail-outbox.js';
import { mailSecrets } from '../../platform/mail/mail.secrets.js';
import type { Experience } from '../experience/experience.entity.js';
import { titleIn } from '../experience/item-title.js';
import type { WaitlistMailKind, WaitlistMailProps } from '../mail/templates/waitlist.js';
import type { WaitlistEntry } from './waitlist-entry.entity.js';

/** A storefront address in the guest's language (`?lang=ja`; English has none). */
function storefront(config: Pick<Config, 'publicUrl'>, path: string, entry: WaitlistEntry, answer?: string) {
  const url = new URL(path, config.publicUrl);
  if (answer) url.searchParams.set('answer', answer);
  const locale = fromLanguageCode(entry.language);
  if (locale && locale !== 'en') url.searchParams.set(LANG_PARAM, locale);
  return url.href;
}

/** The storefront pages a waitlist mail links to (web/src/features/waitlist). */
export const waitlistPaths = {
  offer: (token: string) => `/waitlist/offer/${token}`,
  leave: (token: string) => `/waitlist/leave/${token}`,
};

/**
 * Queues a waitlist mail to the entry's guest, in their language, in the caller's transaction. The one-
 * time tokens of its links are withheld from the stored outbox when the server key is at hand (`signer`).
 */
export function queueWaitlistMail(
  em: EntityManager,
  config: Pick<Config, 'publicUrl'>,
  kind: WaitlistMailKind,
  entry: WaitlistEntry,
  experience: Experience,
  extra: { offerToken?: string; leaveToken?: string; offerExpiresAt?: Date; signer?: SecretHasher } = {},
): void {
  const { offerToken, leaveToken } = extra;
  const props: WaitlistMailProps = {
    guestName: entry.guestName,
    title: titleIn(experience, entry.language),
    date: entry.bookingDate,
    time: entry.timeSlot,
    guests: entry.numberOfGuests,
    ...(extra.offerExpiresAt ? { offerExpiresAt: extra.offerExpiresAt.toISOString() } : {}),
    links: {
      ...(offerToken
        ? {
            accept: storefront(config, waitlistPaths.offer(offerToken), entry, 'accept'),
            decline: storefront(config, waitlistPaths.offer(offerToken), entry, 'decline'),
          }
        : {}),
      ...(leaveToken ? { leave: storefront(config, waitlistPaths.leave(leaveToken), entry) } : {}),
      experience: storefront(config, `/experiences/${experience.id}`, entry),
    },
  };
  const tokens = [offerToken, leaveToken].filter((t): t is string => !!t);
  queueTemplateMail(em, {
    kind: `waitlist_${kind}`,
    to: entry.guestEmail,
    language: entry.language,
    template: `waitlist:${kind}`,
    props,
    ...(extra.signer && tokens.length ? { secrets: mailSecrets(extra.signer, ...tokens) } : {}),
  });
}
