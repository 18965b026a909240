import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { DataTable, ServerPagination, type DataColumn } from '@/components/table';
import {
  BookingItemSummariesDocument,
  type BookingItemSummariesQuery,
  type ItemSummarySort,
} from '@/generated/graphql';
import type { BookingParams } from '../hooks/useBookingParams';
import { useTitleLanguage } from '@/features/admin/kit/useTitleLanguage';
import { Empty, useTallyColumns } from './tableParts';

type Props = { params: BookingParams; update: (changes: Record<string, string | number | null>) => void };
type Summary = BookingItemSummariesQuery['bookingItemSummaries']['items'][number];

/** By item, level 1: each item's pending / confirmed / cancelled / total as bookings and guests. */
export function ItemSummaries({ params, update }: Props) {
  const { t } = useLingui();
  const titleLanguage = useTitleLanguage();
  const { data, error, loading } = useQuery(BookingItemSummariesDocument, {
    variables: {
      titleLanguage,
      page: { page: params.page, pageSize: params.pageSize },
      sort: params.sort as ItemSummarySort | null,
      direction: params.dir,
    },
  });
  const page = data?.bookingItemSummaries;
  const tallies = useTallyColumns<Summary>();
  const columns = useMemo<DataColumn<Summary>[]>(() => {
    const open = (item: Summary) => update({ item: item.itemId, sort: null, dir: null });
    return [
      {
        id: 'title',
        header: t`Item`,
        sortable: true,
        cell: (item) => (
          <Button variant="ghost" size="sm" onClick={() => open(item)}>
            {item.title === 'Unknown' ? t`Unknown` : item.title}
          </Button>
        ),
      },
      {
        id: 'language',
        header: t`Language`,
        sortable: true,
        cell: (item) => (item.language === 'N/A' ? t`N/A` : item.language),
      },
      ...tallies,
      {
        id: 'slots',
        header: t`Slots`,
        cell: (item) => (
          <Button variant="secondary" size="sm" onClick={() => open(item)}>
            <Trans>View slots</Trans>
          </Button>
        ),
      },
    ];
  }, [t, update, tallies]);

  if (error)
    return (
      <Empty role="alert">
        <Trans>The items could not be loaded.</Trans>
      </Empty>
    );
  return (
    <>
      <DataTable
        label={t`Items`}
        columns={columns}
        rows={page?.items ?? []}
        rowId={(item) => item.itemId}
        sort={{ column: params.sort ?? 'total', dir: params.dir ?? 'DESC' }}
        onSort={(sort, dir) => update({ sort, dir })}
        firstDir="DESC"
        loading={loading}
        empty={t`No items with applications.`}
      />
      <ServerPagination page={page} onChange={update} />
    </>
  );
}
