import { useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { BookingDayViewDocument, type BookingDayViewQuery } from '@/generated/graphql';
import { fillLevel, formatBookingDate } from '../labels';
import { Empty } from './tableParts';

type DaySlot = BookingDayViewQuery['bookingDayView'][number];

const FILL_COLORS = { low: '#1e6b3a', high: '#c2410c', full: '#b3261e' } as const;

const Day = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};

  h3 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Bar = styled.span<{ $fill: number; $level: keyof typeof FILL_COLORS }>`
  display: inline-block;
  position: relative;
  width: 120px;
  height: 10px;
  margin: 0 ${({ theme }) => theme.space.sm};
  border-radius: 5px;
  background: ${({ theme }) => theme.colors.border};
  vertical-align: middle;

  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: ${({ $fill }) => Math.min(100, Math.round($fill * 100))}%;
    border-radius: 5px;
    background: ${({ $level }) => FILL_COLORS[$level]};
  }
`;

type DayViewProps = { onOpenSlot: (slot: DaySlot) => void };

/** The coming three weeks: each slot's confirmed and waiting guests against its capacity. */
export function DayView({ onOpenSlot }: DayViewProps) {
  const { t } = useLingui();
  const { data, error } = useQuery(BookingDayViewDocument, { variables: { days: 21 } });
  if (error)
    return (
      <Empty role="alert">
        <Trans>The day view could not be loaded.</Trans>
      </Empty>
    );
  if (!data) return null;
  if (data.bookingDayView.length === 0)
    return (
      <Empty>
        <Trans>No applications in the coming weeks.</Trans>
      </Empty>
    );
  const days = new Map<string, DaySlot[]>();
  for (const slot of data.bookingDayView)
    days.set(slot.bookingDate, [...(days.get(slot.bookingDate) ?? []), slot]);
  return (
    <>
      {[...days].map(([date, slots]) => (
        <Day key={date} aria-label={formatBookingDate(date)}>
          <h3>{formatBookingDate(date)}</h3>
          <ul>
            {slots.map((s) => {
              const level = fillLevel(s.confirmedGuests, s.maxGuests);
              const confirmed = s.confirmedGuests;
              const pending = s.pendingGuests;
              const max = s.maxGuests;
              return (
                <li key={s.key}>
                  <Button variant="ghost" size="sm" onClick={() => onOpenSlot(s)}>
                    {s.timeSlot} {s.title}
                  </Button>
                  <Bar
                    $fill={max > 0 ? confirmed / max : 1}
                    $level={level}
                    data-level={level}
                    role="img"
                    aria-label={t`${confirmed} of ${max} seats confirmed`}
                  />
                  <Trans>
                    {confirmed} / {max} confirmed, {pending} waiting
                  </Trans>
                </li>
              );
            })}
          </ul>
        </Day>
      ))}
    </>
  );
}
