import { useQuery } from '@apollo/client/react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { styled, useTheme } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { DashboardChartsDocument, type DashboardChartsQuery } from '@/generated/graphql';
import { FILL_COLORS, fillLevel } from '@/features/admin/kit/FillBar';
import { ChartFigure } from './ChartFigure';
import { busiestDay, daysAhead, daysIn, fullestDay, shareText } from './chartFacts';
import { TopItemsList } from './TopItemsList';
import { ArrivalsChart } from './ArrivalsChart';
import { useTitleLanguage } from '@/features/admin/kit/useTitleLanguage';

type Charts = DashboardChartsQuery['dashboardCharts'];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** MM-DD of a YYYY-MM-DD date: short axis labels. */
const short = (date: string) => date.slice(5);
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/** The numbers in words: what a screen reader says and what the figure's caption shows. */
function useSummaries(c: Charts) {
  const { t } = useLingui();
  const period = daysIn(c.applicationsPerDay, c.from, c.to);
  const ahead = daysAhead(c.occupancy, c.to);
  const applications = period.reduce((n, d) => n + d.applications, 0);
  const guests = period.reduce((n, d) => n + d.guests, 0);
  const busiest = busiestDay(c.applicationsPerDay, c.from, c.to);
  const busiestDate = busiest?.date ?? c.to;
  const busiestCount = busiest?.applications ?? 0;
  const seats = ahead.reduce((n, d) => n + d.capacity, 0);
  const taken = ahead.reduce((n, d) => n + d.confirmedGuests, 0);
  const fullest = fullestDay(c.occupancy, c.to);
  const fullestDate = fullest?.date ?? c.to;
  const fullestShare = fullest ? shareText(fullest.confirmedGuests, fullest.capacity) : '';
  const overall = shareText(taken, seats);
  const languages = c.bookingsByLanguage.map((l) => `${l.language} ${l.bookings}`).join(', ');
  const top = c.topItems[0];
  const topTitle = top?.title ?? '';
  const topCount = top?.applications ?? 0;
  return {
    daily: busiest
      ? t`${applications} applications for ${guests} guests from ${c.from} to ${c.to}; the busiest day was ${busiestDate} with ${busiestCount}.`
      : t`No applications from ${c.from} to ${c.to}.`,
    occupancy: !seats
      ? t`No seats are offered in the next 14 days.`
      : fullest
        ? t`${taken} of ${seats} seats confirmed over the next 14 days (${overall}); the fullest day is ${fullestDate} at ${fullestShare}.`
        : t`None of the ${seats} seats of the next 14 days is confirmed yet.`,
    languages: t`Applications of the last 30 days by guest language: ${languages}.`,
    top: top
      ? t`Most applications in the last 30 days: ${topTitle} with ${topCount}.`
      : t`No applications in the last 30 days.`,
  };
}

/**
 * The dashboard's four charts (recharts, SVG, coloured from the theme): applications and guests
 * per day over 30 days, seat occupancy over the next 14, bookings by guest language, top items.
 * Each says what it shows in a sentence and offers the numbers as a table.
 */
export function DashboardCharts() {
  const titleLanguage = useTitleLanguage();
  const { data, error } = useQuery(DashboardChartsDocument, {
    variables: { titleLanguage },
    fetchPolicy: 'cache-and-network',
  });
  const charts = data?.dashboardCharts;
  if (error && !charts)
    return (
      <p role="alert">
        <Trans>The charts could not be loaded.</Trans>
      </p>
    );
  if (!charts) return null;
  return <ChartsGrid charts={charts} />;
}

function ChartsGrid({ charts: c }: { charts: Charts }) {
  const { t } = useLingui();
  const theme = useTheme();
  const summary = useSummaries(c);
  const axis = { fontSize: 12, fill: theme.colors.textMuted };
  const occupancy = c.occupancy.map((d) => ({ ...d, share: percent(d.confirmedGuests, d.capacity) }));
  const applicationsLabel = t`Applications`;
  const guestsLabel = t`Guests`;
  return (
    <Grid>
      <ChartFigure
        title={t`Applications and guests per day (last 30 days)`}
        summary={summary.daily}
        table={{
          caption: t`Applications and guests per day`,
          columns: [t`Date`, applicationsLabel, guestsLabel],
          rows: c.applicationsPerDay.map((d) => [d.date, d.applications, d.guests]),
        }}
      >
        {(size) => (
          <BarChart
            {...size}
            data={c.applicationsPerDay}
            accessibilityLayer={false}
            margin={{ left: -20, right: 4 }}
          >
            <CartesianGrid stroke={theme.colors.border} vertical={false} />
            <XAxis dataKey="date" tickFormatter={short} tick={axis} minTickGap={16} />
            <YAxis allowDecimals={false} tick={axis} />
            <Tooltip />
            <Legend />
            <Bar dataKey="applications" name={applicationsLabel} fill={theme.colors.primary} />
            <Bar dataKey="guests" name={guestsLabel} fill={theme.category.Tickets} />
          </BarChart>
        )}
      </ChartFigure>
      <ChartFigure
        title={t`Seat occupancy (next 14 days)`}
        summary={summary.occupancy}
        table={{
          caption: t`Confirmed guests against seats offered`,
          columns: [t`Date`, t`Confirmed guests`, t`Seats offered`, t`Occupancy`],
          rows: occupancy.map((d) => [d.date, d.confirmedGuests, d.capacity, `${d.share}%`]),
        }}
      >
        {(size) => (
          <BarChart {...size} data={occupancy} accessibilityLayer={false} margin={{ left: -20, right: 4 }}>
            <CartesianGrid stroke={theme.colors.border} vertical={false} />
            <XAxis dataKey="date" tickFormatter={short} tick={axis} minTickGap={16} />
            <YAxis domain={[0, 100]} unit="%" tick={axis} />
            <Tooltip formatter={(value) => `${value}%`} />
            <Bar dataKey="share" name={t`Occupancy`}>
              {occupancy.map((d) => (
                <Cell
                  key={d.date}
                  fill={
                    d.capacity ? FILL_COLORS[fillLevel(d.confirmedGuests, d.capacity)] : theme.colors.border
                  }
                />
              ))}
            </Bar>
          </BarChart>
        )}
      </ChartFigure>
      <ChartFigure
        title={t`Bookings by guest language (last 30 days)`}
        summary={summary.languages}
        table={{
          caption: t`Applications and guests by language`,
          columns: [t`Language`, applicationsLabel, guestsLabel],
          rows: c.bookingsByLanguage.map((l) => [l.language, l.bookings, l.guests]),
        }}
      >
        {(size) => (
          <BarChart
            {...size}
            data={c.bookingsByLanguage}
            accessibilityLayer={false}
            margin={{ left: -20, right: 4 }}
          >
            <CartesianGrid stroke={theme.colors.border} vertical={false} />
            <XAxis dataKey="language" tick={axis} />
            <YAxis allowDecimals={false} tick={axis} />
            <Tooltip />
            <Bar dataKey="bookings" name={applicationsLabel} fill={theme.category.Experience} />
          </BarChart>
        )}
      </ChartFigure>
      <ChartFigure
        title={t`Top items (last 30 days)`}
        summary={summary.top}
        table={{
          caption: t`Items with the most applications`,
          columns: [t`Item`, applicationsLabel, guestsLabel],
          rows: c.topItems.map((i) => [i.title, i.applications, i.guests]),
        }}
      >
        <TopItemsList items={c.topItems} />
      </ChartFigure>
      <ArrivalsChart items={c.arrivalsPerItem} />
    </Grid>
  );
}
