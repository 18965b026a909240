import { useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { object } from 'yup';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { seoulToday } from '@domain/calendar';
import { formatKrw } from '@domain/pricing';
import { PAYMENT_LIMITS, recordDate, recordFields } from '@domain/schemas/payment';
import { Button } from '@/components/Button';
import { AdminForm, ErrorSummary, FormDate, FormSelect, FormText, Row } from '@/components/form';
import { useToast } from '@/components/toast';
import { RecordPaymentDocument, RecordRefundDocument, type PaymentMethod } from '@/generated/graphql';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from './labels';
import { PAYMENT_QUERIES } from './refetch';

/** Not the kit's sticky Actions: the manage dialog already has one bar at its foot (status and memo). */
const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
`;

type Values = { amount: string; method: PaymentMethod; date: string; reference: string; note: string };

type PaymentFormProps = {
  bookingId: number;
  /** A payment (money that came) or a refund (money sent back: `refundable` at most). */
  kind?: 'payment' | 'refund';
  /** KRW the booking kept (payments less refunds): a refund's ceiling, and its first value. */
  refundable?: number;
};

/** The record-a-payment form, or the record-a-refund form; the panel refetches after it. */
export function PaymentForm({ bookingId, kind = 'payment', refundable = 0 }: PaymentFormProps) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const refund = kind === 'refund';
  const options = { refetchQueries: PAYMENT_QUERIES, awaitRefetchQueries: true };
  const [recordPayment] = useMutation(RecordPaymentDocument, options);
  const [recordRefund] = useMutation(RecordRefundDocument, options);
  const ceiling = formatKrw(refundable, i18n.locale);
  const schema = useMemo(() => {
    const messages = {
      amountInvalid: refund
        ? t`The refund must be a whole number of won, more than 0.`
        : t`The amount must be a whole number of won, more than 0 (at most 100,000,000).`,
      methodInvalid: refund ? t`Choose how the money went back.` : t`Choose how the money came.`,
      dateInvalid: refund
        ? t`The refund date must be a real date.`
        : t`The payment date must be a real date.`,
      referenceTooLong: t`The reference must be at most ${PAYMENT_LIMITS.reference} characters.`,
      noteTooLong: t`The note must be at most ${PAYMENT_LIMITS.note} characters.`,
      reasonRequired: '',
      reasonTooLong: '',
    };
    // The domain's fields, the one date field being the payment's paidAt or the refund's refundedAt.
    const { amount, method, reference, note } = recordFields(messages);
    const date = recordDate(messages);
    return object({
      amount: refund
        ? amount.max(refundable, t`A refund can be at most what the booking kept: ${ceiling}.`)
        : amount,
      method,
      date,
      reference,
      note,
    });
  }, [t, refund, refundable, ceiling]);
  const initialValues: Values = {
    amount: refund && refundable > 0 ? String(refundable) : '',
    method: 'bank_transfer',
    date: seoulToday(),
    reference: '',
    note: '',
  };
  const formik = useFormik<Values>({
    initialValues,
    enableReinitialize: refund,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const { date, ...input } = schema.cast(values);
      const method = input.method as PaymentMethod;
      try {
        if (refund) {
          await recordRefund({ variables: { bookingId, input: { ...input, method, refundedAt: date } } });
        } else {
          await recordPayment({ variables: { bookingId, input: { ...input, method, paidAt: date } } });
        }
        toast({ title: refund ? t`Refund recorded` : t`Payment recorded`, variant: 'success' });
        helpers.resetForm({ values: { ...initialValues, amount: '', date: values.date } });
      } catch (error) {
        toast({
          title: refund ? t`The refund could not be recorded.` : t`The payment could not be recorded.`,
          description: error instanceof Error ? error.message : undefined,
          variant: 'destructive',
        });
      }
    },
  });
  const labels = {
    amount: t`Amount (KRW)`,
    method: t`Method`,
    date: refund ? t`Refund date` : t`Payment date`,
    reference: t`Reference`,
    note: t`Note`,
  };
  return (
    <AdminForm
      formik={formik}
      label={refund ? t`Record a refund` : t`Record a payment`}
      idPrefix={`${kind}-${bookingId}`}
    >
      <ErrorSummary labels={labels} />
      <Row>
        <FormText
          name="amount"
          label={labels.amount}
          digits
          hint={refund ? t`At most ${ceiling}, what the booking kept.` : undefined}
        />
        <FormSelect
          name="method"
          label={labels.method}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: i18n._(PAYMENT_METHOD_LABELS[m]) }))}
        />
        <FormDate name="date" label={labels.date} />
      </Row>
      <Row>
        <FormText
          name="reference"
          label={labels.reference}
          hint={refund ? t`The refund transfer's reference.` : t`The depositor name or transfer reference.`}
          maxLength={PAYMENT_LIMITS.reference}
        />
        <FormText name="note" label={labels.note} maxLength={PAYMENT_LIMITS.note} />
      </Row>
      <Buttons>
        <Button onClick={() => void formik.submitForm()} disabled={formik.isSubmitting}>
          {refund ? <Trans>Record refund and e-mail the guest</Trans> : <Trans>Record payment</Trans>}
        </Button>
      </Buttons>
    </AdminForm>
  );
}
