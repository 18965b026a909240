import { yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import { isoToSeoulLocal, seoulLocalToIso } from '@domain/seoulInstant';
import type { createPopupSchema } from '@domain/schemas/popup';
import type { AdminPopupFragment, Language, PopupInput } from '@/generated/graphql';

/** The dialog's fields: dates as Seoul wall time (`YYYY-MM-DDTHH:MM`), '' when open. */
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
    startDate: isoToSeoulLocal(popup?.startDate),
    endDate: isoToSeoulLocal(popup?.endDate),
    isActive: popup?.isActive ?? true,
  };
}

/** What the server receives: the Seoul wall times as instants (a blank one clears the date). */
export function popupInput(values: PopupFormValues): PopupInput {
  return {
    ...values,
    imageUrl: values.imageUrl.trim(),
    linkUrl: values.linkUrl.trim(),
    altText: values.altText.trim(),
    startDate: seoulLocalToIso(values.startDate),
    endDate: seoulLocalToIso(values.endDate),
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
