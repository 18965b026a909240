import { useLingui } from '@lingui/react/macro';
import { BookingLookup } from '@/features/booking';
import { PageHero } from '@/components/PageHero';

export function BookingVerificationPage() {
  const { t } = useLingui();
  return (
    <PageHero
      title={t`Find your booking`}
      intro={t`Enter the e-mail address, phone number and 6-digit verification code you used when booking.`}
    >
      <BookingLookup />
    </PageHero>
  );
}
