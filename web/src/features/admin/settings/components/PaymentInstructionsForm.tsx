import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BANK_ACCOUNT_LIMITS,
  BANK_ACCOUNT_MESSAGES,
  createBankAccountSchema,
  type TransferFees,
} from '@domain/schemas/bankAccount';
import { Button } from '@/components/Button';
import { Actions, AdminForm, FormSelect, FormText, Muted, Row, SaveButton } from '@/components/form';
import { useToast } from '@/components/toast';
import { AlertDialog } from '@/components/ui';
import {
  AdminDashboardDocument,
  PaymentInstructionsDocument,
  SetPaymentInstructionsDocument,
  type Language,
  type PaymentInstructionsFieldsFragment,
} from '@/generated/graphql';
import { LANGUAGE_LABELS, LANGUAGE_OPTIONS } from '@/features/admin/kit/contentLanguages';

type Values = {
  accountNumber: string;
  swift: string;
  transferFees: TransferFees;
  names: { language: Language; bankName: string; accountHolder: string }[];
};

const Names = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }

  ${Row} {
    margin-bottom: 0;
  }
`;

/** The save bar: the section has no side padding for the phone's bar to reach into (it would overflow). */
const FormActions = styled(Actions)`
  ${({ theme }) => theme.media.phone} {
    margin-inline: 0;
  }
`;

/** The form's values from what is stored: every language has its row (blank: the English names). */
function valuesOf(account: PaymentInstructionsFieldsFragment['bankAccount']): Values {
  return {
    accountNumber: account?.accountNumber ?? '',
    swift: account?.swift ?? '',
    transferFees: account?.transferFees ?? 'guest',
    names: LANGUAGE_OPTIONS.map((language) => {
      const given = account?.names.find((n) => n.language === language);
      return { language, bankName: given?.bankName ?? '', accountHolder: given?.accountHolder ?? '' };
    }),
  };
}

/**
 * The bank account guests are told to pay into (issue 34 point 7), validated by the domain's schema
 * as the server validates it: number, SWIFT/BIC and who pays the fees once; the bank's and holder's
 * names in English, and per language where the bank writes them otherwise.
 */
export function PaymentInstructionsForm({ current }: { current: PaymentInstructionsFieldsFragment }) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const [removing, setRemoving] = useState(false);
  const [save] = useMutation(SetPaymentInstructionsDocument, {
    refetchQueries: [PaymentInstructionsDocument, AdminDashboardDocument],
    awaitRefetchQueries: true,
  });
  const schema = useMemo(() => {
    const max = BANK_ACCOUNT_LIMITS.name;
    return createBankAccountSchema({
      ...BANK_ACCOUNT_MESSAGES,
      bankNameRequired: t`Please enter the bank's name.`,
      accountHolderRequired: t`Please enter the account holder's name.`,
      nameTooLong: t`A name must be at most ${max} characters.`,
      englishRequired: t`The bank's and the account holder's names in English are required.`,
      accountNumberInvalid: t`Enter the account number as digits, with hyphens or spaces between groups.`,
      accountNumberPlaceholder: t`This is the placeholder account number (all zeros): enter the team's real account number.`,
      swiftInvalid: t`Enter the bank's SWIFT/BIC: 8 or 11 letters and digits (e.g. SHBKKRSE).`,
      transferFeesInvalid: t`Choose who pays the transfer fees.`,
    });
  }, [t]);
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t`The payment instructions could not be saved.`,
      description: CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined,
    });
  const formik = useFormik<Values>({
    initialValues: valuesOf(current.bankAccount),
    enableReinitialize: true,
    validationSchema: schema,
    async onSubmit(values) {
      const input = schema.cast(values);
      try {
        await save({
          variables: {
            bankAccount: {
              accountNumber: input.accountNumber,
              swift: input.swift,
              transferFees: input.transferFees as TransferFees,
              names: input.names
                .filter((n) => n.bankName || n.accountHolder)
                .map((n) => ({ ...n, language: n.language as Language })),
            },
          },
        });
        toast({ variant: 'success', title: t`Payment instructions saved` });
      } catch (error) {
        failed(error);
      }
    },
  });

  const remove = async () => {
    try {
      await save({ variables: { bankAccount: null } });
      toast({ variant: 'success', title: t`Bank account removed` });
    } catch (error) {
      failed(error);
      return false;
    }
  };

  const fees = [
    { value: 'guest', label: t`The guest (the full amount due must arrive)` },
    { value: 'shared', label: t`Shared (each side pays its own bank)` },
    { value: 'us', label: t`We do (fees deducted on the way are ours)` },
  ];
  return (
    <AdminForm formik={formik} label={t`Payment instructions`} idPrefix="payment-instructions">
      <Row>
        <FormText
          name="accountNumber"
          label={t`Account number`}
          autoComplete="off"
          maxLength={BANK_ACCOUNT_LIMITS.accountNumber}
        />
        <FormText name="swift" label={t`SWIFT/BIC`} autoComplete="off" hint={t`For transfers from abroad.`} />
        <FormSelect name="transferFees" label={t`Who pays the transfer fees`} options={fees} />
      </Row>
      {formik.values.names.map((names, index) => (
        <Names key={names.language} data-field={`names.${index}`}>
          <legend>{i18n._(LANGUAGE_LABELS[names.language])}</legend>
          {index > 0 ? (
            <Muted>
              <Trans>Leave empty to show the English names to these guests.</Trans>
            </Muted>
          ) : null}
          <Row>
            <FormText
              name={`names.${index}.bankName`}
              label={t`Bank name`}
              maxLength={BANK_ACCOUNT_LIMITS.name}
              autoComplete="off"
            />
            <FormText
              name={`names.${index}.accountHolder`}
              label={t`Account holder`}
              maxLength={BANK_ACCOUNT_LIMITS.name}
              autoComplete="off"
            />
          </Row>
        </Names>
      ))}
      <FormActions>
        {current.bankAccount ? (
          <Button variant="secondary" onClick={() => setRemoving(true)}>
            <Trans>Remove the bank account</Trans>
          </Button>
        ) : null}
        <SaveButton onClick={() => void formik.submitForm()}>
          <Trans>Save</Trans>
        </SaveButton>
      </FormActions>
      <AlertDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t`Remove the bank account?`}
        description={t`Guests will read the server's PAYMENT_INSTRUCTIONS text again, or the placeholder account where it is not set.`}
        confirmLabel={t`Remove`}
        destructive
        onConfirm={remove}
      />
    </AdminForm>
  );
}
