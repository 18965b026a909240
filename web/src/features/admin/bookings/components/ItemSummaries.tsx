import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { BookingItemSummariesDocument, type ItemSummarySort } from '@/generated/graphql';
import type { BookingParams } from '../hooks/useBookingParams';
import { CountCell, Empty, Pager, SortHeader, StyledTable } from './tableParts';

type Props = { params: BookingParams; update: (changes: Record<string, string | number | null>) => void };

/** By item, level 1: each item's pending / confirmed / cancelled / total as bookings and guests. */
export function ItemSummaries({ params, update }: Props) {
  const { t } = useLingui();
  const { data, error } = useQuery(BookingItemSummariesDocument, {
    variables: {
      page: { page: params.page, pageSize: params.pageSize },
      sort: params.sort as ItemSummarySort | null,
      direction: params.dir,
    },
  });
  const page = data?.bookingItemSummaries;
  const header = (column: string, label: string) => (
    <SortHeader
      column={column}
      label={label}
      sort={params.sort}
      dir={params.dir}
      defaultSort="total"
      onSort={(sort, dir) => update({ sort, dir })}
    />
  );
  if (error)
    return (
      <Empty role="alert">
        <Trans>The items could not be loaded.</Trans>
      </Empty>
    );
  if (!page) return null;
  if (page.items.length === 0)
    return (
      <Empty>
        <Trans>No items with applications.</Trans>
      </Empty>
    );
  return (
    <>
      <StyledTable>
        <thead>
          <tr>
            {header('title', t`Item`)}
            {header('language', t`Language`)}
            {header('pending', t`Waiting`)}
            {header('confirmed', t`Confirmed`)}
            {header('cancelled', t`Cancelled`)}
            {header('total', t`Total`)}
            <th scope="col">
              <Trans>Slots</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((item) => (
            <tr key={item.itemId}>
              <td>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => update({ item: item.itemId, sort: null, dir: null })}
                >
                  {item.title === 'Unknown' ? t`Unknown` : item.title}
                </Button>
              </td>
              <td>{item.language === 'N/A' ? t`N/A` : item.language}</td>
              <CountCell bookings={item.tally.pendingBookings} guests={item.tally.pendingGuests} />
              <CountCell bookings={item.tally.confirmedBookings} guests={item.tally.confirmedGuests} />
              <CountCell bookings={item.tally.cancelledBookings} guests={item.tally.cancelledGuests} />
              <CountCell bookings={item.tally.totalBookings} guests={item.tally.totalGuests} />
              <td>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => update({ item: item.itemId, sort: null, dir: null })}
                >
                  <Trans>View slots</Trans>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
      <Pager of={page} update={update} />
    </>
  );
}
