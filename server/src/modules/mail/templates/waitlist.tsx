import type { ReactNode } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { MailLayout } from './Layout.js';
import { ActionButton, Paragraph, SummaryCard } from './parts.js';
import { formatSeoulInstant, formatVisitDate, formatVisitTime } from './i18n.js';
import { greeting } from './summary.js';
import type { MailTemplate } from './types.js';

/** What a waitlist mail says (issue 41 point 2): the slot, the party, and the guest's links. */
export interface WaitlistMailProps {
  guestName: string;
  /** The experience's title in the mail's language. */
  title: string;
  /** YYYY-MM-DD and HH:MM, Seoul. */
  date: string;
  time: string;
  guests: number;
  /** When the offer ends (ISO instant), for the offer mail. */
  offerExpiresAt?: string;
  links: {
    /** The offer's page, with the answer preselected (the page asks before it answers). */
    accept?: string;
    decline?: string;
    /** Leaving the queue (join mail). */
    leave?: string;
    /** The experience's page (the slot closed: other dates). */
    experience?: string;
  };
  renderedAt?: string;
}

interface WaitlistCopy {
  subject: MessageDescriptor;
  heading: MessageDescriptor;
  intro: MessageDescriptor;
}

const rows = (i18n: I18n, p: WaitlistMailProps): [string, string][] => [
  [i18n._({ id: 'mail.label.experience', message: 'Experience' }), p.title],
  [i18n._({ id: 'mail.label.date', message: 'Date' }), formatVisitDate(i18n, p.date)],
  [i18n._({ id: 'mail.label.time', message: 'Time' }), formatVisitTime(i18n, p.time)],
  [i18n._({ id: 'mail.label.guests', message: 'Guests' }), String(p.guests)],
];

function waitlistMail(
  copy: WaitlistCopy,
  body: (i18n: I18n, props: WaitlistMailProps) => ReactNode,
): MailTemplate<WaitlistMailProps> {
  return (i18n, props) => {
    const values = {
      title: props.title,
      date: formatVisitDate(i18n, props.date),
      time: props.time,
      seoulTime: formatVisitTime(i18n, props.time),
    };
    const heading = i18n._(copy.heading);
    return {
      subject: i18n._({ ...copy.subject, values }),
      element: (
        <MailLayout i18n={i18n} preview={heading} heading={heading}>
          <Paragraph>{greeting(i18n, props.guestName)}</Paragraph>
          <Paragraph>{i18n._({ ...copy.intro, values })}</Paragraph>
          <SummaryCard rows={rows(i18n, props)} />
          {body(i18n, props)}
        </MailLayout>
      ),
    };
  };
}

/** To the guest who joined a slot's waitlist: they are in the queue, and how to leave it. */
export const waitlistJoined = waitlistMail(
  {
    subject: /*i18n*/ { id: 'mail.waitlist.joined.subject', message: 'You are on the waitlist: {title}' },
    heading: /*i18n*/ { id: 'mail.waitlist.joined.heading', message: 'You are on the waitlist' },
    intro: /*i18n*/ {
      id: 'mail.waitlist.joined.intro',
      message:
        'The time slot on {date} at {seoulTime} is full. If seats become free, we will hold them for you and e-mail you an offer.',
    },
  },
  (i18n, { links }) =>
    links.leave ? (
      <>
        <Paragraph>
          {i18n._({
            id: 'mail.waitlist.joined.leave',
            message: 'Plans changed? You can leave the waitlist at any time.',
          })}
        </Paragraph>
        <ActionButton href={links.leave}>
          {i18n._({ id: 'mail.waitlist.button.leave', message: 'Leave the waitlist' })}
        </ActionButton>
      </>
    ) : null,
);

/** To the first guest in the queue whose party fits: seats are held for them until the offer ends. */
export const waitlistOffer = waitlistMail(
  {
    subject: /*i18n*/ { id: 'mail.waitlist.offer.subject', message: 'Seats are free for you: {title}' },
    heading: /*i18n*/ { id: 'mail.waitlist.offer.heading', message: 'Your waitlist seats are ready' },
    intro: /*i18n*/ {
      id: 'mail.waitlist.offer.intro',
      message: 'Seats became free on {date} at {seoulTime}, and we are holding them for you.',
    },
  },
  (i18n, { links, offerExpiresAt }) => (
    <>
      {offerExpiresAt ? (
        <Paragraph>
          {i18n._({
            id: 'mail.waitlist.offer.until',
            message:
              'Please answer by {deadline} (Seoul time). After that the seats go to the next guest on the waitlist.',
            values: { deadline: formatSeoulInstant(i18n, offerExpiresAt) },
          })}
        </Paragraph>
      ) : null}
      {links.accept ? (
        <ActionButton href={links.accept}>
          {i18n._({ id: 'mail.waitlist.button.accept', message: 'Accept and book' })}
        </ActionButton>
      ) : null}
      {links.decline ? (
        <Paragraph>
          {i18n._({
            id: 'mail.waitlist.offer.decline',
            message: 'No longer need them? Let the next guest have them:',
          })}{' '}
          <a href={links.decline}>
            {i18n._({ id: 'mail.waitlist.button.decline', message: 'Decline the offer' })}
          </a>
        </Paragraph>
      ) : null}
    </>
  ),
);

/** To the guests still waiting when the slot's sales closed: no seats will come. */
export const waitlistClosed = waitlistMail(
  {
    subject: /*i18n*/ { id: 'mail.waitlist.closed.subject', message: 'The waitlist has closed: {title}' },
    heading: /*i18n*/ { id: 'mail.waitlist.closed.heading', message: 'The waitlist has closed' },
    intro: /*i18n*/ {
      id: 'mail.waitlist.closed.intro',
      message:
        'Bookings for {date} at {seoulTime} have closed and no seats became free in time. We are sorry we could not make room for you.',
    },
  },
  (i18n, { links }) =>
    links.experience ? (
      <ActionButton href={links.experience}>
        {i18n._({ id: 'mail.waitlist.button.otherDates', message: 'See other dates' })}
      </ActionButton>
    ) : null,
);

export const WAITLIST_MAIL_TEMPLATES = {
  joined: waitlistJoined,
  offer: waitlistOffer,
  closed: waitlistClosed,
} as const;
export type WaitlistMailKind = keyof typeof WAITLIST_MAIL_TEMPLATES;
