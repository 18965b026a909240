import { useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { SafeLink } from '@/components/SafeLink';
import { TitleButton } from '@/components/table';
import { useToast } from '@/components/toast';
import { AlertDialog } from '@/components/ui';
import type { AdminSlideFragment } from '@/generated/graphql';
import { LANGUAGE_LABELS } from '../../shell/contentLanguages';
import { Marker } from '../../shell/Marker';
import { useCarouselActions } from '../hooks/useCarouselActions';

const Thumb = styled.img`
  width: 96px;
  height: 54px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export type SlideRowProps = {
  slide: AdminSlideFragment;
  onEdit: () => void;
  /** Moves the slide one place up (-1) or down (+1) among its language's; absent at an end. */
  onMove: (step: -1 | 1) => void;
  canMoveUp: boolean;
  canMoveDown: boolean;
  moving: boolean;
};

/** One slide: title (opens the editor), image ('file missing' when gone), link, order, language, actions. */
export function SlideRow({ slide, onEdit, onMove, canMoveUp, canMoveDown, moving }: SlideRowProps) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const actions = useCarouselActions();
  const [confirming, setConfirming] = useState(false);
  const name = slide.title || t`Slide #${slide.id}`;

  async function remove() {
    try {
      await actions.remove(slide.id);
      toast({ variant: 'success', title: t`Slide deleted` });
    } catch {
      toast({ variant: 'destructive', title: t`Delete Failed`, description: t`Please try again.` });
    }
  }

  return (
    <tr>
      <th scope="row">
        <TitleButton onClick={onEdit}>{name}</TitleButton>
      </th>
      <td>
        <Thumb src={slide.imageUrl} alt="" />
        {slide.fileMissing ? (
          <Marker $tone="danger">
            <Trans>File missing</Trans>
          </Marker>
        ) : null}
      </td>
      <td>{slide.linkUrl ? <SafeLink href={slide.linkUrl} /> : '-'}</td>
      <td>{slide.sortOrder}</td>
      <td>{i18n._(LANGUAGE_LABELS[slide.language])}</td>
      <td>
        <Actions>
          <Button
            variant="secondary"
            size="sm"
            // aria-disabled, not disabled: the button keeps the focus after a move to the end.
            aria-disabled={!canMoveUp || moving}
            aria-label={t`Move ${name} up`}
            onClick={() => canMoveUp && !moving && onMove(-1)}
          >
            ↑
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-disabled={!canMoveDown || moving}
            aria-label={t`Move ${name} down`}
            onClick={() => canMoveDown && !moving && onMove(1)}
          >
            ↓
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setConfirming(true)}
            aria-label={t`Delete ${name}`}
          >
            <Trans>Delete</Trans>
          </Button>
        </Actions>
        <AlertDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t`Delete "${name}"?`}
          description={t`The slide leaves the home page. This cannot be undone.`}
          confirmLabel={t`Delete`}
          destructive
          onConfirm={remove}
        />
      </td>
    </tr>
  );
}
