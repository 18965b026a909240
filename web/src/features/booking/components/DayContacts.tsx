import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { BookingLookupFieldsFragment, DayContactChannel } from '@/generated/graphql';
import { CONTACT } from '@/lib/site';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;

  a {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

type Contact = BookingLookupFieldsFragment['dayContacts'][number];

/**
 * How to reach the team (the on-the-day contacts staff set, then the help e-mail): a tap calls or
 * opens the chat where the channel allows it; a KakaoTalk ID is shown to search in the app.
 */
export function DayContacts({ contacts, label }: { contacts: readonly Contact[]; label: string }) {
  const { t } = useLingui();
  const names: Record<DayContactChannel, string> = {
    phone: t`Phone`,
    kakaotalk: 'KakaoTalk',
    whatsapp: 'WhatsApp',
    line: 'LINE',
  };
  return (
    <List aria-label={label}>
      {contacts.map((contact) => (
        <li key={`${contact.channel}-${contact.value}`}>
          {names[contact.channel]}:{' '}
          {contact.href ? (
            <a
              href={contact.href}
              target={contact.href.startsWith('tel:') ? undefined : '_blank'}
              rel="noopener"
            >
              {contact.value}
            </a>
          ) : (
            <strong>{contact.value}</strong>
          )}
        </li>
      ))}
      <li>
        {t`E-mail`}: <a href={`mailto:${CONTACT.helpEmail}`}>{CONTACT.helpEmail}</a>
      </li>
    </List>
  );
}
