import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { useToast } from '@/components/toast';
import {
  CancelMyBookingDocument,
  type BookingLookupFieldsFragment,
  type FindBookingInput,
  type GuestCancelRefusal,
} from '@/generated/graphql';
import { errorExtension, hasErrorCode } from '@/lib/serverError';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

type CancelBookingProps = {
  input: FindBookingInput;
  onCancelled: (booking: BookingLookupFieldsFragment) => void;
  /** The server refused (409): the window closed meanwhile, or the booking was already cancelled. */
  onRefused: (reason: GuestCancelRefusal) => void;
};

const isRefusal = (reason: unknown): reason is GuestCancelRefusal =>
  reason === 'window_closed' || reason === 'no_free_cancellation' || reason === 'already_cancelled';

/** Lets the guest cancel a pending or confirmed booking inside the free-cancellation window, after a confirmation. */
export function CancelBooking({ input, onCancelled, onRefused }: CancelBookingProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [cancelMyBooking, { loading }] = useMutation(CancelMyBookingDocument);

  async function cancel() {
    try {
      const { data } = await cancelMyBooking({ variables: { input } });
      if (!data) throw new Error('The cancellation answer was empty.');
      setConfirming(false);
      toast({ variant: 'success', title: t`Booking cancelled` });
      onCancelled(data.cancelMyBooking);
    } catch (error) {
      setConfirming(false);
      const reason = errorExtension(error, 'reason');
      if (hasErrorCode(error, 'CONFLICT') && isRefusal(reason)) onRefused(reason);
      toast({
        variant: 'destructive',
        title: t`Cancellation failed`,
        description: hasErrorCode(error, 'CONFLICT')
          ? t`This booking can no longer be cancelled online. Please contact us.`
          : hasErrorCode(error, 'TOO_MANY_REQUESTS')
            ? t`Too many attempts. Please try again later.`
            : t`Please try again.`,
      });
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        <Trans>Cancel booking</Trans>
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Cancel this booking?`}
        description={t`Your booking will be cancelled free of charge and its seats released. This cannot be undone.`}
        width="440px"
      >
        <Actions>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            <Trans>Keep booking</Trans>
          </Button>
          <Button variant="danger" disabled={loading} onClick={() => void cancel()}>
            <Trans>Yes, cancel booking</Trans>
          </Button>
        </Actions>
      </Modal>
    </>
  );
}
