import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'var/**',
      'coverage/**',
      'node_modules/**',
      'web/src/generated/**',
      'web/src/locales/**/*.ts',
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
