import type { I18n } from '@lingui/core';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Paragraph, SectionTitle } from './parts.js';
import { COLORS } from './theme.js';
import type { BookingMailProps } from './types.js';

/** The QR image's size in the mail (CSS px; the PNG has twice the pixels for sharp screens). */
export const TICKET_QR_PX = 220;

/**
 * A confirmed booking's ticket (issue 39): its QR code as an inline image (a PNG attachment shown by its
 * Content-ID: Gmail and others block data: URIs) on white with its quiet zone, whatever the mail's dark
 * mode, and the code in text beneath for staff to type when a camera fails.
 */
export function TicketSection({ i18n, ticket }: { i18n: I18n; ticket: BookingMailProps['ticket'] }) {
  if (!ticket) return null;
  return (
    <>
      <SectionTitle>{i18n._({ id: 'mail.ticket.title', message: 'Your ticket' })}</SectionTitle>
      <Paragraph>
        {i18n._({
          id: 'mail.ticket.show',
          message:
            'Show this QR code at the meeting point. If it cannot be scanned, staff can type the code.',
        })}
      </Paragraph>
      <Section style={{ margin: '0 0 20px', textAlign: 'center' }}>
        {/* White behind the code in every mode: a dark theme must not invert it. */}
        <div style={{ display: 'inline-block', backgroundColor: '#ffffff', padding: '8px' }}>
          <img
            src={`cid:${ticket.cid}`}
            width={TICKET_QR_PX}
            height={TICKET_QR_PX}
            alt={i18n._({ id: 'mail.ticket.alt', message: 'Ticket QR code' })}
            style={{ display: 'block', width: `${TICKET_QR_PX}px`, height: `${TICKET_QR_PX}px` }}
          />
        </div>
        <Text
          style={{
            margin: '8px 0 0',
            fontFamily: "ui-monospace, Menlo, Consolas, 'Courier New', monospace",
            fontSize: '20px',
            lineHeight: '28px',
            fontWeight: 700,
            letterSpacing: '1px',
            color: COLORS.text,
          }}
        >
          {ticket.code}
        </Text>
      </Section>
    </>
  );
}
