import type { ReactNode } from 'react';
import type { FormikContextType } from 'formik';
import { Trans } from '@lingui/react/macro';
import { Actions, AdminForm, ErrorSummary, SaveButton, Stack } from '@/components/form';

export type DialogFormProps<V> = {
  /** From formik's `useFormik`, made inside the dialog so each opening starts afresh. */
  formik: FormikContextType<V>;
  /** The form's accessible name (the dialog's title). */
  label: string;
  idPrefix: string;
  /** The fields' names for the summary of errors. */
  labels: Record<string, string>;
  /** Editing a stored record: Save only once something changed. A new one may be tried at once. */
  editing: boolean;
  /** The button's text for a new record ("Add" unless given); an edit's is "Save". */
  addLabel?: ReactNode;
  children: ReactNode;
};

/**
 * A section dialog's form on the admin kit: the summary of errors, the fields one under another,
 * Save last (Enter in a field never submits).
 */
export function DialogForm<V>({
  formik,
  label,
  idPrefix,
  labels,
  editing,
  addLabel,
  children,
}: DialogFormProps<V>) {
  return (
    <AdminForm formik={formik} label={label} idPrefix={idPrefix}>
      <ErrorSummary labels={labels} />
      <Stack>{children}</Stack>
      <Actions>
        <SaveButton onClick={() => void formik.submitForm()} requireChange={editing}>
          {editing ? <Trans>Save</Trans> : (addLabel ?? <Trans>Add</Trans>)}
        </SaveButton>
      </Actions>
    </AdminForm>
  );
}
