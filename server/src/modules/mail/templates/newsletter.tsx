import { MailLayout } from './Layout.js';
import { ActionButton, Lines, Paragraph, SectionTitle } from './parts.js';
import { greeting } from './summary.js';
import type { InquiryReplyMailProps, MailTemplate, NewsletterMailProps } from './types.js';

/** To a new subscriber, in the language they signed up in: what they will get, and how to leave. */
export const newsletterWelcome: MailTemplate<NewsletterMailProps> = (i18n, { unsubscribeUrl, home }) => {
  const heading = i18n._({ id: 'mail.newsletter.heading', message: 'Welcome to our newsletter' });
  return {
    subject: i18n._({
      id: 'mail.newsletter.subject',
      message: 'You are subscribed to the K-Culture newsletter',
    }),
    element: (
      <MailLayout i18n={i18n} preview={heading} heading={heading} unsubscribeUrl={unsubscribeUrl}>
        <Paragraph>
          {i18n._({
            id: 'mail.newsletter.intro',
            message:
              'Thank you for signing up. We will write now and then with new experiences, seasonal tours and offers in Korea.',
          })}
        </Paragraph>
        <Paragraph>
          {i18n._({
            id: 'mail.newsletter.leave',
            message:
              'Changed your mind? The unsubscribe link at the foot of every newsletter mail works at once.',
          })}
        </Paragraph>
        <ActionButton href={home}>
          {i18n._({ id: 'mail.newsletter.button', message: 'Browse experiences' })}
        </ActionButton>
      </MailLayout>
    ),
  };
};

/** Staff's answer to a contact-form message, in the language the guest wrote in, quoting it. */
export const inquiryReply: MailTemplate<InquiryReplyMailProps> = (
  i18n,
  { name, subject, reply, original },
) => {
  const heading = i18n._({ id: 'mail.inquiryReply.heading', message: 'A reply to your message' });
  const sent = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Seoul',
  }).format(original.sentAt);
  return {
    subject,
    element: (
      <MailLayout i18n={i18n} preview={reply.slice(0, 120)} heading={heading}>
        <Paragraph>{greeting(i18n, name)}</Paragraph>
        <Lines text={reply} />
        <SectionTitle>
          {i18n._({
            id: 'mail.inquiryReply.original',
            message: 'Your message of {sent} (Seoul time): {subject}',
            values: { sent, subject: original.subject },
          })}
        </SectionTitle>
        <Lines text={original.message} />
      </MailLayout>
    ),
  };
};
