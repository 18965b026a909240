import { useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatKrw } from '@domain/pricing';
import { Button } from '@/components/Button';
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

const TitleButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  text-decoration: underline;
`;

const Old = styled.s`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One item of the list: title (opens the editor), photo, price, on-sale switch and actions. */
export function ItemRow({ item, onEdit }: { item: AdminItemFragment; onEdit: (id: number) => void }) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const actions = useItemActions();
  const [confirming, setConfirming] = useState(false);
  const won = (n: number) => formatKrw(n, i18n.locale);
  const fail = (title: string, error: unknown) =>
    toast({ variant: 'destructive', title, description: serverMessage(error) ?? t`Please try again.` });

  async function toggle(on: boolean) {
    try {
      await actions.setActive(item.id, on);
    } catch (error) {
      fail(t`Update Failed`, error);
    }
  }
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
    <tr>
      <th scope="row">
        <TitleButton type="button" onClick={() => onEdit(item.id)}>
          {item.title}
        </TitleButton>
        <div>#{item.id}</div>
      </th>
      <td>{item.mainImage ? <Thumb src={item.mainImage} alt="" /> : <Trans>No image</Trans>}</td>
      <td>{item.category}</td>
      <td>{item.language.join(', ')}</td>
      <td>
        {item.discountedPrice < item.price ? (
          <>
            <Old>{won(item.price)}</Old>
            {won(item.discountedPrice)} ({item.promotionDiscount}%)
          </>
        ) : (
          won(item.price)
        )}
      </td>
      <td>
        <Switch
          checked={item.isActive}
          onCheckedChange={(on) => void toggle(on)}
          label={<VisuallyHidden>{t`${item.title} on sale`}</VisuallyHidden>}
        />
      </td>
      <td>
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
      </td>
    </tr>
  );
}
