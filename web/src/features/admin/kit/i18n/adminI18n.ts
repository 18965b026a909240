import { setupI18n } from '@lingui/core';
import { loadLocale, readStoredLocale, storeLocale, type CatalogLoaders } from '@/lib/i18n';

/** The back office speaks Korean by default; English is available. */
export const ADMIN_LOCALES = ['ko', 'en'] as const;
export type AdminLocale = (typeof ADMIN_LOCALES)[number];
export const DEFAULT_ADMIN_LOCALE: AdminLocale = 'ko';

/** Kept apart from the storefront's `language` so an admin's choice never changes what guests see. */
export const ADMIN_LANGUAGE_STORAGE_KEY = 'adminLanguage';

// The admin catalog holds the back office's copy and the shared UI kit's; it ships in the admin chunk only.
const adminCatalogs: CatalogLoaders<AdminLocale> = {
  ko: () => import('@/locales/ko/admin.po'),
  en: () => import('@/locales/en/admin.po'),
};

/** A Lingui instance of its own, provided only under the admin routes. */
export const adminI18n = setupI18n();

export function initialAdminLocale(): AdminLocale {
  return readStoredLocale(ADMIN_LANGUAGE_STORAGE_KEY, ADMIN_LOCALES, DEFAULT_ADMIN_LOCALE);
}

export async function activateAdminLocale(locale: AdminLocale): Promise<void> {
  if (await loadLocale(adminI18n, locale, adminCatalogs)) storeLocale(ADMIN_LANGUAGE_STORAGE_KEY, locale);
}
