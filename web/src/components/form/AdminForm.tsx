import { useEffect, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { FormikProvider, useFormikContext, type FormikContextType } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Button } from '@/components/Button';
import { FieldBindingProvider } from './binding';
import { FormKitContext, jumpToError, useJumpToError, type FormKitContextValue } from './context';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';

export type AdminFormProps<V> = {
  /** From formik's `useFormik`. */
  formik: FormikContextType<V>;
  /** The form's accessible name. */
  label: string;
  /** Prefix of the fields' ids (`${idPrefix}-${name}`). */
  idPrefix: string;
  /** The tab of each field, the tabs in order and how to open one (the tab lives in the URL). */
  fieldTabs?: Record<string, string>;
  tabs?: readonly string[];
  openTab?: (tab: string) => void;
  /** Ask before leaving with unsaved changes (default on). */
  confirmLeave?: boolean;
  children: ReactNode;
};

/** Enter in a one-line field never submits (spec §5): saving is the button only. */
function blockEnter(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target instanceof HTMLInputElement) event.preventDefault();
}

/**
 * When a save attempt ends refused (the schema's errors, or the server's set by `onSubmit`),
 * opens the tab of the first field in error and puts the cursor in it. Not on later keystrokes.
 */
function useJumpAfterRefusal<V>(formik: FormikContextType<V>, kit: FormKitContextValue) {
  const { submitCount, isSubmitting, errors } = formik;
  useEffect(() => {
    if (!submitCount || isSubmitting) return;
    const failing = errors as Record<string, unknown>;
    jumpToError(
      kit,
      Object.keys(failing).filter((name) => failing[name]),
    );
    // Only when an attempt ends, not when the errors change as the user types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);
}

/**
 * An admin form on formik: its fields (the kit's `Form*`) get ids, errors under them and, after
 * a refused save, the jump to the first error's tab; Enter never submits; leaving with unsaved
 * changes asks first.
 */
export function AdminForm<V>({
  formik,
  label,
  idPrefix,
  fieldTabs = {},
  tabs = [],
  openTab,
  confirmLeave = true,
  children,
}: AdminFormProps<V>) {
  const kit = useMemo<FormKitContextValue>(
    () => ({ idPrefix, fieldTabs, tabs, openTab }),
    [idPrefix, fieldTabs, tabs, openTab],
  );
  useJumpAfterRefusal(formik, kit);
  return (
    <FormikProvider value={formik}>
      <FieldBindingProvider idPrefix={idPrefix}>
        <FormKitContext.Provider value={kit}>
          <form noValidate aria-label={label} onSubmit={(e) => e.preventDefault()} onKeyDown={blockEnter}>
            {children}
          </form>
          {confirmLeave ? <UnsavedChangesPrompt when={formik.dirty && !formik.isSubmitting} /> : null}
        </FormKitContext.Provider>
      </FieldBindingProvider>
    </FormikProvider>
  );
}

type SaveButtonProps = {
  onClick: () => void;
  children: ReactNode;
  /** Enabled only once the form changed (default); a new record may allow saving at once. */
  requireChange?: boolean;
};

/** The form's save button: disabled while saving and, by default, until something changed. */
export function SaveButton({ onClick, children, requireChange = true }: SaveButtonProps) {
  const { dirty, isSubmitting } = useFormikContext();
  return (
    <Button onClick={onClick} disabled={isSubmitting || (requireChange && !dirty)}>
      {children}
    </Button>
  );
}

const Summary = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};

  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }

  button {
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.link};
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

/**
 * After a refused save: the fields to fix, each a button that opens its tab and focuses it.
 * `labels` names the fields (the messages themselves show under the fields).
 */
export function ErrorSummary({ labels }: { labels: Record<string, string> }) {
  const { t } = useLingui();
  const { errors, submitCount } = useFormikContext<Record<string, unknown>>();
  const jump = useJumpToError();
  const fields = Object.keys(errors).filter((name) => typeof errors[name] === 'string');
  if (!submitCount || !fields.length) return null;
  const count = fields.length;
  return (
    <Summary role="alert" aria-label={t`Fields to fix`}>
      <strong>
        <Trans>{count} fields to fix:</Trans>
      </strong>
      <ul>
        {fields.map((name) => (
          <li key={name}>
            <button type="button" onClick={() => jump([name])}>
              {labels[name] ?? name}
            </button>
          </li>
        ))}
      </ul>
    </Summary>
  );
}
