import { useCallback, type FormEvent } from 'react';
import { useFormikContext, type FormikErrors } from 'formik';
import { useLingui } from '@lingui/react/macro';
import type { BookingMessages } from '@domain/schemas/booking';
// The binding layer alone: the admin kit's frame stays out of the storefront's bundle.
import { fieldId, useFieldBinding } from '@/components/form/binding';
import { useToast, type ToastOptions } from '@/components/toast';

type Errors = Record<string, unknown>;

/** The spec's toast for a submit the form refuses (§5, §8), or a generic one for other mistakes. */
export function useProblemToast(messages: BookingMessages) {
  const { t } = useLingui();
  return (errors: Errors): ToastOptions => {
    const values = Object.values(errors);
    if (values.includes(messages.required)) {
      return {
        variant: 'destructive',
        title: t`Missing Required Fields`,
        description: t`Please complete all required fields.`,
      };
    }
    if (errors.verificationCode === messages.codeInvalid) {
      return {
        variant: 'destructive',
        title: t`Invalid Verification Number`,
        description: t`Verification number must be exactly 6 digits.`,
      };
    }
    if (errors.termsAccepted) return { variant: 'destructive', title: messages.termsRequired };
    const first = values.find((value): value is string => typeof value === 'string');
    return { variant: 'destructive', title: t`Please check your details`, description: first };
  };
}

/** Under a field, the schema's "required" reads as the short "This field is required." */
export function useDescribeError(messages: BookingMessages) {
  const { t } = useLingui();
  return useCallback(
    (error: string) => (error === messages.required ? t`This field is required.` : error),
    [messages, t],
  );
}

/**
 * Submits through formik, but first validates: a refused submit shows the spec's toast and puts
 * the cursor in the first field to fix. `extra` adds checks formik's schema cannot know
 * (seats, closed days), keyed by field.
 */
export function useGuardedSubmit<V>(
  order: ReadonlyArray<keyof V & string>,
  messages: BookingMessages,
  extra: Partial<Record<keyof V & string, string>> = {},
) {
  const { toast } = useToast();
  const problemToast = useProblemToast(messages);
  const formik = useFormikContext<V>();
  const { idPrefix } = useFieldBinding();
  return async (event: FormEvent) => {
    event.preventDefault();
    if (formik.isSubmitting) return;
    const errors: FormikErrors<V> & Errors = { ...extra, ...(await formik.validateForm()) };
    await formik.setTouched(Object.fromEntries(order.map((name) => [name, true])) as never, false);
    const first = order.find((name) => errors[name]);
    if (!first) {
      await formik.submitForm();
      return;
    }
    toast(problemToast(errors));
    document.getElementById(fieldId(idPrefix, first))?.focus();
  };
}
