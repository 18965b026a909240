import { useLingui } from '@lingui/react';
import type { Language } from '@domain/constants';
import { DEFAULT_LOCALE, isAppLocale, toLanguageCode } from './i18n';

/**
 * The product language code (ENG, JPN, CHN, KOR) of the current UI locale. Every content
 * query passes it, so switching language asks the server again in the new language.
 */
export function useLanguage(): Language {
  const { i18n } = useLingui();
  return toLanguageCode(isAppLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
}
