import { useLingui } from '@lingui/react/macro';
import { isAppLocale, toLanguageCode } from '@domain/locales';
import type { Language } from '@/generated/graphql';

/**
 * The admin's language as the item-title argument (`itemTitle(language:)`, `title(language:)`):
 * an item is named by its translated title in that language where it has one, else by its own.
 * A change of language asks the lists again (the cache keeps titles per language).
 */
export function useTitleLanguage(): Language | null {
  const { i18n } = useLingui();
  return isAppLocale(i18n.locale) ? (toLanguageCode(i18n.locale) as Language) : null;
}
