import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
// One package per component: the umbrella @react-email/components also loads Tailwind, Prism and a
// Markdown parser (~37 MB resident per thread that renders mail).
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { CONTACT, SOCIAL_LINK } from '../../../../../domain/contact.js';
import { BRAND_NAME } from '../../../../../domain/seo.js';
import { DARK_MODE_CSS, S } from './theme.js';
import type { DayContactFact } from './types.js';

interface LayoutProps {
  i18n: I18n;
  /** The line mail apps show beside the subject in the inbox. */
  preview: string;
  heading: string;
  /** Guests read how to reach the team; the team's own mails need only the sender's line. */
  audience?: 'guest' | 'staff';
  /** Newsletter mail: the address that ends the subscription, in the footer (no account needed). */
  unsubscribeUrl?: string;
  /** Booking mails: how to reach the team on the day, weekends included. */
  dayContacts?: DayContactFact[];
  children: ReactNode;
}

/** Every mail's frame: the brand header, the content card, and the footer with the contact details (spec §2). */
export function MailLayout({
  i18n,
  preview,
  heading,
  audience = 'guest',
  unsubscribeUrl,
  dayContacts = [],
  children,
}: LayoutProps) {
  return (
    <Html lang={i18n.locale} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE_CSS}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="mail-body" style={S.body}>
        <Container style={S.container}>
          <Section className="mail-header" style={S.header}>
            <Text style={S.brand}>{BRAND_NAME}</Text>
          </Section>
          <Section className="mail-content" style={S.content}>
            <Heading as="h1" style={S.heading}>
              {heading}
            </Heading>
            {children}
          </Section>
          {audience === 'guest' ? (
            <GuestFooter i18n={i18n} unsubscribeUrl={unsubscribeUrl} dayContacts={dayContacts} />
          ) : (
            <StaffFooter />
          )}
        </Container>
      </Body>
    </Html>
  );
}

/** How guests reach the team (spec §2 Contact): hours, the two addresses, the social account, the company. */
function GuestFooter({
  i18n,
  unsubscribeUrl,
  dayContacts,
}: {
  i18n: I18n;
  unsubscribeUrl?: string;
  dayContacts: DayContactFact[];
}) {
  const { helpEmail, partnersEmail, hours } = CONTACT;
  return (
    <Section className="mail-footer" style={S.footer}>
      {unsubscribeUrl ? (
        <Text className="mail-muted" style={S.footerText}>
          {i18n._({
            id: 'mail.footer.newsletter',
            message: 'You receive this because you signed up for our newsletter.',
          })}{' '}
          <Link className="mail-link" href={unsubscribeUrl} style={S.link}>
            {i18n._({ id: 'mail.footer.unsubscribe', message: 'Unsubscribe' })}
          </Link>
        </Text>
      ) : null}
      {/* Experiences run on weekends too: the office hours are for questions, not for the day itself. */}
      <Text className="mail-muted" style={S.footerText}>
        {i18n._({
          id: 'mail.footer.office',
          message: 'Office hours for questions and changes: Monday–Friday {open}–{close} (Korea time).',
          values: hours,
        })}
      </Text>
      {dayContacts.length > 0 ? (
        <Text className="mail-muted" style={S.footerText}>
          {i18n._({
            id: 'mail.footer.dayOf',
            message: 'On the day of your experience, weekends included:',
          })}{' '}
          <DayContactLinks i18n={i18n} contacts={dayContacts} />
        </Text>
      ) : null}
      <Text className="mail-muted" style={S.footerText}>
        {i18n._({ id: 'mail.footer.questions', message: 'Questions? Write to us:' })}{' '}
        <Link className="mail-link" href={`mailto:${helpEmail}`} style={S.link}>
          {helpEmail}
        </Link>
        {' · '}
        <Link className="mail-link" href={SOCIAL_LINK.href} style={S.link}>
          {`${SOCIAL_LINK.name} ${CONTACT.socialHandle}`}
        </Link>{' '}
        {i18n._({ id: 'mail.footer.reply', message: '(we reply within 24 hours)' })}
      </Text>
      <Text className="mail-muted" style={S.footerText}>
        {i18n._({ id: 'mail.footer.partners', message: 'Partnerships and group programmes:' })}{' '}
        <Link className="mail-link" href={`mailto:${partnersEmail}`} style={S.link}>
          {partnersEmail}
        </Link>
      </Text>
      <CompanyLine />
    </Section>
  );
}

/** The channel's name: brands as they write themselves, the phone in the mail's language. */
export function dayContactLabel(i18n: I18n, channel: DayContactFact['channel']): string {
  const brands = { kakaotalk: 'KakaoTalk', whatsapp: 'WhatsApp', line: 'LINE' } as const;
  return channel === 'phone' ? i18n._({ id: 'mail.label.phone', message: 'Phone' }) : brands[channel];
}

/** "Phone +82 10-1234-5678 · WhatsApp +82 … · KakaoTalk kculture", each linked where it can be. */
export function DayContactLinks({ i18n, contacts }: { i18n: I18n; contacts: DayContactFact[] }) {
  return (
    <>
      {contacts.map((contact, index) => (
        <span key={`${contact.channel}-${contact.value}`}>
          {index > 0 ? ' · ' : ''}
          {dayContactLabel(i18n, contact.channel)}{' '}
          {contact.href ? (
            <Link className="mail-link" href={contact.href} style={S.link}>
              {contact.value}
            </Link>
          ) : (
            contact.value
          )}
        </span>
      ))}
    </>
  );
}

/** A mail to the team: only who sent it. */
function StaffFooter() {
  return (
    <Section className="mail-footer" style={S.footer}>
      <CompanyLine />
    </Section>
  );
}

function CompanyLine() {
  return (
    <Text className="mail-muted" style={S.footerText}>
      {CONTACT.companyName} · {CONTACT.address}
    </Text>
  );
}
