import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { DashboardChartsQuery } from '@/generated/graphql';
import { ChartFigure } from './ChartFigure';

/**
 * One item's arrivals over the dashboard's 30 days (by visit date), as the server counts them
 * (`noShowRate`: no-shows among the bookings marked either way, 0-1; null while none is).
 */
export type ItemArrivals = DashboardChartsQuery['dashboardCharts']['arrivalsPerItem'][number];

const rateText = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);
/** A long title cut for the axis (the table has it whole). */
const shortTitle = (title: string) => (title.length > 14 ? `${title.slice(0, 13)}…` : title);

/**
 * Arrivals and no-shows per item over the last 30 days: per item, its bookings that came, did not
 * come and are not marked yet, stacked; the sentence names the highest no-show rate; the table has
 * every number with the rate.
 */
export function ArrivalsChart({ items }: { items: readonly ItemArrivals[] }) {
  const { t } = useLingui();
  const theme = useTheme();
  const axis = { fontSize: 12, fill: theme.colors.textMuted };
  const arrived = items.reduce((n, i) => n + i.arrivedBookings, 0);
  const noShows = items.reduce((n, i) => n + i.noShows, 0);
  const worst = items
    .filter((i) => i.noShowRate !== null)
    .sort((a, b) => (b.noShowRate ?? 0) - (a.noShowRate ?? 0))[0];
  const worstTitle = worst?.title ?? '';
  const worstRate = rateText(worst?.noShowRate ?? null);
  const summary =
    arrived + noShows === 0
      ? t`No arrivals or no-shows recorded in the last 30 days.`
      : worst && (worst.noShowRate ?? 0) > 0
        ? t`${arrived} bookings arrived and ${noShows} did not come in the last 30 days; the highest no-show rate is ${worstTitle} at ${worstRate}.`
        : t`${arrived} bookings arrived and ${noShows} did not come in the last 30 days.`;
  const arrivedLabel = t`Arrived`;
  const noShowLabel = t`No-shows`;
  const unmarkedLabel = t`Not marked`;
  return (
    <ChartFigure
      title={t`Arrivals and no-shows per item (last 30 days)`}
      summary={summary}
      table={{
        caption: t`Arrivals and no-shows per item`,
        columns: [
          t`Item`,
          t`Bookings`,
          arrivedLabel,
          t`Guests who came`,
          noShowLabel,
          unmarkedLabel,
          t`No-show rate`,
        ],
        rows: items.map((i) => [
          i.title,
          i.bookings,
          i.arrivedBookings,
          `${i.arrivedGuests} / ${i.guests}`,
          i.noShows,
          i.unmarked,
          rateText(i.noShowRate),
        ]),
      }}
    >
      {(size) => (
        <BarChart {...size} data={[...items]} accessibilityLayer={false} margin={{ left: -20, right: 4 }}>
          <CartesianGrid stroke={theme.colors.border} vertical={false} />
          <XAxis dataKey="title" tickFormatter={shortTitle} tick={axis} interval={0} />
          <YAxis allowDecimals={false} tick={axis} />
          <Tooltip />
          <Legend />
          <Bar dataKey="arrivedBookings" stackId="b" name={arrivedLabel} fill={theme.colors.success} />
          <Bar dataKey="noShows" stackId="b" name={noShowLabel} fill={theme.colors.danger} />
          <Bar dataKey="unmarked" stackId="b" name={unmarkedLabel} fill={theme.colors.borderStrong} />
        </BarChart>
      )}
    </ChartFigure>
  );
}
