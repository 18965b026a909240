import { useMemo, useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatKrw } from '@domain/pricing';
import {
  createOnlineRefundSchema,
  PAYMENT_LIMITS,
  recordFields,
  REFUND_MESSAGES,
} from '@domain/schemas/payment';
import { Button } from '@/components/Button';
import { Actions, AdminForm, ErrorSummary, FormText, Stack } from '@/components/form';
import { useToast } from '@/components/toast';
import { Dialog } from '@/components/ui';
import { RefundOnlinePaymentDocument, type OnlinePaymentAttemptFieldsFragment } from '@/generated/graphql';
import { PAYMENT_QUERIES } from './refetch';

const Outcome = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
`;

type Values = { amount: string; reason: string };

type RefundOnlineDialogProps = {
  bookingId: number;
  /** The attempt to refund (recorded: `recordId` set), with what is still refundable. */
  attempt: OnlinePaymentAttemptFieldsFragment;
  onClose: () => void;
};

/** What went wrong, said so staff know what to do next: refused (nothing went back) or unknown. */
type Failure = { kind: 'refused' | 'unknown' | 'other'; message: string };

/**
 * Refunds all or part of an online payment through PortOne: the amount starts at what is still
 * refundable and may not exceed it; a reason is required (PortOne keeps it, the guest may see it).
 * Done or requested closes it with a toast; a refusal (409) or no answer (503) stays in it, said
 * plainly, and the booking's log (which records the failure) is read again.
 */
export function RefundOnlineDialog({ bookingId, attempt, onClose }: RefundOnlineDialogProps) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const client = useApolloClient();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [refund] = useMutation(RefundOnlinePaymentDocument, {
    refetchQueries: PAYMENT_QUERIES,
    awaitRefetchQueries: true,
  });
  const money = (amount: number) => formatKrw(amount, i18n.locale);
  const ceiling = money(attempt.refundable);
  const schema = useMemo(() => {
    const messages = {
      ...REFUND_MESSAGES,
      amountInvalid: t`The refund must be a whole number of won, more than 0.`,
      reasonRequired: t`Please give the reason for the refund.`,
      reasonTooLong: t`The reason must be at most ${PAYMENT_LIMITS.reason} characters.`,
    };
    // The domain's rules (the server's), and never more than is still refundable.
    return createOnlineRefundSchema(messages).shape({
      amount: recordFields(messages).amount.max(
        attempt.refundable,
        t`A refund can be at most what is still refundable: ${ceiling}.`,
      ),
    });
  }, [t, attempt.refundable, ceiling]);

  const formik = useFormik<Values>({
    initialValues: { amount: String(attempt.refundable), reason: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      const { amount, reason } = schema.cast(values);
      setFailure(null);
      try {
        const { data } = await refund({
          variables: { bookingId, paymentId: attempt.recordId!, amount, reason },
        });
        const sent = money(amount);
        if (data?.refundOnlinePayment.state === 'requested') {
          toast({
            title: t`Refund of ${sent} requested at PortOne`,
            description: t`PortOne finishes it later; the booking's log says when it is done.`,
          });
        } else {
          toast({
            title: t`Refunded ${sent} through PortOne`,
            description: t`The guest is e-mailed.`,
            variant: 'success',
          });
        }
        onClose();
      } catch (error) {
        const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
        const message = CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? '') : '';
        setFailure(
          code === 'CONFLICT'
            ? { kind: 'refused', message }
            : code === 'SERVICE_UNAVAILABLE'
              ? { kind: 'unknown', message }
              : { kind: 'other', message },
        );
        // The server logged the failure: the log (and the panel) say so now.
        void client.refetchQueries({ include: PAYMENT_QUERIES });
      }
    },
  });
  const labels = { amount: t`Amount to refund (KRW)`, reason: t`Reason` };
  const paid = money(attempt.amount);
  const refunded = money(attempt.refundedAmount);
  const id = attempt.paymentId;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Refund through PortOne`}
      description={
        attempt.refundedAmount > 0
          ? t`Payment ${id}: ${paid} paid, ${refunded} refunded already. The money goes back the way the guest paid.`
          : t`Payment ${id}: ${paid} paid. The money goes back the way the guest paid.`
      }
      size="sm"
    >
      {failure ? (
        <Outcome role="alert">
          {failure.kind === 'unknown' ? (
            <p>
              <Trans>
                PortOne did not answer: the refund may or may not have been made. Check the payment at PortOne
                before trying again.
              </Trans>
            </p>
          ) : failure.kind === 'refused' ? (
            <>
              <p>
                <strong>
                  <Trans>The refund was refused; nothing was refunded.</Trans>
                </strong>
              </p>
              {failure.message ? <p>{failure.message}</p> : null}
            </>
          ) : (
            <p>{failure.message || t`Could not reach the server. Please try again.`}</p>
          )}
        </Outcome>
      ) : null}
      <AdminForm
        formik={formik}
        label={t`Refund through PortOne`}
        idPrefix={`online-refund-${attempt.id}`}
        confirmLeave={false}
      >
        <ErrorSummary labels={labels} />
        <Stack>
          <FormText
            name="amount"
            label={labels.amount}
            digits
            hint={t`At most ${ceiling}, what is still refundable. Less for a partial refund.`}
          />
          <FormText
            name="reason"
            label={labels.reason}
            hint={t`Sent to PortOne with the refund; the guest may see it.`}
            maxLength={PAYMENT_LIMITS.reason}
          />
        </Stack>
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button variant="danger" onClick={() => void formik.submitForm()} disabled={formik.isSubmitting}>
            <Trans>Refund</Trans>
          </Button>
        </Actions>
      </AdminForm>
    </Dialog>
  );
}
