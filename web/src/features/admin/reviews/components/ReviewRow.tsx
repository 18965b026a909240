import { useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { useToast } from '@/components/toast';
import { AlertDialog, Checkbox } from '@/components/ui';
import type { AdminReviewRowFragment } from '@/generated/graphql';
import { Marker, type MarkerTone } from '../../shell/Marker';
import { useReviewActions } from '../hooks/useReviewActions';
import { FILTER_LABELS, stateOf } from '../hooks/useReviewSchema';
import { LinkButton } from './tableStyles';

const Excerpt = styled.p`
  margin: 0;
  max-width: 40ch;
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
`;

const NoWrap = styled.td`
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const TONES: Record<ReturnType<typeof stateOf>, MarkerTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'muted',
};

export type ReviewRowProps = {
  review: AdminReviewRowFragment;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: () => void;
};

/** One review: select, reviewer (opens the editor), rating, visit date, content, state, actions. */
export function ReviewRow({ review, selected, onSelect, onEdit }: ReviewRowProps) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const actions = useReviewActions();
  const [confirm, setConfirm] = useState<'reject' | 'delete' | null>(null);
  const state = stateOf(review.isApproved);
  const name = review.reviewerName;

  async function run(action: () => Promise<unknown>, success: string, failure: string) {
    try {
      await action();
      toast({ variant: 'success', title: success });
    } catch {
      toast({ variant: 'destructive', title: failure, description: t`Please try again.` });
    }
  }
  const approve = () =>
    run(() => actions.approve(review.id), t`Review approved`, t`Failed to approve the review`);
  const reject = () =>
    run(() => actions.reject(review.id), t`Review rejected`, t`Failed to reject the review`);
  const remove = () =>
    run(() => actions.remove(review.id), t`Review deleted`, t`Failed to delete the review`);

  return (
    <tr>
      <td>
        <Checkbox
          checked={selected}
          onCheckedChange={onSelect}
          aria-label={t`Select the review by ${name}`}
        />
      </td>
      <th scope="row">
        <LinkButton type="button" onClick={onEdit}>
          {name}
        </LinkButton>
        <div>#{review.id}</div>
      </th>
      <td>{review.reviewType === 'reels' ? t`Video` : t`General`}</td>
      <NoWrap aria-label={t`${review.rating} of 5`}>{'★'.repeat(review.rating)}</NoWrap>
      <NoWrap>{review.visitDate}</NoWrap>
      <td>
        <Excerpt>{review.reviewContent || '-'}</Excerpt>
      </td>
      <td>
        <Marker $tone={TONES[state]}>{i18n._(FILTER_LABELS[state])}</Marker>
      </td>
      <td>
        <Actions>
          {state !== 'approved' ? (
            <Button size="sm" onClick={() => void approve()} aria-label={t`Approve the review by ${name}`}>
              <Trans>Approve</Trans>
            </Button>
          ) : null}
          {state !== 'rejected' ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setConfirm('reject')}
              aria-label={t`Reject the review by ${name}`}
            >
              <Trans>Reject</Trans>
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setConfirm('delete')}
            aria-label={t`Delete the review by ${name}`}
          >
            <Trans>Delete</Trans>
          </Button>
        </Actions>
        <AlertDialog
          open={confirm === 'reject'}
          onOpenChange={(open) => setConfirm(open ? 'reject' : null)}
          title={t`Reject the review by ${name}?`}
          description={t`It disappears from the storefront and no longer counts in the item's rating. You can approve it later.`}
          confirmLabel={t`Reject`}
          destructive
          onConfirm={reject}
        />
        <AlertDialog
          open={confirm === 'delete'}
          onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
          title={t`Delete the review by ${name}?`}
          description={t`This cannot be undone.`}
          confirmLabel={t`Delete`}
          destructive
          onConfirm={remove}
        />
      </td>
    </tr>
  );
}
