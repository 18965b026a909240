import type { ReactNode } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { fromLanguageCode } from '../../../../../domain/locales.js';
import { MailLayout } from './Layout.js';
import { ActionButton, Lines, Paragraph, SectionTitle, SummaryCard } from './parts.js';
import { formatSeoulInstant } from './i18n.js';
import { bookingRows } from './summary.js';
import { staffRefundSection } from './refund.js';
import type { BookingMailProps, InquiryMailProps, MailTemplate } from './types.js';

/** A storefront language (ENG, JPN...) by its name in the mail's language: "일본어". */
function languageName(i18n: I18n, code: string): string {
  const locale = fromLanguageCode(code);
  return (locale && new Intl.DisplayNames([i18n.locale], { type: 'language' }).of(locale)) || code;
}

const adminButton = (label: string, href: string) => <ActionButton href={href}>{label}</ActionButton>;

/** A booking mail to the team: what happened, the booking's facts and the way to the back office. */
function staffBookingMail(
  copy: {
    subject: MessageDescriptor;
    heading: MessageDescriptor;
    intro: MessageDescriptor;
  },
  more?: (i18n: I18n, props: BookingMailProps) => ReactNode,
): MailTemplate<BookingMailProps> {
  return (i18n, props) => {
    const { booking, links } = props;
    const heading = i18n._(copy.heading);
    const values = { id: booking.id, title: booking.title, date: booking.date, time: booking.time };
    return {
      subject: i18n._({ ...copy.subject, values }),
      element: (
        <MailLayout i18n={i18n} preview={heading} heading={heading} audience="staff">
          <Paragraph>{i18n._(copy.intro)}</Paragraph>
          <SummaryCard rows={bookingRows(i18n, booking)} />
          {more?.(i18n, props)}
          {adminButton(
            i18n._({ id: 'mail.staff.button', message: 'Open this slot in the back office' }),
            links.admin,
          )}
        </MailLayout>
      ),
    };
  };
}

/** To the team, when a guest applies: approve or cancel it in the back office. */
export const staffNewBooking = staffBookingMail({
  subject: /*i18n*/ { id: 'mail.staffNew.subject', message: '[New application] #{id} {title} {date} {time}' },
  heading: /*i18n*/ { id: 'mail.staffNew.heading', message: 'New booking application' },
  intro: /*i18n*/ {
    id: 'mail.staffNew.intro',
    message: 'A new booking application has arrived. Approve or cancel it in the back office.',
  },
});

/** To the team, when a guest withdraws their own application: with what they paid and the refund due. */
export const staffGuestCancelled = staffBookingMail(
  {
    subject: /*i18n*/ {
      id: 'mail.staffCancelled.subject',
      message: '[Guest cancellation] #{id} {title} {date} {time}',
    },
    heading: /*i18n*/ { id: 'mail.staffCancelled.heading', message: 'A guest cancelled their booking' },
    intro: /*i18n*/ {
      id: 'mail.staffCancelled.intro',
      message: 'The guest cancelled this booking application themselves.',
    },
  },
  (i18n, { refund }) => staffRefundSection(i18n, refund),
);

/** To the team, when someone writes through the contact form. */
export const staffInquiry: MailTemplate<InquiryMailProps> = (i18n, inquiry) => {
  const heading = i18n._({ id: 'mail.inquiry.heading', message: 'New message from the contact form' });
  const reply = `mailto:${inquiry.email}?subject=${encodeURIComponent(`Re: ${inquiry.subject}`)}`;
  return {
    subject: i18n._({
      id: 'mail.inquiry.subject',
      message: '[Inquiry] {subject}',
      values: { subject: inquiry.subject },
    }),
    element: (
      <MailLayout i18n={i18n} preview={inquiry.subject} heading={heading} audience="staff">
        <SummaryCard
          rows={[
            [i18n._({ id: 'mail.label.from', message: 'From' }), `${inquiry.name} <${inquiry.email}>`],
            [
              i18n._({ id: 'mail.label.language', message: 'Language' }),
              languageName(i18n, inquiry.language),
            ],
            [i18n._({ id: 'mail.label.subject', message: 'Subject' }), inquiry.subject],
          ]}
        />
        <SectionTitle>{i18n._({ id: 'mail.inquiry.message', message: 'Message' })}</SectionTitle>
        <Lines text={inquiry.message} />
        {adminButton(i18n._({ id: 'mail.inquiry.reply', message: 'Reply to the sender' }), reply)}
      </MailLayout>
    ),
  };
};

export interface StaffInvitationProps {
  /** The one-time link where the invitee chooses a username and a password. */
  link: string;
  role: 'owner' | 'staff';
  /** Who invited them (a username). */
  invitedBy: string;
  /** When the link stops working (ISO instant). */
  expiresAt: string;
}

/** To someone an owner invites to the back office: the link, valid 72 hours, used once. */
export const staffInvitation: MailTemplate<StaffInvitationProps> = (i18n, props) => {
  const heading = i18n._({ id: 'mail.staffInvite.heading', message: 'You are invited to the back office' });
  const role =
    props.role === 'owner'
      ? i18n._({ id: 'mail.staffInvite.roleOwner', message: 'Owner' })
      : i18n._({ id: 'mail.staffInvite.roleStaff', message: 'Staff' });
  return {
    subject: i18n._({ id: 'mail.staffInvite.subject', message: 'Invitation to the back office' }),
    element: (
      <MailLayout i18n={i18n} preview={heading} heading={heading} audience="staff">
        <Paragraph>
          {i18n._({
            id: 'mail.staffInvite.intro',
            message: '{invitedBy} invited you to join the team as {role}. Choose your username and password.',
            values: { invitedBy: props.invitedBy, role },
          })}
        </Paragraph>
        {adminButton(i18n._({ id: 'mail.staffInvite.button', message: 'Accept the invitation' }), props.link)}
        <Paragraph>
          {i18n._({
            id: 'mail.staffInvite.expiry',
            message: 'The link works once, until {expiresAt}. If you did not expect it, ignore this mail.',
            values: { expiresAt: formatSeoulInstant(i18n, props.expiresAt) },
          })}
        </Paragraph>
      </MailLayout>
    ),
  };
};

export interface PasswordResetProps {
  /** The one-time link where the account's owner chooses a new password. */
  link: string;
  username: string;
  /** When the link stops working (ISO instant). */
  expiresAt: string;
}

/** To a back-office account that asked to reset its password: the link, valid 1 hour, used once. */
export const staffPasswordReset: MailTemplate<PasswordResetProps> = (i18n, props) => {
  const heading = i18n._({ id: 'mail.passwordReset.heading', message: 'Reset your password' });
  return {
    subject: i18n._({ id: 'mail.passwordReset.subject', message: 'Password reset for the back office' }),
    element: (
      <MailLayout i18n={i18n} preview={heading} heading={heading} audience="staff">
        <Paragraph>
          {i18n._({
            id: 'mail.passwordReset.intro',
            message:
              'Someone asked to reset the password of the back-office account {username}. Choose a new password with the button below; every signed-in session of the account will end.',
            values: { username: props.username },
          })}
        </Paragraph>
        {adminButton(
          i18n._({ id: 'mail.passwordReset.button', message: 'Choose a new password' }),
          props.link,
        )}
        <Paragraph>
          {i18n._({
            id: 'mail.passwordReset.expiry',
            message:
              'The link works once, until {expiresAt}. If you did not ask for it, ignore this mail: your password stays as it is.',
            values: { expiresAt: formatSeoulInstant(i18n, props.expiresAt) },
          })}
        </Paragraph>
      </MailLayout>
    ),
  };
};

export interface EmailChangeProps {
  /** The one-time link that confirms the new address. */
  link: string;
  username: string;
  /** When the link stops working (ISO instant). */
  expiresAt: string;
}

/** To the new address a back-office account chose: the confirmation link, valid 24 hours, used once. */
export const staffEmailChange: MailTemplate<EmailChangeProps> = (i18n, props) => {
  const heading = i18n._({ id: 'mail.emailChange.heading', message: 'Confirm your new e-mail address' });
  return {
    subject: i18n._({
      id: 'mail.emailChange.subject',
      message: 'Confirm your e-mail address for the back office',
    }),
    element: (
      <MailLayout i18n={i18n} preview={heading} heading={heading} audience="staff">
        <Paragraph>
          {i18n._({
            id: 'mail.emailChange.intro',
            message:
              'The back-office account {username} asked to use this address for its mail (password reset links and security notices). Confirm it with the button below.',
            values: { username: props.username },
          })}
        </Paragraph>
        {adminButton(i18n._({ id: 'mail.emailChange.button', message: 'Confirm this address' }), props.link)}
        <Paragraph>
          {i18n._({
            id: 'mail.emailChange.expiry',
            message:
              'The link works once, until {expiresAt}. If you did not ask for it, ignore this mail: nothing changes.',
            values: { expiresAt: formatSeoulInstant(i18n, props.expiresAt) },
          })}
        </Paragraph>
      </MailLayout>
    ),
  };
};

export interface TwoFactorNoticeProps {
  username: string;
  /** The owner who reset it (a username); for the reset notice only. */
  by?: string;
}

/** To an account whose second factor locked itself after 10 wrong codes in a row. */
export const staffTwoFactorLocked: MailTemplate<TwoFactorNoticeProps> = (i18n, props) => {
  const heading = i18n._({ id: 'mail.totpLocked.heading', message: 'Two-factor sign-in locked' });
  return {
    subject: i18n._({ id: 'mail.totpLocked.subject', message: 'Your back-office sign-in is locked' }),
    element: (
      <MailLayout i18n={i18n} preview={heading} heading={heading} audience="staff">
        <Paragraph>
          {i18n._({
            id: 'mail.totpLocked.intro',
            message:
              'After the right password of the back-office account {username}, 10 wrong two-factor codes were entered in a row. Its two-factor sign-in is locked: no code works until you reset your password (“Forgot your password?” on the sign-in page) or an owner unlocks it.',
            values: { username: props.username },
          })}
        </Paragraph>
        <Paragraph>
          {i18n._({
            id: 'mail.totpLocked.advice',
            message: 'If this was not you, someone knows your password: reset it now.',
          })}
        </Paragraph>
      </MailLayout>
    ),
  };
};

/** To an account whose second factor an owner reset. */
export const staffTwoFactorReset: MailTemplate<TwoFactorNoticeProps> = (i18n, props) => {
  const heading = i18n._({ id: 'mail.totpReset.heading', message: 'Two-factor sign-in was reset' });
  return {
    subject: i18n._({ id: 'mail.totpReset.subject', message: 'Your two-factor sign-in was reset' }),
    element: (
      <MailLayout i18n={i18n} preview={heading} heading={heading} audience="staff">
        <Paragraph>
          {i18n._({
            id: 'mail.totpReset.intro',
            message:
              'The owner {by} reset two-factor sign-in for the back-office account {username}. The codes of your authenticator app and your recovery codes no longer work; where your account needs it, you set it up again at your next sign-in.',
            values: { username: props.username, by: props.by ?? '' },
          })}
        </Paragraph>
        <Paragraph>
          {i18n._({
            id: 'mail.totpReset.advice',
            message: 'If you did not ask for this, tell an owner at once.',
          })}
        </Paragraph>
      </MailLayout>
    ),
  };
};

export interface WebhookDisabledProps {
  /** The subscription's URL. */
  url: string;
  /** Why it stopped: the receiver answered 410 Gone, or it failed for 3 days. */
  reason: 'gone' | 'failing';
  /** The last error the receiver gave (an HTTP status or a network error). */
  lastError: string;
  /** The back office's webhooks page. */
  link: string;
}

/** To the owners, when a webhook subscription stopped receiving events (a 410, or 3 days of failures). */
export const staffWebhookDisabled: MailTemplate<WebhookDisabledProps> = (i18n, props) => {
  const heading = i18n._({ id: 'mail.webhookDisabled.heading', message: 'A webhook was turned off' });
  return {
    subject: i18n._({
      id: 'mail.webhookDisabled.subject',
      message: '[Webhook] Deliveries stopped: {url}',
      values: { url: props.url },
    }),
    element: (
      <MailLayout i18n={i18n} preview={props.url} heading={heading} audience="staff">
        <Paragraph>
          {props.reason === 'gone'
            ? i18n._({
                id: 'mail.webhookDisabled.gone',
                message: 'The receiver at {url} answered 410 Gone, so no more events are sent to it.',
                values: { url: props.url },
              })
            : i18n._({
                id: 'mail.webhookDisabled.failing',
                message: 'Deliveries to {url} kept failing for 3 days, so no more events are sent to it.',
                values: { url: props.url },
              })}
        </Paragraph>
        <Paragraph>
          {i18n._({
            id: 'mail.webhookDisabled.lastError',
            message: 'Last error: {error}',
            values: { error: props.lastError },
          })}
        </Paragraph>
        <Paragraph>
          {i18n._({
            id: 'mail.webhookDisabled.howto',
            message:
              'Once the receiver works again, open the delivery log and choose "Send again": the subscription is turned back on.',
          })}
        </Paragraph>
        {adminButton(i18n._({ id: 'mail.webhookDisabled.button', message: 'Open the webhooks' }), props.link)}
      </MailLayout>
    ),
  };
};
