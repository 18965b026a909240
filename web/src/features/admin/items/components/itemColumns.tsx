import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatKrw } from '@domain/pricing';
import { TagChip } from '@/components/Badge';
import { Button } from '@/components/Button';
import { TitleButton, type DataColumn } from '@/components/table';
import { useToast } from '@/components/toast';
import { AlertDialog, DropdownMenu, Switch } from '@/components/ui';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { AdminItemFragment } from '@/generated/graphql';
import { serverMessage } from '@/lib/serverError';
import { useItemActions } from '../hooks/useItemActions';

const Thumb = styled.img`
  width: 64px;
  height: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Old = styled.s`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The on-sale switch of one item: a failed change shows the server's message and flips back. */
function OnSaleSwitch({ item }: { item: AdminItemFragment }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const actions = useItemActions();
  async function toggle(on: boolean) {
    try {
      await actions.setActive(item.id, on);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t`Update Failed`,
        description: serverMessage(error) ?? t`Please try again.`,
      });
    }
  }
  return (
    <Switch
      checked={item.isActive}
      onCheckedChange={(on) => void toggle(on)}
      label={<VisuallyHidden>{t`${item.title} on sale`}</VisuallyHidden>}
    />
  );
}

/** An item's actions menu: edit, duplicate, open the storefront page, delete (confirmed). */
function ItemActions({ item, onEdit }: { item: AdminItemFragment; onEdit: (id: number) => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const actions = useItemActions();
  const [confirming, setConfirming] = useState(false);
  const fail = (title: string, error: unknown) =>
    toast({ variant: 'destructive', title, description: serverMessage(error) ?? t`Please try again.` });

  async function duplicate() {
    try {
      const { data } = await actions.duplicate({ variables: { id: item.id } });
      const title = data?.duplicateExperience.title ?? '';
      toast({
        variant: 'success',
        title: t`Item duplicated`,
        description: t`"${title}" was created, switched off.`,
      });
    } catch (error) {
      fail(t`Duplicate failed`, error);
    }
  }
  async function remove() {
    try {
      await actions.remove(item.id);
      toast({ variant: 'success', title: t`Item deleted` });
    } catch (error) {
      fail(t`Delete Failed`, error);
    }
  }

  return (
    <>
      <DropdownMenu
        align="end"
        trigger={
          <Button variant="ghost" size="sm" aria-label={t`Actions for ${item.title}`}>
            ⋯
          </Button>
        }
        items={[
          { id: 'edit', label: t`Edit`, onSelect: () => onEdit(item.id) },
          { id: 'duplicate', label: t`Duplicate`, onSelect: () => void duplicate() },
          {
            id: 'open',
            label: t`Open storefront page`,
            onSelect: () => window.open(`/experiences/${item.id}`, '_blank', 'noopener'),
          },
          {
            id: 'delete',
            label: t`Delete`,
            destructive: true,
            separated: true,
            onSelect: () => setConfirming(true),
          },
        ]}
      />
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Delete "${item.title}"?`}
        description={t`This cannot be undone. An item with bookings or reviews cannot be deleted: switch it off instead.`}
        confirmLabel={t`Delete`}
        destructive
        onConfirm={remove}
      />
    </>
  );
}

function PriceCell({ item }: { item: AdminItemFragment }) {
  const { i18n } = useLingui();
  const won = (n: number) => formatKrw(n, i18n.locale);
  return item.discountedPrice < item.price ? (
    <>
      <Old>{won(item.price)}</Old>
      {won(item.discountedPrice)} ({item.promotionDiscount}%)
    </>
  ) : (
    won(item.price)
  );
}

/** The items list's columns: title (opens the editor; an instant item marked), photo, category, language, price, on sale, actions. */
export function useItemColumns(onEdit: (id: number) => void): DataColumn<AdminItemFragment>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        id: 'title',
        header: t`Title`,
        sortable: true,
        rowHeader: true,
        cell: (item) => (
          <>
            <TitleButton onClick={() => onEdit(item.id)}>{item.title}</TitleButton>
            <Meta>
              #{item.id}
              {item.confirmationMode === 'instant' ? (
                <TagChip title={t`Bookings with free seats are confirmed at once`}>{t`Instant`}</TagChip>
              ) : null}
            </Meta>
          </>
        ),
      },
      {
        id: 'photo',
        header: t`Photo`,
        cell: (item) => (item.mainImage ? <Thumb src={item.mainImage} alt="" /> : <Trans>No image</Trans>),
      },
      { id: 'category', header: t`Category`, cell: (item) => item.category },
      { id: 'language', header: t`Language`, cell: (item) => item.language.join(', ') },
      { id: 'price', header: t`Price`, sortable: true, cell: (item) => <PriceCell item={item} /> },
      { id: 'onSale', header: t`On sale`, cell: (item) => <OnSaleSwitch item={item} /> },
      { id: 'actions', header: t`Actions`, cell: (item) => <ItemActions item={item} onEdit={onEdit} /> },
    ],
    [t, onEdit],
  );
}
