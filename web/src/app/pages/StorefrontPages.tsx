import { useLingui } from '@lingui/react/macro';
import { PageShell } from './PageShell';

// Thin route pages: heading and intro now; each page's issue composes its feature below them.

export function BookingVerificationPage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Find your booking`}
      intro={t`Enter the e-mail address, phone number and 6-digit verification code you used when booking.`}
    />
  );
}
