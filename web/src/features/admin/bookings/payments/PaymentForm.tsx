import { useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { seoulToday } from '@domain/calendar';
import { createPaymentSchema, PAYMENT_LIMITS } from '@domain/schemas/payment';
import { Button } from '@/components/Button';
import { AdminForm, ErrorSummary, FormDate, FormSelect, FormText, Row } from '@/components/form';
import { useToast } from '@/components/toast';
import { RecordPaymentDocument, type PaymentMethod } from '@/generated/graphql';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from './labels';
import { PAYMENT_QUERIES } from './refetch';

/** Not the kit's sticky Actions: the manage dialog already has one bar at its foot (status and memo). */
const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
`;

type Values = { amount: string; method: PaymentMethod; paidAt: string; reference: string; note: string };

/** The record-a-payment form (a refund is a negative amount); the panel refetches after it. */
export function PaymentForm({ bookingId }: { bookingId: number }) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const [record] = useMutation(RecordPaymentDocument, {
    refetchQueries: PAYMENT_QUERIES,
    awaitRefetchQueries: true,
  });
  const schema = useMemo(
    () =>
      createPaymentSchema({
        amountInvalid: t`The amount must be a whole number of won other than 0 (at most 100,000,000; a refund is negative).`,
        methodInvalid: t`Choose how the money came.`,
        dateInvalid: t`The payment date must be a real date.`,
        referenceTooLong: t`The reference must be at most ${PAYMENT_LIMITS.reference} characters.`,
        noteTooLong: t`The note must be at most ${PAYMENT_LIMITS.note} characters.`,
        reasonRequired: '',
        reasonTooLong: '',
      }),
    [t],
  );
  const initialValues: Values = {
    amount: '',
    method: 'bank_transfer',
    paidAt: seoulToday(),
    reference: '',
    note: '',
  };
  const formik = useFormik<Values>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const input = schema.cast(values);
      try {
        await record({
          variables: { bookingId, input: { ...input, method: input.method as PaymentMethod } },
        });
        toast({ title: input.amount < 0 ? t`Refund recorded` : t`Payment recorded`, variant: 'success' });
        helpers.resetForm({ values: { ...initialValues, paidAt: values.paidAt } });
      } catch (error) {
        toast({
          title: t`The payment could not be recorded.`,
          description: error instanceof Error ? error.message : undefined,
          variant: 'destructive',
        });
      }
    },
  });
  const labels = {
    amount: t`Amount (KRW)`,
    method: t`Method`,
    paidAt: t`Payment date`,
    reference: t`Reference`,
    note: t`Note`,
  };
  return (
    <AdminForm formik={formik} label={t`Record a payment`} idPrefix={`payment-${bookingId}`}>
      <ErrorSummary labels={labels} />
      <Row>
        <FormText name="amount" label={labels.amount} hint={t`Negative for a refund.`} />
        <FormSelect
          name="method"
          label={labels.method}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: i18n._(PAYMENT_METHOD_LABELS[m]) }))}
        />
        <FormDate name="paidAt" label={labels.paidAt} />
      </Row>
      <Row>
        <FormText
          name="reference"
          label={labels.reference}
          hint={t`The depositor name or transfer reference.`}
          maxLength={PAYMENT_LIMITS.reference}
        />
        <FormText name="note" label={labels.note} maxLength={PAYMENT_LIMITS.note} />
      </Row>
      <Buttons>
        <Button onClick={() => void formik.submitForm()} disabled={formik.isSubmitting}>
          <Trans>Record payment</Trans>
        </Button>
      </Buttons>
    </AdminForm>
  );
}
