import { useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { SafeLink } from '@/components/SafeLink';
import { TitleButton, type DataColumn } from '@/components/table';
import { useToast } from '@/components/toast';
import { AlertDialog } from '@/components/ui';
import type { AdminSlideFragment } from '@/generated/graphql';
import { LANGUAGE_LABELS } from '@/features/admin/kit/contentLanguages';
import { Marker } from '@/features/admin/kit/Marker';
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

export type SlideMoves = {
  /** Moves the slide one place up (-1) or down (+1) among its language's. */
  onMove: (slide: AdminSlideFragment, step: -1 | 1) => void;
  /** Whether it can move that way (not at that end of its language's slides). */
  canMove: (slide: AdminSlideFragment, step: -1 | 1) => boolean;
  moving: boolean;
};

/** Move up, move down and delete (confirmed first). */
function SlideActions({
  slide,
  name,
  moves,
}: {
  slide: AdminSlideFragment;
  name: string;
  moves: SlideMoves;
}) {
  const { t } = useLingui();
  const { toast } = useToast();
  const actions = useCarouselActions();
  const [confirming, setConfirming] = useState(false);
  const canMoveUp = moves.canMove(slide, -1);
  const canMoveDown = moves.canMove(slide, 1);

  async function remove() {
    try {
      await actions.remove(slide.id);
      toast({ variant: 'success', title: t`Slide deleted` });
    } catch {
      toast({ variant: 'destructive', title: t`Delete Failed`, description: t`Please try again.` });
    }
  }

  return (
    <Actions>
      <Button
        variant="secondary"
        size="sm"
        // aria-disabled, not disabled: the button keeps the focus after a move to the end.
        aria-disabled={!canMoveUp || moves.moving}
        aria-label={t`Move ${name} up`}
        onClick={() => canMoveUp && !moves.moving && moves.onMove(slide, -1)}
      >
        ↑
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={!canMoveDown || moves.moving}
        aria-label={t`Move ${name} down`}
        onClick={() => canMoveDown && !moves.moving && moves.onMove(slide, 1)}
      >
        ↓
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={t`Delete ${name}`}>
        <Trans>Delete</Trans>
      </Button>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Delete "${name}"?`}
        description={t`The slide leaves the home page. This cannot be undone.`}
        confirmLabel={t`Delete`}
        destructive
        onConfirm={remove}
      />
    </Actions>
  );
}

/**
 * The slides list's columns: title (opens the editor), image ('file missing' when gone), link, order,
 * language, actions. A table on a desktop, stacked cards on a phone (the kit's DataTable).
 */
export function useSlideColumns(
  onEdit: (id: number) => void,
  moves: SlideMoves,
): DataColumn<AdminSlideFragment>[] {
  const { t, i18n } = useLingui();
  const nameOf = (slide: AdminSlideFragment) => slide.title || t`Slide #${slide.id}`;
  return [
    {
      id: 'title',
      header: t`Title`,
      rowHeader: true,
      cell: (slide) => <TitleButton onClick={() => onEdit(slide.id)}>{nameOf(slide)}</TitleButton>,
    },
    {
      id: 'image',
      header: t`Image`,
      cell: (slide) => (
        <>
          <Thumb src={slide.imageUrl} alt="" />
          {slide.fileMissing ? (
            <Marker $tone="danger">
              <Trans>File missing</Trans>
            </Marker>
          ) : null}
        </>
      ),
    },
    {
      id: 'link',
      header: t`Link`,
      cell: (slide) => (slide.linkUrl ? <SafeLink href={slide.linkUrl} /> : '-'),
    },
    { id: 'order', header: t`Order`, cell: (slide) => slide.sortOrder },
    { id: 'language', header: t`Language`, cell: (slide) => i18n._(LANGUAGE_LABELS[slide.language]) },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (slide) => <SlideActions slide={slide} name={nameOf(slide)} moves={moves} />,
    },
  ];
}
