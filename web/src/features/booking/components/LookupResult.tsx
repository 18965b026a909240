import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { CategoryBadge } from '@/components/Badge';
import { Button } from '@/components/Button';
import { PinIcon } from '@/components/icons';
import type { BookingLookupFieldsFragment, BookingStatus, FindBookingInput } from '@/generated/graphql';
import { formatFullDate } from '@/lib/dates';
import { localizeExperience } from '@/lib/experience';
import { useLanguage } from '@/lib/useLanguage';
import { STATUS_LABELS } from '../messages';
import { CancelBooking } from './CancelBooking';
import { DetailList } from './DetailList';
import { displayPhone } from '@domain/phone';

const Banner = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

const Card = styled.article`
  max-width: 720px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    outline: none;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }

  svg {
    width: 18px;
    height: 18px;
    flex-shrink: 0;
  }
`;

const Status = styled.span<{ $status: BookingStatus }>`
  font-weight: 700;
  color: ${({ theme, $status }) =>
    $status === 'confirmed'
      ? theme.colors.success
      : $status === 'cancelled'
        ? theme.colors.danger
        : theme.colors.text};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

type LookupResultProps = {
  booking: BookingLookupFieldsFragment;
  input: FindBookingInput;
  onChange: (booking: BookingLookupFieldsFragment) => void;
  onSearchAnother: () => void;
};

/** A found booking (spec §2 "Booking lookup"): the experience, the booking's fields and status. */
export function LookupResult({ booking, input, onChange, onSearchAnother }: LookupResultProps) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const copy = localizeExperience(booking.experience, language);
  const time = booking.timeSlot;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Card aria-labelledby="lookup-result-title">
      <Banner role="status">
        <Trans>Booking Found</Trans>
      </Banner>
      <h2 id="lookup-result-title" ref={heading} tabIndex={-1}>
        {copy.title}
      </h2>
      <Meta>
        <CategoryBadge category={booking.experience.category} />
        <span>
          <PinIcon aria-hidden="true" />
          {copy.location}
        </span>
      </Meta>
      <DetailList
        label={t`Booking details`}
        rows={[
          [t`Date`, formatFullDate(booking.bookingDate, i18n.locale)],
          [t`Time slot`, t`${time} (Seoul time)`],
          [t`Guest name`, booking.guestName],
          [t`Email`, booking.guestEmail],
          [t`Phone number`, displayPhone(booking.guestPhone)],
          [t`Number of guests`, booking.numberOfGuests],
          [t`Status`, <Status $status={booking.status}>{i18n._(STATUS_LABELS[booking.status])}</Status>],
        ]}
      />
      <Actions>
        {booking.canCancel ? <CancelBooking input={input} onCancelled={onChange} /> : null}
        <Button variant="secondary" onClick={onSearchAnother}>
          <Trans>Search another booking</Trans>
        </Button>
      </Actions>
    </Card>
  );
}
