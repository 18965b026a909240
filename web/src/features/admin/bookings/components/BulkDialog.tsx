import { useMutation, useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/ui';
import { useToast } from '@/components/toast';
import {
  BulkBookingActionDocument,
  BulkBookingPreviewDocument,
  type BulkBookingAction,
  type BulkBookingOutcome,
} from '@/generated/graphql';
import { BOOKING_QUERIES } from '../hooks/refetch';
import { useTitleLanguage } from '@/features/admin/kit/useTitleLanguage';

const OUTCOME_LABELS: Record<BulkBookingOutcome, MessageDescriptor> = {
  approved: msg`Approved`,
  cancelled: msg`Cancelled`,
  refused_over_capacity: msg`Refused: over capacity`,
  already: msg`Already in that status`,
  not_found: msg`Not found`,
};

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Results = styled.ul`
  max-height: 40vh;
  overflow-y: auto;
  padding-left: ${({ theme }) => theme.space.md};
`;

type BulkDialogProps = {
  action: BulkBookingAction;
  ids: number[];
  /** `done`: the action ran (the selection is cleared). */
  onClose: (done: boolean) => void;
};

/** Bulk approve / cancel: first what it will do ("applies to N of the M selected"), then a result per booking. */
export function BulkDialog({ action, ids, onClose }: BulkDialogProps) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const preview = useQuery(BulkBookingPreviewDocument, {
    variables: { ids, action },
    fetchPolicy: 'network-only',
  });
  const [run, result] = useMutation(BulkBookingActionDocument, { refetchQueries: BOOKING_QUERIES });
  const titleLanguage = useTitleLanguage();
  const rows = result.data?.bulkBookingAction;
  const p = preview.data?.bulkBookingPreview;
  const title = action === 'approve' ? t`Approve selected applications` : t`Cancel selected applications`;

  const confirm = async () => {
    try {
      const { data } = await run({ variables: { ids, action, titleLanguage } });
      const done = data?.bulkBookingAction ?? [];
      const changed = done.filter((r) => r.outcome === 'approved' || r.outcome === 'cancelled').length;
      const total = done.length;
      toast({ title: t`${changed} of ${total} applications changed`, variant: 'success' });
    } catch {
      toast({ title: t`Error occurred while changing status`, variant: 'destructive' });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose(Boolean(rows))} title={title}>
      {rows ? (
        <>
          <Results aria-label={t`Results`}>
            {rows.map((r) => (
              <li key={r.id}>
                #{r.id}
                {r.booking ? ` ${r.booking.guestName}` : ''}: {i18n._(OUTCOME_LABELS[r.outcome])}
              </li>
            ))}
          </Results>
          <Actions>
            <Button onClick={() => onClose(true)}>
              <Trans>Close</Trans>
            </Button>
          </Actions>
        </>
      ) : (
        <>
          <p>
            {p ? (
              <Trans>
                Applies to {p.applicable} of the {p.selected} selected; guests will be e-mailed.
              </Trans>
            ) : (
              <Trans>Checking the selection…</Trans>
            )}
          </p>
          <Actions>
            <Button variant="secondary" onClick={() => onClose(false)}>
              <Trans>Back</Trans>
            </Button>
            <Button
              variant={action === 'cancel' ? 'danger' : 'primary'}
              disabled={!p || p.applicable === 0 || result.loading}
              onClick={confirm}
            >
              {action === 'approve' ? (
                <Trans>Approve {p?.applicable ?? 0}</Trans>
              ) : (
                <Trans>Cancel {p?.applicable ?? 0}</Trans>
              )}
            </Button>
          </Actions>
        </>
      )}
    </Dialog>
  );
}
