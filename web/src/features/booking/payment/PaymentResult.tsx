import { useCallback, useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { PageHero } from '@/components/PageHero';
import { Spinner } from '@/components/Spinner';
import { CompleteOnlinePaymentDocument } from '@/generated/graphql';
import { hasErrorCode, serverMessage } from '@/lib/serverError';
import { STATUS_LABELS } from '../messages';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 640px;

  p {
    margin: 0;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Number = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

/** The server's words for an amount or currency that differs (online-payment.errors.ts). */
const MISMATCH = 'The payment does not match the booking';

function LookupLink() {
  return (
    <p>
      <Link to="/booking-verification">
        <Trans>Find your booking</Trans>
      </Link>
    </p>
  );
}

/**
 * /pay/complete: where PortOne sends the guest back (its redirectUrl on phones; the pay step comes
 * here too when PortOne answers in the page). The server asks PortOne what was paid and records it;
 * calling it again (a reload) answers the same. PortOne's `code` and `message` mean it was not paid.
 */
export function PaymentResult() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  const failure = params.get('code');
  const [complete, { data, error, loading }] = useMutation(CompleteOnlinePaymentDocument);
  const asked = useRef<string | null>(null);

  const check = useCallback(() => {
    if (!paymentId) return;
    complete({ variables: { paymentId } }).catch(() => undefined);
  }, [complete, paymentId]);

  useEffect(() => {
    if (!paymentId || failure !== null || asked.current === paymentId) return;
    asked.current = paymentId;
    check();
  }, [paymentId, failure, check]);

  if (!paymentId || failure !== null) {
    const message = params.get('message');
    return (
      <PageHero title={t`Payment not completed`}>
        <Body role="alert">
          <p>
            <Trans>
              The payment was not completed, and you have not been charged. Your seats stay held for a few
              minutes: find your booking to pay again.
            </Trans>
          </p>
          {message ? <small>{t`PortOne says: ${message}`}</small> : null}
          <LookupLink />
        </Body>
      </PageHero>
    );
  }

  if (data) {
    const { bookingId, status } = data.completeOnlinePayment;
    const confirmed = status === 'confirmed';
    return (
      <PageHero title={confirmed ? t`Confirmed and paid` : i18n._(STATUS_LABELS[status])}>
        <Body role="status">
          <Number>{t`Booking #${bookingId}`}</Number>
          {confirmed ? (
            <>
              <p>
                <Trans>
                  Thank you! Your payment went through and your booking is confirmed. We have e-mailed you the
                  confirmation.
                </Trans>
              </p>
              <p>
                <Trans>
                  What next: look up your booking any time with your e-mail, phone number and verification
                  number for the meeting point, the day&apos;s contacts and how to cancel.
                </Trans>
              </p>
            </>
          ) : null}
          <LookupLink />
        </Body>
      </PageHero>
    );
  }

  if (error) {
    const gone = hasErrorCode(error, 'GONE');
    const conflict = hasErrorCode(error, 'CONFLICT');
    const mismatch = conflict && (serverMessage(error) ?? '').startsWith(MISMATCH);
    const missing = hasErrorCode(error, 'NOT_FOUND');
    return (
      <PageHero title={gone || mismatch ? t`Your payment is being refunded` : t`Payment not confirmed`}>
        <Body role="alert">
          <p>
            {gone ? (
              <Trans>
                The seats were released before your payment arrived, so the booking could not be confirmed.
                Your payment is being refunded in full; your card or wallet may take a few days to show it.
                You are welcome to book again.
              </Trans>
            ) : mismatch ? (
              <Trans>
                This payment did not match the amount due for your booking, so it was not accepted. It is
                being refunded in full. Please contact us if you need help.
              </Trans>
            ) : conflict ? (
              <Trans>
                PortOne does not report this payment as completed. If you have just paid, check again in a
                moment; otherwise you have not been charged.
              </Trans>
            ) : missing ? (
              <Trans>We could not find this payment. Please find your booking to see where it stands.</Trans>
            ) : (
              <Trans>
                We could not check your payment right now. If you paid, your payment is safe: check again in a
                moment.
              </Trans>
            )}
          </p>
          {!gone && !mismatch && !missing ? (
            <p>
              <Button onClick={check} disabled={loading}>
                <Trans>Check again</Trans>
              </Button>
            </p>
          ) : null}
          <LookupLink />
        </Body>
      </PageHero>
    );
  }

  return (
    <PageHero title={t`Checking your payment`}>
      <Body>
        <Spinner label={t`Checking your payment with PortOne…`} />
      </Body>
    </PageHero>
  );
}
