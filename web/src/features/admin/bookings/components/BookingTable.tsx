import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { DataTable, type DataColumn, type RowSelectionState, type SortDir } from '@/components/table';
import type { AdminBookingPaymentFragment, AdminBookingRowFragment } from '@/generated/graphql';
import { PaymentBadge } from '../payments/PaymentBadge';
import { optionName } from '../labels';
import { StatusBadge } from '@/features/admin/kit/BookingStatusBadge';
import { HoldNote } from './HoldNote';
import { MovedFrom } from './MovedFrom';
import { displayPhone } from '@domain/phone';
import { formatSeoulDate, formatSeoulDateTime } from '@/features/admin/kit/seoulTime';
import { Marker } from '@/features/admin/kit/Marker';

/** The flat list's rows carry the payment column's fields (AdminBookings only). */
type Row = AdminBookingRowFragment & Partial<AdminBookingPaymentFragment>;
/** One slot's applications need no item, date or time, but show the e-mail. */
const ONE_SLOT_HIDES = ['itemLanguage', 'itemTitle', 'bookingDate', 'timeSlot'];
const LIST_HIDES = ['guestEmail'];

type BookingTableProps = {
  rows: Row[];
  loading: boolean;
  sort: string | null;
  dir: SortDir | null;
  onSort: (column: string, dir: SortDir) => void;
  selection: { state: RowSelectionState; onChange: (next: RowSelectionState) => void };
  onManage: (booking: Row) => void;
  /** The applications of one slot (level 3): applicant, guests, phone, e-mail, status, created. */
  compact?: boolean;
};

/** The applications table: the first cell opens the booking; each row has a labelled checkbox. */
export function BookingTable({
  rows,
  loading,
  sort,
  dir,
  onSort,
  selection,
  onManage,
  compact,
}: BookingTableProps) {
  const { t } = useLingui();
  const columns = useMemo(() => {
    const all: DataColumn<Row>[] = [
      {
        id: 'id',
        header: t`ID`,
        cell: (b) => (
          <Button variant="ghost" size="sm" onClick={() => onManage(b)} aria-label={t`Open booking #${b.id}`}>
            #{b.id}
          </Button>
        ),
      },
      {
        id: 'itemLanguage',
        header: t`Language`,
        cell: (b) => (b.itemLanguage === 'N/A' ? t`N/A` : b.itemLanguage),
      },
      {
        id: 'itemTitle',
        header: t`Item`,
        cell: (b) => (b.itemTitle === 'Unknown' ? t`Unknown` : b.itemTitle),
      },
      {
        id: 'bookingDate',
        header: t`Date`,
        cell: (b) => (
          <>
            {formatSeoulDate(b.bookingDate)}
            <MovedFrom booking={b} />
          </>
        ),
      },
      { id: 'timeSlot', header: t`Time`, cell: (b) => b.timeSlot },
      {
        id: 'guestName',
        header: t`Applicant`,
        cell: (b) => (
          <>
            {b.guestName}
            {compact ? <MovedFrom booking={b} /> : null}
            {b.resellerName ? (
              <>
                {' '}
                <Marker $tone="info" title={t`Booked by reseller ${b.resellerName}`}>
                  {b.resellerName}
                </Marker>
              </>
            ) : null}
          </>
        ),
      },
      { id: 'numberOfGuests', header: t`Guests`, cell: (b) => b.numberOfGuests },
      { id: 'option', header: t`Option`, cell: (b) => optionName(b, t`Option`) ?? '—' },
      { id: 'guestPhone', header: t`Phone`, cell: (b) => displayPhone(b.guestPhone) },
      { id: 'guestEmail', header: t`E-mail`, cell: (b) => b.guestEmail },
      { id: 'createdAt', header: t`Created`, cell: (b) => formatSeoulDateTime(b.createdAt) },
      {
        id: 'status',
        header: t`Status`,
        cell: (b) => (
          <>
            <StatusBadge status={b.status} />
            <HoldNote booking={b} />
          </>
        ),
      },
      {
        id: 'payment',
        header: t`Payment`,
        cell: (b) => (
          <PaymentBadge status={b.paymentStatus} overdue={b.paymentOverdue} online={b.paidOnline} />
        ),
      },
    ];
    const hidden = compact ? ONE_SLOT_HIDES : LIST_HIDES;
    // The option and payment are shown, not sorted by (the server sorts the other columns).
    const shown = all
      .filter((c) => !hidden.includes(c.id))
      .map((c) => ({ ...c, sortable: c.id !== 'option' && c.id !== 'payment' }));
    return [
      ...shown,
      {
        id: 'manage',
        header: t`Manage`,
        cell: (b: Row) => (
          <Button variant="secondary" size="sm" onClick={() => onManage(b)}>
            <Trans>Manage</Trans>
          </Button>
        ),
      },
    ];
  }, [t, compact, onManage]);

  return (
    <DataTable
      label={t`Applications`}
      columns={columns}
      rows={rows}
      rowId={(b) => b.id}
      sort={{ column: sort ?? 'createdAt', dir: dir ?? 'DESC' }}
      onSort={onSort}
      firstDir="DESC"
      loading={loading}
      empty={t`No applications match the condition.`}
      selection={{ ...selection, label: (b) => t`Select booking #${b.id} (${b.guestName})` }}
    />
  );
}
