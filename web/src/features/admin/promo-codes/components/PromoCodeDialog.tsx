import { useMemo } from 'react';
import { useFormik } from 'formik';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { createPromoCodeSchema, PROMO_CODE_MESSAGES, type PromoCodeMessages } from '@domain/schemas/promo';
import { FormCheckbox, FormDate, FormNumber, FormSelect, FormText } from '@/components/form';
import { useToast } from '@/components/toast';
import { Dialog } from '@/components/ui';
import {
  CreatePromoCodeDocument,
  UpdatePromoCodeDocument,
  type AdminPromoCodeFragment,
} from '@/generated/graphql';
import { listEviction } from '@/lib/cacheEviction';
import { refusalText } from '@/lib/serverError';
import { DialogForm } from '@/features/admin/kit/DialogForm';
import {
  promoCodeFormValues,
  promoCodeInput,
  validatePromoCodeForm,
  type PromoCodeFormValues,
} from '../promoCodeForm';
import { PromoCodeBookings } from './PromoCodeBookings';
import { PromoItemsField } from './PromoItemsField';

/** The domain's promo-code rules with the messages in the admin's language, and a refusal's text. */
function usePromoCodeSchema() {
  const { t } = useLingui();
  return useMemo(() => {
    const messages: PromoCodeMessages = {
      codeInvalid: t`A code is 4 to 32 letters, digits, "-" or "_".`,
      kindInvalid: t`Choose percent or a fixed amount.`,
      valueInvalid: t`The discount must be a whole number above 0.`,
      percentTooHigh: t`A percentage discount is at most 100.`,
      dateInvalid: t`Please enter a valid date.`,
      fromAfterUntil: t`The start date must be on or before the end date.`,
      countInvalid: t`Limits are whole numbers of at least 1 (empty: no limit).`,
      itemsInvalid: t`Choose items from the list.`,
    };
    const refusal = (error: unknown, fallback: string) =>
      refusalText(error, [[PROMO_CODE_MESSAGES, messages]], {
        tooManyAttempts: t`Too many attempts. Please wait a moment.`,
        fallback: error instanceof Error && error.message ? error.message : fallback,
      });
    return { schema: createPromoCodeSchema(messages), refusal };
  }, [t]);
}

export type PromoCodeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The code to edit; absent: a new one. */
  promoCode?: AdminPromoCodeFragment;
};

/** Adds or edits a promo code by the domain's rules (the server's); windows are Seoul dates. */
export function PromoCodeDialog({ open, onOpenChange, promoCode }: PromoCodeDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={promoCode ? t`Edit promo code` : t`Add promo code`}
    >
      <PromoCodeForm promoCode={promoCode} onDone={() => onOpenChange(false)} />
      {promoCode ? <PromoCodeBookings promoCode={promoCode} /> : null}
    </Dialog>
  );
}

function PromoCodeForm({ promoCode, onDone }: { promoCode?: AdminPromoCodeFragment; onDone: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const { schema, refusal } = usePromoCodeSchema();
  const [create] = useMutation(CreatePromoCodeDocument, { update: listEviction('adminPromoCodes') });
  const [update] = useMutation(UpdatePromoCodeDocument);

  async function save(values: PromoCodeFormValues) {
    const input = promoCodeInput(values);
    try {
      if (promoCode) await update({ variables: { id: promoCode.id, input } });
      else await create({ variables: { input } });
      toast({ variant: 'success', title: promoCode ? t`Promo code saved.` : t`Promo code created.` });
      onDone();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: promoCode ? t`The promo code was not saved` : t`The promo code was not created`,
        description: refusal(error, t`Please try again.`),
      });
    }
  }

  const formik = useFormik<PromoCodeFormValues>({
    initialValues: promoCodeFormValues(promoCode),
    validate: (values) => validatePromoCodeForm(schema, values),
    onSubmit: save,
  });
  // The items' rule is checked on what is sent (experienceIds): its error is named like the field.
  const labels: Record<keyof PromoCodeFormValues | 'experienceIds', string> = {
    code: t`Code`,
    kind: t`Discount type`,
    value: formik.values.kind === 'percent' ? t`Discount (%)` : t`Discount (KRW)`,
    items: t`Items`,
    experienceIds: t`Items`,
    bookingFrom: t`Booked from (Seoul date)`,
    bookingUntil: t`Booked until (Seoul date)`,
    travelFrom: t`Visits from`,
    travelUntil: t`Visits until`,
    maxUses: t`Uses in total`,
    maxUsesPerEmail: t`Uses per e-mail`,
    minGuests: t`Fewest guests`,
    active: t`Active`,
  };
  const kinds = useMemo(
    () => [
      { value: 'percent', label: t`Percent of the total` },
      { value: 'fixed', label: t`Fixed amount (KRW)` },
    ],
    [t],
  );
  const used = (promoCode?.usage.bookings ?? 0) > 0;
  return (
    <DialogForm
      formik={formik}
      label={promoCode ? t`Edit promo code` : t`Add promo code`}
      idPrefix="promo-code"
      labels={labels}
      editing={Boolean(promoCode)}
    >
      <FormText
        name="code"
        label={labels.code}
        disabled={used}
        maxLength={32}
        hint={
          used
            ? t`Bookings carry this code: it cannot change.`
            : t`Leave empty for a generated code (12 characters, no look-alike letters). Guests may type it in any case.`
        }
      />
      <FormSelect name="kind" label={labels.kind} options={kinds} />
      <FormNumber name="value" label={labels.value} />
      <PromoItemsField />
      <FormDate name="bookingFrom" label={labels.bookingFrom} clearable />
      <FormDate name="bookingUntil" label={labels.bookingUntil} clearable />
      <FormDate name="travelFrom" label={labels.travelFrom} clearable />
      <FormDate name="travelUntil" label={labels.travelUntil} clearable />
      <FormNumber name="maxUses" label={labels.maxUses} hint={t`Empty: no limit.`} />
      <FormNumber name="maxUsesPerEmail" label={labels.maxUsesPerEmail} hint={t`Empty: no limit.`} />
      <FormNumber name="minGuests" label={labels.minGuests} hint={t`Empty: any number of guests.`} />
      <FormCheckbox name="active" label={labels.active} />
    </DialogForm>
  );
}
