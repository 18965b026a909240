import { useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { GlobeIcon } from '@/components/icons';
import {
  activateStorefrontLocale,
  isAppLocale,
  LANGUAGE_SELECT_ATTRIBUTE,
  LOCALE_NAMES,
  LOCALES,
} from '@/lib/i18n';
import { HeaderSelect } from './HeaderSelect';

const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale], lang: locale }));

/**
 * The storefront language. An experience page may not exist in the new language,
 * so switching while on /experiences/{id} goes to the home page.
 */
export function LanguageSelector() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  function onChange(value: string) {
    if (!isAppLocale(value)) return;
    const leave = pathname.includes('/experiences/');
    // Home once the new language is active, so that it loads in that language only.
    void activateStorefrontLocale(value).then(() => {
      if (leave) void navigate('/');
    });
  }

  return (
    <HeaderSelect
      label={t`Language`}
      icon={<GlobeIcon />}
      value={i18n.locale}
      options={OPTIONS}
      onChange={onChange}
      {...{ [LANGUAGE_SELECT_ATTRIBUTE]: '' }}
    />
  );
}
