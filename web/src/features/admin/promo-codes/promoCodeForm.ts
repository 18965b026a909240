import { yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import type { createPromoCodeSchema } from '@domain/schemas/promo';
import type { AdminPromoCodeFragment, PromoCodeInput, PromoKind } from '@/generated/graphql';

/** An item the code applies to, named as the picker shows it ("Title (#12)"). */
export type PromoItem = { id: number; label: string };

/** The dialog's fields: numbers and dates as typed ('' is empty: no limit, an open end). */
export type PromoCodeFormValues = {
  code: string;
  kind: PromoKind;
  value: string;
  /** None: every item. */
  items: PromoItem[];
  bookingFrom: string;
  bookingUntil: string;
  travelFrom: string;
  travelUntil: string;
  maxUses: string;
  maxUsesPerEmail: string;
  minGuests: string;
  active: boolean;
};

const text = (n: number | string | null | undefined) => (n == null ? '' : String(n));

export function promoCodeFormValues(code?: AdminPromoCodeFragment): PromoCodeFormValues {
  return {
    code: code?.code ?? '',
    kind: code?.kind ?? 'percent',
    value: text(code?.value),
    items: (code?.items ?? []).map((item) => ({ id: item.id, label: `${item.title} (#${item.id})` })),
    bookingFrom: text(code?.bookingFrom),
    bookingUntil: text(code?.bookingUntil),
    travelFrom: text(code?.travelFrom),
    travelUntil: text(code?.travelUntil),
    maxUses: text(code?.maxUses),
    maxUsesPerEmail: text(code?.maxUsesPerEmail),
    minGuests: text(code?.minGuests),
    active: code?.active ?? true,
  };
}

const count = (v: string) => (v.trim() === '' ? null : Number(v));
const day = (v: string) => v.trim() || null;

/** What the server receives: an empty code is generated there, empty limits and dates are none. */
export function promoCodeInput(values: PromoCodeFormValues): PromoCodeInput {
  return {
    code: values.code.trim() || null,
    kind: values.kind,
    value: Number(values.value),
    experienceIds: values.items.map((item) => item.id),
    bookingFrom: day(values.bookingFrom),
    bookingUntil: day(values.bookingUntil),
    travelFrom: day(values.travelFrom),
    travelUntil: day(values.travelUntil),
    maxUses: count(values.maxUses),
    maxUsesPerEmail: count(values.maxUsesPerEmail),
    minGuests: count(values.minGuests),
    active: values.active,
  };
}

/** Runs the domain's rules (the server's) on the dialog's values; formik's error map. */
export async function validatePromoCodeForm(
  schema: ReturnType<typeof createPromoCodeSchema>,
  values: PromoCodeFormValues,
): Promise<FormikErrors<PromoCodeFormValues>> {
  try {
    await schema.validate(promoCodeInput(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors(error);
    throw error;
  }
}
