import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import {
  AdminBookingsDocument,
  BookingItemSummariesDocument,
  type AdminBookingRowFragment,
  type BookingSort,
  type BookingStatus,
  type BulkBookingAction,
} from '@/generated/graphql';
import { STATUS_LABELS } from '../labels';
import type { BookingParams } from '../hooks/useBookingParams';
import { BookingFilters } from './BookingFilters';
import { BookingTable } from './BookingTable';
import { BulkDialog } from './BulkDialog';
import { Empty, Pager } from './tableParts';

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};

  a {
    margin-left: auto;
  }
`;

const TABS: (BookingStatus | null)[] = ['pending', 'confirmed', 'cancelled', null];

type BookingListProps = {
  params: BookingParams;
  update: (changes: Record<string, string | number | null>) => void;
  onManage: (booking: AdminBookingRowFragment) => void;
};

/** The flat list (and, with an item and slot in the URL, the applications of one slot). */
export function BookingList({ params, update, onManage }: BookingListProps) {
  const { t, i18n } = useLingui();
  const oneSlot = params.view === 'by-item' && params.slot !== null;
  const filter = {
    status: params.status,
    search: params.q || null,
    itemId: params.item,
    language: oneSlot ? null : params.language,
    dateFrom: oneSlot ? params.slot!.date : params.from || null,
    dateTo: oneSlot ? params.slot!.date : params.to || null,
    timeSlot: oneSlot ? params.slot!.time : null,
  };
  const { data, error, loading } = useQuery(AdminBookingsDocument, {
    variables: {
      page: { page: params.page, pageSize: params.pageSize },
      sort: params.sort as BookingSort | null,
      direction: params.dir,
      filter,
    },
  });
  const items = useQuery(BookingItemSummariesDocument, {
    variables: { page: { page: 1, pageSize: 100 }, sort: 'title', direction: 'ASC' },
    skip: oneSlot,
  });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulk, setBulk] = useState<BulkBookingAction | null>(null);
  const page = data?.adminBookings;
  const counts = page?.counts;

  const csvHref = useMemo(() => {
    const qs = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...filter, q: filter.search, search: null })) {
      if (value !== null && value !== undefined && value !== '') qs.set(key, String(value));
    }
    if (params.sort) qs.set('sort', params.sort);
    if (params.dir) qs.set('direction', params.dir);
    return `/api/admin/bookings.csv?${qs}`;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(filter), params.sort, params.dir]);

  const select = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <section aria-label={t`Applications`}>
      <Tabs role="group" aria-label={t`Status`}>
        {TABS.map((status) => {
          const label = status ? i18n._(STATUS_LABELS[status]) : t`All`;
          const count = counts ? (status ? counts[status] : counts.all) : '…';
          return (
            <Button
              key={status ?? 'all'}
              size="sm"
              variant={params.status === status ? 'primary' : 'secondary'}
              aria-pressed={params.status === status}
              onClick={() => update({ status })}
            >
              {label} ({count})
            </Button>
          );
        })}
      </Tabs>
      <BookingFilters
        params={params}
        update={update}
        items={items.data?.bookingItemSummaries.items ?? []}
        searchOnly={oneSlot}
      />
      <Toolbar>
        {selected.size > 0 && (
          <>
            <span>
              <Trans>{selected.size} selected</Trans>
            </span>
            <Button size="sm" onClick={() => setBulk('approve')}>
              <Trans>Approve selected</Trans>
            </Button>
            <Button size="sm" variant="danger" onClick={() => setBulk('cancel')}>
              <Trans>Cancel selected</Trans>
            </Button>
          </>
        )}
        <a href={csvHref} download>
          <Trans>Export CSV</Trans>
        </a>
      </Toolbar>
      {error ? (
        <Empty role="alert">
          <Trans>The applications could not be loaded.</Trans>
        </Empty>
      ) : !page && loading ? (
        <Empty>
          <Trans>Loading…</Trans>
        </Empty>
      ) : page && page.items.length === 0 ? (
        <Empty>
          <Trans>No applications match the condition.</Trans>
        </Empty>
      ) : page ? (
        <>
          <BookingTable
            rows={page.items}
            sort={params.sort}
            dir={params.dir}
            onSort={(sort, dir) => update({ sort, dir })}
            selected={selected}
            onSelect={select}
            onManage={onManage}
            compact={oneSlot}
          />
          <Pager of={page} update={update} />
        </>
      ) : null}
      {bulk && (
        <BulkDialog
          action={bulk}
          ids={[...selected]}
          onClose={(done) => {
            setBulk(null);
            if (done) setSelected(new Set());
          }}
        />
      )}
    </section>
  );
}
