import { createContext, useCallback, useContext } from 'react';
import { fieldId } from './binding';

/** What an admin form's frame knows: the fields' id prefix, and the tab each field lives on. */
export type FormKitContextValue = {
  idPrefix: string;
  /** The tab holding each field (a field->tab map); fields not in it are on the only page. */
  fieldTabs: Readonly<Record<string, string>>;
  /** Tabs in display order: the first error is the one on the earliest tab. */
  tabs: readonly string[];
  openTab?: (tab: string) => void;
};

export const FormKitContext = createContext<FormKitContextValue>({
  idPrefix: 'form',
  fieldTabs: {},
  tabs: [],
});

export const useFormKit = () => useContext(FormKitContext);

/**
 * Opens the tab holding the first of `fields` in error (by tab order, then by the order given)
 * and puts the cursor in that field once the tab shows.
 */
export function jumpToError(
  { idPrefix, fieldTabs, tabs, openTab }: FormKitContextValue,
  fields: readonly string[],
) {
  if (!fields.length) return;
  const rank = (field: string) => {
    const index = tabs.indexOf(fieldTabs[field] ?? '');
    return index < 0 ? tabs.length : index;
  };
  const first = [...fields].sort((a, b) => rank(a) - rank(b))[0];
  const tab = fieldTabs[first];
  if (tab) openTab?.(tab);
  // The tab's panel mounts on the next render.
  setTimeout(() => {
    const group = [...document.querySelectorAll<HTMLElement>('[data-field]')].find(
      (el) => el.dataset.field === first,
    );
    const target =
      document.getElementById(fieldId(idPrefix, first)) ??
      group?.querySelector<HTMLElement>('input, textarea, select, button, [contenteditable="true"]');
    target?.focus();
  }, 0);
}

/** `jumpToError` for the form around. */
export function useJumpToError() {
  const kit = useFormKit();
  return useCallback((fields: readonly string[]) => jumpToError(kit, fields), [kit]);
}
