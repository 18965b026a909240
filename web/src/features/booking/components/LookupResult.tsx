import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { KrwAmount } from '@/components/ApproxPrice';
import { CategoryBadge } from '@/components/Badge';
import { Button } from '@/components/Button';
import { PinIcon } from '@/components/icons';
import type { BookingLookupFieldsFragment, BookingStatus, FindBookingInput } from '@/generated/graphql';
import { formatFullDate } from '@/lib/dates';
import { formatSeoulDeadline } from '@/lib/cancellationPolicy';
import { localizeExperience } from '@/lib/experience';
import { useLanguage } from '@/lib/useLanguage';
import { STATUS_EXPLANATIONS, STATUS_LABELS } from '../messages';
import { DayContacts } from './DayContacts';
import { DetailList } from './DetailList';
import { LookupPayment } from './LookupPayment';
import { LookupCancellation } from './LookupCancellation';
import { LookupTicket } from './LookupTicket';
import { MoveBooking } from './MoveBooking';
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

const Explanation = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
`;

const Hold = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.warning};
`;

const PayNow = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const DayOf = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
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

/**
 * A found booking as a booking page (spec §2 "Booking lookup", issue 29 point 8): its number, the
 * experience, what was booked and what it costs, the status in plain words, the cancellation
 * deadline and button (or why not), and whom to call on the day.
 */
export function LookupResult({ booking, input, onChange, onSearchAnother }: LookupResultProps) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const copy = localizeExperience(booking.experience, language);
  const time = booking.timeSlot;
  const bookingNumber = `#${booking.id}`;
  const option = booking.withOption ? booking.experience.optionText?.trim() || t`Option` : null;
  const heading = useRef<HTMLHeadingElement>(null);
  const waiting = booking.status === 'pending' || booking.status === 'awaiting_payment';
  const heldUntil =
    waiting && booking.holdExpiresAt ? formatSeoulDeadline(booking.holdExpiresAt, i18n.locale) : null;
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
          [t`Booking number`, bookingNumber],
          [t`Date`, formatFullDate(booking.bookingDate, i18n.locale)],
          [t`Time slot`, t`${time} (Seoul time)`],
          [t`Guest name`, booking.guestName],
          [t`Email`, booking.guestEmail],
          [t`Phone number`, displayPhone(booking.guestPhone)],
          [t`Number of guests`, booking.numberOfGuests],
          ...(option ? [[t`Option`, option] as [string, string]] : []),
          // The code the guest applied with and what it took off (the total is after it).
          ...(booking.promoCode
            ? [
                [
                  t`Promo code`,
                  <>
                    {booking.promoCode} · −<KrwAmount krw={booking.discount} />
                  </>,
                ] as [string, ReactNode],
              ]
            : []),
          [t`Total price`, <KrwAmount krw={booking.totalPrice} />],
          [t`Status`, <Status $status={booking.status}>{i18n._(STATUS_LABELS[booking.status])}</Status>],
        ]}
      />
      <Explanation>{i18n._(STATUS_EXPLANATIONS[booking.status])}</Explanation>
      {booking.status === 'confirmed' && booking.ticketCode ? (
        <LookupTicket code={booking.ticketCode} />
      ) : null}
      {heldUntil ? <Hold>{t`Your seats are held until ${heldUntil} (Seoul time).`}</Hold> : null}
      {booking.payToken ? (
        <PayNow to={`/pay/${booking.payToken}`}>
          <Trans>Pay now</Trans>
        </PayNow>
      ) : null}
      {/* A cancelled booking's too: what was paid, and the refund (the server answers none when nothing came). */}
      {booking.status !== 'pending' ? <LookupPayment payment={booking.payment} /> : null}
      <MoveBooking booking={booking} input={input} onChange={onChange} />
      <LookupCancellation booking={booking} input={input} onChange={onChange} />
      {booking.status !== 'cancelled' && booking.dayContacts.length > 0 ? (
        <DayOf aria-labelledby="lookup-day-of-title">
          <h3 id="lookup-day-of-title">{t`On the day`}</h3>
          <p>{t`Running late or cannot find the meeting point? Reach us on the day, weekends included:`}</p>
          <DayContacts contacts={booking.dayContacts} label={t`On-the-day contacts`} />
        </DayOf>
      ) : null}
      <Actions>
        <Button variant="secondary" onClick={onSearchAnother}>
          <Trans>Search another booking</Trans>
        </Button>
      </Actions>
    </Card>
  );
}
