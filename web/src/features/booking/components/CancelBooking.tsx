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
} from '@/generated/graphql';
import { hasErrorCode } from '@/lib/serverError';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

type CancelBookingProps = {
  input: FindBookingInput;
  onCancelled: (booking: BookingLookupFieldsFragment) => void;
};

/** Lets the guest withdraw a pending application, after a confirmation. */
export function CancelBooking({ input, onCancelled }: CancelBookingProps) {
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
      toast({
        variant: 'destructive',
        title: t`Cancellation failed`,
        description: hasErrorCode(error, 'CONFLICT')
          ? t`Only a booking that is still waiting for approval can be cancelled here. Please contact us.`
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
        description={t`Your booking application will be withdrawn. This cannot be undone.`}
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
