import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Checkbox } from '@/components/ui';
import type { AdminBookingRowFragment, SortDirection } from '@/generated/graphql';
import { formatBookingDate, formatSeoulDateTime } from '../labels';
import { StatusBadge } from './StatusBadge';
import { SortHeader, StyledTable } from './tableParts';

type BookingTableProps = {
  rows: AdminBookingRowFragment[];
  sort: string | null;
  dir: SortDirection | null;
  onSort: (column: string, dir: SortDirection) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  onManage: (booking: AdminBookingRowFragment) => void;
  /** The applications of one slot (level 3): applicant, guests, phone, e-mail, status, created. */
  compact?: boolean;
};

/** The applications table: the first cell opens the booking; each row has a labelled checkbox. */
export function BookingTable({
  rows,
  sort,
  dir,
  onSort,
  selected,
  onSelect,
  onManage,
  compact,
}: BookingTableProps) {
  const { t } = useLingui();
  const allOn = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someOn = rows.some((r) => selected.has(r.id));
  const header = (column: string, label: string) => (
    <SortHeader column={column} label={label} sort={sort} dir={dir} defaultSort="createdAt" onSort={onSort} />
  );
  return (
    <StyledTable>
      <thead>
        <tr>
          <th scope="col">
            <Checkbox
              aria-label={t`Select all on this page`}
              checked={allOn ? true : someOn ? 'indeterminate' : false}
              onCheckedChange={(on) =>
                onSelect(
                  rows.map((r) => r.id),
                  on,
                )
              }
            />
          </th>
          {header('id', t`ID`)}
          {!compact && header('itemLanguage', t`Language`)}
          {!compact && header('itemTitle', t`Item`)}
          {!compact && header('bookingDate', t`Date`)}
          {!compact && header('timeSlot', t`Time`)}
          {header('guestName', t`Applicant`)}
          {header('numberOfGuests', t`Guests`)}
          {header('guestPhone', t`Phone`)}
          {compact && header('guestEmail', t`E-mail`)}
          {header('createdAt', t`Created`)}
          {header('status', t`Status`)}
          <th scope="col">
            <Trans>Manage</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((b) => (
          <tr key={b.id}>
            <td>
              <Checkbox
                aria-label={t`Select booking #${b.id} (${b.guestName})`}
                checked={selected.has(b.id)}
                onCheckedChange={(on) => onSelect([b.id], on)}
              />
            </td>
            <td>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onManage(b)}
                aria-label={t`Open booking #${b.id}`}
              >
                #{b.id}
              </Button>
            </td>
            {!compact && <td>{b.itemLanguage === 'N/A' ? t`N/A` : b.itemLanguage}</td>}
            {!compact && <td>{b.itemTitle === 'Unknown' ? t`Unknown` : b.itemTitle}</td>}
            {!compact && <td>{formatBookingDate(b.bookingDate)}</td>}
            {!compact && <td>{b.timeSlot}</td>}
            <td>{b.guestName}</td>
            <td>{b.numberOfGuests}</td>
            <td>{b.guestPhone}</td>
            {compact && <td>{b.guestEmail}</td>}
            <td>{formatSeoulDateTime(b.createdAt)}</td>
            <td>
              <StatusBadge status={b.status} />
            </td>
            <td>
              <Button variant="secondary" size="sm" onClick={() => onManage(b)}>
                <Trans>Manage</Trans>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
