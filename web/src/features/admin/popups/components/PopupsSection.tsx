import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { DataTable, Pagination, TableToolbar } from '@/components/table';
import { AdminPopupsDocument } from '@/generated/graphql';
import { useUrlList } from '@/features/admin/kit/useUrlList';
import { PopupDialog } from './PopupDialog';
import { usePopupColumns } from './popupColumns';

/** Every popup with the count, newest first, paged in the URL; add/edit dialog, delete. */
export function PopupsSection() {
  const { t } = useLingui();
  const url = useUrlList();
  const { data, loading, error } = useQuery(AdminPopupsDocument, { variables: { page: url.pageInput } });
  const [adding, setAdding] = useState(false);
  const list = data?.adminPopups;
  const editing = url.editing(list?.items);
  const columns = usePopupColumns(url.edit);

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
          page={url.page}
          pageSize={url.pageSize}
          totalCount={list.totalCount}
          onPage={url.setPage}
        />
      ) : null}
      <PopupDialog open={adding} onOpenChange={setAdding} />
      {editing ? (
        <PopupDialog open onOpenChange={(open) => (open ? undefined : url.stopEditing())} popup={editing} />
      ) : null}
    </section>
  );
}
