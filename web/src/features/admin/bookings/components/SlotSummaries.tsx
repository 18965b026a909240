import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { DataTable, ServerPagination, type DataColumn } from '@/components/table';
import { Select } from '@/components/ui';
import {
  BookingSlotSummariesDocument,
  type BookingSlotSummariesQuery,
  type SlotFilter,
  type SlotSort,
} from '@/generated/graphql';
import { formatSeoulDate } from '@/features/admin/kit/seoulTime';
import type { BookingParams } from '../hooks/useBookingParams';
import { useTitleLanguage } from '@/features/admin/kit/useTitleLanguage';
import { Empty, useTallyColumns } from './tableParts';

type Slot = BookingSlotSummariesQuery['bookingSlotSummaries']['items'][number];

type Props = {
  itemId: number;
  params: BookingParams;
  update: (changes: Record<string, string | number | null>) => void;
};

const FILTERS: SlotFilter[] = ['all', 'withPending', 'overCapacity', 'withConfirmed'];

/** By item, level 2: the slots of one item with their counts and seats left, and the slot filter. */
export function SlotSummaries({ itemId, params, update }: Props) {
  const { t } = useLingui();
  const slotFilter = (FILTERS as string[]).includes(params.slotFilter)
    ? (params.slotFilter as SlotFilter)
    : 'all';
  const titleLanguage = useTitleLanguage();
  const { data, error, loading } = useQuery(BookingSlotSummariesDocument, {
    variables: {
      titleLanguage,
      itemId,
      page: { page: params.page, pageSize: params.pageSize },
      sort: params.sort as SlotSort | null,
      direction: params.dir ?? 'ASC',
      slotFilter,
    },
  });
  const page = data?.bookingSlotSummaries;
  const labels: Record<SlotFilter, string> = {
    all: t`All slots`,
    withPending: t`Slots with waiting applications`,
    overCapacity: t`Over-capacity slots`,
    withConfirmed: t`Slots with 1 or more confirmed`,
  };
  const tallies = useTallyColumns<Slot>();
  const columns = useMemo<DataColumn<Slot>[]>(() => {
    return [
      {
        id: 'date',
        header: t`Date and time`,
        sortable: true,
        cell: (s) => (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => update({ slot: `${s.bookingDate} ${s.timeSlot}`, sort: null, dir: null })}
          >
            {formatSeoulDate(s.bookingDate)} {s.timeSlot}
          </Button>
        ),
      },
      ...tallies,
      {
        id: 'seatsLeft',
        header: t`Seats left`,
        sortable: true,
        cell: (s) => (
          <>
            {s.seatsLeft} / {s.maxGuests}
            {s.overCapacity ? (
              <strong>
                {' '}
                <Trans>Over capacity</Trans>
              </strong>
            ) : null}
          </>
        ),
      },
    ];
  }, [t, update, tallies]);
  return (
    <>
      <Select
        label={t`Slot filter`}
        value={slotFilter}
        onChange={(v) => update({ slotFilter: v === 'all' ? null : v })}
        options={FILTERS.map((f) => ({ value: f, label: labels[f] }))}
      />
      {error ? (
        <Empty role="alert">
          <Trans>The slots could not be loaded.</Trans>
        </Empty>
      ) : (
        <>
          <DataTable
            label={t`Slots`}
            columns={columns}
            rows={page?.items ?? []}
            rowId={(s) => s.key}
            sort={{ column: params.sort ?? 'date', dir: params.dir ?? 'ASC' }}
            onSort={(sort, dir) => update({ sort, dir })}
            firstDir="DESC"
            loading={loading}
            empty={t`No slots match the condition.`}
          />
          <ServerPagination page={page} onChange={update} />
        </>
      )}
    </>
  );
}
