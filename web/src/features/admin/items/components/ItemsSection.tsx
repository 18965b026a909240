import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { SelectField, TextField } from '@/components/FormField';
import {
  AdminExperiencesDocument,
  type AdminExperienceFilter,
  type AdminExperienceSort,
  type SortDirection,
  type CultureTag,
  type ExperienceStatus,
  type PromotionType,
} from '@/generated/graphql';
import { EditItemDialog } from './EditItemDialog';
import { ItemRow } from './ItemRow';
import { ItemsFilterDialog, type ItemFilters } from './ItemsFilterDialog';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
`;

const SortButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const PAGE_SIZE = 20;
const SORTS: readonly AdminExperienceSort[] = ['title', 'price'];
const STATUSES = ['active', 'inactive', 'all'] as const;

/** The items list: search, status (active by default), filters, paging, all in the URL. */
export function ItemsSection() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as ExperienceStatus)
    : 'active';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters: ItemFilters = {
    category: params.get('category') ?? '',
    language: params.get('language') ?? '',
    tag: params.get('tag') ?? '',
    promotion: params.get('promotion') ?? '',
  };
  const [search, setSearch] = useState(q);
  const [filtering, setFiltering] = useState(false);
  const editing = Number(params.get('edit')) || undefined;

  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  // The search applies once typing pauses.
  useEffect(() => {
    if (search === q) return;
    const timer = setTimeout(() => update({ q: search.trim() || undefined, page: undefined }), 300);
    return () => clearTimeout(timer);
  });

  const filter: AdminExperienceFilter = {
    status,
    search: q || null,
    category: (filters.category || null) as AdminExperienceFilter['category'],
    language: (filters.language || null) as AdminExperienceFilter['language'],
    cultureTag: filters.tag ? (filters.tag.replace('-', '_').toUpperCase() as CultureTag) : null,
    promotion: filters.promotion
      ? ((filters.promotion === '%OFF' ? 'PERCENT_OFF' : filters.promotion) as PromotionType)
      : null,
  };
  const sort = SORTS.find((key) => key === params.get('sort'));
  const direction: SortDirection = params.get('dir') === 'asc' ? 'ASC' : 'DESC';
  const { data, loading, error, refetch } = useQuery(AdminExperiencesDocument, {
    variables: { filter, page: { page, pageSize: PAGE_SIZE }, ...(sort ? { sort, direction } : {}) },
  });
  /** A sortable column header: a button that sorts by it (again: the other way), with aria-sort. */
  const sortable = (key: AdminExperienceSort, label: string) => {
    const active = sort === key;
    return (
      <th scope="col" aria-sort={active ? (direction === 'ASC' ? 'ascending' : 'descending') : undefined}>
        <SortButton
          type="button"
          onClick={() =>
            update({ sort: key, dir: active && direction === 'ASC' ? 'desc' : 'asc', page: undefined })
          }
        >
          {label}
          {active ? (direction === 'ASC' ? ' ▲' : ' ▼') : null}
        </SortButton>
      </th>
    );
  };
  const list = data?.adminExperiences;
  const pages = list ? Math.max(1, Math.ceil(list.totalCount / PAGE_SIZE)) : 1;
  const filterCount = Object.values(filters).filter(Boolean).length;

  return (
    <section aria-labelledby="items-heading">
      <h2 id="items-heading">
        <Trans>Items</Trans>
      </h2>
      <Bar>
        <TextField
          label={t`Search items`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          label={t`Status`}
          value={status}
          onChange={(e) => update({ status: e.target.value, page: undefined })}
        >
          <option value="active">{t`Active`}</option>
          <option value="inactive">{t`Inactive`}</option>
          <option value="all">{t`All`}</option>
        </SelectField>
        <Button variant="secondary" onClick={() => setFiltering(true)}>
          {filterCount ? t`Filters (${filterCount})` : t`Filters`}
        </Button>
        <Button variant="secondary" onClick={() => void refetch()}>
          <Trans>Refresh</Trans>
        </Button>
        <Link to="/admin/add-item">
          <Trans>Add Item</Trans>
        </Link>
      </Bar>
      <ItemsFilterDialog
        open={filtering}
        onOpenChange={setFiltering}
        value={filters}
        onApply={(f) => {
          setFiltering(false);
          update({ ...f, page: undefined });
        }}
      />
      {error ? <p role="alert">{t`The items could not be loaded.`}</p> : null}
      <Table aria-busy={loading}>
        <caption>{list ? t`${list.totalCount} items` : t`Loading items`}</caption>
        <thead>
          <tr>
            {sortable('title', t`Title`)}
            <th scope="col">{t`Photo`}</th>
            <th scope="col">{t`Category`}</th>
            <th scope="col">{t`Language`}</th>
            {sortable('price', t`Price`)}
            <th scope="col">{t`On sale`}</th>
            <th scope="col">{t`Actions`}</th>
          </tr>
        </thead>
        <tbody>
          {list?.items.map((item) => (
            <ItemRow key={item.id} item={item} onEdit={(id) => update({ edit: String(id) })} />
          ))}
          {list && !list.items.length ? (
            <tr>
              <td colSpan={7}>{t`No items match the conditions.`}</td>
            </tr>
          ) : null}
        </tbody>
      </Table>
      {pages > 1 ? (
        <Bar as="nav" aria-label={t`Pages`}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
            <Trans>Previous</Trans>
          </Button>
          <span>{t`Page ${page} of ${pages}`}</span>
          <Button
            variant="secondary"
            disabled={page >= pages}
            onClick={() => update({ page: String(page + 1) })}
          >
            <Trans>Next</Trans>
          </Button>
        </Bar>
      ) : null}
      {editing ? (
        <EditItemDialog id={editing} onClose={() => update({ edit: undefined, tab: undefined })} />
      ) : null}
    </section>
  );
}
