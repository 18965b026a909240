import { useMemo } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, isHhMm, isIsoDate, seoulToday, weekday } from '@domain/calendar';
import { dayStatus, timeSlotsOf, type DayStatus } from '@domain/booking';
import type { ItemFormValues } from '../itemForm';
import { Muted } from '@/components/form';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: center;
  }

  td[data-status='available'] {
    background: ${({ theme }) => theme.colors.successSurface};
  }
  td[data-status='unavailable'],
  td[data-status='blocked_weekday'] {
    background: ${({ theme }) => theme.colors.dangerSurface};
  }
  td[data-status='past'],
  td[data-status='outside_window'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The part of the form the calendar needs, without what is not valid yet. */
function schedulable(v: ItemFormValues) {
  return {
    salesAvailableFrom: isIsoDate(v.salesAvailableFrom) ? v.salesAvailableFrom : null,
    salesAvailableUntil: isIsoDate(v.salesAvailableUntil) ? v.salesAvailableUntil : null,
    unavailableDates: v.unavailableDates.filter(isIsoDate),
    blockedWeekdays: v.blockedWeekdays,
    timeSlots: v.timeSlots.filter(isHhMm),
  };
}

/**
 * The next six weeks as guests will see them on the storefront calendar: the same rules
 * (domain/booking.ts dayStatus, Asia/Seoul), live as the schedule is edited.
 */
export function SchedulePreview({ values, now = new Date() }: { values: ItemFormValues; now?: Date }) {
  const { t, i18n } = useLingui();
  const item = useMemo(() => schedulable(values), [values]);
  const today = seoulToday(now);
  const start = addDays(today, -weekday(today)); // from the Sunday of this week
  const weeks = Array.from({ length: 6 }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => addDays(start, w * 7 + d)),
  );
  const statusLabel: Record<DayStatus, string> = {
    available: t`Open`,
    past: t`Past`,
    outside_window: t`Not on sale`,
    unavailable: t`Unavailable`,
    blocked_weekday: t`Closed weekday`,
  };
  const weekdayNames = Array.from({ length: 7 }, (_, d) =>
    new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 10, 1 + d)),
    ),
  );
  const dateLabel = (date: string) =>
    new Intl.DateTimeFormat(i18n.locale, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  return (
    <div>
      <Table>
        <caption>
          <Trans>The next six weeks as guests will see them (Seoul time)</Trans>
        </caption>
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const status = dayStatus(item, date, now);
                return (
                  <td key={date} data-status={status} title={`${dateLabel(date)}: ${statusLabel[status]}`}>
                    <div>{Number(date.slice(8))}</div>
                    <div>{statusLabel[status]}</div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
      <Muted>
        <Trans>Time slots guests can choose: {timeSlotsOf(item).join(', ')}</Trans>
      </Muted>
    </div>
  );
}
