import { defineConfig } from '@lingui/conf';

/**
 * Two catalogs so storefront visitors never download back-office copy:
 * `messages` for the storefront (and the shared UI kit), `admin` for the
 * lazily loaded admin area (which also uses the shared UI kit). A third, `mail`, holds the
 * copy of the mails the server sends (React templates without macros: explicit ids, see
 * server/src/modules/mail/templates); scripts/lingui-extract.mjs compiles it for the server.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ja', 'zh-Hant', 'zh-Hans', 'ko'],
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
    {
      name: 'mail',
      path: '<rootDir>/server/src/locales/{locale}/mail',
      include: ['<rootDir>/server/src/modules/mail/templates', '<rootDir>/domain/cancellation.ts'],
      exclude: ['**/*.test.*'],
    },
  ],
});
