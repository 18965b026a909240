import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { AdminPopupsDocument } from '@/generated/graphql';
import { PopupDialog } from './PopupDialog';
import { PopupRow } from './PopupRow';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
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
  const pages = list ? Math.max(1, Math.ceil(list.totalCount / PAGE_SIZE)) : 1;

  const setParam = (key: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  return (
    <section aria-labelledby="popups-heading">
      <h2 id="popups-heading">
        <Trans>Popups</Trans>
      </h2>
      <Bar>
        <Button onClick={() => setAdding(true)}>
          <Trans>Add popup</Trans>
        </Button>
      </Bar>
      {error ? <p role="alert">{t`The popups could not be loaded.`}</p> : null}
      <Table aria-busy={loading}>
        <caption>{list ? t`${list.totalCount} popups` : t`Loading popups`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Image`}</th>
            <th scope="col">{t`Language`}</th>
            <th scope="col">{t`Link URL`}</th>
            <th scope="col">{t`Publishing period`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Edit`}</th>
            <th scope="col">{t`Delete`}</th>
          </tr>
        </thead>
        <tbody>
          {list?.items.map((popup) => (
            <PopupRow key={popup.id} popup={popup} onEdit={() => setParam('edit', String(popup.id))} />
          ))}
          {list && !list.items.length ? (
            <tr>
              <td colSpan={7}>{t`No popups yet.`}</td>
            </tr>
          ) : null}
        </tbody>
      </Table>
      {pages > 1 ? (
        <Bar as="nav" aria-label={t`Pages`}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setParam('page', String(page - 1))}>
            <Trans>Previous</Trans>
          </Button>
          <span>{t`Page ${page} of ${pages}`}</span>
          <Button
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setParam('page', String(page + 1))}
          >
            <Trans>Next</Trans>
          </Button>
        </Bar>
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
