import { defineConfig } from '@lingui/conf';

/**
 * Two catalogs so storefront visitors never download back-office copy:
 * `messages` for the storefront (and the shared UI kit), `admin` for the
 * lazily loaded admin area (which also uses the shared UI kit).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ja', 'zh-Hant', 'ko'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      name: 'messages',
      path: '<rootDir>/web/src/locales/{locale}/messages',
      include: ['<rootDir>/web/src'],
      exclude: ['**/features/admin/**', '**/generated/**', '**/testing/**', '**/*.test.*'],
    },
    {
      name: 'admin',
      path: '<rootDir>/web/src/locales/{locale}/admin',
      include: ['<rootDir>/web/src/features/admin', '<rootDir>/web/src/components'],
      exclude: ['**/*.test.*'],
    },
  ],
});
