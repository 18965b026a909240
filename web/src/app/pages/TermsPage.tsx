import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHero } from '@/components/PageHero';
import { CONFIRMED_RULE, PAYMENT_RULE } from '@/features/booking';

const Sections = styled.div`
  max-width: 720px;

  h2 {
    margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** /terms: the booking terms the booking dialog asks guests to accept. */
export function TermsPage() {
  const { t, i18n } = useLingui();
  return (
    <PageHero title={t`Terms of service`} intro={t`Please read these terms before you apply for a booking.`}>
      <Sections>
        <h2>
          <Trans>Booking applications</Trans>
        </h2>
        <p>
          <Trans>
            A booking made on this site is an application until it is confirmed. Our team reviews each
            application and e-mails you when your booking is confirmed, with the payment information.
          </Trans>
        </p>
        <h2>
          <Trans>Confirmation and payment</Trans>
        </h2>
        <p>
          {i18n._(CONFIRMED_RULE)} {i18n._(PAYMENT_RULE)}
        </p>
        <h2>
          <Trans>Dates and times</Trans>
        </h2>
        <p>
          <Trans>All dates and times are Seoul time (KST, UTC+9).</Trans>
        </p>
        <h2>
          <Trans>Your verification number</Trans>
        </h2>
        <p>
          <Trans>
            Keep the 6-digit verification number you chose. With your e-mail address and phone number it lets
            you look up your booking. We store it in a form we cannot read, so we cannot tell it to you.
          </Trans>
        </p>
        <h2>
          <Trans>Cancellations</Trans>
        </h2>
        <p>
          <Trans>
            You can withdraw an application that is still waiting for approval on the booking look-up page. To
            change or cancel an approved booking, please contact us.
          </Trans>
        </p>
        <h2>
          <Trans>Your personal data</Trans>
        </h2>
        <p>
          <Trans>
            We use your name, e-mail address and phone number only to handle your booking and to contact you
            about it.
          </Trans>
        </p>
      </Sections>
    </PageHero>
  );
}
