import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { seoulDotDate } from '@domain/seoulInstant';
import { Button } from '@/components/Button';
import { SafeLink } from '@/components/SafeLink';
import type { DataColumn } from '@/components/table';
import { useToast } from '@/components/toast';
import { AlertDialog } from '@/components/ui';
import type { AdminPopupFragment, PopupStatus } from '@/generated/graphql';
import { LANGUAGE_LABELS } from '@/features/admin/kit/contentLanguages';
import { Marker, type MarkerTone } from '@/features/admin/kit/Marker';
import { usePopupActions } from '../hooks/usePopupActions';
import { POPUP_STATUS_LABELS } from '../hooks/usePopupSchema';

const ImageButton = styled.button`
  display: grid;
  gap: 2px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;

  img {
    width: 80px;
    height: 80px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const TONES: Record<PopupStatus, MarkerTone> = {
  live: 'success',
  scheduled: 'warning',
  ended: 'muted',
  off: 'muted',
};

/** Delete, confirmed first. */
function DeletePopup({ popup }: { popup: AdminPopupFragment }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const actions = usePopupActions();
  const [confirming, setConfirming] = useState(false);
  const name = t`Popup #${popup.id}`;

  async function remove() {
    try {
      await actions.remove(popup.id);
      toast({ variant: 'success', title: t`Popup successfully deleted.` });
    } catch {
      toast({ variant: 'destructive', title: t`Delete Failed`, description: t`Please try again.` });
    }
  }

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={t`Delete ${name}`}>
        <Trans>Delete</Trans>
      </Button>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Delete ${name}?`}
        description={t`The popup leaves the home page. This cannot be undone.`}
        confirmLabel={t`Delete`}
        destructive
        onConfirm={remove}
      />
    </>
  );
}

/** The popups list's columns: image (opens the editor), language, link, period in Seoul, status, edit, delete. */
export function usePopupColumns(onEdit: (id: number) => void): DataColumn<AdminPopupFragment>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const editLabel = (popup: AdminPopupFragment) => {
      const name = t`Popup #${popup.id}`;
      return t`Edit ${name}`;
    };
    return [
      {
        id: 'image',
        header: t`Image`,
        rowHeader: true,
        cell: (popup) => (
          <>
            <ImageButton type="button" onClick={() => onEdit(popup.id)} aria-label={editLabel(popup)}>
              {popup.imageUrl && !popup.fileMissing ? <img src={popup.imageUrl} alt="" /> : null}
              <span>#{popup.id}</span>
            </ImageButton>
            {!popup.imageUrl ? (
              <Marker $tone="muted">
                <Trans>No image</Trans>
              </Marker>
            ) : popup.fileMissing ? (
              <Marker $tone="danger">
                <Trans>File missing</Trans>
              </Marker>
            ) : null}
          </>
        ),
      },
      { id: 'language', header: t`Language`, cell: (popup) => i18n._(LANGUAGE_LABELS[popup.language]) },
      { id: 'link', header: t`Link URL`, cell: (popup) => <SafeLink href={popup.linkUrl} /> },
      {
        id: 'period',
        header: t`Publishing period`,
        cell: (popup) => `${seoulDotDate(popup.startDate) || '…'} ~ ${seoulDotDate(popup.endDate) || '…'}`,
      },
      {
        id: 'status',
        header: t`Status`,
        cell: (popup) => (
          <Marker $tone={TONES[popup.status]}>{i18n._(POPUP_STATUS_LABELS[popup.status])}</Marker>
        ),
      },
      {
        id: 'edit',
        header: t`Edit`,
        cell: (popup) => (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onEdit(popup.id)}
            aria-label={editLabel(popup)}
          >
            <Trans>Edit</Trans>
          </Button>
        ),
      },
      { id: 'delete', header: t`Delete`, cell: (popup) => <DeletePopup popup={popup} /> },
    ];
  }, [t, i18n, onEdit]);
}
