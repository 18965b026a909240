import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { BulkBar, ServerPagination, StatusTabs, useRowSelection } from '@/components/table';
import {
  AdminBookingsDocument,
  type AdminBookingRowFragment,
  type BookingSort,
  type BookingStatus,
  type BulkBookingAction,
} from '@/generated/graphql';
import { STATUS_LABELS } from '../labels';
import { WaitlistQueue } from './WaitlistQueue';
import type { BookingParams } from '../hooks/useBookingParams';
import { useTitleLanguage } from '@/features/admin/kit/useTitleLanguage';
import { BookingFilters } from './BookingFilters';
import { BookingTable } from './BookingTable';
import { BankImportDialog } from '../bankImport/BankImportDialog';
import { BulkDialog } from './BulkDialog';
import { Empty } from './tableParts';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const TABS: (BookingStatus | null)[] = [
  'pending',
  'awaiting_payment',
  'confirmed',
  'cancelled',
  'expired',
  null,
];

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
    payment: oneSlot ? null : params.payment,
  };
  const titleLanguage = useTitleLanguage();
  const { data, error, loading } = useQuery(AdminBookingsDocument, {
    variables: {
      titleLanguage,
      page: { page: params.page, pageSize: params.pageSize },
      sort: params.sort as BookingSort | null,
      direction: params.dir,
      filter,
    },
  });
  const selection = useRowSelection();
  const [bulk, setBulk] = useState<BulkBookingAction | null>(null);
  const [importing, setImporting] = useState(false);
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

  return (
    <section aria-label={t`Applications`}>
      <StatusTabs
        label={t`Status`}
        value={params.status}
        onChange={(status) => update({ status })}
        tabs={TABS.map((status) => ({
          value: status,
          label: status ? i18n._(STATUS_LABELS[status]) : t`All`,
          count: counts
            ? status
              ? counts[status === 'awaiting_payment' ? 'awaitingPayment' : status]
              : counts.all
            : null,
        }))}
      />
      <BookingFilters params={params} update={update} searchOnly={oneSlot} />
      <Toolbar>
        <Button size="sm" variant="secondary" onClick={() => setImporting(true)}>
          <Trans>Import bank statement</Trans>
        </Button>
        <a href={csvHref} download>
          <Trans>Export CSV</Trans>
        </a>
      </Toolbar>
      <BulkBar count={selection.ids.length} onClear={selection.clear}>
        <Button size="sm" onClick={() => setBulk('approve')}>
          <Trans>Approve selected</Trans>
        </Button>
        <Button size="sm" variant="danger" onClick={() => setBulk('cancel')}>
          <Trans>Cancel selected</Trans>
        </Button>
      </BulkBar>
      {error ? (
        <Empty role="alert">
          <Trans>The applications could not be loaded.</Trans>
        </Empty>
      ) : (
        <>
          <BookingTable
            rows={page?.items ?? []}
            loading={loading}
            sort={params.sort}
            dir={params.dir}
            onSort={(sort, dir) => update({ sort, dir })}
            selection={selection}
            onManage={onManage}
            compact={oneSlot}
          />
          <ServerPagination page={page} onChange={update} />
        </>
      )}
      {oneSlot ? (
        <WaitlistQueue itemId={params.item} date={params.slot!.date} time={params.slot!.time} />
      ) : null}
      {importing && <BankImportDialog onClose={() => setImporting(false)} />}
      {bulk && (
        <BulkDialog
          action={bulk}
          ids={selection.ids.map(Number)}
          onClose={(done) => {
            setBulk(null);
            if (done) selection.clear();
          }}
        />
      )}
    </section>
  );
}
