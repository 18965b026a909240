import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type Location } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from '@/components/ui';

type Props = {
  /** Unsaved changes exist (formik `dirty`, and not saving). */
  when: boolean;
  /** Query params whose change is no leaving (the open tab). */
  ignoreParams?: readonly string[];
};

/** Does going from `from` to `to` leave the form (another path, or other params than the ignored)? */
export function leavesForm(from: Location, to: Location, ignoreParams: readonly string[]) {
  if (from.pathname !== to.pathname) return true;
  const strip = (search: string) => {
    const params = new URLSearchParams(search);
    for (const name of ignoreParams) params.delete(name);
    params.sort();
    return params.toString();
  };
  return strip(from.search) !== strip(to.search);
}

function BlockerDialog({ when, ignoreParams }: Required<Props>) {
  const { t } = useLingui();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && leavesForm(currentLocation, nextLocation, ignoreParams),
  );
  return (
    <AlertDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t`Leave without saving?`}
      description={t`Your changes have not been saved and will be lost.`}
      confirmLabel={t`Leave`}
      cancelLabel={t`Stay`}
      destructive
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through react-router's
 * `useBlocker` (needs a data router: `createBrowserRouter`; under a plain `<BrowserRouter>` only
 * the browser's own prompt applies), and closing or reloading the tab through `beforeunload`.
 */
export function UnsavedChangesPrompt({ when, ignoreParams = ['tab'] }: Props) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return dataRouter ? <BlockerDialog when={when} ignoreParams={ignoreParams} /> : null;
}
