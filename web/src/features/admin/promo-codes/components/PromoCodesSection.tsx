import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatKrw } from '@domain/pricing';
import { Button } from '@/components/Button';
import { DataTable, Pagination, TableToolbar, type DataColumn } from '@/components/table';
import { useToast } from '@/components/toast';
import { AlertDialog } from '@/components/ui';
import {
  AdminPromoCodesDocument,
  DeletePromoCodeDocument,
  type AdminPromoCodeFragment,
} from '@/generated/graphql';
import { evictLists } from '@/lib/cacheEviction';
import { Marker } from '@/features/admin/kit/Marker';
import { useUrlList } from '@/features/admin/kit/useUrlList';
import { PromoCodeDialog } from './PromoCodeDialog';

/** Delete an unused code, confirmed first; a used one is switched off instead (the server says 409). */
function DeletePromoCode({ promoCode }: { promoCode: AdminPromoCodeFragment }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [remove] = useMutation(DeletePromoCodeDocument);
  const code = promoCode.code;
  if (promoCode.usage.bookings > 0) return null;
  async function confirm() {
    try {
      await remove({
        variables: { id: promoCode.id },
        update: (cache) =>
          evictLists(cache, ['adminPromoCodes'], { __typename: 'PromoCode', id: promoCode.id }),
      });
      toast({ variant: 'success', title: t`Promo code deleted.` });
    } catch {
      toast({ variant: 'destructive', title: t`Delete Failed`, description: t`Please try again.` });
    }
  }
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={t`Delete ${code}`}>
        <Trans>Delete</Trans>
      </Button>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Delete ${code}?`}
        description={t`No booking used this code. This cannot be undone.`}
        confirmLabel={t`Delete`}
        destructive
        onConfirm={confirm}
      />
    </>
  );
}

function usePromoCodeColumns(onEdit: (id: number) => void): DataColumn<AdminPromoCodeFragment>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const range = (from?: string | null, until?: string | null) =>
      from || until ? `${from ?? '…'} ~ ${until ?? '…'}` : t`Any`;
    return [
      {
        id: 'code',
        header: t`Code`,
        rowHeader: true,
        cell: (c) => {
          const code = c.code;
          return (
            <Button variant="ghost" size="sm" onClick={() => onEdit(c.id)} aria-label={t`Edit ${code}`}>
              <code>{code}</code>
            </Button>
          );
        },
      },
      {
        id: 'discount',
        header: t`Discount`,
        cell: (c) => (c.kind === 'percent' ? `${c.value}%` : formatKrw(c.value, i18n.locale)),
      },
      {
        id: 'items',
        header: t`Items`,
        cell: (c) => {
          const count = c.experienceIds.length;
          return count ? t`${count} items` : t`Every item`;
        },
      },
      { id: 'booked', header: t`Booked (Seoul)`, cell: (c) => range(c.bookingFrom, c.bookingUntil) },
      { id: 'travel', header: t`Visits`, cell: (c) => range(c.travelFrom, c.travelUntil) },
      {
        id: 'uses',
        header: t`Uses`,
        cell: (c) => (c.maxUses == null ? String(c.usage.uses) : `${c.usage.uses} / ${c.maxUses}`),
      },
      { id: 'bookings', header: t`Bookings`, cell: (c) => String(c.usage.bookings) },
      {
        id: 'discountTotal',
        header: t`Discount given`,
        cell: (c) => formatKrw(c.usage.discountTotal, i18n.locale),
      },
      {
        id: 'active',
        header: t`Status`,
        cell: (c) =>
          c.active ? (
            <Marker $tone="success">
              <Trans>Active</Trans>
            </Marker>
          ) : (
            <Marker $tone="muted">
              <Trans>Switched off</Trans>
            </Marker>
          ),
      },
      { id: 'delete', header: t`Delete`, cell: (c) => <DeletePromoCode promoCode={c} /> },
    ];
  }, [t, i18n, onEdit]);
}

/**
 * Promo codes (issue 41): every code with its items, uses, bookings and the discount it gave, newest
 * first, paged in the URL (`?page=`, `?edit=`: useUrlList); the add/edit dialog with the item picker and,
 * for a code, its bookings; delete for a code no booking used (a used one is switched off).
 */
export function PromoCodesSection() {
  const { t } = useLingui();
  const url = useUrlList();
  const { data, loading, error } = useQuery(AdminPromoCodesDocument, { variables: { page: url.pageInput } });
  const [adding, setAdding] = useState(false);
  const list = data?.adminPromoCodes;
  const editing = url.editing(list?.items);
  const columns = usePromoCodeColumns(url.edit);

  return (
    <section aria-labelledby="promo-codes-heading">
      <h2 id="promo-codes-heading">
        <Trans>Promo codes</Trans>
      </h2>
      <TableToolbar>
        <Button onClick={() => setAdding(true)}>
          <Trans>Add promo code</Trans>
        </Button>
      </TableToolbar>
      {error ? <p role="alert">{t`The promo codes could not be loaded.`}</p> : null}
      <DataTable
        caption={list ? t`${list.totalCount} promo codes` : t`Loading promo codes`}
        columns={columns}
        rows={list?.items ?? []}
        rowId={(c) => c.id}
        loading={loading}
        empty={t`No promo codes yet.`}
      />
      {list ? (
        <Pagination
          page={url.page}
          pageSize={url.pageSize}
          totalCount={list.totalCount}
          onPage={url.setPage}
        />
      ) : null}
      <PromoCodeDialog open={adding} onOpenChange={setAdding} />
      {editing ? (
        <PromoCodeDialog
          open
          onOpenChange={(open) => (open ? undefined : url.stopEditing())}
          promoCode={editing}
        />
      ) : null}
    </section>
  );
}
