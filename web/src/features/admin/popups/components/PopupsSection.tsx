import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { DataTable, Pagination, TableToolbar } from '@/components/table';
import { AdminPopupsDocument } from '@/generated/graphql';
import { PopupDialog } from './PopupDialog';
import { usePopupColumns } from './popupColumns';

const PAGE_SIZE = 20;

/** Every popup with the count, newest first, paged in the URL; add/edit dialog, delete. */
export function PopupsSection() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error } = useQuery(AdminPopupsDocument, {
    variables: { page: { page, pageSize: PAGE_SIZE } },
  });
  const [adding, setAdding] = useState(false);
  const list = data?.adminPopups;
  const editingId = Number(params.get('edit')) || undefined;
  const editing = list?.items.find((p) => p.id === editingId);

  const setParam = (key: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const columns = usePopupColumns((id) => setParam('edit', String(id)));

  return (
    <section aria-labelledby="popups-heading">
      <h2 id="popups-heading">
        <Trans>Popups</Trans>
      </h2>
      <TableToolbar>
        <Button onClick={() => setAdding(true)}>
          <Trans>Add popup</Trans>
        </Button>
      </TableToolbar>
      {error ? <p role="alert">{t`The popups could not be loaded.`}</p> : null}
      <DataTable
        caption={list ? t`${list.totalCount} popups` : t`Loading popups`}
        columns={columns}
        rows={list?.items ?? []}
        rowId={(popup) => popup.id}
        loading={loading}
        empty={t`No popups yet.`}
      />
      {list ? (
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          totalCount={list.totalCount}
          onPage={(p) => setParam('page', String(p))}
        />
      ) : null}
      <PopupDialog open={adding} onOpenChange={setAdding} />
      {editing ? (
        <PopupDialog
          open
          onOpenChange={(open) => (open ? undefined : setParam('edit', undefined))}
          popup={editing}
        />
      ) : null}
    </section>
  );
}
