import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { PAYMENT_LIMITS } from '@domain/schemas/payment';
import { formatKrw } from '@domain/pricing';
import { TextField } from '@/components/FormField';
import { useToast } from '@/components/toast';
import { AlertDialog } from '@/components/ui';
import { VoidPaymentDocument, type PaymentRecordFragment } from '@/generated/graphql';
import { PAYMENT_QUERIES } from './refetch';

type VoidPaymentDialogProps = { bookingId: number; payment: PaymentRecordFragment; onClose: () => void };

/** Voids a record made by mistake: a reason is required, and the record stays in the history. */
export function VoidPaymentDialog({ bookingId, payment, onClose }: VoidPaymentDialogProps) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const [reason, setReason] = useState('');
  const [voidPayment, { loading }] = useMutation(VoidPaymentDocument, {
    refetchQueries: PAYMENT_QUERIES,
    awaitRefetchQueries: true,
  });
  const amount = formatKrw(payment.amount, i18n.locale);
  const date = payment.paidAt;
  const refund = payment.kind === 'refund';
  const tooLong = reason.trim().length > PAYMENT_LIMITS.reason;

  const confirm = async () => {
    try {
      await voidPayment({ variables: { bookingId, paymentId: payment.id, reason: reason.trim() } });
      toast({ title: refund ? t`Refund voided` : t`Payment voided`, variant: 'success' });
      onClose();
    } catch (error) {
      toast({
        title: t`The payment could not be voided.`,
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
      return false;
    }
  };

  return (
    <AlertDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        refund ? t`Void the refund of ${amount} (${date})?` : t`Void the payment of ${amount} (${date})?`
      }
      description={t`It stays in the history, struck through, with your name and the reason.`}
      confirmLabel={refund ? t`Void refund` : t`Void payment`}
      destructive
      pending={loading || !reason.trim() || tooLong}
      onConfirm={confirm}
    >
      <TextField
        label={t`Reason`}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={tooLong && t`The reason must be at most ${PAYMENT_LIMITS.reason} characters.`}
      />
    </AlertDialog>
  );
}
