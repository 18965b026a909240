import { Fragment, useId } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/Skeleton';
import { Checkbox, Select } from '@/components/ui';
import { RowCheckbox, selectAll } from './selection';
import type { DataViewProps } from './tableModel';
import type { SortDir } from './useListParams';

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  > div {
    grid-column: 2;
    min-width: 0;
  }

  dl {
    display: grid;
    grid-template-columns: minmax(6rem, auto) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    min-width: 0;
  }
`;

const CardTitle = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const CardSelect = styled.div`
  grid-column: 1 !important;
  grid-row: 1 / span 2;
`;

const CardsCaption = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: 600;
`;

const SortBar = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

/**
 * The phone's view of a DataTable: every field of a row readable at 390 px, no sideways scrolling.
 * A card per row (the row header as its title, the other columns as label and value, the same
 * checkboxes), a "Sort by" choice in place of the headers, and select-all above the cards.
 */
export function CardList<T extends object>({
  table,
  columns,
  caption,
  label,
  sort,
  onSort,
  loading,
  empty,
  selection,
  skeletonRows = 5,
}: DataViewProps<T>) {
  const { t } = useLingui();
  const captionId = useId();
  const tableRows = table.getRowModel().rows;
  const titleColumn = columns.find((c) => c.rowHeader) ?? columns[0];
  const sortable = columns.filter((c) => c.sortable);
  return (
    <div aria-busy={loading || undefined}>
      {caption ? <CardsCaption id={captionId}>{caption}</CardsCaption> : null}
      {onSort && sortable.length ? (
        <SortBar>
          <Select
            label={t`Sort by`}
            value={sort ? `${sort.column}:${sort.dir}` : ''}
            onChange={(value) => {
              const [column, dir] = value.split(':');
              onSort(column, dir as SortDir);
            }}
            options={sortable.flatMap((c) => [
              { value: `${c.id}:ASC`, label: t`${c.header}, ascending` },
              { value: `${c.id}:DESC`, label: t`${c.header}, descending` },
            ])}
          />
        </SortBar>
      ) : null}
      {selection && tableRows.length ? (
        <SortBar>
          <Checkbox label={selection.allLabel ?? t`Select all on this page`} {...selectAll(table)} />
        </SortBar>
      ) : null}
      <Cards aria-label={label} aria-labelledby={caption ? captionId : undefined}>
        {tableRows.map((row) => (
          <Card key={row.id}>
            {selection ? (
              <CardSelect>
                <RowCheckbox row={row} selection={selection} />
              </CardSelect>
            ) : null}
            <div>
              <CardTitle>{titleColumn.cell(row.original)}</CardTitle>
              <dl>
                {columns
                  .filter((c) => c !== titleColumn && !c.hideOnCard)
                  .map((c) => (
                    <Fragment key={c.id}>
                      <dt>{c.header}</dt>
                      <dd>{c.cell(row.original)}</dd>
                    </Fragment>
                  ))}
              </dl>
            </div>
          </Card>
        ))}
        {!tableRows.length && loading
          ? Array.from({ length: skeletonRows }, (_, i) => (
              <Card key={`skeleton-${i}`} data-testid="skeleton-row">
                <div>
                  <Skeleton />
                </div>
              </Card>
            ))
          : null}
        {!tableRows.length && !loading ? (
          <Card>
            <div>{empty}</div>
          </Card>
        ) : null}
      </Cards>
    </div>
  );
}
