import { useCallback, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { DataTable, Pagination, SearchBox, TableToolbar, useListParams } from '@/components/table';
import { Select } from '@/components/ui';
import {
  AdminExperiencesDocument,
  type AdminExperienceFilter,
  type AdminExperienceSort,
  type CultureTag,
  type ExperienceStatus,
  type PromotionType,
} from '@/generated/graphql';
import { EditItemDialog } from './EditItemDialog';
import { useItemColumns } from './itemColumns';
import { ItemsFilterDialog, type ItemFilters } from './ItemsFilterDialog';

const SORTS: readonly AdminExperienceSort[] = ['title', 'price'];
const STATUSES = ['active', 'inactive', 'all'] as const;

/** The items list: search, status (active by default), filters, paging, all in the URL. */
export function ItemsSection() {
  const { t } = useLingui();
  const { params, set } = useListParams({
    filters: ['status', 'category', 'language', 'tag', 'promotion', 'edit'],
    sorts: SORTS,
  });
  const status = (STATUSES as readonly string[]).includes(params.filters.status)
    ? (params.filters.status as ExperienceStatus)
    : 'active';
  const { q, page, pageSize } = params;
  const filters: ItemFilters = {
    category: params.filters.category,
    language: params.filters.language,
    tag: params.filters.tag,
    promotion: params.filters.promotion,
  };
  const [filtering, setFiltering] = useState(false);
  const editing = Number(params.filters.edit) || undefined;
  const onEdit = useCallback((id: number) => set({ edit: id }, { keepPage: true }), [set]);
  const columns = useItemColumns(onEdit);

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
  const sort = params.sort as AdminExperienceSort | null;
  const direction = params.dir ?? 'DESC';
  const { data, loading, error, refetch } = useQuery(AdminExperiencesDocument, {
    variables: { filter, page: { page, pageSize }, ...(sort ? { sort, direction } : {}) },
  });
  const list = data?.adminExperiences;
  const filterCount = Object.values(filters).filter(Boolean).length;

  return (
    <section aria-labelledby="items-heading">
      <h2 id="items-heading">
        <Trans>Items</Trans>
      </h2>
      <TableToolbar>
        <SearchBox label={t`Search items`} value={q} onSearch={(text) => set({ q: text })} />
        <Select
          label={t`Status`}
          value={status}
          onChange={(next) => set({ status: next })}
          options={[
            { value: 'active', label: t`Active` },
            { value: 'inactive', label: t`Inactive` },
            { value: 'all', label: t`All` },
          ]}
        />
        <Button variant="secondary" onClick={() => setFiltering(true)}>
          {filterCount ? t`Filters (${filterCount})` : t`Filters`}
        </Button>
        <Button variant="secondary" onClick={() => void refetch()}>
          <Trans>Refresh</Trans>
        </Button>
        <Link to="/admin/add-item">
          <Trans>Add Item</Trans>
        </Link>
      </TableToolbar>
      <ItemsFilterDialog
        open={filtering}
        onOpenChange={setFiltering}
        value={filters}
        onApply={(f) => {
          setFiltering(false);
          set(f);
        }}
      />
      {error ? <p role="alert">{t`The items could not be loaded.`}</p> : null}
      <DataTable
        caption={list ? t`${list.totalCount} items` : t`Loading items`}
        columns={columns}
        rows={list?.items ?? []}
        rowId={(item) => item.id}
        sort={sort ? { column: sort, dir: direction } : null}
        onSort={(column, dir) => set({ sort: column, dir })}
        loading={loading}
        empty={t`No items match the conditions.`}
      />
      {list ? (
        <Pagination
          page={page}
          pageSize={pageSize}
          totalCount={list.totalCount}
          onPage={(p) => set({ page: p })}
          onPageSize={(size) => set({ pageSize: size })}
        />
      ) : null}
      {editing ? (
        <EditItemDialog id={editing} onClose={() => set({ edit: null, tab: null }, { keepPage: true })} />
      ) : null}
    </section>
  );
}
