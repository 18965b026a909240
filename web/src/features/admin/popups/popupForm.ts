import { yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import type { createPopupSchema } from '@domain/schemas/popup';
import type { AdminPopupFragment, Language, PopupInput } from '@/generated/graphql';

/** The dialog's fields: the period's ends as instants (ISO), '' when open. */
export type PopupFormValues = {
  imageUrl: string;
  altText: string;
  linkUrl: string;
  language: Language;
  startDate: string;
  endDate: string;
  isActive: boolean;
};

export function popupFormValues(popup?: AdminPopupFragment): PopupFormValues {
  return {
    imageUrl: popup?.imageUrl ?? '',
    altText: popup?.altText ?? '',
    linkUrl: popup?.linkUrl ?? '',
    language: popup?.language ?? 'ENG',
    startDate: popup?.startDate ?? '',
    endDate: popup?.endDate ?? '',
    isActive: popup?.isActive ?? true,
  };
}

/** What the server receives (a blank end clears that date). */
export function popupInput(values: PopupFormValues): PopupInput {
  return {
    ...values,
    imageUrl: values.imageUrl.trim(),
    linkUrl: values.linkUrl.trim(),
    altText: values.altText.trim(),
    startDate: values.startDate || null,
    endDate: values.endDate || null,
  };
}

/** Runs the domain's popup rules (the server's) on the dialog's values; formik's error map. */
export async function validatePopupForm(
  schema: ReturnType<typeof createPopupSchema>,
  values: PopupFormValues,
): Promise<FormikErrors<PopupFormValues>> {
  try {
    await schema.validate(popupInput(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors(error);
    throw error;
  }
}
