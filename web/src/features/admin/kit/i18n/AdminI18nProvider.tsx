import { useEffect, useState, type ReactNode } from 'react';
import { I18nProvider, useLingui } from '@lingui/react';
import { PageSpinner } from '@/components/Spinner';
import { activateAdminLocale, adminI18n, initialAdminLocale } from './adminI18n';

function LangRoot({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  // The shared header stays in the storefront language; `lang` marks the admin part's own language.
  return <div lang={i18n.locale}>{children}</div>;
}

/** Provides the admin Lingui instance, loading the stored (or Korean) catalog first. */
export function AdminI18nProvider({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let active = true;
    void activateAdminLocale(initialAdminLocale()).then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, []);

  if (!ready) return <PageSpinner />;
  return (
    <I18nProvider i18n={adminI18n}>
      <LangRoot>{children}</LangRoot>
    </I18nProvider>
  );
}
