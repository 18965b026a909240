import { Fragment, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
// One package per component: the umbrella @react-email/components also loads Tailwind, Prism and a
// Markdown parser (~37 MB resident per thread that renders mail).
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { MapService } from '../../../../../domain/maps.js';
import type { BookingFacts } from './types.js';
import { S } from './theme.js';

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={S.paragraph}>{children}</Text>;
}

export function SectionTitle({ children }: { children: ReactNode }) {
  return <Text style={S.sectionTitle}>{children}</Text>;
}

/** The facts of a booking (or an inquiry) as label/value pairs stacked in one column: readable at 320 px. */
export function SummaryCard({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <Section className="mail-summary" style={S.summary}>
      {rows.map(([label, value]) => (
        // One paragraph per fact, the label above its value: the text part reads "Label\nvalue".
        <Text key={label} style={S.fact}>
          <span className="mail-muted" style={S.label}>
            {label}
          </span>
          <br />
          <span className="mail-value" style={S.value}>
            {value}
          </span>
        </Text>
      ))}
    </Section>
  );
}

export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '4px 0 20px' }}>
      <Button href={href} style={S.button}>
        {children}
      </Button>
    </Section>
  );
}

export function BulletList({ items }: { items: string[] }) {
  return (
    <ul style={S.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A map service's name as the mail's reader knows it. */
function mapServiceName(i18n: I18n, service: MapService): string {
  switch (service) {
    case 'naver':
      return i18n._({ id: 'mail.map.naver', message: 'Naver Map' });
    case 'kakao':
      return i18n._({ id: 'mail.map.kakao', message: 'Kakao Map' });
    case 'google':
      return i18n._({ id: 'mail.map.google', message: 'Google Maps' });
    case 'amap':
      return i18n._({ id: 'mail.map.amap', message: 'Amap' });
  }
}

/**
 * The meeting point: its address in the mail's language, the Korean one labelled for a taxi driver,
 * and links to it on the map services (domain/maps.ts: Amap first in Simplified Chinese).
 */
export function MeetingPoint({
  i18n,
  booking,
}: {
  i18n: I18n;
  booking: Pick<BookingFacts, 'location' | 'addressKo' | 'mapLinks'>;
}) {
  const { location, addressKo } = booking;
  const items = booking.mapLinks.map((link) => ({
    href: link.href,
    label: mapServiceName(i18n, link.service),
  }));
  return (
    <>
      <SectionTitle>{i18n._({ id: 'mail.meeting.title', message: 'Meeting point' })}</SectionTitle>
      {location ? <Paragraph>{location}</Paragraph> : null}
      {addressKo && addressKo !== location ? (
        <Text className="mail-summary" style={S.fact}>
          <span className="mail-muted" style={S.label}>
            {i18n._({ id: 'mail.meeting.korean', message: 'In Korean, to show a taxi driver' })}
          </span>
          <br />
          <span className="mail-value" style={S.value} lang="ko">
            {addressKo}
          </span>
        </Text>
      ) : null}
      {items.length ? (
        <Text style={S.paragraph}>
          {items.map((item, index) => (
            <span key={item.href}>
              {index > 0 ? ' · ' : null}
              <Link className="mail-link" href={item.href} style={S.link}>
                {item.label}
              </Link>
            </span>
          ))}
        </Text>
      ) : null}
    </>
  );
}

/** Text as someone typed it (a guest's message, a staff reply), its line breaks kept. */
export function Lines({ text }: { text: string }) {
  return (
    <Text style={S.pre}>
      {text.split('\n').map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}
