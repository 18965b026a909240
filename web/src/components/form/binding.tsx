import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { getIn, useFormikContext, type FormikContextType } from 'formik';

/**
 * The binding of a formik form's fields to their controls, shared by the back office's kit and
 * the storefront's forms: one id per field and one rule for when its error shows. Kept apart
 * from the admin frame (tabs, summary, leave prompt) so the storefront imports only this file.
 */
export type FieldBinding = {
  /** Prefix of the fields' ids (`${idPrefix}-${name}`). */
  idPrefix: string;
  /** Rewords a schema message for under its field (the storefront's short "required"). */
  describeError?: (error: string) => string;
};

const FieldBindingContext = createContext<FieldBinding>({ idPrefix: 'form' });

/** Gives the fields inside their id prefix (and the error wording, if any). */
export function FieldBindingProvider({
  idPrefix,
  describeError,
  children,
}: FieldBinding & { children: ReactNode }) {
  const value = useMemo(() => ({ idPrefix, describeError }), [idPrefix, describeError]);
  return <FieldBindingContext.Provider value={value}>{children}</FieldBindingContext.Provider>;
}

/** The binding of the form around (its id prefix, to find a field's control by id). */
export const useFieldBinding = () => useContext(FieldBindingContext);

/** The id of a field's control: `${idPrefix}-${name}` (dots and brackets made safe). */
export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name.replace(/[^\w-]/g, '-')}`;

type AnyFormik = FormikContextType<Record<string, unknown>>;

/** A field's error once it was left (touched) or a save was tried; only a message string shows. */
function shownError({ errors, touched, submitCount }: AnyFormik, binding: FieldBinding, name: string) {
  const error: unknown = getIn(errors, name);
  if (typeof error !== 'string' || !error || (!submitCount && !getIn(touched, name))) return undefined;
  return binding.describeError ? binding.describeError(error) : error;
}

/** The id of a field's control in the form around. */
export function useFieldId(name: string) {
  return fieldId(useContext(FieldBindingContext).idPrefix, name);
}

/** The error of a field, once the user has left it or tried to submit. */
export function useFieldError(name: string): string | undefined {
  return shownError(useFormikContext<Record<string, unknown>>(), useContext(FieldBindingContext), name);
}

/**
 * `bind(name)`: the props of a labelled control (`TextField`, `SelectField`): formik's value and
 * handlers (the form's own validate-on-change/blur settings apply), the id and the error shown.
 * `derived` is a problem the schema cannot know (a closed day, a full slot): it shows at once
 * when the schema has nothing to say. `Name` narrows the names to a form's fields.
 */
export function useBindField<Name extends string = string>() {
  const formik = useFormikContext<Record<string, unknown>>();
  const binding = useContext(FieldBindingContext);
  return (name: Name, derived?: string) => ({
    ...formik.getFieldProps(name),
    id: fieldId(binding.idPrefix, name),
    error: shownError(formik, binding, name) ?? derived,
  });
}
