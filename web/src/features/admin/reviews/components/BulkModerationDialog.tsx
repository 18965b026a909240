import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@/components/toast';
import { AlertDialog } from '@/components/ui';
import { ReviewModerationPreviewDocument, type ReviewDecision } from '@/generated/graphql';
import { useReviewActions } from '../hooks/useReviewActions';

export type BulkModerationDialogProps = {
  ids: number[];
  decision: ReviewDecision | null;
  onClose: () => void;
  onDone: () => void;
};

/** Shows what a bulk decision will do (changes, already so, gone), then applies it in one call. */
export function BulkModerationDialog({ ids, decision, onClose, onDone }: BulkModerationDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const actions = useReviewActions();
  const preview = useQuery(ReviewModerationPreviewDocument, {
    skip: !decision,
    variables: { ids, decision: decision ?? 'approve' },
    fetchPolicy: 'network-only',
  });
  const result = preview.data?.reviewModerationPreview;
  const selected = ids.length;
  const changing = result?.changed.length ?? 0;
  const unchanged = result?.unchanged.length ?? 0;
  const missing = result?.notFound.length ?? 0;

  async function apply() {
    if (!decision) return;
    try {
      const { data } = await actions.moderate({ variables: { ids, decision } });
      const done = data?.moderateReviews.changed.length ?? 0;
      toast({
        variant: 'success',
        title: decision === 'approve' ? t`${done} reviews approved` : t`${done} reviews rejected`,
      });
      onDone();
    } catch {
      toast({
        variant: 'destructive',
        title: t`The reviews could not be changed.`,
        description: t`Please try again.`,
      });
    }
  }

  return (
    <AlertDialog
      open={decision !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        decision === 'approve'
          ? t`Approve ${selected} selected reviews?`
          : t`Reject ${selected} selected reviews?`
      }
      description={
        decision === 'reject'
          ? t`Rejected reviews disappear from the storefront and no longer count in its rating.`
          : t`Approved reviews show on the storefront.`
      }
      confirmLabel={decision === 'approve' ? t`Approve` : t`Reject`}
      destructive={decision === 'reject'}
      pending={!result}
      onConfirm={apply}
    >
      {result ? (
        <ul aria-label={t`What will change`}>
          <li>{t`Will change: ${changing}`}</li>
          <li>{t`Already so: ${unchanged}`}</li>
          {missing ? <li>{t`No longer exist: ${missing}`}</li> : null}
        </ul>
      ) : (
        <p role="status">{t`Checking the selection…`}</p>
      )}
    </AlertDialog>
  );
}
