import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries (conventions.md, bulletproof-react): a feature never imports another feature
// (neither `@/features/<g>` nor a relative path out of its own folder), and code outside a
// feature imports only its index (`@/features/<f>`). The back office is one feature whose
// sub-folders are sections: a section never imports another section; sections share through `kit`
// (that no section imports the shell is dependency-cruiser's rule: .dependency-cruiser.cjs).
// Core `no-restricted-imports` with patterns generated per feature folder and per folder depth
// (a relative path can only be judged knowing how deep the importing file is).
const FEATURES = 'web/src/features';
const subfolders = (path) => {
  try {
    return readdirSync(new URL(`./${path}`, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};
const features = subfolders(FEATURES);
/** Folders of the admin feature that are not sections: its shell and its shared plumbing. */
const ADMIN_SHARED = ['shell', 'kit', 'components', 'graphql', 'hooks', 'i18n'];
const adminSections = [
  ...new Set(['items', 'bookings', 'carousels', 'popups', 'reviews', ...subfolders(`${FEATURES}/admin`)]),
].filter((name) => !ADMIN_SHARED.includes(name));
const MAX_DEPTH = 6;
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (names) => `(?:${names.map(escape).join('|')})`;
const up = (levels) => `(?:\\.\\./){${levels}}`;

const pastIndex = {
  regex: '^@/features/[^/]+/.+',
  message: 'Import a feature through its index (`@/features/<name>`), not its files.',
};
const otherFeature = (own) => ({
  regex: `^@/features/(?!${escape(own)}(?:/|$))`,
  message: 'A feature does not import another feature: compose them in web/src/app.',
});
const outOfFeature = (depth) => ({
  regex: `^${up(depth + 1)}`,
  message: 'A relative import may not leave its feature: use `@/...` (and never another feature).',
});
const otherSection = (own, depth) => {
  const others = anyOf(adminSections.filter((section) => section !== own));
  return [
    {
      regex: `^(?:@/features/admin/|${up(depth + 1)})${others}(?:/|$)`,
      message: 'An admin section does not import another section: share code through admin/kit.',
    },
    {
      regex: `^(?:@/features/admin/|${up(depth + 1)})shell(?:/|$)`,
      message:
        'An admin section does not import the shell (which composes the sections): share through admin/kit.',
    },
  ];
};
// The storefront's forms bind through the binding layer alone: the admin kit (its frame, pickers
// and rich fields) would otherwise reach the storefront's bundle.
const adminKit = {
  regex: '^@/components/form(?:/(?!binding$).*)?$',
  message: 'A storefront feature binds its forms with `@/components/form/binding` alone, not the admin kit.',
};
// styled-components by its named export only: under Jest its CommonJS build is loaded as an ES module
// whose default export is the module object (`styled.p` undefined), while Vite's ESM build works.
const styledDefault = {
  name: 'styled-components',
  importNames: ['default'],
  message: "Import `{ styled }` from 'styled-components': the default import is not `styled` under Jest.",
};
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { paths: [styledDefault], patterns }],
});
/** Files exactly `depth` folders below `root`. */
const atDepth = (root, depth) => [`${root}/${'*/'.repeat(depth)}*.{ts,tsx}`];

const boundaries = [
  { files: ['web/src/**/*.{ts,tsx}'], ignores: [`${FEATURES}/**`], rules: restrict([pastIndex]) },
  ...features.flatMap((feature) =>
    Array.from({ length: MAX_DEPTH }, (_, depth) => ({
      files: atDepth(`${FEATURES}/${feature}`, depth),
      rules: restrict([
        otherFeature(feature),
        outOfFeature(depth),
        ...(feature === 'admin' ? [] : [adminKit]),
      ]),
    })),
  ),
  // After the admin blocks above, so these win for section files (rule options do not merge).
  ...adminSections.flatMap((section) =>
    Array.from({ length: MAX_DEPTH - 1 }, (_, depth) => ({
      files: atDepth(`${FEATURES}/admin/${section}`, depth),
      rules: restrict([otherFeature('admin'), outOfFeature(depth + 1), ...otherSection(section, depth)]),
    })),
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'var/**',
      'coverage/**',
      'node_modules/**',
      'web/src/generated/**',
      'web/src/locales/**/*.ts',
      'server/src/locales/*/mail.ts',
      'server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...boundaries,
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**', 'bench/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    // The web test setup fails a test that writes to console.error or console.warn unexpectedly;
    // a test declares the calls it expects with expectConsole instead of silencing the console.
    files: ['web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='spyOn'][arguments.0.name='console']",
          message: 'Declare an expected console call with expectConsole (@/testing/console).',
        },
        {
          selector: "AssignmentExpression[left.object.name='console']",
          message: 'Declare an expected console call with expectConsole (@/testing/console).',
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
);
