import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import type { SortDirection } from '@/generated/graphql';

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }

  th {
    white-space: nowrap;
  }
`;

const SortButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

type SortHeaderProps = {
  column: string;
  label: ReactNode;
  sort: string | null;
  dir: SortDirection | null;
  defaultSort: string;
  onSort: (column: string, dir: SortDirection) => void;
};

/** A sortable column header: a real button, with aria-sort on the sorted one. */
export function SortHeader({ column, label, sort, dir, defaultSort, onSort }: SortHeaderProps) {
  const active = (sort ?? defaultSort) === column;
  const direction = dir ?? 'DESC';
  const ariaSort = active ? (direction === 'ASC' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" aria-sort={ariaSort}>
      <SortButton
        type="button"
        onClick={() => onSort(column, active && direction === 'DESC' ? 'ASC' : 'DESC')}
      >
        {label}
        {active ? (direction === 'ASC' ? ' ▲' : ' ▼') : ''}
      </SortButton>
    </th>
  );
}

const PagerBar = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

type PagerProps = {
  of: { page: number; pageSize: number; totalCount: number };
  update: (changes: { page: number }) => void;
};

/** Previous / next with "page X of Y (N in total)". */
export function Pager({ of, update }: PagerProps) {
  const { page, pageSize, totalCount: total } = of;
  const onPage = (p: number) => update({ page: p });
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <PagerBar aria-label={t`Pages`}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span>
        <Trans>
          Page {page} of {pages} ({total} in total)
        </Trans>
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </PagerBar>
  );
}

export const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A count of bookings with its guests under it, e.g. "3 / 7 guests". */
export function CountCell({ bookings, guests }: { bookings: number; guests: number }) {
  return (
    <td>
      <Trans>
        {bookings} ({guests} guests)
      </Trans>
    </td>
  );
}
