import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-single/**', '**/node_modules/**', '**/.areia-data/**', '**/test-results/**', '**/playwright-report/**', '**/*.d.mts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Imports run one way: remotes and the shell use `shared`; nothing reaches into another app's source.
    files: ['shell/src/**', 'mfe-*/src/**', 'shared/src/**', 'api/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/mfe-*/src/**', '@areia/mfe-*', '@areia/shell', '**/shell/src/**'], message: 'Apps não importam o código de outro app.' },
          ],
        },
      ],
    },
  },
  {
    // Module Federation shares `@areia/shared/<path>` by its request: a relative import between shared modules
    // would give each remote a private copy (its own API client, its own runtime config). Tests may stay relative.
    files: ['shared/src/**'],
    ignores: ['shared/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['./*', '../*'], message: 'Dentro de shared, importe outro módulo como @areia/shared/<caminho>.' },
            { group: ['@areia/*', '!@areia/shared'], message: 'shared não depende de outros pacotes do workspace.' },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@areia/shared/ui/*', '@areia/shared/providers/*', '@areia/shared/session/*', '@areia/shared/api/*'], message: 'A API usa só as partes de shared sem React.' },
          ],
        },
      ],
    },
  },
);
