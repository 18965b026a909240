import { useLingui } from '@lingui/react/macro';
import { BookingLookup } from '@/features/booking';
import { PageShell } from './PageShell';

export function BookingVerificationPage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Find your booking`}
      intro={t`Enter the e-mail address, phone number and 6-digit verification code you used when booking.`}
    >
      <BookingLookup />
    </PageShell>
  );
}
