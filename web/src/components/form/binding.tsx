import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
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
  /**
   * When errors show: once a field was left or a submit tried (`'left'`, the default), or only
   * after a submit was tried (`'submitted'`: a lone footer field is not scolded when tabbed past).
   */
  showErrors?: 'left' | 'submitted';
};

const FieldBindingContext = createContext<FieldBinding>({ idPrefix: 'form' });

/** Gives the fields inside their id prefix (and the error wording, if any). */
export function FieldBindingProvider({
  idPrefix,
  describeError,
  showErrors,
  children,
}: FieldBinding & { children: ReactNode }) {
  const value = useMemo(
    () => ({ idPrefix, describeError, showErrors }),
    [idPrefix, describeError, showErrors],
  );
  return <FieldBindingContext.Provider value={value}>{children}</FieldBindingContext.Provider>;
}

/** The binding of the form around (its id prefix, to find a field's control by id). */
export const useFieldBinding = () => useContext(FieldBindingContext);

/** The id of a field's control: `${idPrefix}-${name}` (dots and brackets made safe). */
export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name.replace(/[^\w-]/g, '-')}`;

type AnyFormik = FormikContextType<Record<string, unknown>>;

/**
 * The error at a field's path. A list's own message (`timeSlots: 'Duplicate time slots'`) belongs
 * to the list, not to its entries: `timeSlots.0` is not the message's first letter.
 */
function errorAt(errors: unknown, name: string): unknown {
  let node = errors;
  for (const key of name.split(/[.[\]]+/).filter(Boolean)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A field's error once it was left (touched) or a save was tried; only a message string shows. */
function shownError({ errors, touched, submitCount }: AnyFormik, binding: FieldBinding, name: string) {
  const error = errorAt(errors, name);
  const left = binding.showErrors !== 'submitted' && getIn(touched, name);
  if (typeof error !== 'string' || !error || (!submitCount && !left)) return undefined;
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
 * For a control drawn by hand (a checkbox, a group of stars, a calendar's step): the field's id,
 * its error once shown, and the id the error takes (`${id}-error`, as `FormField` gives it) to
 * put in `aria-describedby`, set only while the error shows.
 */
export function useFieldParts(name: string) {
  const id = useFieldId(name);
  const error = useFieldError(name);
  return { id, error, errorId: error ? `${id}-error` : undefined };
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

/**
 * Right after a submit the schema refused, puts the cursor in the first field of `order` in
 * error (the element with its id: a control, or a focusable group). Not on later keystrokes.
 */
export function useFocusFirstError(order: readonly string[]) {
  const { errors, submitCount, isSubmitting } = useFormikContext<Record<string, unknown>>();
  const { idPrefix } = useContext(FieldBindingContext);
  const first = order.find((name) => getIn(errors, name));
  useEffect(() => {
    if (submitCount > 0 && !isSubmitting && first) document.getElementById(fieldId(idPrefix, first))?.focus();
    // Only when an attempt ends, not when the errors change as the user types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);
}
