import { useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { seoulDotDate } from '@domain/seoulInstant';
import { Button } from '@/components/Button';
import { useToast } from '@/components/toast';
import { AlertDialog } from '@/components/ui';
import type { AdminPopupFragment, PopupStatus } from '@/generated/graphql';
import { LANGUAGE_LABELS } from '../../shell/contentLanguages';
import { Marker, type MarkerTone } from '../../shell/Marker';
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

/** One popup: image (opens the editor), language, link, period in Seoul, status, edit and delete. */
export function PopupRow({ popup, onEdit }: { popup: AdminPopupFragment; onEdit: () => void }) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const actions = usePopupActions();
  const [confirming, setConfirming] = useState(false);
  const name = t`Popup #${popup.id}`;
  const start = seoulDotDate(popup.startDate) || '…';
  const end = seoulDotDate(popup.endDate) || '…';

  async function remove() {
    try {
      await actions.remove(popup.id);
      toast({ variant: 'success', title: t`Popup successfully deleted.` });
    } catch {
      toast({ variant: 'destructive', title: t`Delete Failed`, description: t`Please try again.` });
    }
  }

  return (
    <tr>
      <th scope="row">
        <ImageButton type="button" onClick={onEdit} aria-label={t`Edit ${name}`}>
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
      </th>
      <td>{i18n._(LANGUAGE_LABELS[popup.language])}</td>
      <td>
        <a href={popup.linkUrl}>{popup.linkUrl}</a>
      </td>
      <td>
        {start} ~ {end}
      </td>
      <td>
        <Marker $tone={TONES[popup.status]}>{i18n._(POPUP_STATUS_LABELS[popup.status])}</Marker>
      </td>
      <td>
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Button>
      </td>
      <td>
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
      </td>
    </tr>
  );
}
